package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

func TestOpenCreatesAndMigrates(t *testing.T) {
	s := openTemp(t)
	v, err := s.Version(context.Background())
	require.NoError(t, err)
	assert.Equal(t, SchemaVersion(), v)
	assert.Positive(t, v)
	var mode string
	require.NoError(t, s.db.QueryRow("PRAGMA journal_mode").Scan(&mode))
	assert.Equal(t, "wal", mode)
	var fk int
	require.NoError(t, s.db.QueryRow("PRAGMA foreign_keys").Scan(&fk))
	assert.Equal(t, 1, fk)
}

func TestOpenIsIdempotent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := Open(path)
	require.NoError(t, err)
	_, err = s.CreateProfile(context.Background(), "Ana")
	require.NoError(t, err)
	require.NoError(t, s.Close())
	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	ps, err := s.Profiles(context.Background())
	require.NoError(t, err)
	assert.Len(t, ps, 1)
}

func TestOpenPathWithSpecialCharacters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "my games #1 ?%", "hearth.db")
	s, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	_, err = os.Stat(path)
	assert.NoError(t, err, "the file is created where asked, not at a mangled path")
}

func TestOpenRefusesNewerDatabaseAndLeavesItUntouched(t *testing.T) {
	path := filepath.Join(t.TempDir(), "future.db")
	// A database written by a future Hearth: rollback journal, schema version far ahead.
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	_, err = db.Exec("CREATE TABLE future (x); PRAGMA application_id = 1213355080; PRAGMA user_version = 99")
	require.NoError(t, err)
	require.NoError(t, db.Close())
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	_, err = Open(path)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrTooNew))
	assert.Contains(t, err.Error(), "update Hearth")

	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after, "the refused file is byte-for-byte unchanged")
	_, err = os.Stat(path + "-wal")
	assert.True(t, os.IsNotExist(err), "no WAL file was created")
}

func TestOpenRefusesForeignFiles(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.db")
	require.NoError(t, os.WriteFile(junk, []byte("this is not a database at all, just some text that is long enough"), 0o644))
	_, err := Open(junk)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a Hearth database")

	other := filepath.Join(dir, "other.db")
	db, err := sql.Open("sqlite", "file:"+other)
	require.NoError(t, err)
	_, err = db.Exec("CREATE TABLE t (x); PRAGMA user_version = 3")
	require.NoError(t, err)
	require.NoError(t, db.Close())
	_, err = Open(other)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a Hearth database")

	_, err = Open(dir)
	assert.Error(t, err)
	_, err = Open("")
	assert.Error(t, err)
}

func TestBackupIsAConsistentCopy(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	_, err := s.SavePlay(ctx, samplePlay("Ana", 61))
	require.NoError(t, err)
	dst := filepath.Join(t.TempDir(), "backup.db")
	require.NoError(t, s.CopyTo(ctx, dst))
	b, err := Open(dst)
	require.NoError(t, err)
	defer b.Close()
	n, err := b.CountPlays(ctx, "")
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Error(t, s.CopyTo(ctx, dst), "an existing file is not overwritten")
}

func TestSettings(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	_, ok, err := s.Setting(ctx, SettingTheme)
	require.NoError(t, err)
	assert.False(t, ok)
	require.NoError(t, s.SetSetting(ctx, SettingTheme, "dark"))
	require.NoError(t, s.SetSetting(ctx, SettingTheme, "light"))
	v, ok, err := s.Setting(ctx, SettingTheme)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "light", v)
}

func TestProfiles(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	a, err := s.CreateProfile(ctx, "  Ana ")
	require.NoError(t, err)
	assert.Equal(t, "Ana", a.Name)
	_, err = s.CreateProfile(ctx, "ana")
	assert.ErrorIs(t, err, ErrDuplicateName)
	_, err = s.CreateProfile(ctx, "   ")
	assert.Error(t, err)
	_, err = s.CreateProfile(ctx, "a name that is far too long to fit on any phone screen at all")
	assert.Error(t, err)
	b, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	require.NoError(t, s.RenameProfile(ctx, b.ID, "Bea"))
	assert.ErrorIs(t, s.RenameProfile(ctx, b.ID, "ANA"), ErrDuplicateName)
	assert.ErrorIs(t, s.RenameProfile(ctx, 999, "Zoe"), ErrNotFound)
	got, err := s.ProfileByName(ctx, "BEA")
	require.NoError(t, err)
	assert.Equal(t, b.ID, got.ID)
	ps, err := s.Profiles(ctx)
	require.NoError(t, err)
	assert.Equal(t, []string{"Ana", "Bea"}, []string{ps[0].Name, ps[1].Name})

	// Deleting a profile keeps its plays.
	p := samplePlay("Ana", 40)
	p.Results[0].ProfileID = a.ID
	saved, err := s.SavePlay(ctx, p)
	require.NoError(t, err)
	require.NoError(t, s.DeleteProfile(ctx, a.ID))
	back, err := s.Play(ctx, saved.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(0), back.Results[0].ProfileID)
	assert.Equal(t, "Ana", back.Results[0].Name)
}

func samplePlay(name string, score int) Play {
	return Play{
		Game: GameBonfire, Mode: ModeMulti,
		Results: []Result{
			{Seat: 0, Name: name, Score: score, Winner: true, Breakdown: json.RawMessage(`{"lines":[]}`)},
			{Seat: 1, Name: "Ben", Score: score - 3},
		},
	}
}

func TestPlaysRoundTripNewestFirst(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	base := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	for i := 0; i < 3; i++ {
		p := samplePlay("Ana", 50+i)
		p.PlayedAt = base.Add(time.Duration(i) * time.Hour)
		p.Duration = 95 * time.Minute
		p.SetupCode = "B4K7-Q2XM"
		if i == 1 {
			p.Game = GameLueur
		}
		_, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
	}
	all, err := s.Plays(ctx, PlayFilter{})
	require.NoError(t, err)
	require.Len(t, all, 3)
	assert.Equal(t, 52, all[0].Results[0].Score, "newest first")
	assert.Equal(t, 50, all[2].Results[0].Score)
	assert.Equal(t, 95*time.Minute, all[0].Duration)
	assert.Equal(t, []string{"Ana"}, all[0].Winners())
	assert.Len(t, all[0].Results, 2)
	assert.NotEmpty(t, all[0].UID)

	bon, err := s.Plays(ctx, PlayFilter{Game: GameBonfire})
	require.NoError(t, err)
	assert.Len(t, bon, 2)
	page, err := s.Plays(ctx, PlayFilter{Limit: 1, Offset: 1})
	require.NoError(t, err)
	require.Len(t, page, 1)
	assert.Equal(t, 51, page[0].Results[0].Score)

	one, err := s.Play(ctx, all[1].ID)
	require.NoError(t, err)
	assert.Equal(t, GameLueur, one.Game)
	assert.JSONEq(t, `{"lines":[]}`, string(one.Results[0].Breakdown))

	require.NoError(t, s.DeletePlay(ctx, one.ID))
	_, err = s.Play(ctx, one.ID)
	assert.ErrorIs(t, err, ErrNotFound)
	assert.ErrorIs(t, s.DeletePlay(ctx, one.ID), ErrNotFound)
	var orphans int
	require.NoError(t, s.db.QueryRow("SELECT count(*) FROM play_results WHERE play_id = ?", one.ID).Scan(&orphans))
	assert.Zero(t, orphans, "results go with their play")
}

func TestSavePlayRefusesBadPlays(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	bad := []Play{
		{Game: "chess", Mode: ModeMulti, Results: []Result{{Name: "A"}}},
		{Game: GameBonfire, Mode: ModeMulti},
		{Game: GameBonfire, Results: []Result{{Name: " "}}},
		{Game: GameBonfire, Results: []Result{{Seat: 0, Name: "A"}, {Seat: 0, Name: "B"}}},
		{Game: GameBonfire, Results: []Result{{Name: "A", Breakdown: json.RawMessage("{")}}},
		{Game: GameBonfire, Results: []Result{{Name: "A"}}, Duration: -time.Second},
	}
	for i, p := range bad {
		_, err := s.SavePlay(ctx, p)
		assert.Error(t, err, "case %d", i)
	}
	n, err := s.CountPlays(ctx, "")
	require.NoError(t, err)
	assert.Zero(t, n, "nothing partial was written")
}

func TestMigratesAnOlderDatabaseInPlace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := Open(path)
	require.NoError(t, err)
	ctx := context.Background()
	_, err = s.SavePlay(ctx, samplePlay("Ana", 61))
	require.NoError(t, err)
	// Turn it back into a version-1 database.
	_, err = s.db.Exec(`DROP INDEX play_results_input_side; DROP INDEX play_results_input_ending; DROP TABLE handicap_ledger; DROP INDEX play_results_bot; DROP INDEX play_results_by_name; ALTER TABLE plays DROP COLUMN location; DROP TABLE player_stats; DROP INDEX play_results_by_player_score; DROP INDEX play_results_by_name_play; DROP INDEX play_results_by_profile_play; DROP INDEX play_results_by_play_cover;
		DROP TABLE head_to_head; DROP INDEX play_results_by_name_score; ALTER TABLE profiles DROP COLUMN colour;
		DROP TRIGGER profiles_uid_default; DROP TRIGGER sessions_uid_default; DROP INDEX profiles_by_uid; DROP INDEX sessions_by_uid;
		ALTER TABLE profiles DROP COLUMN uid; ALTER TABLE sessions DROP COLUMN uid; ALTER TABLE play_results DROP COLUMN scored; ALTER TABLE play_results DROP COLUMN name_key; PRAGMA user_version = 1`)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	v, err := s.Version(ctx)
	require.NoError(t, err)
	assert.Equal(t, SchemaVersion(), v)
	n, err := s.CountPlays(ctx, "")
	require.NoError(t, err)
	assert.Equal(t, 1, n, "existing plays survive the migration")
	_, err = s.Ledger(ctx, 1)
	assert.NoError(t, err, "the new table exists")
}

// Profiles and sessions made before migration 0007 got a uid; new ones get
// one at insert, distinct, in the layout of a version 4 UUID.
func TestStableIDs(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	seen := map[string]bool{}
	ps, err := f.s.Profiles(ctx)
	require.NoError(t, err)
	ss, err := f.s.Sessions(ctx, "", "")
	require.NoError(t, err)
	uids := []string{f.solo.UID}
	for _, p := range ps {
		uids = append(uids, p.UID)
	}
	for _, s := range ss {
		uids = append(uids, s.UID)
	}
	for _, u := range uids {
		assert.Regexp(t, `^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$`, u)
		assert.False(t, seen[u], "unique")
		seen[u] = true
	}
	// A row inserted without one (an older code path) gets one from the trigger.
	_, err = f.s.db.Exec(`INSERT INTO profiles (name, created_at) VALUES ('Old', '2020-01-01T00:00:00Z')`)
	require.NoError(t, err)
	old, err := f.s.ProfileByName(ctx, "old")
	require.NoError(t, err)
	assert.Regexp(t, `^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$`, old.UID)
}
