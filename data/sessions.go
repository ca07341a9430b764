package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"hearth/data/game"
	"time"
)

// Session statuses.
const (
	SessionOpen      = "open"
	SessionFinished  = "finished"
	SessionAbandoned = "abandoned"
)

// Session is a solo game in progress or done: what it was started with plus a
// cursor into its event log. Events at or before Cursor are in effect; those
// after it were undone and are kept for Redo until a new event is appended.
type Session struct {
	ID        int64
	UID       string // stable across export and import
	Game      game.Game
	Mode      string
	Seed      uint64
	Options   json.RawMessage
	ProfileID int64 // 0 when the session belongs to no profile
	Cursor    int
	Len       int // events stored, undone ones included
	Status    string
	PlayID    int64 // the saved play once finished
	CreatedAt time.Time
	UpdatedAt time.Time
}

// CanUndo and CanRedo tell whether the cursor can move back or forward.
func (s Session) CanUndo() bool { return s.Cursor > 0 }

// CanRedo tells whether undone events wait past the cursor.
func (s Session) CanRedo() bool { return s.Cursor < s.Len }

// NewSession is what a session starts from.
type NewSession struct {
	Game      game.Game
	Mode      string
	Seed      uint64
	Options   any // marshalled to JSON; nil means {}
	ProfileID int64
}

// Event is one entry of a session's log.
type Event struct {
	Seq     int
	Type    string
	Payload json.RawMessage
	At      time.Time
}

// Decode unmarshals the payload into v.
func (e Event) Decode(v any) error {
	if err := json.Unmarshal(e.Payload, v); err != nil {
		return fmt.Errorf("event %d (%s): %w", e.Seq, e.Type, err)
	}
	return nil
}

// ErrSessionClosed is returned when appending to, undoing or redoing a
// session that is finished or abandoned.
var ErrSessionClosed = errors.New("this session has ended")

// ErrNothingToUndo and ErrNothingToRedo report a cursor already at an end.
var (
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
)

func toJSON(v any) (json.RawMessage, error) {
	switch x := v.(type) {
	case nil:
		return json.RawMessage("{}"), nil
	case json.RawMessage:
		if !json.Valid(x) {
			return nil, errors.New("payload is not valid JSON")
		}
		return x, nil
	default:
		return json.Marshal(v)
	}
}

// CreateSession starts a session with an empty log.
func (s *Store) CreateSession(ctx context.Context, n NewSession) (Session, error) {
	opts, err := toJSON(n.Options)
	if err != nil {
		return Session{}, err
	}
	now := s.stamp()
	var profile any
	if n.ProfileID != 0 {
		profile = n.ProfileID
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO sessions (uid, game, mode, seed, options, profile_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, newUID(), n.Game, n.Mode, int64(n.Seed), string(opts), profile, now, now)
	if err != nil {
		return Session{}, fmt.Errorf("cannot start the session: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return Session{}, err
	}
	return s.Session(ctx, id)
}

const sessionColumns = `s.id, s.game, s.mode, s.seed, s.options, coalesce(s.profile_id, 0), s.cursor,
	(SELECT count(*) FROM session_events e WHERE e.session_id = s.id), s.status, coalesce(s.play_id, 0), s.created_at, s.updated_at, coalesce(s.uid, '')`

type scanner interface{ Scan(...any) error }

func scanSession(r scanner) (Session, error) {
	var ss Session
	var seed int64
	var opts, created, updated string
	if err := r.Scan(&ss.ID, &ss.Game, &ss.Mode, &seed, &opts, &ss.ProfileID, &ss.Cursor, &ss.Len, &ss.Status, &ss.PlayID, &created, &updated, &ss.UID); err != nil {
		return Session{}, err
	}
	ss.Seed = uint64(seed)
	ss.Options = json.RawMessage(opts)
	ss.CreatedAt = parseTime(created)
	ss.UpdatedAt = parseTime(updated)
	return ss, nil
}

// Session loads a session's header.
func (s *Store) Session(ctx context.Context, id int64) (Session, error) {
	ss, err := scanSession(s.db.QueryRowContext(ctx, `SELECT `+sessionColumns+` FROM sessions s WHERE s.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, fmt.Errorf("session %d: %w", id, ErrNotFound)
	}
	return ss, err
}

// Sessions lists sessions with the given status (all when empty) for a game
// (all when empty), most recently touched first.
func (s *Store) Sessions(ctx context.Context, g game.Game, status string) ([]Session, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+sessionColumns+` FROM sessions s
		WHERE (?1 = '' OR s.game = ?1) AND (?2 = '' OR s.status = ?2)
		ORDER BY s.updated_at DESC, s.id DESC`, string(g), status)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Session
	for rows.Next() {
		ss, err := scanSession(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, ss)
	}
	return out, rows.Err()
}

// Events returns the events in effect (seq 1..Cursor), in order.
func (s *Store) Events(ctx context.Context, id int64) ([]Event, error) {
	return s.events(ctx, id, true)
}

// AllEvents returns every stored event, undone ones included.
func (s *Store) AllEvents(ctx context.Context, id int64) ([]Event, error) {
	return s.events(ctx, id, false)
}

func (s *Store) events(ctx context.Context, id int64, active bool) ([]Event, error) {
	q := `SELECT e.seq, e.type, e.payload, e.created_at FROM session_events e WHERE e.session_id = ?`
	if active {
		q += ` AND e.seq <= (SELECT cursor FROM sessions WHERE id = e.session_id)`
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY e.seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var e Event
		var payload, at string
		if err := rows.Scan(&e.Seq, &e.Type, &payload, &at); err != nil {
			return nil, err
		}
		e.Payload = json.RawMessage(payload)
		e.At = parseTime(at)
		out = append(out, e)
	}
	return out, rows.Err()
}

// Append adds an event after the cursor in its own transaction and returns
// once it is committed. Undone events past the cursor are discarded first: a
// new action ends the redo branch.
func (s *Store) Append(ctx context.Context, id int64, typ string, payload any) (Event, error) {
	if typ == "" {
		return Event{}, errors.New("an event needs a type")
	}
	body, err := toJSON(payload)
	if err != nil {
		return Event{}, err
	}
	ev := Event{Type: typ, Payload: body}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		cursor, err := openCursor(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM session_events WHERE session_id = ? AND seq > ?`, id, cursor); err != nil {
			return err
		}
		now := s.now()
		ev.Seq = cursor + 1
		ev.At = now
		if _, err := tx.ExecContext(ctx, `INSERT INTO session_events (session_id, seq, type, payload, created_at) VALUES (?, ?, ?, ?, ?)`,
			id, ev.Seq, typ, string(body), formatTime(now)); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE sessions SET cursor = ?, updated_at = ? WHERE id = ?`, ev.Seq, formatTime(now), id)
		return err
	})
	if err != nil {
		return Event{}, err
	}
	return ev, nil
}

// openCursor reads an open session's cursor inside a transaction; a missing
// or closed session is an error.
func openCursor(ctx context.Context, tx *sql.Tx, id int64) (int, error) {
	var cursor int
	var status string
	err := tx.QueryRowContext(ctx, `SELECT cursor, status FROM sessions WHERE id = ?`, id).Scan(&cursor, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("session %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return 0, err
	}
	if status != SessionOpen {
		return 0, ErrSessionClosed
	}
	return cursor, nil
}

// Undo moves the cursor back one event.
func (s *Store) Undo(ctx context.Context, id int64) (Session, error) {
	return s.moveCursor(ctx, id, -1)
}

// Redo moves the cursor forward one event.
func (s *Store) Redo(ctx context.Context, id int64) (Session, error) {
	return s.moveCursor(ctx, id, +1)
}

// MoveCursor puts the cursor at position to (0 = before the first event):
// undoing several events at once, or redoing up to one, in one transaction.
func (s *Store) MoveCursor(ctx context.Context, id int64, to int) (Session, error) {
	return s.setCursor(ctx, id, func(int) int { return to })
}

func (s *Store) moveCursor(ctx context.Context, id int64, delta int) (Session, error) {
	return s.setCursor(ctx, id, func(cursor int) int { return cursor + delta })
}

func (s *Store) setCursor(ctx context.Context, id int64, target func(cursor int) int) (Session, error) {
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var cursor, n int
		var status string
		err := tx.QueryRowContext(ctx, `SELECT cursor, status, (SELECT count(*) FROM session_events WHERE session_id = ?1) FROM sessions WHERE id = ?1`, id).Scan(&cursor, &status, &n)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("session %d: %w", id, ErrNotFound)
		}
		if err != nil {
			return err
		}
		if status != SessionOpen {
			return ErrSessionClosed
		}
		next := target(cursor)
		if next < 0 {
			return ErrNothingToUndo
		}
		if next > n {
			return ErrNothingToRedo
		}
		_, err = tx.ExecContext(ctx, `UPDATE sessions SET cursor = ?, updated_at = ? WHERE id = ?`, next, s.stamp(), id)
		return err
	})
	if err != nil {
		return Session{}, err
	}
	return s.Session(ctx, id)
}

// FinishSession closes a session and links the play saved from it.
func (s *Store) FinishSession(ctx context.Context, id, playID int64) error {
	var play any
	if playID != 0 {
		play = playID
	}
	return s.setStatus(ctx, id, SessionFinished, play)
}

// FinishWithPlay saves p as the play a session ended with, closes the
// session and moves the handicap ledger, in one transaction: all happen or
// none does. It returns the play with its id.
func (s *Store) FinishWithPlay(ctx context.Context, id int64, p Play) (Play, error) {
	if err := validatePlay(p); err != nil {
		return Play{}, err
	}
	if p.UID == "" {
		p.UID = newUID()
	}
	if p.PlayedAt.IsZero() {
		p.PlayedAt = s.now()
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := openCursor(ctx, tx, id)
		if err != nil {
			return err
		}
		now := s.stamp()
		if p.ID, err = insertPlay(ctx, tx, p, now); err != nil {
			return err
		}
		if err := statsAdd(ctx, tx, p); err != nil {
			return err
		}
		if err := ledgerAfterSave(ctx, tx, p.ID); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE sessions SET status = ?, play_id = ?, updated_at = ? WHERE id = ?`, SessionFinished, p.ID, now, id)
		return err
	})
	if err != nil {
		return Play{}, err
	}
	return p, nil
}

// AbandonSession closes a session without a play.
func (s *Store) AbandonSession(ctx context.Context, id int64) error {
	return s.setStatus(ctx, id, SessionAbandoned, nil)
}

func (s *Store) setStatus(ctx context.Context, id int64, status string, play any) error {
	res, err := s.db.ExecContext(ctx, `UPDATE sessions SET status = ?, play_id = coalesce(?, play_id), updated_at = ? WHERE id = ? AND status = 'open'`,
		status, play, s.stamp(), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		if _, err := s.Session(ctx, id); err != nil {
			return err
		}
		return ErrSessionClosed
	}
	return nil
}

// DeleteSession removes a session and its events.
func (s *Store) DeleteSession(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE id = ?`, id)
	return err
}

// Replay folds the events over an initial state with apply; the first event
// apply refuses stops the replay with an error naming its sequence number.
func Replay[S any](events []Event, state S, apply func(S, Event) (S, error)) (S, error) {
	for _, e := range events {
		next, err := apply(state, e)
		if err != nil {
			return state, fmt.Errorf("replaying event %d (%s): %w", e.Seq, e.Type, err)
		}
		state = next
	}
	return state, nil
}
