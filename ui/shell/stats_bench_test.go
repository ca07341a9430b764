package shell_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// scaleCopy is a copy of the 100,000-play database the data package's
// Scale benchmarks build (go test -run '^$' -bench Scale ./data/); the
// benchmark is skipped until it exists.
func scaleCopy(b *testing.B) string {
	b.Helper()
	cached := filepath.Join(os.TempDir(), fmt.Sprintf("hearth-scale-v%d-%d.db", data.SchemaVersion(), 100_000))
	raw, err := os.ReadFile(cached)
	if err != nil {
		b.Skipf("no %s: run the data package's Scale benchmarks first", cached)
	}
	path := filepath.Join(b.TempDir(), "scale.db")
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		b.Fatal(err)
	}
	return path
}

// openStatsAndHistory opens Stats (the leaderboard) and History in a phone
// window and draws each; it returns the time taken.
func openStatsAndHistory(b *testing.B, h *shell.Host) time.Duration {
	t0 := time.Now()
	h.PopTo(1)
	uitest.TapTile(&testing.T{}, h, "Fake")
	uitest.TapTile(&testing.T{}, h, "Stats")
	uitest.Relayout(h)
	h.Window().Canvas().Capture()
	h.PopTo(1)
	uitest.Tap(&testing.T{}, h, "History")
	uitest.Relayout(h)
	h.Window().Canvas().Capture()
	return time.Since(t0)
}

// openStats opens Stats (the leaderboard) and draws it; it returns the
// time from the tap.
func openStats(h *shell.Host) time.Duration {
	h.PopTo(1)
	uitest.TapTile(&testing.T{}, h, "Fake")
	t0 := time.Now()
	uitest.TapTile(&testing.T{}, h, "Stats")
	uitest.Relayout(h)
	h.Window().Canvas().Capture()
	return time.Since(t0)
}

// busiest is the player with the most plays of the fake game's (Lueur's)
// leaderboard at the table.
func busiest(b *testing.B, h *shell.Host) data.Standing {
	board, err := h.Store().Leaderboard(h.Ctx(), game.Lueur, false)
	if err != nil || len(board) == 0 {
		b.Fatal("no leaderboard", err)
	}
	top := board[0]
	for _, st := range board {
		if st.Plays > top.Plays {
			top = st
		}
	}
	return top
}

// openPlayer opens who's page from Stats and draws it; it returns the time
// from the tap, and fails unless the page shows their score chart.
func openPlayer(b *testing.B, h *shell.Host, who data.Standing) time.Duration {
	h.PopTo(1)
	uitest.TapTile(&testing.T{}, h, "Fake")
	uitest.TapTile(&testing.T{}, h, "Stats")
	uitest.Relayout(h)
	t0 := time.Now()
	uitest.OpenStanding(&testing.T{}, h, who.Name)
	uitest.Relayout(h)
	h.Window().Canvas().Capture()
	d := time.Since(t0)
	if !strings.HasPrefix(h.Top().Title, who.Name+" ") || len(uitest.FindAll[*kit.DatedChart](uitest.Screen(h), nil)) == 0 {
		b.Fatalf("%s's page did not open with a chart: %q", who.Name, h.Top().Title)
	}
	return d
}

// heap is the live heap after a collection.
func heap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// BenchmarkStatsInApp100k opens Stats (the leaderboard) and History in the
// app over 100,000 plays and over an empty database, alternately (issue 21:
// ≤ 2× the empty one), and reports the live heap after them against the
// heap before (≤ 1.1×). x-cpu is the same ratio in the process's CPU time
// (the collector's included), which a busy machine moves less.
func BenchmarkStatsInApp100k(b *testing.B) {
	he, hb := benchHosts(b)
	openStatsAndHistory(b, he)
	openStatsAndHistory(b, hb)
	var te, tb, ce, cb time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c0 := processCPU()
		te += openStatsAndHistory(b, he)
		c1 := processCPU()
		tb += openStatsAndHistory(b, hb)
		ce, cb = ce+c1-c0, cb+processCPU()-c1
	}
	b.StopTimer()
	hb.PopTo(1)
	base := heap()
	openStatsAndHistory(b, hb)
	grown := heap()
	b.ReportMetric(float64(tb.Microseconds())/1000/float64(b.N), "ms-100k")
	b.ReportMetric(float64(te.Microseconds())/1000/float64(b.N), "ms-empty")
	b.ReportMetric(float64(tb)/float64(max(te, 1)), "x-empty")
	b.ReportMetric(float64(grown)/float64(max(base, 1)), "x-heap")
	b.ReportMetric(float64(cb)/float64(max(ce, 1)), "x-cpu")
}

// BenchmarkPlayerPageInApp100k opens the busiest player's page of the
// leaderboard over 100,000 plays (5,000 plays or more: score chart and
// head-to-head over all of them), against the empty database's Stats page
// (issue 35: within 2×, x-empty), alternately; x-cpu is the same ratio in
// the process's CPU time, which a busy machine moves less.
func BenchmarkPlayerPageInApp100k(b *testing.B) {
	he, hb := benchHosts(b)
	who := busiest(b, hb)
	b.Logf("%s, %d plays", who.Name, who.Plays)
	openStats(he)
	openPlayer(b, hb, who)
	var te, tb, ce, cb time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c0 := processCPU()
		te += openStats(he)
		c1 := processCPU()
		tb += openPlayer(b, hb, who)
		ce, cb = ce+c1-c0, cb+processCPU()-c1
	}
	b.StopTimer()
	b.ReportMetric(float64(tb.Microseconds())/1000/float64(b.N), "ms-100k")
	b.ReportMetric(float64(te.Microseconds())/1000/float64(b.N), "ms-empty")
	b.ReportMetric(float64(tb)/float64(max(te, 1)), "x-empty")
	b.ReportMetric(float64(cb)/float64(max(ce, 1)), "x-cpu")
}

// benchHosts are two apps: over an empty database and over 100,000 plays.
func benchHosts(b *testing.B) (*shell.Host, *shell.Host) {
	big := scaleCopy(b)
	empty := filepath.Join(b.TempDir(), "empty.db")
	open := func(path string) *shell.Host {
		h, _ := uitest.NewHost(b, path, "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
		h.Window().Resize(fyne.NewSize(390, 844))
		return h
	}
	return open(empty), open(big)
}
