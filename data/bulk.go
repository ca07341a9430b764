package data

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"math"

	"hearth/data/msg"
	"hearth/data/names"
)

// The last step of an import (import.go): each checked entry merged into
// the database, in one transaction. Plays are gathered uidRows at a time,
// to learn in one query which the database has, and written many rows to
// a statement (import_rows.go).

// importWriter merges the entries of one file.
type importWriter struct {
	ctx      context.Context
	tx       *sql.Tx
	done     func() // ends the transaction (rolled back unless committed)
	rep      ImportReport
	changed  bool             // something was written
	profiles map[string]int64 // file uid → local id
	batch    []exportPlay     // plays read, not yet written
	lastID   int64            // the largest play id; -1 until read
	hadPlays bool             // the database had plays before the import
	stats    importStats      // what the added plays add to the per-player sums
	h2h      h2hDelta         // and to the head-to-head sums
	ledgers  ledgerFrom       // and the handicap ledgers they change
	stmts    map[string]*sql.Stmt
	events   *rowWriter
}

// beginImport opens the import's transaction on a connection of its own
// whose statement journals are kept in memory.
//
// The import writes many rows to a statement, and SQLite keeps a journal
// of every such statement, to undo it alone if it fails half-way: in a
// temporary file by default, which cost a write call per page and a third
// of the import's time. Nothing else changes: the transaction is the same,
// all or nothing, committed with the database's own journal and
// synchronous setting. temp_store cannot change inside a transaction,
// hence the connection of its own.
func (s *Store) beginImport(ctx context.Context) (*importWriter, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	var was int
	if err := conn.QueryRowContext(ctx, `PRAGMA temp_store`).Scan(&was); err != nil {
		conn.Close()
		return nil, err
	}
	restore := func() {
		// A connection left otherwise is not given back to the pool.
		_, err := conn.ExecContext(context.WithoutCancel(ctx), fmt.Sprintf(`PRAGMA temp_store = %d`, was))
		if err != nil {
			_ = conn.Raw(func(any) error { return driver.ErrBadConn })
		}
		conn.Close()
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA temp_store = MEMORY`); err != nil {
		restore()
		return nil, err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		restore()
		return nil, err
	}
	w := &importWriter{ctx: ctx, tx: tx, profiles: map[string]int64{}, lastID: -1,
		stats: importStats{}, h2h: h2hDelta{}, ledgers: ledgerFrom{}, stmts: map[string]*sql.Stmt{}}
	w.done = func() {
		for _, st := range w.stmts {
			st.Close()
		}
		if w.events != nil {
			w.events.close()
		}
		_ = tx.Rollback()
		restore()
	}
	if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM plays)`).Scan(&w.hadPlays); err != nil {
		w.done()
		return nil, err
	}
	return w, nil
}

// stmt is the statement of query, prepared once per import.
func (w *importWriter) stmt(query string) (*sql.Stmt, error) {
	if st, ok := w.stmts[query]; ok {
		return st, nil
	}
	st, err := w.tx.PrepareContext(w.ctx, query)
	if err == nil {
		w.stmts[query] = st
	}
	return st, err
}

// profile maps a profile of the file to a local one: the same uid, else
// the same name, else a new profile with the file's uid.
func (w *importWriter) profile(p *exportProfile, field string) error {
	byUID, err := w.stmt(`SELECT id, name FROM profiles WHERE uid = ?`)
	if err != nil {
		return err
	}
	var id int64
	var local string
	err = byUID.QueryRowContext(w.ctx, p.UID).Scan(&id, &local)
	if err == nil && names.Fold(local) != names.Fold(p.Name) {
		// Matching would credit this file's games (and handicap) to
		// another player.
		return msg.New(field+".name", "This profile is {{.Local}} here, but the file calls it {{.Name}}: give it the same name on both, then import again.",
			map[string]any{"Local": names.Printable(local), "Name": names.Printable(p.Name)})
	}
	if errors.Is(err, sql.ErrNoRows) {
		err = w.tx.QueryRowContext(w.ctx, `SELECT id `+profileByNameQuery, names.Fold(p.Name), p.Name).Scan(&id)
	}
	switch {
	case err == nil:
		w.rep.Unchanged++
	case errors.Is(err, sql.ErrNoRows):
		if id, err = w.addProfile(p); err != nil {
			return err
		}
	default:
		return err
	}
	w.profiles[p.UID] = id
	return nil
}

// addProfile writes a profile the database has not, with a colour of its
// own when the file gives none.
func (w *importWriter) addProfile(p *exportProfile) (int64, error) {
	colour := p.Colour
	if colour == "" {
		var err error
		if colour, err = nextColour(w.ctx, w.tx); err != nil {
			return 0, err
		}
	}
	res, err := w.tx.ExecContext(w.ctx, `INSERT INTO profiles (uid, name, created_at, colour) VALUES (?, ?, ?, ?)`, p.UID, p.Name, p.CreatedAt, colour)
	if err != nil {
		return 0, err
	}
	w.rep.Profiles++
	w.changed = true
	return res.LastInsertId()
}

// play gathers a play, writing the batch once it is full.
func (w *importWriter) play(p *exportPlay) error {
	w.batch = append(w.batch, *p)
	if len(w.batch) < uidRows {
		return nil
	}
	return w.flushPlays()
}

// flushPlays writes the gathered plays the database has not (by uid), in
// the file's order (so that plays of the same moment keep their order),
// with the ids SQLite would have given them one by one: each one more than
// the largest so far.
func (w *importWriter) flushPlays() error {
	if len(w.batch) == 0 {
		return nil
	}
	fresh, err := w.freshPlays()
	if err != nil || len(fresh) == 0 {
		w.batch = w.batch[:0]
		return err
	}
	if w.lastID < 0 {
		if err := w.tx.QueryRowContext(w.ctx, `SELECT coalesce(max(id), 0) FROM plays`).Scan(&w.lastID); err != nil {
			return err
		}
	}
	if w.lastID > math.MaxInt64-int64(len(fresh)) {
		return msg.New("", "This database has no room for more plays: its play numbers are used up. Nothing was imported.", nil)
	}
	ids := make([]int64, len(fresh))
	read := make([]Play, len(fresh))
	for i, p := range fresh {
		w.lastID++
		ids[i] = w.lastID
		read[i] = asPlay(*p, w.profiles)
		w.stats.add(*p, read[i])
		w.h2h.add(read[i], 1)
		w.ledgers.add(p, ids[i], w.profiles)
	}
	if err := w.insertPlays(fresh, ids); err != nil {
		return err
	}
	if err := w.insertResults(fresh, ids, read); err != nil {
		return err
	}
	w.rep.Plays += len(fresh)
	w.changed = true
	w.batch = w.batch[:0]
	return nil
}

// freshPlays counts the gathered plays the database has (by uid) and
// returns the others. Into a database without plays every play is new:
// nothing to look up.
func (w *importWriter) freshPlays() ([]*exportPlay, error) {
	known := map[string]int64{}
	if w.hadPlays {
		var err error
		if known, err = w.playIDs(w.batch); err != nil {
			return nil, err
		}
	}
	fresh := make([]*exportPlay, 0, len(w.batch))
	for i := range w.batch {
		if _, ok := known[w.batch[i].UID]; ok {
			w.rep.Unchanged++
			continue
		}
		fresh = append(fresh, &w.batch[i])
	}
	return fresh, nil
}

// session adds a session unless the database has its uid, and gathers
// its events, written many to a statement.
func (w *importWriter) session(ss *exportSession) error {
	if err := w.flushPlays(); err != nil { // a session may name one of them
		return err
	}
	byUID, err := w.stmt(`SELECT id FROM sessions WHERE uid = ?`)
	if err != nil {
		return err
	}
	var id int64
	if err := byUID.QueryRowContext(w.ctx, ss.UID).Scan(&id); err == nil {
		w.rep.Unchanged++
		return nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	var play sql.NullInt64
	if ss.Play != "" {
		playByUID, err := w.stmt(`SELECT id FROM plays WHERE uid = ?`)
		if err != nil {
			return err
		}
		if err := playByUID.QueryRowContext(w.ctx, ss.Play).Scan(&play); err != nil {
			return err
		}
	}
	ins, err := w.stmt(`INSERT INTO sessions (uid, game, mode, seed, options, profile_id, cursor, status, play_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	res, err := ins.ExecContext(w.ctx, ss.UID, ss.Game, ss.Mode, int64(ss.Seed), rawText(ss.Options),
		nullID(w.profiles[ss.Profile]), ss.Cursor, ss.Status, play, ss.CreatedAt, ss.UpdatedAt)
	if err != nil {
		return err
	}
	if id, err = res.LastInsertId(); err != nil {
		return err
	}
	return w.addEvents(id, ss.Events)
}

// addEvents gathers the events of the session id.
func (w *importWriter) addEvents(id int64, events []exportEvent) error {
	if w.events == nil {
		w.events = &rowWriter{ctx: w.ctx, tx: w.tx, rows: eventRows,
			head: `INSERT INTO session_events (session_id, seq, type, payload, created_at) VALUES `, one: `(?, ?, ?, ?, ?)`}
	}
	for _, e := range events {
		w.events.args = append(w.events.args, id, e.Seq, e.Type, rawText(e.Payload), e.At)
		if err := w.events.row(); err != nil {
			return err
		}
	}
	w.rep.Sessions++
	w.changed = true
	return nil
}

// settings adds the settings the database has no value for.
func (w *importWriter) settings(settings map[string]string) error {
	for k, v := range settings {
		if err := w.setting(k, v, &w.rep.Settings); err != nil {
			return err
		}
	}
	return nil
}

// draft adds a draft unless the database has one under its key.
func (w *importWriter) draft(d *exportDraft) error {
	return w.setting(draftPrefix+d.Key, string(d.Value), &w.rep.Drafts)
}

// setting adds a setting unless the database has one under its name,
// counting it in added.
func (w *importWriter) setting(key, value string, added *int) error {
	res, err := w.tx.ExecContext(w.ctx, `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING`, key, value)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		*added++
		w.changed = true
	}
	return nil
}

// commit writes what is gathered, the statistics and ledgers the added
// plays change, and commits; when the import adds nothing the transaction
// is rolled back, so the database is not written at all.
func (w *importWriter) commit() (ImportReport, error) {
	if err := w.flushPlays(); err != nil {
		return ImportReport{}, err
	}
	if w.events != nil {
		if err := w.events.flush(); err != nil {
			return ImportReport{}, err
		}
	}
	if !w.changed {
		return w.rep, nil
	}
	if w.rep.Plays > 0 || w.rep.Profiles > 0 {
		if err := w.ledgers.write(w.ctx, w.tx); err != nil {
			return ImportReport{}, err
		}
		if err := w.stats.write(w.ctx, w.tx); err != nil {
			return ImportReport{}, err
		}
		if err := w.h2h.write(w.ctx, w.tx); err != nil {
			return ImportReport{}, err
		}
	}
	if err := w.tx.Commit(); err != nil {
		return ImportReport{}, err
	}
	return w.rep, nil
}
