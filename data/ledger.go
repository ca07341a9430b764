package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"hearth/data/bonfire"
)

// The handicap ledger is kept by the store itself, in the transaction of the
// change that moves it: saving a profile's newest solo game against Tom
// appends one row; saving an older one, or deleting one, recomputes the
// rows from that game on. Reading the ledger never writes.
//
// Which games are in it, and what each started with, is recorded in the
// play: the breakdown of the player's result holds
// {"handicap": {"challenge": true, "start": -10}} for a handicap challenge
// (seed 000 "CHALLENGE 1 : MODE HANDICAP") and {"handicap": {"challenge":
// false}} for a standard solo game (seed 000 "JEU SOLO"), which is not in the
// ledger. A recorded start is the row's "before" whatever was saved or
// deleted meanwhile; a play that records nothing (scored by hand, or from an
// older export) follows the chain: it starts where the row before it ended.

// ledgerGame is true for a player's result (r) whose play belongs in the
// ledger: anything but a standard game.
const ledgerGame = `coalesce(json_type(r.breakdown, '$.handicap.challenge'), '') <> 'false'`

// recordedStart is the start a challenge recorded, NULL when none.
const recordedStart = `CASE WHEN json_type(r.breakdown, '$.handicap.challenge') = 'true'
	AND json_type(r.breakdown, '$.handicap.start') = 'integer' THEN json_extract(r.breakdown, '$.handicap.start') END`

// concededGame is true for a player's result (r) in a handicap challenge
// the player abandoned and counted as lost (MarkConceded).
const concededGame = `coalesce(json_type(r.breakdown, '$.handicap.conceded'), '') = 'true'`

// MarkConceded records in a player's result breakdown a handicap challenge
// abandoned before its end that the player counted as lost, and the
// handicap it started with (the rulebook is silent on abandoning; issue 32
// §6): its ledger row is a loss from that start, as any loss, whatever the
// scores, which an abandoned game does not have.
func MarkConceded(breakdown json.RawMessage, start int) (json.RawMessage, error) {
	return markBreakdown(breakdown, map[string]any{"challenge": true, "start": start, "conceded": true})
}

// ledgerStep is a ledger row's outcome and the handicap after it: a loss
// for a conceded challenge, else as its scores say (bonfire.HandicapStep).
func ledgerStep(before, you, tom int, conceded bool) (outcome string, after int) {
	if conceded {
		return "loss", before + bonfire.HandicapLoss
	}
	return bonfire.HandicapStep(before, you, tom)
}

// MarkHandicap records in a player's result breakdown (a JSON object, or
// empty) whether a solo game against Tom was the handicap challenge and, if
// so, the handicap it started with: what the ledger row of the game keeps.
func MarkHandicap(breakdown json.RawMessage, challenge bool, start int) (json.RawMessage, error) {
	mark := map[string]any{"challenge": challenge}
	if challenge {
		mark["start"] = start
	}
	return markBreakdown(breakdown, mark)
}

// markBreakdown sets the "handicap" field of a result breakdown (a JSON
// object, or empty) to mark, keeping every other field.
func markBreakdown(breakdown json.RawMessage, mark map[string]any) (json.RawMessage, error) {
	fields := map[string]json.RawMessage{}
	if len(breakdown) > 0 {
		if err := json.Unmarshal(breakdown, &fields); err != nil || fields == nil {
			return nil, fmt.Errorf("the breakdown is not a JSON object")
		}
	}
	m, err := json.Marshal(mark)
	if err != nil {
		return nil, err
	}
	fields["handicap"] = m
	return json.Marshal(fields)
}

// MarkChallengeInChain records in a player's result breakdown that a solo
// game against Tom was the handicap challenge, without the handicap it
// started with: its ledger row starts where the row before it, by date,
// ends, and follows that row when an earlier game is saved, corrected or
// deleted. For a game scored from the player's notes (the command line),
// whose start nobody saw on a screen: the current handicap recorded as its
// start was wrong for a game dated before the newest one.
func MarkChallengeInChain(breakdown json.RawMessage) (json.RawMessage, error) {
	return markBreakdown(breakdown, map[string]any{"challenge": true})
}

// soloProfiles lists the profiles whose handicap a play moves: the players
// with a profile in a solo Bonfire play that has Tom (a bot) in it.
func soloProfiles(ctx context.Context, tx *sql.Tx, playID int64) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, `SELECT r.profile_id FROM plays p
		JOIN play_results r ON r.play_id = p.id AND r.bot = 0 AND r.profile_id IS NOT NULL
		WHERE p.id = ? AND p.game = 'bonfire' AND p.mode = 'solo' AND `+ledgerGame+`
		AND EXISTS (SELECT 1 FROM play_results t WHERE t.play_id = p.id AND t.bot = 1)`, playID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// ledgerAfterSave brings the ledgers of a just-saved play's profiles up to
// date inside its transaction.
func ledgerAfterSave(ctx context.Context, tx *sql.Tx, playID int64) error {
	profiles, err := soloProfiles(ctx, tx, playID)
	if err != nil {
		return err
	}
	for _, profile := range profiles {
		// The newest game, the usual case, is one row after the last.
		lastPos, lastAfter := 0, bonfire.HandicapStart
		newer := true
		err := tx.QueryRowContext(ctx, `SELECT l.position, l.after, (q.played_at > p.played_at OR (q.played_at = p.played_at AND q.id > p.id))
			FROM handicap_ledger l JOIN plays p ON p.id = l.play_id JOIN plays q ON q.id = ?2
			WHERE l.profile_id = ?1 ORDER BY l.position DESC LIMIT 1`, profile, playID).Scan(&lastPos, &lastAfter, &newer)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if newer {
			if err := appendLedger(ctx, tx, profile, playID, lastPos+1, lastAfter); err != nil {
				return err
			}
			continue
		}
		// An older game: its position among the profile's solo games.
		var pos int
		err = tx.QueryRowContext(ctx, `SELECT count(*) FROM plays p
			JOIN play_results r ON r.play_id = p.id AND r.bot = 0 AND r.profile_id = ?1
			JOIN plays q ON q.id = ?2
			WHERE p.game = 'bonfire' AND p.mode = 'solo' AND `+ledgerGame+`
			AND EXISTS (SELECT 1 FROM play_results t WHERE t.play_id = p.id AND t.bot = 1)
			AND (p.played_at < q.played_at OR (p.played_at = q.played_at AND p.id <= q.id))`, profile, playID).Scan(&pos)
		if err != nil {
			return err
		}
		if err := recomputeLedger(ctx, tx, profile, pos); err != nil {
			return err
		}
	}
	return nil
}

// appendLedger adds the row of a profile's newest game, which starts where
// the row before it ended unless it recorded its start. (The unary + keeps
// SQLite from walking the profile's index instead of the play's.)
func appendLedger(ctx context.Context, tx *sql.Tx, profile, playID int64, pos, before int) error {
	var you, tom int
	var start sql.NullInt64
	var conceded bool
	if err := tx.QueryRowContext(ctx, `SELECT r.score, t.score, `+recordedStart+`, `+concededGame+` FROM play_results r
		JOIN play_results t ON t.play_id = r.play_id AND t.bot = 1
		WHERE r.play_id = ? AND +r.profile_id = ? AND r.bot = 0`, playID, profile).Scan(&you, &tom, &start, &conceded); err != nil {
		return err
	}
	if start.Valid {
		before = int(start.Int64)
	}
	outcome, after := ledgerStep(before, you, tom, conceded)
	_, err := tx.ExecContext(ctx, `INSERT INTO handicap_ledger (play_id, profile_id, position, before, outcome, after, you, tom)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, playID, profile, pos, before, outcome, after, you, tom)
	return err
}

// ledgerBeforeDelete notes where a play stands in its profiles' ledgers, so
// that they can be recomputed from there once it is gone.
func ledgerBeforeDelete(ctx context.Context, tx *sql.Tx, playID int64) (map[int64]int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT profile_id, position FROM handicap_ledger WHERE play_id = ?`, playID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int{}
	for rows.Next() {
		var profile int64
		var pos int
		if err := rows.Scan(&profile, &pos); err != nil {
			return nil, err
		}
		out[profile] = pos
	}
	return out, rows.Err()
}

// recomputeLedger rewrites a profile's ledger from position pos (1-based)
// to its end, from the row before it. Appending the newest game touches one
// row.
func recomputeLedger(ctx context.Context, tx *sql.Tx, profile int64, pos int) error {
	before := bonfire.HandicapStart
	if pos > 1 {
		err := tx.QueryRowContext(ctx, `SELECT after FROM handicap_ledger WHERE profile_id = ? AND position = ?`, profile, pos-1).Scan(&before)
		if errors.Is(err, sql.ErrNoRows) {
			return recomputeLedger(ctx, tx, profile, 1) // a gap: start over
		}
		if err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM handicap_ledger WHERE profile_id = ? AND position >= ?`, profile, pos); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT p.id, r.score, t.score, `+recordedStart+`, `+concededGame+` FROM plays p
		JOIN play_results r ON r.play_id = p.id AND r.bot = 0 AND r.profile_id = ?
		JOIN play_results t ON t.play_id = p.id AND t.bot = 1
		WHERE p.game = 'bonfire' AND p.mode = 'solo' AND `+ledgerGame+`
		ORDER BY p.played_at, p.id LIMIT -1 OFFSET ?`, profile, pos-1)
	if err != nil {
		return err
	}
	type game struct {
		id       int64
		you, tom int
		start    sql.NullInt64
		conceded bool
	}
	var games []game
	for rows.Next() {
		var g game
		if err := rows.Scan(&g.id, &g.you, &g.tom, &g.start, &g.conceded); err != nil {
			rows.Close()
			return err
		}
		games = append(games, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for i, g := range games {
		if g.start.Valid {
			before = int(g.start.Int64)
		}
		outcome, after := ledgerStep(before, g.you, g.tom, g.conceded)
		if _, err := tx.ExecContext(ctx, `INSERT INTO handicap_ledger (play_id, profile_id, position, before, outcome, after, you, tom)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, g.id, profile, pos+i, before, outcome, after, g.you, g.tom); err != nil {
			return err
		}
		before = after
	}
	return nil
}

// RebuildLedgers recomputes every profile's ledger from its plays in one
// transaction: a repair, and what an import does after merging plays.
func (s *Store) RebuildLedgers(ctx context.Context) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return rebuildLedgers(ctx, tx) })
}

// rebuildLedgers recomputes every profile's ledger inside tx.
func rebuildLedgers(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM handicap_ledger`); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT id FROM profiles`)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range ids {
		if err := recomputeLedger(ctx, tx, id, 1); err != nil {
			return err
		}
	}
	return nil
}
