package lueur

import (
	"bytes"
	"strconv"

	ref "hearth/data/lueur"
)

// fastReroll reads the common shape of a reroll payload by hand, the event a
// replay meets most: one object with lower-case keys, each once, plain
// strings and integers. It reports false for anything else (escapes, nulls,
// other spacing of values, unknown keys), which the general decoder then
// reads or refuses; when it reports true its result is what the general
// decoder would give (FuzzFastReroll checks it).
func fastReroll(b []byte) (Reroll, bool) {
	var a Reroll
	p := scan{data: bytes.TrimSpace(b)}
	if !p.byte('{') {
		return a, false
	}
	seen := 0
	for first := true; ; first = false {
		if p.byte('}') {
			return a, p.end()
		}
		if !first && !p.byte(',') {
			return a, false
		}
		key, ok := p.str()
		if !ok || !p.byte(':') {
			return a, false
		}
		bit := keyBit(key)
		if bit == 0 || seen&bit != 0 {
			return a, false
		}
		seen |= bit
		if !p.rerollValue(bit, &a) {
			return a, false
		}
	}
}

// rerollValue reads the value of the reroll payload's key numbered bit
// (keyBit) into a; false when it is not of the fast shape.
func (p *scan) rerollValue(bit int, a *Reroll) bool {
	var ok bool
	switch bit {
	case 1:
		a.Source.Source, ok = p.source()
	case 2:
		a.Companion, ok = p.int()
	case 4:
		var v int
		if v, ok = p.int(); ok {
			a.To = &v
		}
	case 8:
		a.Dice, ok = p.ints()
	case 16:
		a.Faces, ok = p.faces()
	}
	return ok
}

// source reads a reroll source's name.
func (p *scan) source() (SourceKind, bool) {
	s, ok := p.str()
	if !ok {
		return "", false
	}
	for _, k := range []SourceKind{FromToken, FromCompanion, FromTrack} {
		if string(s) == string(k) {
			return k, true
		}
	}
	return "", false
}

// keyBit numbers the keys of a reroll payload; 0 for any other.
func keyBit(key []byte) int {
	switch string(key) {
	case "source":
		return 1
	case "companion":
		return 2
	case "to":
		return 4
	case "dice":
		return 8
	case "faces":
		return 16
	}
	return 0
}

// scan reads simple JSON by hand.
type scan struct {
	data []byte
	pos  int
}

func (p *scan) space() {
	for p.pos < len(p.data) && (p.data[p.pos] == ' ' || p.data[p.pos] == '\n' || p.data[p.pos] == '\t' || p.data[p.pos] == '\r') {
		p.pos++
	}
}

// byte reads c after optional spaces.
func (p *scan) byte(c byte) bool {
	p.space()
	if p.pos < len(p.data) && p.data[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

func (p *scan) end() bool { p.space(); return p.pos == len(p.data) }

// str reads a string of printable ASCII without escapes.
func (p *scan) str() ([]byte, bool) {
	if !p.byte('"') {
		return nil, false
	}
	start := p.pos
	for p.pos < len(p.data) && p.data[p.pos] != '"' {
		if c := p.data[p.pos]; c == '\\' || c < 0x20 || c >= 0x7f {
			return nil, false
		}
		p.pos++
	}
	if p.pos == len(p.data) {
		return nil, false
	}
	p.pos++
	return p.data[start : p.pos-1], true
}

// int reads an integer written as JSON writes it: -?(0|[1-9][0-9]*).
func (p *scan) int() (int, bool) {
	p.space()
	start := p.pos
	if p.pos < len(p.data) && p.data[p.pos] == '-' {
		p.pos++
	}
	digits := p.pos
	for p.pos < len(p.data) && p.data[p.pos] >= '0' && p.data[p.pos] <= '9' {
		p.pos++
	}
	n := p.pos - digits
	if n == 0 || n > 15 || (n > 1 && p.data[digits] == '0') {
		return 0, false
	}
	if p.pos < len(p.data) && (p.data[p.pos] == '.' || p.data[p.pos] == 'e' || p.data[p.pos] == 'E') {
		return 0, false
	}
	v, err := strconv.Atoi(string(p.data[start:p.pos]))
	return v, err == nil
}

func (p *scan) ints() ([]int, bool) {
	if !p.byte('[') {
		return nil, false
	}
	out := []int{}
	for first := true; ; first = false {
		if p.byte(']') {
			return out, true
		}
		if !first && !p.byte(',') {
			return nil, false
		}
		v, ok := p.int()
		if !ok {
			return nil, false
		}
		out = append(out, v)
	}
}

func (p *scan) faces() ([]ref.Face, bool) {
	if !p.byte('[') {
		return nil, false
	}
	out := []ref.Face{}
	for first := true; ; first = false {
		if p.byte(']') {
			return out, true
		}
		if !first && !p.byte(',') {
			return nil, false
		}
		s, ok := p.str()
		var f ref.Face
		if !ok || f.UnmarshalText(s) != nil {
			return nil, false
		}
		out = append(out, f)
	}
}
