package lueur

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	lref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/setup"
	lsetup "hearth/setup/lueur"
	journey "hearth/solo/lueur"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// adventurerColours are the colours an adventurer's big dice can have (the
// box has no big black die).
var adventurerColours = []lref.DieColour{lref.Red, lref.Azure, lref.Blue, lref.Green, lref.Orange, lref.Purple, lref.Yellow}

// journeyStart is the "Solo journey" page: unfinished journeys to resume,
// then a new journey's board side, big dice, dice mode and score track.
type journeyStart struct {
	m    *Module
	opts journey.Options
	// profileID is who plays; 0 for nobody in particular.
	profileID int64
	spaces    string // the reroll spaces as typed
	track     *startTrack
	box       *fyne.Container
	bottom    *fyne.Container
}

// journeyStartPage starts a journey of the app's own rolling.
// What was typed or chosen on it is kept until a journey starts (found by a
// QA pass: Back lost the reroll spaces and the track's length).
func (m *Module) journeyStartPage() *kit.Page {
	if m.started == nil {
		m.started = m.newJourneyStart(journey.Options{Side: lref.Province})
	}
	return m.started.page()
}

// journeyStartPageFor starts a journey with opts already chosen (a dealt
// setup's side, track and code).
func (m *Module) journeyStartPageFor(opts journey.Options) *kit.Page {
	return m.newJourneyStart(opts).page()
}

// newJourneyStart is the page's form with opts already chosen.
func (m *Module) newJourneyStart(opts journey.Options) *journeyStart {
	if len(opts.BigDice) == 0 {
		opts.BigDice = []lref.DieColour{lref.Red, lref.Blue}
	}
	if opts.Dice == "" {
		opts.Dice = journey.Virtual
	}
	return &journeyStart{m: m, opts: opts, track: newStartTrack()}
}

// page shows the form on a page of its own.
func (st *journeyStart) page() *kit.Page {
	st.box, st.bottom = container.NewVBox(), container.NewVBox()
	st.refresh()
	bottom := container.NewVBox(widget.NewSeparator(), container.NewPadded(st.bottom))
	p := &kit.Page{Title: lang.L("Solo journey"), Content: container.NewBorder(nil, bottom, nil, nil, kit.ScrollPage(st.box))}
	p.OnShow = st.refresh
	return p
}

// openJourneys lists the unfinished journeys, latest first.
func (m *Module) openJourneys() ([]data.Session, error) {
	return m.h.OpenSessions(data.GameLueur, journey.Mode)
}

func (st *journeyStart) refresh() {
	m := st.m
	st.box.Objects = nil
	open, err := m.openJourneys()
	if err != nil {
		m.h.ShowError(err)
	}
	if len(open) > 0 {
		st.box.Add(kit.Heading(lang.L("Unfinished journeys")))
		for _, s := range open {
			st.box.Add(st.openCard(s))
		}
		st.box.Add(widget.NewSeparator())
		st.box.Add(kit.Heading(lang.L("New journey")))
	}
	if st.opts.SetupCode != "" {
		st.box.Add(kit.Note(lang.L("Dealt from setup {{.Code}}.", map[string]any{"Code": st.opts.SetupCode})))
	}
	st.box.Add(kit.Warn(lang.L("Hearth's own solo variant: Lueur has no official solo mode. You play the day's rules alone; the app keeps the books.")))
	st.box.Add(kit.Note(lang.L("Set up the game for one player: the app keeps the encounter track, your dice, tokens and light; the cards stay on the table.")))
	st.whoIsPlaying()

	st.sideSection()
	st.bigDiceSection()
	st.diceSection()
	st.scoreTrackSection()

	start := kit.Primary(lang.L("Start the journey"), theme.MediaPlayIcon(), st.start)
	st.bottom.Objects = []fyne.CanvasObject{kit.WithHeight(start, kit.PrimaryHeight)}
	st.bottom.Refresh()
	st.box.Refresh()
}

// whoIsPlaying asks who plays, among the profiles, and can create one: the
// journey, its saved score and the stats are theirs (issue 18 item 7).
func (st *journeyStart) whoIsPlaying() {
	m := st.m
	profiles, err := m.h.Store().Profiles(m.h.Ctx())
	if err != nil {
		m.h.ShowError(err)
	}
	if st.profileID == 0 {
		st.profileID = m.h.MeProfile() // the profile marked "this is me" is offered first
	}
	st.box.Add(kit.Heading(lang.L("Who is playing?")))
	names := make([]string, len(profiles))
	sel, found := 0, false
	for i, p := range profiles {
		names[i] = p.Name
		if p.ID == st.profileID {
			sel, found = i, true
		}
	}
	switch {
	case len(profiles) == 0:
		st.profileID = 0
		st.box.Add(kit.Note(lang.L("Create a profile: the journey is saved under it.")))
	case !found:
		st.profileID = profiles[0].ID
	}
	if len(profiles) > 0 {
		st.box.Add(kit.ChoiceColumn(names, sel, func(i int) { st.profileID = profiles[i].ID }))
	}
	st.box.Add(m.h.NewProfileButton(func(p data.Profile) {
		st.profileID = p.ID
		st.refresh()
	}))
}

// parseSpaces reads "5, 15 25" into numbers.
func parseSpaces(s string) ([]int, error) {
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, msg.New("reroll_spaces", "“{{.Got}}” is not a space number.", map[string]any{"Got": f})
		}
		out = append(out, n)
	}
	return out, nil
}

// openCard offers to resume or abandon an unfinished journey.
func (st *journeyStart) openCard(s data.Session) fyne.CanvasObject {
	m := st.m
	return m.h.UnfinishedCard(s, m.ResumeTitle(s, profileName(m, s.ProfileID)), func() {
		g, err := m.loadJourney(s.ID, m.h.Depth()-1)
		if err != nil {
			m.h.ShowError(err)
			return
		}
		m.h.Replace(g.page())
		g.openScoringIfOver()
	}, lang.L("Abandon this journey?"), lang.L("It will not be saved to the history. This cannot be undone."), func() {
		m.stepWriter().flush() // nothing of its steps is written after this
		for _, key := range []string{journeyDraftKey(s.ID), stepDraftKey(s.ID)} {
			if err := m.h.Store().DeleteDraft(m.h.Ctx(), key); err != nil {
				m.h.ShowError(err)
			}
		}
		st.refresh()
	})
}

// profileName is a profile's name, "" when there is none.
func profileName(m *Module, id int64) string {
	if id == 0 {
		return ""
	}
	ps, err := m.h.Store().Profiles(m.h.Ctx())
	if err != nil {
		return ""
	}
	for _, p := range ps {
		if p.ID == id {
			return p.Name
		}
	}
	return ""
}

// start checks the options, creates the session and opens the journey in
// place of this page.
func (st *journeyStart) start() {
	m := st.m
	opts := st.opts
	if st.profileID == 0 {
		m.h.ShowError(msg.New("profile", "Choose who plays: create a profile first.", nil))
		return
	}
	spaces, err := parseSpaces(st.spaces)
	if err != nil {
		m.h.ShowError(err)
		return
	}
	opts.RerollSpaces = spaces
	if opts.Physical() && opts.Track == nil {
		if opts.Track, err = st.track.track(); err != nil {
			m.h.ShowError(err)
			return
		}
	}
	opts.Rules = journey.CurrentRules
	if err := opts.Validate(); err != nil {
		m.h.ShowError(err)
		return
	}
	run, err := session.Start(m.h.Ctx(), m.h.Store(), journey.Engine(), m.h.NewSeed(), opts, st.profileID)
	if err != nil {
		m.h.ShowError(err)
		return
	}
	g, err := m.loadJourney(run.Session().ID, m.h.Depth()-1)
	if err != nil {
		m.h.ShowError(err)
		return
	}
	if m.started == st {
		m.started = nil // the next journey starts afresh
	}
	m.h.Replace(g.page())
}

// PlaySetup offers, under a dealt 1-player checklist, to start a journey
// with its board side, its rolled encounter track and its code.
func (m *Module) PlaySetup(s setup.Setup) *shell.Action {
	if s.Players != 1 {
		return nil
	}
	opts := journey.Options{Side: lref.Province, SetupCode: s.Code}
	for _, st := range s.Steps {
		switch r := st.Result.(type) {
		case lsetup.BoardSide:
			opts.Side = r.Side
		case lsetup.Dice:
			for _, sl := range r.Slots {
				opts.Track = append(opts.Track, journey.TrackSlot{Element: sl.Element, Dice: append([]lref.DieColour{}, sl.Dice...), Token: sl.Token})
			}
		}
	}
	return &shell.Action{Label: lang.L("Start the solo journey"), Icon: theme.MediaPlayIcon(), Open: func() {
		m.h.Push(m.journeyStartPageFor(opts))
	}}
}

// Resumes tells that the module reopens solo journeys.
func (m *Module) Resumes(mode string) bool { return mode == journey.Mode }

// ResumeTitle names an unfinished journey.
func (m *Module) ResumeTitle(s data.Session, player string) string {
	if player != "" {
		return lang.L("{{.Name}}'s Lueur journey", map[string]any{"Name": player})
	}
	return lang.L("Lueur solo journey")
}

// Resume reopens a journey where it was left.
func (m *Module) Resume(s data.Session) {
	g, err := m.loadJourney(s.ID, m.h.Depth())
	if err != nil {
		m.h.ShowError(err)
		return
	}
	m.h.Push(g.page())
	g.openScoringIfOver()
}

// sideSection asks the board side.
func (st *journeyStart) sideSection() {
	st.box.Add(kit.Heading(lang.L("Board side")))
	var sides []string
	for _, s := range lref.Sides {
		sides = append(sides, kit.TrTerm(s))
	}
	st.box.Add(kit.ChoiceColumn(sides, int(st.opts.Side), func(i int) { st.opts.Side = lref.Sides[i] }))
}

// bigDiceSection asks the adventurer's big dice: a tap on a colour adds
// one, a tap on a die takes it away.
func (st *journeyStart) bigDiceSection() {
	st.box.Add(kit.Heading(lang.L("Your adventurer's big dice")))
	st.box.Add(kit.Note(lang.L("Tap a colour to add a die, a die to take it away ({{.Max}} at most).", map[string]any{"Max": journey.MaxAdventurerDice})))
	chosen := container.NewGridWrap(fyne.NewSize(kit.TouchTarget+4, kit.TouchTarget+4))
	for i, c := range st.opts.BigDice {
		i := i
		chosen.Add(newFaceDie(c, -1, false, func() {
			st.opts.BigDice = append(st.opts.BigDice[:i:i], st.opts.BigDice[i+1:]...)
			st.refresh()
		}))
	}
	st.box.Add(chosen)
	colours := container.NewGridWithColumns(2)
	for _, c := range adventurerColours {
		c := c
		b := kit.SwatchButton(kit.Capitalised(kit.TrTerm(c)), lueurDieColours[c], func() {
			if len(st.opts.BigDice) < journey.MaxAdventurerDice {
				st.opts.BigDice = append(st.opts.BigDice, c)
				st.refresh()
			}
		})
		kit.Enable(b, len(st.opts.BigDice) < journey.MaxAdventurerDice)
		colours.Add(b)
	}
	st.box.Add(colours)
}

// diceSection asks who rolls the dice and, with your own, the starting
// track you rolled.
func (st *journeyStart) diceSection() {
	st.box.Add(kit.Heading(lang.L("Dice")))
	sel := 0
	if st.opts.Physical() {
		sel = 1
	}
	st.box.Add(kit.NewSegmented([]string{lang.L("The app rolls"), lang.L("I roll mine")}, sel, func(i int) {
		st.opts.Dice = journey.Virtual
		if i == 1 {
			st.opts.Dice = journey.Physical
		}
		st.refresh()
	}))
	if st.opts.Physical() {
		st.box.Add(kit.Note(lang.L("You roll your own dice and tap the faces they show.")))
		if st.opts.Track == nil { // a dealt setup brings its track
			st.box.Objects = append(st.box.Objects, st.track.form()...)
		}
	} else {
		st.box.Add(kit.Note(lang.L("The app rolls every die with its real faces; you move the dice on the table as it shows.")))
	}
}

// scoreTrackSection asks the score track's length and reroll spaces, both
// optional.
func (st *journeyStart) scoreTrackSection() {
	st.box.Add(kit.Heading(lang.L("Score track (optional)")))
	st.box.Add(kit.NewStepper(lang.L("Spaces on the score track (0: not saved)"), 0, journey.MaxTrackLength, st.opts.TrackLength, func(n int) { st.opts.TrackLength = n }))
	spaces := kit.NewEntry()
	spaces.SetPlaceHolder(lang.L("Reroll spaces, such as 5, 15, 25"))
	spaces.SetText(st.spaces)
	spaces.OnChanged = func(s string) { st.spaces = s }
	st.box.Add(spaces)
	st.box.Add(kit.Note(lang.L("Without them, you say when your marker goes round the track and which space a track reroll moves you back to.")))
}
