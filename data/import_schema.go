package data

import (
	"encoding/json"
	"reflect"
	"strings"
)

// scanNode is what the import scan expects at one place of a file, read
// from the types the fast decoder fills: the entries an object may have, or
// the node of every element of a list or value of a map.
type scanNode struct {
	fields map[string]*scanNode // an object's entries; nil: any key (a map, a raw value)
	elem   *scanNode            // a list's elements or a map's values
	raw    bool                 // JSON kept as it is: anything goes inside
}

// anyNode stands for a value whose keys are not checked.
var anyNode = &scanNode{raw: true}

// fastSchema is the shape of a whole export, as fastDoc reads it.
var fastSchema = schemaOf(reflect.TypeFor[fastDoc]())

// schemaOf builds the node of a Go type as encoding/json reads it.
func schemaOf(t reflect.Type) *scanNode {
	if t == reflect.TypeFor[json.RawMessage]() {
		return anyNode
	}
	switch t.Kind() {
	case reflect.Pointer:
		return schemaOf(t.Elem())
	case reflect.Slice, reflect.Map:
		return &scanNode{elem: schemaOf(t.Elem())}
	case reflect.Struct:
		n := &scanNode{fields: map[string]*scanNode{}}
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			n.fields[name] = schemaOf(f.Type)
		}
		return n
	}
	return &scanNode{} // a number, text or true/false: nothing opens inside
}

// child is the node of the value under key in an object of node n (of an
// element when list); nil when n has no such entry.
func (n *scanNode) child(key []byte, list bool) *scanNode {
	switch {
	case n == nil:
		return nil
	case n.raw:
		return anyNode
	case list || n.fields == nil:
		return n.elem
	}
	return n.fields[string(key)]
}
