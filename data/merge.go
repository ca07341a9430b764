package data

import (
	"context"
	"database/sql"
	"strings"

	"hearth/data/msg"
	"hearth/data/names"
)

// Merging two players who are the same person (issue 22): a name typed
// two ways ("Benny", "Ben"), a name and the profile made later, or two
// profiles. Every result of one becomes the other's, in one transaction,
// and what depends on them follows: the per-player sums, head-to-head and
// the handicap chain.

// MergePlan is what a merge will do, for the question asked before it.
type MergePlan struct {
	From, Into Player
	Plays      int // plays of From that move to Into
}

// resultsOf is the condition on play_results r selecting a player's
// non-bot results, with its argument.
func resultsOf(who Player) (string, any) {
	if who.ProfileID != 0 {
		return `r.profile_id = ? AND r.bot = 0`, who.ProfileID
	}
	return `r.profile_id IS NULL AND r.name_key = ? AND r.bot = 0`, names.Fold(who.Name)
}

// PlanMerge says what merging from into into would do, or why it cannot:
// a player is not merged with themself, a profile's handicap and link are
// not given to a bare name, and two people who played together are not the
// same person.
func (s *Store) PlanMerge(ctx context.Context, from, into Player) (MergePlan, error) {
	return planMerge(ctx, s.db, from, into)
}

func planMerge(ctx context.Context, q querier, from, into Player) (MergePlan, error) {
	plan := MergePlan{From: from, Into: into}
	names := map[string]any{"From": from.Name, "Into": into.Name}
	if playerKey(from.ProfileID, from.Name) == playerKey(into.ProfileID, into.Name) {
		return plan, msg.New("merge", "“{{.From}}” is already “{{.Into}}”: choose another player.", names)
	}
	if from.ProfileID != 0 && into.ProfileID == 0 {
		return plan, msg.New("merge", "“{{.From}}” has a profile and “{{.Into}}” has none: merge “{{.Into}}” into “{{.From}}” instead.", names)
	}
	fromCond, fromArg := resultsOf(from)
	intoCond, intoArg := resultsOf(into)
	var together bool
	err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM play_results r WHERE `+fromCond+`
		AND r.play_id IN (SELECT r.play_id FROM play_results r WHERE `+intoCond+`))`, fromArg, intoArg).Scan(&together)
	if err != nil {
		return plan, err
	}
	if together {
		return plan, msg.New("merge", "“{{.From}}” and “{{.Into}}” have played together: they are two people.", names)
	}
	err = q.QueryRowContext(ctx, `SELECT count(DISTINCT r.play_id) FROM play_results r WHERE `+fromCond, fromArg).Scan(&plan.Plays)
	return plan, err
}

// MergePlayers gives every result of from to into, in one transaction:
// the results take into's profile (keeping their saved names), or into's
// name when into has no profile; from's profile (if any) is
// removed with its sessions moved to into, and the sums, head-to-head and
// into's handicap chain are recomputed. It returns the plan carried out.
func (s *Store) MergePlayers(ctx context.Context, from, into Player) (MergePlan, error) {
	var plan MergePlan
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if plan, err = planMerge(ctx, tx, from, into); err != nil {
			return err
		}
		cond, arg := resultsOf(from)
		set, args := `name = ?, name_key = ?, profile_id = NULL`, []any{strings.TrimSpace(into.Name), names.Fold(into.Name)}
		if into.ProfileID != 0 {
			// A profile's seats keep the names they were saved with (issue 35 §1).
			set, args = `profile_id = ?`, []any{into.ProfileID}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE play_results AS r SET `+set+` WHERE `+cond, append(args, arg)...); err != nil {
			return err
		}
		if from.ProfileID != 0 {
			if err := moveProfile(ctx, tx, from.ProfileID, into.ProfileID); err != nil {
				return err
			}
		}
		if into.ProfileID != 0 {
			if err := recomputeLedger(ctx, tx, into.ProfileID, 1); err != nil {
				return err
			}
		}
		profiles, keys := mergedPlayers(from, into)
		return refreshSums(ctx, tx, profiles, keys)
	})
	return plan, err
}

// mergedPlayers are the players whose sums a merge changes, as refreshSums
// takes them: from (whose results are gone) and into (who has them now);
// the head-to-head of everyone who played either follows with them.
// Rebuilding every sum instead took 22 s on the 100,000-play history
// (BenchmarkScaleMerge100k).
func mergedPlayers(from, into Player) (profiles []int64, keys []string) {
	for _, p := range []Player{from, into} {
		if p.ProfileID != 0 {
			profiles = append(profiles, p.ProfileID)
		} else {
			keys = append(keys, names.Fold(p.Name))
		}
	}
	return profiles, keys
}

// moveProfile hands a merged profile's sessions to the profile it merged
// into and removes it (its ledger goes with it; into's is recomputed).
func moveProfile(ctx context.Context, tx *sql.Tx, from, into int64) error {
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET profile_id = ? WHERE profile_id = ?`, into, from); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM profiles WHERE id = ?`, from)
	return err
}
