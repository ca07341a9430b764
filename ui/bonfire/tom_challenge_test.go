package bonfire

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	bscore "hearth/scoring/bonfire"
	"hearth/solo/handicap"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// tapCheck taps a wrapping check box by its text.
func tapCheck(t *testing.T, u *shell.Host, text string) {
	t.Helper()
	cs := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == text })
	require.NotEmpty(t, cs, "no check box %q on screen %q", text, u.Top().Title)
	test.Tap(cs[0])
}

// checked tells whether the wrapping check box with this text is ticked.
func checked(t *testing.T, u *shell.Host, text string) bool {
	t.Helper()
	cs := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == text })
	require.NotEmpty(t, cs, "no check box %q on screen %q", text, u.Top().Title)
	return cs[0].Check.Checked
}

// finishedTomGame stores a game against Tom played to its end (32 cards,
// Tom taking nothing but guardians and portals) for a new profile.
func finishedTomGame(t *testing.T, path, name string, opts tom.Options) {
	t.Helper()
	ctx := context.Background()
	store, err := data.Open(path)
	require.NoError(t, err)
	p, err := store.CreateProfile(ctx, name)
	require.NoError(t, err)
	sess, err := store.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: tom.Mode, Seed: 7, Options: opts, ProfileID: p.ID})
	require.NoError(t, err)
	s, err := tom.New(7, opts)
	require.NoError(t, err)
	for i := 0; i < 500 && !s.Over(); i++ {
		var a tom.Action = tom.EndTurn{}
		switch pd := s.Pending(); pd.Kind {
		case tom.AskGnome:
			a = tom.Gnome{Resource: pd.Resources[i%5]}
		case tom.AskSpecialists, tom.AskPaths, tom.AskTask:
			a = tom.Nothing{}
		case tom.AskGuardian:
			a = tom.Guardian{}
		case tom.AskPortal:
			a = tom.Portal{}
		}
		ev, err := tom.Encode(a)
		require.NoError(t, err)
		s, err = tom.Apply(s, ev)
		require.NoError(t, err)
		_, err = store.Append(ctx, sess.ID, ev.Type, ev.Payload)
		require.NoError(t, err)
	}
	require.True(t, s.Over())
	require.NoError(t, store.Close())
}

// handicapMark reads what a saved play records of the challenge.
func handicapMark(t *testing.T, r data.Result) map[string]any {
	t.Helper()
	var b struct {
		Handicap map[string]any `json:"handicap"`
	}
	require.NoError(t, json.Unmarshal(r.Breakdown, &b))
	return b.Handicap
}

// Seeds 000 "JEU SOLO" / 001 "SOLOSPIEL": the standard solo game starts both
// markers on 0; the handicap is "CHALLENGE 1" / "HERAUSFORDERUNG 1", chosen
// on the start page and remembered per profile (SPEC §4.4). The choice is in
// the session's options.
func TestTomHandicapChallengeIsAChoiceRememberedPerProfile(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	for _, n := range []string{"Ana", "Ben"} {
		_, err := store.CreateProfile(ctx, n)
		require.NoError(t, err)
	}
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "Ana")
	assert.False(t, checked(t, u, "Handicap challenge"), "the standard game is the default")
	assert.NotContains(t, uitest.ScreenTexts(u), "Handicap –10")
	tapCheck(t, u, "Handicap challenge")
	assert.Contains(t, uitest.ScreenTexts(u), "Handicap –10: your score marker starts on 10, Tom's on 0.")
	uitest.Tap(t, u, "Ben")
	assert.False(t, checked(t, u, "Handicap challenge"), "Ben's choice is his own")
	uitest.Tap(t, u, "Start")
	sess, s := storedTom(t, store)
	assert.Equal(t, tom.Options{Deck: ref.DefaultDeck(), Rules: tom.CurrentRules}, s.Options(), "Ben plays the standard game")
	assert.Equal(t, 0, s.Tom().Score)
	assert.Equal(t, 0, s.PlayerStart())
	assert.Contains(t, string(sess.Options), `"challenge":false`)

	u.PopTo(1)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "Ana")
	assert.True(t, checked(t, u, "Handicap challenge"), "Ana's choice was remembered")
	uitest.Tap(t, u, "Start")
	_, s = storedTom(t, store)
	assert.Equal(t, tom.Options{Deck: ref.DefaultDeck(), Challenge: true, Handicap: -10, Rules: tom.CurrentRules}, s.Options())
	assert.Equal(t, 10, s.PlayerStart())
}

// A profile that played handicap games before the choice was offered keeps
// the challenge until it says otherwise.
func TestTomChallengeDefaultsOnForAProfileWithALedger(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	ctx := context.Background()
	store, err := data.Open(path)
	require.NoError(t, err)
	cleo, err := store.CreateProfile(ctx, "Cleo")
	require.NoError(t, err)
	_, err = store.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, Results: []data.Result{
		{Seat: 0, Name: "Cleo", ProfileID: cleo.ID, Score: 60}, {Seat: 1, Name: "Tom", Bot: true, Score: 50}}})
	require.NoError(t, err)
	require.NoError(t, store.Close())
	u, _ := newTestUI(t, path)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	assert.True(t, checked(t, u, "Handicap challenge"))
	assert.Contains(t, uitest.ScreenTexts(u), "Handicap –5: your score marker starts on 5, Tom's on 0.")
}

// Seed 000 "JEU SOLO": a standard game, scored and saved, shows no handicap
// and never touches the ledger; the play records that it was standard.
func TestTomStandardGameNeverTouchesTheLedger(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	finishedTomGame(t, path, "Dora", tom.DefaultOptions())
	u, store := newTestUI(t, path)
	uitest.TapTile(t, u, "Dora against Tom")
	assert.Equal(t, "Final scoring", u.Top().Title)
	assert.NotContains(t, uitest.ScreenTexts(u), "from your handicap")
	uitest.Tap(t, u, "See the scores")
	assert.NotContains(t, uitest.ScreenTexts(u), "Handicap")
	uitest.Tap(t, u, "Save to history")
	plays, err := store.Plays(context.Background(), data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, map[string]any{"challenge": false}, handicapMark(t, plays[0].Results[0]))
	dora, err := store.ProfileByName(context.Background(), "Dora")
	require.NoError(t, err)
	ledger, err := store.Ledger(context.Background(), dora.ID)
	require.NoError(t, err)
	assert.Empty(t, ledger)
}

// SPEC §4.4: the ledger row records the handicap the game started with (the
// session's options), not the one at save time: a solo game saved while it
// was played does not shift it.
func TestTomLedgerRowKeepsTheStartOfTheGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	finishedTomGame(t, path, "Eve", tom.Options{Deck: ref.DefaultDeck(), Challenge: true, Handicap: -10})
	u, store := newTestUI(t, path)
	ctx := context.Background()
	eve, err := store.ProfileByName(ctx, "Eve")
	require.NoError(t, err)
	// Meanwhile a win is scored by hand: the ledger moves to –5.
	_, err = store.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, Results: []data.Result{
		{Seat: 0, Name: "Eve", ProfileID: eve.ID, Score: 60}, {Seat: 1, Name: "Tom", Bot: true, Score: 50}}})
	require.NoError(t, err)

	uitest.TapTile(t, u, "Eve against Tom")
	uitest.Tap(t, u, "See the scores")
	shown := uitest.ScreenTexts(u)
	require.Contains(t, shown, "Handicap from –10 to ", "the game started at –10")
	uitest.Tap(t, u, "Save to history")
	ledger, err := store.Ledger(ctx, eve.ID)
	require.NoError(t, err)
	require.Len(t, ledger, 2)
	last := ledger[1]
	assert.Equal(t, -10, last.Before, "not the –5 the ledger stood at when it was saved")
	assert.Equal(t, handicap.Next(-10, bscore.SoloOutcome(last.You, last.Tom)), last.After)
}

// Seed 000 "Cas particulier 1" reveals Tom's gnome without a question; if
// the table's pile was empty then ("Cas particulier 2"), the Tom screen has
// a button to say so during your next turn, and the log says what happened.
func TestTomScreenReportsAnEmptyPileOnASpecialCase1Reveal(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(context.Background(), "Ana")
	require.NoError(t, err)
	twoGnomes := ref.DefaultDeck()
	twoGnomes[ref.CardGnome], twoGnomes[ref.CardPath] = 2, 1
	require.NoError(t, store.SetSetting(context.Background(), data.SettingTomDeck, encodeDeck(twoGnomes)))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "My own cards")
	uitest.Tap(t, u, "Start")
	uitest.Tap(t, u, "End turn")
	uitest.Tap(t, u, "Gnome")
	uitest.Tap(t, u, "Fruit")
	uitest.Tap(t, u, "6")
	const button = "The gnome pile was empty for Tom's gnome"
	assert.NotContains(t, uitest.ScreenTexts(u), button)
	uitest.Tap(t, u, "End turn")
	uitest.Tap(t, u, "Gnome") // Tom has 6 gnomes: special case 1
	_, s := storedTom(t, store)
	require.True(t, s.Pending().CanSayGnomesEmpty)
	uitest.TapWrap(t, u, button)
	_, s = storedTom(t, store)
	left, discards := s.GnomePile()
	assert.Equal(t, []int{0, 1}, []int{left, discards})
	assert.NotContains(t, uitest.ScreenTexts(u), button)
	assert.Contains(t, uitest.ScreenTexts(u), "Special case 2: the gnome pile was empty; its 1 discarded gnomes were shuffled into a new pile.")
}

// Issue 18 item 7 for Tom: the start page asks who plays among the
// profiles, can create one there, and the game and its saved play belong to
// the profile chosen.
func TestTomStartAsksWhoPlaysAndStoresTheProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	ctx := context.Background()
	_, err := store.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	assert.Contains(t, uitest.ScreenTexts(u), "Who is playing?")
	newProfileInline(t, u, "Fred")
	fred, err := store.ProfileByName(ctx, "Fred")
	require.NoError(t, err)
	uitest.Tap(t, u, "Ana")
	uitest.Tap(t, u, "Fred")
	uitest.Tap(t, u, "Start")
	sess, _ := storedTom(t, store)
	assert.Equal(t, fred.ID, sess.ProfileID)
	assert.Equal(t, "Fred against Tom", u.Top().Title)
}

// The choice belongs to the profile, not to its row number: a profile made
// after another was deleted (SQLite may give it the same id) starts with
// the standard game, and the setting is keyed by the stable id that export
// and import keep.
func TestTomChallengeChoiceIsKeyedByTheProfilesStableID(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	ana, err := store.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	tapCheck(t, u, "Handicap challenge")
	v, ok, err := store.Setting(ctx, data.SettingTomChallenge(ana.UID))
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "1", v)

	require.NoError(t, store.DeleteProfile(ctx, ana.ID))
	zed, err := store.CreateProfile(ctx, "Zed")
	require.NoError(t, err)
	require.Equal(t, ana.ID, zed.ID, "SQLite reused the row id")
	u.PopTo(1)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	assert.False(t, checked(t, u, "Handicap challenge"))
}
