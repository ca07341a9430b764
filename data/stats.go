package data

import (
	"context"
	"database/sql"
	"hearth/data/game"
)

// Player identifies whose statistics to show: a profile, or for plays
// saved without one, a name.
type Player struct {
	ProfileID int64 // 0 for a name without a profile
	Name      string
}

// GameStats sums up a player's plays of one game.
type GameStats struct {
	Plays   int
	Wins    int
	Best    int
	Average float64
}

// StatPlayers lists whom statistics can be shown for: the profiles, then the
// names of non-bot players saved without a profile.
func (s *Store) StatPlayers(ctx context.Context) ([]Player, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, name FROM (
			SELECT id, name, 0 AS unlinked FROM profiles
			UNION ALL
			SELECT 0, min(name), 1 FROM play_results WHERE profile_id IS NULL AND bot = 0
				AND name COLLATE NOCASE NOT IN (SELECT name FROM profiles)
				GROUP BY name COLLATE NOCASE)
		ORDER BY unlinked, name COLLATE NOCASE`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		var p Player
		if err := rows.Scan(&p.ProfileID, &p.Name); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Stats sums up a player's results in a game: plays, wins, best and average score.
func (s *Store) Stats(ctx context.Context, g game.Game, who Player) (GameStats, error) {
	var st GameStats
	var best sql.NullInt64
	var avg sql.NullFloat64
	// Two plain queries rather than one with OR, so each can use its index.
	q := `SELECT count(*), coalesce(sum(r.winner), 0), max(r.score), avg(r.score)
		FROM play_results r JOIN plays p ON p.id = r.play_id WHERE p.game = ? AND r.bot = 0 AND `
	var row *sql.Row
	if who.ProfileID != 0 {
		row = s.db.QueryRowContext(ctx, q+`r.profile_id = ?`, string(g), who.ProfileID)
	} else {
		row = s.db.QueryRowContext(ctx, q+`r.name = ? COLLATE NOCASE AND r.profile_id IS NULL`, string(g), who.Name)
	}
	err := row.Scan(&st.Plays, &st.Wins, &best, &avg)
	st.Best = int(best.Int64)
	st.Average = avg.Float64
	return st, err
}
