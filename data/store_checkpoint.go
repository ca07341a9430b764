package data

import (
	"os"
	"sync"
	"time"
)

// checkpointer moves the WAL back into the database when the store is idle,
// off the committing path: SQLite's automatic checkpoint runs inside the
// commit that crosses its threshold, which stalled an append now and then
// (113–133 ms). Commits stay synchronous=FULL.
type checkpointer struct {
	stop chan struct{}
	done sync.WaitGroup
}

// checkpointEvery is how often the store looks for an idle moment.
const checkpointEvery = 400 * time.Millisecond

// startCheckpoints runs the idle checkpoints until Close.
func (s *Store) startCheckpoints() {
	s.cp = &checkpointer{stop: make(chan struct{})}
	s.cp.done.Add(1)
	go func() {
		defer s.cp.done.Done()
		t := time.NewTicker(checkpointEvery)
		defer t.Stop()
		var seen, saved time.Time
		for {
			select {
			case <-s.cp.stop:
				return
			case <-t.C:
				// Idle: the WAL has not changed since the last tick, and it
				// changed since the last checkpoint. PASSIVE never waits for
				// readers or writers.
				changed := walChanged(s.path)
				if !changed.IsZero() && changed.Equal(seen) && !changed.Equal(saved) {
					if s.checkpoint("PASSIVE") == nil {
						saved = changed
					}
				}
				seen = changed
			}
		}
	}()
}

// stopCheckpoints ends the idle checkpoints and folds the WAL in, so a
// clean Close leaves no WAL behind.
func (s *Store) stopCheckpoints() {
	if s.cp == nil {
		return
	}
	close(s.cp.stop)
	s.cp.done.Wait()
	_ = s.checkpoint("TRUNCATE")
	s.cp = nil
}

// Checkpoint folds the write-ahead log into the database file and empties
// it: the database file alone then holds everything. The store does so by
// itself when idle; this is for what compares or copies its files now.
func (s *Store) Checkpoint() error { return s.checkpoint("TRUNCATE") }

// checkpoint runs one WAL checkpoint of the given mode. It reads the
// pragma's row: the driver runs it fully only when it is read.
func (s *Store) checkpoint(mode string) error {
	var busy, logged, folded int
	return s.db.QueryRow("PRAGMA wal_checkpoint("+mode+")").Scan(&busy, &logged, &folded)
}

// walChanged is when the database's WAL was last written, zero when it has
// none.
func walChanged(path string) time.Time {
	st, err := os.Stat(path + "-wal")
	if err != nil || st.Size() == 0 {
		return time.Time{}
	}
	return st.ModTime()
}
