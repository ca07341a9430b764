package shell

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"hearth/data/game"
	"image/color"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	dnames "hearth/data/names"
	"hearth/setup/step"
	"hearth/ui/kit"
)

// SettingKeepAwake is "off" when the player does not want the screen kept on
// during solo sessions and score entries.
const SettingKeepAwake = "keep_awake"

// Host is the running app as a game module sees it: the window's navigation,
// the store, a clock and a seed source that tests replace, and error
// reporting. Its internals (the page stack, the module list, the language)
// stay the shell's.
type Host struct {
	// typedCodes are the setup codes typed and not used yet, per game:
	// Back and back again finds one as it was.
	typedCodes map[step.Game]string
	app        fyne.App
	win        fyne.Window
	store      *data.Store
	nav        *nav
	ctx        context.Context

	modules []Module

	language string // "" follows the system
	theme    string
	awake    bool // the screen is being kept on
	// awakeOn is the keep-awake setting once read (awakeRead): a page
	// that keeps the screen on asked the store on every push.
	awakeOn, awakeRead bool
	// progress are the Resume cards' progress lines as read (each a replay
	// of its game), until the game moves or the language changes.
	progress map[int64]progressLine
	// now is the clock for dates shown and saved; tests replace it.
	now func() time.Time
	// autoErr is how this run's last automatic backup failed (nil: it did
	// not), shown when the note of it beside the backups could not be
	// written.
	autoErr error
	// pageModes are the modes chosen on players' pages (true: solo), by
	// game and player, for the next time their page opens.
	pageModes map[string]bool
	// pending counts the pages' background reads not done yet (Settle);
	// queued holds their shows when QueueShows was called (tests).
	pending sync.WaitGroup
	queued  *showQueue
	// newSeed seeds new sessions and setups (crypto/rand); tests replace it.
	newSeed func() uint64
	// saveFile and openFile are the file dialogs of Settings → Your data;
	// tests replace them.
	saveFile SaveFileFunc
	openFile OpenFileFunc
	// The web build's hooks (platform.go); nil elsewhere.
	onDepth      func(depth int)
	screenKeeper func(on bool)
	storageNote  func() string
}

// StartMark notes a step of start-up done (the web build's page marks
// them: make test-web --measure splits the first frame's time so).
var StartMark = func(step string) {}

// New builds the main window over an open store, applying the saved
// language and theme. modules builds the game modules, in Home order, over
// the host they are lent.
func New(a fyne.App, store *data.Store, modules func(*Host) []Module) *Host {
	return NewSized(a, store, modules, fyne.Size{})
}

// NewSized is New with the window sized before its pages are laid out: a
// window resized after (as when New is followed by Resize) lays the Home
// page out twice, its wrapped text measured at each width.
func NewSized(a fyne.App, store *data.Store, modules func(*Host) []Module, size fyne.Size) *Host {
	h := &Host{app: a, store: store, ctx: context.Background(), now: time.Now, newSeed: cryptoSeed}
	h.language, _, _ = store.Setting(h.ctx, data.SettingLanguage)
	h.theme, _, _ = store.Setting(h.ctx, data.SettingTheme)
	if err := applyLanguage(h.language); err != nil {
		fyne.LogError("loading translations", err)
	}
	StartMark("language")
	a.Settings().SetTheme(newTheme(h.theme))
	a.SetIcon(Icon)
	h.saveFile, h.openFile = h.saveWithDialog, h.openWithDialog
	h.modules = modules(h)
	StartMark("theme")
	h.win = a.NewWindow(lang.L("Hearth"))
	StartMark("window")
	if !size.IsZero() {
		h.win.Resize(size)
	}
	h.nav = newNav(h)
	h.nav.starting = true
	// The window is sized before Home goes in: Home is laid out once, at
	// the window's width.
	h.win.SetContent(h.nav.root)
	h.win.Canvas().SetOnTypedKey(h.nav.handleKey)
	h.nav.reset(h.homePage())
	StartMark("home")
	h.reopen()
	a.Lifecycle().SetOnExitedForeground(h.flush)
	return h
}

// Started does what start-up leaves for after the first frame is drawn:
// the app calls it then (its lifecycle's OnStarted), tests as they open a
// host. Today that is registering English's templated texts
// (registerEnglishTemplates).
func (h *Host) Started() {
	if err := registerEnglishTemplates(); err != nil {
		fyne.LogError("loading translations", err)
	}
}

// background runs read off the UI's thread, then show on it (a page that
// reads for long opens at once and fills in: a game's records at 100,000
// plays).
func (h *Host) background(read, show func()) {
	h.pending.Add(1)
	go func() {
		read()
		if h.queued != nil {
			h.queued.mu.Lock()
			h.queued.shows = append(h.queued.shows, show)
			h.queued.mu.Unlock()
			h.pending.Done()
			return
		}
		defer h.pending.Done()
		fyne.DoAndWait(show)
	}()
}

// showQueue holds background's shows until Settle runs them (QueueShows).
type showQueue struct {
	mu    sync.Mutex
	shows []func()
}

// QueueShows makes background's shows wait for Settle, which runs them on
// its caller's goroutine: Fyne's test driver has no UI thread (fyne.Do runs
// on the calling goroutine), so a page filling in from its reading
// goroutine raced the test driving the window.
func (h *Host) QueueShows() { h.queued = &showQueue{} }

// Settle waits until every background read begun is done, and with
// QueueShows runs their shows. Tests and screenshots call it before looking.
func (h *Host) Settle() {
	for {
		h.pending.Wait()
		if h.queued == nil {
			return
		}
		h.queued.mu.Lock()
		shows := h.queued.shows
		h.queued.shows = nil
		h.queued.mu.Unlock()
		if len(shows) == 0 {
			return
		}
		for _, show := range shows {
			show()
		}
	}
}

// Window is the main window.
func (h *Host) Window() fyne.Window { return h.win }

// App is the Fyne app (clipboard, URLs, settings).
func (h *Host) App() fyne.App { return h.app }

// Store is the open database. Restoring a backup replaces it: ask the host
// each time rather than keeping it.
func (h *Host) Store() *data.Store { return h.store }

// Ctx is the context store calls run in.
func (h *Host) Ctx() context.Context { return h.ctx }

// Now is the time dates are shown and saved with.
func (h *Host) Now() time.Time { return h.now() }

// NewSeed is a fresh seed for a session or a setup.
func (h *Host) NewSeed() uint64 { return h.newSeed() }

// SetClock replaces the clock (tests).
func (h *Host) SetClock(now func() time.Time) { h.now = now }

// SetSeeds replaces the seed source (tests).
func (h *Host) SetSeeds(next func() uint64) { h.newSeed = next }

// Push shows a page over the current one.
func (h *Host) Push(p *kit.Page) { h.nav.push(p) }

// Replace swaps the top page for p (a flow moving on without a way back).
func (h *Host) Replace(p *kit.Page) { h.nav.replace(p) }

// Pop goes back one page.
func (h *Host) Pop() { h.nav.pop() }

// PopTo goes back until depth pages remain.
func (h *Host) PopTo(depth int) { h.nav.popTo(depth) }

// Depth is how many pages are stacked.
func (h *Host) Depth() int { return len(h.nav.stack) }

// Top is the page showing.
func (h *Host) Top() *kit.Page { return h.nav.top() }

// SetActions changes the top page's bar buttons.
func (h *Host) SetActions(objs ...fyne.CanvasObject) { h.nav.setActions(objs...) }

// Module finds the module of a game; nil when there is none.
func (h *Host) Module(g game.Game) Module {
	for _, m := range h.modules {
		if m.Game() == g {
			return m
		}
	}
	return nil
}

// GameName is a game's translated name.
func (h *Host) GameName(g game.Game) string {
	if m := h.Module(g); m != nil {
		return m.Name()
	}
	return g.String()
}

// Accent is a game's colour.
func (h *Host) Accent(g game.Game) color.NRGBA {
	if m := h.Module(g); m != nil {
		return m.Accent()
	}
	return ember
}

// rebuild recreates every page after a language change, landing on settings.
func (h *Host) rebuild() {
	h.win.SetTitle(lang.L("Hearth"))
	h.nav.reset(h.homePage())
	h.nav.push(h.settingsPage())
}

// ShowError tells the player something failed, in their language.
func (h *Host) ShowError(err error) {
	if err == nil {
		return
	}
	text := kit.TrErr(err)
	switch {
	case errors.Is(err, data.ErrSessionClosed):
		text = lang.L("This session has already ended.")
	case errors.Is(err, data.ErrDuplicateName):
		text = lang.L("A profile with this name already exists.")
	}
	dialog.ShowInformation(lang.L("That did not work"), text, h.win)
}

// cryptoSeed is where randomness enters the app: a new Tom session's or
// setup's seed. From then on everything is reproducible from it (SPEC §1.3).
func cryptoSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// ProfileNames are the player profiles' names, for the name fields of the
// screens that score or record a game; none when they cannot be read.
func (h *Host) ProfileNames() []string {
	profiles, err := h.store.Profiles(h.Ctx())
	if err != nil {
		fyne.LogError("reading the profiles", err)
		return nil
	}
	names := make([]string, len(profiles))
	for i, p := range profiles {
		names[i] = p.Name
	}
	return names
}

// knownNamesOffered is how many names of earlier plays a score entry offers.
const knownNamesOffered = 30

// PlayerNames are the names a score entry offers: the profiles, then the
// names typed in the newest plays that are no profile's (issue 22), each
// once as the store tells names apart (names.Fold: "zoe" is Zoé).
func (h *Host) PlayerNames() []string {
	names := h.ProfileNames()
	seen := map[string]bool{}
	for _, n := range names {
		seen[dnames.Fold(n)] = true
	}
	recent, err := h.store.RecentNames(h.Ctx(), knownNamesOffered)
	if err != nil {
		fyne.LogError("reading the names of earlier plays", err)
	}
	for _, n := range recent {
		if k := dnames.Fold(n); !seen[k] {
			seen[k] = true
			names = append(names, n)
		}
	}
	return names
}
