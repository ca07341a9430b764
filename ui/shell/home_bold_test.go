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

// boldStyled lists what under o, hidden objects included, would make Fyne
// prepare its bold text style: a text, label or rich-text segment in it,
// and any widget.Button (it measures its text bold, even an empty one).
func boldStyled(o fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			out = append(out, fmt.Sprintf("widget.Button %q", x.Text))
			return
		case *canvas.Text:
			if x.TextStyle.Bold {
				out = append(out, fmt.Sprintf("bold text %q", x.Text))
			}
		case *widget.Label:
			if x.TextStyle.Bold {
				out = append(out, fmt.Sprintf("bold label %q", x.Text))
			}
		case *widget.RichText:
			for _, s := range x.Segments {
				if t, ok := s.(*widget.TextSegment); ok && t.Style.TextStyle.Bold {
					out = append(out, fmt.Sprintf("bold segment %q", t.Text))
				}
			}
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

// TestHomeNeedsNoBoldStyle (issue 21): nothing in the window showing Home
// (the top bar with its hidden Back button, the headings, a draft's card and
// bin, the games, History and Settings) draws text in Fyne's bold style,
// which costs the first frame 30–80 ms of font parsing and lookup; its bold
// text is drawn from the bold font (kit.BoldLabel, kit.Button).
func TestHomeNeedsNoBoldStyle(t *testing.T) {
	h, _, s := newHost(t)
	require.NoError(t, s.SaveDraft(t.Context(), data.Draft{Key: "k1", Game: data.GameLueur, Kind: "score", Body: []byte(`{}`)}))
	h.Top().OnShow()
	require.True(t, uitest.HasTile(h, "Unfinished fake k1"), "Home shows the draft, its bin and the Resume heading")
	require.Equal(t, 1, h.Depth())
	assert.Empty(t, boldStyled(h.Window().Canvas().Content()))

	// The check finds what it looks for.
	for _, o := range []fyne.CanvasObject{kit.Heading("Games"), widget.NewButtonWithIcon("", theme.DeleteIcon(), nil),
		kit.NewWrapButton("Go", nil, nil), kit.Chip("3", color.NRGBA{R: 200, A: 255}, fyne.NewSize(20, 20))} {
		assert.NotEmpty(t, boldStyled(o), "%T", o)
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
