package names

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// TestClean (issue 12, defect 7): names with control characters, ANSI
// escapes, newlines or 100 MB were taken as they were.
func TestClean(t *testing.T) {
	for in, want := range map[string]string{"  Ana ": "Ana", "Zoé": "Zoé", "Anne-Marie O'Neil": "Anne-Marie O'Neil", strings.Repeat("é", 40): strings.Repeat("é", 40)} {
		got, err := Clean(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got)
	}
	for _, bad := range []string{"", "   ", "Ana\nBen", "\x1b[31mred\x1b[0m", "tab\tname", "zero\u200bwidth", strings.Repeat("x", 41), strings.Repeat("x", 100<<20), "bad\xffutf8"} {
		_, err := Clean(bad)
		m, ok := msg.As(err)
		require.True(t, ok, "%.20q", bad)
		assert.Equal(t, "name", m.Field)
	}
}

func TestDistinct(t *testing.T) {
	assert.NoError(t, Distinct("players", []string{"Ana", "Ben", "Tom"}))
	err := Distinct("players", []string{"Ana", "Ben", " ana "})
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "Two players are called ana: give each player a name of their own.", m.Error())
}

func TestPrintable(t *testing.T) {
	assert.Equal(t, "Ana", Printable("Ana"))
	assert.Equal(t, `\x1b[31mred`, Printable("\x1b[31mred"))
	assert.Equal(t, `a\nb`, Printable("a\nb"))
	assert.Equal(t, `zero\u200bwidth`, Printable("zero\u200bwidth"))
	assert.Equal(t, `bad\xffutf8`, Printable("bad\xffutf8"))
	assert.NotContains(t, Printable("\x07\x1b\x9b"), "\x1b")
}

func FuzzPrintable(f *testing.F) {
	f.Add("Ana\x1b[2J")
	f.Add("\xff\xfe")
	f.Fuzz(func(t *testing.T, s string) {
		out := Printable(s)
		for _, r := range out {
			if r != '\t' && (r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0)) {
				t.Fatalf("control character %U left in %q", r, out)
			}
		}
	})
}
