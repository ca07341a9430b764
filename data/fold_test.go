package data

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// undoNameKeys takes a database back to before migration 0014: the
// indexes on lower(trim(name)) again, no name_key (nor the input indexes of
// migration 0017 on it).
func undoNameKeys(t *testing.T, s *Store) {
	t.Helper()
	_, err := s.db.Exec(`DROP INDEX play_results_input_side; DROP INDEX play_results_input_ending;
		DROP INDEX play_results_by_name_play; DROP INDEX play_results_by_name_score; DROP INDEX play_results_by_play_cover;
		ALTER TABLE play_results DROP COLUMN name_key;
		CREATE INDEX play_results_by_name_play ON play_results (lower(trim(name)), play_id, score, winner) WHERE bot = 0;
		CREATE INDEX play_results_by_name_score ON play_results (lower(trim(name)), score) WHERE bot = 0 AND profile_id IS NULL;
		CREATE INDEX play_results_by_play_cover ON play_results (play_id, bot, profile_id, name, score, winner);
		PRAGMA user_version = 13`)
	require.NoError(t, err)
}

// foldedHistory saves plays of Zoé, and of Dée typed two ways, each beside
// Ana, the first of them at a place.
func foldedHistory(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	at := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	for i, name := range []string{"Zoé", "Zoé", "Zoé", "Dée", "DÉE", "Dee\u0301"} {
		p := Play{Game: GameBonfire, Mode: ModeMulti, PlayedAt: at.Add(time.Duration(i) * time.Hour), Results: []Result{
			{Name: "Ana", Score: 50}, {Seat: 1, Name: name, Score: 60 + i, Winner: true}}}
		if i == 0 {
			p.Location = "Café Zébulon"
		}
		_, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
	}
}

// Issue 32: History's search for "zoe" found nothing although Zoé had 33
// plays, and "Dée" and "DÉE" were two players in Stats and the filters
// though one play refuses them side by side (names.Distinct). Names are
// compared in one folded form everywhere the store compares them.
func TestNamesAreOneWhateverTheirCaseAndAccents(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	foldedHistory(t, s)
	count := func(f PlayFilter) int {
		n, err := s.CountMatching(ctx, f)
		require.NoError(t, err)
		plays, err := s.Plays(ctx, f)
		require.NoError(t, err)
		require.Len(t, plays, n)
		return n
	}
	for _, c := range []struct {
		search string
		want   int
	}{
		{"zoe", 3}, {"ZOÉ", 3}, {"Zoé", 3}, {"oé", 3}, {"dee", 3}, {"DÉE", 3}, {"dée", 3}, {"e\u0301e", 3},
		{"ana", 6}, {"é", 6}, {"zébulon", 1}, {"Zébulon", 1}, {"%", 0}, {"_", 0}, {"\u0301", 0}, {"ben", 0},
	} {
		assert.Equal(t, c.want, count(PlayFilter{Search: c.search}), "search %q", c.search)
	}
	for _, name := range []string{"dee", "Dée", "DÉE", " DEE "} {
		assert.Equal(t, 3, count(PlayFilter{Player: &Player{Name: name}}), "filter %q", name)
	}

	board, err := s.Leaderboard(ctx, GameBonfire, false)
	require.NoError(t, err)
	require.Len(t, board, 3, "Ana, Zoé and Dée: %v", board)
	for _, st := range board {
		if st.Name != "Ana" {
			assert.Equal(t, 3, st.Plays, st.Name)
		}
	}
	players, err := s.StatPlayers(ctx)
	require.NoError(t, err)
	assert.Len(t, players, 3)
	rivals, err := s.HeadToHead(ctx, GameBonfire, Player{Name: "ana"})
	require.NoError(t, err)
	require.Len(t, rivals, 2)
	assert.Equal(t, 3, rivals[0].Plays)
	pts, _, err := s.ScoreHistory(ctx, GameBonfire, Player{Name: "DÉE"}, false, 10)
	require.NoError(t, err)
	assert.Len(t, pts, 3)
	recent, err := s.RecentNames(ctx, 10)
	require.NoError(t, err)
	assert.Len(t, recent, 3, "offered once each: %v", recent)
}

// A profile is found by its name case and accents aside, and a second

// A correction or a merge that renames a result moves it to the new
// name in the search and the sums.
func TestRenamedResultsAreFoundByTheirNewName(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	saved, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: ModeMulti, Results: []Result{{Name: "Zoé", Score: 40, Winner: true}, {Seat: 1, Name: "Ana", Score: 30}}})
	require.NoError(t, err)
	_, err = s.CorrectPlay(ctx, saved.ID, PlayCorrection{PlayedAt: saved.PlayedAt, Results: []Result{{Name: "Chloé", Score: 40, Winner: true}, {Seat: 1, Name: "Ana", Score: 30}}})
	require.NoError(t, err)
	n, err := s.CountMatching(ctx, PlayFilter{Search: "chloe"})
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	n, err = s.CountMatching(ctx, PlayFilter{Search: "zoe"})
	require.NoError(t, err)
	assert.Zero(t, n)
	_, err = s.MergePlayers(ctx, Player{Name: "CHLOÉ"}, Player{Name: "Élise"})
	require.NoError(t, err)
	n, err = s.CountMatching(ctx, PlayFilter{Player: &Player{Name: "elise"}})
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	st, err := s.TableStats(ctx, GameLueur, Player{Name: "ELISE"})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Wins)
}

// Migration 0014 gives every stored result its folded name and rebuilds
// the sums on it: Dée and DÉE, two players before, are one.
func TestMigrationFoldsStoredNames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	s, err := Open(path)
	require.NoError(t, err)
	foldedHistory(t, s)
	undoNameKeys(t, s)
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	require.NoError(t, err)
	// The sums as version 13 kept them, on lower(trim(name)).
	_, err = tx.ExecContext(ctx, migrationSQL(t, "0013_lueur_alone_no_win.sql"))
	require.NoError(t, err)
	require.NoError(t, tx.Commit())
	var before int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM player_stats`).Scan(&before))
	require.Equal(t, 5, before, "Ana, Zoé, Dée, DÉE and the decomposed Dée apart")
	require.NoError(t, s.Close())

	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	board, err := s.Leaderboard(ctx, GameBonfire, false)
	require.NoError(t, err)
	assert.Len(t, board, 3)
	n, err := s.CountMatching(ctx, PlayFilter{Search: "zoe"})
	require.NoError(t, err)
	assert.Equal(t, 3, n)
	rivals, err := s.HeadToHead(ctx, GameBonfire, Player{Name: "Ana"})
	require.NoError(t, err)
	assert.Len(t, rivals, 2)
}

// migrationSQL is one migration's text.
func migrationSQL(t *testing.T, name string) string {
	t.Helper()
	ms, err := migrations()
	require.NoError(t, err)
	for _, m := range ms {
		if m.name == name {
			return m.sql
		}
	}
	t.Fatalf("no migration %s", name)
	return ""
}

// A profile is found by its name case and accents aside, and a second
// profile of the same folded name is refused; an import keeps to it too.
func TestProfilesMatchFoldedNames(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	zoe, err := s.CreateProfile(ctx, "Zoé")
	require.NoError(t, err)
	for _, typed := range []string{"zoe", "ZOÉ", " Zoe "} {
		p, err := s.ProfileByName(ctx, typed)
		require.NoError(t, err, typed)
		assert.Equal(t, zoe.ID, p.ID, typed)
	}
	_, err = s.CreateProfile(ctx, "ZOE")
	assert.ErrorIs(t, err, ErrDuplicateName)
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	assert.ErrorIs(t, s.RenameProfile(ctx, ben.ID, "zoé"), ErrDuplicateName)
	assert.NoError(t, s.RenameProfile(ctx, zoe.ID, "ZOÉ"), "a profile may change its own spelling")
	_, err = s.ProfileByName(ctx, "Zoë")
	assert.NoError(t, err, "ë folds to e")
	_, err = s.ProfileByName(ctx, "Zora")
	assert.ErrorIs(t, err, ErrNotFound)
}
