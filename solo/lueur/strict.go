package lueur

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"sync"
)

// strict decodes one JSON value into v, refusing unknown fields (at any
// depth) and trailing data. It is json.Unmarshal followed by a check of the
// object keys against v's struct fields: the same acceptance as a Decoder
// with DisallowUnknownFields (keys match field names case-insensitively), at
// a fraction of its cost, which matters when a journey is replayed.
func strict(b []byte, v any) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || string(b) == "{}" {
		return nil // the zero value: nothing to read
	}
	if err := json.Unmarshal(b, v); err != nil {
		return err
	}
	k := keyChecker{data: b}
	return k.value(reflect.TypeOf(v))
}

var errUnknownField = errors.New("unknown field")

// fieldSets caches each struct type's JSON field names and types.
var fieldSets sync.Map // reflect.Type → []field

type field struct {
	name []byte
	typ  reflect.Type
}

// fields lists the JSON fields of struct type t, embedded structs flattened.
func fields(t reflect.Type) []field {
	if f, ok := fieldSets.Load(t); ok {
		return f.([]field)
	}
	var out []field
	for i := range t.NumField() {
		sf := t.Field(i)
		tag, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		switch {
		case tag == "-":
		case sf.Anonymous && tag == "" && sf.Type.Kind() == reflect.Struct:
			out = append(out, fields(sf.Type)...)
		case !sf.IsExported():
		case tag != "":
			out = append(out, field{[]byte(tag), sf.Type})
		default:
			out = append(out, field{[]byte(sf.Name), sf.Type})
		}
	}
	fieldSets.Store(t, out)
	return out
}

// keyChecker walks JSON that json.Unmarshal has already accepted.
type keyChecker struct {
	data []byte
	pos  int
}

var textUnmarshaler = reflect.TypeFor[interface{ UnmarshalText([]byte) error }]()

// value checks the value at pos against type t and moves past it.
func (k *keyChecker) value(t reflect.Type) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	k.space()
	if k.pos >= len(k.data) {
		return errUnknownField
	}
	switch c := k.data[k.pos]; {
	case c == '{' && t.Kind() == reflect.Struct && !reflect.PointerTo(t).Implements(textUnmarshaler):
		return k.object(fields(t))
	case c == '[' && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array):
		k.pos++
		for {
			k.space()
			if k.data[k.pos] == ']' {
				k.pos++
				return nil
			}
			if err := k.value(t.Elem()); err != nil {
				return err
			}
			k.space()
			if k.data[k.pos] == ',' {
				k.pos++
			}
		}
	}
	k.skip()
	return nil
}

func (k *keyChecker) object(fs []field) error {
	k.pos++ // {
	for {
		k.space()
		if k.data[k.pos] == '}' {
			k.pos++
			return nil
		}
		if k.data[k.pos] == ',' {
			k.pos++
			continue
		}
		key := k.key()
		k.space()
		k.pos++ // :
		i := -1
		for j, f := range fs {
			if bytes.EqualFold(f.name, key) {
				i = j
				break
			}
		}
		if i < 0 {
			return errUnknownField
		}
		if err := k.value(fs[i].typ); err != nil {
			return err
		}
	}
}

// key reads an object key (a string) and unescapes it.
func (k *keyChecker) key() []byte {
	start := k.pos
	k.skip()
	raw := k.data[start:k.pos]
	if bytes.IndexByte(raw, '\\') < 0 {
		return raw[1 : len(raw)-1]
	}
	var s string
	_ = json.Unmarshal(raw, &s)
	return []byte(s)
}

func (k *keyChecker) space() {
	for k.pos < len(k.data) {
		switch k.data[k.pos] {
		case ' ', '\t', '\n', '\r':
			k.pos++
		default:
			return
		}
	}
}

// skip moves past one value: a string, a literal or number, or a nested
// object or array.
func (k *keyChecker) skip() {
	k.space()
	depth := 0
	for k.pos < len(k.data) {
		c := k.data[k.pos]
		if c == '"' {
			k.skipString()
		} else if !k.skipByte(c, &depth) {
			return
		}
		if depth == 0 && (c == '"' || c == '}' || c == ']') {
			return
		}
	}
}

// skipString moves past a string starting at the quote under the cursor.
func (k *keyChecker) skipString() {
	k.pos++
	for k.pos < len(k.data) && k.data[k.pos] != '"' {
		if k.data[k.pos] == '\\' {
			k.pos++
		}
		k.pos++
	}
	k.pos++
}

// skipByte moves past c, a byte outside strings, tracking the nesting in
// depth; false when c ends the value at depth 0 (a closing bracket, a comma,
// a colon or a space) and the cursor stays on it.
func (k *keyChecker) skipByte(c byte, depth *int) bool {
	switch c {
	case '{', '[':
		*depth++
	case '}', ']':
		if *depth == 0 {
			return false
		}
		*depth--
	case ',', ':', ' ', '\t', '\n', '\r':
		if *depth == 0 {
			return false
		}
	}
	k.pos++
	return true
}
