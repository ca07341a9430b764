package data

import "context"

// recentResults bounds how far back RecentNames looks, so that offering
// names costs the same at any history size.
const recentResults = 2000

// RecentNames lists the names of the people (not bots) in the newest saved
// plays, newest first, each once whatever its case, accents or spaces
// (names.Fold), a profile's seats by its present name, at most limit:
// what a score entry offers beside the profiles (issue 22: names typed in
// earlier plays are offered again).
func (s *Store) RecentNames(ctx context.Context, limit int) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT min(coalesce(f.name, r.name)) FROM (
			SELECT id, name, name_key, profile_id FROM play_results WHERE bot = 0 ORDER BY id DESC LIMIT ?) r
			LEFT JOIN profiles f ON f.id = r.profile_id
		GROUP BY coalesce(hearth_fold(f.name), r.name_key) ORDER BY max(r.id) DESC LIMIT ?`, recentResults, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}
