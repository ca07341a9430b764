package data

import (
	"context"
	"database/sql"
	"errors"
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
	rows, err := s.db.QueryContext(ctx, `SELECT q.id, q.played_at, o.score, o.scored, o.winner,
			(SELECT max(t.score) FROM play_results t WHERE t.play_id = o.play_id AND t.id != o.id AND t.scored)
		FROM play_results o JOIN plays q ON q.id = o.play_id
		WHERE `+clause+` AND q.game = ?2 AND (q.mode = 'solo') = ?3 ORDER BY q.played_at, q.id`, arg, string(g), solo)
	if err != nil {
		return nil, err
	}
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
