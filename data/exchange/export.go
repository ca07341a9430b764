package data

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"hearth/data/game"
)

// ExportJSON writes everything as the versioned JSON of docs/export.md:
// profiles, plays with results and breakdowns, the handicap ledger,
// sessions with every event, settings and drafts. It reads one consistent
// snapshot and never writes to the database. Rows come in the order they
// were made, one per line, so that an export imported into an empty
// database exports again to the same file (but for exported_at).
func (s *Store) ExportJSON(ctx context.Context, w io.Writer) error {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	r := exportReader{ctx: ctx, tx: tx}
	bw := bufio.NewWriterSize(w, 64<<10)
	j := newJSONLines(bw)
	j.raw(`{"format":` + quote(ExportFormat) + `,"version":` + strconv.Itoa(ExportVersion) + `,"exported_at":` + quote(formatTime(s.now())) + `,"app":"Hearth"`)
	sections := []struct {
		name string
		read func(func(any) error) error
	}{
		{"profiles", r.profiles},
		{"plays", r.plays},
		{"handicap_ledger", r.ledger},
		{"sessions", r.sessions},
		{"drafts", r.drafts},
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
	settings, err := r.settings()
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

// exportReader reads the rows of one snapshot.
type exportReader struct {
	ctx context.Context
	tx  *sql.Tx
}

// each runs query and calls scan for every row.
func (r exportReader) each(query string, scan func(*sql.Rows) error) error {
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

func (r exportReader) profiles(emit func(any) error) error {
	return r.each(`SELECT uid, name, created_at, colour FROM profiles ORDER BY id`, func(rows *sql.Rows) error {
		var p exportProfile
		if err := rows.Scan(&p.UID, &p.Name, &p.CreatedAt, &p.Colour); err != nil {
			return err
		}
		p.CreatedAt = normTime(p.CreatedAt)
		return emit(p)
	})
}

// plays streams the plays oldest first, each with its results: both
// queries walk in the same order, so results are matched as they come.
func (r exportReader) plays(emit func(any) error) error {
	res, err := r.tx.QueryContext(r.ctx, `SELECT r.play_id, r.seat, r.name, coalesce(f.uid, ''), r.bot, r.score, r.winner, r.breakdown, NOT r.scored
		FROM play_results r JOIN plays p ON p.id = r.play_id LEFT JOIN profiles f ON f.id = r.profile_id
		ORDER BY p.played_at, p.id, r.seat`)
	if err != nil {
		return err
	}
	defer res.Close()
	var pending *exportResult
	var pendingPlay int64
	var pendingUnscored bool
	more := res.Next()
	next := func() error {
		pending = nil
		if !more {
			return res.Err()
		}
		var e exportResult
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
		var p exportPlay
		var id int64
		if err := rows.Scan(&id, &p.UID, &p.Game, &p.Mode, &p.PlayedAt, &p.DurationS, &p.SetupCode, &p.Notes, &p.Location, &p.CreatedAt); err != nil {
			return err
		}
		p.PlayedAt, p.CreatedAt = normTime(p.PlayedAt), normTime(p.CreatedAt)
		p.Results = []exportResult{}
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

func (r exportReader) ledger(emit func(any) error) error {
	return r.each(`SELECT f.uid, p.uid, l.position, l.before, l.outcome, l.after, l.you, l.tom
		FROM handicap_ledger l JOIN profiles f ON f.id = l.profile_id JOIN plays p ON p.id = l.play_id
		ORDER BY f.id, l.position`, func(rows *sql.Rows) error {
		var l exportLedger
		if err := rows.Scan(&l.Profile, &l.Play, &l.Position, &l.Before, &l.Outcome, &l.After, &l.You, &l.Tom); err != nil {
			return err
		}
		return emit(l)
	})
}

// sessions streams the sessions with their logs, like plays.
func (r exportReader) sessions(emit func(any) error) error {
	events := map[int64][]exportEvent{}
	err := r.each(`SELECT session_id, seq, type, payload, created_at FROM session_events ORDER BY session_id, seq`, func(rows *sql.Rows) error {
		var id int64
		var e exportEvent
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
		var ss exportSession
		var id, seed int64
		var opts string
		if err := rows.Scan(&id, &ss.UID, &ss.Game, &ss.Mode, &seed, &opts, &ss.Profile, &ss.Cursor, &ss.Status, &ss.Play, &ss.CreatedAt, &ss.UpdatedAt); err != nil {
			return err
		}
		ss.Seed, ss.Options = uint64(seed), json.RawMessage(opts)
		ss.CreatedAt, ss.UpdatedAt = normTime(ss.CreatedAt), normTime(ss.UpdatedAt)
		ss.Events = events[id]
		if ss.Events == nil {
			ss.Events = []exportEvent{}
		}
		return emit(ss)
	})
}

func (r exportReader) drafts(emit func(any) error) error {
	return r.each(`SELECT key, value FROM settings WHERE key >= '`+draftPrefix+`' AND key < '`+strings.TrimSuffix(draftPrefix, ".")+`/' ORDER BY key`, func(rows *sql.Rows) error {
		var d exportDraft
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

func (r exportReader) settings() (map[string]string, error) {
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
