package backup

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/exchange"
)

// openTemp is a new database in the test's folder, closed at the end.
func openTemp(t testing.TB) *data.Store {
	t.Helper()
	s, err := data.Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// fixture is a database with something of every kind: profiles, plays at
// the table and alone, a session with its log, a setting and a draft.
type fixture struct{ s *data.Store }

func newFixture(t testing.TB) fixture {
	t.Helper()
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	at := time.Date(2026, 2, 1, 20, 0, 0, 0, time.UTC)
	for i, p := range []data.Play{samplePlay("Ana", 61), samplePlay("Zoé", 40), {Game: data.GameBonfire, Mode: data.ModeSolo, Results: []data.Result{
		{Name: "Ana", ProfileID: ana.ID, Score: 70, Winner: true}, {Seat: 1, Name: "Tom", Bot: true, Score: 60}}}} {
		p.PlayedAt = at.Add(time.Duration(i) * time.Hour)
		_, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
	}
	ss, err := s.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: "tom", Seed: 7, ProfileID: ana.ID})
	require.NoError(t, err)
	for range 3 {
		_, err := s.Append(ctx, ss.ID, "card", tomLikePayload)
		require.NoError(t, err)
	}
	require.NoError(t, s.SetSetting(ctx, data.SettingLanguage, "fr"))
	require.NoError(t, s.SaveDraft(ctx, data.Draft{Key: "score.lueur", Game: data.GameLueur, Kind: "score", Body: json.RawMessage(`{"players":["Ana"]}`)}))
	return fixture{s: s}
}

var tomLikePayload = map[string]any{"card": "Path", "resource": "Fruit", "crystals": []string{"blue", "red"}, "note": "two tiles"}

// samplePlay is a Bonfire play at the table of name and Ben.
func samplePlay(name string, score int) data.Play {
	return data.Play{Game: data.GameBonfire, Mode: data.ModeMulti, Results: []data.Result{
		{Seat: 0, Name: name, Score: score, Winner: true, Breakdown: json.RawMessage(`{"lines":[]}`)},
		{Seat: 1, Name: "Ben", Score: score - 3},
	}}
}

func savePlays(t testing.TB, s *data.Store, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		_, err := s.SavePlay(context.Background(), samplePlay("Ana", i))
		require.NoError(t, err)
	}
}

// export is the store's JSON export.
func export(t testing.TB, s *data.Store) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, exchange.ExportJSON(context.Background(), s, &b))
	return b.Bytes()
}

var exportedAt = regexp.MustCompile(`"exported_at":"[^"]*"`)

// withoutStamp blanks the export's own date.
func withoutStamp(b []byte) string {
	return exportedAt.ReplaceAllString(string(b), `"exported_at":""`)
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

// craftedBackup is a backup of s.
func craftedBackup(t testing.TB, s *data.Store) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "backup.db")
	require.NoError(t, s.CopyTo(context.Background(), path))
	return path
}

// liveDatabase is a closed database with one play, and its files' state.
func liveDatabase(t *testing.T) (dst, state string) {
	t.Helper()
	dst = filepath.Join(t.TempDir(), "hearth.db")
	live, err := data.Open(dst)
	require.NoError(t, err)
	_, err = live.SavePlay(context.Background(), samplePlay("Zed", 3))
	require.NoError(t, err)
	require.NoError(t, live.Close())
	return dst, fileHash(t, dst) + "/" + fileHash(t, dst+"-wal")
}

// stressRuns is n, or stress under HEARTH_STRESS (make stress).
func stressRuns(n, stress int) int {
	if os.Getenv("HEARTH_STRESS") != "" {
		return stress
	}
	return n
}

func filepathGlob(pattern string) ([]string, error) { return filepath.Glob(pattern) }

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o600) }
