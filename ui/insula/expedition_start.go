package insula

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	iref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/setup"
	isetup "hearth/setup/insula"
	"hearth/solo/insula"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// dealt is what a dealt 1-player setup carries into an expedition.
type dealt struct {
	code    string
	version iref.Version
	variant iref.Variant
}

// expeditionStart is the "Solo expedition" page: unfinished expeditions to
// resume, then a new one's version, who plays, and the fate die and values
// printed on the player's copy, prefilled from Settings.
type expeditionStart struct {
	m    *Module
	from *dealt // nil when not dealt from a setup
	box  *fyne.Container
	form *printedForm
	who  *kit.Segmented
	ids  []int64 // profile ids in the order of who's options
	// profileID is who plays, kept when the page is rebuilt; 0 before a
	// profile exists.
	profileID int64
	ver       *kit.Segmented
	vari      *kit.Segmented
	warn      kit.ErrorLabel
	start     *widget.Button
	// settled: what the page shows was made by the player, not by build;
	// settings are the values saved in Settings the page was built over.
	settled  bool
	settings printed
}

func (m *Module) expeditionStartPage(from *dealt) *kit.Page {
	st := &expeditionStart{m: m, from: from, box: container.NewVBox(), warn: kit.NewErrorLabel()}
	st.start = kit.Primary(lang.L("Start the expedition"), theme.MediaPlayIcon(), st.begin)
	st.build()
	bottom := container.NewVBox(widget.NewSeparator(), container.NewPadded(container.NewVBox(st.warn.Label, kit.WithHeight(st.start, kit.PrimaryHeight))))
	p := &kit.Page{Title: lang.L("Solo expedition"), Content: container.NewBorder(nil, bottom, nil, nil, kit.ScrollPage(st.box))}
	p.OnShow = st.build
	return p
}

// openExpeditions lists the unfinished expeditions, latest first.
func (m *Module) openExpeditions() ([]data.Session, error) {
	return m.h.OpenSessions(data.GameInsula, insula.Mode)
}

func (st *expeditionStart) build() {
	m := st.m
	st.box.Objects = nil
	open, err := m.openExpeditions()
	if err != nil {
		m.h.ShowError(err)
	}
	names := m.profileNames()
	if len(open) > 0 {
		st.box.Add(kit.Heading(lang.L("Unfinished expeditions")))
		for _, s := range open {
			st.box.Add(st.openCard(s, names[s.ProfileID]))
		}
		st.box.Add(widget.NewSeparator())
		st.box.Add(kit.Heading(lang.L("New expedition")))
	}

	st.settled = false
	d, kept := st.loadDraft()
	if kept && st.profileID == 0 {
		st.profileID = d.ProfileID
	}
	st.box.Add(kit.Warn(lang.L("Hearth's own solo variant: Insula has no official solo mode. You play the island's rules alone; the app keeps the books.")))
	st.whoIsPlaying()

	// The version: from the setup when dealt, else chosen here (as typed
	// before when the page was left).
	st.vari = kit.NewSegmented([]string{lang.L("Purple citadel"), lang.L("Blue citadel")}, d.Variant, func(int) { st.changed() })
	variantBox := container.NewVBox(kit.Heading(lang.L("Kingosh variant")), st.vari)
	st.ver = kit.NewSegmented([]string{lang.L("Base game"), lang.L("Advanced")}, d.Version, func(i int) {
		if i == 1 {
			variantBox.Show()
		} else {
			variantBox.Hide()
		}
		if st.form != nil {
			st.form.setVersion(st.options().Version) // its side of the counter and sheet
		}
		st.changed()
	})
	variantBox.Hidden = d.Version != 1
	if st.from != nil {
		st.ver.Select(0, false)
		st.vari.Select(0, false)
		if st.from.version == iref.Advanced {
			st.ver.Select(1, false)
		}
		if st.from.variant == iref.Blue {
			st.vari.Select(1, false)
		}
		st.box.Add(kit.Note(lang.L("Dealt from setup {{.Code}}.", map[string]any{"Code": st.from.code})))
		o := st.options()
		st.box.Add(kit.Heading(versionName(o.Version, o.Variant)))
	} else {
		st.box.Add(kit.Heading(lang.L("Version")))
		st.box.Add(st.ver)
		st.box.Add(variantBox)
	}

	st.printedPart(d, kept)
	st.check()
	st.box.Refresh()
	st.settled = true
}

// printedPart is the values printed on the player's copy, prefilled from
// Settings, and how to set the island up.
func (st *expeditionStart) printedPart(d startDraft, kept bool) {
	m := st.m
	p, err := m.loadPrinted()
	if err != nil {
		st.box.Add(kit.Warn(kit.TrErr(err)))
	}
	st.settings = p
	typed := kept && samePrinted(d.Settings, p) // else Settings changed since
	if typed {
		p = d.Values
	}
	st.form = newPrintedForm(p, st.options().Version, false, st.changed)
	if typed {
		st.form.setTexts(d.Reward, d.Drawback)
	}
	st.box.Add(kit.Heading(lang.L("Printed on your copy")))
	st.box.Add(kit.Note(lang.L("Read these off your time counter, fate die and adventurer sheet. Save them once in Settings to find them here next time.")))
	st.box.Add(st.form.box)
	st.box.Add(widget.NewButtonWithIcon(lang.L("Open Settings"), theme.SettingsIcon(), func() { m.h.OpenSettings() }))
	st.box.Add(kit.Note(lang.L("Set up the island for one adventurer as the rules say: the beach and the citadel, your adventurer on the beach with 6 energy in Vitality, both circle markers on their first space, one flower card, the time marker on the Sun.")))
}

// whoIsPlaying asks who plays, among the profiles, and can create one: the
// expedition, its saved play and the stats are theirs (issue 18 item 7).
func (st *expeditionStart) whoIsPlaying() {
	m := st.m
	profiles, err := m.h.Store().Profiles(m.h.Ctx())
	if err != nil {
		m.h.ShowError(err)
	}
	if st.profileID == 0 {
		st.profileID = m.h.MeProfile() // the profile marked "this is me" is offered first
	}
	var options []string
	st.ids = nil
	sel := 0
	for i, p := range profiles {
		options = append(options, p.Name)
		st.ids = append(st.ids, p.ID)
		if p.ID == st.profileID {
			sel = i
		}
	}
	st.box.Add(kit.Heading(lang.L("Who is playing?")))
	st.who = kit.ChoiceColumn(options, sel, func(i int) {
		st.profileID = st.ids[i]
		st.changed()
	})
	if len(profiles) == 0 {
		st.profileID = 0
		st.box.Add(kit.Note(lang.L("Create a profile: the expedition is saved under it.")))
	} else {
		st.profileID = st.ids[sel]
		st.box.Add(st.who)
	}
	st.box.Add(m.h.NewProfileButton(func(p data.Profile) {
		st.profileID = p.ID
		st.build()
	}))
}

// options are the expedition's options as entered (layouts unread are nil).
func (st *expeditionStart) options() insula.Options {
	o := insula.Options{Version: iref.Base, Rules: insula.CurrentRules}
	if st.ver.Selected() == 1 {
		o.Version = iref.Advanced
		o.Variant = iref.Purple
		if st.vari.Selected() == 1 {
			o.Variant = iref.Blue
		}
	}
	if st.from != nil {
		o.SetupCode = st.from.code
	}
	if st.form == nil {
		return o
	}
	p, _ := st.form.read()
	sd := p.sideOf(o.Version)
	o.TimeTrack, o.KingoshDrawback = sd.TimeTrack, p.KingoshDrawback
	o.Die = p.Die
	o.RewardCircle, o.DrawbackCircle = sd.RewardCircle, sd.DrawbackCircle
	return o
}

// problem is the first reason the expedition cannot start, "" when none.
func (st *expeditionStart) problem() error {
	if st.profileID == 0 {
		return msg.New("profile", "Choose who plays: create a profile first.", nil)
	}
	if _, err := st.form.read(); err != nil {
		return err
	}
	return st.options().Validate()
}

// check shows the first problem and enables Start when there is none.
func (st *expeditionStart) check() {
	if st.form == nil {
		return
	}
	err := st.problem()
	st.warn.Set(kit.TrErr(err))
	kit.Enable(st.start, err == nil)
}

// begin stores the new session and opens its screen in place of this page.
func (st *expeditionStart) begin() {
	m := st.m
	if err := st.problem(); err != nil {
		m.h.ShowError(err)
		return
	}
	run, err := session.Start(m.h.Ctx(), m.h.Store(), insula.Engine(), m.h.NewSeed(), st.options(), st.profileID)
	if err != nil {
		m.h.ShowError(err)
		return
	}
	m.dropStartDraft()
	g, err := m.loadExpedition(run.Session().ID, m.h.Depth()-1)
	if err != nil {
		m.h.ShowError(err)
		return
	}
	m.h.Replace(g.page())
}

// openCard offers to resume or abandon an unfinished expedition.
func (st *expeditionStart) openCard(s data.Session, name string) fyne.CanvasObject {
	m := st.m
	if name == "" {
		name = lang.L("No profile")
	}
	return m.h.UnfinishedCard(s, name, func() {
		g, err := m.loadExpedition(s.ID, m.h.Depth()-1)
		if err != nil {
			m.h.ShowError(err)
			return
		}
		m.h.Replace(g.page())
	}, lang.L("Abandon this expedition?"), lang.L("The expedition will not be saved to the history. This cannot be undone."), func() {
		m.dropDraft(s.ID)
		st.build()
	})
}

// profileNames maps profile ids to names.
func (m *Module) profileNames() map[int64]string {
	out := map[int64]string{}
	ps, err := m.h.Store().Profiles(m.h.Ctx())
	if err != nil {
		m.h.ShowError(err)
	}
	for _, p := range ps {
		out[p.ID] = p.Name
	}
	return out
}

// versionName is "Base game", "Advanced · purple citadel"…
func versionName(v iref.Version, k iref.Variant) string {
	if v != iref.Advanced {
		return lang.L("Base game")
	}
	return lang.L("Advanced · {{.Variant}}", map[string]any{"Variant": kit.TrTerm(k)})
}

// dealtFrom reads a dealt setup's version and Kingosh variant from its
// Kingosh card step (advanced setups only).
func dealtFrom(s setup.Setup) *dealt {
	d := &dealt{code: s.Code, version: iref.Base}
	for _, step := range s.Steps {
		if k, ok := step.Result.(isetup.KingoshCard); ok {
			d.version, d.variant = iref.Advanced, k.Variant
		}
	}
	return d
}

var _ shell.SetupPlayer = (*Module)(nil)

// PlaySetup offers, under a solo checklist, to start the expedition with it.
func (m *Module) PlaySetup(s setup.Setup) *shell.Action {
	if s.Players != 1 {
		return nil
	}
	d := dealtFrom(s)
	return &shell.Action{Label: lang.L("Start the solo expedition"), Icon: theme.MediaPlayIcon(), Open: func() {
		m.h.Push(m.expeditionStartPage(d))
	}}
}
