package shell

import (
	"encoding/json"
	"hearth/data/game"
	"hearth/setup"
	"hearth/setup/code"
	"hearth/setup/step"
	"hearth/ui/kit"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// savedSetup is the checklist kept per game across restarts: its code and
// the IDs of the ticked steps.
type savedSetup struct {
	Code  string   `json:"code"`
	Ticks []string `json:"ticks,omitempty"`
	// Done is set by the checklist's Done button: the setup is no longer
	// under way even if some steps were left unticked.
	Done bool `json:"done,omitempty"`
}

// setupSettingKey is the setting holding a game's last checklist.
func setupSettingKey(g step.Game) string { return "setup." + g.Key() }

// setupFlow is one run of "New setup", from a game's menu.
type setupFlow struct {
	h *Host
	// depth is the navigation depth of the page the flow started from.
	depth int
}

// OpenSetup opens a game's setup: the checklist under way if there is one,
// else the options.
func (h *Host) OpenSetup(g game.Game) {
	if !g.Valid() {
		return
	}
	f := &setupFlow{h: h, depth: len(h.nav.stack)}
	s, ticks, ok := f.load(g)
	switch {
	case f.underWay(g):
		h.nav.push(f.continuePage(s, ticks))
	case ok:
		h.nav.push(f.optionsPage(codeOf(s)))
	default:
		h.nav.push(f.optionsPage(code.Code{Game: g, Players: 2}))
	}
}

// OpenSetupCode deals the setup a code stands for (a saved play's, tapped
// to deal it again), in the code's game.
func (h *Host) OpenSetupCode(c string) {
	s, err := setup.FromCode(c)
	if err != nil {
		h.ShowError(err)
		return
	}
	f := &setupFlow{h: h, depth: len(h.nav.stack)}
	f.open(s, nil)
}

// load reads a game's saved checklist; false when there is none or it no
// longer reads.
func (f *setupFlow) load(g step.Game) (setup.Setup, map[string]bool, bool) {
	raw, ok, err := f.h.store.Setting(f.h.ctx, setupSettingKey(g))
	if err != nil || !ok || raw == "" {
		return setup.Setup{}, nil, false
	}
	var saved savedSetup
	if json.Unmarshal([]byte(raw), &saved) != nil {
		return setup.Setup{}, nil, false
	}
	s, err := setup.FromCode(saved.Code)
	if err != nil || s.Game != g {
		return setup.Setup{}, nil, false
	}
	ticks := map[string]bool{}
	for _, id := range saved.Ticks {
		if _, ok := s.Step(id); ok {
			ticks[id] = true
		}
	}
	return s, ticks, true
}

// underWay tells whether a game's last checklist is still being worked
// through: not every step ticked and not closed with Done.
func (f *setupFlow) underWay(g step.Game) bool {
	s, ticks, ok := f.load(g)
	if !ok || len(ticks) == len(s.Steps) {
		return false
	}
	raw, _, _ := f.h.store.Setting(f.h.ctx, setupSettingKey(g))
	var saved savedSetup
	return json.Unmarshal([]byte(raw), &saved) == nil && !saved.Done
}

// save keeps a checklist and its ticks for the next start.
func (f *setupFlow) save(s setup.Setup, ticks map[string]bool) { f.store(s, ticks, false) }

// store writes a checklist, its ticks and whether Done closed it.
func (f *setupFlow) store(s setup.Setup, ticks map[string]bool, done bool) {
	saved := savedSetup{Code: s.Code, Done: done}
	for _, st := range s.Steps {
		if ticks[st.ID] {
			saved.Ticks = append(saved.Ticks, st.ID)
		}
	}
	b, err := json.Marshal(saved)
	if err == nil {
		err = f.h.store.SetSetting(f.h.ctx, setupSettingKey(s.Game), string(b))
	}
	if err != nil {
		fyne.LogError("saving the setup checklist", err)
	}
}

// codeOf is the code a generated setup came from.
func codeOf(s setup.Setup) code.Code {
	c, err := code.Parse(s.Code)
	if err != nil {
		return code.Code{Game: s.Game, Players: s.Players}
	}
	return c
}

func (f *setupFlow) title(g step.Game) string {
	return lang.L("{{.Game}} setup", map[string]any{"Game": f.h.GameName(g)})
}

// continuePage offers the checklist under way or a new setup.
func (f *setupFlow) continuePage(s setup.Setup, ticks map[string]bool) *kit.Page {
	accent := f.h.Accent(s.Game)
	sub := lang.L("{{.Title}} · {{.Done}} of {{.Total}} done", map[string]any{"Title": kit.Tr(s.Title), "Done": len(ticks), "Total": len(s.Steps)})
	box := container.NewVBox(
		kit.Heading(lang.L("A setup is under way")),
		kit.NewTile(lang.L("Continue setup {{.Code}}", map[string]any{"Code": s.Code}), sub, accent, func() {
			f.h.nav.replace(f.checklistPage(s, ticks))
		}),
		kit.NewTile(lang.L("Start a new one"), lang.L("Choose the players and options again"), accent, func() {
			f.h.nav.replace(f.optionsPage(codeOf(s)))
		}),
	)
	return &kit.Page{Title: f.title(s.Game), Content: kit.ScrollPage(box)}
}

// optionsPage chooses the player count and the game's options, deals a
// setup, or reads a friend's code.
func (f *setupFlow) optionsPage(c code.Code) *kit.Page {
	g := c.Game
	c.Seed = 0
	lo, hi := g.Players()
	if c.Players < lo || c.Players > hi {
		c.Players = max(lo, min(2, hi))
	}
	var counts []string
	for n := lo; n <= hi; n++ {
		if n == 1 {
			counts = append(counts, lang.L("Solo"))
		} else {
			counts = append(counts, strconv.Itoa(n))
		}
	}

	soloNote := kit.Note("")
	options := container.NewVBox()
	var refresh func()
	players := kit.NewSegmented(counts, c.Players-lo, func(i int) {
		c.Players = lo + i
		refresh()
	})

	refresh = func() {}
	if mod, ok := f.h.Module(g).(Setups); ok {
		var extra fyne.CanvasObject
		extra, refresh = mod.SetupOptions(&c)
		options.Objects = []fyne.CanvasObject{extra}
	}
	refreshOptions := refresh
	refresh = func() {
		refreshOptions()
		if c.Players == 1 {
			kit.SetNote(soloNote, f.soloText(g))
			soloNote.Show()
		} else {
			soloNote.Hide()
		}
	}
	refresh()

	problem := kit.NewErrorLabel()
	deal := kit.Primary(lang.L("Deal the setup"), theme.NavigateNextIcon(), func() {
		c.Seed = f.h.newSeed() & code.MaxSeed
		s, err := setup.Generate(c)
		if err != nil {
			problem.Set(kit.TrErr(err))
			return
		}
		problem.Set("")
		f.open(s, nil)
	})

	entry := kit.NewEntry()
	entry.SetPlaceHolder(lang.L("Setup code"))
	entry.SetText(f.h.typedCodes[g]) // typed before Back (found by a QA pass)
	codeProblem := kit.NewErrorLabel()
	goButton := widget.NewButton(lang.L("Go"), func() {
		s, err := setup.FromCode(entry.Text)
		if err != nil {
			codeProblem.Set(kit.TrErr(err))
			return
		}
		codeProblem.Set("")
		delete(f.h.typedCodes, g)
		f.open(s, nil)
	})
	goButton.Importance = widget.HighImportance
	entry.OnSubmitted = func(string) { goButton.OnTapped() }
	entry.OnChanged = func(s string) {
		codeProblem.Set("")
		if f.h.typedCodes == nil {
			f.h.typedCodes = map[step.Game]string{}
		}
		f.h.typedCodes[g] = s
	}

	box := container.NewVBox(
		kit.Heading(lang.L("How many players?")), players, soloNote,
		options,
		widget.NewSeparator(),
		kit.Heading(lang.L("Got a code from a friend?")),
		kit.Note(lang.L("Type it in: the code decides the game and the options, and your setup will be the same as theirs.")),
		container.NewBorder(nil, nil, nil, container.New(layout.NewGridWrapLayout(fyne.NewSize(72, kit.TouchTarget)), goButton), entry),
		codeProblem.Label,
	)
	// Deal stays pinned at the bottom: choosing Solo (a note appears, the
	// options go) never moves it under the finger.
	bottom := container.NewVBox(widget.NewSeparator(), problem.Label, kit.WithHeight(deal, kit.PrimaryHeight))
	return &kit.Page{Title: f.title(g), Content: container.NewBorder(nil, container.NewPadded(bottom), nil, nil, kit.ScrollPage(box))}
}

// soloText explains what a one-player setup is for the game.
func (f *setupFlow) soloText(g step.Game) string {
	if mod, ok := f.h.Module(g).(Setups); ok {
		return mod.SoloText()
	}
	return ""
}

// open shows a setup's checklist over the options, saving it as the game's
// setup under way.
func (f *setupFlow) open(s setup.Setup, ticks map[string]bool) {
	if ticks == nil {
		ticks = map[string]bool{}
		// The code under way typed again keeps its ticks.
		if saved, savedTicks, ok := f.load(s.Game); ok && saved.Code == s.Code {
			ticks = savedTicks
		}
	}
	f.save(s, ticks)
	f.h.nav.push(f.checklistPage(s, ticks))
}

// setupTiles are the Resume cards of setups under way, one per game at most.
func (h *Host) setupTiles() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, m := range h.modules {
		if _, ok := m.(Setups); !ok {
			continue
		}
		g := m.Game()
		f := &setupFlow{h: h, depth: 1}
		if !f.underWay(g) {
			continue
		}
		s, ticks, _ := f.load(g)
		title := lang.L("Setup under way — {{.Game}} {{.Code}}", map[string]any{"Game": m.Name(), "Code": s.Code})
		sub := lang.L("{{.Done}} of {{.Total}} done", map[string]any{"Done": len(ticks), "Total": len(s.Steps)})
		out = append(out, kit.NewTile(title, sub, m.Accent(), func() {
			f.depth = len(h.nav.stack)
			h.nav.push(f.checklistPage(s, ticks))
		}))
	}
	return out
}
