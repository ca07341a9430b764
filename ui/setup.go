package ui

import (
	"encoding/json"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	iref "hearth/data/insula"
	lref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/setup"
	bsetup "hearth/setup/bonfire"
	"hearth/setup/code"
	isetup "hearth/setup/insula"
	lsetup "hearth/setup/lueur"
	"hearth/setup/step"
)

// savedSetup is the checklist kept per game across restarts: its code and
// the IDs of the ticked steps.
type savedSetup struct {
	Code  string   `json:"code"`
	Ticks []string `json:"ticks,omitempty"`
}

// setupSettingKey is the setting holding a game's last checklist.
func setupSettingKey(g step.Game) string { return "setup." + g.Key() }

// setupFlow is one run of "New setup", from a game's menu.
type setupFlow struct {
	u *UI
	// depth is the navigation depth of the page the flow started from.
	depth int
}

// newSetup opens a game's setup: the checklist under way if there is one,
// else the options.
func (u *UI) newSetup(game string) {
	g, ok := step.ParseGame(game)
	if !ok {
		return
	}
	f := &setupFlow{u: u, depth: len(u.nav.stack)}
	s, ticks, ok := f.load(g)
	switch {
	case ok && len(ticks) < len(s.Steps):
		u.nav.push(f.continuePage(s, ticks))
	case ok:
		u.nav.push(f.optionsPage(codeOf(s)))
	default:
		u.nav.push(f.optionsPage(code.Code{Game: g, Players: 2}))
	}
}

// load reads a game's saved checklist; false when there is none or it no
// longer reads.
func (f *setupFlow) load(g step.Game) (setup.Setup, map[string]bool, bool) {
	raw, ok, err := f.u.store.Setting(f.u.ctx, setupSettingKey(g))
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

// save keeps a checklist and its ticks for the next start.
func (f *setupFlow) save(s setup.Setup, ticks map[string]bool) {
	saved := savedSetup{Code: s.Code}
	for _, st := range s.Steps {
		if ticks[st.ID] {
			saved.Ticks = append(saved.Ticks, st.ID)
		}
	}
	b, err := json.Marshal(saved)
	if err == nil {
		err = f.u.store.SetSetting(f.u.ctx, setupSettingKey(s.Game), string(b))
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

func setupTitle(g step.Game) string {
	return lang.L("{{.Game}} setup", map[string]any{"Game": gameName(g.Key())})
}

// continuePage offers the checklist under way or a new setup.
func (f *setupFlow) continuePage(s setup.Setup, ticks map[string]bool) *page {
	accent := gameColours[s.Game.Key()]
	sub := lang.L("{{.Title}} · {{.Done}} of {{.Total}} done", map[string]any{"Title": tr(s.Title), "Done": len(ticks), "Total": len(s.Steps)})
	box := container.NewVBox(
		heading(lang.L("A setup is under way")),
		newTile(lang.L("Continue setup {{.Code}}", map[string]any{"Code": s.Code}), sub, accent, func() {
			f.u.nav.replace(f.checklistPage(s, ticks))
		}),
		newTile(lang.L("Start a new one"), lang.L("Choose the players and options again"), accent, func() {
			f.u.nav.replace(f.optionsPage(codeOf(s)))
		}),
	)
	return &page{title: setupTitle(s.Game), content: scrollPage(box)}
}

// choiceColumn is a segmented choice stacked vertically, for options whose
// names are too long to share a 360-px row.
func choiceColumn(options []string, selected int, onChange func(int)) *segmented {
	s := newSegmented(options, selected, onChange)
	s.row.Layout = layout.NewVBoxLayout()
	return s
}

// optionsPage chooses the player count and the game's options, deals a
// setup, or reads a friend's code.
func (f *setupFlow) optionsPage(c code.Code) *page {
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

	soloNote := note("")
	options := container.NewVBox()
	var refresh func()
	players := newSegmented(counts, c.Players-lo, func(i int) {
		c.Players = lo + i
		refresh()
	})

	switch g {
	case step.Bonfire:
		first := newCheck(lang.L("First game"), c.FirstGame, func(b bool) { c.FirstGame = b })
		firstNote := note(lang.L("Tasks of different colours on every island, as the rules advise for a first game."))
		options.Objects = []fyne.CanvasObject{withHeight(first, touchTarget), firstNote}
		refresh = func() {
			if c.Players == 1 {
				c.FirstGame = false
				options.Hide()
			} else {
				c.FirstGame = first.Checked
				options.Show()
			}
		}
	case step.Lueur:
		sides := []string{lang.L("Random")}
		for _, s := range lref.Sides {
			sides = append(sides, trTerm(s))
		}
		side := choiceColumn(sides, int(c.Side), func(i int) { c.Side = lsetup.SideChoice(i) })
		options.Objects = []fyne.CanvasObject{heading(lang.L("Board side")), side}
		refresh = func() {}
	case step.Insula:
		kingosh := container.NewVBox()
		variants := []string{lang.L("Random")}
		for _, v := range []isetup.KingoshChoice{isetup.PurpleKingosh, isetup.BlueKingosh} {
			vv, _ := v.Variant()
			variants = append(variants, capitalised(trTerm(vv)))
		}
		pick := choiceColumn(variants, int(c.Kingosh), func(i int) { c.Kingosh = isetup.KingoshChoice(i) })
		kingosh.Objects = []fyne.CanvasObject{heading(lang.L("Kingosh variant")), pick}
		version := 0
		if c.Advanced {
			version = 1
		}
		versions := newSegmented([]string{lang.L("Base game"), lang.L("Advanced")}, version, func(i int) {
			c.Advanced = i == 1
			refresh()
		})
		options.Objects = []fyne.CanvasObject{heading(lang.L("Version")), versions, kingosh}
		refresh = func() {
			if c.Advanced {
				c.Kingosh = isetup.KingoshChoice(pick.Selected())
				kingosh.Show()
			} else {
				c.Kingosh = isetup.AnyKingosh
				kingosh.Hide()
			}
		}
	}
	refreshOptions := refresh
	refresh = func() {
		refreshOptions()
		if c.Players == 1 {
			setNote(soloNote, soloText(g))
			soloNote.Show()
		} else {
			soloNote.Hide()
		}
	}
	refresh()

	problem := newErrorLabel()
	deal := primary(lang.L("Deal the setup"), theme.NavigateNextIcon(), func() {
		c.Seed = f.u.newSeed() & code.MaxSeed
		s, err := setup.Generate(c)
		if err != nil {
			problem.set(trErr(err))
			return
		}
		problem.set("")
		f.open(s, nil)
	})

	entry := widget.NewEntry()
	entry.SetPlaceHolder(lang.L("Setup code"))
	codeProblem := newErrorLabel()
	goButton := widget.NewButton(lang.L("Go"), func() {
		s, err := setup.FromCode(entry.Text)
		if err != nil {
			codeProblem.set(trErr(err))
			return
		}
		codeProblem.set("")
		f.open(s, nil)
	})
	goButton.Importance = widget.HighImportance
	entry.OnSubmitted = func(string) { goButton.OnTapped() }
	entry.OnChanged = func(string) { codeProblem.set("") }

	box := container.NewVBox(
		heading(lang.L("How many players?")), players, soloNote,
		options,
		problem,
		gap(12),
		withHeight(deal, primaryHeight),
		widget.NewSeparator(),
		heading(lang.L("Got a code from a friend?")),
		note(lang.L("Type it in: the code decides the game and the options, and your setup will be the same as theirs.")),
		container.NewBorder(nil, nil, nil, container.New(layout.NewGridWrapLayout(fyne.NewSize(72, touchTarget)), goButton), entry),
		codeProblem,
	)
	return &page{title: setupTitle(g), content: scrollPage(box)}
}

// soloText explains what a one-player setup is for each game.
func soloText(g step.Game) string {
	switch g {
	case step.Bonfire:
		return lang.L("Solo: you play against Tom; Hearth can play him for you.")
	case step.Lueur:
		return lang.L("Solo: Lueur has no official solo mode; this sets up Hearth's solo journey.")
	default:
		return lang.L("Solo: this sets up Hearth's solo expedition against the island.")
	}
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
	f.u.nav.push(f.checklistPage(s, ticks))
}

// stepRow is a tappable line of the checklist: a check box and the step's
// text, wrapped, at least a touch target high.
type stepRow struct {
	widget.BaseWidget
	id      string
	text    string
	checked bool
	onTap   func()

	icon  *widget.Icon
	label *widget.Label
}

func newStepRow(id, text string, checked bool, onTap func()) *stepRow {
	r := &stepRow{id: id, text: text, checked: checked, onTap: onTap}
	r.icon = widget.NewIcon(nil)
	r.label = widget.NewLabel(text)
	r.label.Wrapping = fyne.TextWrapWord
	r.ExtendBaseWidget(r)
	r.paint()
	return r
}

func (r *stepRow) setChecked(b bool) {
	r.checked = b
	r.paint()
}

func (r *stepRow) paint() {
	if r.checked {
		r.icon.SetResource(theme.NewSuccessThemedResource(theme.CheckButtonCheckedIcon()))
	} else {
		r.icon.SetResource(theme.CheckButtonIcon())
	}
}

func (r *stepRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap()
	}
}

func (r *stepRow) Cursor() desktopCursor { return desktopPointer }

func (r *stepRow) CreateRenderer() fyne.WidgetRenderer {
	icon := container.New(layout.NewGridWrapLayout(fyne.NewSize(32, 32)), r.icon)
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, touchTarget))
	return widget.NewSimpleRenderer(container.NewStack(spacer,
		container.NewBorder(nil, nil, container.NewVBox(layout.NewSpacer(), icon, layout.NewSpacer()), nil, r.label)))
}

// checklist is the state of a checklist page.
type checklist struct {
	f        *setupFlow
	s        setup.Setup
	ticks    map[string]bool
	rows     []*stepRow
	cards    map[string]*canvas.Rectangle
	progress *progressLine
	done     fyne.CanvasObject
	copied   *widget.RichText
}

// checklistPage is a setup's step-by-step checklist: the code to share at
// the top, then each section's steps with the app's random results drawn in.
func (f *setupFlow) checklistPage(s setup.Setup, ticks map[string]bool) *page {
	cl := &checklist{f: f, s: s, ticks: ticks, cards: map[string]*canvas.Rectangle{}}
	accent := gameColours[s.Game.Key()]

	codeText := canvas.NewText(s.Code, theme.Color(theme.ColorNameForeground))
	codeText.TextSize = 30
	codeText.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
	codeText.Alignment = fyne.TextAlignCenter
	cl.copied = note(lang.L("This is the setup code: read it out or copy it to a friend, and their Hearth shows the same setup."))
	copyButton := widget.NewButtonWithIcon(lang.L("Copy"), theme.ContentCopyIcon(), func() {
		f.u.app.Clipboard().SetContent(s.Code)
		setNote(cl.copied, lang.L("Copied: paste it in a message to your friend."))
		cl.copied.Segments[0].(*widget.TextSegment).Style.ColorName = theme.ColorNameSuccess
		cl.copied.Refresh()
	})
	reroll := widget.NewButtonWithIcon(lang.L("Re-roll"), theme.ViewRefreshIcon(), cl.reroll)
	stripe := canvas.NewRectangle(accent)
	stripe.SetMinSize(fyne.NewSize(0, 4))
	title := widget.NewLabelWithStyle(tr(s.Title), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	codeCard := card(container.NewVBox(
		stripe,
		title,
		codeText,
		cl.copied,
		container.NewGridWithColumns(2, copyButton, reroll),
	), theme.Color(theme.ColorNameInputBackground))

	cl.progress = newProgressLine(accent)
	doneText := widget.NewLabelWithStyle(lang.L("All set: have a good game!"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	doneText.Wrapping = fyne.TextWrapWord
	cl.done = card(doneText, successTint())

	box := container.NewVBox(codeCard, cl.progress, cl.done)
	for _, sec := range s.Sections() {
		box.Add(heading(lang.L(string(sec.Title))))
		for _, st := range sec.Steps {
			box.Add(cl.stepCard(st))
		}
	}
	finish := primary(lang.L("Done"), theme.ConfirmIcon(), func() { f.u.nav.popTo(f.depth) })
	again := widget.NewButtonWithIcon(lang.L("New options"), theme.NavigateBackIcon(), func() {
		f.u.nav.popTo(f.depth)
		f.u.nav.push(f.optionsPage(codeOf(s)))
	})
	box.Add(widget.NewSeparator())
	box.Add(container.NewGridWithColumns(2, again, rerollButton(cl)))
	box.Add(withHeight(finish, primaryHeight))
	cl.paint()
	return &page{title: setupTitle(s.Game), content: scrollPage(box)}
}

// rerollButton is the Re-roll button at the bottom of the checklist.
func rerollButton(cl *checklist) *widget.Button {
	return widget.NewButtonWithIcon(lang.L("Re-roll"), theme.ViewRefreshIcon(), cl.reroll)
}

// card puts content on a rounded background.
func card(content fyne.CanvasObject, fill color.Color) fyne.CanvasObject {
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 10
	return container.NewStack(bg, container.NewPadded(content))
}

func successTint() color.Color {
	c := color.NRGBAModel.Convert(theme.Color(theme.ColorNameSuccess)).(color.NRGBA)
	c.A = 0x40
	return c
}

// stepCard is one step: its row to tick, and the app's result under it.
func (cl *checklist) stepCard(st step.Step) fyne.CanvasObject {
	row := newStepRow(st.ID, tr(st.Text), cl.ticks[st.ID], func() { cl.toggle(st.ID) })
	cl.rows = append(cl.rows, row)
	parts := []fyne.CanvasObject{row}
	if st.Result != nil {
		if st.Random {
			parts = append(parts, note(lang.L("Drawn at random by the app:")))
		}
		parts = append(parts, cl.f.u.resultView(cl.s, st.Result))
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
		r.setChecked(cl.ticks[r.id])
		if bg := cl.cards[r.id]; bg != nil {
			if cl.ticks[r.id] {
				bg.FillColor = successTint()
			} else {
				bg.FillColor = theme.Color(theme.ColorNameInputBackground)
			}
			bg.Refresh()
		}
	}
	n := cl.count()
	cl.progress.set(n, len(cl.s.Steps))
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
		c.Seed = cl.f.u.newSeed() & code.MaxSeed
		s, err := setup.Generate(c)
		if err != nil {
			cl.f.u.showError(err)
			return
		}
		ticks := map[string]bool{}
		cl.f.save(s, ticks)
		cl.f.u.nav.replace(cl.f.checklistPage(s, ticks))
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
	}, cl.f.u.win)
	d.Show()
}

// resultView draws a step's result: a picture for the ones a player lays
// out on the table, the result's lines for the others.
func (u *UI) resultView(s setup.Setup, r step.Result) fyne.CanvasObject {
	accent := gameColours[s.Game.Key()]
	switch x := r.(type) {
	case bsetup.TaskPlan:
		if islandsDiffer(x) {
			return container.NewVBox(newIslandsPicture(x),
				note(lang.L("Find each island on the board by its resource and number; the picture does not show where it lies.")))
		}
		return newIslandsPicture(x)
	case bsetup.PortalDeal:
		return newPortalsPicture(x)
	case bsetup.StartPlayer:
		if !x.Solo {
			return seatsView(s.Players, accent, x.Lines(), x.Seat)
		}
	case lsetup.FirstPlayer:
		if !x.Solo {
			return seatsView(s.Players, accent, x.Lines(), x.First, x.Rerolls)
		}
	case isetup.Start:
		if !x.Solo {
			return seatsView(s.Players, accent, x.Lines(), x.CombatCard, x.First)
		}
	case lsetup.Dice:
		token := canvas.NewCircle(smallStepToken)
		token.StrokeColor, token.StrokeWidth = darkSide, 1.5
		return container.NewVBox(newTrackPicture(x),
			container.NewBorder(nil, nil, swatch(token, 18), nil, legendText(lang.L("small-step token"))))
	case lsetup.Reserve:
		return newReservePicture(x)
	case isetup.ShadowLine:
		light, shadow := rect(insulaLight, 3), rect(insulaShadow, 3)
		return container.NewVBox(newShadowLinePicture(x),
			container.NewGridWithColumns(2,
				container.NewBorder(nil, nil, swatch(light, 18), nil, legendText(trTerm(iref.Light))),
				container.NewBorder(nil, nil, swatch(shadow, 18), nil, legendText(trTerm(iref.Shadow)))))
	case isetup.KingoshCard:
		return container.NewBorder(nil, nil, newKingoshPicture(x), nil, linesLabel(x.Lines()))
	}
	return linesLabel(r.Lines())
}

// seatsView is the seats picture beside its legend: the result's lines,
// each marked like the seat it names.
func seatsView(players int, accent color.NRGBA, lines []msg.Text, seats ...int) fyne.CanvasObject {
	pic := newSeatsPicture(players, accent, seats...)
	legendBox := container.NewVBox()
	for i, l := range lines {
		dot := canvas.NewCircle(accent)
		if i > 0 {
			dot.FillColor = seatFill
			dot.StrokeColor, dot.StrokeWidth = accent, 3
		}
		text := widget.NewLabel(tr(l))
		text.Wrapping = fyne.TextWrapWord
		legendBox.Add(container.NewBorder(nil, nil, swatch(dot, 16), nil, text))
	}
	legendBox.Add(note(lang.L("Seat 1 holds this phone; the others follow clockwise.")))
	return container.NewVBox(container.NewCenter(pic), legendBox)
}

// linesLabel shows a result's lines as text.
func linesLabel(lines []msg.Text) *widget.Label {
	var out []string
	for _, l := range lines {
		out = append(out, tr(l))
	}
	l := widget.NewLabel(joinLines(out))
	l.Wrapping = fyne.TextWrapWord
	return l
}

// setNote changes the text of a note.
func setNote(n *widget.RichText, text string) {
	n.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: theme.ColorNamePlaceHolder}}}
	n.Refresh()
}

// gap is vertical space between groups.
func gap(h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, h))
	return r
}

// progressLine is "5 of 14 done" beside a thin bar in the game's colour,
// readable in both themes.
type progressLine struct {
	widget.BaseWidget
	text *widget.Label
	bar  *picture
	fill *canvas.Rectangle
	done float32
}

func newProgressLine(accent color.NRGBA) *progressLine {
	p := &progressLine{text: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	track := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	track.CornerRadius = 5
	track.StrokeColor, track.StrokeWidth = accent, 1
	p.fill = canvas.NewRectangle(accent)
	p.fill.CornerRadius = 5
	p.bar = newPicture(fyne.NewSize(80, touchTarget), 0)
	p.bar.add(track, p.fill)
	p.bar.place = func(w, h float32) {
		box(track, 0, h/2-5, w, 10)
		box(p.fill, 0, h/2-5, w*p.done, 10)
	}
	p.ExtendBaseWidget(p)
	return p
}

func (p *progressLine) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, p.text, nil, p.bar))
}

func (p *progressLine) set(done, total int) {
	p.text.SetText(lang.L("{{.Done}} of {{.Total}} done", map[string]any{"Done": done, "Total": total}))
	p.done = 0
	if total > 0 {
		p.done = float32(done) / float32(total)
	}
	p.fill.Hidden = done == 0
	p.bar.Refresh()
}

// islandsDiffer tells whether the plan puts different colours on different
// islands, so that the player must find each island by its resource.
func islandsDiffer(p bsetup.TaskPlan) bool {
	var first []string
	for i, r := range p.Rows {
		var cs []string
		for _, c := range r.Colours {
			cs = append(cs, c.String())
		}
		if r.Place != bsetup.OnIsland || len(cs) == 0 {
			continue
		}
		if i > 0 && first != nil && strings.Join(cs, ",") != strings.Join(first, ",") {
			return true
		}
		if first == nil {
			first = cs
		}
	}
	return false
}
