package data

import (
	"database/sql"
	"errors"
)

// eventRows is how many events one INSERT writes (× 5 parameters).
const eventRows = 128

// mergeSessions adds the sessions whose uid the database does not have,
// with their whole log, cursor and status. Each statement is prepared once
// and the events are written many to a statement, as the plays are.
func (m *importer) mergeSessions(list []exportSession) error {
	if len(list) == 0 {
		return nil
	}
	byUID, err := m.tx.PrepareContext(m.ctx, `SELECT id FROM sessions WHERE uid = ?`)
	if err != nil {
		return err
	}
	defer byUID.Close()
	ins, err := m.tx.PrepareContext(m.ctx, `INSERT INTO sessions (uid, game, mode, seed, options, profile_id, cursor, status, play_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	defer ins.Close()
	events := rowWriter{ctx: m.ctx, tx: m.tx, rows: eventRows,
		head: `INSERT INTO session_events (session_id, seq, type, payload, created_at) VALUES `, one: `(?, ?, ?, ?, ?)`}
	defer events.close()
	for i := range list {
		if err := m.mergeSession(&list[i], byUID, ins, &events); err != nil {
			return err
		}
	}
	return events.flush()
}

// mergeSession adds one session unless the database has its uid, and
// gathers its events into events.
func (m *importer) mergeSession(ss *exportSession, byUID, ins *sql.Stmt, events *rowWriter) error {
	var id int64
	err := byUID.QueryRowContext(m.ctx, ss.UID).Scan(&id)
	if err == nil {
		m.rep.Unchanged++
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	res, err := ins.ExecContext(m.ctx, ss.UID, ss.Game, ss.Mode, int64(ss.Seed), rawText(ss.Options),
		nullID(m.profiles[ss.Profile]), ss.Cursor, ss.Status, nullID(m.plays[ss.Play]), ss.CreatedAt, ss.UpdatedAt)
	if err != nil {
		return err
	}
	if id, err = res.LastInsertId(); err != nil {
		return err
	}
	for _, e := range ss.Events {
		events.args = append(events.args, id, e.Seq, e.Type, rawText(e.Payload), e.At)
		if err := events.row(); err != nil {
			return err
		}
	}
	m.rep.Sessions++
	m.changed = true
	return nil
}
