package data

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"hearth/data/msg"
	"hearth/data/names"
)

// ImportReport says what an import added and what it found already there.
type ImportReport struct {
	// Profiles, Plays and Sessions count what was added.
	Profiles, Plays, Sessions int
	// Unchanged counts the profiles, plays and sessions of the file that
	// the database already had (same uid, or for a profile the same name).
	Unchanged int
}

// ImportJSON merges an export (ExportJSON's format) into the database in
// one transaction: all or nothing. Rows are matched by uid, so importing the
// same file twice adds nothing; a profile with an unknown uid matches a
// profile of the same name (case-insensitive, as profile names are unique).
// What the database already has is never changed; settings and drafts are
// only added where the database has none under their name. The handicap
// ledgers the added solo games belong to are recomputed from the first of
// them on, and the added plays counted in the per-player and head-to-head
// statistics (as saving them one by one would). A malformed,
// truncated or newer-version file is refused, before anything is written,
// with a *msg.Error naming what is wrong.
func (s *Store) ImportJSON(ctx context.Context, r io.Reader) (ImportReport, error) {
	doc, err := readExport(r, s.now())
	if err != nil {
		return ImportReport{}, err
	}
	if s.readOnly {
		return ImportReport{}, errors.New("this database is open for reading only")
	}
	return s.writeImport(ctx, doc)
}

// ExportSummary is what an export file holds.
type ExportSummary struct {
	Version                   int
	ExportedAt                time.Time
	Profiles, Plays, Sessions int
}

// InspectExport reads and checks an export as ImportJSON does, without
// any database: what it holds, or the *msg.Error ImportJSON would refuse
// it with. A screen can show it before asking to import.
func InspectExport(r io.Reader) (ExportSummary, error) {
	doc, err := readExport(r, timeNow())
	if err != nil {
		return ExportSummary{}, err
	}
	return ExportSummary{Version: doc.Version, ExportedAt: parseTime(doc.ExportedAt),
		Profiles: len(doc.Profiles), Plays: len(doc.Plays), Sessions: len(doc.Sessions)}, nil
}

// readExport reads, decodes and validates a whole file; now is the time
// of the import (no play may be dated more than a day after it).
func readExport(r io.Reader, now time.Time) (importDoc, error) {
	if r == nil {
		return importDoc{}, msg.New("", "The file is empty.", nil)
	}
	b, err := readAll(r)
	if err != nil {
		return importDoc{}, fmt.Errorf("cannot read the file: %w", err)
	}
	if len(b) > maxImportBytes {
		return importDoc{}, msg.New("", "The file is larger than {{.Max}} MB: it is not a Hearth export.", map[string]any{"Max": maxImportBytes >> 20})
	}
	doc, err := decodeExport(b)
	if err != nil {
		return importDoc{}, err
	}
	return doc, validateImport(&doc, now)
}

// readAll reads r up to one byte past maxImportBytes, in one buffer sized
// at once when r tells its length (a file, a byte slice): doubling it as
// io.ReadAll does copies a large export several times.
func readAll(r io.Reader) ([]byte, error) {
	size := int64(512)
	switch v := r.(type) {
	case interface{ Len() int }:
		size = int64(v.Len()) + bytes.MinRead
	case interface{ Stat() (os.FileInfo, error) }:
		if st, err := v.Stat(); err == nil && st.Mode().IsRegular() {
			size = st.Size() + bytes.MinRead
		}
	}
	var buf bytes.Buffer
	buf.Grow(int(min(size, maxImportBytes+bytes.MinRead))) // ReadFrom wants MinRead free to see the end
	_, err := buf.ReadFrom(io.LimitReader(r, maxImportBytes+1))
	return buf.Bytes(), err
}

// importer merges one validated document inside a transaction.
type importer struct {
	ctx      context.Context
	tx       *sql.Tx
	rep      ImportReport
	changed  bool             // something was written
	profiles map[string]int64 // file uid → local id
	plays    map[string]int64
	stats    importStats // what the added plays add to the per-player sums
	h2h      h2hDelta    // and to the head-to-head sums
	ledgers  ledgerFrom  // and the handicap ledgers they change
}

// writeImport runs the merge; when it adds nothing the transaction is
// rolled back, so the database is not written at all.
func (s *Store) writeImport(ctx context.Context, doc importDoc) (ImportReport, error) {
	tx, done, err := s.beginImport(ctx)
	if err != nil {
		return ImportReport{}, err
	}
	defer done()
	m := &importer{ctx: ctx, tx: tx, profiles: make(map[string]int64, len(doc.Profiles)), plays: make(map[string]int64, len(doc.Plays)),
		stats: importStats{}, h2h: h2hDelta{}, ledgers: ledgerFrom{}}
	steps := []func() error{
		func() error { return m.mergeProfiles(doc.Profiles) },
		func() error { return m.mergePlays(doc.Plays) },
		func() error { return m.mergeSessions(doc.Sessions) },
		func() error { return m.mergeSettings(doc.Settings, doc.Drafts) },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return ImportReport{}, fmt.Errorf("the import was undone, nothing changed: %w", err)
		}
	}
	if !m.changed {
		return m.rep, nil
	}
	if m.rep.Plays > 0 || m.rep.Profiles > 0 {
		if err := m.ledgers.write(ctx, tx); err != nil {
			return ImportReport{}, err
		}
		if err := m.stats.write(ctx, tx); err != nil {
			return ImportReport{}, err
		}
		if err := m.h2h.write(ctx, tx); err != nil {
			return ImportReport{}, err
		}
	}
	if err := tx.Commit(); err != nil {
		return ImportReport{}, err
	}
	return m.rep, nil
}

// mergeProfiles maps every profile of the file to a local one: the same
// uid, else the same name, else a new profile with the file's uid.
func (m *importer) mergeProfiles(list []exportProfile) error {
	byUID, err := m.tx.PrepareContext(m.ctx, `SELECT id, name FROM profiles WHERE uid = ?`)
	if err != nil {
		return err
	}
	defer byUID.Close()
	byName, err := m.tx.PrepareContext(m.ctx, `SELECT id `+profileByNameQuery)
	if err != nil {
		return err
	}
	defer byName.Close()
	for i, p := range list {
		var id int64
		var local string
		err := byUID.QueryRowContext(m.ctx, p.UID).Scan(&id, &local)
		if err == nil && names.Fold(local) != names.Fold(p.Name) {
			// Matching would credit this file's games (and handicap) to
			// another player.
			return msg.New(fmt.Sprintf("profiles[%d].name", i), "This profile is {{.Local}} here, but the file calls it {{.Name}}: give it the same name on both, then import again.",
				map[string]any{"Local": names.Printable(local), "Name": names.Printable(p.Name)})
		}
		if errors.Is(err, sql.ErrNoRows) {
			err = byName.QueryRowContext(m.ctx, names.Fold(p.Name), p.Name).Scan(&id)
		}
		switch {
		case err == nil:
			m.rep.Unchanged++
		case errors.Is(err, sql.ErrNoRows):
			colour := p.Colour
			if colour == "" {
				if colour, err = nextColour(m.ctx, m.tx); err != nil {
					return err
				}
			}
			res, err := m.tx.ExecContext(m.ctx, `INSERT INTO profiles (uid, name, created_at, colour) VALUES (?, ?, ?, ?)`, p.UID, p.Name, p.CreatedAt, colour)
			if err != nil {
				return err
			}
			if id, err = res.LastInsertId(); err != nil {
				return err
			}
			m.rep.Profiles++
			m.changed = true
		default:
			return err
		}
		m.profiles[p.UID] = id
	}
	return nil
}

// mergeSettings adds the settings and drafts the database has no value for.
func (m *importer) mergeSettings(settings map[string]string, drafts []exportDraft) error {
	add := func(key, value string) error {
		res, err := m.tx.ExecContext(m.ctx, `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING`, key, value)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			m.changed = true
		}
		return nil
	}
	for _, k := range sortedKeys(settings) {
		if err := add(k, settings[k]); err != nil {
			return err
		}
	}
	for _, d := range drafts {
		if err := add(draftPrefix+d.Key, string(d.Value)); err != nil {
			return err
		}
	}
	return nil
}
