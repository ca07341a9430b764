package shell_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// rssProbeEnv names the database the RSS probe opens; the probe is this
// test binary run again with it set.
const rssProbeEnv = "HEARTH_RSS_PROBE"

// TestRSSProbe is not a test on its own: BenchmarkRSSInApp100k runs it in a
// child process that opens Stats and History over the database it is given
// and prints the process's resident memory ("rss KB peak KB"), as a
// separate process is the only place where resident memory means one app.
func TestRSSProbe(t *testing.T) {
	path := os.Getenv(rssProbeEnv)
	if path == "" {
		t.Skip("run by BenchmarkRSSInApp100k")
	}
	h, _ := uitest.NewHost(t, path, "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	h.Window().Resize(fyne.NewSize(390, 844))
	for range 3 {
		openStatsAndHistory(nil, h)
	}
	runtime.GC()
	debug.FreeOSMemory()
	rss, peak := procMemory(t)
	fmt.Printf("rss %d peak %d\n", rss, peak)
}

// procMemory reads this process's resident memory and its peak, in KB.
func procMemory(t *testing.T) (rss, peak int) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc here")
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 2 {
			continue
		}
		n, _ := strconv.Atoi(f[1])
		switch f[0] {
		case "VmRSS:":
			rss = n
		case "VmHWM:":
			peak = n
		}
	}
	return rss, peak
}

// BenchmarkRSSInApp100k (issue 21: resident memory after History and Stats
// at 100,000 plays ≤ 1.1× an empty database) runs the probe over an empty
// database and over the 100,000-play one, alternately, each in its own
// process, and reports the medians' ratios: x-rss after the pages (with
// the heap collected and returned), x-peak for the most resident at once.
func BenchmarkRSSInApp100k(b *testing.B) {
	big := scaleCopy(b)
	empty := filepath.Join(b.TempDir(), "empty.db")
	var rssE, rssB, peakE, peakB []float64
	for i := 0; i < b.N; i++ {
		r, p := runProbe(b, empty)
		rssE, peakE = append(rssE, r), append(peakE, p)
		r, p = runProbe(b, big)
		rssB, peakB = append(rssB, r), append(peakB, p)
	}
	b.ReportMetric(median(rssE)/1024, "MB-empty")
	b.ReportMetric(median(rssB)/1024, "MB-100k")
	b.ReportMetric(median(rssB)/median(rssE), "x-rss")
	b.ReportMetric(median(peakB)/median(peakE), "x-peak")
}

// runProbe runs TestRSSProbe over the database at path.
func runProbe(b *testing.B, path string) (rss, peak float64) {
	b.Helper()
	cmd := exec.Command(os.Args[0], "-test.run", "^TestRSSProbe$", "-test.count", "1", "-test.v")
	cmd.Env = append(os.Environ(), rssProbeEnv+"="+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		b.Fatalf("probe: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if _, err := fmt.Sscanf(line, "rss %f peak %f", &rss, &peak); err == nil {
			return rss, peak
		}
	}
	b.Fatalf("probe printed no memory:\n%s", out)
	return 0, 0
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
