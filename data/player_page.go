package data

import (
	"context"
	"database/sql"
	"errors"

	"hearth/data/game"
	"hearth/data/names"
)

// whoClause selects a player's non-bot results in play_results o through
// the per-player indexes; arg is its one parameter.
func whoClause(who Player) (string, any) {
	if who.ProfileID != 0 {
		return `o.profile_id = ?1 AND o.bot = 0`, who.ProfileID
	}
	return `o.profile_id IS NULL AND o.name_key = ?1 AND o.bot = 0`, names.Fold(who.Name)
}

// HandicapStanding is a profile's handicap now and their games against Tom
// won, lost and tied: what the player page shows beside the chart.
type HandicapStanding struct {
	Now, Games, Wins, Losses, Ties int
}

// HandicapNow counts a profile's games against Tom on the ledger's index
// (handicap_ledger_series) and reads the last handicap: 0.6 ms for 3,364
// games at 100,000 plays, where Handicap reading every value took 4.8 ms.
// Before any game the handicap is start.
func (s *Store) HandicapNow(ctx context.Context, profileID int64, start int) (HandicapStanding, error) {
	var st HandicapStanding
	var now sql.NullInt64
	err := s.db.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(outcome = 'win'), 0), coalesce(sum(outcome = 'loss'), 0),
			(SELECT after FROM handicap_ledger WHERE profile_id = ?1 ORDER BY position DESC LIMIT 1)
		FROM handicap_ledger WHERE profile_id = ?1`, profileID).Scan(&st.Games, &st.Wins, &st.Losses, &now)
	st.Ties = st.Games - st.Wins - st.Losses
	st.Now = start
	if now.Valid {
		st.Now = int(now.Int64)
	}
	return st, err
}

// IsPersonalBest tells whether a result is its player's best score in the
// game at the table (or solo, as the play was): strictly above every
// earlier play of theirs, and not their first play; a result without a
// score (unscored.go) is none, and is beaten by none.
//
// It reads few rows at any history size: for a play among the game's first
// pbScanPlays it walks the earlier plays back in time; for a later one it
// walks the player's scores down from the highest (an index on score) to
// the first earlier one.
func (s *Store) IsPersonalBest(ctx context.Context, p Play, r Result) (bool, error) {
	if r.Bot || r.Unscored {
		return false, nil
	}
	clause, arg := whoClause(Player{ProfileID: r.ProfileID, Name: r.Name})
	clause += ` AND o.scored`
	earlier := ` AND q.game = ?2 AND (q.mode = 'solo') = ?3 AND (q.played_at < ?4 OR (q.played_at = ?4 AND q.id < ?5))`
	args := []any{arg, string(p.Game), p.Mode == ModeSolo, formatTime(p.PlayedAt), p.ID, r.Score, pbScanPlays}
	var early bool
	// Counted on the index alone (the game's plays up to this one, any mode).
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) < ?7 FROM (SELECT 1 FROM plays q WHERE q.game = ?2 AND q.played_at <= ?4 LIMIT ?7)`, args...).Scan(&early); err != nil {
		return false, err
	}
	beaten := `SELECT 1 FROM play_results o CROSS JOIN plays q ON q.id = o.play_id WHERE ` + clause + ` AND o.score >= ?6` + earlier + ` ORDER BY o.score DESC`
	if early {
		beaten = `SELECT 1 FROM plays q CROSS JOIN play_results o ON o.play_id = q.id WHERE ` + clause + ` AND o.score >= ?6` + earlier
	}
	var isBeaten, first bool
	err := s.db.QueryRowContext(ctx, `SELECT EXISTS (`+beaten+`),
			NOT EXISTS (SELECT 1 FROM plays q CROSS JOIN play_results o ON o.play_id = q.id WHERE `+clause+earlier+`)`, args...).Scan(&isBeaten, &first)
	if err != nil {
		return false, err
	}
	return !isBeaten && !first, nil
}

// pbScanPlays is how many earlier plays IsPersonalBest walks through in
// time order before it looks by score instead.
var pbScanPlays = 500

// LedgerRow reads the one ledger row of a play for a profile (a play page
// shows how the handicap moved); ok is false when the play has none.
func (s *Store) LedgerRow(ctx context.Context, playID, profileID int64) (LedgerEntry, bool, error) {
	e := LedgerEntry{PlayID: playID}
	err := s.db.QueryRowContext(ctx, `SELECT position, before, outcome, after, you, tom FROM handicap_ledger WHERE play_id = ? AND profile_id = ?`,
		playID, profileID).Scan(&e.Position, &e.Before, &e.Outcome, &e.After, &e.You, &e.Tom)
	if errors.Is(err, sql.ErrNoRows) {
		return LedgerEntry{}, false, nil
	}
	return e, err == nil, err
}

// InputGroup sums a player's results that share one value of a field of
// their breakdown's input (Lueur: the board side).
type InputGroup struct {
	Value              string
	Games, Best, Total int
}

// ResultsByInput groups a player's results in a game by the input field
// named field (a key of the breakdown's "input" object; results without it
// are left out). With fromSessions set, only plays saved from a finished
// session of that mode count (Lueur: the solo journeys). It reads in SQL
// what the Stats page would otherwise decode play by play.
func (s *Store) ResultsByInput(ctx context.Context, g game.Game, who Player, field, fromSessions string) ([]InputGroup, error) {
	for _, r := range field {
		if !(r == '_' || r >= 'a' && r <= 'z') {
			return nil, errors.New("an input field is lower-case letters and _")
		}
	}
	clause, arg := whoClause(who)
	rows, err := s.db.QueryContext(ctx, inputGroupsQuery(field, clause), arg, string(g), fromSessions)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []InputGroup
	for rows.Next() {
		var gr InputGroup
		if err := rows.Scan(&gr.Value, &gr.Games, &gr.Best, &gr.Total); err != nil {
			return nil, err
		}
		out = append(out, gr)
	}
	return out, rows.Err()
}

// inputIndexes are the partial indexes of results by player and one input
// field (migration 0017): the results that have the field, alone.
var inputIndexes = map[string]string{"side": "play_results_input_side", "ending": "play_results_input_ending"}

// inputGroupsQuery is ResultsByInput's query for field and a whoClause;
// where the field has a partial index it reads that index (INDEXED BY: on
// a history without statistics SQLite chose a profile's index of all its
// seats, and walked every seat of the player in every game).
func inputGroupsQuery(field, clause string) string {
	value := `json_extract(o.breakdown, '$.input.` + field + `')`
	return `SELECT ` + value + ` AS v, count(*), max(o.score), sum(o.score)
		FROM play_results o ` + indexedBy(field) + ` JOIN plays q ON q.id = o.play_id
		WHERE ` + clause + ` AND ` + value + ` IS NOT NULL AND q.game = ?2
			AND (?3 = '' OR q.id IN (SELECT play_id FROM sessions WHERE game = ?2 AND mode = ?3 AND status = 'finished' AND play_id IS NOT NULL))
		GROUP BY v ORDER BY v`
}

// indexedBy names field's partial index for the query, if it has one.
func indexedBy(field string) string {
	if ix, ok := inputIndexes[field]; ok {
		return "INDEXED BY " + ix
	}
	return ""
}

// SoloVariant counts a player's finished solo games of one version and
// variant of a game (Insula's expeditions: the input's version and
// variant), and those won.
type SoloVariant struct {
	Version, Variant string
	Games, Won       int
}

// SoloVariants groups a player's solo results whose saved input has an
// ending (a finished Insula expedition) by version and variant, in SQL on
// the ending's partial index (migration 0017): the Insula page decoded
// every play of the game for it, all 33,000 for a player without a
// profile at 100,000 plays.
func (s *Store) SoloVariants(ctx context.Context, g game.Game, who Player) ([]SoloVariant, error) {
	clause, arg := whoClause(who)
	rows, err := s.db.QueryContext(ctx, soloVariantsQuery(clause), arg, string(g))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SoloVariant
	for rows.Next() {
		var v SoloVariant
		if err := rows.Scan(&v.Version, &v.Variant, &v.Games, &v.Won); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// soloVariantsQuery is SoloVariants' query for a whoClause.
func soloVariantsQuery(clause string) string {
	ending := `json_extract(o.breakdown, '$.input.ending')`
	return `SELECT coalesce(json_extract(o.breakdown, '$.input.version'), ''),
			coalesce(json_extract(o.breakdown, '$.input.variant'), ''), count(*), sum(coalesce(json_extract(o.breakdown, '$.input.won'), 0))
		FROM play_results o ` + indexedBy("ending") + ` JOIN plays q ON q.id = o.play_id
		WHERE ` + clause + ` AND ` + ending + ` IS NOT NULL AND ` + ending + ` != '' AND q.game = ?2 AND q.mode = 'solo'
		GROUP BY 1, 2 ORDER BY 1, 2`
}
