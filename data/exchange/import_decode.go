package exchange

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strconv"
	"strings"

	// The code Go ships as encoding/json/v2 behind GOEXPERIMENT=jsonv2:
	// switch to the standard library's when it leaves the experiment
	// (with the experiment on, this module is already an alias of it).
	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"hearth/data"
	"hearth/data/msg"
	"hearth/data/names"
)

// The second step of an import (import.go): the file's bytes into its
// entries, one profile, play, session or draft at a time, each handed to
// the importer as soon as it is read, so that a file is never held whole.
// jsontext refuses invalid UTF-8 and a name given twice in one object;
// the unmarshal options below refuse unknown entries (names match
// exactly), null where Hearth writes a value, and nesting deeper than
// maxImportDepth. Every error names the entry ("plays[57].results[1].score").

// maxImportDepth bounds how deeply a file's values nest: an export nests 6
// levels, a breakdown or a solo event a few more.
const maxImportDepth = 32

// section is a top-level entry of an export: read once the entry it comes
// after has been read (a play names its players' profiles, a session its
// play), whatever the order of the file.
type section struct {
	name     string
	after    string
	required bool
	read     func(*docReader, *valueReader) error
}

// sections are in the order an export writes them and is merged.
var sections = []section{
	{"format", "", true, (*docReader).format},
	{"version", "format", true, (*docReader).version},
	{"exported_at", "version", true, func(d *docReader, v *valueReader) error { return v.decode("exported_at", &d.im.exportedAt) }},
	{"app", "version", false, func(d *docReader, v *valueReader) error { var app string; return v.decode("app", &app) }},
	{"profiles", "version", true, func(d *docReader, v *valueReader) error { return readList(v, "profiles", d.im.profile) }},
	{"plays", "profiles", true, func(d *docReader, v *valueReader) error { return readList(v, "plays", d.im.play) }},
	{"handicap_ledger", "version", false, func(d *docReader, v *valueReader) error {
		// Derived from the plays: its shape is checked, its rows recomputed.
		return readList(v, "handicap_ledger", func(*data.LedgerRow, string) error { return nil })
	}},
	{"sessions", "plays", true, func(d *docReader, v *valueReader) error { return readList(v, "sessions", d.im.session) }},
	{"settings", "version", false, func(d *docReader, v *valueReader) error {
		var m map[string]string
		if err := v.decode("settings", &m); err != nil {
			return err
		}
		return d.im.settings(m)
	}},
	{"drafts", "version", false, func(d *docReader, v *valueReader) error { return readList(v, "drafts", d.im.draft) }},
}

// bgStatsEntries are top-level entries of a BG Stats file that a Hearth
// export has not.
var bgStatsEntries = map[string]bool{"about": true, "players": true, "locations": true, "games": true, "userInfo": true}

// docReader reads the top level of a file.
type docReader struct {
	im      *importer
	done    map[string]bool   // entries read
	seen    map[string]bool   // entries met, read or not yet
	pending map[string][]byte // entries met before the one they come after
	stray   string            // an unknown entry met before the version
}

// decodeExport reads a whole file from r, handing each entry to im.
func decodeExport(r io.Reader, im *importer) error {
	d := &docReader{im: im, done: map[string]bool{}, seen: map[string]bool{}, pending: map[string][]byte{}}
	top := newValueReader(jsontext.NewDecoder(r), "", 0)
	tok, err := top.dec.ReadToken()
	switch {
	case err == io.EOF:
		return msg.New("", "The file is empty.", nil)
	case err != nil:
		return top.fail(err)
	case tok.Kind() != '{':
		return msg.New("", "This is not a Hearth export file.", nil)
	}
	for {
		tok, err := top.dec.ReadToken()
		if err != nil {
			return top.fail(err)
		}
		if tok.Kind() == '}' {
			break
		}
		if err := d.entry(tok.String(), top); err != nil {
			return err
		}
	}
	switch _, err := top.dec.ReadToken(); {
	case err == nil:
		return msg.New("", "The file is damaged near byte {{.Offset}}: it is not valid JSON.", map[string]any{"Offset": top.dec.InputOffset()})
	case err != io.EOF:
		return top.fail(err)
	}
	return d.missing()
}

// entry reads the top-level entry name, or keeps it for later.
func (d *docReader) entry(name string, top *valueReader) error {
	d.seen[name] = true
	i := sectionIndex(name)
	switch {
	case i < 0 && d.done["version"]:
		return unknownEntry(name)
	case i < 0 && bgStatsEntries[name]:
		return msg.New("", "This is a BG Stats file: Hearth writes these for BG Stats, but does not read them. Import a Hearth export (JSON) instead.", nil)
	case i < 0:
		if d.stray == "" {
			d.stray = name
		}
		return top.fail(top.dec.SkipValue())
	case !d.done[sections[i].after] && sections[i].after != "":
		raw, err := top.dec.ReadValue()
		if err != nil {
			return top.fail(err)
		}
		d.pending[name] = bytes.Clone(raw)
		return nil
	}
	if err := sections[i].read(d, top); err != nil {
		return err
	}
	return d.readPending(name)
}

// readPending reads, after the entry name, the entries kept for later
// that can now be read.
func (d *docReader) readPending(name string) error {
	d.done[name] = true
	if name == "version" && d.stray != "" {
		return unknownEntry(d.stray)
	}
	for _, s := range sections {
		raw, ok := d.pending[s.name]
		if !ok || !d.done[s.after] {
			continue
		}
		delete(d.pending, s.name)
		v := newValueReader(jsontext.NewDecoder(bytes.NewReader(raw)), s.name, 1)
		if err := s.read(d, v); err != nil {
			return err
		}
		return d.readPending(s.name)
	}
	return nil
}

// missing refuses a file without an entry every export has.
func (d *docReader) missing() error {
	switch {
	case !d.done["format"]:
		return msg.New("format", "This is not a Hearth export file.", nil)
	case !d.seen["version"]:
		return msg.New("version", "The export has no version number.", nil)
	}
	for _, s := range sections {
		if s.required && !d.seen[s.name] {
			return msg.New(s.name, "This entry is missing: the file is not a whole Hearth export.", nil)
		}
	}
	return nil
}

func sectionIndex(name string) int {
	for i, s := range sections {
		if s.name == name {
			return i
		}
	}
	return -1
}

// format checks that the file says it is a Hearth export.
func (d *docReader) format(v *valueReader) error {
	var format string
	if err := jsonv2.UnmarshalDecode(v.dec, &format, v.opts); err != nil || format != ExportFormat {
		return v.failAs(err, msg.New("format", "This is not a Hearth export file.", nil))
	}
	return nil
}

// version checks that this Hearth reads the file's version.
func (d *docReader) version(v *valueReader) error {
	err := jsonv2.UnmarshalDecode(v.dec, &d.im.sum.Version, v.opts)
	if err != nil || d.im.sum.Version < 1 {
		return v.failAs(err, msg.New("version", "The version of this export cannot be read.", nil))
	}
	if d.im.sum.Version > ExportVersion {
		return msg.New("version", "This export was made by a newer Hearth (format version {{.Version}}; this Hearth reads up to {{.Max}}). Update Hearth to import it.",
			map[string]any{"Version": d.im.sum.Version, "Max": ExportVersion})
	}
	return nil
}

// readList reads the list at name element by element, handing each with
// its field ("plays[3]") to each.
func readList[T any](v *valueReader, name string, each func(*T, string) error) error {
	tok, err := v.dec.ReadToken()
	switch {
	case err != nil:
		return v.fail(err)
	case tok.Kind() == 'n':
		return msg.New(name, "This entry is null: it needs a value.", nil)
	case tok.Kind() != '[':
		return msg.New(name, "This entry must be a list.", nil)
	}
	for i := 0; v.dec.PeekKind() != ']'; i++ {
		var item T
		if err := jsonv2.UnmarshalDecode(v.dec, &item, v.opts); err != nil {
			return v.fail(err)
		}
		if err := each(&item, name+"["+strconv.Itoa(i)+"]"); err != nil {
			return err
		}
	}
	_, err = v.dec.ReadToken()
	return v.fail(err)
}

// valueReader reads one top-level entry: from the file, or from the bytes
// kept of an entry read before the one it comes after (then at names the
// entry, and depth is 1: the entry's own nesting in the file).
type valueReader struct {
	dec   *jsontext.Decoder
	at    string
	depth int
	opts  jsonv2.Options
}

func newValueReader(dec *jsontext.Decoder, at string, depth int) *valueReader {
	v := &valueReader{dec: dec, at: at, depth: depth}
	v.opts = jsonv2.JoinOptions(jsonv2.RejectUnknownMembers(true), jsonv2.WithUnmarshalers(jsonv2.JoinUnmarshalers(
		jsonv2.UnmarshalFromFunc(v.rawValue),
		// Every type of the format but a raw value, each named: a hook
		// on any would convert every value to an interface, a fifth of
		// the decoding (TestImportRefusesNullEverywhere keeps the list
		// whole).
		refuseNull[string](), refuseNull[int](), refuseNull[int64](), refuseNull[uint64](), refuseNull[bool](),
		refuseNull[map[string]string](), refuseNull[[]data.ResultRow](), refuseNull[[]data.EventRow](),
		refuseNull[data.ProfileRow](), refuseNull[data.PlayRow](), refuseNull[data.ResultRow](), refuseNull[data.LedgerRow](),
		refuseNull[data.SessionRow](), refuseNull[data.EventRow](), refuseNull[data.DraftRow]())))
	return v
}

// decode reads the value of the entry field into out.
func (v *valueReader) decode(field string, out any) error {
	if err := jsonv2.UnmarshalDecode(v.dec, out, v.opts); err != nil {
		return v.fail(err)
	}
	return nil
}

// errNull marks a null where Hearth writes a value (json reads it as 0 or
// "", so the file would say something it does not).
var errNull = errors.New("null")

// refuseNull refuses null for a T, which is then read as json reads it.
func refuseNull[T any]() *jsonv2.Unmarshalers {
	return jsonv2.UnmarshalFromFunc(func(dec *jsontext.Decoder, _ *T) error {
		if dec.PeekKind() == 'n' {
			return errNull
		}
		return errors.ErrUnsupported
	})
}

// rawValue reads a value Hearth keeps as it is (a breakdown, a session's
// options, an event's payload, a draft), null included, compacted (its
// strings as written) and within maxImportDepth.
func (v *valueReader) rawValue(dec *jsontext.Decoder, out *json.RawMessage) error {
	at := v.depth + dec.StackDepth() // the depth of what holds the value
	raw, err := dec.ReadValue()
	if err != nil {
		return err
	}
	val := jsontext.Value(bytes.Clone(raw))
	// The brackets of a value bound how deeply it nests: only a value
	// with many is walked.
	if at+bytes.Count(val, []byte("{"))+bytes.Count(val, []byte("[")) > maxImportDepth {
		if err := v.checkDepth(val, at, dec.StackPointer()); err != nil {
			return err
		}
	}
	if err := val.Compact(); err != nil {
		return err
	}
	*out = json.RawMessage(val)
	return nil
}

// checkDepth refuses a value (at p, held at depth at) that nests past
// maxImportDepth, naming where.
func (v *valueReader) checkDepth(val jsontext.Value, at int, p jsontext.Pointer) error {
	dec := jsontext.NewDecoder(bytes.NewReader(val))
	for {
		tok, err := dec.ReadToken()
		if err != nil {
			return nil
		}
		if k := tok.Kind(); (k == '{' || k == '[') && at+dec.StackDepth() > maxImportDepth {
			return msg.New(v.path(p+dec.StackPointer()), "This entry nests more than {{.Max}} levels deep.", map[string]any{"Max": maxImportDepth})
		}
	}
}

// fail words a decoding error for a player, naming the entry; nil stays nil.
func (v *valueReader) fail(err error) error {
	var m *msg.Error
	var syn *jsontext.SyntacticError
	var sem *jsonv2.SemanticError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &m):
		return m
	case errors.Is(err, errTooLarge):
		return tooLarge()
	case errors.Is(err, io.ErrUnexpectedEOF):
		return msg.New("", "The file is cut off: it ends before the export is complete.", nil)
	case errors.As(err, &syn) && errors.Is(syn.Err, jsontext.ErrDuplicateName):
		return msg.New(v.path(syn.JSONPointer), "This entry is given twice: the file says two different things.", nil)
	case errors.As(err, &syn) && syn.Err == errInvalidUTF8:
		return msg.New("", "The file is not valid UTF-8 text: it is not a Hearth export.", nil)
	case errors.As(err, &syn):
		return msg.New("", "The file is damaged near byte {{.Offset}}: it is not valid JSON.", map[string]any{"Offset": syn.ByteOffset})
	case errors.As(err, &sem):
		return v.semantic(sem)
	}
	return err
}

// failAs is fail for an error of the file's syntax, else refusal.
func (v *valueReader) failAs(err error, refusal error) error {
	var sem *jsonv2.SemanticError
	if err == nil || errors.As(err, &sem) {
		return refusal
	}
	return v.fail(err)
}

// semantic words an error of meaning: a value of the wrong type, an
// unknown entry, a null.
func (v *valueReader) semantic(sem *jsonv2.SemanticError) error {
	field := v.path(sem.JSONPointer)
	switch {
	case errors.Is(sem.Err, jsonv2.ErrUnknownName):
		return unknownEntry(field)
	case sem.Err == errNull:
		return msg.New(field, "This entry is null: it needs a value.", nil)
	case sem.GoType != nil && sem.GoType.Kind() == reflect.Uint64: // only a session's seed
		return msg.New(field, "The seed must be a whole number from 0 to 18446744073709551615, written in quotes.", nil)
	case sem.GoType != nil:
		return wrongType(field, sem.GoType)
	}
	return msg.New(field, "This entry cannot be read.", nil)
}

// errInvalidUTF8 is the error jsontext gives for invalid UTF-8.
var errInvalidUTF8 = func() error {
	var syn *jsontext.SyntacticError
	_, err := jsontext.NewDecoder(strings.NewReader("\"\xff\"")).ReadToken()
	errors.As(err, &syn)
	return syn.Err
}()

// path writes a JSON pointer as import errors name entries:
// /plays/3/results/0 is plays[3].results[0].
func (v *valueReader) path(p jsontext.Pointer) string {
	var sb strings.Builder
	sb.WriteString(v.at)
	for tok := range p.Tokens() {
		if _, err := strconv.Atoi(tok); err == nil && tok[0] != '-' && tok[0] != '+' {
			sb.WriteString("[" + tok + "]")
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte('.')
		}
		sb.WriteString(tok)
	}
	return names.Printable(sb.String())
}

func unknownEntry(field string) error {
	return msg.New(field, "Hearth does not know this entry: the file was not written by Hearth, or by a Hearth it cannot read.", nil)
}

// wrongType says which kind of value a field needs.
func wrongType(field string, t reflect.Type) error {
	var want msg.Term
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Uint64:
		want = msg.Term("a whole number")
	case reflect.String:
		want = msg.Term("text")
	case reflect.Bool:
		want = msg.Term("true or false")
	case reflect.Slice:
		want = msg.Term("a list")
	default:
		want = msg.Term("an object")
	}
	return msg.New(field, "This value has the wrong type: it must be {{.Want}}.", map[string]any{"Want": want})
}
