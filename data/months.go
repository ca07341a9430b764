package data

import (
	"context"
	"database/sql"
	"time"

	"hearth/data/game"
	"hearth/data/series"
)

// monthOf is the player_months month of a play's date: its UTC month, as
// the stored date begins.
func monthOf(t time.Time) string { return formatTime(t)[:7] }

// monthsChange adds (sign 1) or takes out (sign -1) a play's scored
// results in player_months; a month's best, when a result leaves it, is
// found again among that month's plays of the game (the date index).
func monthsChange(ctx context.Context, tx *sql.Tx, p Play, sign int) error {
	month := monthOf(p.PlayedAt)
	for _, r := range p.Results {
		if r.Bot || r.Unscored {
			continue
		}
		key, solo := playerKey(r.ProfileID, r.Name), p.Mode == ModeSolo
		if sign > 0 {
			if _, err := tx.ExecContext(ctx, `INSERT INTO player_months (player, game, solo, month, plays, total, best) VALUES (?1, ?2, ?3, ?4, 1, ?5, ?5)
				ON CONFLICT (player, game, solo, month) DO UPDATE SET plays = plays + 1, total = total + ?5, best = max(best, ?5)`,
				key, string(p.Game), solo, month, r.Score); err != nil {
				return err
			}
			continue
		}
		clause, arg := whoClause(Player{ProfileID: r.ProfileID, Name: r.Name})
		if _, err := tx.ExecContext(ctx, `UPDATE player_months SET plays = plays - 1, total = total - ?6,
				best = coalesce((SELECT max(o.score) FROM plays q CROSS JOIN play_results o ON o.play_id = q.id
					WHERE q.game = ?2 AND q.played_at >= ?4 AND q.played_at < ?4 || '~' AND (q.mode = 'solo') = ?3 AND q.id != ?7
					AND `+clause+` AND o.scored), 0)
			WHERE player = ?5 AND game = ?2 AND solo = ?3 AND month = ?4`,
			arg, string(p.Game), solo, month, key, r.Score, p.ID); err != nil {
			return err
		}
	}
	if sign < 0 {
		_, err := tx.ExecContext(ctx, `DELETE FROM player_months WHERE plays <= 0`)
		return err
	}
	return nil
}

// rebuildMonths recomputes player_months from the results.
func rebuildMonths(ctx context.Context, tx *sql.Tx) error {
	return rebuildTable(ctx, tx, "player_months", monthsFromResults)
}

// monthKey is one row of player_months.
type monthKey struct {
	player, game, month string
	solo                bool
}

// importMonths gathers what an import's plays add to player_months, as
// monthsChange would play by play.
type importMonths map[monthKey]*series.Bucket

func (m importMonths) add(p PlayRow, play Play) {
	for _, r := range play.Results {
		if r.Bot || r.Unscored {
			continue
		}
		k := monthKey{player: playerKey(r.ProfileID, r.Name), game: p.Game, month: p.PlayedAt[:min(7, len(p.PlayedAt))], solo: p.Mode == ModeSolo}
		b := m[k]
		if b == nil {
			b = &series.Bucket{Best: r.Score}
			m[k] = b
		}
		b.Count++
		b.Total += int64(r.Score)
		b.Best = max(b.Best, r.Score)
	}
}

func (m importMonths) write(ctx context.Context, tx *sql.Tx) error {
	if len(m) == 0 {
		return nil
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO player_months (player, game, solo, month, plays, total, best) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
		ON CONFLICT (player, game, solo, month) DO UPDATE SET plays = plays + ?5, total = total + ?6, best = max(best, ?7)`)
	if err != nil {
		return err
	}
	defer up.Close()
	for k, b := range m {
		if _, err := up.ExecContext(ctx, k.player, k.game, k.solo, k.month, b.Count, b.Total, b.Best); err != nil {
			return err
		}
	}
	return nil
}

// ScoreHistory is a player's scores in a game, at the table or solo, as a
// chart at most limit points wide draws them (series.Fit): every play
// with a score while they fit, else the kept monthly sums, merged into
// quarters or years where the months do not fit either. It reads the
// months first (a row each), and the plays only when they fit.
func (s *Store) ScoreHistory(ctx context.Context, g game.Game, who Player, solo bool, limit int) ([]series.Bucket, series.Period, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT month, plays, total, best FROM player_months WHERE player = ? AND game = ? AND solo = ? ORDER BY month`,
		playerKey(who.ProfileID, who.Name), string(g), solo)
	if err != nil {
		return nil, series.PerMonth, err
	}
	months, err := readMonths(rows)
	if err != nil {
		return nil, series.PerMonth, err
	}
	plays := 0
	for _, b := range months {
		plays += b.Count
	}
	if plays > limit {
		out, per := series.Coarsen(months, limit)
		return out, per, nil
	}
	pts, err := s.scorePoints(ctx, g, who, solo, plays)
	if err != nil {
		return nil, series.PerPlay, err
	}
	out, per := series.Fit(pts, limit)
	return out, per, nil
}

// scorePoints are a player's n newest scores in a game, oldest first.
func (s *Store) scorePoints(ctx context.Context, g game.Game, who Player, solo bool, n int) ([]series.Point, error) {
	clause, arg := whoClause(who)
	rows, err := s.db.QueryContext(ctx, `SELECT played_at, score FROM (SELECT q.id, o.score, q.played_at FROM play_results o JOIN plays q ON q.id = o.play_id
		WHERE `+clause+` AND o.scored AND q.game = ?2 AND (q.mode = 'solo') = ?3 ORDER BY o.play_id DESC LIMIT ?4) ORDER BY played_at, id`, arg, string(g), solo, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []series.Point
	for rows.Next() {
		var at string
		var p series.Point
		if err := rows.Scan(&at, &p.Score); err != nil {
			return nil, err
		}
		p.At = parseTime(at)
		out = append(out, p)
	}
	return out, rows.Err()
}

// HandicapHistory is a profile's handicap after each game against Tom, as
// a chart at most limit points wide draws it (series.Fit: each game, or
// per month its mean and its highest), dated by the games' plays.
func (s *Store) HandicapHistory(ctx context.Context, profileID int64, limit int) ([]series.Bucket, series.Period, error) {
	var games int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM handicap_ledger WHERE profile_id = ?`, profileID).Scan(&games); err != nil {
		return nil, series.PerPlay, err
	}
	if games > limit {
		months, err := s.handicapMonths(ctx, profileID)
		if err != nil {
			return nil, series.PerMonth, err
		}
		out, per := series.Coarsen(months, limit)
		return out, per, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT q.played_at, l.after FROM handicap_ledger l JOIN plays q ON q.id = l.play_id
		WHERE l.profile_id = ? ORDER BY l.position`, profileID)
	if err != nil {
		return nil, series.PerPlay, err
	}
	defer rows.Close()
	var pts []series.Point
	for rows.Next() {
		var at string
		var p series.Point
		if err := rows.Scan(&at, &p.Score); err != nil {
			return nil, series.PerPlay, err
		}
		p.At = parseTime(at)
		pts = append(pts, p)
	}
	if err := rows.Err(); err != nil {
		return nil, series.PerPlay, err
	}
	out, per := series.Fit(pts, limit)
	return out, per, nil
}

// handicapMonths sums a profile's handicap after each game against Tom per
// month of the games' plays (series.ByMonth's buckets, counted by SQLite:
// 5.5-7.5 ms for 3,364 games at 100,000 plays, where reading each game's
// row and date took 13-15 ms).
func (s *Store) handicapMonths(ctx context.Context, profileID int64) ([]series.Bucket, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT substr(q.played_at, 1, 7) AS m, count(*), sum(l.after), max(l.after)
		FROM handicap_ledger l JOIN plays q ON q.id = l.play_id WHERE l.profile_id = ? GROUP BY m ORDER BY m`, profileID)
	if err != nil {
		return nil, err
	}
	return readMonths(rows)
}

// readMonths reads rows of (month "2006-01", count, total, best) as monthly
// buckets, and closes them: the kept score months and the handicap's months
// summed by SQLite alike.
func readMonths(rows *sql.Rows) ([]series.Bucket, error) {
	defer rows.Close()
	var out []series.Bucket
	for rows.Next() {
		var m string
		var b series.Bucket
		if err := rows.Scan(&m, &b.Count, &b.Total, &b.Best); err != nil {
			return nil, err
		}
		from, err := time.Parse("2006-01", m)
		if err != nil {
			return nil, err
		}
		b.From, b.To = from, from.AddDate(0, 1, 0)
		out = append(out, b)
	}
	return out, rows.Err()
}
