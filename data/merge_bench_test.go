package data

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"hearth/data/names"
)

// BenchmarkScaleMerge100k times, on the 100,000-play history, what a
// player waits for after "Merge" and "Delete profile": merging half of a
// guest's plays (saved as "Gustav") back into "Gus", half of Ana's (given
// to a profile Anna) back into Ana, and deleting Ana, the busiest profile
// with a handicap chain. Each runs on a fresh copy of the history; the
// split before it is not timed. Reports ms per operation (ms-op).
func BenchmarkScaleMerge100k(b *testing.B) {
	ctx := context.Background()
	cases := []struct {
		name        string
		split, time func(s *Store) error
	}{
		{"name-into-name", func(s *Store) error { return splitName(ctx, s, "Gus", "Gustav") }, func(s *Store) error {
			_, err := s.MergePlayers(ctx, Player{Name: "Gustav"}, Player{Name: "Gus"})
			return err
		}},
		{"profile-into-profile", func(s *Store) error { return splitProfile(ctx, s, "Ana", "Anna") }, func(s *Store) error {
			ana, err := s.ProfileByName(ctx, "Ana")
			if err != nil {
				return err
			}
			anna, err := s.ProfileByName(ctx, "Anna")
			if err != nil {
				return err
			}
			_, err = s.MergePlayers(ctx, Player{ProfileID: anna.ID, Name: "Anna"}, Player{ProfileID: ana.ID, Name: "Ana"})
			return err
		}},
		{"delete-profile", func(*Store) error { return nil }, func(s *Store) error {
			ana, err := s.ProfileByName(ctx, "Ana")
			if err != nil {
				return err
			}
			return s.DeleteProfile(ctx, ana.ID)
		}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			path := filepath.Join(b.TempDir(), "scale.db")
			var took time.Duration
			for i := 0; i < b.N; i++ {
				s := freshScale(b, 100_000, path)
				if err := c.split(s); err != nil {
					b.Fatal(err)
				}
				t0 := time.Now()
				if err := c.time(s); err != nil {
					b.Fatal(err)
				}
				took += time.Since(t0)
				s.Close()
			}
			b.ReportMetric(float64(took.Microseconds())/1000/float64(b.N), "ms-op")
		})
	}
}

// freshScale is a new copy, at path, of the n-play history scaleStore opens.
func freshScale(b *testing.B, n int, path string) *Store {
	b.Helper()
	cached := filepath.Join(os.TempDir(), fmt.Sprintf("hearth-scale-v%d-%d.db", SchemaVersion(), n))
	if _, err := os.Stat(cached); err != nil {
		buildScale(b, cached, n)
	}
	raw, err := os.ReadFile(cached)
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range []string{path, path + "-wal", path + "-shm"} {
		_ = os.Remove(f)
	}
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		b.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// splitName saves every other play of the name-only player name as to
// instead: two players never in one play, who can be merged.
func splitName(ctx context.Context, s *Store, name, to string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE play_results SET name = ?, name_key = ? WHERE profile_id IS NULL AND bot = 0 AND name_key = ? AND play_id % 2 = 0`,
			to, names.Fold(to), names.Fold(name))
		if err != nil {
			return err
		}
		return refreshSums(ctx, tx, nil, []string{names.Fold(name), names.Fold(to)})
	})
}

// splitProfile gives every other play of the profile name to a new profile
// to, with the sums and both handicap chains following.
func splitProfile(ctx context.Context, s *Store, name, to string) error {
	from, err := s.ProfileByName(ctx, name)
	if err != nil {
		return err
	}
	other, err := s.CreateProfile(ctx, to)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE play_results SET profile_id = ? WHERE profile_id = ? AND play_id % 2 = 0`, other.ID, from.ID); err != nil {
			return err
		}
		for _, id := range []int64{from.ID, other.ID} {
			if err := recomputeLedger(ctx, tx, id, 1); err != nil {
				return err
			}
		}
		return refreshSums(ctx, tx, []int64{from.ID, other.ID}, nil)
	})
}
