package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Text without Fyne's text styles (issue 21, start-up).
//
// The first time Fyne meets a text style it parses the theme's font for it
// and looks a system font up for it (fontscan: the system's font index read
// and DejaVuSans parsed, for the regular style; DejaVuSans-Bold for the
// bold one), 30–80 ms each before Home's first frame. A canvas.Text whose
// FontSource is set is measured and drawn from that one font: the theme's
// font parsed (about 12 ms), nothing looked up. The glyphs are the same,
// so such a text looks as one in the style does; a character the font
// lacks (an emoji in a name) is still found among the system's fonts, then
// looked up.
//
// Home's first frame (its tiles, headings, buttons and the top bar) draws
// all its text so; WarmFonts prepares Fyne's regular and bold styles once
// the frame is drawn, for the screens that follow.
//
// What it buys, measured again on Fyne 2.8.1 (issue 34 §4; the build with
// Fyne's widgets on Home is the branch kit-fyne-widgets): with Fyne's
// button, label and rich text instead of Button, FontLabel, tileText and
// the bar title's font, Home runs 17 % more instructions to its first
// frame (532 M against 455 M, the bare window 419 M: valgrind,
// tools/startup.sh --instructions, same to 0.2 % run to run) and uses 5–11 %
// more CPU time (pairwise +8, +12, +20 ms over 160–175 ms; three runs of
// 9–15 at load 30 on 2 cores). The copies pay only together: with Fyne's
// button alone back (FontLabel kept) 556 M, with Fyne's label and rich text
// alone back (Button kept) 542 M, more than with neither copy, as Fyne's
// styles are then prepared besides the theme's fonts.

// BoldFont is the bold font of th (the current theme when nil): the font a
// bold-looking text is drawn from, so that it follows a custom theme.
func BoldFont(th fyne.Theme) fyne.Resource {
	if th == nil {
		th = theme.Current()
	}
	return labelFont(th, true)
}

// labelFont is th's bold font, or its regular one.
func labelFont(th fyne.Theme, bold bool) fyne.Resource {
	return th.Font(fyne.TextStyle{Bold: bold})
}

// ParseThemeFonts parses the default theme's regular and bold fonts, which
// Home's first frame draws all its text from (Hearth's theme keeps Fyne's
// fonts), by measuring the digits in each. The web build runs it on a
// goroutine as it starts, so that the parsing fills the time the store
// waits on IndexedDB instead of following it (one thread: a goroutine runs
// while another waits).
func ParseThemeFonts() {
	th := theme.DefaultTheme()
	for _, bold := range []bool{false, true} {
		MeasureWithFont("0123456789", th.Size(theme.SizeNameText), labelFont(th, bold))
	}
}

// MeasureWithFont is the size of text drawn at size from font, such as
// the theme's bold font (as fyne.MeasureText of a bold text measures it,
// without Fyne's bold style).
func MeasureWithFont(text string, size float32, font fyne.Resource) fyne.Size {
	s, _ := fyne.CurrentApp().Driver().RenderedTextSize(text, size, fyne.TextStyle{}, font)
	return s
}

// WarmFonts prepares Fyne's regular and bold text styles (their fonts
// parsed and looked up) on another goroutine, so that the first screen
// opened after Home does not wait for them; done, when not nil, runs once
// they are ready (on that goroutine). The app calls it once its first frame
// is drawn.
//
// This is safe off the main goroutine in Fyne 2.7: the font and metrics
// caches are concurrent maps, the system font lookup holds Fyne's lock, and
// the theme read was set before. Should the main goroutine need a style
// before it is ready, it prepares its own.
func WarmFonts(done func()) {
	size := theme.TextSize()
	go func() {
		fyne.MeasureText("Hearth", size, fyne.TextStyle{})
		fyne.MeasureText("Hearth", size, fyne.TextStyle{Bold: true})
		if done != nil {
			done()
		}
	}()
}
