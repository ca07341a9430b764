package data

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

	"hearth/data/msg"
	"hearth/data/names"
)

// checkUID checks a stable id and that no other row of its kind has it.
func checkUID(field, uid string, seen map[string]bool, kind msg.Term) error {
	if !validUID(uid) {
		return msg.New(field+".uid", "{{.UID}} is not a valid id: an id has 1 to 64 letters, digits, dashes or underscores.", map[string]any{"UID": names.Printable(uid)})
	}
	if seen[uid] {
		return msg.New(field+".uid", "Two {{.Kind}} share the id {{.UID}}.", map[string]any{"Kind": kind, "UID": uid})
	}
	seen[uid] = true
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
	if isStamp(s) {
		return s, nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil || t.Year() < 1970 || t.Year() > 9999 {
		return "", msg.New(field, "This date cannot be read: {{.Value}}. Dates look like 2026-11-01T20:00:00Z.", map[string]any{"Value": names.Printable(s)})
	}
	return formatTime(t), nil
}

// isStamp tells whether s is a valid time already in the store's layout
// (2026-11-01T20:00:00.000000000Z, as Hearth exports it), which checkTime
// would give back unchanged: a check without parsing, for the tens of
// thousands of dates an import reads.
func isStamp(s string) bool {
	const shape = "dddd-dd-ddTdd:dd:dd.dddddddddZ" // d: a decimal digit
	if len(s) != len(shape) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; shape[i] == 'd' && (c < '0' || c > '9') || shape[i] != 'd' && c != shape[i] {
			return false
		}
	}
	y, mo, d := digits(s[0:4]), digits(s[5:7]), digits(s[8:10])
	if y < 1970 || mo < 1 || mo > 12 || d < 1 || digits(s[11:13]) > 23 || digits(s[14:16]) > 59 || digits(s[17:19]) > 59 {
		return false
	}
	return d <= time.Date(y, time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// digits is the number s writes in decimal digits only; -1 for anything else.
func digits(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
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

// compactJSON returns the value compacted, {} when absent. raw comes from
// encoding/json, so it is valid JSON; one with no white space outside its
// strings (as Hearth exports it) is already compact.
func compactJSON(raw json.RawMessage) (json.RawMessage, error) {
	if len(raw) == 0 {
		return json.RawMessage("{}"), nil
	}
	if isCompact(raw) {
		return raw, nil // encoding/json hands over valid JSON only
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// isCompact tells whether valid JSON has no white space outside its strings.
func isCompact(raw []byte) bool {
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '"':
			i = stringEnd(raw, i)
		case ' ', '\t', '\r', '\n':
			return false
		}
	}
	return true
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

// longestList is the length of the longest JSON list in a compact value.
func longestList(raw json.RawMessage) int {
	var counts []int
	longest := 0
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '"':
			i = stringEnd(raw, i)
		case '[':
			counts = append(counts, 1)
			if i+1 < len(raw) && raw[i+1] == ']' {
				counts[len(counts)-1] = 0
			}
		case '{':
			counts = append(counts, -1)
		case ',':
			if n := len(counts); n > 0 && counts[n-1] >= 0 {
				counts[n-1]++
			}
		case ']', '}':
			if n := len(counts); n > 0 {
				longest = max(longest, counts[n-1])
				counts = counts[:n-1]
			}
		}
	}
	return longest
}

// checkColour accepts a profile's colour from the palette (any case) or
// none, which the import then chooses.
func checkColour(field string, c *string) error {
	if *c == "" {
		return nil
	}
	up := strings.ToUpper(*c)
	if !slices.Contains(Palette, up) {
		return msg.New(field, "The colour {{.Colour}} is not one Hearth offers.", map[string]any{"Colour": names.Printable(*c)})
	}
	*c = up
	return nil
}
