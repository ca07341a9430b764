package data

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// identityHistory builds, with the store as it was before profiles took
// their plays (nothing links a seat by name), a history a player keeps
// over months: Ana's solo games against Tom saved before her profile;
// Bea renamed Béatrice, then a play typed "Beatrice" without a profile,
// and a play where a guest called Beatrice sat beside her (saved as Bea); Cy, who never had a
// profile; Dan, deleted and made again; Eve renamed Fay, a name played
// without a profile. It returns the profiles by their present names.
func identityHistory(t *testing.T, s *Store) map[string]int64 {
	t.Helper()
	ctx := context.Background()
	at := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	next := func() time.Time { at = at.Add(24 * time.Hour); return at }
	save := func(mode string, rs ...Result) {
		for i := range rs {
			rs[i].Seat = i
		}
		_, err := s.SavePlay(ctx, Play{Game: GameBonfire, Mode: mode, PlayedAt: next(), Results: rs})
		require.NoError(t, err)
	}
	profile := func(name string) int64 {
		p, err := s.CreateProfile(ctx, name)
		require.NoError(t, err)
		return p.ID
	}
	tom := func(score int) Result { return Result{Name: "Tom", Bot: true, Score: score} }
	ids := map[string]int64{}

	for _, you := range []int{50, 70, 65} { // Ana before her profile
		save(ModeSolo, Result{Name: "ana", Score: you, Winner: you > 60}, tom(60))
	}
	ids["Ana"] = profile("Ana")
	save(ModeSolo, Result{Name: "Ana", ProfileID: ids["Ana"], Score: 72, Winner: true}, tom(60))

	ids["Béatrice"] = profile("Bea")
	save(ModeMulti, Result{Name: "Bea", ProfileID: ids["Béatrice"], Score: 60, Winner: true}, Result{Name: "Cy", Score: 50})
	save(ModeMulti, Result{Name: "Bea", ProfileID: ids["Béatrice"], Score: 40}, Result{Name: "Cy", Score: 55, Winner: true})
	require.NoError(t, s.RenameProfile(ctx, ids["Béatrice"], "Béatrice"))
	save(ModeMulti, Result{Name: "Beatrice", Score: 61, Winner: true}, Result{Name: "Cy", Score: 50})
	save(ModeMulti, Result{Name: "Bea", ProfileID: ids["Béatrice"], Score: 58, Winner: true}, Result{Name: "Beatrice", Score: 41})

	dan := profile("Dan")
	save(ModeMulti, Result{Name: "Dan", ProfileID: dan, Score: 45}, Result{Name: "Cy", Score: 47, Winner: true})
	save(ModeMulti, Result{Name: "Dan", ProfileID: dan, Score: 66, Winner: true}, Result{Name: "Cy", Score: 47})
	require.NoError(t, s.DeleteProfile(ctx, dan))
	ids["Dan"] = profile("Dan")

	ids["Fay"] = profile("Eve")
	save(ModeMulti, Result{Name: "Eve", ProfileID: ids["Fay"], Score: 52, Winner: true}, Result{Name: "Cy", Score: 51})
	save(ModeMulti, Result{Name: "Fay", Score: 52, Winner: true}, Result{Name: "Ana", ProfileID: ids["Ana"], Score: 51})
	save(ModeMulti, Result{Name: "FAY", Score: 49}, Result{Name: "Cy", Score: 51, Winner: true})
	require.NoError(t, s.RenameProfile(ctx, ids["Fay"], "Fay"))
	return ids
}

// migrationNamed is the file name of the migration named suffix after its
// number.
func migrationNamed(t *testing.T, suffix string) string {
	t.Helper()
	ms, err := migrations()
	require.NoError(t, err)
	for _, m := range ms {
		if strings.HasSuffix(m.name, "_"+suffix) {
			return m.name
		}
	}
	t.Fatalf("no migration %s", suffix)
	return ""
}

// identityCounts is what a player sees of a history: the lines in Stats
// (players with plays, over every game and mode), and for each profile
// the plays History's filter lists and whether the filter offers it.
func identityCounts(t *testing.T, s *Store, ids map[string]int64) (lines int, perProfile map[string]int, offered []string) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, s.db.QueryRow(`SELECT count(DISTINCT player) FROM player_stats WHERE plays > 0`).Scan(&lines))
	perProfile = map[string]int{}
	for name, id := range ids {
		n, err := s.CountMatching(ctx, PlayFilter{Player: &Player{ProfileID: id, Name: name}})
		require.NoError(t, err)
		perProfile[name] = n
	}
	players, err := s.StatPlayers(ctx)
	require.NoError(t, err)
	for _, p := range players {
		offered = append(offered, p.Name)
	}
	sort.Strings(offered)
	return lines, perProfile, offered
}

// Issue 35 §1: migration 0016 links every seat saved under a profile's
// name to the profile, on a copy of a history with renames, name-only
// players and a deleted and recreated profile, and rebuilds the sums,
// head-to-head and the handicap ledger.
func TestMigrationLinksSeatsToTheirProfiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	ids := identityHistory(t, s)
	ctx := context.Background()
	lines, per, _ := identityCounts(t, s, ids)
	ledger, err := s.Ledger(ctx, ids["Ana"])
	require.NoError(t, err)
	t.Logf("before: %d lines in Stats; History's filter per profile %v; Ana's handicap ledger %d games", lines, per, len(ledger))

	// The migration as Open runs it: its SQL, then its Go step, in one
	// transaction (run alone: a later migration may follow it).
	tx, err := s.db.BeginTx(ctx, nil)
	require.NoError(t, err)
	_, err = tx.ExecContext(ctx, migrationSQL(t, migrationNamed(t, "profile_links.sql")))
	require.NoError(t, err)
	require.NoError(t, migrationAfter["profile_links.sql"](ctx, tx))
	require.NoError(t, tx.Commit())
	lines, per, offered := identityCounts(t, s, ids)
	ledger, err = s.Ledger(ctx, ids["Ana"])
	require.NoError(t, err)
	t.Logf("after: %d lines in Stats; History's filter per profile %v; Ana's handicap ledger %d games", lines, per, len(ledger))

	assert.Equal(t, map[string]int{"Ana": 5, "Béatrice": 4, "Dan": 2, "Fay": 3}, per)
	assert.Equal(t, 6, lines, "Ana, Béatrice, Cy, Dan, Fay, and the guest Beatrice who sat beside Béatrice")
	assert.Equal(t, []string{"Ana", "Beatrice", "Béatrice", "Cy", "Dan", "Fay"}, offered)
	assert.Len(t, ledger, 4, "Ana's solo games before her profile are in her handicap chain")
	assertDerivedAsRebuilt(t, s)

	st, err := s.TableStats(ctx, GameBonfire, Player{ProfileID: ids["Fay"]})
	require.NoError(t, err)
	assert.Equal(t, Standing{Player: Player{ProfileID: ids["Fay"]}, GameStats: GameStats{Plays: 3, Wins: 2, Scored: 3, Best: 52, Average: 51}}, Standing{Player: st.Player, GameStats: st.GameStats})
	rivals, err := s.HeadToHead(ctx, GameBonfire, Player{ProfileID: ids["Ana"]})
	require.NoError(t, err)
	require.Len(t, rivals, 1)
	assert.Equal(t, Player{ProfileID: ids["Fay"], Name: "Fay"}, rivals[0].Player)

	plays, err := s.Plays(ctx, PlayFilter{Player: &Player{ProfileID: ids["Béatrice"]}})
	require.NoError(t, err)
	var saved []string
	for _, p := range plays {
		for _, r := range p.Results {
			if r.ProfileID == ids["Béatrice"] {
				assert.Equal(t, "Béatrice", r.Name, "shown as she is called now")
				saved = append(saved, r.SavedName)
			}
		}
	}
	assert.Equal(t, []string{"Bea", "Beatrice", "Bea", "Bea"}, saved, "each seat keeps the name it was saved with")
}

// A read play names a profile's seat as the profile is called now, and
// History's search finds it by that name as by the one saved; a
// correction that leaves the seat as it is keeps its saved name.
func TestPlaysShowTheProfilesPresentName(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	zoe, err := s.CreateProfile(ctx, "Zoe")
	require.NoError(t, err)
	p, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: ModeMulti, Results: []Result{
		{Name: "Zoe", ProfileID: zoe.ID, Score: 40, Winner: true}, {Seat: 1, Name: "Ana", Score: 30}}})
	require.NoError(t, err)
	require.NoError(t, s.RenameProfile(ctx, zoe.ID, "Zoé Martin"))
	got, err := s.Play(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "Zoé Martin", got.Results[0].Name)
	assert.Equal(t, "Zoe", got.Results[0].SavedName)
	assert.Equal(t, []string{"Zoé Martin"}, got.Winners())
	for _, q := range []string{"martin", "zoe"} {
		n, err := s.CountMatching(ctx, PlayFilter{Search: q})
		require.NoError(t, err)
		assert.Equal(t, 1, n, q)
	}
	names, err := s.RecentNames(ctx, 5)
	require.NoError(t, err)
	assert.Equal(t, []string{"Ana", "Zoé Martin"}, names)

	got, err = s.CorrectPlay(ctx, p.ID, PlayCorrection{PlayedAt: got.PlayedAt, Results: []Result{
		{Name: "Zoé Martin", ProfileID: zoe.ID, Score: 41, Winner: true}, {Seat: 1, Name: "Ana", Score: 30}}})
	require.NoError(t, err)
	assert.Equal(t, "Zoe", got.Results[0].SavedName, "a correction of the score leaves the saved name")
	assert.Equal(t, 41, got.Results[0].Score)
}

// Issue 35 §1: a profile made or renamed to a name already played is
// offered those plays, counted; taking them links the seats (keeping their
// saved names), moves the sums, head-to-head and the handicap chain, and
// leaves a play where the profile already sits to the other person.
func TestTakePlays(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	at := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	for i, you := range []int{70, 50} {
		_, err := s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeSolo, PlayedAt: at.Add(time.Duration(i) * time.Hour), Results: []Result{
			{Name: "zoé", Score: you, Winner: you > 60}, {Seat: 1, Name: "Tom", Bot: true, Score: 60}}})
		require.NoError(t, err)
	}
	n, err := s.PlaysToTake(ctx, " ZOE ", 0)
	require.NoError(t, err)
	assert.Equal(t, 2, n)

	eve, err := s.CreateProfile(ctx, "Eve")
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeMulti, PlayedAt: at.Add(5 * time.Hour), Results: []Result{
		{Name: "Eve", ProfileID: eve.ID, Score: 60, Winner: true}, {Seat: 1, Name: "Zoe", Score: 50}}})
	require.NoError(t, err)
	n, err = s.PlaysToTake(ctx, "Zoé", eve.ID)
	require.NoError(t, err)
	assert.Equal(t, 2, n, "the play where Eve sits beside a Zoe is not hers to take")
	require.NoError(t, s.RenameProfile(ctx, eve.ID, "Zoé"))
	took, err := s.TakePlays(ctx, eve.ID)
	require.NoError(t, err)
	assert.Equal(t, 2, took)

	board, err := s.Leaderboard(ctx, GameBonfire, true)
	require.NoError(t, err)
	require.Len(t, board, 1, "one line for Zoé in the solo leaderboard: %v", board)
	assert.Equal(t, Player{ProfileID: eve.ID, Name: "Zoé"}, board[0].Player)
	assert.Equal(t, 2, board[0].Plays)
	ledger, err := s.Ledger(ctx, eve.ID)
	require.NoError(t, err)
	assert.Len(t, ledger, 2)
	n, err = s.CountMatching(ctx, PlayFilter{Player: &Player{ProfileID: eve.ID}})
	require.NoError(t, err)
	assert.Equal(t, 3, n)
	n, err = s.PlaysToTake(ctx, "Zoé", eve.ID)
	require.NoError(t, err)
	assert.Zero(t, n)
	plays, err := s.Plays(ctx, PlayFilter{Player: &Player{ProfileID: eve.ID}, Game: GameBonfire})
	require.NoError(t, err)
	var saved []string
	for _, p := range plays {
		for _, r := range p.Results {
			saved = append(saved, r.Name+"/"+r.SavedName)
		}
	}
	assert.Equal(t, "Zoé/Eve Zoe/Zoe Zoé/zoé Tom/Tom Zoé/zoé Tom/Tom", strings.Join(saved, " "))
	took, err = s.TakePlays(ctx, eve.ID)
	require.NoError(t, err)
	assert.Zero(t, took)
	assertDerivedAsRebuilt(t, s)
}

// assertDerivedAsRebuilt checks that the per-player sums, head-to-head and
// the handicap ledgers are what recomputing them all from the results
// gives.
func assertDerivedAsRebuilt(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	read := func() map[string][]string {
		out := map[string][]string{}
		for _, table := range []string{"player_stats", "head_to_head", "handicap_ledger", "player_months"} {
			rows, err := s.db.QueryContext(ctx, `SELECT * FROM `+table)
			require.NoError(t, err)
			cols, err := rows.Columns()
			require.NoError(t, err)
			for rows.Next() {
				vals := make([]any, len(cols))
				ptrs := make([]any, len(cols))
				for i := range vals {
					ptrs[i] = &vals[i]
				}
				require.NoError(t, rows.Scan(ptrs...))
				out[table] = append(out[table], fmt.Sprint(vals...))
			}
			require.NoError(t, rows.Close())
			sort.Strings(out[table])
		}
		return out
	}
	kept := read()
	require.NoError(t, s.inTx(ctx, func(tx *sql.Tx) error {
		if err := rebuildStats(ctx, tx); err != nil {
			return err
		}
		return rebuildLedgers(ctx, tx)
	}))
	assert.Equal(t, read(), kept)
}

// One profile may be "me"; deleting it leaves no one.
func TestMeIsOneProfile(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	asked, err := s.MeAsked(ctx)
	require.NoError(t, err)
	assert.False(t, asked)
	_, ok, err := s.Me(ctx)
	require.NoError(t, err)
	assert.False(t, ok)
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	require.NoError(t, s.SetMe(ctx, ana.ID))
	me, ok, err := s.Me(ctx)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "Ana", me.Name)
	asked, err = s.MeAsked(ctx)
	require.NoError(t, err)
	assert.True(t, asked)
	require.NoError(t, s.DeleteProfile(ctx, ana.ID))
	_, ok, err = s.Me(ctx)
	require.NoError(t, err)
	assert.False(t, ok)
	assert.ErrorIs(t, s.SetMe(ctx, ana.ID), ErrNotFound)
}

// Every Go step of a migration names a migration file: a file renamed or
// renumbered (two branches adding a migration) keeps its step.
func TestMigrationStepsNameTheirFiles(t *testing.T) {
	for named := range migrationAfter {
		assert.NotEmpty(t, migrationNamed(t, named))
	}
}
