package data

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"hearth/data/msg"
	"hearth/data/names"
)

// Limits of what a player types about a play.
const (
	maxNotes    = 2000
	maxLocation = 80
)

// EditPlay changes what a player may change about a saved play after the
// fact: its notes and where it was played (CorrectPlay changes the date,
// players and scores).
func (s *Store) EditPlay(ctx context.Context, id int64, notes, location string) error {
	notes, location = strings.TrimSpace(notes), strings.TrimSpace(location)
	if n := utf8.RuneCountInString(notes); n > maxNotes {
		return msg.New("notes", "Notes hold at most {{.Max}} characters; these have {{.N}}.", map[string]any{"Max": maxNotes, "N": n})
	}
	if n := utf8.RuneCountInString(location); n > maxLocation || strings.ContainsAny(location, "\n\r\t") {
		return msg.New("location", "A place is one line of at most {{.Max}} characters.", map[string]any{"Max": maxLocation})
	}
	res, err := s.db.ExecContext(ctx, `UPDATE plays SET notes = ?, location = ? WHERE id = ?`, notes, location, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("play %d: %w", id, ErrNotFound)
	}
	return nil
}

// PlayCorrection is what a player may correct about a saved play: when it
// was played, and for each seat the name (with its profile link), the
// score and whether they won. Breakdowns stay as first entered.
type PlayCorrection struct {
	PlayedAt time.Time
	Results  []Result // one per stored seat; Bot and Breakdown are ignored
}

// CorrectPlay applies a correction in one transaction: the per-player sums
// lose the play as stored and gain it as corrected, and the handicap
// ledgers it was in, or is now in, are recomputed from the earlier of its
// old and new places.
func (s *Store) CorrectPlay(ctx context.Context, id int64, c PlayCorrection) (Play, error) {
	var out Play
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		old, err := playIn(ctx, tx, id)
		if err != nil {
			return err
		}
		p, err := corrected(old, c)
		if err != nil {
			return err
		}
		if err := checkNotAhead("played_at", p.Game, p.PlayedAt, s.now()); err != nil {
			return err
		}
		positions, err := ledgerBeforeDelete(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := statsRemove(ctx, tx, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE plays SET played_at = ? WHERE id = ?`, formatTime(p.PlayedAt), id); err != nil {
			return err
		}
		for _, r := range p.Results {
			if _, err := tx.ExecContext(ctx, `UPDATE play_results SET name = ?, name_key = ?, profile_id = ?, score = ?, winner = ? WHERE play_id = ? AND seat = ?`,
				r.Name, names.Fold(r.Name), nullID(r.ProfileID), r.Score, r.Winner, id, r.Seat); err != nil {
				return err
			}
		}
		if err := statsAdd(ctx, tx, p); err != nil {
			return err
		}
		if err := ledgerAfterCorrection(ctx, tx, id, positions); err != nil {
			return err
		}
		out, err = playIn(ctx, tx, id)
		return err
	})
	return out, err
}

// corrected is the stored play with a correction applied, validated as a
// new play would be.
func corrected(old Play, c PlayCorrection) (Play, error) {
	if len(c.Results) != len(old.Results) {
		return Play{}, msg.New("players", "A correction keeps every player of the play.", nil)
	}
	if c.PlayedAt.IsZero() {
		return Play{}, msg.New("date", "A play needs the date it was played.", nil)
	}
	p := old
	p.PlayedAt = c.PlayedAt
	p.Results = make([]Result, len(old.Results))
	for i, r := range old.Results {
		n := c.Results[i]
		if n.Seat != r.Seat {
			return Play{}, fmt.Errorf("seat %d: a correction lists the seats in their order", n.Seat)
		}
		name := strings.TrimSpace(n.Name)
		if n.ProfileID != 0 && n.ProfileID == r.ProfileID && name == r.Name && r.SavedName != "" {
			name = r.SavedName // the profile's present name: the seat keeps the name it was saved with
		}
		r.Name, r.ProfileID, r.Score, r.Winner = name, n.ProfileID, n.Score, n.Winner
		p.Results[i] = r
	}
	settleResults(&p)
	return p, validatePlay(p)
}

// ledgerAfterCorrection recomputes the ledgers of the profiles a corrected
// play was in (before: their old positions) or is in now, each from the
// earlier of its old and new place.
func ledgerAfterCorrection(ctx context.Context, tx *sql.Tx, playID int64, before map[int64]int) error {
	now, err := soloProfiles(ctx, tx, playID)
	if err != nil {
		return err
	}
	from := map[int64]int{}
	for profile, pos := range before {
		from[profile] = pos
	}
	for _, profile := range now {
		pos, err := ledgerPlace(ctx, tx, profile, playID)
		if err != nil {
			return err
		}
		if old, ok := from[profile]; !ok || pos < old {
			from[profile] = pos
		}
	}
	// The play's row goes first: the ledger keeps one row per play, and the
	// play may have moved from one profile's ledger to another's.
	if _, err := tx.ExecContext(ctx, `DELETE FROM handicap_ledger WHERE play_id = ?`, playID); err != nil {
		return err
	}
	for profile, pos := range from {
		if err := recomputeLedger(ctx, tx, profile, max(pos, 1)); err != nil {
			return err
		}
	}
	return nil
}

// ledgerPlace is where play sits in profile's ledger: how many of the
// profile's solo games against Tom come before it or are it, in the
// ledger's order.
func ledgerPlace(ctx context.Context, tx *sql.Tx, profile, play int64) (int, error) {
	var pos int
	err := tx.QueryRowContext(ctx, `SELECT count(*) FROM plays p
		JOIN play_results r ON r.play_id = p.id AND r.bot = 0 AND r.profile_id = ?1
		JOIN plays q ON q.id = ?2
		WHERE p.game = 'bonfire' AND p.mode = 'solo' AND `+ledgerGame+`
		AND EXISTS (SELECT 1 FROM play_results t WHERE t.play_id = p.id AND t.bot = 1)
		AND (p.played_at < q.played_at OR (p.played_at = q.played_at AND p.id <= q.id))`, profile, play).Scan(&pos)
	return pos, err
}
