package names

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Hidden tells the characters of free text (notes, places) that a terminal
// acts on or that change how the text around them reads without showing
// themselves: control characters but the tab, the line feed and the
// carriage return (ESC, NUL, the C1 controls such as U+009B, a terminal's
// one-byte CSI), the bidirectional controls (U+202E turns the rest of a
// line around, U+2066…U+2069 isolate), the zero-width space U+200B and the
// line and paragraph separators. The joiners (U+200C, U+200D) that emoji and
// some scripts need are not hidden.
func Hidden(r rune) bool {
	switch r {
	case '\t', '\n', '\r':
		return false
	case '\u200b', '\u2028', '\u2029':
		return true
	}
	return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Bidi_Control, r)
}

// Inert is s with every Hidden character written as its escape (\x1b,
// \u202e) and every byte that is not UTF-8 as \xNN: what a spreadsheet or a
// terminal shows of it is what it holds.
func Inert(s string) string {
	if !strings.ContainsFunc(s, Hidden) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		b.WriteString(inertRune(r, s[i:i+size]))
		i += size
	}
	return b.String()
}

// inertRune is one character of Inert: raw, its UTF-8 form, or its escape.
func inertRune(r rune, raw string) string {
	switch {
	case r == utf8.RuneError && len(raw) == 1:
		return fmt.Sprintf(`\x%02x`, raw[0])
	case r < 0x80 && Hidden(r):
		return fmt.Sprintf(`\x%02x`, r)
	case Hidden(r):
		return fmt.Sprintf(`\u%04x`, r)
	}
	return raw
}
