package kit

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// TestKeptShowsTheSameWidgetAgain (issue 19): a key gets the widget made for
// it the first time, render after render; asked twice in one render it gets
// a new one (a widget cannot sit in two places); Forget and the bound make
// widgets anew.
func TestKeptShowsTheSameWidgetAgain(t *testing.T) {
	var k Kept
	made := 0
	label := func() fyne.CanvasObject { made++; return widget.NewLabel("x") }
	k.Render()
	first := k.Keep("a", label)
	assert.NotSame(t, first, k.Keep("a", label), "twice in one render: two widgets")
	k.Render()
	assert.Same(t, first, k.Keep("a", label), "the next render shows the kept one")
	assert.Equal(t, 2, made)

	k.Forget()
	k.Render()
	assert.NotSame(t, first, k.Keep("a", label), "forgotten: made anew")
	for i := range keptMax {
		k.Keep(strconv.Itoa(i), label)
	}
	assert.LessOrEqual(t, len(k.kept), keptMax, "the kept widgets are bounded")
}
