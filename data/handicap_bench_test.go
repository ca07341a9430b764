package data

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
	"time"
)

// ledgerStore is a database whose one profile has n solo games against Tom
// in its ledger, inserted in one transaction and then ledgered.
func ledgerStore(b *testing.B, n int) (*Store, int64) {
	b.Helper()
	s := benchStore(b, "NORMAL")
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	if err != nil {
		b.Fatal(err)
	}
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		for i := 0; i < n; i++ {
			p := soloScalePlay(ana.ID, i, base.Add(time.Duration(i)*time.Hour))
			p.UID = fmt.Sprintf("solo-%d", i)
			if _, err := insertPlay(ctx, tx, p, s.stamp()); err != nil {
				return err
			}
		}
		return rebuildLedgers(ctx, tx)
	})
	if err != nil {
		b.Fatal(err)
	}
	return s, ana.ID
}

// timeBoth runs floor and f alternately b.N times and reports f's time per
// call and its ratio to the floor's, measured in the same run.
func timeBoth(b *testing.B, floor, f func() error) {
	b.Helper()
	var tFloor, tF time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if err := floor(); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := f(); err != nil {
			b.Fatal(err)
		}
		tFloor, tF = tFloor+t1.Sub(t0), tF+time.Since(t1)
	}
	b.StopTimer()
	b.ReportMetric(float64(tF.Nanoseconds())/float64(b.N), "ns/call")
	b.ReportMetric(float64(tF)/float64(tFloor), "x-floor")
}

// BenchmarkCurrentHandicap20k reads the handicap a profile with 20,000
// ledger rows starts its next challenge with (what handicap.CurrentFor
// calls), against a floor of a bare LIMIT 1 query on the ledger table.
// Goal (issue 21): ≤ 2× the floor.
func BenchmarkCurrentHandicap20k(b *testing.B) {
	s, ana := ledgerStore(b, 20_000)
	ctx := context.Background()
	want := 0
	if err := s.db.QueryRowContext(ctx, `SELECT after FROM handicap_ledger WHERE profile_id = ? AND position = 20000`, ana).Scan(&want); err != nil {
		b.Fatal(err)
	}
	timeBoth(b, func() error {
		var h int
		return s.db.QueryRowContext(ctx, `SELECT after FROM handicap_ledger LIMIT 1`).Scan(&h)
	}, func() error {
		h, ok, err := s.CurrentHandicap(ctx, ana)
		if err == nil && (!ok || h != want) {
			err = fmt.Errorf("current handicap %d (%v), want %d", h, ok, want)
		}
		return err
	})
}

// BenchmarkLedger20k reads a 20,000-row ledger (the Stats chart's input),
// against a floor of a bare scan of the same rows' ids.
func BenchmarkLedger20k(b *testing.B) {
	s, ana := ledgerStore(b, 20_000)
	ctx := context.Background()
	timeBoth(b, func() error {
		rows, err := s.db.QueryContext(ctx, `SELECT play_id FROM handicap_ledger WHERE profile_id = ?`, ana)
		if err != nil {
			return err
		}
		defer rows.Close()
		var id int64
		for rows.Next() {
			if err := rows.Scan(&id); err != nil {
				return err
			}
		}
		return rows.Err()
	}, func() error {
		l, err := s.Ledger(ctx, ana)
		if err == nil && len(l) != 20_000 {
			err = fmt.Errorf("%d rows", len(l))
		}
		return err
	})
}
