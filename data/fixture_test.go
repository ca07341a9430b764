package data

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fixture is a database with something of everything an export carries.
type fixture struct {
	s        *Store
	ana, ben Profile
	solo     Play // Ana against Tom
	session  Session
}

// stepClock is a clock that moves one second per reading, for stable
// timestamps.
func stepClock(start time.Time) func() time.Time {
	t := start
	return func() time.Time {
		t = t.Add(time.Second)
		return t
	}
}

func rawJSON(s string) json.RawMessage { return json.RawMessage(s) }

// newFixture fills a store: two profiles, plays of the three games (a
// Bonfire game at the table, three solo games against Tom so Ana's handicap
// moved, Lueur solo and at the table, Insula), sessions with undone
// events (one open, one finished with its play, one abandoned), settings
// and a draft.
func newFixture(t testing.TB) fixture {
	t.Helper()
	s := openTemp(t)
	s.SetClock(stepClock(time.Date(2026, 3, 1, 18, 0, 0, 0, time.UTC)))
	ctx := context.Background()
	f := fixture{s: s}
	var err error
	f.ana, err = s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	f.ben, err = s.CreateProfile(ctx, "Ben <the & builder>")
	require.NoError(t, err)
	base := time.Date(2026, 2, 1, 20, 0, 0, 0, time.UTC)
	bonfire := rawJSON(`{"lines":[{"key":"bonfires","label":"Bonfires","points":20}],"input":{"name":"Ana","bonfires":[7,5,2,4,2]}}`)
	plays := []Play{
		{Game: GameBonfire, Mode: ModeMulti, PlayedAt: base, Duration: 95 * time.Minute, SetupCode: "B-7Q2K", Notes: "=SUM(A1)\nsecond line", Location: "Kitchen, 2nd floor",
			Results: []Result{{Seat: 0, Name: "Ana", ProfileID: f.ana.ID, Score: 61, Winner: true, Breakdown: bonfire},
				{Seat: 1, Name: "Ben <the & builder>", ProfileID: f.ben.ID, Score: 55}, {Seat: 2, Name: "Chloé \"Zoé\"", Score: 61}}},
		soloPlay(f.ana.ID, 70, 60, base.Add(24*time.Hour)),
		soloPlay(f.ana.ID, 50, 60, base.Add(48*time.Hour)),
		soloPlay(f.ana.ID, 60, 60, base.Add(48*time.Hour)), // same moment: order by id
		{Game: GameLueur, Mode: ModeSolo, PlayedAt: base.Add(72 * time.Hour), Results: []Result{{Seat: 0, Name: "Ben <the & builder>", ProfileID: f.ben.ID, Score: 72, Winner: true,
			Breakdown: rawJSON(`{ "lines" : [ {"key":"stars", "points": 72} ] }`)}}},
		{Game: GameLueur, Mode: ModeMulti, PlayedAt: base.Add(96 * time.Hour), Location: "Ben's", Results: []Result{
			{Seat: 0, Name: "Ana", ProfileID: f.ana.ID, Score: 40}, {Seat: 1, Name: "Dan", Score: 44, Winner: true}}},
		{Game: GameInsula, Mode: ModeMulti, PlayedAt: base.Add(120 * time.Hour), Duration: 40 * time.Minute, Results: []Result{
			{Seat: 0, Name: "Ana", ProfileID: f.ana.ID, Score: 9, Winner: true}, {Seat: 1, Name: "Ben <the & builder>", ProfileID: f.ben.ID}}},
	}
	for i, p := range plays {
		saved, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
		if i == 1 {
			f.solo = saved
		}
	}
	// An open session with an undone event, an abandoned one, a finished one.
	f.session, err = s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "tom", Seed: 18446744073709551615, ProfileID: f.ana.ID, Options: map[string]any{"level": 2}})
	require.NoError(t, err)
	for _, typ := range []string{"card", "gnome", "end_turn"} {
		_, err = s.Append(ctx, f.session.ID, typ, map[string]any{"type": typ, "html": "<b>&</b>"})
		require.NoError(t, err)
	}
	_, err = s.Undo(ctx, f.session.ID)
	require.NoError(t, err)
	gone, err := s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "tom", Seed: 7})
	require.NoError(t, err)
	require.NoError(t, s.AbandonSession(ctx, gone.ID))
	done, err := s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "tom", Seed: 8, ProfileID: f.ana.ID})
	require.NoError(t, err)
	_, err = s.Append(ctx, done.ID, "pass", nil)
	require.NoError(t, err)
	_, err = s.FinishWithPlay(ctx, done.ID, soloPlay(f.ana.ID, 80, 70, base.Add(144*time.Hour)))
	require.NoError(t, err)

	require.NoError(t, s.SetSetting(ctx, SettingLanguage, "fr"))
	require.NoError(t, s.SetSetting(ctx, SettingTomDeck, `{"Path":3}`))
	require.NoError(t, s.SaveDraft(ctx, Draft{Key: "score.lueur", Game: GameLueur, Kind: "score", Body: rawJSON(`{"players":["Ana"]}`)}))
	return f
}

// copyOpts choose what copyRows copies: keep says whether a play goes
// (and may change it on the way; nil: every play as it is); noSessions
// leaves the sessions out.
type copyOpts struct {
	keep       func(*PlayRow) bool
	noSessions bool
}

// copyRows copies the rows of from into into through a Snapshot and a
// Bulk, as an export imported does (data/exchange, without the file).
func copyRows(t testing.TB, from, into *Store, o copyOpts) BulkReport {
	t.Helper()
	ctx := context.Background()
	b, err := into.BeginBulk(ctx)
	require.NoError(t, err)
	defer b.Close()
	require.NoError(t, from.Snapshot(ctx, func(r *Snapshot) error {
		steps := []func() error{
			func() error { return r.Profiles(func(p ProfileRow) error { return b.Profile(&p) }) },
			func() error {
				return r.Plays(func(p PlayRow) error {
					if o.keep != nil && !o.keep(&p) {
						return nil
					}
					return b.Play(&p)
				})
			},
			func() error {
				if o.noSessions {
					return nil
				}
				return r.Sessions(func(ss SessionRow) error { return b.Session(&ss) })
			},
			func() error { return r.Drafts(func(d DraftRow) error { return b.Draft(&d) }) },
			func() error {
				settings, err := r.Settings()
				if err != nil {
					return err
				}
				return b.Settings(settings)
			},
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return err
			}
		}
		return nil
	}))
	rep, err := b.Commit()
	require.NoError(t, err)
	return rep
}

// settle folds the WAL into the database and empties it, so that the
// store's idle checkpoints have nothing left to do and the files change
// only when something writes.
func settle(t testing.TB, s *Store) {
	t.Helper()
	require.NoError(t, s.checkpoint("TRUNCATE"))
}

// fileState hashes the database and its WAL as they are, so that two
// states compare byte for byte (a write that was rolled back still grows
// the WAL).
func fileState(t testing.TB, s *Store) string {
	t.Helper()
	return fileHash(t, s.path) + "/" + fileHash(t, s.path+"-wal")
}

func fileHash(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return "none"
	}
	require.NoError(t, err)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8]) + "+" + strconv.Itoa(len(b))
}

// restoreFile restores the database file src over dst as data/backup's
// Restore does with the store's steps: Stage (checked), then Replace.
func restoreFile(src, dst string, now time.Time) (kept string, err error) {
	tmp := StagingPath(dst)
	if err := Stage(src, dst, tmp, 2<<30); err != nil {
		return "", err
	}
	return Replace(dst, tmp, now)
}

// rowsOf is every row of s, as a Snapshot reads them.
type storeRows struct {
	profiles []ProfileRow
	plays    []PlayRow
	sessions []SessionRow
}

func rowsOf(t testing.TB, s *Store) storeRows {
	t.Helper()
	var out storeRows
	require.NoError(t, s.Snapshot(context.Background(), func(r *Snapshot) error {
		if err := r.Profiles(func(p ProfileRow) error { out.profiles = append(out.profiles, p); return nil }); err != nil {
			return err
		}
		if err := r.Plays(func(p PlayRow) error { out.plays = append(out.plays, p); return nil }); err != nil {
			return err
		}
		return r.Sessions(func(ss SessionRow) error { out.sessions = append(out.sessions, ss); return nil })
	}))
	return out
}
