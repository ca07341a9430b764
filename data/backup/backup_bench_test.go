package backup

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite" // VACUUM INTO, for comparison, with the driver itself

	"hearth/data"
	"hearth/data/exchange"
)

// BenchmarkBackup100kVsFileCopy (issue 21: a backup of 100k plays ≤ 2× a
// file copy) backs up a database of 100,000 plays and, in the same run,
// copies its file (synced, as the backup is); x-floor is the ratio, and
// vacuum-x-floor the ratio of the VACUUM INTO it replaced.
func BenchmarkBackup100kVsFileCopy(b *testing.B) {
	s, err := data.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	seedPlays(b, s, 100_000)
	if err := s.Checkpoint(); err != nil {
		b.Fatal(err)
	}
	// VACUUM INTO, the copy the backup replaced, through the driver itself.
	vdb, err := sql.Open("sqlite", "file:"+s.Path()+"?mode=ro")
	if err != nil {
		b.Fatal(err)
	}
	defer vdb.Close()
	ctx := context.Background()
	dir := b.TempDir()
	var spent, floor, vacuum time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if err := copyFile(s.Path(), filepath.Join(dir, fmt.Sprint("copy-", i))); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := Write(ctx, s, filepath.Join(dir, fmt.Sprint("backup-", i))); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if _, err := vdb.ExecContext(ctx, "VACUUM INTO ?", filepath.Join(dir, fmt.Sprint("vacuum-", i))); err != nil {
			b.Fatal(err)
		}
		floor, spent, vacuum = floor+t1.Sub(t0), spent+t2.Sub(t1), vacuum+time.Since(t2)
	}
	b.ReportMetric(float64(spent)/float64(floor), "x-floor")
	b.ReportMetric(float64(vacuum)/float64(floor), "vacuum-x-floor")
}

// copyFile copies src to a new file dst, synced.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// seedPlays adds n plays at the table to s, through an import.
func seedPlays(b testing.TB, s *data.Store, n int) {
	b.Helper()
	var sb strings.Builder
	sb.WriteString(`{"format":"hearth-export","version":1,"exported_at":"2026-01-01T00:00:00Z","profiles":[],"plays":[`)
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		if i > 0 {
			sb.WriteString(",\n")
		}
		at := data.FormatTime(base.Add(time.Duration(i) * time.Minute)) // 100,000 of them end in 2020
		fmt.Fprintf(&sb, `{"uid":"uid-%d","game":"bonfire","mode":"multi","played_at":%q,"duration_s":0,"setup_code":"","notes":"","location":"","created_at":%q,"results":[`+
			`{"seat":0,"name":"Ana","bot":false,"score":%d,"winner":true,"breakdown":{"lines":[]}},{"seat":1,"name":"Ben","bot":false,"score":35,"winner":false,"breakdown":{}}]}`,
			i, at, at, 40+i%30)
	}
	sb.WriteString(`],"sessions":[]}`)
	if _, err := exchange.ImportJSON(context.Background(), s, strings.NewReader(sb.String())); err != nil {
		b.Fatal(err)
	}
}
