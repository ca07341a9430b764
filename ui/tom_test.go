package ui

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
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
)

// overlayTexts joins the labels and rich texts of the topmost dialog.
func overlayTexts(u *UI) string {
	top := u.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var b strings.Builder
	walk(top, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(x.String() + "\n")
		}
	})
	return b.String()
}

// closeOverlays dismisses every dialog.
func closeOverlays(u *UI) {
	for u.win.Canvas().Overlays().Top() != nil {
		u.win.Canvas().Overlays().Remove(u.win.Canvas().Overlays().Top())
	}
}

// iconButton finds a top-bar button by its icon.
func iconButton(t *testing.T, u *UI, icon fyne.Resource) *widget.Button {
	t.Helper()
	bs := findAll(screen(u), func(b *widget.Button) bool { return b.Icon == icon && b.Text == "" })
	require.NotEmpty(t, bs, "no icon button %s", icon.Name())
	return bs[0]
}

// tapWrap taps a wrapping side-action button by its text.
func tapWrap(t *testing.T, u *UI, text string) {
	t.Helper()
	bs := findAll(screen(u), func(b *wrapButton) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q on screen %q", text, u.nav.top().title)
	require.False(t, bs[0].Disabled(), "button %q is disabled", text)
	test.Tap(bs[0])
}

// newProfileInline creates a profile through the start page's dialog.
func newProfileInline(t *testing.T, u *UI, name string) {
	t.Helper()
	tap(t, u, "New profile")
	top := u.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the name dialog is open")
	entries := findAll[*widget.Entry](top, nil)
	require.NotEmpty(t, entries)
	test.Type(entries[0], name)
	saves := findAll(top, func(b *widget.Button) bool { return b.Text == "Save" })
	require.NotEmpty(t, saves)
	test.Tap(saves[0])
	require.Nil(t, u.win.Canvas().Overlays().Top(), "the dialog closed")
}

// storedTom replays the latest Tom session from the store: what the screen
// must agree with.
func storedTom(t *testing.T, store *data.Store) (data.Session, tom.State) {
	t.Helper()
	ctx := context.Background()
	all, err := store.Sessions(ctx, data.GameBonfire, "")
	require.NoError(t, err)
	require.NotEmpty(t, all)
	s := all[0]
	var opts tom.Options
	require.NoError(t, json.Unmarshal(s.Options, &opts))
	events, err := store.Events(ctx, s.ID)
	require.NoError(t, err)
	st, err := tom.Replay(s.Seed, opts, events)
	require.NoError(t, err)
	return s, st
}

// answerTom answers the pending question through the screen, varying the
// answers with n, and returns the kind it answered.
func answerTom(t *testing.T, u *UI, store *data.Store, n int) tom.Kind {
	t.Helper()
	_, s := storedTom(t, store)
	p := s.Pending()
	switch p.Kind {
	case tom.AskEndTurn:
		if p.CanPass {
			tapWrap(t, u, "Pass (+"+itoa(p.PassPoints)+")")
		} else {
			tap(t, u, "End turn")
		}
	case tom.AskTomTurn:
		tap(t, u, "Tom's turn")
	case tom.AskCard:
		tap(t, u, trTerm(p.Cards[n%len(p.Cards)]))
	case tom.AskGnome:
		tap(t, u, trTerm(p.Resources[n%len(p.Resources)]))
	case tom.AskSpecialists:
		stepTo(t, u, "Specialists taken", min(1+n%2, p.Max))
		tap(t, u, "Confirm")
	case tom.AskPaths:
		k := min(1+n%2, p.Max)
		for i := 0; i < k; i++ {
			tap(t, u, trTerm(p.Colours[(n+i)%len(p.Colours)]))
		}
		tap(t, u, "Confirm ("+itoa(k)+")")
	case tom.AskTask:
		if n%5 == 4 {
			tap(t, u, "No task could be taken")
			break
		}
		pts := 2 + n%7
		keys := findAll(screen(u), func(k *colourKey) bool { return k.Text == itoa(pts) })
		require.Len(t, keys, 1)
		test.Tap(keys[0])
		c, _ := ref.ColourOfPoints(pts)
		tap(t, u, "Confirm: "+c.String()+" task, "+itoa(pts)+" points")
	case tom.AskGuardian, tom.AskPortal:
		if n%3 == 2 {
			tap(t, u, "Could not take")
		} else {
			tap(t, u, "Taken")
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
	u.newSeed = func() uint64 { return 42 }

	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Solo against Tom")
	assert.True(t, button(t, u, "Start").Disabled(), "no profile yet")
	newProfileInline(t, u, "Ana")
	shown := texts(u)
	assert.Contains(t, shown, "Handicap −10: your score marker starts on 10, Tom's on 0.")
	assert.Contains(t, shown, "Great Bonfire ×2 · Task I ×1 · Task II ×1 · Guardian ×1 · Gnome ×1 · Path ×2")
	tap(t, u, "Start")

	sess, s := storedTom(t, store)
	assert.Equal(t, modeTom, sess.Mode)
	assert.Equal(t, uint64(42), sess.Seed)
	assert.Equal(t, "Ana against Tom", u.nav.top().title)
	assert.Equal(t, tom.AskEndTurn, s.Pending().Kind)
	assert.True(t, iconButton(t, u, theme.ContentUndoIcon()).Disabled())
	assert.True(t, iconButton(t, u, theme.ContentRedoIcon()).Disabled())
	assert.Contains(t, texts(u), "Your turn: play it at the table, then end it here.")

	// A full cycle of the default deck asks every kind of question.
	seen := map[tom.Kind]bool{}
	for i := 0; i < 200 && storedCards(t, store) < ref.TomDeckSize; i++ {
		seen[answerTom(t, u, store, i)] = true
		_, s = storedTom(t, store)
		if s.Pending().Kind == tom.AskEndTurn && len(s.Log()) > 0 {
			assert.Contains(t, texts(u), "Tom just played", "what Tom just did is shown after his turn")
		}
	}
	for _, k := range []tom.Kind{tom.AskEndTurn, tom.AskGnome, tom.AskSpecialists, tom.AskPaths, tom.AskTask, tom.AskGuardian, tom.AskPortal} {
		assert.True(t, seen[k], "kind %v was asked", k)
	}

	// Undo twice, redo once: the store's cursor moves and the screen follows.
	sess, before := storedTom(t, store)
	cursor := sess.Cursor
	test.Tap(iconButton(t, u, theme.ContentUndoIcon()))
	test.Tap(iconButton(t, u, theme.ContentUndoIcon()))
	sess, _ = storedTom(t, store)
	assert.Equal(t, cursor-2, sess.Cursor)
	assert.False(t, iconButton(t, u, theme.ContentRedoIcon()).Disabled())
	test.Tap(iconButton(t, u, theme.ContentRedoIcon()))
	sess, _ = storedTom(t, store)
	assert.Equal(t, cursor-1, sess.Cursor)
	test.Tap(iconButton(t, u, theme.ContentRedoIcon()))
	sess, after := storedTom(t, store)
	assert.Equal(t, cursor, sess.Cursor)
	assert.Equal(t, before.Tom(), after.Tom())
	assert.True(t, iconButton(t, u, theme.ContentRedoIcon()).Disabled())
	// Undo, then answer: the redo branch is gone.
	test.Tap(iconButton(t, u, theme.ContentUndoIcon()))
	answerTom(t, u, store, 7)
	sess, _ = storedTom(t, store)
	assert.Equal(t, sess.Len, sess.Cursor)
	assert.True(t, iconButton(t, u, theme.ContentRedoIcon()).Disabled())

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
	tapTile(t, u, "Ana against Tom")
	assert.Equal(t, "Ana against Tom", u.nav.top().title)
	_, s = storedTom(t, store)
	assert.Equal(t, wantTom, s.Tom())
	assert.Contains(t, texts(u), tr(s.Pending().Label), "the question asked before the kill is asked again")

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
		tapWrap(t, u, "I placed a novice in the High Council")
	}
	_, s = storedTom(t, store)
	require.True(t, s.Countdown().Started)
	assert.Contains(t, texts(u), "Countdown: tile 5 is next.")
	for i := 0; i < 300; i++ {
		_, s = storedTom(t, store)
		if s.Over() {
			break
		}
		answerTom(t, u, store, i)
	}
	require.True(t, s.Over())
	assert.Contains(t, texts(u), "The game is over: score both cities.")
	passed := s.PassPoints()
	require.Positive(t, passed, "you passed in the countdown")

	// Final scoring: Tom pre-filled from his record, your track from the handicap and the pass.
	tap(t, u, "Score the game")
	shown = texts(u)
	assert.Contains(t, shown, "Your score track is pre-filled with "+itoa(10+passed)+": 10 from your handicap and "+itoa(passed)+" for passing in the countdown.")
	assert.Equal(t, 10+passed, stepperNamed(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)").Value())
	stepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 150)
	tap(t, u, "See the scores")
	shown = texts(u)
	assert.Contains(t, shown, "You beat Tom!")
	assert.Contains(t, shown, "Handicap −10 → −5")
	assert.Contains(t, shown, "Ana: 150 points")
	tomWant, err := bscore.Score(s.TomPlayer())
	require.NoError(t, err)
	assert.Contains(t, shown, "Tom: "+itoa(tomWant.Total())+" points")
	tap(t, u, "Save to history")

	assert.Contains(t, texts(u), "Winner: Ana", "the saved play is shown")
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

	// Home has nothing to resume; the next game starts at −5.
	u.nav.popTo(1)
	assert.NotContains(t, texts(u), "Ana against Tom")
	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Solo against Tom")
	assert.Contains(t, texts(u), "Handicap −5: your score marker starts on 5, Tom's on 0.")

	// Deleting the play recomputes the ledger: back to a first game.
	require.NoError(t, u.deletePlay(p.ID))
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
	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Solo against Tom")
	tap(t, u, "My own cards")
	assert.NotContains(t, texts(u), "Deck: ", "a physical deck needs no composition")
	tap(t, u, "Start")
	tap(t, u, "End turn")
	assert.Contains(t, texts(u), "Flip the top card of Tom's pile. Which card is it?")
	for _, c := range ref.TomCards {
		button(t, u, trTerm(c))
	}
	tap(t, u, "Guardian")
	assert.Contains(t, texts(u), "Did Tom take a guardian?")
	tap(t, u, "Taken")
	_, s := storedTom(t, store)
	assert.Equal(t, 2, s.Tom().Guardians)
	assert.True(t, s.Options().Physical)
	assert.Contains(t, texts(u), "Guardian taken: Tom has 2 now.")
}

// TestTomAppendFailureKeepsState: when the store refuses an answer the
// screen says so and stays where it was.
func TestTomAppendFailureKeepsState(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(context.Background(), "Ben")
	require.NoError(t, err)
	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Solo against Tom")
	tap(t, u, "Start")
	sess, _ := storedTom(t, store)
	require.NoError(t, store.AbandonSession(context.Background(), sess.ID))
	tap(t, u, "End turn")
	assert.Contains(t, overlayTexts(u), "This session has already ended.")
	closeOverlays(u)
	assert.Contains(t, texts(u), "Your turn: play it at the table, then end it here.")
	button(t, u, "End turn")
}

// TestTomStartOffersResumeAndAbandon: an unfinished game is offered first,
// blocks a second one for the same profile, and can be abandoned.
func TestTomStartOffersResumeAndAbandon(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(context.Background(), "Ben")
	require.NoError(t, err)
	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Solo against Tom")
	tap(t, u, "Start")
	tap(t, u, "End turn")
	u.nav.pop()
	tapTile(t, u, "Solo against Tom")
	shown := texts(u)
	assert.Contains(t, shown, "Unfinished games")
	assert.Contains(t, shown, "Ben has an unfinished game: resume or abandon it first.")
	assert.True(t, button(t, u, "Start").Disabled())
	tap(t, u, "Resume")
	assert.Equal(t, "Ben against Tom", u.nav.top().title)
	assert.False(t, iconButton(t, u, theme.ContentUndoIcon()).Disabled())
	u.nav.pop()
	tapTile(t, u, "Solo against Tom")
	tap(t, u, "Abandon")
	top := u.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	yes := findAll(top, func(b *widget.Button) bool { return b.Text == "Yes" })
	require.NotEmpty(t, yes)
	test.Tap(yes[0])
	assert.NotContains(t, texts(u), "Unfinished games")
	assert.False(t, button(t, u, "Start").Disabled())
	sess, _ := storedTom(t, store)
	assert.Equal(t, data.SessionAbandoned, sess.Status)
}

// TestTomDeckSettingRefusesSevenCards: the deck must hold 8 cards.
func TestTomDeckSettingRefusesSevenCards(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	tap(t, u, "Settings")
	assert.Contains(t, texts(u), "Total: 8 of 8 cards")
	assert.True(t, button(t, u, "Save Tom's deck").Disabled(), "nothing changed")
	stepTo(t, u, "Path", 1)
	shown := texts(u)
	assert.Contains(t, shown, "Total: 7 of 8 cards")
	assert.Contains(t, shown, "Tom's deck has 8 cards; this composition has 7.")
	assert.True(t, button(t, u, "Save Tom's deck").Disabled())
	_, ok, err := store.Setting(ctx, data.SettingTomDeck)
	require.NoError(t, err)
	assert.False(t, ok, "nothing saved")

	stepTo(t, u, "Gnome", 2)
	tap(t, u, "Save Tom's deck")
	v, ok, err := store.Setting(ctx, data.SettingTomDeck)
	require.NoError(t, err)
	require.True(t, ok)
	d, err := decodeDeck(v)
	require.NoError(t, err)
	assert.Equal(t, 2, d[ref.CardGnome])
	assert.Equal(t, 1, d[ref.CardPath])
	got, err := u.tomDeck()
	require.NoError(t, err)
	assert.Equal(t, d, got)

	tap(t, u, "Reset to default")
	assert.Contains(t, texts(u), "Total: 8 of 8 cards")
	tap(t, u, "Save Tom's deck")
	got, err = u.tomDeck()
	require.NoError(t, err)
	assert.Equal(t, deckNonZero(ref.DefaultDeck()), deckNonZero(got))
}

// TestTomCityMatchesTomPlayer: Tom's city pre-fill scores what his quick
// pre-fill scores.
func TestTomCityMatchesTomPlayer(t *testing.T) {
	s, err := tom.New(1, tom.Options{Physical: true, Handicap: 3})
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
	opts := tom.Options{Deck: ref.DefaultDeck(), Handicap: -10}
	sess, err := store.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: modeTom, Seed: 7, Options: opts, ProfileID: p.ID})
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
	tapTile(t, u, "Cleo against Tom")
	assert.Equal(t, "Final scoring", u.nav.top().title)
	assert.Contains(t, texts(u), "Your score track is pre-filled with 10 from your handicap.")
	u.nav.pop()
	assert.Contains(t, texts(u), "Tom's pile has run out 4 times.")
	test.Tap(iconButton(t, u, theme.ContentUndoIcon()))
	_, st := storedTom(t, store)
	assert.False(t, st.Over())
	assert.NotContains(t, texts(u), "Score the game")
}
