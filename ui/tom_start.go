package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/handicap"
	"hearth/solo/tom"
)

// signedHandicap writes a handicap with its sign: "−10", "0", "+5".
func signedHandicap(n int) string {
	switch {
	case n < 0:
		return "−" + strconv.Itoa(-n)
	case n > 0:
		return "+" + strconv.Itoa(n)
	}
	return "0"
}

// handicapMeaning says where the score markers start for handicap h.
func handicapMeaning(h int) string {
	args := map[string]any{"Handicap": signedHandicap(h), "Points": max(h, -h)}
	switch {
	case h < 0:
		return lang.L("Handicap {{.Handicap}}: your score marker starts on {{.Points}}, Tom's on 0.", args)
	case h > 0:
		return lang.L("Handicap {{.Handicap}}: Tom's score marker starts on {{.Points}}, yours on 0.", args)
	}
	return lang.L("Handicap 0: both score markers start on 0.")
}

// tomStart is the "Solo against Tom" page: unfinished games to resume, then a
// new game's profile, handicap and deck.
type tomStart struct {
	u         *UI
	profileID int64
	physical  bool
	box       *fyne.Container
	bottom    *fyne.Container
}

func (u *UI) tomStartPage() *page {
	st := &tomStart{u: u, box: container.NewVBox(), bottom: container.NewVBox()}
	st.refresh()
	bottom := container.NewVBox(widget.NewSeparator(), container.NewPadded(st.bottom))
	p := &page{title: lang.L("Solo against Tom"), content: container.NewBorder(nil, bottom, nil, nil, scrollPage(st.box))}
	p.onShow = st.refresh
	return p
}

// openTomSessions lists the unfinished games against Tom, latest first.
func (u *UI) openTomSessions() ([]data.Session, error) {
	all, err := u.store.Sessions(u.ctx, data.GameBonfire, data.SessionOpen)
	var out []data.Session
	for _, s := range all {
		if s.Mode == modeTom {
			out = append(out, s)
		}
	}
	return out, err
}

// tomProfileName finds a profile's name ("" when it is gone).
func tomProfileName(profiles []data.Profile, id int64) string {
	for _, p := range profiles {
		if p.ID == id {
			return p.Name
		}
	}
	return ""
}

func (st *tomStart) refresh() {
	u := st.u
	st.box.Objects = nil
	profiles, err := u.store.Profiles(u.ctx)
	if err != nil {
		u.showError(err)
	}
	open, err := u.openTomSessions()
	if err != nil {
		u.showError(err)
	}
	busy := map[int64]bool{}
	if len(open) > 0 {
		st.box.Add(heading(lang.L("Unfinished games")))
		for _, s := range open {
			busy[s.ProfileID] = true
			st.box.Add(st.openCard(s, tomProfileName(profiles, s.ProfileID)))
		}
		st.box.Add(widget.NewSeparator())
		st.box.Add(heading(lang.L("New game")))
	}

	// Who plays: a profile keeps the handicap from game to game.
	if st.profileID == 0 || tomProfileName(profiles, st.profileID) == "" {
		st.profileID = st.defaultProfile(profiles)
	}
	st.box.Add(heading(lang.L("Who is playing?")))
	if len(profiles) == 0 {
		st.box.Add(note(lang.L("Create a profile: it keeps your handicap from game to game.")))
	}
	for _, p := range profiles {
		p := p
		b := widget.NewButton(p.Name, func() {
			st.profileID = p.ID
			st.refresh()
		})
		b.Alignment = widget.ButtonAlignLeading
		if p.ID == st.profileID {
			b.Importance = widget.HighImportance
			b.Icon = theme.ConfirmIcon()
		}
		st.box.Add(b)
	}
	st.box.Add(widget.NewButtonWithIcon(lang.L("New profile"), theme.ContentAddIcon(), func() {
		u.askName(lang.L("New profile"), "", func(name string) error {
			p, err := u.store.CreateProfile(u.ctx, name)
			if err != nil {
				return err
			}
			st.profileID = p.ID
			st.refresh()
			return nil
		})
	}))

	h := handicap.Start
	if st.profileID != 0 {
		if h, err = handicap.CurrentFor(u.ctx, u.store, st.profileID); err != nil {
			u.showError(err)
		}
		st.box.Add(heading(handicapMeaning(h)))
		st.box.Add(note(lang.L("Win: handicap +5. Loss: −2. Tie: unchanged. A first game starts at −10.")))
	}

	// The deck: shuffled by the app, or the player's own cards.
	st.box.Add(heading(lang.L("Tom's cards")))
	sel := 0
	if st.physical {
		sel = 1
	}
	st.box.Add(newSegmented([]string{lang.L("Virtual deck"), lang.L("My own cards")}, sel, func(i int) {
		st.physical = i == 1
		st.refresh()
	}))
	deck, deckErr := u.tomDeck()
	if st.physical {
		st.box.Add(note(lang.L("You shuffle Tom's 8 cards and flip the top one after each of your turns; you tap which card it is.")))
	} else {
		st.box.Add(note(lang.L("Hearth shuffles Tom's 8 cards and reveals them; nothing to shuffle at the table.")))
		st.box.Add(note(lang.L("Deck: {{.Cards}}", map[string]any{"Cards": deckSummary(deck)})))
		if deckErr != nil {
			st.box.Add(tomWarn(trErr(deckErr)))
		}
		st.box.Add(widget.NewButtonWithIcon(lang.L("Change the deck in Settings"), theme.SettingsIcon(), func() { u.nav.push(u.settingsPage()) }))
	}

	st.box.Add(note(lang.L("Set up a 2-player game with the solo changes, and Tom's board: an extension, a starting tile with his guardian, 4 novices beside it, his score marker on 0 (or on his handicap).")))
	start := primary(lang.L("Start"), theme.MediaPlayIcon(), func() { st.start(h, deck) })
	st.bottom.Objects = nil
	switch {
	case st.profileID == 0:
		start.Disable()
	case busy[st.profileID]:
		start.Disable()
		st.bottom.Add(tomWarn(lang.L("{{.Name}} has an unfinished game: resume or abandon it first.", map[string]any{"Name": tomProfileName(profiles, st.profileID)})))
	}
	st.bottom.Add(withHeight(start, primaryHeight))
	st.bottom.Refresh()
	st.box.Refresh()
}

// defaultProfile is the profile of the latest game against Tom, else the first.
func (st *tomStart) defaultProfile(profiles []data.Profile) int64 {
	if len(profiles) == 0 {
		return 0
	}
	all, _ := st.u.store.Sessions(st.u.ctx, data.GameBonfire, "")
	for _, s := range all {
		if s.Mode == modeTom && tomProfileName(profiles, s.ProfileID) != "" {
			return s.ProfileID
		}
	}
	return profiles[0].ID
}

// openCard offers to resume or abandon an unfinished game.
func (st *tomStart) openCard(s data.Session, name string) fyne.CanvasObject {
	u := st.u
	if name == "" {
		name = lang.L("No profile")
	}
	title := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	when := note(lang.L("Started {{.Started}} · last move {{.When}}", map[string]any{"Started": formatWhen(s.CreatedAt), "When": formatWhen(s.UpdatedAt)}))
	resume := primary(lang.L("Resume"), theme.MediaPlayIcon(), func() {
		g, err := u.loadTomGame(s, len(u.nav.stack)-1)
		if err != nil {
			u.showError(err)
			return
		}
		u.nav.replace(g.page())
		g.openScoringIfOver()
	})
	abandon := widget.NewButtonWithIcon(lang.L("Abandon"), theme.DeleteIcon(), func() {
		dialog.ShowConfirm(lang.L("Abandon this game?"),
			lang.L("It will not be saved to the history and the handicap does not change. This cannot be undone."),
			func(ok bool) {
				if !ok {
					return
				}
				if err := u.store.AbandonSession(u.ctx, s.ID); err != nil {
					u.showError(err)
				}
				st.refresh()
			}, u.win)
	})
	abandon.Importance = widget.DangerImportance
	return widget.NewCard("", "", container.NewVBox(title, when, container.NewGridWithColumns(2, abandon, resume)))
}

// start creates the session and opens Tom's screen in place of this page.
func (st *tomStart) start(h int, deck ref.Deck) {
	u := st.u
	opts := tom.Options{Physical: st.physical, Handicap: h}
	if !st.physical {
		opts.Deck = deck
	}
	if err := opts.Validate(); err != nil {
		u.showError(err)
		return
	}
	s, err := u.store.CreateSession(u.ctx, data.NewSession{Game: data.GameBonfire, Mode: modeTom, Seed: u.newSeed(), Options: opts, ProfileID: st.profileID})
	if err != nil {
		u.showError(err)
		return
	}
	g, err := u.loadTomGame(s, len(u.nav.stack)-1)
	if err != nil {
		u.showError(err)
		return
	}
	u.nav.replace(g.page())
}
