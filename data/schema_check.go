package data

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync"

	"hearth/data/names"
)

// ErrForeignSchema: a file says it is a Hearth database but its tables,
// indexes, triggers or views are not the ones Hearth's own migrations make
// for its version. Such a file could make Hearth run SQL it did not write
// (a trigger deleting plays), so restore refuses it.
var ErrForeignSchema = errors.New("its tables are not the ones Hearth makes")

// schemaRow is one row of sqlite_master, its SQL text with runs of blanks
// folded so that only the meaning is compared.
type schemaRow struct {
	kind, name, table, sql string
}

func (r schemaRow) String() string {
	return r.kind + " " + names.Printable(r.name)
}

// readSchema lists a database's schema, sorted.
func readSchema(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}) ([]schemaRow, error) {
	rows, err := q.QueryContext(ctx, `SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master ORDER BY type, name, tbl_name`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []schemaRow
	for rows.Next() {
		var r schemaRow
		if err := rows.Scan(&r.kind, &r.name, &r.table, &r.sql); err != nil {
			return nil, err
		}
		r.sql = strings.Join(strings.Fields(r.sql), " ")
		out = append(out, r)
	}
	return out, rows.Err()
}

// referenceSchemas caches the schema Hearth's migrations make, per version.
var referenceSchemas struct {
	sync.Mutex
	byVersion map[int][]schemaRow
}

// referenceSchema is the schema of a database that Hearth's own embedded
// migrations brought to version, built once in memory.
func referenceSchema(version int) ([]schemaRow, error) {
	referenceSchemas.Lock()
	defer referenceSchemas.Unlock()
	if s, ok := referenceSchemas.byVersion[version]; ok {
		return s, nil
	}
	ms, err := migrations()
	if err != nil {
		return nil, err
	}
	if version < 1 || version > len(ms) {
		return nil, fmt.Errorf("no schema version %d", version)
	}
	db, err := openURI(uri(":memory:", "_pragma=foreign_keys(1)"))
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, m := range ms[:version] {
		if _, err := db.Exec(m.sql); err != nil {
			return nil, fmt.Errorf("migration %s: %w", m.name, err)
		}
	}
	s, err := readSchema(context.Background(), db)
	if err != nil {
		return nil, err
	}
	if referenceSchemas.byVersion == nil {
		referenceSchemas.byVersion = map[int][]schemaRow{}
	}
	referenceSchemas.byVersion[version] = s
	return s, nil
}

// checkSchema refuses a database whose schema differs in any table, index,
// trigger or view from the one Hearth's migrations make for its version,
// naming the first difference.
func checkSchema(ctx context.Context, db *sql.DB, path string, version int) error {
	want, err := referenceSchema(version)
	if err != nil {
		return err
	}
	got, err := readSchema(ctx, db)
	if err != nil {
		return describe(path, err)
	}
	if diff := schemaDiff(want, got); diff != "" {
		return fmt.Errorf("%s is not a Hearth backup: %w (%s), so Hearth leaves it as it is", path, ErrForeignSchema, diff)
	}
	return nil
}

// schemaDiff names the first difference between two sorted schemas, "" when
// they are the same.
func schemaDiff(want, got []schemaRow) string {
	wanted := map[string]schemaRow{}
	for _, r := range want {
		wanted[r.kind+"\x00"+r.name] = r
	}
	found := map[string]bool{}
	for _, r := range got {
		k := r.kind + "\x00" + r.name
		found[k] = true
		w, ok := wanted[k]
		switch {
		case !ok:
			return "an extra " + r.String()
		case w != r:
			return "a changed " + r.String()
		}
	}
	for _, r := range want {
		if !found[r.kind+"\x00"+r.name] {
			return "a missing " + r.String()
		}
	}
	return ""
}
