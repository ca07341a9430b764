package shell_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui"
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

// pageOf is a player's page in one game, as the benchmark opens it.
type pageOf struct {
	game game.Game
	tile string // the game's tile on Home
	who  data.Standing
}

// busiest is the player with the most plays of g's leaderboard at the
// table, among the profiles when profiles is true (a Bonfire profile's page
// has the handicap's section and chart too).
func busiest(b *testing.B, h *shell.Host, g game.Game, tile string, profiles bool) pageOf {
	board, err := h.Store().Leaderboard(h.Ctx(), g, false)
	if err != nil || len(board) == 0 {
		b.Fatal("no leaderboard", err)
	}
	var top data.Standing
	for _, st := range board {
		if st.Plays > top.Plays && (!profiles || st.ProfileID != 0) {
			top = st
		}
	}
	return pageOf{game: g, tile: tile, who: top}
}

// openGameStats opens a game's Stats (the leaderboard) and draws it; it
// returns the time from the tap.
func openGameStats(h *shell.Host, tile string) time.Duration {
	h.PopTo(1)
	uitest.TapTile(&testing.T{}, h, tile)
	t0 := time.Now()
	uitest.TapTile(&testing.T{}, h, "Stats")
	uitest.Relayout(h)
	h.Window().Canvas().Capture()
	return time.Since(t0)
}

// openPlayer opens a player's page from their game's Stats and draws it;
// it returns the time from the tap, and fails unless the page shows their
// name (and, in a game with points, their score chart).
func openPlayer(b *testing.B, h *shell.Host, p pageOf) time.Duration {
	h.PopTo(1)
	uitest.TapTile(&testing.T{}, h, p.tile)
	uitest.TapTile(&testing.T{}, h, "Stats")
	uitest.Relayout(h)
	t0 := time.Now()
	uitest.OpenStanding(&testing.T{}, h, p.who.Name)
	uitest.Relayout(h)
	h.Window().Canvas().Capture()
	d := time.Since(t0)
	charted := p.game == game.Insula || len(uitest.FindAll[*kit.DatedChart](uitest.Screen(h), nil)) > 0
	if !strings.HasPrefix(h.Top().Title, p.who.Name+" ") || !charted {
		b.Fatalf("%s's page did not open with a chart: %q", p.who.Name, h.Top().Title)
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

// BenchmarkPlayerPageInApp100k opens, with the app's own modules, the
// page of the busiest player at the table of each game over 100,000 plays
// (5,000 plays or more: score chart and head-to-head over all of them) and
// of Bonfire's busiest profile (the handicap's figures and chart over 3,000
// games against Tom too), in turn, each against the empty database's Stats
// of the same game (issue 35: any player's page within 2×, x-empty),
// alternately; x-cpu is the same ratio in the process's CPU time, which a
// busy machine moves less. x-worst is the highest of the pages' own
// ratios.
func BenchmarkPlayerPageInApp100k(b *testing.B) {
	big := scaleCopy(b)
	open := func(path string) *shell.Host {
		h, _ := uitest.NewHost(b, path, "en", ui.Modules)
		h.Window().Resize(fyne.NewSize(390, 844))
		return h
	}
	he, hb := open(filepath.Join(b.TempDir(), "empty.db")), open(big)
	pages := []pageOf{busiest(b, hb, game.Bonfire, "Bonfire", false), busiest(b, hb, game.Bonfire, "Bonfire", true),
		busiest(b, hb, game.Lueur, "Lueur", false), busiest(b, hb, game.Insula, "Insula", false)}
	if only := os.Getenv("HEARTH_BENCH_PAGE"); only != "" {
		pages = slices.DeleteFunc(pages, func(p pageOf) bool { return !strings.EqualFold(p.who.Name, only) })
	}
	for _, p := range pages {
		b.Logf("%s, %s, %d plays", p.game, p.who.Name, p.who.Plays)
		openPlayer(b, hb, p)
		openGameStats(he, p.tile)
	}
	te, tb := make([]time.Duration, len(pages)), make([]time.Duration, len(pages))
	var ce, cb time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(pages)
		c0 := processCPU()
		te[k] += openGameStats(he, pages[k].tile)
		c1 := processCPU()
		tb[k] += openPlayer(b, hb, pages[k])
		ce, cb = ce+c1-c0, cb+processCPU()-c1
	}
	b.StopTimer()
	var sumE, sumB time.Duration
	worst := 0.0
	for k, p := range pages {
		sumE, sumB = sumE+te[k], sumB+tb[k]
		x := float64(tb[k]) / float64(max(te[k], 1))
		worst = max(worst, x)
		b.ReportMetric(x, "x-"+strings.ToLower(p.who.Name))
	}
	b.ReportMetric(float64(sumB.Microseconds())/1000/float64(b.N), "ms-100k")
	b.ReportMetric(float64(sumE.Microseconds())/1000/float64(b.N), "ms-empty")
	b.ReportMetric(float64(sumB)/float64(max(sumE, 1)), "x-empty")
	b.ReportMetric(worst, "x-worst")
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
