package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// measuredLabel is a label that counts how often it is measured.
type measuredLabel struct {
	widget.Label
	measured int
}

func newMeasuredLabel(text string) *measuredLabel {
	c := &measuredLabel{}
	c.Text = text
	c.ExtendBaseWidget(c)
	return c
}

func (c *measuredLabel) MinSize() fyne.Size {
	c.measured++
	return c.Label.MinSize()
}

// TestScrollToTopMeasuresNothingAtTheTop (issue 19: every tap within one
// frame): a new question scrolls the middle back to its top; already at the
// top, nothing in it is measured again (Fyne's ScrollToTop measured and
// laid out the whole content), and a taller content can still be scrolled to its end.
func TestScrollToTopMeasuresNothingAtTheTop(t *testing.T) {
	test.NewTempApp(t)
	s := NewSessionScreen(func() {}, func() {}, func() {})
	line := newMeasuredLabel("first")
	body := []fyne.CanvasObject{line}
	for range 30 {
		body = append(body, widget.NewLabel("a line of the question"))
	}
	s.Show(widget.NewLabel("status"), body, nil, false, false)
	w := test.NewTempWindow(t, s.Page("t", nil).Content)
	w.Resize(fyne.NewSize(360, 300))

	s.scroll.ScrollToBottom()
	assert.NotZero(t, s.scroll.Offset.Y, "the middle scrolls")
	s.ScrollToTop()
	assert.Zero(t, s.scroll.Offset.Y, "scrolled back to the top")

	before := line.measured
	s.ScrollToTop()
	assert.Equal(t, before, line.measured, "at the top: nothing measured again")

	for range 30 {
		body = append(body, widget.NewLabel("one more line"))
	}
	s.Show(widget.NewLabel("status"), body, nil, false, false)
	s.ScrollToTop()
	s.scroll.ScrollToBottom()
	end := s.scroll.Offset.Y
	assert.Greater(t, end+s.scroll.Size().Height, float32(55*30), "the taller middle scrolls to its new end")
}
