//go:build unix

package exchange

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"hearth/data"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/internal/crashtest"
)

const saverChildEnv = "HEARTH_SAVER_CHILD_DB"

// saverChild saves plays of three players, one after another, forever,
// closing and reopening the database every 10 plays (a clean close removes
// the WAL, as when the app is closed and opened again).
func saverChild(path string) int {
	s, err := data.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	fmt.Println(crashtest.Ready)
	for i := 0; ; i++ {
		if i%10 == 9 {
			s.Close()
			if s, err = data.Open(path); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 3
			}
		}
		p := samplePlay("Ana", i)
		p.Results = append(p.Results, data.Result{Seat: 2, Name: "Cy", Score: i + 2})
		if _, err := s.SavePlay(context.Background(), p); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		fmt.Println(i + 1)
	}
}

// checkCSV parses a CSV export: every play has its three rows.
func checkCSV(b []byte) error {
	rows, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		return fmt.Errorf("the CSV does not parse: %w", err)
	}
	per := map[string]int{}
	for _, r := range rows[1:] {
		per[r[0]]++
	}
	for uid, n := range per {
		if n != 3 {
			return fmt.Errorf("play %s with %d rows", uid, n)
		}
	}
	return nil
}

// checkExport parses a JSON export: every play has its three results, no
// play twice, and import would take the file.
func checkExport(b []byte) error {
	var doc struct {
		Plays []struct {
			UID     string            `json:"uid"`
			Results []json.RawMessage `json:"results"`
		} `json:"plays"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return fmt.Errorf("the export does not parse: %w", err)
	}
	seen := map[string]bool{}
	for _, p := range doc.Plays {
		if seen[p.UID] {
			return fmt.Errorf("play %s twice", p.UID)
		}
		seen[p.UID] = true
		if len(p.Results) != 3 {
			return fmt.Errorf("play %s with %d results", p.UID, len(p.Results))
		}
	}
	if _, err := InspectExport(bytes.NewReader(b)); err != nil {
		return fmt.Errorf("import refuses the export: %w", err)
	}
	return nil
}

// Issue 23 item 4: read commands opened the database immutable while the
// app wrote: 6 of 17 exports failed with a false "malformed", 4 more had
// plays without results or twice. A writer process saves plays while the
// exports run, each through OpenReadOnly like `hearth export`: every export
// is one consistent moment (`make stress` reads 150 times).
func TestConcurrentExportsWhileAWriterSaves(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a writer process")
	}
	path := filepath.Join(t.TempDir(), "hearth.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	want := stressRuns(15, 150)
	var reads, withPlays atomic.Int32
	stop := make(chan struct{})
	var failures []error
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for int(reads.Load()) < want {
			select {
			case <-stop:
				return
			default:
			}
			r, err := data.OpenReadOnly(path)
			if err == nil {
				var b bytes.Buffer
				asCSV := reads.Load()%2 == 1
				if asCSV {
					err = ExportCSV(context.Background(), r, &b)
				} else {
					err = ExportJSON(context.Background(), r, &b)
				}
				r.Close()
				switch {
				case err != nil:
				case asCSV:
					err = checkCSV(b.Bytes())
				default:
					err = checkExport(b.Bytes())
				}
				if bytes.Count(b.Bytes(), []byte("\n")) > 2 || bytes.Contains(b.Bytes(), []byte(`"uid"`)) {
					withPlays.Add(1)
				}
			}
			if err != nil {
				failures = append(failures, err)
			}
			reads.Add(1)
		}
	}()
	deadline := time.Now().Add(2 * time.Minute)
	for int(reads.Load()) < want && time.Now().Before(deadline) {
		crashtest.Kill(t, saverChildEnv, path, 5, 300*time.Millisecond)
	}
	close(stop)
	wg.Wait()
	assert.Empty(t, failures)
	assert.Positive(t, int(withPlays.Load()), "the exports saw plays being saved")
	t.Logf("%d exports read while a writer saved: %d failed", reads.Load(), len(failures))
}
