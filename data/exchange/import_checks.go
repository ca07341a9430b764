package exchange

// The checks of one entry of an imported file each (import_validate.go
// walks the file): ids, times, words and lines, sizes, raw JSON, setup
// codes and colours.

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"

	"hearth/data"
	"hearth/data/msg"
	"hearth/data/names"
)

// checkUID checks a stable id, puts it in lower case (the one form of an
// id: BG Stats, which Hearth's files go to, reads hex ids in any case as
// one) and checks that no other row of its kind has it.
func checkUID(field string, uid *string, seen map[string]bool, kind msg.Term) error {
	if !validUID(*uid) {
		return msg.New(field+".uid", "{{.UID}} is not a valid id: an id has 1 to 64 letters, digits, dashes or underscores.", map[string]any{"UID": names.Printable(*uid)})
	}
	*uid = strings.ToLower(*uid)
	if seen[*uid] {
		return msg.New(field+".uid", "Two {{.Kind}} share the id {{.UID}}.", map[string]any{"Kind": kind, "UID": *uid})
	}
	seen[*uid] = true
	return nil
}

// validUID accepts Hearth's ids (32 hex digits) and any other of 1 to 64
// ASCII letters, digits, dashes and underscores.
func validUID(uid string) bool {
	if uid == "" || len(uid) > 64 {
		return false
	}
	for _, c := range uid {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// checkTime parses an RFC 3339 time and returns it in the store's layout.
func checkTime(field, s string) (string, error) {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil || t.Year() < 1970 || t.Year() > 9999 {
		return "", msg.New(field, "This date cannot be read: {{.Value}}. Dates look like 2026-11-01T20:00:00Z.", map[string]any{"Value": names.Printable(s)})
	}
	return data.FormatTime(t), nil
}

// checkWord checks a key such as a mode or an event type.
func checkWord(field, s string, max int) error {
	if s == "" || len(s) > max {
		return msg.New(field, "This entry needs 1 to {{.Max}} letters, digits, dots, dashes or underscores.", map[string]any{"Max": max})
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_' || c == '.') {
			return msg.New(field, "This entry needs 1 to {{.Max}} letters, digits, dots, dashes or underscores.", map[string]any{"Max": max})
		}
	}
	return nil
}

// checkLine checks one line of free text.
func checkLine(field, s string, max int) error {
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) > max || strings.IndexFunc(s, unicode.IsControl) >= 0 {
		return msg.New(field, "This is one line of at most {{.Max}} characters.", map[string]any{"Max": max})
	}
	return nil
}

// checkSize bounds the bytes of one entry.
func checkSize(field string, n, max int) error {
	if n > max {
		return msg.New(field, "This entry is larger than {{.Max}} KB ({{.N}} KB).", map[string]any{"Max": max >> 10, "N": (n + 1023) >> 10})
	}
	return nil
}

// setupSymbols are the symbols of a setup code (Crockford's base 32, as
// setup/code writes them) and its dashes.
const setupSymbols = "0123456789ABCDEFGHJKMNPQRSTVWXYZ-"

// checkSetupCode accepts "" or a setup code's shape: groups of setup-code
// symbols separated by single dashes. A formula or any other text is not a
// setup code (it would reach a spreadsheet through CSV).
func checkSetupCode(field, s string) error {
	if s == "" {
		return nil
	}
	ok := len(s) <= maxCodeLength && s[0] != '-' && s[len(s)-1] != '-' && !strings.Contains(s, "--")
	for _, c := range s {
		ok = ok && strings.ContainsRune(setupSymbols, c)
	}
	if !ok {
		return msg.New(field, "{{.Code}} is not a setup code: a setup code has letters and digits in groups separated by dashes, such as 443J-Q8T6-X77.", map[string]any{"Code": names.Printable(s)})
	}
	return nil
}

// longestList is the length of the longest JSON list in a valid value.
func longestList(raw json.RawMessage) int {
	longest := 0
	dec := jsontext.NewDecoder(bytes.NewReader(raw))
	for {
		if _, err := dec.ReadToken(); err != nil {
			return longest
		}
		if kind, n := dec.StackIndex(dec.StackDepth()); kind == '[' {
			longest = max(longest, int(n))
		}
	}
}

// checkColour accepts a profile's colour from the palette (any case) or
// none, which the import then chooses.
func checkColour(field string, c *string) error {
	if *c == "" {
		return nil
	}
	up := strings.ToUpper(*c)
	if !slices.Contains(data.Palette, up) {
		return msg.New(field, "The colour {{.Colour}} is not one Hearth offers.", map[string]any{"Colour": names.Printable(*c)})
	}
	*c = up
	return nil
}
