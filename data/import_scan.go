package data

import (
	"bytes"
	"encoding/json"
	"errors"
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
	raw   bool      // inside a raw entry
	node  *scanNode // what the frame may hold; nil when not checked
}

// scanImport checks, in one pass over a syntactically valid document, what
// encoding/json lets through: invalid UTF-8, a key given twice in one
// object (json keeps the last, so the file would say two things), null
// where Hearth wrote a value (json reads it as 0 or ""), and nesting deeper
// than maxImportDepth. The error names the entry.
func scanImport(b []byte) error {
	_, err := scanKeys(b, nil)
	return err
}

// scanKeys is scanImport that also tells, when schema is given, whether
// some object has an entry schema does not know (encoding/json, which the
// fast decoder uses, would skip it).
func scanKeys(b []byte, schema *scanNode) (unknown bool, err error) {
	if !utf8.Valid(b) {
		return false, msg.New("", "The file is not valid UTF-8 text: it is not a Hearth export.", nil)
	}
	sc := importScanner{b: b, root: schema}
	for sc.i = 0; sc.i < len(b); sc.i++ {
		if err := sc.step(); err != nil {
			return sc.unknown, err
		}
	}
	return sc.unknown, nil
}

// importScanner is the state of one scan.
type importScanner struct {
	b         []byte
	i         int
	stack     []scanFrame
	expectKey bool
	root      *scanNode
	unknown   bool
}

// errNotJSON stops a scan of bytes that are not valid JSON (the fast
// decoder scans while json reads them, and json then refuses them).
var errNotJSON = errors.New("not valid JSON")

// step reads the byte at i (and the rest of a string or null it opens).
func (sc *importScanner) step() error {
	c := sc.b[sc.i]
	if len(sc.stack) == 0 && strings.IndexByte("}],n", c) >= 0 {
		sc.unknown = true // nothing is open: not JSON
		return errNotJSON
	}
	switch c {
	case '{', '[':
		return sc.open(c)
	case '}', ']':
		sc.stack = sc.stack[:len(sc.stack)-1]
		sc.expectKey = false
	case ',':
		if top := &sc.stack[len(sc.stack)-1]; top.list {
			top.index++
		} else {
			sc.expectKey = true
		}
	case '"':
		return sc.str()
	case 'n':
		top := sc.stack[len(sc.stack)-1]
		if !top.raw && !(rawEntries[string(top.key)] && !top.list) {
			return msg.New(scanPath(sc.stack), "This entry is null: it needs a value.", nil)
		}
		sc.i += 3
	}
	return nil
}

// str skips the string opened at i, reading it as a key where one is due.
func (sc *importScanner) str() error {
	end := stringEnd(sc.b, sc.i)
	if end <= sc.i || sc.b[end] != '"' {
		sc.unknown = true // a string cut off: not JSON
		return errNotJSON
	}
	if sc.expectKey {
		if err := sc.key(sc.b[sc.i+1 : end]); err != nil {
			return err
		}
	}
	sc.i = end
	return nil
}

// open pushes the object or list opened at i.
func (sc *importScanner) open(c byte) error {
	stack := sc.stack
	if len(stack) >= maxImportDepth {
		return msg.New(scanPath(stack), "This entry nests more than {{.Max}} levels deep.", map[string]any{"Max": maxImportDepth})
	}
	node := sc.root
	raw := false
	if n := len(stack); n > 0 {
		top := stack[n-1]
		raw = top.raw || rawEntries[string(top.key)] && !top.list
		node = top.node.child(top.key, top.list)
	}
	if n := len(stack); n < cap(stack) {
		stack = stack[:n+1] // reuse the frame's key list
		stack[n] = scanFrame{list: c == '[', keys: stack[n].keys[:0], raw: raw, node: node}
	} else {
		stack = append(stack, scanFrame{list: c == '[', raw: raw, node: node})
	}
	sc.stack = stack
	sc.expectKey = c == '{'
	return nil
}

// key records an object's key: refused when given twice, and marked
// unknown when the schema has no such entry.
func (sc *importScanner) key(key []byte) error {
	if bytes.IndexByte(key, '\\') >= 0 {
		var k string
		_ = json.Unmarshal(sc.b[sc.i:sc.i+len(key)+2], &k)
		key = []byte(k)
	}
	top := &sc.stack[len(sc.stack)-1]
	top.key = key
	if slices.ContainsFunc(top.keys, func(k []byte) bool { return bytes.Equal(k, key) }) {
		return msg.New(scanPath(sc.stack), "This entry is given twice: the file says two different things.", nil)
	}
	if n := top.node; n != nil && !n.raw && n.fields != nil && n.fields[string(key)] == nil {
		sc.unknown = true
	}
	top.keys = append(top.keys, key)
	sc.expectKey = false
	return nil
}

// stringEnd is the index of the quote closing the string opened at i.
func stringEnd(b []byte, i int) int {
	for j := i + 1; j < len(b); {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			break
		}
		j += k
		// The quote closes the string unless an odd number of
		// backslashes escapes it.
		n := 0
		for n < j-i-1 && b[j-1-n] == '\\' {
			n++
		}
		if n%2 == 0 {
			return j
		}
		j++
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
