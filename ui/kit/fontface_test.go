package kit

import (
	"fmt"
	"image"
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// drawnAlone is o alone in a window of size, as the software painter draws it.
func drawnAlone(t *testing.T, o fyne.CanvasObject, size fyne.Size) image.Image {
	t.Helper()
	w := test.NewTempWindow(t, o)
	w.SetPadded(false)
	w.Resize(size)
	return w.Canvas().Capture()
}

// differentPixels counts the pixels that differ between two images of a size.
func differentPixels(a, b image.Image) int {
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.NRGBAModel.Convert(a.At(x, y)) != color.NRGBAModel.Convert(b.At(x, y)) {
				n++
			}
		}
	}
	return n
}

// TestFontLabelLooksLikeALabel: a FontLabel wraps its words where a
// wrapped widget.Label or rich text does, bold or not, asks the same room
// and draws the same pixels, at widths that cut a title into one, two or
// more lines, a word too long for its line among them (issue 21: Home
// looks as it did).
func TestFontLabelLooksLikeALabel(t *testing.T) {
	test.NewTempApp(t)
	texts := []string{"Games", "Unfinished record — Insula, 2 players", "Partie en cours de saisie — Insula, 2 joueurs",
		"Spielaufbauvorbereitungsfortschrittsanzeige und mehr", "two\nlines", ""}
	for _, text := range texts {
		for _, width := range []float32{60, 140, 200, 320} {
			label := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			label.SizeName = theme.SizeNameSubHeadingText
			label.Wrapping = fyne.TextWrapWord
			sub := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{
				ColorName: theme.ColorNamePlaceHolder, SizeName: theme.SizeNameText}})
			sub.Wrapping = fyne.TextWrapWord
			for want, got := range map[fyne.Widget]*FontLabel{
				label: BoldHeading(text),
				sub:   NewFontLabel(text, theme.SizeNameText, theme.ColorNamePlaceHolder, false),
			} {
				size := fyne.NewSize(width, 200)
				a, b := drawnAlone(t, want, size), drawnAlone(t, got, size)
				assert.Equal(t, want.MinSize(), got.MinSize(), "%q at %v, bold %v", text, width, got.Bold)
				assert.Zero(t, differentPixels(a, b), "%q at %v, bold %v: pixels differ", text, width, got.Bold)
			}
		}
	}
}

// TestFontLabelDrawsLinesAsALabel compares the lines themselves (the check
// above would pass for two blank images): the same texts at the same places.
func TestFontLabelDrawsLinesAsALabel(t *testing.T) {
	test.NewTempApp(t)
	text := "Unfinished record — Insula, 2 players"
	label := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	label.Wrapping = fyne.TextWrapWord
	bold := NewFontLabel(text, "", "", true)
	lines := func(o fyne.CanvasObject) (out []string) {
		drawnAlone(t, o, fyne.NewSize(130, 200))
		walk(o, func(c fyne.CanvasObject) {
			if txt, ok := c.(*canvas.Text); ok {
				out = append(out, fmt.Sprintf("%s@%v", txt.Text, txt.Position()))
			}
		})
		return out
	}
	want := lines(label)
	require.Greater(t, len(want), 1, "the label wraps at this width")
	assert.Equal(t, want, lines(bold))
}

// TestButtonLooksLikeAWidgetButton: kit.Button draws what widget.Button
// draws, with text and icon, icon alone (the top bar's Back, a draft's
// bin) and text alone, in each importance Home uses.
func TestButtonLooksLikeAWidgetButton(t *testing.T) {
	test.NewTempApp(t)
	cases := []struct {
		text string
		icon fyne.Resource
		imp  widget.Importance
	}{
		{"History", theme.HistoryIcon(), widget.MediumImportance},
		{"Einstellungen", theme.SettingsIcon(), widget.MediumImportance},
		{"", theme.NavigateBackIcon(), widget.LowImportance},
		{"", theme.DeleteIcon(), widget.LowImportance},
		{"Start", nil, widget.HighImportance},
	}
	for _, c := range cases {
		for _, size := range []fyne.Size{{Width: 48, Height: 48}, {Width: 170, Height: 60}} {
			want := widget.NewButtonWithIcon(c.text, c.icon, nil)
			want.Importance = c.imp
			got := NewButton(c.text, c.icon, nil)
			got.Importance = c.imp
			assert.Equal(t, want.MinSize(), got.MinSize(), "%q", c.text)
			n := differentPixels(drawnAlone(t, want, size), drawnAlone(t, got, size))
			assert.Zero(t, n, "%q at %v: pixels differ", c.text, size)
			assert.Equal(t, placedTexts(want), placedTexts(got), "%q at %v: placed alike in their parents", c.text, size)
		}
	}
}

// TestButtonTapsAndGreys: kit.Button runs OnTapped, not when disabled, and
// is drawn greyed as a disabled widget.Button.
func TestButtonTapsAndGreys(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	b := NewButton("History", theme.HistoryIcon(), func() { taps++ })
	test.Tap(b)
	assert.Equal(t, 1, taps)
	b.Disable()
	test.Tap(b)
	assert.Equal(t, 1, taps, "disabled")
	want := widget.NewButtonWithIcon("History", theme.HistoryIcon(), nil)
	want.Disable()
	size := fyne.NewSize(170, 60)
	assert.Zero(t, differentPixels(drawnAlone(t, want, size), drawnAlone(t, b, size)), "disabled")

	want.Enable()
	b.Enable()
	plain := drawnAlone(t, b, size)
	want.MouseIn(nil)
	b.MouseIn(nil)
	lit := drawnAlone(t, b, size)
	assert.NotZero(t, differentPixels(plain, lit), "a pointer over it lights it")
	assert.Zero(t, differentPixels(drawnAlone(t, want, size), lit), "as a widget.Button under a pointer")
}

// fontTheme is a theme with other fonts and other text sizes.
type fontTheme struct {
	fyne.Theme
	bold, regular fyne.Resource
	scale         float32
}

func (f fontTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Bold {
		return f.bold
	}
	return f.regular
}

func (f fontTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText || n == theme.SizeNameSubHeadingText {
		return f.Theme.Size(n) * f.scale
	}
	return f.Theme.Size(n)
}

func (f fontTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if (n == theme.ColorNameForeground || n == theme.ColorNamePlaceHolder) && f.scale > 1 {
		return color.NRGBA{R: 0xcc, A: 0xff}
	}
	return f.Theme.Color(n, v)
}

// fontTexts are the texts under o drawn from a font of the theme's.
func fontTexts(o fyne.CanvasObject) []*canvas.Text {
	var texts []*canvas.Text
	walk(o, func(c fyne.CanvasObject) {
		if txt, ok := c.(*canvas.Text); ok && txt.Text != "" && txt.FontSource != nil {
			texts = append(texts, txt)
		}
	})
	return texts
}

// TestFontTextFollowsTheTheme: a heading, a kit.Button and a tile's title
// are drawn from the theme's bold font, the tile's subtitle from its
// regular one, at its text sizes and in its colours, none in a Fyne text
// style; after a change of theme, from the new theme's.
func TestFontTextFollowsTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	heading := BoldHeading("Games")
	button := NewButton("History", theme.HistoryIcon(), nil)
	tile := NewTile("Bonfire", "Score", color.Black, nil)
	w := test.NewTempWindow(t, &fyne.Container{Objects: []fyne.CanvasObject{heading, button, tile}})
	w.Resize(fyne.NewSize(300, 300))
	themes := []fontTheme{{test.Theme(), theme.DefaultTextBoldFont(), theme.DefaultTextFont(), 1},
		{test.Theme(), theme.DefaultTextMonospaceFont(), theme.DefaultTextItalicFont(), 1.5}}
	for _, th := range themes {
		a.Settings().SetTheme(th)
		v := a.Settings().ThemeVariant()
		for _, o := range []fyne.Widget{heading, button, tile} {
			o.Refresh()
			o.Resize(fyne.NewSize(300, 100))
			texts := fontTexts(o)
			require.NotEmpty(t, texts, "%T", o)
			size := th.Size(theme.SizeNameSubHeadingText)
			if o == fyne.Widget(button) {
				size = th.Size(theme.SizeNameText)
			}
			assert.Equal(t, th.bold, texts[0].FontSource, "%T: the theme's bold font", o)
			assert.Equal(t, size, texts[0].TextSize, "%T: the theme's size", o)
			assert.Equal(t, th.Color(theme.ColorNameForeground, v), texts[0].Color, "%T: the theme's colour", o)
			for _, txt := range texts {
				assert.Equal(t, fyne.TextStyle{}, txt.TextStyle, "%T: no Fyne text style", o)
			}
		}
		sub := fontTexts(tile)
		require.Len(t, sub, 2)
		assert.Equal(t, th.regular, sub[1].FontSource, "the subtitle: the theme's regular font")
		assert.Equal(t, th.Size(theme.SizeNameText), sub[1].TextSize)
		assert.Equal(t, th.Color(theme.ColorNamePlaceHolder, v), sub[1].Color)
	}
}

// TestWrapWordsKeepsFynesQuirks: a word longer than the line is cut at the
// last character that fits; spaces that end a line are dropped.
func TestWrapWordsKeepsFynesQuirks(t *testing.T) {
	measure := func(s []rune) float32 { return float32(len(s)) }
	cut := func(s string, width float32) (out []string) {
		r := []rune(s)
		for _, b := range wrapWords(r, width, measure) {
			out = append(out, string(r[b[0]:b[1]]))
		}
		return out
	}
	assert.Equal(t, []string{"ab cd", "ef"}, cut("ab cd ef", 5))
	assert.Equal(t, []string{"abcd", "efgh", "ij"}, cut("abcdefghij", 4))
	assert.Equal(t, []string{"a", "", "b"}, cut("a\n\nb", 4))
	assert.Equal(t, []string{"no wrap at all"}, cut("no wrap at all", -1), "no width yet: not cut")
}

// TestWarmFontsRunsBesideTheMainGoroutine: WarmFonts prepares the text styles
// on its own goroutine and says when it is done, while the main goroutine
// measures and draws bold text (go test -race: no data race between them).
func TestWarmFontsRunsBesideTheMainGoroutine(t *testing.T) {
	test.NewTempApp(t)
	done := make(chan struct{})
	WarmFonts(func() { close(done) })
	label := widget.NewLabelWithStyle("Bonfire", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	img := drawnAlone(t, label, fyne.NewSize(120, 40))
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the text styles were never prepared")
	}
	assert.Positive(t, fyne.MeasureText("Bonfire", theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
	assert.Zero(t, differentPixels(img, drawnAlone(t, label, fyne.NewSize(120, 40))), "drawn alike before and after")
}

// placedTexts are the texts under o with their place in their parent and
// size (what Fyne's GL painter sizes a text's pixels by).
func placedTexts(o fyne.CanvasObject) []string {
	var out []string
	walk(o, func(c fyne.CanvasObject) {
		if txt, ok := c.(*canvas.Text); ok && txt.Text != "" {
			out = append(out, fmt.Sprintf("%q at %v size %v", txt.Text, txt.Position(), txt.Size()))
		}
	})
	return out
}

// TestTileTextIsPlacedAsTheRichText: a tile's title and subtitle lines are
// cut, placed in their parent and sized as the two-segment rich text they
// replace placed them, and drawn alike.
func TestTileTextIsPlacedAsTheRichText(t *testing.T) {
	test.NewTempApp(t)
	title, sub := "Unfinished record — Insula, 2 players", "Last change 24 Nov 2026, 09:29"
	rich := widget.NewRichText(
		&widget.TextSegment{Text: title, Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground,
			SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}},
		&widget.TextSegment{Text: sub, Style: widget.RichTextStyle{ColorName: theme.ColorNamePlaceHolder, SizeName: theme.SizeNameText}})
	rich.Wrapping = fyne.TextWrapWord
	mine := tileText(title, sub)
	for _, width := range []float32{150, 230, 400} {
		size := fyne.NewSize(width, 150)
		a, b := drawnAlone(t, rich, size), drawnAlone(t, mine, size)
		want := placedTexts(rich)
		require.GreaterOrEqual(t, len(want), 2)
		assert.Equal(t, want, placedTexts(mine), "at %v", width)
		assert.Equal(t, rich.MinSize(), mine.MinSize(), "at %v", width)
		assert.Zero(t, differentPixels(a, b), "at %v", width)
	}
}
