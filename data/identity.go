package data

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"hearth/data/names"
)

// A player is a profile, not a spelling (issue 35 §1): a seat that belongs
// to a profile is linked by the profile's id and named as the profile is
// called now, its saved name kept as history. A profile made or renamed to
// a name already played without a profile is offered those plays (the
// question says how many); one profile may be "me", the device's owner.

// unlinkedOf is the condition on play_results r selecting the seats saved
// under a name (?1, folded) without a profile that profile ?2 could take:
// people, in plays where that profile does not already sit (two seats of
// one play are two people).
const unlinkedOf = `r.profile_id IS NULL AND r.bot = 0 AND r.name_key = ?1
	AND NOT EXISTS (SELECT 1 FROM play_results o WHERE o.play_id = r.play_id AND o.profile_id = ?2)`

// PlaysToTake counts the plays saved under name without a profile that
// profile (0 for one about to be made) would take: what the question asks
// before a profile is made or renamed to a name already played.
func (s *Store) PlaysToTake(ctx context.Context, name string, profile int64) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM play_results r WHERE `+unlinkedOf,
		names.Fold(strings.TrimSpace(name)), profile).Scan(&n)
	return n, err
}

// TakePlays links to profile every seat saved under its present name
// without a profile (PlaysToTake), in one transaction: the seats keep the
// name they were saved with, and the per-player sums, head-to-head and the
// profile's handicap chain follow. It returns how many plays it took.
func (s *Store) TakePlays(ctx context.Context, profile int64) (int, error) {
	var n int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var name string
		err := tx.QueryRowContext(ctx, `SELECT name FROM profiles WHERE id = ?`, profile).Scan(&name)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("profile %d: %w", profile, ErrNotFound)
		}
		if err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE play_results AS r SET profile_id = ?2 WHERE `+unlinkedOf, names.Fold(name), profile)
		if err != nil {
			return err
		}
		k, _ := res.RowsAffected()
		if n = int(k); n == 0 {
			return nil
		}
		if err := recomputeLedger(ctx, tx, profile, 1); err != nil {
			return err
		}
		return rebuildStats(ctx, tx)
	})
	return n, err
}

// Settings that say who "me" is.
const (
	// SettingMe is the uid of the profile marked "this is me": the BG Stats
	// file's owner (userInfo.meRefId), "your" figures and the solo player
	// offered first. Unset or naming no profile: no one.
	SettingMe = "me"
	// SettingMeAsked is set once the question "which profile is you?" was
	// answered or dismissed, so that it is asked once.
	SettingMeAsked = "me_asked"
)

// Me is the profile marked "this is me"; ok is false when none is (never
// chosen, or deleted since).
func (s *Store) Me(ctx context.Context) (p Profile, ok bool, err error) {
	var at string
	err = s.db.QueryRowContext(ctx, `SELECT f.id, f.uid, f.name, f.created_at FROM profiles f
		JOIN settings t ON t.key = ? AND t.value = f.uid`, SettingMe).Scan(&p.ID, &p.UID, &p.Name, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return Profile{}, false, nil
	}
	if err != nil {
		return Profile{}, false, err
	}
	p.CreatedAt = parseTime(at)
	return p, true, nil
}

// SetMe marks profile as "me" (0: no one) and notes the question answered.
func (s *Store) SetMe(ctx context.Context, profile int64) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		uid := ""
		if profile != 0 {
			err := tx.QueryRowContext(ctx, `SELECT uid FROM profiles WHERE id = ?`, profile).Scan(&uid)
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("profile %d: %w", profile, ErrNotFound)
			}
			if err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES (?1, ?2), (?3, ?4)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`, SettingMe, uid, SettingMeAsked, formatTime(s.now()))
		return err
	})
}

// MeAsked is whether "which profile is you?" was answered or dismissed.
func (s *Store) MeAsked(ctx context.Context) (bool, error) {
	_, ok, err := s.Setting(ctx, SettingMeAsked)
	return ok, err
}
