package names

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// Issue 33 §4: ESC, C1, NUL and the bidi controls reached CSV files and
// terminals raw.
func TestInertShowsWhatTextHolds(t *testing.T) {
	cases := map[string]string{
		"Zoé \U0001F468\u200d\U0001F469\u200d\U0001F467 « ici »": "Zoé \U0001F468\u200d\U0001F469\u200d\U0001F467 « ici »",
		"a\tb\nc\r\nd":        "a\tb\nc\r\nd",
		"\x1b[2J":             `\x1b[2J`,
		"\x00x\x7f":           `\x00x\x7f`,
		"\u009b31m":           `\u009b31m`,
		"abc\u202edcba":       `abc\u202edcba`,
		"\u2066x\u2069\u200b": `\u2066x\u2069\u200b`,
		"\u061c\u200e\u200f":  `\u061c\u200e\u200f`,
		"bad \xff byte":       `bad \xff byte`,
	}
	for in, want := range cases {
		assert.Equal(t, want, Inert(in), "%q", in)
	}
}

func FuzzInert(f *testing.F) {
	for _, s := range []string{"Zoé", "\x1b[2J", "\u202e", "\xc2\x9b", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Inert(s)
		if !utf8.ValidString(out) || strings.ContainsFunc(out, Hidden) {
			t.Fatalf("Inert(%q) = %q", s, out)
		}
	})
}
