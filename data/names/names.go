// Package names holds the one rule for the names players give themselves
// and their profiles: trimmed, 1 to 40 printable characters, no control
// characters (no terminal escapes, no newlines), and no two alike in one
// play.
package names

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"hearth/data/msg"
)

// MaxLength bounds a name, in characters.
const MaxLength = 40

// Clean trims a name and checks it, with a sentence naming the problem.
func Clean(name string) (string, error) {
	n := strings.TrimSpace(name)
	switch {
	case n == "":
		return "", msg.New("name", "Please enter a name.", nil)
	case !utf8.ValidString(n) || strings.IndexFunc(n, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
		return "", msg.New("name", "A name is made of letters, digits, spaces and punctuation only.", nil)
	case utf8.RuneCountInString(n) > MaxLength:
		return "", msg.New("name", "A name has at most {{.Max}} characters.", map[string]any{"Max": MaxLength})
	}
	return n, nil
}

// Distinct refuses two names alike (Fold: ignoring case, accents and
// surrounding spaces) among the players of one play; field names the list
// ("players").
func Distinct(field string, list []string) error {
	seen := map[string]bool{}
	for _, n := range list {
		k := Fold(n)
		if seen[k] {
			return msg.New(field, "Two players are called {{.Name}}: give each player a name of their own.", map[string]any{"Name": strings.TrimSpace(n)})
		}
		seen[k] = true
	}
	return nil
}

// Fold is the form in which two names are the same name: trimmed, without
// accents or other combining marks, in lower case (Unicode's, not only
// A–Z), so that "Zoé", " ZOE" and "zoe" are one player in a play, in the
// statistics and in a search (issue 32: SQLite's lower() folds A–Z only,
// and History's search for "zoe" missed Zoé). Accents are taken off by
// golang.org/x/text's canonical decomposition, marks (Mn) dropped.
func Fold(name string) string {
	n := strings.TrimSpace(name)
	for i := 0; i < len(n); i++ {
		if n[i] >= utf8.RuneSelf {
			return strings.TrimSpace(norm.NFC.String(strings.Map(dropMark, norm.NFD.String(strings.ToLower(n)))))
		}
	}
	return strings.ToLower(n)
}

// dropMark removes a nonspacing mark (an accent once decomposed).
func dropMark(r rune) rune {
	if unicode.Is(unicode.Mn, r) {
		return -1
	}
	return r
}

// Printable escapes what a terminal would act on (control characters,
// escape sequences, invalid UTF-8), so a line printed from input can never
// drive the terminal.
func Printable(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\t' || unicode.IsPrint(r):
			b.WriteRune(r)
		default:
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		}
		i += size
	}
	return b.String()
}
