package bonfire

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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
	"hearth/ui/uitest"
)

// TestTomLogUndoesBackToATappedMove: the session log lists every move in
// words, newest first; tapping one undoes back to it, the undone moves stay
// for Redo, and tapping an undone one redoes up to it.
func TestTomLogUndoesBackToATappedMove(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for i := 0; i < 4; i++ {
		answerTom(t, u, store, i)
	}
	sess, before := storedTom(t, store)
	require.Equal(t, 4, sess.Cursor)

	test.Tap(uitest.IconButton(t, u, theme.ListIcon()))
	assert.Equal(t, "Session log", u.Top().Title)
	tiles := uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	require.Len(t, tiles, 4)
	assert.Equal(t, "Round 1 — you ended your turn", tiles[3].Title(), "the first move is at the bottom")

	second := tiles[2].Title()
	test.Tap(tiles[2]) // the second move: undo back to it, itself included
	assert.Contains(t, uitest.OverlayTexts(u), "Undo 3 moves?", "undoing several moves asks first")
	uitest.TapInDialog(t, u, "Cancel")
	sess, _ = storedTom(t, store)
	assert.Equal(t, 4, sess.Cursor, "Cancel undoes nothing")
	test.Tap(tiles[2])
	uitest.TapInDialog(t, u, "Undo moves")
	assert.Equal(t, "Ana against Tom", u.Top().Title, "the log closes on the game")
	sess, _ = storedTom(t, store)
	assert.Equal(t, 1, sess.Cursor)
	assert.Equal(t, "Undone 3 moves, back to: "+second, sessionNotice(t, u))
	assert.False(t, uitest.IconButton(t, u, theme.ContentRedoIcon()).Disabled())

	test.Tap(uitest.IconButton(t, u, theme.ListIcon()))
	assert.Contains(t, uitest.ScreenTexts(u), "Undone · tap to redo up to here")
	tiles = uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	test.Tap(tiles[0]) // the newest, undone: redo everything
	sess, after := storedTom(t, store)
	assert.Equal(t, 4, sess.Cursor)
	assert.Equal(t, before, after)
	assert.Contains(t, sessionNotice(t, u), "Redone 3 moves, up to: ")
}

// TestTomScreenReadsAtAGlance (issue: the Tom screen on a phone): after
// Tom's turn what he just did is the first thing on screen, above every
// button; no text on the Tom screen is smaller than the theme's body size,
// in German either.
func TestTomScreenReadsAtAGlance(t *testing.T) {
	u, store := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "de", func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	_, err := store.CreateProfile(context.Background(), "Ana")
	require.NoError(t, err)
	u.Window().Resize(fyne.NewSize(390, 844))
	uitest.TapTile(t, u, lang.L("Bonfire"))
	uitest.TapTile(t, u, lang.L("Solo against Tom"))
	uitest.Tap(t, u, lang.L("Start"))
	for i := 0; i < 40; i++ {
		_, s := storedTom(t, store)
		if s.Pending().Kind == tom.AskEndTurn && len(s.Log()) > 0 {
			break
		}
		answerTom(t, u, store, i)
	}
	var order []string
	uitest.Walk(uitest.Screen(u), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			if x.Text == lang.L("Tom just played") {
				order = append(order, "latest")
			}
		case *kit.WrapButton, *widget.Button:
			order = append(order, "button")
		}
	})
	require.Contains(t, order, "latest")
	first := slices.Index(order, "latest")
	for _, o := range order[:first] {
		assert.NotEqual(t, "button", o, "a button stands above what Tom just played: %v", order)
	}

	body := theme.TextSize()
	uitest.Walk(uitest.Screen(u), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *canvas.Text:
			if x.Text != "" {
				assert.GreaterOrEqual(t, x.TextSize, body, "%q is drawn at %.1f", x.Text, x.TextSize)
			}
		case *widget.Label:
			assert.NotEqual(t, theme.SizeNameCaptionText, x.SizeName, "%q is a caption", x.Text)
		case *widget.RichText:
			for _, seg := range x.Segments {
				if ts, ok := seg.(*widget.TextSegment); ok {
					assert.NotEqual(t, theme.SizeNameCaptionText, ts.Style.SizeName, "%q is a caption", ts.Text)
				}
			}
		}
	})
}

// startTom creates a profile and starts a game against Tom for it.
func startTom(t *testing.T, u *shell.Host, store *data.Store, name string) {
	t.Helper()
	_, err := store.CreateProfile(context.Background(), name)
	require.NoError(t, err)
	uitest.TapTile(t, u, lang.L("Bonfire"))
	uitest.TapTile(t, u, lang.L("Solo against Tom"))
	uitest.Tap(t, u, lang.L("Start"))
}

// TestTomSaysWhenTheGnomePileIsEmpty (seed 000 "Cas particulier 2"): the
// gnome question offers "The gnome pile is empty" once a gnome has been
// discarded; tapping it makes the screen say to shuffle the discards.
func TestTomSaysWhenTheGnomePileIsEmpty(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for i := 0; i < 100; i++ {
		_, s := storedTom(t, store)
		if s.Pending().Kind == tom.AskGnome && s.Pending().CanSayGnomesEmpty {
			break
		}
		answerTom(t, u, store, i)
	}
	_, s := storedTom(t, store)
	require.True(t, s.Pending().CanSayGnomesEmpty)
	_, discards := s.GnomePile()
	uitest.TapWrap(t, u, "The gnome pile is empty")
	assert.Contains(t, uitest.ScreenTexts(u), "Special case 2: the gnome pile is empty. Shuffle its "+itoa(discards)+" discarded gnomes into a new face-down pile first.")
	assert.Empty(t, uitest.FindAll(uitest.Screen(u), func(b *kit.WrapButton) bool { return b.Text == "The gnome pile is empty" }))
}

// TestTomPhysicalDeckConflictOffersToChangeTheComposition (SPEC §8): a third
// Great Bonfire in a cycle of the default deck asks whether the deck
// differs; changing the composition (3 Great Bonfires, 1 Path) lets the card
// through and is kept in Settings for the next game.
func TestTomPhysicalDeckConflictOffersToChangeTheComposition(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(context.Background(), "Ben")
	require.NoError(t, err)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "My own cards")
	uitest.Tap(t, u, "Start")
	for i := 0; i < 2; i++ {
		uitest.Tap(t, u, "End turn")
		uitest.Tap(t, u, "Great Bonfire")
		uitest.Tap(t, u, "Mark as taken")
	}
	uitest.Tap(t, u, "End turn")
	uitest.Tap(t, u, "Great Bonfire")
	assert.Contains(t, uitest.OverlayTexts(u), "The deck this game uses has 2 × Great Bonfire in a cycle")
	uitest.TapInDialog(t, u, "Check the card")
	_, s := storedTom(t, store)
	assert.Equal(t, tom.AskCard, s.Pending().Kind, "nothing was recorded")

	uitest.Tap(t, u, "Great Bonfire")
	uitest.TapInDialog(t, u, "Change the composition")
	assert.Equal(t, "Tom's deck", u.Top().Title)
	uitest.StepTo(t, u, "Great Bonfire", 3)
	uitest.StepTo(t, u, "Path", 1)
	uitest.Tap(t, u, "Use this composition")
	assert.Equal(t, "Ben against Tom", u.Top().Title)
	uitest.Tap(t, u, "Great Bonfire")
	_, s = storedTom(t, store)
	assert.Equal(t, tom.AskPortal, s.Pending().Kind, "the third Great Bonfire is taken")
	d, err := mod(u).tomDeck()
	require.NoError(t, err)
	assert.Equal(t, 3, d[ref.CardGreatBonfire], "Settings keep the player's composition")
}
