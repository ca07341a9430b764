package bonfire

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

// newProfileInline creates a profile through the start page's dialog.
func newProfileInline(t *testing.T, u *shell.Host, name string) {
	t.Helper()
	uitest.Tap(t, u, "New profile")
	top := u.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "the name dialog is open")
	entries := uitest.FindAll[*widget.Entry](top, nil)
	require.NotEmpty(t, entries)
	test.Type(entries[0], name)
	saves := uitest.FindAll(top, func(b *widget.Button) bool { return b.Text == "Save" })
	require.NotEmpty(t, saves)
	test.Tap(saves[0])
	if top := u.Window().Canvas().Overlays().Top(); top != nil && strings.Contains(uitest.Texts(top), "you?") {
		uitest.TapInDialog(t, u, "Not me") // the first profile asks once whether it is you (issue 35 §1)
	}
	require.Nil(t, u.Window().Canvas().Overlays().Top(), "the dialog closed")
}

// storedTom opens the latest Tom session from the store on the runner: what
// the screen must agree with.
func storedTom(t *testing.T, store *data.Store) (data.Session, tom.State) {
	t.Helper()
	return uitest.LatestSession(t, store, tom.Engine())
}

// answerTom answers the pending question through the screen, varying the
// answers with n, and returns the kind it answered.
func answerTom(t *testing.T, u *shell.Host, store *data.Store, n int) tom.Kind {
	t.Helper()
	_, s := storedTom(t, store)
	p := s.Pending()
	switch p.Kind {
	case tom.AskEndTurn:
		if p.CanPass {
			// Passing asks first: No keeps the turn, Yes passes.
			uitest.TapWrap(t, u, lang.L("Pass (+{{.Points}})", map[string]any{"Points": p.PassPoints}))
			require.Contains(t, uitest.OverlayTexts(u), kit.N("Pass for {{.Count}} points?", p.PassPoints, nil))
			uitest.TapInDialog(t, u, lang.L("No"))
			_, again := storedTom(t, store)
			require.False(t, again.Passed(), "No keeps your turn")
			uitest.TapWrap(t, u, lang.L("Pass (+{{.Points}})", map[string]any{"Points": p.PassPoints}))
			uitest.TapInDialog(t, u, lang.L("Yes"))
		} else {
			uitest.Tap(t, u, lang.L("End turn"))
		}
	case tom.AskTomTurn:
		uitest.Tap(t, u, lang.L("Tom's turn"))
	case tom.AskCard:
		uitest.Tap(t, u, kit.TrTerm(p.Cards[n%len(p.Cards)]))
	case tom.AskGnome:
		uitest.Tap(t, u, kit.TrTerm(p.Resources[n%len(p.Resources)]))
	case tom.AskSpecialists:
		uitest.Tap(t, u, itoa(min(1+n%2, p.Max)))
	case tom.AskPaths:
		k := min(1+n%2, p.Max)
		for i := 0; i < k; i++ {
			uitest.Tap(t, u, kit.TrTerm(p.Colours[(n+i)%len(p.Colours)]))
		}
		uitest.Tap(t, u, lang.L("Confirm ({{.Count}})", map[string]any{"Count": k}))
	case tom.AskTask:
		if n%5 == 4 {
			uitest.Tap(t, u, lang.L("No task could be taken"))
			break
		}
		pts := 2 + n%7
		keys := uitest.FindAll(uitest.Screen(u), func(k *kit.ColourKey) bool { return k.Text == itoa(pts) })
		require.Len(t, keys, 1)
		test.Tap(keys[0])
	case tom.AskGuardian, tom.AskPortal:
		if n%3 == 2 {
			uitest.Tap(t, u, lang.L("Mark as impossible"))
		} else {
			uitest.Tap(t, u, lang.L("Mark as taken"))
		}
	default:
		t.Fatalf("nothing to answer: %v", p.Kind)
	}
	return p.Kind
}

// TestTomSoloGameEndToEnd starts a game against Tom with a virtual deck,
// answers every kind of question, undoes and redoes, is killed and resumed
// from Home, plays to the end, scores, saves, and moves the handicap.
func TestTomSoloGameEndToEnd(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	ctx := context.Background()
	u, store := newTestUI(t, path)
	u.SetSeeds(func() uint64 { return 42 })

	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	assert.True(t, uitest.Button(t, u, "Start").Disabled(), "no profile yet")
	newProfileInline(t, u, "Ana")
	assert.Contains(t, uitest.ScreenTexts(u), "Standard game: both score markers start on 0", "a new profile plays the standard game")
	tapCheck(t, u, "Handicap challenge")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Handicap –10: your score marker starts on 10, Tom's on 0.")
	assert.Contains(t, shown, "Great Bonfire ×2 · Task I ×1 · Task II ×1 · Guardian ×1 · Gnome ×1 · Path ×2")
	uitest.Tap(t, u, "Start")

	sess, s := storedTom(t, store)
	assert.Equal(t, tom.Mode, sess.Mode)
	assert.Equal(t, uint64(42), sess.Seed)
	assert.Equal(t, "Ana against Tom", u.Top().Title)
	assert.Equal(t, tom.AskEndTurn, s.Pending().Kind)
	assert.True(t, uitest.IconButton(t, u, theme.ContentUndoIcon()).Disabled())
	assert.True(t, uitest.IconButton(t, u, theme.ContentRedoIcon()).Disabled())
	assert.Contains(t, uitest.ScreenTexts(u), "Your turn: play it at the table, then end it here.")

	// A full cycle of the default deck asks every kind of question.
	seen := map[tom.Kind]bool{}
	for i := 0; i < 200 && storedCards(t, store) < ref.TomDeckSize; i++ {
		seen[answerTom(t, u, store, i)] = true
		_, s = storedTom(t, store)
		if s.Pending().Kind == tom.AskEndTurn && len(s.Log()) > 0 {
			assert.Contains(t, uitest.ScreenTexts(u), "Tom just played", "what Tom just did is shown after his turn")
		}
	}
	for _, k := range []tom.Kind{tom.AskEndTurn, tom.AskGnome, tom.AskSpecialists, tom.AskPaths, tom.AskTask, tom.AskGuardian, tom.AskPortal} {
		assert.True(t, seen[k], "kind %v was asked", k)
	}

	// Undo twice, redo once: the store's cursor moves and the screen follows.
	sess, before := storedTom(t, store)
	cursor := sess.Cursor
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	sess, _ = storedTom(t, store)
	assert.Equal(t, cursor-2, sess.Cursor)
	assert.False(t, uitest.IconButton(t, u, theme.ContentRedoIcon()).Disabled())
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	sess, _ = storedTom(t, store)
	assert.Equal(t, cursor-1, sess.Cursor)
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	sess, after := storedTom(t, store)
	assert.Equal(t, cursor, sess.Cursor)
	assert.Equal(t, before.Tom(), after.Tom())
	assert.True(t, uitest.IconButton(t, u, theme.ContentRedoIcon()).Disabled())
	// Undo, then answer: the redo branch is gone.
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	answerTom(t, u, store, 7)
	sess, _ = storedTom(t, store)
	assert.Equal(t, sess.Len, sess.Cursor)
	assert.True(t, uitest.IconButton(t, u, theme.ContentRedoIcon()).Disabled())

	// Play on into Tom's next turn and kill the app mid-turn.
	for i := 0; i < 50; i++ {
		_, s = storedTom(t, store)
		if k := s.Pending().Kind; k != tom.AskEndTurn && k != tom.AskTomTurn {
			break
		}
		answerTom(t, u, store, i)
	}
	_, s = storedTom(t, store)
	require.NotEqual(t, tom.AskEndTurn, s.Pending().Kind, "killed in the middle of Tom's turn")
	wantTom := s.Tom()
	require.NoError(t, store.Close())

	u, store = newTestUI(t, path)
	u.PopTo(1) // it reopens on the game that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u, "Ana against Tom")
	assert.Equal(t, "Ana against Tom", u.Top().Title)
	_, s = storedTom(t, store)
	assert.Equal(t, wantTom, s.Tom())
	assert.Contains(t, uitest.ScreenTexts(u), kit.Tr(s.Pending().Label), "the question asked before the kill is asked again")

	// Force the end: log your 7 novices (the countdown starts), then pass.
	for i := 0; i < 50; i++ {
		_, s = storedTom(t, store)
		if s.Pending().Kind == tom.AskEndTurn {
			break
		}
		answerTom(t, u, store, i)
	}
	for i := 0; i < ref.BonfireSpaces; i++ {
		_, s = storedTom(t, store)
		if s.Countdown().Started || !s.Pending().CanLogNovice {
			break
		}
		uitest.TapWrap(t, u, "I placed a novice in the High Council")
	}
	_, s = storedTom(t, store)
	require.True(t, s.Countdown().Started)
	assert.Contains(t, uitest.ScreenTexts(u), "Countdown: tile 5 is next.")
	assert.NotContains(t, uitest.ScreenTexts(u), "The countdown starts when", "once started, the countdown is not announced as future")
	for i := 0; i < 300; i++ {
		_, s = storedTom(t, store)
		if s.Over() {
			break
		}
		answerTom(t, u, store, i)
	}
	require.True(t, s.Over())
	assert.Contains(t, uitest.ScreenTexts(u), "The game is over: score both cities.")
	passed := s.PassPoints()
	require.Positive(t, passed, "you passed in the countdown")

	// Final scoring: Tom pre-filled from his record, your track from the handicap and the pass.
	uitest.Tap(t, u, "Score the game")
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Your score track is pre-filled with "+itoa(10+passed)+": 10 from your handicap and "+itoa(passed)+" for passing in the countdown.")
	assert.Equal(t, 10+passed, uitest.StepperNamed(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)").Value())
	uitest.StepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 150)
	uitest.Tap(t, u, "See the scores")
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "You beat Tom!")
	assert.Contains(t, shown, "Handicap from –10 to –5")
	assert.Contains(t, shown, "Ana: 150 points")
	tomWant, err := bscore.Score(s.TomPlayer())
	require.NoError(t, err)
	assert.Contains(t, shown, "Tom: "+itoa(tomWant.Total())+" points")
	uitest.Tap(t, u, "Save to history")

	assert.Contains(t, uitest.ScreenTexts(u), "Winner: Ana", "the saved play is shown")
	assert.Contains(t, uitest.ScreenTexts(u), "Ana's handicap went from –10 to –5", "the play says against whom and how the handicap moved")
	plays, err := store.Plays(ctx, data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	p := plays[0]
	assert.Equal(t, data.ModeSolo, p.Mode)
	require.Len(t, p.Results, 2)
	ana, err := store.ProfileByName(ctx, "Ana")
	require.NoError(t, err)
	assert.Equal(t, ana.ID, p.Results[0].ProfileID)
	assert.False(t, p.Results[0].Bot)
	assert.Equal(t, "Tom", p.Results[1].Name)
	assert.True(t, p.Results[1].Bot)
	assert.Equal(t, tomWant.Total(), p.Results[1].Score)
	sess, err = store.Session(ctx, sess.ID)
	require.NoError(t, err)
	assert.Equal(t, data.SessionFinished, sess.Status)
	assert.Equal(t, p.ID, sess.PlayID)
	h, err := handicap.CurrentFor(ctx, store, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, -5, h)
	ledger, err := store.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, ledger, 1)

	// Home has nothing to resume; the next game starts at –5.
	u.PopTo(1)
	assert.NotContains(t, uitest.ScreenTexts(u), "Ana against Tom")
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	assert.Contains(t, uitest.ScreenTexts(u), "Handicap –5: your score marker starts on 5, Tom's on 0.")

	// Deleting the play recomputes the ledger: back to a first game.
	require.NoError(t, u.Store().DeletePlay(u.Ctx(), p.ID))
	h, err = handicap.CurrentFor(ctx, store, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, handicap.Start, h)
}

// storedCards counts Tom's cards fully resolved in the stored session.
func storedCards(t *testing.T, store *data.Store) int {
	_, s := storedTom(t, store)
	return len(s.Log())
}

// TestTomPhysicalDeckAsksWhichCard: with your own cards, End turn asks which
// card you flipped, and the answer drives the next question.
func TestTomPhysicalDeckAsksWhichCard(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(context.Background(), "Ben")
	require.NoError(t, err)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "My own cards")
	assert.Contains(t, uitest.ScreenTexts(u), "Deck: Great Bonfire ×2", "a physical deck is checked against the composition")
	uitest.Tap(t, u, "Start")
	uitest.Tap(t, u, "End turn")
	assert.Contains(t, uitest.ScreenTexts(u), "Flip the top card of Tom's pile. Which card is it?")
	for _, c := range ref.TomCards {
		uitest.Button(t, u, kit.TrTerm(c))
	}
	uitest.Tap(t, u, "Guardian")
	assert.Contains(t, uitest.ScreenTexts(u), "Did Tom take a guardian?")
	uitest.Tap(t, u, "Mark as taken")
	_, s := storedTom(t, store)
	assert.Equal(t, 2, s.Tom().Guardians)
	assert.True(t, s.Options().Physical)
	assert.Contains(t, uitest.ScreenTexts(u), "Guardian taken: Tom has 2 now.")
}

// TestTomAppendFailureKeepsState: when the store refuses an answer the
// screen says so and stays where it was.
func TestTomAppendFailureKeepsState(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ben")
	sess, _ := storedTom(t, store)
	require.NoError(t, store.AbandonSession(context.Background(), sess.ID))
	uitest.Tap(t, u, "End turn")
	assert.Contains(t, uitest.OverlayTexts(u), "This session has already ended.")
	uitest.CloseOverlays(u)
	assert.Contains(t, uitest.ScreenTexts(u), "Your turn: play it at the table, then end it here.")
	uitest.Button(t, u, "End turn")
}

// TestTomStartOffersResumeAndAbandon: an unfinished game is offered first,
// blocks a second one for the same profile, and can be abandoned.
func TestTomStartOffersResumeAndAbandon(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ben")
	uitest.Tap(t, u, "End turn")
	u.Pop()
	uitest.TapTile(t, u, "Solo against Tom")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Unfinished games")
	assert.Contains(t, shown, "Ben has an unfinished game: resume or abandon it first.")
	assert.True(t, uitest.Button(t, u, "Start").Disabled())
	uitest.Tap(t, u, "Resume")
	assert.Equal(t, "Ben against Tom", u.Top().Title)
	assert.False(t, uitest.IconButton(t, u, theme.ContentUndoIcon()).Disabled())
	u.Pop()
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "Abandon")
	top := u.Window().Canvas().Overlays().Top()
	require.NotNil(t, top)
	yes := uitest.FindAll(top, func(b *widget.Button) bool { return b.Text == "Yes" })
	require.NotEmpty(t, yes)
	test.Tap(yes[0])
	assert.NotContains(t, uitest.ScreenTexts(u), "Unfinished games")
	assert.False(t, uitest.Button(t, u, "Start").Disabled())
	sess, _ := storedTom(t, store)
	assert.Equal(t, data.SessionAbandoned, sess.Status)
}

// TestTomDeckSettingRefusesSevenCards: the deck must hold 8 cards.
func TestTomDeckSettingRefusesSevenCards(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	uitest.Tap(t, u, "Settings")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 8 of 8 cards")
	assert.True(t, uitest.Button(t, u, "Save Tom's deck").Disabled(), "nothing changed")
	uitest.StepTo(t, u, "Path", 1)
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Total: 7 of 8 cards")
	assert.Contains(t, shown, "Tom's deck has 8 cards; this composition has 7.")
	assert.True(t, uitest.Button(t, u, "Save Tom's deck").Disabled())
	_, ok, err := store.Setting(ctx, data.SettingTomDeck)
	require.NoError(t, err)
	assert.False(t, ok, "nothing saved")

	uitest.StepTo(t, u, "Gnome", 2)
	uitest.Tap(t, u, "Save Tom's deck")
	v, ok, err := store.Setting(ctx, data.SettingTomDeck)
	require.NoError(t, err)
	require.True(t, ok)
	d, err := decodeDeck(v)
	require.NoError(t, err)
	assert.Equal(t, 2, d[ref.CardGnome])
	assert.Equal(t, 1, d[ref.CardPath])
	got, err := mod(u).tomDeck()
	require.NoError(t, err)
	assert.Equal(t, d, got)

	uitest.Tap(t, u, "Reset to default")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 8 of 8 cards")
	uitest.Tap(t, u, "Save Tom's deck")
	got, err = mod(u).tomDeck()
	require.NoError(t, err)
	assert.Equal(t, deckNonZero(ref.DefaultDeck()), deckNonZero(got))
}

// TestTomCityMatchesTomPlayer: Tom's city pre-fill scores what his quick
// pre-fill scores.
func TestTomCityMatchesTomPlayer(t *testing.T) {
	s, err := tom.New(1, tom.Options{Physical: true, Challenge: true, Handicap: 3})
	require.NoError(t, err)
	do := func(as ...tom.Action) {
		for _, a := range as {
			s, err = s.Try(a)
			require.NoError(t, err)
		}
	}
	do(tom.EndTurn{}, tom.Card{Card: ref.CardTaskI}, tom.Gnome{Resource: ref.Fruit}, tom.Task{Colour: ref.Red, Points: 5})
	do(tom.EndTurn{}, tom.Card{Card: ref.CardPath}, tom.Gnome{Resource: ref.Herb}, tom.Paths{Crystals: []ref.Colour{ref.Blue, ref.Red}})
	do(tom.EndTurn{}, tom.Card{Card: ref.CardTaskI}, tom.Gnome{Resource: ref.Root}, tom.Task{Colour: ref.Red, Points: 4})
	do(tom.EndTurn{}, tom.Card{Card: ref.CardGreatBonfire}, tom.Portal{})
	for i := 0; i < 5; i++ {
		do(tom.EndTurn{}, tom.Card{Card: ref.CardTaskI}, tom.Gnome{Resource: ref.Root}, tom.Task{Colour: ref.Blue, Points: 2})
	}
	quick, err := bscore.Score(s.TomPlayer())
	require.NoError(t, err)
	city, err := bscore.ScoreCity(tomCity(s))
	require.NoError(t, err)
	assert.Equal(t, quick.Total(), city.Total())
	assert.Equal(t, quick, city)
}

// TestTomResumeFinishedGameOpensScoring: a game that ended before the app
// was killed reopens on final scoring; Back leads to Tom's screen, where the
// last answer can still be undone.
func TestTomResumeFinishedGameOpensScoring(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	ctx := context.Background()
	store, err := data.Open(path)
	require.NoError(t, err)
	p, err := store.CreateProfile(ctx, "Cleo")
	require.NoError(t, err)
	opts := tom.Options{Deck: ref.DefaultDeck(), Challenge: true, Handicap: -10}
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
	assert.Equal(t, tom.EndTomDeck, s.End(), "32 cards end the game")
	require.NoError(t, store.Close())

	u, store := newTestUI(t, path)
	uitest.TapTile(t, u, "Cleo against Tom")
	assert.Equal(t, "Final scoring", u.Top().Title)
	assert.Contains(t, uitest.ScreenTexts(u), "Your score track is pre-filled with 10 from your handicap.")
	u.Pop()
	assert.Contains(t, uitest.ScreenTexts(u), "Tom's pile has run out 4 times.")
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	_, st := storedTom(t, store)
	assert.False(t, st.Over())
	assert.NotContains(t, uitest.ScreenTexts(u), "Score the game")
}
