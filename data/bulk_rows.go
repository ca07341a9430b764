package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"unsafe"

	"hearth/data/names"
)

// A Bulk writes its plays and their results many rows to a statement
// (exchange.BenchmarkImport10kVsInsertLoop): a statement per row costs a trip
// through database/sql, the driver and SQLite's statement set-up for every
// play and every result; written 64 plays and 128 results at a time, the
// rows take about three quarters of the CPU of the row-by-row loop. The
// rows, their ids and their order are those the row-by-row loop wrote. (A
// statement of many rows keeps a journal of its own: BeginBulk.)

// Rows per statement: far below SQLite's 32,766 parameters.
const (
	playRows   = 64  // × 10 parameters
	resultRows = 128 // × 10 parameters
	uidRows    = 256 // uids looked up per query
	eventRows  = 128 // × 5 parameters
)

// Columns written, and the placeholders of one row.
const (
	playInsert   = `INSERT INTO plays (id, uid, game, mode, played_at, duration_s, setup_code, notes, location, created_at) VALUES `
	playRow      = `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	resultInsert = `INSERT INTO play_results (play_id, seat, name, name_key, profile_id, bot, score, breakdown, winner, scored) VALUES `
	resultRow    = `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
)

// playIDs reads the local ids of those of the plays the database has, in
// one query.
func (b *Bulk) playIDs(chunk []PlayRow) (map[string]int64, error) {
	args := make([]any, len(chunk))
	for i := range chunk {
		args[i] = chunk[i].UID
	}
	rows, err := b.tx.QueryContext(b.ctx, `SELECT uid, id FROM plays WHERE uid IN (?`+strings.Repeat(`, ?`, len(chunk)-1)+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	known := map[string]int64{}
	for rows.Next() {
		var uid string
		var id int64
		if err := rows.Scan(&uid, &id); err != nil {
			return nil, err
		}
		known[uid] = id
	}
	return known, rows.Err()
}

// insertPlays writes the plays with their ids, playRows to a statement.
func (b *Bulk) insertPlays(fresh []*PlayRow, ids []int64) error {
	rw := rowWriter{ctx: b.ctx, tx: b.tx, head: playInsert, one: playRow, rows: playRows}
	defer rw.close()
	for i, p := range fresh {
		rw.args = append(rw.args, ids[i], p.UID, p.Game, p.Mode, p.PlayedAt, p.DurationS, p.SetupCode, p.Notes, p.Location, p.CreatedAt)
		if err := rw.row(); err != nil {
			return err
		}
	}
	return rw.flush()
}

// insertResults writes every result of the plays, in the plays' order,
// resultRows to a statement; read are the plays as asPlay read them.
func (b *Bulk) insertResults(fresh []*PlayRow, ids []int64, read []Play) error {
	rw := rowWriter{ctx: b.ctx, tx: b.tx, head: resultInsert, one: resultRow, rows: resultRows}
	defer rw.close()
	for i, p := range fresh {
		for j, r := range p.Results {
			kept := read[i].Results[j]
			rw.args = append(rw.args, ids[i], r.Seat, r.Name, names.Fold(r.Name), nullID(b.profiles[r.Profile]), r.Bot, r.Score, rawText(r.Breakdown),
				kept.Winner, !kept.Unscored)
			if err := rw.row(); err != nil {
				return err
			}
		}
	}
	return rw.flush()
}

// rawText is a raw value as text without a copy: a Bulk's raw values are
// the import's own copies, never written.
func rawText(raw json.RawMessage) string {
	return unsafe.String(unsafe.SliceData(raw), len(raw))
}

// rowWriter gathers rows and writes them with one INSERT of many rows,
// prepared once for a full batch.
type rowWriter struct {
	ctx       context.Context
	tx        *sql.Tx
	head, one string // the statement up to VALUES, and one row's placeholders
	rows      int    // rows per full batch
	args      []any
	n         int // rows gathered
	full      *sql.Stmt
}

// row counts one more row whose values were appended to args, and writes
// the batch when it is full.
func (w *rowWriter) row() error {
	w.n++
	if w.n < w.rows {
		return nil
	}
	if w.full == nil {
		st, err := w.tx.PrepareContext(w.ctx, w.statement(w.rows))
		if err != nil {
			return err
		}
		w.full = st
	}
	if _, err := w.full.ExecContext(w.ctx, w.args...); err != nil {
		return err
	}
	w.args, w.n = w.args[:0], 0
	return nil
}

// flush writes the rows of the last, partial batch.
func (w *rowWriter) flush() error {
	if w.n == 0 {
		return nil
	}
	_, err := w.tx.ExecContext(w.ctx, w.statement(w.n), w.args...)
	w.args, w.n = w.args[:0], 0
	return err
}

// statement is the INSERT of n rows.
func (w *rowWriter) statement(n int) string {
	return w.head + w.one + strings.Repeat(", "+w.one, n-1)
}

// close releases the prepared statement.
func (w *rowWriter) close() {
	if w.full != nil {
		w.full.Close()
	}
}
