package data

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"hearth/data/msg"
)

// The import decoder turns the bytes of a file into an importDoc, or into a
// *msg.Error naming the entry that is wrong, before anything is written.
// Lists are decoded one element at a time so that an error names its index
// ("plays[57].results[1].score").

// maxImportBytes bounds what ImportJSON reads (checked before reading):
// ten times an export of 100 000 plays.
const maxImportBytes = MaxImportBytes

// MaxImportBytes is the largest file import reads, stated so that callers
// refuse a larger file before reading it.
const MaxImportBytes = 256 << 20

// importDoc is a decoded, not yet validated export.
type importDoc struct {
	Version    int
	ExportedAt string
	Profiles   []exportProfile
	Plays      []exportPlay
	Sessions   []exportSession
	Settings   map[string]string
	Drafts     []exportDraft
}

// importPlay reads a play with its results kept raw, decoded one by one.
type importPlay struct {
	exportPlay
	Results []json.RawMessage `json:"results"`
}

// importSession reads a session with its seed as text and its events raw.
type importSession struct {
	exportSession
	Seed   json.RawMessage   `json:"seed"`
	Events []json.RawMessage `json:"events"`
}

// topKeys are the top-level entries of a file; required ones are true.
var topKeys = map[string]bool{
	"format": true, "version": true, "exported_at": true, "app": false,
	"profiles": true, "plays": true, "handicap_ledger": false, "sessions": true,
	"settings": false, "drafts": false,
}

// decodeExport reads the whole document.
func decodeExport(b []byte) (importDoc, error) {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(b)) == 0 {
		return importDoc{}, msg.New("", "The file is empty.", nil)
	}
	if fast, ok, err := decodeFast(b); ok || err != nil {
		return fast, err
	}
	return decodeSlow(b)
}

// decodeSlow reads the document entry by entry, so that what is wrong is
// named: a file the fast decoder could not vouch for.
func decodeSlow(b []byte) (importDoc, error) {
	var doc importDoc
	top, err := decodeTop(b)
	if err != nil {
		return doc, err
	}
	if err := scanImport(b); err != nil {
		return doc, err
	}
	if doc.Version, err = decodeVersion(top); err != nil {
		return doc, err
	}
	for _, k := range sortedKeys(top) {
		if _, ok := topKeys[k]; !ok {
			return doc, unknownEntry(k)
		}
	}
	for _, k := range sortedKeys(topKeys) {
		if _, ok := top[k]; topKeys[k] && !ok {
			return doc, msg.New(k, "This entry is missing: the file is not a whole Hearth export.", nil)
		}
	}
	if err := decodeStrict(top["exported_at"], &doc.ExportedAt, "exported_at"); err != nil {
		return doc, err
	}
	if err := decodeList(top["profiles"], "profiles", func(raw json.RawMessage, field string) error {
		var p exportProfile
		err := decodeStrict(raw, &p, field)
		doc.Profiles = append(doc.Profiles, p)
		return err
	}); err != nil {
		return doc, err
	}
	if err := decodeList(top["plays"], "plays", func(raw json.RawMessage, field string) error {
		p, err := decodePlay(raw, field)
		doc.Plays = append(doc.Plays, p)
		return err
	}); err != nil {
		return doc, err
	}
	if err := decodeList(top["sessions"], "sessions", func(raw json.RawMessage, field string) error {
		ss, err := decodeSession(raw, field)
		doc.Sessions = append(doc.Sessions, ss)
		return err
	}); err != nil {
		return doc, err
	}
	return doc, decodeRest(top, &doc)
}

// decodeTop checks the syntax of the whole file and splits its top level.
func decodeTop(b []byte) (map[string]json.RawMessage, error) {
	var top map[string]json.RawMessage
	err := json.Unmarshal(b, &top)
	var syn *json.SyntaxError
	switch {
	case err == nil && top != nil:
		return top, nil
	case errors.As(err, &syn) && syn.Offset >= int64(len(bytes.TrimRight(b, " \t\r\n"))):
		return nil, msg.New("", "The file is cut off: it ends before the export is complete.", nil)
	case errors.As(err, &syn):
		return nil, msg.New("", "The file is damaged near byte {{.Offset}}: it is not valid JSON.", map[string]any{"Offset": syn.Offset})
	}
	return nil, msg.New("", "This is not a Hearth export file.", nil)
}

// decodeVersion checks the format name and the version.
func decodeVersion(top map[string]json.RawMessage) (int, error) {
	var format string
	if json.Unmarshal(top["format"], &format) != nil || format != ExportFormat {
		return 0, msg.New("format", "This is not a Hearth export file.", nil)
	}
	raw, ok := top["version"]
	if !ok {
		return 0, msg.New("version", "The export has no version number.", nil)
	}
	var v int
	if json.Unmarshal(raw, &v) != nil || v < 1 {
		return 0, msg.New("version", "The version of this export cannot be read.", nil)
	}
	if v > ExportVersion {
		return 0, msg.New("version", "This export was made by a newer Hearth (format version {{.Version}}; this Hearth reads up to {{.Max}}). Update Hearth to import it.",
			map[string]any{"Version": v, "Max": ExportVersion})
	}
	return v, nil
}

// decodeRest reads the optional entries: the ledger (checked, then
// recomputed), settings and drafts.
func decodeRest(top map[string]json.RawMessage, doc *importDoc) error {
	if raw, ok := top["handicap_ledger"]; ok {
		if err := decodeList(raw, "handicap_ledger", func(raw json.RawMessage, field string) error {
			var l exportLedger
			return decodeStrict(raw, &l, field)
		}); err != nil {
			return err
		}
	}
	if raw, ok := top["settings"]; ok {
		if err := decodeStrict(raw, &doc.Settings, "settings"); err != nil {
			return err
		}
	}
	if raw, ok := top["drafts"]; ok {
		return decodeList(raw, "drafts", func(raw json.RawMessage, field string) error {
			var d exportDraft
			err := decodeStrict(raw, &d, field)
			doc.Drafts = append(doc.Drafts, d)
			return err
		})
	}
	return nil
}

func decodePlay(raw json.RawMessage, field string) (exportPlay, error) {
	var ip importPlay
	if err := decodeStrict(raw, &ip, field); err != nil {
		return exportPlay{}, err
	}
	p := ip.exportPlay
	if ip.Results == nil {
		return p, msg.New(field+".results", "This entry is missing: the file is not a whole Hearth export.", nil)
	}
	p.Results = make([]exportResult, len(ip.Results))
	for i, r := range ip.Results {
		if err := decodeStrict(r, &p.Results[i], fmt.Sprintf("%s.results[%d]", field, i)); err != nil {
			return p, err
		}
	}
	return p, nil
}

func decodeSession(raw json.RawMessage, field string) (exportSession, error) {
	var is importSession
	if err := decodeStrict(raw, &is, field); err != nil {
		return exportSession{}, err
	}
	ss := is.exportSession
	var seed struct {
		Seed uint64 `json:"seed,string"`
	}
	if len(is.Seed) == 0 || json.Unmarshal([]byte(`{"seed":`+string(is.Seed)+`}`), &seed) != nil {
		return ss, msg.New(field+".seed", "The seed must be a whole number from 0 to 18446744073709551615, written in quotes.", nil)
	}
	ss.Seed = seed.Seed
	ss.Events = make([]exportEvent, len(is.Events))
	for i, e := range is.Events {
		if err := decodeStrict(e, &ss.Events[i], fmt.Sprintf("%s.events[%d]", field, i)); err != nil {
			return ss, err
		}
	}
	return ss, nil
}

// decodeList decodes a JSON list, calling each for every element with its
// field path.
func decodeList(raw json.RawMessage, field string, each func(json.RawMessage, string) error) error {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return msg.New(field, "This entry must be a list.", nil)
	}
	for i, it := range items {
		if err := each(it, fmt.Sprintf("%s[%d]", field, i)); err != nil {
			return err
		}
	}
	return nil
}

// decodeStrict decodes one value, refusing unknown entries, and words what
// goes wrong for a player.
func decodeStrict(raw json.RawMessage, v any, field string) error {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.DisallowUnknownFields()
	err := d.Decode(v)
	if err == nil {
		return nil
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return wrongType(joinField(field, te.Field), te.Type)
	}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return unknownEntry(joinField(field, strings.Trim(name, `"`)))
	}
	return msg.New(field, "This entry cannot be read.", nil)
}

func joinField(prefix, name string) string {
	switch {
	case name == "":
		return prefix
	case prefix == "":
		return name
	}
	return prefix + "." + name
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

func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}
