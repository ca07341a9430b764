package data

import (
	"context"
	"database/sql"
	"fmt"
)

// The derived tables kept from the results (player_stats, player_months,
// head_to_head), each as the one INSERT … SELECT that computes it, with a
// %[1]s for a condition on the results it reads: a rebuild reads them all
// (allResults), refreshSums only the players it was given. One text per
// table, so that a rebuild and a refresh cannot count differently.
const (
	allResults = "1"

	playerStatsFromResults = `INSERT INTO player_stats (player, game, solo, name, plays, wins, scored, best, total, seconds, last_played)
		SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || r.name_key END,
		       p.game, p.mode = 'solo', min(r.name), count(*),
		       sum(CASE WHEN p.mode = 'solo' AND p.game != 'bonfire' THEN 0 ELSE r.winner END), sum(r.scored),
		       coalesce(max(CASE WHEN r.scored THEN r.score END), 0), sum(r.score * r.scored), sum(p.duration_s), max(p.played_at)
		FROM play_results r JOIN plays p ON p.id = r.play_id WHERE r.bot = 0 AND (%[1]s) GROUP BY 1, 2, 3`

	monthsFromResults = `INSERT INTO player_months (player, game, solo, month, plays, total, best)
		SELECT CASE WHEN r.profile_id IS NOT NULL THEN 'p:' || r.profile_id ELSE 'n:' || r.name_key END,
		       p.game, p.mode = 'solo', substr(p.played_at, 1, 7), count(*), sum(r.score), max(r.score)
		FROM play_results r JOIN plays p ON p.id = r.play_id
		WHERE r.bot = 0 AND r.scored AND (%[1]s) GROUP BY 1, 2, 3, 4`

	// headToHeadFromResults reads pairs: o is the player's seat, t the
	// opponent's; its condition is on both.
	headToHeadFromResults = `INSERT INTO head_to_head (player, game, opponent, name, plays, won, lost, ahead, behind)
		SELECT CASE WHEN o.profile_id IS NOT NULL THEN 'p:' || o.profile_id ELSE 'n:' || o.name_key END,
		       q.game,
		       CASE WHEN t.profile_id IS NOT NULL THEN 'p:' || t.profile_id ELSE 'n:' || t.name_key END,
		       min(t.name), count(*), sum(o.winner), sum(t.winner),
		       sum(o.scored AND t.scored AND o.score > t.score), sum(o.scored AND t.scored AND o.score < t.score)
		FROM play_results o JOIN plays q ON q.id = o.play_id AND q.mode != 'solo'
		JOIN play_results t ON t.play_id = o.play_id AND t.bot = 0 AND t.id != o.id
		WHERE o.bot = 0 AND (%[1]s)
		GROUP BY 1, 2, 3`
)

// fromResults is one of the INSERT … SELECTs above reading the results that
// where says.
func fromResults(query, where string) string { return fmt.Sprintf(query, where) }

// rebuildTable empties table and computes it again from every result.
func rebuildTable(ctx context.Context, tx *sql.Tx, table, query string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+table); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, fromResults(query, allResults))
	return err
}
