package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

func benchStore(b *testing.B, synchronous string) *Store {
	b.Helper()
	s, err := open(filepath.Join(b.TempDir(), "bench.db"), synchronous)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// tomLikePayload is the size of a typical Tom turn event.
var tomLikePayload = map[string]any{"card": "Path", "resource": "Fruit", "crystals": []string{"blue", "red"}, "note": "two tiles"}

func benchmarkAppend(b *testing.B, synchronous string) {
	s := benchStore(b, synchronous)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "tom", Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.Append(ctx, ss.ID, "tom.turn", tomLikePayload); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendDurable is what the app does: every event is its own
// transaction with the WAL synced (synchronous=FULL).
func BenchmarkAppendDurable(b *testing.B) { benchmarkAppend(b, "FULL") }

// BenchmarkAppendNormalSync is the peer: synchronous=NORMAL survives a killed
// process but not a power cut. The ratio is the price of durability.
func BenchmarkAppendNormalSync(b *testing.B) { benchmarkAppend(b, "NORMAL") }

// BenchmarkReplay300 loads a 300-event session and folds it, as resuming a
// long solo game does.
func BenchmarkReplay300(b *testing.B) {
	s := benchStore(b, "NORMAL")
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "tom", Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < 300; i++ {
		if _, err := s.Append(ctx, ss.ID, "add", map[string]any{"N": i, "pad": tomLikePayload}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		evs, err := s.Events(ctx, ss.ID)
		if err != nil {
			b.Fatal(err)
		}
		c, err := Replay(evs, counter{}, applyCounter)
		if err != nil || c.Steps != 300 {
			b.Fatal(err, c.Steps)
		}
	}
}

func seedPlays(b testing.TB, s *Store, n int) {
	b.Helper()
	ctx := context.Background()
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	breakdown := json.RawMessage(`{"lines":[{"key":"bonfires","label":"Bonfires","detail":"7+5+2+4+2","points":20},{"key":"track","label":"Score track","points":5}]}`)
	games := Games
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		for i := 0; i < n; i++ {
			p := Play{UID: fmt.Sprintf("uid-%d", i), Game: games[i%3], Mode: ModeMulti, PlayedAt: base.Add(time.Duration(i) * time.Hour),
				Results: []Result{{Seat: 0, Name: "Ana", Score: 40 + i%30, Breakdown: breakdown, Winner: true}, {Seat: 1, Name: "Ben", Score: 35, Breakdown: breakdown}}}
			if _, err := insertPlay(ctx, tx, p, s.stamp()); err != nil {
				return err
			}
		}
		// The per-player sums SavePlay keeps (migration 6); without them
		// Stats found no play and BenchmarkStats10k stopped at its check.
		return rebuildStats(ctx, tx)
	})
	if err != nil {
		b.Fatal(err)
	}
}

// BenchmarkHistoryPage10k reads the first page (50 plays) of one game's
// history from a database of 10,000 plays.
func BenchmarkHistoryPage10k(b *testing.B) {
	s := benchStore(b, "NORMAL")
	seedPlays(b, s, 10_000)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ps, err := s.Plays(ctx, PlayFilter{Game: GameBonfire, Limit: 50})
		if err != nil || len(ps) != 50 {
			b.Fatal(err, len(ps))
		}
	}
}

// BenchmarkHistoryAll10k reads all 10,000 plays with their results.
func BenchmarkHistoryAll10k(b *testing.B) {
	s := benchStore(b, "NORMAL")
	seedPlays(b, s, 10_000)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ps, err := s.Plays(ctx, PlayFilter{})
		if err != nil || len(ps) != 10_000 {
			b.Fatal(err, len(ps))
		}
	}
}

// BenchmarkStats10k sums up one player's Bonfire plays among 10,000.
func BenchmarkStats10k(b *testing.B) {
	s := benchStore(b, "NORMAL")
	seedPlays(b, s, 10_000)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, err := s.Stats(ctx, GameBonfire, Player{Name: "Ana"})
		if err != nil || st.Plays == 0 {
			b.Fatal(err, st)
		}
	}
}
