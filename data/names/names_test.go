package names

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/unicode/norm"

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

// Fold makes one name of the spellings a player means as one (issue 32:
// History's search for "zoe" missed Zoé, and "Dée" and "DÉE" were two
// players in Stats although a play refuses them side by side).
func TestFold(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ana", "ana"},
		{"  ANA ", "ana"},
		{"Zoé", "zoe"},
		{"ZOÉ", "zoe"},
		{"Zoe\u0301", "zoe"}, // decomposed é
		{"Dée", "dee"},
		{"DÉE", "dee"},
		{"Ærøskøbing", "ærøskøbing"}, // letters of their own stay
		{"Łukasz", "łukasz"},
		{"İpek", "ipek"},
		{"Straße", "straße"},
		{"Ñandú", "nandu"},
		{"Ĉu", "cu"},
		{"Ana-Marie O'Neil", "ana-marie o'neil"},
		{"", ""},
		{"   ", ""},
	} {
		assert.Equal(t, c.want, Fold(c.in), "%q", c.in)
	}
	err := Distinct("players", []string{"Dée", "Ben", "DÉE"})
	m, ok := msg.As(err)
	require.True(t, ok, "one name, two spellings")
	assert.Equal(t, "Two players are called DÉE: give each player a name of their own.", m.Error())
	assert.NoError(t, Distinct("players", []string{"Łukasz", "Lukasz"}), "Ł is a letter, not L with an accent")
}

// FuzzFold: a folded name folds to itself, and the fast way for ASCII
// names agrees with the full one.
func FuzzFold(f *testing.F) {
	for _, s := range []string{"Zoé", "ANA", "Dée ", "\xff", "Zoe\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := Fold(s)
		if Fold(k) != k {
			t.Fatalf("Fold(%q) = %q, folded again %q", s, k, Fold(k))
		}
		if isASCII(s) && k != strings.TrimSpace(norm.NFC.String(strings.Map(dropMark, norm.NFD.String(strings.ToLower(strings.TrimSpace(s)))))) {
			t.Fatalf("the fast way gives %q for %q", k, s)
		}
	})
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
