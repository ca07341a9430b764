package kit

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// TestNoticeMovesNothing (issue 32 §1): the line saying what Undo or Redo
// did appears, wraps to two lines and goes without moving the status, the
// answers or the primary button: it lies over the top of the middle part.
// Before, it sat above the status and a tap after it went hit the answer
// below the one the thumb was on. A tap on the line hides it.
func TestNoticeMovesNothing(t *testing.T) {
	test.NewTempApp(t)
	s := NewSessionScreen(func() {}, func() {}, func() {})
	answer := widget.NewButton("I placed a novice in the High Council", nil)
	primary := widget.NewButton("Next", nil)
	body := []fyne.CanvasObject{widget.NewLabel("What did you do?"), answer, widget.NewButton("7 portals", nil)}
	s.Show(widget.NewLabel("Tom 0 · Round 1"), body, []fyne.CanvasObject{primary}, true, false)
	w := test.NewTempWindow(t, s.Page("Tom", nil).Content)
	w.Resize(fyne.NewSize(360, 640))
	d := fyne.CurrentApp().Driver()
	where := func() [2]fyne.Position {
		frame(w.Content())
		return [2]fyne.Position{d.AbsolutePositionForObject(answer), d.AbsolutePositionForObject(primary)}
	}
	before := where()
	for _, text := range []string{"Redone: Round 1 — Tom took a portal",
		"Undone 6 moves, back to: Round 1 — Tom took the neutral novice of “7 tasks and/or bonfires” and placed it in the High Council"} {
		s.SetNotice(text)
		assert.Equal(t, text, s.Notice())
		assert.True(t, s.notice.Visible())
		assert.Equal(t, before, where(), "%q moved nothing", text)
		assert.Greater(t, s.notice.Size().Height, float32(0))
		s.Show(widget.NewLabel("Tom 0 · Round 1"), body, []fyne.CanvasObject{primary}, true, false)
		assert.Empty(t, s.Notice(), "the next move hides it")
		assert.Equal(t, before, where(), "%q went and moved nothing", text)
	}
	s.SetNotice("Undone: Round 1 — Tom took a portal")
	test.Tap(s.notice.Objects[0].(*TapArea))
	assert.Empty(t, s.Notice(), "a tap on the line hides it")
	assert.Equal(t, before, where())
}

// frame lays out every container and widget under o at its size, top
// down, as a frame of the real window does after a change of minimum
// sizes (Fyne's test canvas lays out only what is refreshed).
func frame(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			frame(c)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		r.Layout(x.Size())
		for _, c := range r.Objects() {
			frame(c)
		}
	}
}

// TestNewQuestionHoldsTaps (issue 32 §1): for QuestionGuard after a new
// question, a tap on the screen answers nothing (a double tap on the
// button of the question before, in a real window, answered the new one);
// after it, the same tap answers. Scrolling is not held.
func TestNewQuestionHoldsTaps(t *testing.T) {
	test.NewTempApp(t)
	defer func(d time.Duration) { QuestionGuard = d }(QuestionGuard)
	QuestionGuard = 60 * time.Millisecond
	s := NewSessionScreen(func() {}, func() {}, func() {})
	taps := 0
	answer := widget.NewButton("Guardian", func() { taps++ })
	s.Show(widget.NewLabel("Tom 0"), []fyne.CanvasObject{answer}, nil, false, false)
	w := test.NewTempWindow(t, s.Page("Tom", nil).Content)
	w.Resize(fyne.NewSize(360, 640))
	frame(w.Content())
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(answer).Add(fyne.NewPos(5, 5))
	s.ScrollToTop() // a new question is on screen
	frame(w.Content())
	test.TapCanvas(w.Canvas(), at)
	assert.Zero(t, taps, "a tap at once after the new question answers nothing")
	assert.Eventually(t, func() bool { return !s.guard.Visible() }, time.Second, 10*time.Millisecond)
	test.TapCanvas(w.Canvas(), at)
	assert.Equal(t, 1, taps, "a tap once the question was read answers it")

	QuestionGuard = 0
	s.ScrollToTop()
	test.TapCanvas(w.Canvas(), at)
	assert.Equal(t, 2, taps, "no guard when it is 0, as in the UI tests")
}
