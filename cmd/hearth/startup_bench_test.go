package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// BenchmarkVersionVsHello (issue 21: `hearth version` took 5.1× a
// hello-world Go binary, because the binary loaded the GUI toolkit): it
// runs `hearth version` and a hello-world Go program built the same way
// (CGO_ENABLED=0, stripped as make build does), alternately, and reports the ratios of their median wall
// and CPU times (goal ≤ 2).
func BenchmarkVersionVsHello(b *testing.B) {
	dir := b.TempDir()
	hearth := buildCLIFor(b, dir, "-ldflags=-s -w")
	src := filepath.Join(dir, "hello.go")
	require.NoError(b, os.WriteFile(src, []byte("package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"hello\") }\n"), 0o600))
	hello := filepath.Join(dir, "hello")
	build := exec.Command("go", "build", "-ldflags=-s -w", "-o", hello, src)
	build.Env = append(os.Environ(), "CGO_ENABLED=0", "GOWORK=off")
	out, err := build.CombinedOutput()
	require.NoError(b, err, string(out))

	var hw, fw, hc, fc []time.Duration
	b.ResetTimer()
	for b.Loop() {
		w, c := timeRun(b, hello)
		fw, fc = append(fw, w), append(fc, c)
		w, c = timeRun(b, hearth, "version")
		hw, hc = append(hw, w), append(hc, c)
	}
	b.ReportMetric(float64(median(hw))/float64(median(fw)), "x-floor")
	b.ReportMetric(float64(median(hc))/float64(max(median(fc), time.Microsecond)), "cpu-x-floor")
	b.ReportMetric(float64(median(hw).Microseconds()), "hearth-µs")
	b.ReportMetric(float64(median(fw).Microseconds()), "hello-µs")
}

// buildCLIFor builds the command line with cgo off into dir.
func buildCLIFor(tb testing.TB, dir string, flags ...string) string {
	tb.Helper()
	bin := filepath.Join(dir, "hearth")
	build := exec.Command("go", append(append([]string{"build"}, flags...), "-o", bin, ".")...)
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := build.CombinedOutput()
	require.NoError(tb, err, string(out))
	return bin
}

// timeRun runs a program to its end: wall time, and its user + system time.
func timeRun(tb testing.TB, bin string, args ...string) (wall, cpu time.Duration) {
	cmd := exec.Command(bin, args...)
	t0 := time.Now()
	err := cmd.Run()
	wall = time.Since(t0)
	require.NoError(tb, err)
	return wall, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}
