package data

import (
	"unicode/utf8"

	"context"
	"database/sql"
	"errors"
	"fmt"
	"hearth/data/names"
	"strings"
	"time"
)

// Profile is a named player whose plays and handicap Hearth keeps.
type Profile struct {
	ID        int64
	UID       string // stable across export and import
	Name      string
	CreatedAt time.Time
}

// ErrDuplicateName is returned when a profile name is already taken.
var ErrDuplicateName = errors.New("a profile with this name already exists")

// Name problems CleanName reports.
var (
	ErrEmptyName   = errors.New("a name cannot be empty")
	ErrNameTooLong = fmt.Errorf("a name has at most %d characters", MaxNameLength)
)

// MaxNameLength bounds profile and player names, in characters.
const MaxNameLength = names.MaxLength

// CleanName trims a name and checks it is usable (data/names): empty and too
// long are ErrEmptyName and ErrNameTooLong, anything else not printable a
// *msg.Error.
func CleanName(name string) (string, error) {
	n := strings.TrimSpace(name)
	if n == "" {
		return "", ErrEmptyName
	}
	if utf8.RuneCountInString(n) > MaxNameLength {
		return "", ErrNameTooLong
	}
	return names.Clean(n)
}

// CreateProfile adds a profile; a name that is another profile's, case
// and accents aside (names.Fold), is ErrDuplicateName.
func (s *Store) CreateProfile(ctx context.Context, name string) (Profile, error) {
	n, err := CleanName(name)
	if err != nil {
		return Profile{}, err
	}
	if err := s.nameFree(ctx, n, 0); err != nil {
		return Profile{}, err
	}
	now := s.now()
	uid := newUID()
	colour, err := nextColour(ctx, s.db)
	if err != nil {
		return Profile{}, err
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO profiles (uid, name, created_at, colour) VALUES (?, ?, ?, ?)`, uid, n, formatTime(now), colour)
	if err != nil {
		if strings.Contains(err.Error(), "UNIQUE") {
			return Profile{}, ErrDuplicateName
		}
		return Profile{}, err
	}
	id, _ := res.LastInsertId()
	return Profile{ID: id, UID: uid, Name: n, CreatedAt: now}, nil
}

// RenameProfile changes a profile's name (ErrDuplicateName for another
// profile's, as CreateProfile).
func (s *Store) RenameProfile(ctx context.Context, id int64, name string) error {
	n, err := CleanName(name)
	if err != nil {
		return err
	}
	if err := s.nameFree(ctx, n, id); err != nil {
		return err
	}
	res, err := s.db.ExecContext(ctx, `UPDATE profiles SET name = ? WHERE id = ?`, n, id)
	if err != nil {
		if strings.Contains(err.Error(), "UNIQUE") {
			return ErrDuplicateName
		}
		return err
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return fmt.Errorf("profile %d: %w", id, ErrNotFound)
	}
	return nil
}

// DeleteProfile removes a profile; its plays stay, without the link, and
// count under the names they were saved with: the sums of the profile and
// of those names are refreshed (refreshSums), its handicap ledger goes with
// it.
func (s *Store) DeleteProfile(ctx context.Context, id int64) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		keys, err := savedKeys(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM profiles WHERE id = ?`, id); err != nil {
			return err
		}
		return refreshSums(ctx, tx, []int64{id}, keys)
	})
}

// savedKeys are the folded names profile's results were saved under.
func savedKeys(ctx context.Context, tx *sql.Tx, profile int64) ([]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT name_key FROM play_results WHERE profile_id = ? AND bot = 0`, profile)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var keys []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			return nil, err
		}
		keys = append(keys, k)
	}
	return keys, rows.Err()
}

// Profiles lists profiles by name.
func (s *Store) Profiles(ctx context.Context) ([]Profile, error) {
	rows, err := s.query(ctx, `SELECT id, coalesce(uid, ''), name, created_at FROM profiles ORDER BY name COLLATE NOCASE`)
	if err != nil {
		return nil, err
	}
	return scanProfiles(rows)
}

// scanProfiles reads rows of id, uid, name, created_at, and closes them.
func scanProfiles(rows *sql.Rows) ([]Profile, error) {
	defer rows.Close()
	var out []Profile
	for rows.Next() {
		var p Profile
		var at string
		if err := rows.Scan(&p.ID, &p.UID, &p.Name, &at); err != nil {
			return nil, err
		}
		p.CreatedAt = parseTime(at)
		out = append(out, p)
	}
	return out, rows.Err()
}

// nameFree tells ErrDuplicateName when a profile other than except has
// name, case and accents aside.
func (s *Store) nameFree(ctx context.Context, name string, except int64) error {
	var taken bool
	if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM profiles WHERE hearth_fold(name) = ? AND id != ?)`, names.Fold(name), except).Scan(&taken); err != nil {
		return err
	}
	if taken {
		return ErrDuplicateName
	}
	return nil
}

// profileByNameQuery finds the profile a typed name stands for: the same
// name, case and accents aside (names.Fold, as the statistics match names);
// of two such profiles (made before names were folded) the one spelled as
// typed, else the first made. ?1 is the folded name, ?2 the name.
const profileByNameQuery = `FROM profiles WHERE hearth_fold(name) = ?1 ORDER BY name = ?2 DESC, name = ?2 COLLATE NOCASE DESC, id LIMIT 1`

// ProfileByName finds a profile by name, case and accents aside.
func (s *Store) ProfileByName(ctx context.Context, name string) (Profile, error) {
	var p Profile
	var at string
	n := strings.TrimSpace(name)
	err := s.db.QueryRowContext(ctx, `SELECT id, coalesce(uid, ''), name, created_at `+profileByNameQuery, names.Fold(n), n).Scan(&p.ID, &p.UID, &p.Name, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return Profile{}, fmt.Errorf("profile %q: %w", name, ErrNotFound)
	}
	p.CreatedAt = parseTime(at)
	return p, err
}
