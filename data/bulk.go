package data

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"

	"hearth/data/msg"
	"hearth/data/names"
)

// Bulk is one transaction that merges many rows into the database, for
// the import of data/exchange: rows the database has (by uid; a profile
// also by name) are left as they are, the others added; the statistics and
// handicap ledgers the added plays change are kept as saving them one by
// one would. Plays are gathered uidRows at a time, to learn in one query
// which the database has, and written many rows to a statement
// (bulk_rows.go). Nothing is written until Commit; Close rolls back what
// was not committed.
type Bulk struct {
	ctx      context.Context
	tx       *sql.Tx
	end      func() // ends the transaction (rolled back unless committed)
	rep      BulkReport
	changed  bool             // something was written
	profiles map[string]int64 // file uid → local id
	batch    []PlayRow        // plays read, not yet written
	lastID   int64            // the largest play id; -1 until read
	hadPlays bool             // the database had plays before the import
	stats    importStats      // what the added plays add to the per-player sums
	months   importMonths     // and to their monthly sums
	h2h      h2hDelta         // and to the head-to-head sums
	ledgers  ledgerFrom       // and the handicap ledgers they change
	stmts    map[string]*sql.Stmt
	events   *rowWriter
}

// BulkReport says what a Bulk added and what it found already there.
type BulkReport struct {
	// Profiles, Plays and Sessions count what was added.
	Profiles, Plays, Sessions int
	// Settings and Drafts count the settings and drafts added (those the
	// database had no value for), whatever Hearth does with them.
	Settings, Drafts int
	// Unchanged counts the profiles, plays and sessions the database
	// already had (same uid, or for a profile the same name).
	Unchanged int
	// LeftOut names the settings left out, sorted: keys Hearth has no use
	// for (KnownSetting), which a player is told of rather than kept.
	LeftOut []string
}

// BeginBulk opens a Bulk: its transaction, on a connection of its own
// whose statement journals are kept in memory.
//
// The import writes many rows to a statement, and SQLite keeps a journal
// of every such statement, to undo it alone if it fails half-way: in a
// temporary file by default, which cost a write call per page and a third
// of the import's time. Nothing else changes: the transaction is the same,
// all or nothing, committed with the database's own journal and
// synchronous setting. temp_store cannot change inside a transaction,
// hence the connection of its own.
func (s *Store) BeginBulk(ctx context.Context) (*Bulk, error) {
	if s.readOnly {
		return nil, errors.New("this database is open for reading only")
	}
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
	b := &Bulk{ctx: ctx, tx: tx, profiles: map[string]int64{}, lastID: -1,
		stats: importStats{}, months: importMonths{}, h2h: h2hDelta{}, ledgers: ledgerFrom{}, stmts: map[string]*sql.Stmt{}}
	b.end = func() {
		for _, st := range b.stmts {
			st.Close()
		}
		if b.events != nil {
			b.events.close()
		}
		_ = tx.Rollback()
		restore()
	}
	if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM plays)`).Scan(&b.hadPlays); err != nil {
		b.end()
		return nil, err
	}
	return b, nil
}

// Close ends the Bulk: what was not committed is rolled back.
func (b *Bulk) Close() { b.end() }

// stmt is the statement of query, prepared once per import.
func (b *Bulk) stmt(query string) (*sql.Stmt, error) {
	if st, ok := b.stmts[query]; ok {
		return st, nil
	}
	st, err := b.tx.PrepareContext(b.ctx, query)
	if err == nil {
		b.stmts[query] = st
	}
	return st, err
}

// Profile maps a profile to a local one: the same uid, else the same
// name, else a new profile with its uid. A profile whose uid the database
// has under another name is refused (*msg.Error on "name"): matching would
// credit its games (and handicap) to another player.
func (b *Bulk) Profile(p *ProfileRow) error {
	byUID, err := b.stmt(`SELECT id, name FROM profiles WHERE uid = ?`)
	if err != nil {
		return err
	}
	var id int64
	var local string
	err = byUID.QueryRowContext(b.ctx, p.UID).Scan(&id, &local)
	if err == nil && names.Fold(local) != names.Fold(p.Name) {
		return msg.New("name", "This profile is {{.Local}} here, but the file calls it {{.Name}}: give it the same name on both, then import again.",
			map[string]any{"Local": names.Printable(local), "Name": names.Printable(p.Name)})
	}
	if errors.Is(err, sql.ErrNoRows) {
		err = b.tx.QueryRowContext(b.ctx, `SELECT id `+profileByNameQuery, names.Fold(p.Name), p.Name).Scan(&id)
	}
	switch {
	case err == nil:
		b.rep.Unchanged++
	case errors.Is(err, sql.ErrNoRows):
		if id, err = b.addProfile(p); err != nil {
			return err
		}
	default:
		return err
	}
	b.profiles[p.UID] = id
	return nil
}

// addProfile writes a profile the database has not, with a colour of its
// own when the file gives none.
func (b *Bulk) addProfile(p *ProfileRow) (int64, error) {
	colour := p.Colour
	if colour == "" {
		var err error
		if colour, err = nextColour(b.ctx, b.tx); err != nil {
			return 0, err
		}
	}
	res, err := b.tx.ExecContext(b.ctx, `INSERT INTO profiles (uid, name, created_at, colour) VALUES (?, ?, ?, ?)`, p.UID, p.Name, p.CreatedAt, colour)
	if err != nil {
		return 0, err
	}
	b.rep.Profiles++
	b.changed = true
	return res.LastInsertId()
}

// Play adds a play unless the database has its uid; its results name
// their profiles by the uids given to Profile. Plays are gathered and
// written a batch at a time, in the order given, each with the id SQLite
// would have given it.
func (b *Bulk) Play(p *PlayRow) error {
	b.batch = append(b.batch, *p)
	if len(b.batch) < uidRows {
		return nil
	}
	return b.flushPlays()
}

// flushPlays writes the gathered plays the database has not (by uid), in
// the file's order (so that plays of the same moment keep their order),
// with the ids SQLite would have given them one by one: each one more than
// the largest so far.
func (b *Bulk) flushPlays() error {
	if len(b.batch) == 0 {
		return nil
	}
	fresh, err := b.freshPlays()
	if err != nil || len(fresh) == 0 {
		b.batch = b.batch[:0]
		return err
	}
	if b.lastID < 0 {
		if err := b.tx.QueryRowContext(b.ctx, `SELECT coalesce(max(id), 0) FROM plays`).Scan(&b.lastID); err != nil {
			return err
		}
	}
	if b.lastID > math.MaxInt64-int64(len(fresh)) {
		return msg.New("", "This database has no room for more plays: its play numbers are used up. Nothing was imported.", nil)
	}
	ids := make([]int64, len(fresh))
	read := make([]Play, len(fresh))
	for i, p := range fresh {
		b.lastID++
		ids[i] = b.lastID
		read[i] = asPlay(*p, b.profiles)
		b.stats.add(*p, read[i])
		b.months.add(*p, read[i])
		b.h2h.add(read[i], 1)
		b.ledgers.add(p, ids[i], b.profiles)
	}
	if err := b.insertPlays(fresh, ids); err != nil {
		return err
	}
	if err := b.insertResults(fresh, ids, read); err != nil {
		return err
	}
	b.rep.Plays += len(fresh)
	b.changed = true
	b.batch = b.batch[:0]
	return nil
}

// freshPlays counts the gathered plays the database has (by uid) and
// returns the others. Into a database without plays every play is new:
// nothing to look up.
func (b *Bulk) freshPlays() ([]*PlayRow, error) {
	known := map[string]int64{}
	if b.hadPlays {
		var err error
		if known, err = b.playIDs(b.batch); err != nil {
			return nil, err
		}
	}
	fresh := make([]*PlayRow, 0, len(b.batch))
	for i := range b.batch {
		if _, ok := known[b.batch[i].UID]; ok {
			b.rep.Unchanged++
			continue
		}
		fresh = append(fresh, &b.batch[i])
	}
	return fresh, nil
}

// Session adds a session unless the database has its uid, with its whole
// log (written many events to a statement), cursor and status; its
// profile and play are named by the uids given to Profile and Play.
func (b *Bulk) Session(ss *SessionRow) error {
	if err := b.flushPlays(); err != nil { // a session may name one of them
		return err
	}
	byUID, err := b.stmt(`SELECT id FROM sessions WHERE uid = ?`)
	if err != nil {
		return err
	}
	var id int64
	if err := byUID.QueryRowContext(b.ctx, ss.UID).Scan(&id); err == nil {
		b.rep.Unchanged++
		return nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	var play sql.NullInt64
	if ss.Play != "" {
		playByUID, err := b.stmt(`SELECT id FROM plays WHERE uid = ?`)
		if err != nil {
			return err
		}
		if err := playByUID.QueryRowContext(b.ctx, ss.Play).Scan(&play); err != nil {
			return err
		}
	}
	ins, err := b.stmt(`INSERT INTO sessions (uid, game, mode, seed, options, profile_id, cursor, status, play_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	res, err := ins.ExecContext(b.ctx, ss.UID, ss.Game, ss.Mode, int64(ss.Seed), rawText(ss.Options),
		nullID(b.profiles[ss.Profile]), ss.Cursor, ss.Status, play, ss.CreatedAt, ss.UpdatedAt)
	if err != nil {
		return err
	}
	if id, err = res.LastInsertId(); err != nil {
		return err
	}
	return b.addEvents(id, ss.Events)
}

// addEvents gathers the events of the session id.
func (b *Bulk) addEvents(id int64, events []EventRow) error {
	if b.events == nil {
		b.events = &rowWriter{ctx: b.ctx, tx: b.tx, rows: eventRows,
			head: `INSERT INTO session_events (session_id, seq, type, payload, created_at) VALUES `, one: `(?, ?, ?, ?, ?)`}
	}
	for _, e := range events {
		b.events.args = append(b.events.args, id, e.Seq, e.Type, rawText(e.Payload), e.At)
		if err := b.events.row(); err != nil {
			return err
		}
	}
	b.rep.Sessions++
	b.changed = true
	return nil
}

// Settings adds the settings the database has no value for, and leaves
// out (BulkReport.LeftOut) those Hearth has no use for.
func (b *Bulk) Settings(settings map[string]string) error {
	for _, k := range slices.Sorted(maps.Keys(settings)) {
		if !KnownSetting(k) {
			b.rep.LeftOut = append(b.rep.LeftOut, k)
			continue
		}
		if err := b.setting(k, settings[k], &b.rep.Settings); err != nil {
			return err
		}
	}
	return nil
}

// Draft adds a draft unless the database has one under its key.
func (b *Bulk) Draft(d *DraftRow) error {
	return b.setting(draftPrefix+d.Key, string(d.Value), &b.rep.Drafts)
}

// setting adds a setting unless the database has one under its name,
// counting it in added.
func (b *Bulk) setting(key, value string, added *int) error {
	res, err := b.tx.ExecContext(b.ctx, `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING`, key, value)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		*added++
		b.changed = true
	}
	return nil
}

// Commit writes what is gathered, the statistics and ledgers the added
// plays change, and commits; when nothing was added the transaction is
// rolled back, so the database is not written at all.
func (b *Bulk) Commit() (BulkReport, error) {
	if err := b.flushPlays(); err != nil {
		return BulkReport{}, err
	}
	if b.events != nil {
		if err := b.events.flush(); err != nil {
			return BulkReport{}, err
		}
	}
	if !b.changed {
		return b.rep, nil
	}
	if b.rep.Plays > 0 || b.rep.Profiles > 0 {
		if err := b.ledgers.write(b.ctx, b.tx); err != nil {
			return BulkReport{}, err
		}
		if err := b.months.write(b.ctx, b.tx); err != nil {
			return BulkReport{}, err
		}
		if err := b.stats.write(b.ctx, b.tx); err != nil {
			return BulkReport{}, err
		}
		if err := b.h2h.write(b.ctx, b.tx); err != nil {
			return BulkReport{}, err
		}
	}
	if err := b.tx.Commit(); err != nil {
		return BulkReport{}, err
	}
	return b.rep, nil
}
