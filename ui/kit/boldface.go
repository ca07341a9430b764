package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Bold text without Fyne's bold style (issue 21, start-up).
//
// The first time Fyne meets a text style it parses the theme's font for it
// and also looks a system font up for it (fontscan: DejaVuSans-Bold read
// from disk and parsed), 30–80 ms before Home's first frame for the bold
// style alone. A canvas.Text whose FontSource is set is measured and drawn
// from that one font: the theme's bold font parsed, about 12 ms, nothing
// looked up. The glyphs are the same, so such a text looks as a bold one
// does; a character the bold font lacks (an emoji in a name) is still
// found among the system's fonts, in its regular weight.
//
// Home's first frame (its tiles, headings, buttons and the top bar) draws
// its bold text so; WarmBold prepares Fyne's bold style once the frame is
// drawn, for the screens that follow.

// BoldFont is the bold font of th (the current theme when nil): the font a
// bold-looking text is drawn from, so that it follows a custom theme.
func BoldFont(th fyne.Theme) fyne.Resource {
	if th == nil {
		th = theme.Current()
	}
	return th.Font(fyne.TextStyle{Bold: true})
}

// boldFontFor is the bold font of the theme w is drawn with.
func boldFontFor(w fyne.Widget) fyne.Resource { return BoldFont(theme.CurrentForWidget(w)) }

// MeasureBold is the size of text drawn at size from the bold font (as
// fyne.MeasureText of a bold text, without Fyne's bold style).
func MeasureBold(text string, size float32, font fyne.Resource) fyne.Size {
	s, _ := fyne.CurrentApp().Driver().RenderedTextSize(text, size, fyne.TextStyle{}, font)
	return s
}

// WarmBold prepares Fyne's bold text style (its fonts parsed and looked up)
// on another goroutine, so that the first screen opened after Home does not
// wait for it; done, when not nil, runs once it is ready (on that
// goroutine). The app calls it once its first frame is drawn.
//
// This is safe off the main goroutine in Fyne 2.7: the font and metrics
// caches are concurrent maps, the system font lookup holds Fyne's lock, and
// the theme read was set before the goroutine started. Should the main
// goroutine need the bold style before it is ready, it prepares its own.
func WarmBold(done func()) {
	size := theme.TextSize()
	go func() {
		fyne.MeasureText("Hearth", size, fyne.TextStyle{Bold: true})
		if done != nil {
			done()
		}
	}()
}
