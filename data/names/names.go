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

// Distinct refuses two names alike (ignoring case and surrounding spaces)
// among the players of one play; field names the list ("players").
func Distinct(field string, list []string) error {
	seen := map[string]bool{}
	for _, n := range list {
		k := strings.ToLower(strings.TrimSpace(n))
		if seen[k] {
			return msg.New(field, "Two players are called {{.Name}}: give each player a name of their own.", map[string]any{"Name": strings.TrimSpace(n)})
		}
		seen[k] = true
	}
	return nil
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
