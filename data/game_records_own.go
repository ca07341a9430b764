package data

import (
	"context"
	"database/sql"
	"errors"

	"hearth/data/game"
	"hearth/data/records"
)

// The records of one game alone, held across its players (issue 35 §2),
// as Holder kinds beside records.Kinds.
const (
	FewestRounds records.Kind = "fewest-rounds" // the won solo game in fewest rounds (Insula: Kingosh defeated)
	BestHandicap records.Kind = "best-handicap" // the highest handicap a profile reached against Tom
)

// FewestRoundsHolder is the fastest win of a game's solo mode whose saved
// breakdown counts its rounds (a line keyed "rounds", as FewestRounds reads
// one player's), across every player: the first to win in that few; ok is
// false before any.
func (s *Store) FewestRoundsHolder(ctx context.Context, g game.Game) (h Holder, ok bool, err error) {
	var at string
	err = s.db.QueryRowContext(ctx, `SELECT json_extract(l.value, '$.points') AS n, q.id, q.played_at, coalesce(o.profile_id, 0), coalesce(f.name, o.name)
		FROM play_results o JOIN plays q ON q.id = o.play_id LEFT JOIN profiles f ON f.id = o.profile_id,
			json_each(o.breakdown, '$.lines') l
		WHERE o.bot = 0 AND q.game = ?1 AND q.mode = 'solo' AND o.winner AND json_extract(l.value, '$.key') = 'rounds'
		ORDER BY n, q.played_at, q.id LIMIT 1`, string(g)).Scan(&h.Value, &h.PlayID, &at, &h.Player.ProfileID, &h.Player.Name)
	if errors.Is(err, sql.ErrNoRows) {
		return Holder{}, false, nil
	}
	if err != nil {
		return Holder{}, false, err
	}
	h.Kind, h.At = FewestRounds, parseTime(at)
	return h, true, nil
}

// BestHandicapHolder is the highest handicap any profile reached against
// Tom, and the game after which they had it (the first to reach it); ok
// is false before any game.
func (s *Store) BestHandicapHolder(ctx context.Context) (h Holder, ok bool, err error) {
	var at string
	err = s.db.QueryRowContext(ctx, `SELECT l.after, l.play_id, q.played_at, f.id, f.name FROM handicap_ledger l
			JOIN plays q ON q.id = l.play_id JOIN profiles f ON f.id = l.profile_id
		ORDER BY l.after DESC, q.played_at, q.id LIMIT 1`).Scan(&h.Value, &h.PlayID, &at, &h.Player.ProfileID, &h.Player.Name)
	if errors.Is(err, sql.ErrNoRows) {
		return Holder{}, false, nil
	}
	if err != nil {
		return Holder{}, false, err
	}
	h.Kind, h.At = BestHandicap, parseTime(at)
	return h, true, nil
}
