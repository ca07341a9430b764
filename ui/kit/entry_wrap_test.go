package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

// TestMultiLineEntryKeepsSpacesAtWraps types notes whose spaces fall where
// the lines wrap, at phone and dialog widths: what is stored is what was
// typed (issue 32 §5; with Fyne's word wrapping 52 of these 196 typings
// moved a space to the end of the text).
func TestMultiLineEntryKeepsSpacesAtWraps(t *testing.T) {
	test.NewTempApp(t)
	texts := []string{
		"Kingosh fell in round 9 and we all went home happy",
		"a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o p q r",
		"Ana  Ben   Cy double  spaces here and there and everywhere ok",
		strings.Repeat("word ", 40),
	}
	for _, s := range texts {
		for width := float32(60); width < 400; width += 7 {
			e := NewMultiLineEntry()
			w := test.NewTempWindow(t, e)
			w.Resize(fyne.NewSize(width, 400))
			e.Resize(fyne.NewSize(width, 400))
			test.Type(e, s)
			assert.Equal(t, s, e.Text, "typed at %v px", width)
		}
	}
}
