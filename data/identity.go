package data

import (
	"context"
	"database/sql"
	"encoding/json"
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
		return refreshSums(ctx, tx, []int64{profile}, []string{names.Fold(name)})
	})
	return n, err
}

// TakeOffer is a profile that could take plays saved under its name
// without a profile, and how many (PlaysToTake): what is asked after an
// import.
type TakeOffer struct {
	Profile Profile
	Plays   int
}

// BulkMark is where a Bulk stood: the largest play and profile ids then;
// what it adds after has larger ones.
type BulkMark struct{ play, profile int64 }

// Mark is where b stands now, read in its transaction.
func (b *Bulk) Mark() (BulkMark, error) {
	var m BulkMark
	err := b.tx.QueryRowContext(b.ctx, `SELECT (SELECT coalesce(max(id), 0) FROM plays), (SELECT coalesce(max(id), 0) FROM profiles)`).Scan(&m.play, &m.profile)
	return m, err
}

// OffersSince lists, by name, the profiles that could take plays
// (PlaysToTake) and that what b added since m concerns: a play it added
// has a seat saved under the profile's name without a profile, or it
// added the profile under a name already played. Read in b's transaction,
// before Commit.
func (b *Bulk) OffersSince(m BulkMark) ([]TakeOffer, error) {
	if err := b.flushPlays(); err != nil {
		return nil, err
	}
	rows, err := b.tx.QueryContext(b.ctx, `SELECT id, coalesce(uid, ''), name, created_at FROM profiles ORDER BY name COLLATE NOCASE, id`)
	if err != nil {
		return nil, err
	}
	ps, err := scanProfiles(rows)
	if err != nil {
		return nil, err
	}
	var out []TakeOffer
	for _, p := range ps {
		var since bool
		err := b.tx.QueryRowContext(b.ctx, `SELECT ?3 OR EXISTS (SELECT 1 FROM play_results r WHERE `+unlinkedOf+` AND r.play_id > ?4)`,
			names.Fold(p.Name), p.ID, p.ID > m.profile, m.play).Scan(&since)
		if err != nil || !since {
			if err != nil {
				return nil, err
			}
			continue
		}
		o := TakeOffer{Profile: p}
		if err := b.tx.QueryRowContext(b.ctx, `SELECT count(*) FROM play_results r WHERE `+unlinkedOf, names.Fold(p.Name), p.ID).Scan(&o.Plays); err != nil {
			return nil, err
		}
		if o.Plays > 0 {
			out = append(out, o)
		}
	}
	return out, nil
}

// linkedByMigration is migration 0016's Go step: the sums and head-to-head
// of the players whose seats it linked (temp.profile_links), and the
// handicap ledgers of the profiles that took them. Recomputing every sum
// took 22.6 s of the migration's 28 s on the 100,000-play history.
func linkedByMigration(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT profile, name_key FROM temp.profile_links`)
	if err != nil {
		return err
	}
	var profiles []int64
	var keys []string
	seen := map[int64]bool{}
	for rows.Next() {
		var id int64
		var key string
		if err := rows.Scan(&id, &key); err != nil {
			rows.Close()
			return err
		}
		if !seen[id] {
			seen[id] = true
			profiles = append(profiles, id)
		}
		keys = append(keys, key)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range profiles {
		if err := recomputeLedger(ctx, tx, id, 1); err != nil {
			return err
		}
	}
	if err := refreshSums(ctx, tx, profiles, keys); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `DROP TABLE temp.profile_links`)
	return err
}

// touchedResult is the condition on a result (%[1]s) being one of the
// players whose sums refreshSums recomputes: ?1 a JSON array of profile
// ids, ?2 one of folded names without a profile. likely() tells SQLite
// that "without a profile" is most results, so that it reads a name's
// results by name_key: reading them by profile_id IS NULL took 142 ms of
// a guest's sums at 100,000 plays, by name 79 ms.
const touchedResult = `(%[1]s.profile_id IN (SELECT value FROM json_each(?1))
	OR likely(%[1]s.profile_id IS NULL) AND %[1]s.name_key IN (SELECT value FROM json_each(?2)))`

// touchedKeys are those players' keys in player_stats and head_to_head.
const touchedKeys = `(SELECT 'p:' || value FROM json_each(?1) UNION ALL SELECT 'n:' || value FROM json_each(?2))`

// refreshSums recomputes from their results the per-player sums, month
// sums (player_months) and head-to-head of some players: profiles by id, names without a profile
// by their folded form (a name's results just given to a profile leave
// its sums empty). Only the plays of these players are read.
func refreshSums(ctx context.Context, tx *sql.Tx, profiles []int64, nameKeys []string) error {
	if len(profiles) == 0 && len(nameKeys) == 0 {
		return nil
	}
	ids, err := json.Marshal(append([]int64{}, profiles...))
	if err != nil {
		return err
	}
	keys, err := json.Marshal(append([]string{}, nameKeys...))
	if err != nil {
		return err
	}
	r, o, t := fmt.Sprintf(touchedResult, "r"), fmt.Sprintf(touchedResult, "o"), fmt.Sprintf(touchedResult, "t")
	for _, q := range []string{
		`DELETE FROM player_stats WHERE player IN ` + touchedKeys,
		fromResults(playerStatsFromResults, r),
		`DELETE FROM player_months WHERE player IN ` + touchedKeys,
		fromResults(monthsFromResults, r),
		`DELETE FROM head_to_head WHERE player IN ` + touchedKeys + ` OR opponent IN ` + touchedKeys,
		fromResults(headToHeadFromResults, `o.play_id IN (SELECT r.play_id FROM play_results r WHERE r.bot = 0 AND `+r+`) AND (`+o+` OR `+t+`)`),
	} {
		if _, err := tx.ExecContext(ctx, q, string(ids), string(keys)); err != nil {
			return err
		}
	}
	return nil
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
