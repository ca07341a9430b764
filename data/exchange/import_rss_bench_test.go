package exchange

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"hearth/data"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// importProbeEnv names the file and the database ("FILE DB") the import
// probe reads; the probe is this test binary run again with it set.
const importProbeEnv = "HEARTH_IMPORT_PROBE"

// TestImportProbe is not a test on its own: BenchmarkImportRSS200MB runs
// it in a child process, which imports a file into a new database and
// prints the plays it added and the process's peak resident memory, as a
// separate process is the only place where it means one import.
func TestImportProbe(t *testing.T) {
	file, db, ok := strings.Cut(os.Getenv(importProbeEnv), " ")
	if !ok {
		t.Skip("run by BenchmarkImportRSS200MB")
	}
	s, err := data.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rep, err := ImportJSON(context.Background(), s, f)
	if err != nil {
		t.Fatal(err)
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc here")
	}
	peak := 0
	sc := bufio.NewScanner(bytes.NewReader(status))
	for sc.Scan() {
		fmt.Sscanf(sc.Text(), "VmHWM: %d kB", &peak)
	}
	fmt.Printf("plays %d peak %d\n", rep.Plays, peak)
}

// BenchmarkImportRSS200MB (issue 33: a 200 MB export imports in ≤ 300 MB
// of memory; 1.06 GB before the import streamed) imports an export of
// 200 MB into a new database in a child process and reports its peak
// resident memory (MB-peak). The file is the export of 10,000 plays, its
// plays repeated under new ids.
func BenchmarkImportRSS200MB(b *testing.B) {
	file := filepath.Join(b.TempDir(), "200mb.json")
	plays := writeExportOf(b, file, 200<<20)
	for i := 0; i < b.N; i++ {
		db := filepath.Join(b.TempDir(), "h.db")
		cmd := exec.Command(os.Args[0], "-test.run", "^TestImportProbe$", "-test.count", "1", "-test.v")
		cmd.Env = append(os.Environ(), importProbeEnv+"="+file+" "+db)
		out, err := cmd.CombinedOutput()
		if err != nil {
			b.Fatalf("probe: %v\n%s", err, out)
		}
		var added, peak int
		for _, line := range strings.Split(string(out), "\n") {
			fmt.Sscanf(line, "plays %d peak %d", &added, &peak)
		}
		if added != plays {
			b.Fatalf("the probe added %d plays of %d:\n%s", added, plays, out)
		}
		b.ReportMetric(float64(peak)/1024, "MB-peak")
	}
	b.ReportMetric(float64(plays), "plays")
}

// writeExportOf writes to path an export of at least size bytes: the
// export of 10,000 plays, its plays (one a line) repeated under new ids.
// It returns the number of plays.
func writeExportOf(b *testing.B, path string, size int) int {
	src := exportOf10k(b)
	start := bytes.Index(src, []byte(`"plays":[`)) + len(`"plays":[`)
	end := bytes.Index(src, []byte("\n],\n\"handicap_ledger\""))
	head, lines, tail := src[:start], bytes.Split(bytes.TrimPrefix(src[start:end], []byte("\n")), []byte(",\n")), src[end:]
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	w.Write(head)
	n := 0
	for written := len(head) + len(tail); written < size; {
		for _, line := range lines {
			if n > 0 {
				w.WriteString(",")
			}
			l := bytes.Replace(line, []byte(`"uid":"uid-`), []byte(fmt.Sprintf(`"uid":"r%d-`, n/len(lines))), 1)
			w.WriteString("\n")
			w.Write(l)
			written += len(l) + 2
			n++
		}
	}
	w.Write(tail)
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return n
}
