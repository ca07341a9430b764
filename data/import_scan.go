package data

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"hearth/data/msg"
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
	key   string
	keys  map[string]bool
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
			raw := len(stack) > 0 && (stack[len(stack)-1].raw || rawEntries[stack[len(stack)-1].key] && !stack[len(stack)-1].list)
			stack = append(stack, scanFrame{list: c == '[', keys: map[string]bool{}, raw: raw})
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
				key := string(b[i+1 : end])
				if strings.IndexByte(key, '\\') >= 0 {
					_ = json.Unmarshal(b[i:end+1], &key)
				}
				top := &stack[len(stack)-1]
				if top.keys[key] {
					top.key = key
					return msg.New(scanPath(stack), "This entry is given twice: the file says two different things.", nil)
				}
				top.keys[key] = true
				top.key = key
				expectKey = false
			}
			i = end
		case 'n':
			top := stack[len(stack)-1]
			if !top.raw && !(rawEntries[top.key] && !top.list) {
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
		case f.key != "":
			if sb.Len() > 0 {
				sb.WriteByte('.')
			}
			sb.WriteString(f.key)
		}
	}
	return strings.TrimPrefix(fmt.Sprint(sb.String()), ".")
}
