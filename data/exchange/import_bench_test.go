package exchange

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	_ "modernc.org/sqlite" // the floor writes with the driver itself

	"testing"
	"time"
)

// exportOf10k is the JSON export of 10,000 plays.
func exportOf10k(b *testing.B) []byte {
	src := benchStore(b)
	seedPlays(b, src, 10_000)
	var file bytes.Buffer
	if err := ExportJSON(context.Background(), src, &file); err != nil {
		b.Fatal(err)
	}
	return file.Bytes()
}

// floorDB is a new database made by the store (data.Open), closed, and
// opened again as the store opens it (WAL, synchronous FULL, no automatic
// checkpoint), with the driver itself: where bareInsert writes.
func floorDB(b *testing.B) *sql.DB {
	s := benchStore(b)
	path := s.Path()
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=wal_autocheckpoint(0)&_txlock=immediate")
	if err != nil {
		b.Fatal(err)
	}
	return db
}

// bareInsert is the floor of an import: the same plays and results written
// with two prepared statements in one transaction, nothing decoded,
// checked or matched.
func bareInsert(b *testing.B, db *sql.DB, doc exportDoc) {
	ctx := context.Background()
	err := inTx(ctx, db, func(tx *sql.Tx) error {
		insPlay, err := tx.PrepareContext(ctx, `INSERT INTO plays (uid, game, mode, played_at, duration_s, setup_code, notes, location, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
		if err != nil {
			return err
		}
		insResult, err := tx.PrepareContext(ctx, `INSERT INTO play_results (play_id, seat, name, profile_id, bot, score, breakdown, winner) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
		if err != nil {
			return err
		}
		for _, p := range doc.Plays {
			res, err := insPlay.ExecContext(ctx, p.UID, p.Game, p.Mode, p.PlayedAt, p.DurationS, p.SetupCode, p.Notes, p.Location, p.CreatedAt)
			if err != nil {
				return err
			}
			id, _ := res.LastInsertId()
			for _, r := range p.Results {
				if _, err := insResult.ExecContext(ctx, id, r.Seat, r.Name, nil, r.Bot, r.Score, string(r.Breakdown), r.Winner); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

// inTx runs fn in one transaction of db.
func inTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// BenchmarkImport10kVsInsertLoop (issue 21: import of 10k plays ≤ 1.3× a
// bare insert loop) imports 10,000 plays into an empty durable database and,
// in the same run, inserts them with a bare loop; x-floor is the ratio.
// The import writes many rows to a statement (data/bulk_rows.go), the loop
// one: the import's writes take about three quarters of the loop's CPU,
// which leaves its decoding, checks and sums within the loop's time.
func BenchmarkImport10kVsInsertLoop(b *testing.B) {
	file := exportOf10k(b)
	var doc exportDoc
	if err := json.Unmarshal(file, &doc); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	var spent, floor time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		a, c := floorDB(b), benchStore(b)
		b.StartTimer()
		t0 := time.Now()
		bareInsert(b, a, doc)
		floor += time.Since(t0)
		// The floor's database folds its WAL in when closed: closed here,
		// out of the timing, so that its checkpoint does not run during
		// the import's (neither checkpoint is timed).
		b.StopTimer()
		a.Close()
		b.StartTimer()
		t1 := time.Now()
		if rep, err := ImportJSON(ctx, c, bytes.NewReader(file)); err != nil || rep.Plays != 10_000 {
			b.Fatal(err, rep)
		}
		spent += time.Since(t1)
	}
	b.ReportMetric(float64(spent)/float64(floor), "x-floor")
}

// BenchmarkImportDecode10kVsUnmarshal (issue 21: decode ≤ 1.5×
// json.Unmarshal) reads and checks the export of 10,000 plays as import
// does (InspectExport) and, in the same run, json.Unmarshals it into the
// export's types with encoding/json, which checks nothing.
func BenchmarkImportDecode10kVsUnmarshal(b *testing.B) {
	file := exportOf10k(b)
	var spent, floor time.Duration
	b.SetBytes(int64(len(file)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		var plain exportDoc
		if err := json.Unmarshal(file, &plain); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if _, err := InspectExport(bytes.NewReader(file)); err != nil {
			b.Fatal(err)
		}
		floor, spent = floor+t1.Sub(t0), spent+time.Since(t1)
	}
	b.ReportMetric(float64(spent)/float64(floor), "x-floor")
}
