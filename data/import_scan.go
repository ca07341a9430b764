package data

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"hearth/data/msg"
	"hearth/data/names"
)

// maxImportDepth bounds how deeply a file's values nest: an export nests 6
// levels, a breakdown or a solo event a few more.
const maxImportDepth = 32

// rawEntries hold JSON Hearth stores as it is (a score's breakdown, a
// session's options, an event's payload, a draft): null is allowed inside.
var rawEntries = map[string]bool{"breakdown": true, "options": true, "payload": true, "value": true}

// scanFrame is one open object or list of the scan.
type scanFrame struct {
	list  bool
	index int
	key   []byte
	keys  [][]byte
	raw   bool // inside a raw entry
}

// scanImport checks, in one pass over a syntactically valid document, what
// encoding/json lets through: invalid UTF-8, a key given twice in one
// object (json keeps the last, so the file would say two things), null
// where Hearth wrote a value (json reads it as 0 or ""), and nesting deeper
// than maxImportDepth. The error names the entry.
func scanImport(b []byte) error {
	if !utf8.Valid(b) {
		return msg.New("", "The file is not valid UTF-8 text: it is not a Hearth export.", nil)
	}
	var stack []scanFrame
	expectKey := false
	for i := 0; i < len(b); i++ {
		switch c := b[i]; c {
		case '{', '[':
			if len(stack) >= maxImportDepth {
				return msg.New(scanPath(stack), "This entry nests more than {{.Max}} levels deep.", map[string]any{"Max": maxImportDepth})
			}
			raw := len(stack) > 0 && (stack[len(stack)-1].raw || rawEntries[string(stack[len(stack)-1].key)] && !stack[len(stack)-1].list)
			if n := len(stack); n < cap(stack) {
				stack = stack[:n+1] // reuse the frame's key list
				stack[n] = scanFrame{list: c == '[', keys: stack[n].keys[:0], raw: raw}
			} else {
				stack = append(stack, scanFrame{list: c == '[', raw: raw})
			}
			expectKey = c == '{'
		case '}', ']':
			stack = stack[:len(stack)-1]
			expectKey = false
		case ',':
			if top := &stack[len(stack)-1]; top.list {
				top.index++
			} else {
				expectKey = true
			}
		case '"':
			end := stringEnd(b, i)
			if expectKey {
				key := b[i+1 : end]
				if bytes.IndexByte(key, '\\') >= 0 {
					var k string
					_ = json.Unmarshal(b[i:end+1], &k)
					key = []byte(k)
				}
				top := &stack[len(stack)-1]
				top.key = key
				if slices.ContainsFunc(top.keys, func(k []byte) bool { return bytes.Equal(k, key) }) {
					return msg.New(scanPath(stack), "This entry is given twice: the file says two different things.", nil)
				}
				top.keys = append(top.keys, key)
				expectKey = false
			}
			i = end
		case 'n':
			top := stack[len(stack)-1]
			if !top.raw && !(rawEntries[string(top.key)] && !top.list) {
				return msg.New(scanPath(stack), "This entry is null: it needs a value.", nil)
			}
			i += 3
		}
	}
	return nil
}

// stringEnd is the index of the quote closing the string opened at i.
func stringEnd(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(b) - 1
}

// scanPath writes where the scan is, as import errors name fields.
func scanPath(stack []scanFrame) string {
	var sb strings.Builder
	for _, f := range stack {
		switch {
		case f.list:
			sb.WriteString("[" + strconv.Itoa(f.index) + "]")
		case len(f.key) > 0:
			if sb.Len() > 0 {
				sb.WriteByte('.')
			}
			sb.Write(f.key)
		}
	}
	return names.Printable(strings.TrimPrefix(sb.String(), "."))
}
