package ui_test

import (
	"net/url"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// phone is the app on an Android phone: the driver's GoBack is Android
// leaving the app (to the launcher), counted here, and the links it opens
// are recorded (Android hands them to the app that claims them).
type phone struct {
	fyne.App
	left   int
	opened []*url.URL
}

func (p *phone) OpenURL(u *url.URL) error { p.opened = append(p.opened, u); return nil }

type phoneDriver struct {
	fyne.Driver
	p *phone
}

func (d phoneDriver) GoBack()        { d.p.left++ }
func (p *phone) Driver() fyne.Driver { return phoneDriver{Driver: p.App.Driver(), p: p} }

// Device is a phone's: Send to BG Stats opens BG Stats there (a computer
// shows a QR code instead).
func (d phoneDriver) Device() fyne.Device { return phoneDevice{d.Driver.Device()} }

type phoneDevice struct{ fyne.Device }

func (phoneDevice) IsMobile() bool { return true }

// newPhone builds the app with every game over a new database, in English,
// at a phone's size (as uitest.NewHost, over the counting app).
func newPhone(t *testing.T) (*shell.Host, *phone) {
	t.Helper()
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	p := &phone{App: test.NewTempApp(t)}
	test.NewTempWindow(t, nil) // the app's window must be the newest (see uitest.NewHost)
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	require.NoError(t, store.SetSetting(t.Context(), data.SettingLanguage, "en"))
	_, err = store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	h := shell.New(p, store, ui.Modules)
	h.SetSeeds(func() uint64 { return 7 })
	h.Window().Resize(fyne.NewSize(360, 640))
	h.Started()
	return h, p
}

// backKey sends Android's back key as the mobile driver delivers it.
func backKey(h *shell.Host) {
	h.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: mobile.KeyBack})
}

func overlays(h *shell.Host) int { return len(h.Window().Canvas().Overlays().List()) }

// openLog opens a session's log (its list button in the top bar).
func openLog(t *testing.T, h *shell.Host) {
	t.Helper()
	test.Tap(uitest.IconButton(t, h, theme.ListIcon()))
}

// openDialog opens a dialog on the page: one of its buttons that asks
// first (undo several moves, delete a play...) or its own.
func openDialog(h *shell.Host, texts ...string) bool {
	for _, text := range texts {
		for _, b := range uitest.FindAll(uitest.Screen(h), func(b *widget.Button) bool { return b.Text == text && !b.Disabled() }) {
			test.Tap(b)
			return overlays(h) > 0
		}
	}
	return false
}

// backPaths go from Home as deep as each part of the app goes, one step a
// page (or a page replaced by the next, as a session replaces its start).
var backPaths = []struct {
	name  string
	steps []func(t *testing.T, h *shell.Host)
}{
	{"Tom and his log", []func(*testing.T, *shell.Host){
		tap("Bonfire"), tap("Solo against Tom"), tap("Start"), tap("End turn"), openLog,
	}},
	{"Bonfire score to its result", []func(*testing.T, *shell.Host){
		tap("Bonfire"), tap("Score a game"), tap("Enter the boards"), tap("+7"), seeScores,
	}},
	{"Lueur journey and its log", []func(*testing.T, *shell.Host){
		tap("Lueur"), tap("Solo journey"), tap("Start the journey"), openLog,
	}},
	{"Insula expedition and its log", []func(*testing.T, *shell.Host){
		tap("Insula"), tap("Solo expedition"), startExpedition, openLog,
	}},
	{"Insula record", []func(*testing.T, *shell.Host){
		tap("Insula"), tap("Record a game"), tap("Purple citadel"), tap("Who fought Kingosh?"),
	}},
	{"a setup's checklist", []func(*testing.T, *shell.Host){
		tap("Lueur"), tap("New setup"), tap("Deal the setup"),
	}},
	{"Stats to a player", []func(*testing.T, *shell.Host){
		scorePlay, tap("Bonfire"), tap("Stats"), func(t *testing.T, h *shell.Host) { uitest.OpenStanding(t, h, "Ana") },
	}},
	{"History to a play's correction", []func(*testing.T, *shell.Host){
		scorePlay, tap("History"), tapFirstPlay, tap("Correct date, players, scores"),
	}},
	{"Settings", []func(*testing.T, *shell.Host){tap("Settings")}},
}

func tap(text string) func(*testing.T, *shell.Host) {
	return func(t *testing.T, h *shell.Host) { t.Helper(); press(t, h, text) }
}

// seeScores asks for the scores and answers the question about boards
// nobody entered.
func seeScores(t *testing.T, h *shell.Host) {
	t.Helper()
	press(t, h, "See the scores")
	uitest.TapInDialog(t, h, "Score them")
}

// scorePlay saves a Bonfire play of Ana's from the score entry and comes
// back to Home, so that History and Stats have one.
func scorePlay(t *testing.T, h *shell.Host) {
	t.Helper()
	for _, step := range []func(*testing.T, *shell.Host){
		tap("Bonfire"), tap("Score a game"), tap("Enter the boards"), tap("+7"), seeScores, tap("Save to history"),
	} {
		step(t, h)
	}
	h.PopTo(1)
	h.Top().OnShow()
}

// tapFirstPlay opens the first play History lists.
func tapFirstPlay(t *testing.T, h *shell.Host) {
	t.Helper()
	uitest.Relayout(h)
	rows := uitest.FindAll(uitest.Screen(h), func(r *kit.Tile) bool { return true })
	require.NotEmpty(t, rows, "History lists the play")
	test.Tap(rows[0])
}

// TestBackKeyAtEveryDepth: walking each part of the app as deep as it goes,
// Android's back key then goes back one page at a time, each to the page
// it came from; on any page an open dialog closes first and the page
// stays; on Home the back key leaves the app (the driver's GoBack), once,
// and nothing else.
func TestBackKeyAtEveryDepth(t *testing.T) {
	dialogs := 0
	for _, path := range backPaths {
		t.Run(path.name, func(t *testing.T) {
			h, p := newPhone(t)
			titles := map[int]string{1: h.Top().Title}
			for _, step := range path.steps {
				step(t, h)
				require.Zero(t, overlays(h), "no dialog left open on %q", h.Top().Title)
				for d := range titles {
					if d > h.Depth() {
						delete(titles, d)
					}
				}
				titles[h.Depth()] = h.Top().Title
			}
			deepest := h.Depth()
			require.Greater(t, deepest, 1, "the path leaves Home")
			for d := deepest; d >= 1; d-- {
				require.Equal(t, d, h.Depth())
				require.Equal(t, titles[d], h.Top().Title, "depth %d", d)
				if openDialog(h, "Delete", "Copy link") || openAny(h) {
					dialogs++
					t.Logf("a dialog on %q", titles[d])
					n := overlays(h)
					backKey(h)
					assert.Equal(t, n-1, overlays(h), "on %q the back key closes the dialog", titles[d])
					assert.Equal(t, d, h.Depth(), "and only the dialog")
					for i := 0; i < 3 && overlays(h) > 0; i++ {
						backKey(h)
					}
					require.Zero(t, overlays(h), "the back key closes every dialog on %q", titles[d])
				}
				backKey(h)
			}
			assert.Equal(t, 1, h.Depth())
			assert.Equal(t, titles[1], h.Top().Title)
			assert.Equal(t, 1, p.left, "on Home the back key left the app, once")
			t.Logf("%d pages deep: %v", deepest, titles)
		})
	}
	assert.Positive(t, dialogs, "a dialog was open on some page")
}

// openAny opens a dialog the page has: the delete of a play (asks first),
// or the sheet a number is typed in (tapping a stepper's number), whose
// field then has the focus, as the phone's number keyboard is up.
func openAny(h *shell.Host) bool {
	uitest.Relayout(h)
	for _, b := range uitest.FindAll(uitest.Screen(h), func(b *widget.Button) bool {
		return b.Text == "" && !b.Disabled() && kit.ShowsIcon(b.Icon, theme.DeleteIcon())
	}) {
		test.Tap(b)
		return overlays(h) > 0
	}
	for _, s := range uitest.FindAll(uitest.Screen(h), func(s *kit.Stepper) bool { return true }) {
		test.Tap(s.Number())
		return overlays(h) > 0
	}
	return false
}
