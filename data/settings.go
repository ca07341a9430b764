package data

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
)

// Setting keys the app uses.
const (
	SettingLanguage = "language" // "", "en", "fr", "de"; empty follows the system
	SettingTheme    = "theme"    // "system", "light", "dark"
	SettingTomDeck  = "tom_deck" // JSON deck composition, card name → count
)

// knownSettings are the settings Hearth writes, and reads back, beside the
// three above: the screen a killed app reopens on and the keep-awake switch
// (ui/shell), the printed values and guardians of an Insula copy
// (ui/insula), the profile that is "me" and whether that was asked
// (identity.go); and those earlier releases wrote, which an export of
// theirs still carries (nothing reads them now). knownPrefixes are those written
// one per thing: a profile's handicap challenge, a game's setup under way.
// TestEverySettingIsKnown keeps the lists whole.
var (
	knownSettings = []string{SettingLanguage, SettingTheme, SettingTomDeck, "on_screen", "keep_awake", "insula_expedition", "insula_guardians",
		SettingMe, SettingMeAsked, "backup_reminded", "bgstats_tom_noted"}
	knownPrefixes = []string{"tom_challenge.", "setup."}
)

// KnownSetting tells a setting Hearth has a use for (or had, in an earlier
// release) from any other key a file brings: an import adds only those.
func KnownSetting(key string) bool {
	if slices.Contains(knownSettings, key) {
		return true
	}
	for _, p := range knownPrefixes {
		if len(key) > len(p) && strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}

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
