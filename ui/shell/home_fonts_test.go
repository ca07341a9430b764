package shell_test

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// styled lists what under o, hidden objects included, would make Fyne
// prepare one of its text styles (parse its font and look a system font
// up): a text drawn without a font of its own, a label, a rich text with
// text, and any widget.Button (it measures its text bold, even an empty
// one).
func styled(o fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			out = append(out, fmt.Sprintf("widget.Button %q", x.Text))
			return
		case *canvas.Text:
			if x.FontSource == nil {
				out = append(out, fmt.Sprintf("text %q in style %+v", x.Text, x.TextStyle))
			}
		case *widget.Label:
			out = append(out, fmt.Sprintf("label %q", x.Text))
			return
		case *widget.RichText:
			out = append(out, fmt.Sprintf("rich text %q", x.String()))
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// TestHomeNeedsNoFyneTextStyle (issue 21): nothing in the window showing
// Home (the top bar with its hidden Back button, the headings, a draft's
// card and bin, the games, History and Settings) draws text in one of
// Fyne's text styles, each of which costs the first frame 30–80 ms of font
// parsing and system font lookup the first time; Home's text is drawn from
// the theme's fonts (kit.FontLabel, kit.Button, the bar's title).
func TestHomeNeedsNoFyneTextStyle(t *testing.T) {
	h, _, s := newHost(t)
	require.NoError(t, s.SaveDraft(t.Context(), data.Draft{Key: "k1", Game: data.GameLueur, Kind: "score", Body: []byte(`{}`)}))
	h.Top().OnShow()
	require.True(t, uitest.HasTile(h, "Unfinished fake k1"), "Home shows the draft, its bin and the Resume heading")
	require.Equal(t, 1, h.Depth())
	assert.Empty(t, styled(h.Window().Canvas().Content()))

	// The check finds what it looks for.
	for _, o := range []fyne.CanvasObject{kit.Heading("Games"), widget.NewButtonWithIcon("", theme.DeleteIcon(), nil),
		kit.NewWrapButton("Go", nil, nil), kit.Chip("3", color.NRGBA{R: 200, A: 255}, fyne.NewSize(20, 20)), kit.Note("a note")} {
		assert.NotEmpty(t, styled(o), "%T", o)
	}
}

// TestHomeTextsStillRead: Home's bold-looking texts are what the player
// reads (the headings, the card titles, the buttons), in their language.
func TestHomeTextsStillRead(t *testing.T) {
	h, _, s := newHost(t)
	require.NoError(t, s.SaveDraft(t.Context(), data.Draft{Key: "k1", Game: data.GameLueur, Kind: "score", Body: []byte(`{}`)}))
	h.Top().OnShow()
	uitest.Relayout(h)
	var shown []string
	uitest.Walk(uitest.Screen(h), func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok && t.FontSource != nil && t.Text != "" {
			shown = append(shown, t.Text)
		}
	})
	assert.Subset(t, shown, []string{"Hearth", "Resume", "Unfinished", "Games", "Fake", "History", "Settings"})
}
