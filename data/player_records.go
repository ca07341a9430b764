package data

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"hearth/data/game"
	"hearth/data/records"
)

// RecordHistory is a player's history in a game, at the table or solo, as
// records.Of reads it: oldest first, each play's score, whether it counts
// as a win, and the margin over the best other score (a bot's included:
// Tom is a rival). It reads every play of theirs in the game: a records
// page reads it, not the player page.
func (s *Store) RecordHistory(ctx context.Context, g game.Game, who Player, solo bool) ([]records.Entry, error) {
	clause, arg := whoClause(who)
	rows, err := s.db.QueryContext(ctx, `SELECT q.id, q.played_at, o.score, o.scored, o.winner, `+rivalBest+`
		FROM play_results o JOIN plays q ON q.id = o.play_id
		WHERE `+clause+` AND q.game = ?2 AND (q.mode = 'solo') = ?3 ORDER BY q.played_at, q.id`, arg, string(g), solo)
	if err != nil {
		return nil, err
	}
	return scanEntries(rows, g, solo)
}

// rivalBest is the best other score of the play of the result o, a bot's
// included (NULL when no one else scored).
const rivalBest = `(SELECT max(t.score) FROM play_results t WHERE t.play_id = o.play_id AND t.id != o.id AND t.scored)`

// scanEntries reads rows of (play id, played at, score, scored, winner,
// rivalBest) as records' entries, in their order, and closes them.
func scanEntries(rows *sql.Rows, g game.Game, solo bool) ([]records.Entry, error) {
	defer rows.Close()
	var out []records.Entry
	mode := ModeMulti
	if solo {
		mode = ModeSolo
	}
	for rows.Next() {
		var e records.Entry
		var at string
		var won bool
		var next sql.NullInt64
		if err := rows.Scan(&e.PlayID, &at, &e.Score, &e.Scored, &won, &next); err != nil {
			return nil, err
		}
		e.At = parseTime(at)
		e.Evening = Evening(e.At)
		e.Won = countsWin(Play{Game: g, Mode: mode}, Result{Winner: won})
		e.Rivals = next.Valid && e.Scored
		e.Margin = e.Score - int(next.Int64)
		out = append(out, e)
	}
	return out, rows.Err()
}

// RecordsSetBy is records.SetBy over the player's history for the play p,
// for its seat r: the records p beat, as the play's page
// announces them right after a save. It reads the game's latest
// recordsWindow plays up to p, newest first, and stops there once each
// record p might have beaten has an earlier play at least as good (a
// score by the score index, as IsPersonalBest); the rare play that still
// might have beaten one (a new record, or one whose rival lies further
// back) reads the whole history. Over 100,000 plays, on 2 shared cores,
// the busiest name-only player's last 20 Bonfire plays at the table (3 or
// 4 seats each): 14 ms a play, where reading each seat's whole history
// took 419 ms; 0.10× a floor that reads those seats' results alone (141
// ms) (BenchmarkScaleRecordsSetBy100k).
func (s *Store) RecordsSetBy(ctx context.Context, p Play, r Result) ([]records.Record, error) {
	if r.Bot {
		return nil, nil
	}
	solo := p.Mode == ModeSolo
	clause, arg := whoClause(Player{ProfileID: r.ProfileID, Name: r.Name})
	upTo := `game = ?2 AND (played_at < ?4 OR (played_at = ?4 AND id <= ?5))`
	args := []any{arg, string(p.Game), solo, formatTime(p.PlayedAt), p.ID, recordsWindow}
	var whole bool
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) < ?6 FROM (SELECT 1 FROM plays WHERE `+upTo+` LIMIT ?6)`, args...).Scan(&whole); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT q.id, q.played_at, o.score, o.scored, o.winner, `+rivalBest+`
		FROM (SELECT id, played_at, mode FROM plays WHERE `+upTo+` ORDER BY played_at DESC, id DESC LIMIT ?6) q
		CROSS JOIN play_results o ON o.play_id = q.id
		WHERE `+clause+` AND (q.mode = 'solo') = ?3 ORDER BY q.played_at DESC, q.id DESC`, args...)
	if err != nil {
		return nil, err
	}
	recent, err := scanEntries(rows, p.Game, solo)
	if err != nil || len(recent) == 0 || recent[0].PlayID != p.ID {
		return nil, err
	}
	slices.Reverse(recent)
	open := records.Unsettled(recent)
	if whole || len(open) == 0 {
		return records.SetBy(recent, p.ID), nil
	}
	if slices.Equal(open, []records.Kind{records.Best}) {
		best, err := s.IsPersonalBest(ctx, p, r)
		if err != nil || !best {
			return nil, err
		}
		e := recent[len(recent)-1]
		return []records.Record{{Kind: records.Best, Value: e.Score, PlayID: p.ID, At: e.At}}, nil
	}
	all, err := s.RecordHistory(ctx, p.Game, Player{ProfileID: r.ProfileID, Name: r.Name}, solo)
	if err != nil {
		return nil, err
	}
	return records.SetBy(all, p.ID), nil
}

// recordsWindow is how many of a game's plays RecordsSetBy reads back from
// a play before it reads the player's whole history.
var recordsWindow = 2000

// FewestRounds is a player's fastest win of a game's solo mode whose saved
// breakdown counts its rounds (a line keyed "rounds": an Insula expedition
// that defeated Kingosh); ok is false when they have none.
func (s *Store) FewestRounds(ctx context.Context, g game.Game, who Player) (rounds int, playID int64, ok bool, err error) {
	clause, arg := whoClause(who)
	err = s.db.QueryRowContext(ctx, `SELECT json_extract(l.value, '$.points') AS n, q.id FROM play_results o JOIN plays q ON q.id = o.play_id,
			json_each(o.breakdown, '$.lines') l
		WHERE `+clause+` AND q.game = ?2 AND q.mode = 'solo' AND o.winner AND json_extract(l.value, '$.key') = 'rounds'
		ORDER BY n, q.played_at LIMIT 1`, arg, string(g)).Scan(&rounds, &playID)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, false, nil
	}
	return rounds, playID, err == nil, err
}

// BestHandicap is the highest handicap a profile reached against Tom, and
// when (the game after which it had it); ok is false before any game.
func (s *Store) BestHandicap(ctx context.Context, profileID int64) (value int, at time.Time, ok bool, err error) {
	var when string
	err = s.db.QueryRowContext(ctx, `SELECT l.after, q.played_at FROM handicap_ledger l JOIN plays q ON q.id = l.play_id
		WHERE l.profile_id = ? ORDER BY l.after DESC, l.position LIMIT 1`, profileID).Scan(&value, &when)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, time.Time{}, false, nil
	}
	return value, parseTime(when), err == nil, err
}

// Holder is one of a game's records and the player who holds it: a
// profile by its present name, or a name played without one.
type Holder struct {
	records.Record
	Player Player
}

// GameRecords are a game's records across its players, at the table or
// solo, in records' page order, the worst score aside: for each, the
// player whose own record (records.Of) is highest, and of equal ones the
// first set. It reads every result of the game in the mode in one pass,
// in date order (the seats of a play side by side, a bot's for the
// margin): Bonfire's at the table and solo over 100,000 plays, 625 ms
// on 2 shared cores, 2.2× a raw read of the same results
// (BenchmarkScaleGameRecords100k). Kept sums per player would answer at
// once, but every path that writes results would keep them.
func (s *Store) GameRecords(ctx context.Context, g game.Game, solo bool) ([]Holder, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT q.id, q.played_at, o.bot, coalesce(o.profile_id, 0), coalesce(f.name, o.name), o.name_key, o.score, o.scored, o.winner
		FROM plays q CROSS JOIN play_results o ON o.play_id = q.id LEFT JOIN profiles f ON f.id = o.profile_id
		WHERE q.game = ?1 AND (q.mode = 'solo') = ?2 ORDER BY q.played_at, q.id`, string(g), solo)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byKey := map[string]*gameRecordsOf{}
	var players []*gameRecordsOf // in order of their first seat
	var play []seatRow
	flush := func() {
		players = addSeats(byKey, players, play, g, solo)
		play = play[:0]
	}
	for rows.Next() {
		var r seatRow
		var at string
		if err := rows.Scan(&r.playID, &at, &r.bot, &r.who.ProfileID, &r.who.Name, &r.key, &r.score, &r.scored, &r.winner); err != nil {
			return nil, err
		}
		if len(play) > 0 && play[0].playID != r.playID {
			flush()
		}
		r.at = parseTime(at)
		play = append(play, r)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	flush()
	return holders(players), nil
}

// seatRow is one seat of a play as GameRecords reads it.
type seatRow struct {
	playID              int64
	at                  time.Time
	bot, scored, winner bool
	who                 Player
	key                 string
	score               int
}

// gameRecordsOf is one player's history in GameRecords.
type gameRecordsOf struct {
	who     Player
	history []records.Entry
}

// addSeats adds each player's entry of one play (its seats) to their
// history, with the margin over the best other score; a player new to
// byKey joins players.
func addSeats(byKey map[string]*gameRecordsOf, players []*gameRecordsOf, play []seatRow, g game.Game, solo bool) []*gameRecordsOf {
	mode := ModeMulti
	if solo {
		mode = ModeSolo
	}
	for i, r := range play {
		if r.bot {
			continue
		}
		e := records.Entry{PlayID: r.playID, At: r.at, Evening: Evening(r.at), Score: r.score, Scored: r.scored,
			Won: countsWin(Play{Game: g, Mode: mode}, Result{Winner: r.winner})}
		for j, t := range play {
			if j != i && t.scored && (!e.Rivals || r.score-t.score < e.Margin) {
				e.Rivals, e.Margin = true, r.score-t.score
			}
		}
		e.Rivals = e.Rivals && e.Scored
		key := r.key
		if r.who.ProfileID != 0 {
			key = fmt.Sprint("p", r.who.ProfileID)
		}
		h := byKey[key]
		if h == nil {
			h = &gameRecordsOf{who: r.who}
			byKey[key] = h
			players = append(players, h)
		}
		if r.who.ProfileID == 0 && r.who.Name < h.who.Name {
			h.who.Name = r.who.Name // the leaderboard's spelling: the least
		}
		h.history = append(h.history, e)
	}
	return players
}

// holders picks each record's holder among the players' own records: the
// first set of the highest, and of records set by one play the first
// seat's.
func holders(players []*gameRecordsOf) []Holder {
	top := make([]*Holder, len(records.Kinds))
	for _, h := range players {
		for _, r := range records.Of(h.history) {
			k := slices.Index(records.Kinds[:], r.Kind)
			t := top[k]
			if t == nil || r.Value > t.Value || r.Value == t.Value && (r.At.Before(t.At) || r.At.Equal(t.At) && r.PlayID < t.PlayID) {
				top[k] = &Holder{Record: r, Player: h.who}
			}
		}
	}
	var out []Holder
	for _, t := range top {
		if t != nil && t.Kind != records.Worst {
			out = append(out, *t)
		}
	}
	return out
}
