package data

import (
	"context"
	"strings"

	"hearth/data/names"
)

// playWhere is the condition on plays p a filter stands for, with its
// arguments. Players are matched through the results' indexes; the newest
// plays are read first, so a page stops at its last row.
func playWhere(f PlayFilter) (string, []any) {
	conds := []string{"1"}
	var args []any
	if f.Game != "" {
		conds = append(conds, `p.game = ?`)
		args = append(args, string(f.Game))
	}
	if f.ProfileID != 0 {
		conds = append(conds, `EXISTS (SELECT 1 FROM play_results r WHERE r.play_id = p.id AND r.profile_id = ?)`)
		args = append(args, f.ProfileID)
	}
	if f.Player != nil {
		if f.Player.ProfileID != 0 {
			conds = append(conds, `EXISTS (SELECT 1 FROM play_results r WHERE r.play_id = p.id AND r.profile_id = ?)`)
			args = append(args, f.Player.ProfileID)
		} else {
			conds = append(conds, `EXISTS (SELECT 1 FROM play_results r WHERE r.play_id = p.id AND r.profile_id IS NULL AND r.bot = 0 AND r.name_key = ?)`)
			args = append(args, names.Fold(f.Player.Name))
		}
	}
	if q := strings.TrimSpace(f.Search); q != "" {
		// A name is matched in its folded form, as saved or as the seat's
		// profile is called now (issue 35 §1; the profiles are read once),
		// a place as SQLite's LIKE matches it (A–Z in any case).
		conds = append(conds, `(p.location LIKE ? ESCAPE '\' OR EXISTS (SELECT 1 FROM play_results r WHERE r.play_id = p.id AND ? != ''
			AND (instr(r.name_key, ?) > 0 OR r.profile_id IN (SELECT id FROM profiles WHERE instr(hearth_fold(name), ?) > 0))))`)
		key := names.Fold(q)
		args = append(args, "%"+escapeLike(q)+"%", key, key, key)
	}
	if l := strings.TrimSpace(f.Location); l != "" {
		conds = append(conds, `p.location LIKE ? ESCAPE '\'`)
		args = append(args, "%"+escapeLike(l)+"%")
	}
	if !f.From.IsZero() {
		conds = append(conds, `p.played_at >= ?`)
		args = append(args, formatTime(f.From))
	}
	if !f.To.IsZero() {
		conds = append(conds, `p.played_at < ?`)
		args = append(args, formatTime(f.To))
	}
	return strings.Join(conds, " AND "), args
}

// escapeLike makes % and _ in what a player typed match themselves.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// CountMatching counts the plays a filter keeps (its Limit and Offset
// aside).
func (s *Store) CountMatching(ctx context.Context, f PlayFilter) (int, error) {
	where, args := playWhere(f)
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM plays p WHERE `+where, args...).Scan(&n)
	return n, err
}

// Locations lists the places of the newest 5,000 plays, most used first
// (at most 50): what the History filter offers, read without going through
// a long history.
func (s *Store) Locations(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT location FROM (SELECT location FROM plays ORDER BY played_at DESC, id DESC LIMIT 5000)
		WHERE location != '' GROUP BY location COLLATE NOCASE ORDER BY count(*) DESC, location LIMIT 50`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}
