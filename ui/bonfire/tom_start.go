package bonfire

import (
	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/handicap"
	"hearth/solo/session"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// signedHandicap writes a handicap with its sign: "–10", "0", "+5".
func signedHandicap(n int) string {
	switch {
	case n < 0:
		return "–" + strconv.Itoa(-n)
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
	u         *Module
	setupCode string // the setup the game was dealt from, "" when none
	profileID int64
	physical  bool
	box       *fyne.Container
	bottom    *fyne.Container
}

func (u *Module) tomStartPage() *kit.Page { return u.tomStartPageFor("") }

// tomStartPageFor starts a game dealt from a setup code.
func (u *Module) tomStartPageFor(setupCode string) *kit.Page {
	st := &tomStart{u: u, setupCode: setupCode, box: container.NewVBox(), bottom: container.NewVBox()}
	st.refresh()
	bottom := container.NewVBox(widget.NewSeparator(), container.NewPadded(st.bottom))
	p := &kit.Page{Title: lang.L("Solo against Tom"), Content: container.NewBorder(nil, bottom, nil, nil, kit.ScrollPage(st.box))}
	p.OnShow = st.refresh
	return p
}

// openTomSessions lists the unfinished games against Tom, latest first.
func (u *Module) openTomSessions() ([]data.Session, error) {
	all, err := u.h.Store().Sessions(u.h.Ctx(), data.GameBonfire, data.SessionOpen)
	var out []data.Session
	for _, s := range all {
		if s.Mode == tom.Mode {
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
	profiles, err := u.h.Store().Profiles(u.h.Ctx())
	if err != nil {
		u.h.ShowError(err)
	}
	busy := st.addOpenGames(profiles)
	// Who plays: a profile keeps the handicap from game to game.
	if st.profileID == 0 || tomProfileName(profiles, st.profileID) == "" {
		st.profileID = st.defaultProfile(profiles)
	}
	if st.setupCode != "" {
		st.box.Add(kit.Note(lang.L("Dealt from setup {{.Code}}.", map[string]any{"Code": st.setupCode})))
	}
	st.addProfiles(profiles)
	challenge, h := st.addChallenge(profiles)
	deck := st.addDeck()

	st.box.Add(kit.Note(lang.L("Set up a 2-player game with the solo changes, and Tom's board: an extension, a starting tile with his guardian, 4 novices beside it, his score marker on 0 (or on his handicap).")))
	start := kit.Primary(lang.L("Start"), theme.MediaPlayIcon(), func() { st.start(challenge, h, deck) })
	st.bottom.Objects = nil
	switch {
	case st.profileID == 0:
		start.Disable()
	case busy[st.profileID]:
		start.Disable()
		st.bottom.Add(kit.Warn(lang.L("{{.Name}} has an unfinished game: resume or abandon it first.", map[string]any{"Name": tomProfileName(profiles, st.profileID)})))
	}
	st.bottom.Add(kit.WithHeight(start, kit.PrimaryHeight))
	st.bottom.Refresh()
	st.box.Refresh()
}

// addOpenGames lists the unfinished games, and returns whose they are.
func (st *tomStart) addOpenGames(profiles []data.Profile) map[int64]bool {
	open, err := st.u.openTomSessions()
	if err != nil {
		st.u.h.ShowError(err)
	}
	busy := map[int64]bool{}
	if len(open) == 0 {
		return busy
	}
	st.box.Add(kit.Heading(lang.L("Unfinished games")))
	for _, s := range open {
		busy[s.ProfileID] = true
		st.box.Add(st.openCard(s, tomProfileName(profiles, s.ProfileID)))
	}
	st.box.Add(widget.NewSeparator())
	st.box.Add(kit.Heading(lang.L("New game")))
	return busy
}

// addProfiles offers who is playing, and a new profile.
func (st *tomStart) addProfiles(profiles []data.Profile) {
	u := st.u
	st.box.Add(kit.Heading(lang.L("Who is playing?")))
	if len(profiles) == 0 {
		st.box.Add(kit.Note(lang.L("Create a profile: it keeps your handicap from game to game.")))
	}
	for _, p := range profiles {
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
	st.box.Add(u.h.NewProfileButton(func(p data.Profile) {
		st.profileID = p.ID
		st.refresh()
	}))
}

// addDeck offers the virtual deck or the player's own cards, and returns
// the composition the game will use.
func (st *tomStart) addDeck() ref.Deck {
	u := st.u
	st.box.Add(kit.Heading(lang.L("Tom's cards")))
	sel := 0
	if st.physical {
		sel = 1
	}
	st.box.Add(kit.NewSegmented([]string{lang.L("Virtual deck"), lang.L("My own cards")}, sel, func(i int) {
		st.physical = i == 1
		st.refresh()
	}))
	deck, deckErr := u.tomDeck()
	if st.physical {
		st.box.Add(kit.Note(lang.L("You shuffle Tom's 8 cards and flip the top one after each of your turns; you tap which card it is. Each cycle is checked against this composition.")))
	} else {
		st.box.Add(kit.Note(lang.L("Hearth shuffles Tom's 8 cards and reveals them; nothing to shuffle at the table.")))
	}
	st.box.Add(kit.Note(lang.L("Deck: {{.Cards}}", map[string]any{"Cards": deckSummary(deck)})))
	if deckErr != nil {
		st.box.Add(kit.Warn(kit.TrErr(deckErr)))
	}
	st.box.Add(widget.NewButtonWithIcon(lang.L("Change the deck in Settings"), theme.SettingsIcon(), func() { u.h.OpenSettings() }))
	return deck
}

// defaultProfile is the profile marked "this is me", else the profile of
// the latest game against Tom, else the first.
func (st *tomStart) defaultProfile(profiles []data.Profile) int64 {
	if len(profiles) == 0 {
		return 0
	}
	if me := st.u.h.MeProfile(); tomProfileName(profiles, me) != "" {
		return me // the profile marked "this is me"
	}
	all, _ := st.u.h.Store().Sessions(st.u.h.Ctx(), data.GameBonfire, "")
	for _, s := range all {
		if s.Mode == tom.Mode && tomProfileName(profiles, s.ProfileID) != "" {
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
	resume := func() {
		g, err := u.loadTomGame(s.ID, u.h.Depth()-1)
		if err != nil {
			u.h.ShowError(err)
			return
		}
		u.h.Replace(g.page())
		g.openScoringIfOver()
	}
	if start, ok := runningChallenge(s); ok {
		return st.challengeCard(s, name, start, resume)
	}
	return u.h.UnfinishedCard(s, name, resume, lang.L("Abandon this game?"), lang.L("It will not be saved to the history and the handicap does not change. This cannot be undone."), func() {
		u.dropTomDraft(s.ID)
		st.refresh()
	})
}

// addChallenge shows the handicap challenge box for the chosen profile and
// what the game starts with: the handicap is a challenge the player chooses
// (seeds 000 "CHALLENGE 1", 001 "HERAUSFORDERUNG 1"); the standard game
// starts both markers on 0.
func (st *tomStart) addChallenge(profiles []data.Profile) (challenge bool, h int) {
	u := st.u
	i := slices.IndexFunc(profiles, func(p data.Profile) bool { return p.ID == st.profileID })
	if i < 0 {
		return false, 0
	}
	who := profiles[i]
	challenge = u.challengeFor(who)
	st.box.Add(kit.NewWrapCheck(lang.L("Handicap challenge"), challenge, func(on bool) {
		if err := u.h.Store().SetSetting(u.h.Ctx(), data.SettingTomChallenge(who.UID), boolSetting(on)); err != nil {
			u.h.ShowError(err)
		}
		st.refresh()
	}))
	if !challenge {
		st.box.Add(kit.Note(lang.L("Standard game: both score markers start on 0 and the handicap does not change. The handicap challenge moves it after every game.")))
		return false, 0
	}
	h, err := handicap.CurrentFor(u.h.Ctx(), u.h.Store(), who.ID)
	if err != nil {
		u.h.ShowError(err)
	}
	st.box.Add(kit.Heading(handicapMeaning(h)))
	st.box.Add(kit.Note(lang.L("Win: handicap +5. Loss: –2. Tie: unchanged. A first game starts at –10.")))
	return true, h
}

// boolSetting writes a yes/no setting.
func boolSetting(on bool) string {
	if on {
		return "1"
	}
	return "0"
}

// start creates the session and opens Tom's screen in place of this page.
func (st *tomStart) start(challenge bool, h int, deck ref.Deck) {
	u := st.u
	// A physical game carries the composition too: each cycle of cards you
	// flip is checked against it (SPEC §8). The options keep the challenge
	// and its start, which the saved play records for the ledger.
	opts := tom.Options{Physical: st.physical, Challenge: challenge, Handicap: h, Deck: deck, SetupCode: st.setupCode, Rules: tom.CurrentRules}
	if err := opts.Validate(); err != nil {
		u.h.ShowError(err)
		return
	}
	run, err := session.Start(u.h.Ctx(), u.h.Store(), tom.Engine(), u.h.NewSeed(), opts, st.profileID)
	if err != nil {
		u.h.ShowError(err)
		return
	}
	g, err := u.loadTomGame(run.Session().ID, u.h.Depth()-1)
	if err != nil {
		u.h.ShowError(err)
		return
	}
	u.h.Replace(g.page())
}
