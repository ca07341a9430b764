package exchange

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"hearth/data"
	"os"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fixture is a database with something of everything an export carries.
type fixture struct {
	s        *data.Store
	ana, ben data.Profile
	solo     data.Play // Ana against Tom
	session  data.Session
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
	plays := []data.Play{
		{Game: data.GameBonfire, Mode: data.ModeMulti, PlayedAt: base, Duration: 95 * time.Minute, SetupCode: "B-7Q2K", Notes: "=SUM(A1)\nsecond line", Location: "Kitchen, 2nd floor",
			Results: []data.Result{{Seat: 0, Name: "Ana", ProfileID: f.ana.ID, Score: 61, Winner: true, Breakdown: bonfire},
				{Seat: 1, Name: "Ben <the & builder>", ProfileID: f.ben.ID, Score: 55}, {Seat: 2, Name: "Chloé \"Zoé\"", Score: 61}}},
		soloPlay(f.ana.ID, 70, 60, base.Add(24*time.Hour)),
		soloPlay(f.ana.ID, 50, 60, base.Add(48*time.Hour)),
		soloPlay(f.ana.ID, 60, 60, base.Add(48*time.Hour)), // same moment: order by id
		{Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: base.Add(72 * time.Hour), Results: []data.Result{{Seat: 0, Name: "Ben <the & builder>", ProfileID: f.ben.ID, Score: 72, Winner: true,
			Breakdown: rawJSON(`{ "lines" : [ {"key":"stars", "points": 72} ] }`)}}},
		{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: base.Add(96 * time.Hour), Location: "Ben's", Results: []data.Result{
			{Seat: 0, Name: "Ana", ProfileID: f.ana.ID, Score: 40}, {Seat: 1, Name: "Dan", Score: 44, Winner: true}}},
		{Game: data.GameInsula, Mode: data.ModeMulti, PlayedAt: base.Add(120 * time.Hour), Duration: 40 * time.Minute, Results: []data.Result{
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
	f.session, err = s.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: "tom", Seed: 18446744073709551615, ProfileID: f.ana.ID, Options: map[string]any{"level": 2}})
	require.NoError(t, err)
	for _, typ := range []string{"card", "gnome", "end_turn"} {
		_, err = s.Append(ctx, f.session.ID, typ, map[string]any{"type": typ, "html": "<b>&</b>"})
		require.NoError(t, err)
	}
	_, err = s.Undo(ctx, f.session.ID)
	require.NoError(t, err)
	gone, err := s.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: "tom", Seed: 7})
	require.NoError(t, err)
	require.NoError(t, s.AbandonSession(ctx, gone.ID))
	done, err := s.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: "tom", Seed: 8, ProfileID: f.ana.ID})
	require.NoError(t, err)
	_, err = s.Append(ctx, done.ID, "pass", nil)
	require.NoError(t, err)
	_, err = s.FinishWithPlay(ctx, done.ID, soloPlay(f.ana.ID, 80, 70, base.Add(144*time.Hour)))
	require.NoError(t, err)

	require.NoError(t, s.SetSetting(ctx, data.SettingLanguage, "fr"))
	require.NoError(t, s.SetSetting(ctx, data.SettingTomDeck, `{"Path":3}`))
	require.NoError(t, s.SaveDraft(ctx, data.Draft{Key: "score.lueur", Game: data.GameLueur, Kind: "score", Body: rawJSON(`{"players":["Ana"]}`)}))
	return f
}

// export is the store's JSON export.
func export(t testing.TB, s *data.Store) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, ExportJSON(context.Background(), s, &b))
	return b.Bytes()
}

var exportedAt = regexp.MustCompile(`"exported_at":"[^"]*"`)

// withoutStamp blanks the export's own date, the one thing that differs
// between two exports of the same data.
func withoutStamp(b []byte) string {
	return exportedAt.ReplaceAllString(string(b), `"exported_at":""`)
}

// settle folds the WAL into the database and empties it, so that the
// store's idle checkpoints have nothing left to do and the files change
// only when something writes.
func settle(t testing.TB, s *data.Store) {
	t.Helper()
	require.NoError(t, s.Checkpoint())
}

// fileState hashes the database and its WAL as they are, so that two
// states compare byte for byte (a write that was rolled back still grows
// the WAL).
func fileState(t testing.TB, s *data.Store) string {
	t.Helper()
	return fileHash(t, s.Path()) + "/" + fileHash(t, s.Path()+"-wal")
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
