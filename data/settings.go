package data

import (
	"context"
	"database/sql"
	"errors"
)

// Setting keys the app uses.
const (
	SettingLanguage = "language" // "", "en", "fr", "de"; empty follows the system
	SettingTheme    = "theme"    // "system", "light", "dark"
	SettingTomDeck  = "tom_deck" // JSON deck composition, card name → count
)

// Setting reads a setting; ok is false when it was never set.
func (s *Store) Setting(ctx context.Context, key string) (value string, ok bool, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return value, err == nil, err
}

// SetSetting writes a setting.
func (s *Store) SetSetting(ctx context.Context, key, value string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value)
	return err
}
