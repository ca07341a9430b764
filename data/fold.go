package data

import "hearth/data/names"

// Names are compared in one form everywhere the store compares them
// (names.Fold: case and accents aside): the search, the player filter, the
// per-player sums and head-to-head, the names offered again. A result keeps
// its name's folded form (play_results.name_key), written with the name, so
// that SQL compares and indexes it as it is; hearth_fold is names.Fold in
// SQL, for the migration that filled name_key and for the few profiles
// compared at a time. SQLite's lower() folds A–Z only (issue 32: a search
// for "zoe" missed Zoé). The driver registers it (driver.go).

// foldSQL is hearth_fold(name): NULL stays NULL, anything else is read as
// text.
func foldSQL(v any) any {
	switch v := v.(type) {
	case string:
		return names.Fold(v)
	case []byte:
		return names.Fold(string(v))
	}
	return v
}
