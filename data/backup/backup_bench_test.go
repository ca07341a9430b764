package data

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkBackup100kVsFileCopy (issue 21: a backup of 100k plays ≤ 2× a
// file copy) backs up a database of 100,000 plays and, in the same run,
// copies its file (synced, as the backup is); x-floor is the ratio, and
// vacuum-x-floor the ratio of the VACUUM INTO it replaced.
func BenchmarkBackup100kVsFileCopy(b *testing.B) {
	s := benchStore(b, "NORMAL")
	seedPlays(b, s, 100_000)
	settle(b, s)
	ctx := context.Background()
	dir := b.TempDir()
	var spent, floor, vacuum time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if err := copyFile(s.path, filepath.Join(dir, fmt.Sprint("copy-", i))); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := s.Backup(ctx, filepath.Join(dir, fmt.Sprint("backup-", i))); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if _, err := s.db.ExecContext(ctx, "VACUUM INTO ?", filepath.Join(dir, fmt.Sprint("vacuum-", i))); err != nil {
			b.Fatal(err)
		}
		floor, spent, vacuum = floor+t1.Sub(t0), spent+t2.Sub(t1), vacuum+time.Since(t2)
	}
	b.ReportMetric(float64(spent)/float64(floor), "x-floor")
	b.ReportMetric(float64(vacuum)/float64(floor), "vacuum-x-floor")
}
