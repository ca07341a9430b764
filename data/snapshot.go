package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"hearth/data/game"
)

// Snapshot is one consistent read of every row the store keeps, for what
// moves them out whole (the export of data/exchange): each method reads
// one kind, in the order the rows were made.
type Snapshot struct {
	ctx context.Context
	tx  *sql.Tx
	now time.Time
}

// Snapshot runs read over one read-only transaction: one moment, whatever
// is saved meanwhile; it never writes to the database.
func (s *Store) Snapshot(ctx context.Context, read func(*Snapshot) error) error {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return read(&Snapshot{ctx: ctx, tx: tx, now: s.now()})
}

// Now is the store's time when the snapshot was taken, in its layout.
func (r *Snapshot) Now() string { return formatTime(r.now) }

// each runs query and calls scan for every row.
func (r *Snapshot) each(query string, scan func(*sql.Rows) error) error {
	rows, err := r.tx.QueryContext(r.ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Profiles reads every profile.
func (r *Snapshot) Profiles(emit func(ProfileRow) error) error {
	return r.each(`SELECT uid, name, created_at, colour FROM profiles ORDER BY id`, func(rows *sql.Rows) error {
		var p ProfileRow
		if err := rows.Scan(&p.UID, &p.Name, &p.CreatedAt, &p.Colour); err != nil {
			return err
		}
		p.CreatedAt = normTime(p.CreatedAt)
		return emit(p)
	})
}

// Plays reads the plays oldest first, each with its results: both
// queries walk in the same order, so results are matched as they come.
func (r *Snapshot) Plays(emit func(PlayRow) error) error {
	res, err := r.tx.QueryContext(r.ctx, `SELECT r.play_id, r.seat, r.name, coalesce(f.uid, ''), r.bot, r.score, r.winner, r.breakdown, NOT r.scored
		FROM play_results r JOIN plays p ON p.id = r.play_id LEFT JOIN profiles f ON f.id = r.profile_id
		ORDER BY p.played_at, p.id, r.seat`)
	if err != nil {
		return err
	}
	defer res.Close()
	var pending *ResultRow
	var pendingPlay int64
	var pendingUnscored bool
	more := res.Next()
	next := func() error {
		pending = nil
		if !more {
			return res.Err()
		}
		var e ResultRow
		var b string
		if err := res.Scan(&pendingPlay, &e.Seat, &e.Name, &e.Profile, &e.Bot, &e.Score, &e.Winner, &b, &pendingUnscored); err != nil {
			return err
		}
		e.Breakdown = json.RawMessage(b)
		pending = &e
		more = res.Next()
		return nil
	}
	if err := next(); err != nil {
		return err
	}
	return r.each(`SELECT id, uid, game, mode, played_at, duration_s, setup_code, notes, location, created_at FROM plays ORDER BY played_at, id`, func(rows *sql.Rows) error {
		var p PlayRow
		var id int64
		if err := rows.Scan(&id, &p.UID, &p.Game, &p.Mode, &p.PlayedAt, &p.DurationS, &p.SetupCode, &p.Notes, &p.Location, &p.CreatedAt); err != nil {
			return err
		}
		p.PlayedAt, p.CreatedAt = normTime(p.PlayedAt), normTime(p.CreatedAt)
		p.Results = []ResultRow{}
		read := Play{Game: game.Game(p.Game), Mode: p.Mode}
		for pending != nil && pendingPlay == id {
			p.Results = append(p.Results, *pending)
			read.Results = append(read.Results, Result{Bot: pending.Bot, Score: int(pending.Score), Winner: pending.Winner, Unscored: pendingUnscored})
			if err := next(); err != nil {
				return err
			}
		}
		p.TieBreak = read.TieBreak()
		return emit(p)
	})
}

// Ledger reads every profile's handicap ledger, in order.
func (r *Snapshot) Ledger(emit func(LedgerRow) error) error {
	return r.each(`SELECT f.uid, p.uid, l.position, l.before, l.outcome, l.after, l.you, l.tom
		FROM handicap_ledger l JOIN profiles f ON f.id = l.profile_id JOIN plays p ON p.id = l.play_id
		ORDER BY f.id, l.position`, func(rows *sql.Rows) error {
		var l LedgerRow
		if err := rows.Scan(&l.Profile, &l.Play, &l.Position, &l.Before, &l.Outcome, &l.After, &l.You, &l.Tom); err != nil {
			return err
		}
		return emit(l)
	})
}

// Sessions reads the sessions with their logs, like Plays.
func (r *Snapshot) Sessions(emit func(SessionRow) error) error {
	events := map[int64][]EventRow{}
	err := r.each(`SELECT session_id, seq, type, payload, created_at FROM session_events ORDER BY session_id, seq`, func(rows *sql.Rows) error {
		var id int64
		var e EventRow
		var payload string
		if err := rows.Scan(&id, &e.Seq, &e.Type, &payload, &e.At); err != nil {
			return err
		}
		e.Payload, e.At = json.RawMessage(payload), normTime(e.At)
		events[id] = append(events[id], e)
		return nil
	})
	if err != nil {
		return err
	}
	return r.each(`SELECT s.id, s.uid, s.game, s.mode, s.seed, s.options, coalesce(f.uid, ''), s.cursor, s.status, coalesce(p.uid, ''), s.created_at, s.updated_at
		FROM sessions s LEFT JOIN profiles f ON f.id = s.profile_id LEFT JOIN plays p ON p.id = s.play_id ORDER BY s.id`, func(rows *sql.Rows) error {
		var ss SessionRow
		var id, seed int64
		var opts string
		if err := rows.Scan(&id, &ss.UID, &ss.Game, &ss.Mode, &seed, &opts, &ss.Profile, &ss.Cursor, &ss.Status, &ss.Play, &ss.CreatedAt, &ss.UpdatedAt); err != nil {
			return err
		}
		ss.Seed, ss.Options = uint64(seed), json.RawMessage(opts)
		ss.CreatedAt, ss.UpdatedAt = normTime(ss.CreatedAt), normTime(ss.UpdatedAt)
		ss.Events = events[id]
		if ss.Events == nil {
			ss.Events = []EventRow{}
		}
		return emit(ss)
	})
}

// Drafts reads every readable draft, by key.
func (r *Snapshot) Drafts(emit func(DraftRow) error) error {
	return r.each(`SELECT key, value FROM settings WHERE key >= '`+draftPrefix+`' AND key < '`+strings.TrimSuffix(draftPrefix, ".")+`/' ORDER BY key`, func(rows *sql.Rows) error {
		var d DraftRow
		var v string
		if err := rows.Scan(&d.Key, &v); err != nil {
			return err
		}
		if !json.Valid([]byte(v)) {
			return nil // unreadable, as Drafts skips it
		}
		d.Key, d.Value = strings.TrimPrefix(d.Key, draftPrefix), json.RawMessage(v)
		return emit(d)
	})
}

// Settings reads every setting but the drafts.
func (r *Snapshot) Settings() (map[string]string, error) {
	out := map[string]string{}
	err := r.each(`SELECT key, value FROM settings ORDER BY key`, func(rows *sql.Rows) error {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return err
		}
		if !strings.HasPrefix(k, draftPrefix) {
			out[k] = v
		}
		return nil
	})
	return out, err
}

// normTime writes a stored time in the store's layout, as import does.
func normTime(s string) string {
	if t := parseTime(s); !t.IsZero() {
		return formatTime(t)
	}
	return s
}
