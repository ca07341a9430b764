package exchange

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strconv"

	"hearth/data"
)

// ExportJSON writes everything as the versioned JSON of docs/export.md:
// profiles, plays with results and breakdowns, the handicap ledger,
// sessions with every event, settings and drafts. It reads one consistent
// snapshot and never writes to the database. Rows come in the order they
// were made, one per line, so that an export imported into an empty
// database exports again to the same file (but for exported_at).
func ExportJSON(ctx context.Context, s *data.Store, w io.Writer) error {
	return s.Snapshot(ctx, func(r *data.Snapshot) error { return writeJSON(r, w) })
}

// writeJSON writes the export of the snapshot r.
func writeJSON(r *data.Snapshot, w io.Writer) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	j := newJSONLines(bw)
	j.raw(`{"format":` + quote(ExportFormat) + `,"version":` + strconv.Itoa(ExportVersion) + `,"exported_at":` + quote(r.Now()) + `,"app":"Hearth"`)
	sections := []struct {
		name string
		read func(func(any) error) error
	}{
		{"profiles", rows(r.Profiles)},
		{"plays", rows(r.Plays)},
		{"handicap_ledger", rows(r.Ledger)},
		{"sessions", rows(r.Sessions)},
		{"drafts", rows(r.Drafts)},
	}
	for _, sec := range sections {
		j.raw(",\n" + quote(sec.name) + ":[")
		first := true
		err := sec.read(func(v any) error {
			if !first {
				j.raw(",")
			}
			first = false
			j.raw("\n")
			return j.value(v)
		})
		if err != nil {
			return err
		}
		j.raw("\n]")
	}
	settings, err := r.Settings()
	if err != nil {
		return err
	}
	j.raw(",\n\"settings\":")
	if err := j.value(settings); err != nil {
		return err
	}
	j.raw("\n}\n")
	if j.err != nil {
		return j.err
	}
	return bw.Flush()
}

// rows hands each row read to emit, as a JSON value.
func rows[T any](read func(func(T) error) error) func(func(any) error) error {
	return func(emit func(any) error) error { return read(func(row T) error { return emit(row) }) }
}

// jsonLines writes JSON values without HTML escaping, remembering the first
// write error.
type jsonLines struct {
	w   *bufio.Writer
	buf bytes.Buffer
	enc *json.Encoder
	err error
}

func newJSONLines(w *bufio.Writer) *jsonLines {
	j := &jsonLines{w: w}
	j.enc = json.NewEncoder(&j.buf)
	j.enc.SetEscapeHTML(false)
	return j
}

func (j *jsonLines) raw(s string) {
	if j.err == nil {
		_, j.err = j.w.WriteString(s)
	}
}

func (j *jsonLines) value(v any) error {
	j.buf.Reset()
	if err := j.enc.Encode(v); err != nil {
		return err
	}
	if j.err == nil {
		_, j.err = j.w.Write(bytes.TrimRight(j.buf.Bytes(), "\n"))
	}
	return j.err
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
