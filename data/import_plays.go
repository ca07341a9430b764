package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"math"
	"strings"
	"unsafe"

	"hearth/data/msg"
	"hearth/data/names"
)

// An import writes its plays and their results many rows to a statement
// (BenchmarkImport10kVsInsertLoop): a statement per row costs a trip
// through database/sql, the driver and SQLite's statement set-up for every
// play and every result; written 64 plays and 128 results at a time, the
// rows take about three quarters of the CPU of the row-by-row loop. The
// rows, their ids and their order are those the row-by-row loop wrote. (A
// statement of many rows keeps a journal of its own: beginImport.)

// Rows per statement: far below SQLite's 32,766 parameters.
const (
	playRows   = 64  // × 10 parameters
	resultRows = 128 // × 10 parameters
	uidRows    = 256 // uids looked up per query
)

// Columns written, and the placeholders of one row.
const (
	playInsert   = `INSERT INTO plays (id, uid, game, mode, played_at, duration_s, setup_code, notes, location, created_at) VALUES `
	playRow      = `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	resultInsert = `INSERT INTO play_results (play_id, seat, name, name_key, profile_id, bot, score, breakdown, winner, scored) VALUES `
	resultRow    = `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
)

// mergePlays adds the plays whose uid the database does not have, in the
// file's order (so that plays of the same moment keep their order), with
// the ids SQLite would have given them one by one: each one more than the
// largest so far.
func (m *importer) mergePlays(list []exportPlay) error {
	fresh, err := m.knownPlays(list)
	if err != nil {
		return err
	}
	if len(fresh) == 0 {
		return nil
	}
	var last int64
	if err := m.tx.QueryRowContext(m.ctx, `SELECT coalesce(max(id), 0) FROM plays`).Scan(&last); err != nil {
		return err
	}
	if last > math.MaxInt64-int64(len(fresh)) {
		return msg.New("", "This database has no room for more plays: its play numbers are used up. Nothing was imported.", nil)
	}
	ids := make([]int64, len(fresh))
	read := make([]Play, len(fresh))
	for i, p := range fresh {
		ids[i] = last + 1 + int64(i)
		m.plays[p.UID] = ids[i]
		read[i] = asPlay(*p, m.profiles)
		m.stats.add(*p, read[i])
		m.h2h.add(read[i], 1)
		m.ledgers.add(p, ids[i], m.profiles)
	}
	if err := m.insertPlays(fresh, ids); err != nil {
		return err
	}
	if err := m.insertResults(fresh, ids, read); err != nil {
		return err
	}
	m.rep.Plays += len(fresh)
	m.changed = true
	return nil
}

// knownPlays records the plays of list the database already has (by uid)
// and returns the others, in the file's order. Into a database without
// plays every play is new: nothing to look up.
func (m *importer) knownPlays(list []exportPlay) ([]*exportPlay, error) {
	fresh := make([]*exportPlay, 0, len(list))
	var had bool
	if err := m.tx.QueryRowContext(m.ctx, `SELECT EXISTS (SELECT 1 FROM plays)`).Scan(&had); err != nil {
		return nil, err
	}
	for start := 0; start < len(list); start += uidRows {
		chunk := list[start:min(start+uidRows, len(list))]
		known := map[string]int64{}
		if had {
			var err error
			if known, err = m.playIDs(chunk); err != nil {
				return nil, err
			}
		}
		for i := range chunk {
			if id, ok := known[chunk[i].UID]; ok {
				m.plays[chunk[i].UID] = id
				m.rep.Unchanged++
				continue
			}
			fresh = append(fresh, &chunk[i])
		}
	}
	return fresh, nil
}

// playIDs reads the local ids of those of the plays the database has, in
// one query.
func (m *importer) playIDs(chunk []exportPlay) (map[string]int64, error) {
	args := make([]any, len(chunk))
	for i := range chunk {
		args[i] = chunk[i].UID
	}
	rows, err := m.tx.QueryContext(m.ctx, `SELECT uid, id FROM plays WHERE uid IN (?`+strings.Repeat(`, ?`, len(chunk)-1)+`)`, args...)
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
func (m *importer) insertPlays(fresh []*exportPlay, ids []int64) error {
	w := rowWriter{ctx: m.ctx, tx: m.tx, head: playInsert, one: playRow, rows: playRows}
	defer w.close()
	for i, p := range fresh {
		w.args = append(w.args, ids[i], p.UID, p.Game, p.Mode, p.PlayedAt, p.DurationS, p.SetupCode, p.Notes, p.Location, p.CreatedAt)
		if err := w.row(); err != nil {
			return err
		}
	}
	return w.flush()
}

// insertResults writes every result of the plays, in the plays' order,
// resultRows to a statement; read are the plays as asPlay read them.
func (m *importer) insertResults(fresh []*exportPlay, ids []int64, read []Play) error {
	w := rowWriter{ctx: m.ctx, tx: m.tx, head: resultInsert, one: resultRow, rows: resultRows}
	defer w.close()
	for i, p := range fresh {
		for j, r := range p.Results {
			kept := read[i].Results[j]
			w.args = append(w.args, ids[i], r.Seat, r.Name, names.Fold(r.Name), nullID(m.profiles[r.Profile]), r.Bot, r.Score, rawText(r.Breakdown),
				kept.Winner, !kept.Unscored)
			if err := w.row(); err != nil {
				return err
			}
		}
	}
	return w.flush()
}

// rawText is a raw value as text without a copy: the import's raw values
// are pieces of its own buffer (or compacted copies), never written.
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
