package data

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
	"unsafe"
)

// onePass decodes an export in one pass over its bytes, by the export's own
// shape rather than by reflection (BenchmarkImportDecode10kVsUnmarshal):
// json.Unmarshal reads the bytes twice (checkValid, then the values) and
// the import scan a third time. It vouches only for what encoding/json and
// the scan (scanKeys) both accept and read alike: exact entry names, each
// once, no null outside a raw entry, whole numbers, valid UTF-8, nesting
// within maxImportDepth. Anything else it declines, and decodeFast reads
// the file as before (FuzzOnePassAgreesWithJSON).
type onePass struct {
	b     []byte
	s     string // b seen as text: every string read is a piece of it
	i     int
	depth int
}

// decodeOnePass reads b (without a byte order mark) into a fastDoc; ok is
// false when it declines. Every text and raw value of the document is a
// piece of b, not a copy: b must not be written while the document is in
// use (readExport reads the file into a buffer of its own and only reads
// it after). A copy of the file as text cost a third of the decoding.
func decodeOnePass(b []byte) (fd fastDoc, ok bool) {
	if !utf8.Valid(b) {
		return fastDoc{}, false
	}
	d := &onePass{b: b, s: unsafe.String(unsafe.SliceData(b), len(b))}
	if !onePassObject(d, docFields, &fd) {
		return fastDoc{}, false
	}
	d.ws()
	return fd, d.i == len(b)
}

// ws skips white space.
func (d *onePass) ws() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// next skips white space and tells whether the next byte is c, taking it
// when it is.
func (d *onePass) next(c byte) bool {
	d.ws()
	if d.i < len(d.b) && d.b[d.i] == c {
		d.i++
		return true
	}
	return false
}

// open takes the bracket c that opens an object or list, within
// maxImportDepth.
func (d *onePass) open(c byte) bool {
	if d.depth >= maxImportDepth-1 || !d.next(c) {
		return false
	}
	d.depth++
	return true
}

// close takes the bracket c that closes the innermost object or list.
func (d *onePass) close(c byte) bool {
	if !d.next(c) {
		return false
	}
	d.depth--
	return true
}

// field is how one entry of an object of type T is read; bit marks it seen.
type field[T any] struct {
	bit uint32
	set func(*onePass, *T) bool
}

// fieldsOf numbers the entries of an object type.
func fieldsOf[T any](sets map[string]func(*onePass, *T) bool) map[string]field[T] {
	out := make(map[string]field[T], len(sets))
	var bit uint32 = 1
	for k, set := range sets {
		out[k] = field[T]{bit: bit, set: set}
		bit <<= 1
	}
	return out
}

// onePassObject reads an object of type T: every key known, none twice.
func onePassObject[T any](d *onePass, fields map[string]field[T], v *T) bool {
	if !d.open('{') {
		return false
	}
	if d.close('}') {
		return true
	}
	var seen uint32
	for {
		key, ok := d.key()
		if !ok {
			return false
		}
		f, known := fields[string(key)]
		if !known || seen&f.bit != 0 || !f.set(d, v) {
			return false
		}
		seen |= f.bit
		if d.close('}') {
			return true
		}
		if !d.next(',') {
			return false
		}
	}
}

// onePassList reads a list of T, each element by elem; an empty list is
// empty, not nil, as encoding/json leaves it.
func onePassList[T any](d *onePass, elem func(*onePass, *T) bool) ([]T, bool) {
	if !d.open('[') {
		return nil, false
	}
	list := make([]T, 0, 4)
	if d.close(']') {
		return list, true
	}
	for {
		list = append(list, *new(T))
		if !elem(d, &list[len(list)-1]) {
			return nil, false
		}
		if d.close(']') {
			return list, true
		}
		if !d.next(',') {
			return nil, false
		}
	}
}

// key reads an object's key and its colon.
func (d *onePass) key() ([]byte, bool) {
	d.ws()
	start := d.i
	var k string
	if !d.str(&k) {
		return nil, false
	}
	key := d.b[start+1 : d.i-1]
	if len(key) != len(k) || string(key) != k {
		key = []byte(k) // it had escapes
	}
	return key, d.next(':')
}

// str reads a string; one with escapes is read by encoding/json itself.
func (d *onePass) str(dst *string) bool {
	if !d.next('"') {
		return false
	}
	start := d.i
	for j := start; j < len(d.b); j++ {
		switch c := d.b[j]; {
		case c == '"':
			*dst = d.s[start:j]
			d.i = j + 1
			return true
		case c == '\\':
			end := stringEnd(d.b, start-1)
			if end >= len(d.b) || d.b[end] != '"' || json.Unmarshal(d.b[start-1:end+1], dst) != nil {
				return false
			}
			d.i = end + 1
			return true
		case c < 0x20:
			return false
		}
	}
	return false
}

// integer reads a whole number that fits in bits bits.
func (d *onePass) integer(bits int) (int64, bool) {
	d.ws()
	neg := d.i < len(d.b) && d.b[d.i] == '-'
	if neg {
		d.i++
	}
	start := d.i
	var n uint64
	for d.i < len(d.b) && d.b[d.i] >= '0' && d.b[d.i] <= '9' {
		n = n*10 + uint64(d.b[d.i]-'0')
		d.i++
	}
	if !d.wholeDigits(start) {
		return 0, false
	}
	v := int64(n)
	if neg {
		v = -v
	}
	if bits < 64 && (v > 1<<(bits-1)-1 || v < -1<<(bits-1)) {
		return 0, false
	}
	return v, true
}

// wholeDigits tells whether the digits from start to i are a whole number
// integer read without overflow: some, at most 18, no leading zero (not
// JSON), and no fraction or exponent after them (json refuses those for a
// whole number).
func (d *onePass) wholeDigits(start int) bool {
	digits := d.i - start
	if digits == 0 || digits > 18 || d.b[start] == '0' && digits > 1 {
		return false
	}
	return d.i == len(d.b) || d.b[d.i] != '.' && d.b[d.i]|0x20 != 'e'
}

// intSize is the size of an int, in bits.
const intSize = 32 << (^uint(0) >> 63)

func (d *onePass) int(dst *int) bool {
	v, ok := d.integer(intSize)
	*dst = int(v)
	return ok
}

func (d *onePass) int64(dst *int64) bool {
	v, ok := d.integer(64)
	*dst = v
	return ok
}

// quotedUint reads a number written as text (a `json:",string"` entry):
// digits only, no leading zero.
func (d *onePass) quotedUint(dst *uint64) bool {
	if !d.next('"') {
		return false
	}
	start := d.i
	end := digitsEnd(d.b, start)
	if end == start || end >= len(d.b) || d.b[end] != '"' || d.b[start] == '0' && end > start+1 {
		return false
	}
	v, err := strconv.ParseUint(string(d.b[start:end]), 10, 64)
	if err != nil {
		return false
	}
	d.i = end + 1
	*dst = v
	return true
}

func (d *onePass) boolean(dst *bool) bool {
	d.ws()
	switch {
	case hasPrefixAt(d.b, d.i, "true"):
		*dst, d.i = true, d.i+4
	case hasPrefixAt(d.b, d.i, "false"):
		*dst, d.i = false, d.i+5
	default:
		return false
	}
	return true
}

func hasPrefixAt(b []byte, i int, s string) bool {
	return len(b)-i >= len(s) && string(b[i:i+len(s)]) == s
}

// raw reads any value, null included, kept as its bytes: a piece of the
// file's, which nothing writes to once read (readExport's own buffer).
func (d *onePass) raw(dst *json.RawMessage) bool {
	d.ws()
	start := d.i
	if !d.skip() {
		return false
	}
	*dst = json.RawMessage(d.b[start:d.i:d.i])
	return true
}
