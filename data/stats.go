package data

import (
	"context"
	"database/sql"
	"errors"
	"hearth/data/game"
	"strconv"
	"strings"
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
// names of non-bot players saved without a profile. It reads the per-player
// sums (player_stats), not the results.
func (s *Store) StatPlayers(ctx context.Context) ([]Player, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, name FROM (
			SELECT id, name, 0 AS unlinked FROM profiles
			UNION ALL
			SELECT 0, min(name), 1 FROM player_stats WHERE player LIKE 'n:%' AND plays > 0
				AND name COLLATE NOCASE NOT IN (SELECT name FROM profiles)
				GROUP BY player)
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

// playerKey is a result's player in player_stats.
func playerKey(profileID int64, name string) string {
	if profileID != 0 {
		return "p:" + strconv.FormatInt(profileID, 10)
	}
	// SQLite's lower() folds ASCII letters only; the key must match the
	// one the migration and the SQL below compute.
	return "n:" + strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, strings.TrimSpace(name))
}

// Stats sums up a player's results in a game: plays, wins, best and average
// score, read from the per-player sums.
func (s *Store) Stats(ctx context.Context, g game.Game, who Player) (GameStats, error) {
	var st GameStats
	var total int
	err := s.db.QueryRowContext(ctx, `SELECT plays, wins, best, total FROM player_stats WHERE player = ? AND game = ?`,
		playerKey(who.ProfileID, who.Name), string(g)).Scan(&st.Plays, &st.Wins, &st.Best, &total)
	if errors.Is(err, sql.ErrNoRows) {
		return GameStats{}, nil
	}
	if st.Plays > 0 {
		st.Average = float64(total) / float64(st.Plays)
	}
	return st, err
}

// statsAdd counts a just-inserted play's results in the per-player sums.
func statsAdd(ctx context.Context, tx *sql.Tx, p Play) error {
	for _, r := range p.Results {
		if r.Bot {
			continue
		}
		win := 0
		if r.Winner {
			win = 1
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO player_stats (player, game, name, plays, wins, best, total)
			VALUES (?1, ?2, ?3, 1, ?4, ?5, ?5)
			ON CONFLICT (player, game) DO UPDATE SET plays = plays + 1, wins = wins + ?4,
				best = max(best, ?5), total = total + ?5, name = min(name, ?3)`,
			playerKey(r.ProfileID, r.Name), string(p.Game), strings.TrimSpace(r.Name), win, r.Score); err != nil {
			return err
		}
	}
	return nil
}

// statsRemove takes a play's results out of the sums before it is deleted;
// a player's best is found again among their other results.
func statsRemove(ctx context.Context, tx *sql.Tx, playID int64) error {
	_, err := tx.ExecContext(ctx, `UPDATE player_stats SET plays = plays - 1, wins = wins - r.winner, total = total - r.score,
			best = coalesce((SELECT max(o.score) FROM play_results o JOIN plays q ON q.id = o.play_id
				WHERE q.game = player_stats.game AND o.bot = 0 AND o.play_id != ?1
				AND (CASE WHEN o.profile_id IS NOT NULL THEN 'p:' || o.profile_id ELSE 'n:' || lower(trim(o.name)) END) = player_stats.player), 0)
		FROM play_results r JOIN plays p ON p.id = r.play_id
		WHERE r.play_id = ?1 AND r.bot = 0 AND player_stats.game = p.game
		AND player_stats.player = (CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || lower(trim(r.name)) END)`, playID)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `DELETE FROM player_stats WHERE plays <= 0`)
	return err
}

// rebuildStats recomputes every sum from the results (after a profile is
// deleted, its results become a name's).
func rebuildStats(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM player_stats;
		INSERT INTO player_stats (player, game, name, plays, wins, best, total)
		SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || lower(trim(r.name)) END,
		       p.game, min(r.name), count(*), sum(r.winner), max(r.score), sum(r.score)
		FROM play_results r JOIN plays p ON p.id = r.play_id WHERE r.bot = 0 GROUP BY 1, 2`)
	return err
}
