package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// spot is where the thumb taps o: its centre, once the screen is laid out
// as a frame of the real window lays it out.
func spot(t *testing.T, u *shell.Host, o fyne.CanvasObject) fyne.Position {
	t.Helper()
	uitest.Relayout(u)
	at, ok := uitest.Position(u, o)
	require.True(t, ok, "%T is on screen", o)
	return at.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
}

// tapSpot taps whatever lies at pos once the screen is laid out, as a
// thumb tapping one spot again does.
func tapSpot(u *shell.Host, pos fyne.Position) {
	uitest.Relayout(u)
	test.TapCanvas(u.Window().Canvas(), pos)
}

// wrapButton is the wrapping button with this text.
func wrapButton(t *testing.T, u *shell.Host, text string) *kit.WrapButton {
	t.Helper()
	bs := uitest.FindAll(uitest.Screen(u), func(b *kit.WrapButton) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q", text)
	return bs[0]
}

// startOwnCards starts a game against Tom with the player's own cards, at
// 360×640 in language l.
func startOwnCards(t *testing.T, l string) (*shell.Host, *data.Store) {
	t.Helper()
	return startOwnCardsAt(t, l, filepath.Join(t.TempDir(), "h.db"))
}

// phoneHost builds the app over the database at path at 360×640.
func phoneHost(t *testing.T, l, path string) (*shell.Host, *data.Store) {
	t.Helper()
	u, store := uitest.NewHost(t, path, l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	return u, store
}

// startOwnCardsAt is startOwnCards over the database at path.
func startOwnCardsAt(t *testing.T, l, path string) (*shell.Host, *data.Store) {
	t.Helper()
	u, store := phoneHost(t, l, path)
	_, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	uitest.TapTile(t, u, lang.L("Bonfire"))
	uitest.TapTile(t, u, lang.L("Solo against Tom"))
	uitest.Tap(t, u, lang.L("My own cards"))
	uitest.Tap(t, u, lang.L("Start"))
	return u, store
}

// TestTomYourMovesHoldStill (issue 32 §1): during your turn, a move tapped
// twice on one spot is logged once, and nothing that appears or goes moves
// your moves or End turn: a neutral novice taken stays where it was,
// greyed and saying so (it used to vanish, the next one sliding under the
// thumb: each repeated tap took another); the countdown starting (the
// status' countdown line, the note) and the line saying what Undo or Redo
// did move nothing either.
func TestTomYourMovesHoldStill(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) { yourMovesHoldStill(t, l) })
	}
}

func yourMovesHoldStill(t *testing.T, l string) {
	u, store := startOwnCards(t, l)
	novice := wrapButton(t, u, lang.L("I placed a novice in the High Council"))
	sevenTasks := lang.L("I took the neutral novice of “{{.Task}}”", map[string]any{"Task": kit.TrTerm(ref.SevenTasks)})
	sevenPortals := wrapButton(t, u, lang.L("I took the neutral novice of “{{.Task}}”", map[string]any{"Task": kit.TrTerm(ref.SevenPortals)}))
	end := uitest.Button(t, u, lang.L("End turn"))
	noviceAt, neutralAt, portalsAt, endAt := spot(t, u, novice), spot(t, u, wrapButton(t, u, sevenTasks)), spot(t, u, sevenPortals), spot(t, u, end)
	still := func(what string) {
		t.Helper()
		assert.Equal(t, noviceAt, spot(t, u, novice), "%s: the novice button moved", what)
		assert.Equal(t, portalsAt, spot(t, u, sevenPortals), "%s: “7 portals” moved", what)
		assert.Equal(t, endAt, spot(t, u, end), "%s: End turn moved", what)
	}

	// The same spot twice: one neutral novice, the second tap on it greyed.
	tapSpot(u, neutralAt)
	tapSpot(u, neutralAt)
	_, s := storedTom(t, store)
	assert.Equal(t, []ref.CommonTask{ref.SevenPortals, ref.SevenPaths, ref.FiveGuardians, ref.SixGnomes}, s.NeutralLeft(), "one neutral novice taken, not two")
	assert.Equal(t, 1, s.Council().Total())
	taken := wrapButton(t, u, lang.L("Taken: the neutral novice of “{{.Task}}”", map[string]any{"Task": kit.TrTerm(ref.SevenTasks)}))
	assert.True(t, taken.Disabled())
	assert.Equal(t, neutralAt, spot(t, u, taken), "the novice taken stays where it was")
	still("a neutral novice taken")

	// Six novices on one spot: the sixth starts the countdown, which
	// appears in the status and as a note; the spot still logs novices.
	for i := 0; i < 6; i++ {
		tapSpot(u, noviceAt)
		still("a novice placed")
	}
	_, s = storedTom(t, store)
	require.True(t, s.Countdown().Started, "7 novices in the High Council")
	assert.Equal(t, 6, s.Council().You)
	assert.Contains(t, uitest.ScreenTexts(u), lang.L("Countdown: tile {{.Tile}} is next.", map[string]any{"Tile": 5}))
	assert.Contains(t, uitest.ScreenTexts(u), lang.L("Countdown: when you end this turn, tile {{.Tile}} goes to Tom.", map[string]any{"Tile": 5}))
	tapSpot(u, noviceAt)
	_, s = storedTom(t, store)
	assert.Equal(t, 7, s.Council().You, "the spot is still the novice button")
	assert.True(t, novice.Disabled(), "all 7 novices placed: greyed where it was")
	still("the last novice placed")

	// Undo and Redo say what they did on a line over the top: nothing moves.
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	require.NotEmpty(t, sessionNotice(t, u))
	still("Undo's line shown")
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	require.NotEmpty(t, sessionNotice(t, u))
	still("Redo's line shown")
	tapSpot(u, endAt)
	_, s = storedTom(t, store)
	assert.Equal(t, tom.AskCard, s.Pending().Kind, "the spot of End turn ended the turn")
	assert.Equal(t, 7, s.Council().You)
}

// TestTomAnswersHoldStill (issue 32 §1): the answers to Tom's questions
// sit at the same place whatever notes his turn brings (a new cycle, the
// countdown tile: his resource buttons used to sit 97–138 px lower under
// them), and the crystals of the path tiles he took hold still while they
// are tapped (the tapped ones used to wrap to a second row and push them
// up). A tap on the spot an answer had before lands on it again.
func TestTomAnswersHoldStill(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) { answersHoldStill(t, l) })
	}
}

func answersHoldStill(t *testing.T, l string) {
	u, store := startOwnCards(t, l)
	button := func(text string) *widget.Button { return uitest.Button(t, u, text) }
	uitest.Tap(t, u, lang.L("End turn"))
	pathAt := spot(t, u, button(kit.TrTerm(ref.CardPath)))
	test.Tap(button(kit.TrTerm(ref.CardPath)))
	fruitAt := spot(t, u, button(kit.TrTerm(ref.Fruit)))
	test.Tap(button(kit.TrTerm(ref.Fruit)))

	// Four crystals tapped on one spot, then Confirm on its own.
	blueAt := spot(t, u, button(kit.TrTerm(ref.Blue)))
	confirmAt := spot(t, u, button(lang.L("Confirm")))
	for i := 0; i < 4; i++ {
		tapSpot(u, blueAt)
		assert.Equal(t, blueAt, spot(t, u, button(kit.TrTerm(ref.Blue))), "%d crystals tapped: the crystals moved", i+1)
		assert.Equal(t, confirmAt, spot(t, u, button(confirmCount(i+1))), "%d crystals tapped: Confirm moved", i+1)
	}
	tapSpot(u, confirmAt)
	_, s := storedTom(t, store)
	assert.Equal(t, []ref.Colour{ref.Blue, ref.Blue, ref.Blue, ref.Blue}, s.Tom().Paths)

	// The rest of the cycle, answered by the buttons, then the next card:
	// Tom's pile is shuffled anew, which the card question and the gnome
	// question say above their answers.
	for _, c := range []ref.TomCard{ref.CardGreatBonfire, ref.CardGreatBonfire, ref.CardGuardian, ref.CardTaskI, ref.CardTaskII, ref.CardGnome, ref.CardPath} {
		uitest.Tap(t, u, lang.L("End turn"))
		uitest.Tap(t, u, kit.TrTerm(c))
		for i := 0; i < 5; i++ {
			if _, s = storedTom(t, store); s.Pending().Kind == tom.AskEndTurn {
				break
			}
			answerTom(t, u, store, 4)
		}
	}
	uitest.Tap(t, u, lang.L("End turn"))
	shown := uitest.ScreenTexts(u)
	require.Contains(t, shown, lang.L("Tom's pile is empty: shuffle his discards into a new face-down pile first."))
	assert.Equal(t, pathAt, spot(t, u, button(kit.TrTerm(ref.CardPath))), "a new cycle's notes moved the cards")
	tapSpot(u, pathAt)
	assert.Contains(t, uitest.ScreenTexts(u), lang.L("Cycle {{.Cycle}}: Tom's discards were shuffled into a new pile.", map[string]any{"Cycle": 2}))
	assert.Equal(t, fruitAt, spot(t, u, button(kit.TrTerm(ref.Fruit))), "a new cycle's notes moved the resources")
	tapSpot(u, fruitAt)
	_, s = storedTom(t, store)
	require.Equal(t, tom.AskPaths, s.Pending().Kind)
	assert.Equal(t, ref.Fruit, s.Pending().Resource, "the spot of Fruit answered Fruit")
	uitest.Tap(t, u, lang.L("No matching path tile"))

	// The countdown: Tom plays with tile 5, which his turn says.
	for !s.Countdown().Started {
		uitest.TapWrap(t, u, lang.L("I placed a novice in the High Council"))
		_, s = storedTom(t, store)
	}
	uitest.Tap(t, u, lang.L("End turn"))
	assert.Contains(t, uitest.ScreenTexts(u), lang.L("Tom plays with countdown tile {{.Tile}}.", map[string]any{"Tile": 5}))
	assert.Equal(t, pathAt, spot(t, u, button(kit.TrTerm(ref.CardPath))), "the countdown's note moved the cards")
	tapSpot(u, pathAt)
	assert.Equal(t, fruitAt, spot(t, u, button(kit.TrTerm(ref.Fruit))), "the countdown's note moved the resources")
	tapSpot(u, fruitAt)
	_, s = storedTom(t, store)
	assert.Equal(t, ref.Fruit, s.Pending().Resource)
}

// TestTomPassKeepsItsPlace (issue 32 §1): a countdown turn offers Pass
// above your moves as it begins; a move logged greys it where it was, and
// nothing under it moves (it used to vanish, your moves sliding up by its
// height). Undoing the move offers it again.
func TestTomPassKeepsItsPlace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := startOwnCardsAt(t, "en", path)
	for i := 0; i < 6; i++ {
		uitest.TapWrap(t, u, "I placed a novice in the High Council")
	}
	uitest.TapWrap(t, u, "I took the neutral novice of “7 portals”")
	uitest.Tap(t, u, "End turn")
	uitest.Tap(t, u, "Guardian")
	uitest.Tap(t, u, "Mark as taken")
	_, s := storedTom(t, store)
	require.True(t, s.Pending().CanPass, "a countdown turn begins")
	pass := wrapButton(t, u, "Pass (+4)")
	novice := wrapButton(t, u, "I placed a novice in the High Council")
	// Tom's last turn stands above: scroll down to Pass, as a thumb does.
	scroll := uitest.FindAll[*container.Scroll](uitest.Screen(u), nil)[0]
	scroll.ScrollToOffset(fyne.NewPos(0, spot(t, u, pass).Y-spot(t, u, scroll).Y))
	passAt, noviceAt := spot(t, u, pass), spot(t, u, novice)
	require.Less(t, noviceAt.Y, float32(560), "the novice button is in view")
	require.Less(t, passAt.Y, noviceAt.Y, "Pass comes before your moves")

	tapSpot(u, noviceAt)
	_, s = storedTom(t, store)
	assert.Equal(t, 7, s.Council().You, "the novice was logged")
	assert.True(t, pass.Disabled(), "a move logged: no passing this turn")
	assert.Equal(t, passAt, spot(t, u, pass), "Pass stays where it was")
	assert.Equal(t, noviceAt, spot(t, u, novice), "nothing under it moved")

	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	assert.False(t, pass.Disabled(), "the move undone, passing is offered again")
	assert.Equal(t, passAt, spot(t, u, pass))

	// The same once the game is opened again after a kill: the first move
	// logged leaves the screen where it was scrolled.
	require.NoError(t, store.Close())
	u, store = phoneHost(t, "en", path)
	resumeAna(t, u, "Ana against Tom")
	pass = wrapButton(t, u, "Pass (+4)")
	novice = wrapButton(t, u, "I placed a novice in the High Council")
	scroll = uitest.FindAll[*container.Scroll](uitest.Screen(u), nil)[0]
	scroll.ScrollToOffset(fyne.NewPos(0, spot(t, u, pass).Y-spot(t, u, scroll).Y))
	noviceAt = spot(t, u, novice)
	tapSpot(u, noviceAt)
	_, s = storedTom(t, store)
	assert.Equal(t, 7, s.Council().You)
	assert.Equal(t, noviceAt, spot(t, u, novice), "resumed: nothing moved")
}
