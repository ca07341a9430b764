package data

import (
	"context"
	"database/sql"

	"hearth/data/game"
)

// Rival is a player's record against one opponent in the plays of a game
// at the table they both played.
type Rival struct {
	Player
	Plays  int // plays together
	Won    int // plays the player won (alone or shared)
	Lost   int // plays the opponent won
	Ahead  int // plays the player scored more than the opponent
	Behind int
}

// HeadToHead lists a player's opponents in a game at the table, most plays
// together first. Bots are no opponents here (Tom has the handicap). It
// reads the kept sums (head_to_head, a row per opponent), not the results.
func (s *Store) HeadToHead(ctx context.Context, g game.Game, who Player) ([]Rival, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT h.opponent, coalesce(f.name, h.name), h.plays, h.won, h.lost, h.ahead, h.behind
		FROM head_to_head h LEFT JOIN profiles f ON h.opponent = 'p:' || f.id
		WHERE h.player = ? AND h.game = ? AND h.plays > 0 ORDER BY h.plays DESC, 2`, playerKey(who.ProfileID, who.Name), string(g))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Rival
	for rows.Next() {
		var r Rival
		var key, name string
		if err := rows.Scan(&key, &name, &r.Plays, &r.Won, &r.Lost, &r.Ahead, &r.Behind); err != nil {
			return nil, err
		}
		r.Player = playerFromKey(key, name)
		out = append(out, r)
	}
	return out, rows.Err()
}

// headToHeadChange adds (sign 1) or takes out (sign -1) a play's pairs of
// players at the table in the kept sums; a solo play has none.
func headToHeadChange(ctx context.Context, tx *sql.Tx, p Play, sign int) error {
	hh := h2hDelta{}
	hh.add(p, sign)
	return hh.write(ctx, tx)
}

// rebuildHeadToHead recomputes every head-to-head sum from the results.
func rebuildHeadToHead(ctx context.Context, tx *sql.Tx) error {
	return rebuildTable(ctx, tx, "head_to_head", headToHeadFromResults)
}
