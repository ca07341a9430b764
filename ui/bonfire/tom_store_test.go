package bonfire

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// TestTomStoreFailureShowsTheScreenBeforeTheTap (issue 19: a tap stores
// its event while the screen is redrawn for it): when the store cannot
// keep an answer (here it was closed under the screen), the screen already
// redrawn for the move goes back to the question before it, the crystals
// the player had tapped still chosen, and the error says it did not work;
// an undo the store cannot keep likewise leaves the screen as it was.
func TestTomStoreFailureShowsTheScreenBeforeTheTap(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	u.SetSeeds(func() uint64 { return 7 })
	startTom(t, u, store, "Ana")
	for i := 0; i < 60; i++ {
		if _, s := storedTom(t, store); s.Pending().Kind == tom.AskPaths {
			break
		}
		answerTom(t, u, store, i)
	}
	sess, s := storedTom(t, store)
	p := s.Pending()
	require.Equal(t, tom.AskPaths, p.Kind, "the game reaches a path question")
	uitest.Tap(t, u, kit.TrTerm(p.Colours[0]))
	confirm := lang.L("Confirm ({{.Count}})", map[string]any{"Count": 1})
	uitest.Button(t, u, confirm)
	before := uitest.ScreenTexts(u)
	require.NoError(t, store.Close())

	uitest.Tap(t, u, confirm)
	assert.Contains(t, uitest.OverlayTexts(u), lang.L("That did not work"))
	uitest.CloseOverlays(u)
	assert.Equal(t, before, uitest.ScreenTexts(u), "the screen is back on the question, the crystal still chosen")
	uitest.Button(t, u, confirm)
	run := mod(u).last.run
	assert.Equal(t, sess.Cursor, run.Session().Cursor, "the runner is back where it was")
	assert.Equal(t, tom.AskPaths, run.State().Pending().Kind)

	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	assert.Contains(t, uitest.OverlayTexts(u), lang.L("That did not work"))
	uitest.CloseOverlays(u)
	assert.Equal(t, before, uitest.ScreenTexts(u), "an undo the store refused is not on the screen")
	assert.Equal(t, sess.Cursor, run.Session().Cursor)
}

// TestTomIconsFollowTheTheme: the screen's icons are coloured and drawn
// once (see tinted, kit.IconImage), so a game shown again after the theme
// changed in Settings makes them anew in the new theme's colours.
func TestTomIconsFollowTheTheme(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for _, variant := range []string{lang.L("Light"), lang.L("Dark")} {
		u.OpenSettings()
		uitest.Tap(t, u, variant)
		u.PopTo(1)
		u.Top().OnShow()
		uitest.TapTile(t, u, lang.L("{{.Name}} against Tom", map[string]any{"Name": "Ana"}))
		want := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)).(color.NRGBA)
		drawn := uitest.FindAll(uitest.Screen(u), func(i *canvas.Image) bool { return i.Resource == nil && i.Image != nil })
		require.NotEmpty(t, drawn, "the status shows neutral novices")
		for _, m := range drawn {
			assert.Equal(t, want, inkOf(m.Image), variant)
		}
		// The buttons' icons drawn once (kit.DrawnIcon): End turn's on the
		// primary colour, the frame's Undo and Redo greyed while disabled.
		onPrimary := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForegroundOnPrimary)).(color.NRGBA)
		greyed := color.NRGBAModel.Convert(theme.Color(theme.ColorNameDisabled)).(color.NRGBA)
		ink := map[fyne.Resource]color.NRGBA{}
		for _, b := range uitest.FindAll(uitest.Screen(u), func(b *widget.Button) bool {
			return b.Icon != nil && strings.HasPrefix(b.Icon.Name(), "drawn-")
		}) {
			switch {
			case b.Disabled():
				ink[b.Icon] = greyed
			case b.Importance == widget.HighImportance:
				ink[b.Icon] = onPrimary
			default:
				ink[b.Icon] = want
			}
		}
		buttons := uitest.FindAll(uitest.Screen(u), func(i *canvas.Image) bool {
			return i.Resource != nil && strings.HasPrefix(i.Resource.Name(), "drawn-") && i.Image != nil
		})
		require.NotEmpty(t, buttons, "End turn's icon is drawn once")
		for _, m := range buttons {
			want, ok := ink[m.Resource]
			require.True(t, ok, "%s: %s is a button's icon", variant, m.Resource.Name())
			assert.Equal(t, want, inkOf(m.Image), "%s: %s", variant, m.Resource.Name())
		}
	}
}

// inkOf is the colour of the most opaque pixel of img, alpha made opaque.
func inkOf(img image.Image) color.NRGBA {
	var ink color.NRGBA
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA); c.A > ink.A {
				ink = c
			}
		}
	}
	ink.A = 0xFF
	return ink
}
