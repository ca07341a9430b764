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
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
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
	codeProblem := kit.NewErrorLabel()
	goButton := widget.NewButton(lang.L("Go"), func() {
		s, err := setup.FromCode(entry.Text)
		if err != nil {
			codeProblem.Set(kit.TrErr(err))
			return
		}
		codeProblem.Set("")
		f.open(s, nil)
	})
	goButton.Importance = widget.HighImportance
	entry.OnSubmitted = func(string) { goButton.OnTapped() }
	entry.OnChanged = func(string) { codeProblem.Set("") }

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

// checklist is the state of a checklist page.
type checklist struct {
	f        *setupFlow
	s        setup.Setup
	ticks    map[string]bool
	rows     []*kit.StepRow
	cards    map[string]*canvas.Rectangle
	progress *kit.ProgressLine
	done     fyne.CanvasObject
	copied   *widget.RichText
}

// checklistPage is a setup's step-by-step checklist: the code to share at
// the top, then each section's steps with the app's random results drawn in.
func (f *setupFlow) checklistPage(s setup.Setup, ticks map[string]bool) *kit.Page {
	cl := &checklist{f: f, s: s, ticks: ticks, cards: map[string]*canvas.Rectangle{}}
	accent := f.h.Accent(s.Game)

	codeText := canvas.NewText(s.Code, theme.Color(theme.ColorNameForeground))
	codeText.TextSize = 30
	codeText.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
	codeText.Alignment = fyne.TextAlignCenter
	cl.copied = kit.Note(lang.L("This is the setup code: read it out or copy it to a friend, and their Hearth shows the same setup."))
	copyButton := widget.NewButtonWithIcon(lang.L("Copy"), theme.ContentCopyIcon(), func() {
		f.h.app.Clipboard().SetContent(s.Code)
		kit.SetNote(cl.copied, lang.L("Copied: paste it in a message to your friend."))
		cl.copied.Segments[0].(*widget.TextSegment).Style.ColorName = theme.ColorNameSuccess
		cl.copied.Refresh()
	})
	reroll := widget.NewButtonWithIcon(lang.L("Re-roll"), theme.ViewRefreshIcon(), cl.reroll)
	stripe := canvas.NewRectangle(accent)
	stripe.SetMinSize(fyne.NewSize(0, 4))
	title := widget.NewLabelWithStyle(kit.Tr(s.Title), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	codeCard := kit.Card(container.NewVBox(
		stripe,
		title,
		codeText,
		cl.copied,
		container.NewGridWithColumns(2, copyButton, reroll),
	), theme.Color(theme.ColorNameInputBackground))

	cl.progress = kit.NewProgressLine(accent)
	doneText := widget.NewLabelWithStyle(lang.L("All set: have a good game!"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	doneText.Wrapping = fyne.TextWrapWord
	cl.done = kit.Card(doneText, kit.SuccessTint())

	box := container.NewVBox(codeCard, cl.progress, cl.done)
	for _, sec := range s.Sections() {
		box.Add(kit.Heading(lang.L(string(sec.Title))))
		for _, st := range sec.Steps {
			box.Add(cl.stepCard(st))
		}
	}
	finish := kit.Primary(lang.L("Done"), theme.ConfirmIcon(), func() {
		cl.f.store(s, cl.ticks, true)
		f.h.nav.popTo(f.depth)
	})
	again := widget.NewButtonWithIcon(lang.L("New options"), theme.NavigateBackIcon(), func() {
		f.h.nav.popTo(f.depth)
		f.h.nav.push(f.optionsPage(codeOf(s)))
	})
	box.Add(widget.NewSeparator())
	box.Add(container.NewGridWithColumns(2, again, rerollButton(cl)))
	if sp, ok := f.h.Module(s.Game).(SetupPlayer); ok {
		if a := sp.PlaySetup(s); a != nil {
			// Playing is the way on; Done stays as the quieter way out.
			finish.Importance = widget.MediumImportance
			play := kit.Primary(a.Label, a.Icon, func() {
				cl.f.store(s, cl.ticks, true)
				f.h.nav.popTo(f.depth)
				a.Open()
			})
			box.Add(kit.WithHeight(play, kit.PrimaryHeight))
		}
	}
	box.Add(kit.WithHeight(finish, kit.PrimaryHeight))
	cl.paint()
	return &kit.Page{Title: f.title(s.Game), Content: kit.ScrollPage(box)}
}

// rerollButton is the Re-roll button at the bottom of the checklist.
func rerollButton(cl *checklist) *widget.Button {
	return widget.NewButtonWithIcon(lang.L("Re-roll"), theme.ViewRefreshIcon(), cl.reroll)
}

// stepCard is one step: its row to tick, and the app's result under it.
func (cl *checklist) stepCard(st step.Step) fyne.CanvasObject {
	row := kit.NewStepRow(st.ID, kit.Tr(st.Text), cl.ticks[st.ID], func() { cl.toggle(st.ID) })
	cl.rows = append(cl.rows, row)
	parts := []fyne.CanvasObject{row}
	if st.Result != nil {
		if st.Random {
			parts = append(parts, kit.Note(lang.L("Drawn at random by the app:")))
		}
		parts = append(parts, cl.f.h.resultView(cl.s, st.Result))
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 10
	cl.cards[st.ID] = bg
	return container.NewStack(bg, container.NewPadded(container.NewVBox(parts...)))
}

func (cl *checklist) count() int {
	n := 0
	for _, st := range cl.s.Steps {
		if cl.ticks[st.ID] {
			n++
		}
	}
	return n
}

func (cl *checklist) toggle(id string) {
	cl.ticks[id] = !cl.ticks[id]
	if !cl.ticks[id] {
		delete(cl.ticks, id)
	}
	cl.f.save(cl.s, cl.ticks)
	cl.paint()
}

// paint shows the ticks, the progress and the done state.
func (cl *checklist) paint() {
	for _, r := range cl.rows {
		r.SetChecked(cl.ticks[r.ID])
		if bg := cl.cards[r.ID]; bg != nil {
			if cl.ticks[r.ID] {
				bg.FillColor = kit.SuccessTint()
			} else {
				bg.FillColor = theme.Color(theme.ColorNameInputBackground)
			}
			bg.Refresh()
		}
	}
	n := cl.count()
	cl.progress.Set(n, len(cl.s.Steps))
	if n == len(cl.s.Steps) {
		cl.done.Show()
	} else {
		cl.done.Hide()
	}
}

// reroll deals a new setup with the same options, after asking when ticks
// would be lost.
func (cl *checklist) reroll() {
	do := func() {
		c := codeOf(cl.s)
		c.Seed = cl.f.h.newSeed() & code.MaxSeed
		s, err := setup.Generate(c)
		if err != nil {
			cl.f.h.ShowError(err)
			return
		}
		ticks := map[string]bool{}
		cl.f.save(s, ticks)
		cl.f.h.nav.replace(cl.f.checklistPage(s, ticks))
	}
	if cl.count() == 0 {
		do()
		return
	}
	warning := widget.NewLabel(lang.L("A new setup replaces this one and clears your ticks ({{.Done}} so far).", map[string]any{"Done": cl.count()}))
	warning.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Re-roll the setup?"), lang.L("Re-roll"), lang.L("Cancel"), warning, func(ok bool) {
		if ok {
			do()
		}
	}, cl.f.h.win)
	d.Show()
}

// resultView draws a step's result: the module's picture for the ones a
// player lays out on the table, the result's lines for the others.
func (h *Host) resultView(s setup.Setup, r step.Result) fyne.CanvasObject {
	if mod, ok := h.Module(s.Game).(Setups); ok {
		if v := mod.SetupView(s, r); v != nil {
			return v
		}
	}
	return kit.LinesLabel(r.Lines())
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
