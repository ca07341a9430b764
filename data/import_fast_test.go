package data

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// isStamp is a shortcut of checkTime: whatever it accepts, time.Parse
// reads and the store writes back unchanged; whatever the store writes
// (from 1970 on) it accepts.
func TestIsStampAgreesWithTimeParse(t *testing.T) {
	for _, s := range []string{
		"2026-11-01T20:00:00.000000000Z", "2024-02-29T23:59:59.999999999Z", "1970-01-01T00:00:00.000000000Z",
		"2025-02-29T10:00:00.000000000Z", "2026-13-01T20:00:00.000000000Z", "2026-11-31T20:00:00.000000000Z",
		"2026-11-01T24:00:00.000000000Z", "2026-11-01T20:60:00.000000000Z", "2026-11-01T20:00:60.000000000Z",
		"1969-12-31T23:59:59.000000000Z", "2026-11-01T20:00:00.00000000Z", "2026-11-01T20:00:00.000000000+00:00",
		"2026-11-01 20:00:00.000000000Z", "2026-11-00T20:00:00.000000000Z", "2026-00-01T20:00:00.000000000Z",
		"２026-11-01T20:00:00.000000000Z", "2026-11-01T20:00:00.0000000a0Z", "",
	} {
		if isStamp(s) {
			parsed, err := time.Parse(time.RFC3339Nano, s)
			require.NoError(t, err, s)
			assert.Equal(t, s, formatTime(parsed), s)
		}
		want, err := checkTime("at", s)
		if err == nil && want == s {
			assert.True(t, isStamp(s), "%s is in the store's layout", s)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		at := time.Unix(r.Int64N(253402300799), r.Int64N(1e9))
		assert.True(t, isStamp(formatTime(at)), formatTime(at))
	}
	assert.False(t, isStamp("2026-02-30T00:00:00.000000000Z"))
}

// compactJSON leaves a value without white space outside its strings as
// it is, and compacts any other.
func TestCompactJSONKeepsWhatIsCompact(t *testing.T) {
	for raw, want := range map[string]string{
		`{"label":"Score track","points":5}`:     `{"label":"Score track","points":5}`,
		`{"a": [1, 2],` + "\n" + `"b":"x \" y"}`: `{"a":[1,2],"b":"x \" y"}`,
		`"a\\" `:                                 `"a\\"`,
		``:                                       `{}`,
	} {
		got, err := compactJSON(json.RawMessage(raw))
		require.NoError(t, err)
		assert.Equal(t, want, string(got), raw)
	}
}

// statsRows are the per-player sums, in a stable order.
func statsRows(t *testing.T, s *Store) [][]any {
	t.Helper()
	rows, err := s.db.Query(`SELECT player, game, solo, name, plays, wins, best, total, seconds, last_played FROM player_stats ORDER BY 1, 2, 3`)
	require.NoError(t, err)
	defer rows.Close()
	var out [][]any
	for rows.Next() {
		r := make([]any, 10)
		ptrs := make([]any, 10)
		for i := range r {
			ptrs[i] = &r[i]
		}
		require.NoError(t, rows.Scan(ptrs...))
		out = append(out, r)
	}
	return out
}

// An import adds its plays to the per-player and head-to-head sums: what a rebuild from
// every result gives, into a database that already had plays of the same
// players (by profile and by name) and into an empty one.
func TestImportAddsToTheSumsAsARebuildWould(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	b := export(t, f.s)
	for _, name := range []string{"empty", "with plays"} {
		s := openTemp(t)
		if name == "with plays" {
			local, err := s.CreateProfile(ctx, "ANA")
			require.NoError(t, err)
			_, err = s.SavePlay(ctx, soloPlay(local.ID, 10, 60, f.solo.PlayedAt.Add(-1)))
			require.NoError(t, err)
			_, err = s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeMulti, PlayedAt: f.solo.PlayedAt.Add(time.Hour),
				Results: []Result{{Seat: 0, Name: "ben <the & builder>", Score: 99, Winner: true}, {Seat: 1, Name: "Zoé", Score: 3}}})
			require.NoError(t, err)
		}
		rep, err := s.ImportJSON(ctx, bytes.NewReader(b))
		require.NoError(t, err)
		require.Equal(t, 8, rep.Plays)
		got, pairs := statsRows(t, s), keptHeadToHead(t, s)
		require.NotEmpty(t, got)
		require.NotEmpty(t, pairs)
		require.NoError(t, s.inTx(ctx, func(tx *sql.Tx) error { return rebuildStats(ctx, tx) }))
		assert.Equal(t, statsRows(t, s), got, name)
		assert.Equal(t, keptHeadToHead(t, s), pairs, "%s: head-to-head", name)
	}
}

// stringEnd finds the closing quote as a byte-by-byte walk does, escapes
// and a string cut off at the end included.
func TestStringEndAgreesWithAWalk(t *testing.T) {
	walk := func(b []byte, i int) int {
		for j := i + 1; j < len(b); j++ {
			switch b[j] {
			case '\\':
				j++
			case '"':
				return j
			}
		}
		return len(b) - 1
	}
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte(`"\\ab"\\`)
	for range 20000 {
		b := make([]byte, 1+r.IntN(12))
		b[0] = '"'
		for k := 1; k < len(b); k++ {
			b[k] = alphabet[r.IntN(len(alphabet))]
		}
		require.Equal(t, walk(b, 0), stringEnd(b, 0), "%q", b)
	}
}

// The scan runs beside json on bytes json has not yet judged: every cut of
// an export is refused as the entry-by-entry decoder refuses it, never with
// a panic.
func TestEveryCutOfAnExportIsRefusedAlike(t *testing.T) {
	good := export(t, newFixture(t).s)
	for n := 0; n < len(bytes.TrimRight(good, " \n")); n++ {
		_, err := decodeExport(good[:n])
		require.Error(t, err, n)
		if _, slow := decodeSlow(good[:n]); n > 0 && len(bytes.TrimSpace(good[:n])) > 0 {
			require.Equal(t, slow.Error(), err.Error(), n)
		}
	}
}

// Issue 21: an export is read in one pass (decodeOnePass), not declined to
// json.Unmarshal and the scan: the fixture's export, with notes and
// breakdowns, sessions and settings, and one written by hand with escapes
// and white space. Each reads as json.Unmarshal reads it.
func TestOnePassReadsExports(t *testing.T) {
	fx := newFixture(t)
	good := export(t, fx.s)
	spaced := bytes.ReplaceAll(good, []byte(`,"`), []byte(",\n  \""))
	escaped := bytes.Replace(good, []byte(`"notes":""`), []byte(`"notes":"a \"quote\", \u00e9 \ud83d\ude00 \\ /"`), 1)
	for name, b := range map[string][]byte{"export": good, "spaced": spaced, "escaped": escaped} {
		one, ok := decodeOnePass(b)
		require.True(t, ok, name)
		assert.True(t, one.whole(), name)
		var fd fastDoc
		require.NoError(t, json.Unmarshal(b, &fd), name)
		assert.Equal(t, fd, one, name)
	}
	assert.NotEqual(t, string(good), string(escaped), "the escapes are in the file")
	for _, b := range onePassSeeds(good)[1:5] {
		_, ok := decodeOnePass(b)
		assert.False(t, ok, "declined: %.80s", b)
	}
}
