package exchange

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"hearth/data"
)

// openTemp is a new database in the test's folder, closed at the end.
func openTemp(t testing.TB) *data.Store {
	t.Helper()
	s, err := data.Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// samplePlay is a Bonfire play at the table of name and Ben.
func samplePlay(name string, score int) data.Play {
	return data.Play{
		Game: data.GameBonfire, Mode: data.ModeMulti,
		Results: []data.Result{
			{Seat: 0, Name: name, Score: score, Winner: true, Breakdown: json.RawMessage(`{"lines":[]}`)},
			{Seat: 1, Name: "Ben", Score: score - 3},
		},
	}
}

// soloPlay is a solo Bonfire game of the profile against Tom.
func soloPlay(profile int64, you, tom int, at time.Time) data.Play {
	return data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: at, Results: []data.Result{
		{Seat: 0, Name: "Ana", ProfileID: profile, Score: you, Winner: you > tom},
		{Seat: 1, Name: "Tom", Bot: true, Score: tom, Winner: you <= tom},
	}}
}

// benchStore is a new database for a benchmark.
func benchStore(b testing.TB) *data.Store {
	b.Helper()
	s, err := data.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// seedPlays adds n plays at the table (Ana and Ben, a breakdown each) to
// s, through an import: Bonfire, Lueur and Insula in turn, an hour apart.
func seedPlays(b testing.TB, s *data.Store, n int) {
	b.Helper()
	var sb strings.Builder
	sb.WriteString(`{"format":"hearth-export","version":1,"exported_at":"2026-01-01T00:00:00Z","profiles":[],"plays":[`)
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	breakdown := `{"lines":[{"key":"bonfires","label":"Bonfires","detail":"7+5+2+4+2","points":20},{"key":"track","label":"Score track","points":5}]}`
	for i := 0; i < n; i++ {
		if i > 0 {
			sb.WriteString(",\n")
		}
		at := data.FormatTime(base.Add(time.Duration(i) * time.Hour))
		fmt.Fprintf(&sb, `{"uid":"uid-%d","game":%q,"mode":"multi","played_at":%q,"duration_s":0,"setup_code":"","notes":"","location":"","created_at":%q,"results":[`+
			`{"seat":0,"name":"Ana","bot":false,"score":%d,"winner":true,"breakdown":%s},{"seat":1,"name":"Ben","bot":false,"score":35,"winner":false,"breakdown":%s}]}`,
			i, string(data.Games[i%3]), at, at, 40+i%30, breakdown, breakdown)
	}
	sb.WriteString(`],"sessions":[]}`)
	rep, err := ImportJSON(context.Background(), s, strings.NewReader(sb.String()))
	require.NoError(b, err)
	require.Equal(b, n, rep.Plays)
}

// stressRuns is n, or stress under HEARTH_STRESS (make stress).
func stressRuns(n, stress int) int {
	if os.Getenv("HEARTH_STRESS") != "" {
		return stress
	}
	return n
}
