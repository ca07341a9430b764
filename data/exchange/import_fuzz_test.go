package exchange

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"hearth/data"
)

// FuzzImportJSON: no input panics the importer; each is either refused
// with the database files byte-identical, or merged, after which importing
// it again adds nothing and the statistics, head-to-head and handicap
// ledgers are what a rebuild gives.
func FuzzImportJSON(f *testing.F) {
	fx := newFixture(f)
	good := export(f, fx.s)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(`{"format":"hearth-export","version":1,"exported_at":"x","profiles":[],"plays":[],"sessions":[]}`))
	f.Add([]byte(`{"format":"hearth-export","version":1,"exported_at":"","profiles":[{"uid":"p1","name":"Ana","created_at":"2026-01-01T00:00:00Z"}],` +
		`"plays":[{"uid":"x1","game":"insula","mode":"multi","played_at":"2026-01-01T00:00:00Z","duration_s":0,"setup_code":"","notes":"","location":"",` +
		`"created_at":"2026-01-01T00:00:00Z","results":[{"seat":0,"name":"Ana","profile":"p1","bot":false,"score":1,"winner":true,"breakdown":null}]}],"sessions":[]}`))
	f.Add([]byte(`{"format":"hearth-export","version":99}`))
	f.Add([]byte(`{"format":"hearth-export","version":1,"exported_at":"","profiles":[],"plays":[],"sessions":[{"uid":"s","game":"bonfire","mode":"tom","seed":"1",` +
		`"options":{},"cursor":1,"status":"open","created_at":"2026-01-01T00:00:00Z","updated_at":"2026-01-01T00:00:00Z","events":[{"seq":1,"type":"pass","payload":{},"at":"2026-01-01T00:00:00Z"}]}]}`))
	s, err := data.Open(filepath.Join(fuzzDir(f), "fuzz.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, b []byte) {
		before := fileState(t, s)
		rep, err := ImportJSON(ctx, s, bytes.NewReader(b))
		if err != nil {
			if after := fileState(t, s); after != before {
				t.Fatalf("refused (%v) but the database changed", err)
			}
			return
		}
		again, err := ImportJSON(ctx, s, bytes.NewReader(b))
		if err != nil {
			t.Fatalf("accepted once (%+v), refused the second time: %v", rep, err)
		}
		if again.Profiles+again.Plays+again.Sessions != 0 {
			t.Fatalf("the second import added %+v", again)
		}
		// The ledgers an import recomputes (only those its games belong
		// to) and the sums it adds to are what a rebuild gives.
		if err := s.VerifyDerived(ctx); err != nil {
			t.Fatal(err)
		}
		// An empty WAL: no idle checkpoint moves the files between the
		// two looks at the next input.
		if err := s.Checkpoint(); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzInspectAgreesWithImport: checking a file (InspectExport, what a
// screen shows before asking) and importing it into an empty database are
// one path: the same refusal, or what the check counted is what the import
// adds.
func FuzzInspectAgreesWithImport(f *testing.F) {
	good := export(f, newFixture(f).s)
	for _, b := range importSeeds(good) {
		f.Add(b)
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, b []byte) {
		sum, ierr := InspectExport(bytes.NewReader(b))
		s, err := data.Open(filepath.Join(fuzzDir(t), "fuzz.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		rep, err := ImportJSON(ctx, s, bytes.NewReader(b))
		switch {
		case ierr != nil || err != nil:
			if ierr == nil || err == nil || ierr.Error() != err.Error() {
				t.Fatalf("the check says %v, the import %v", ierr, err)
			}
		case sum.Profiles != rep.Profiles+rep.Unchanged || sum.Plays != rep.Plays || sum.Sessions != rep.Sessions:
			t.Fatalf("the check counted %+v, the import added %+v", sum, rep)
		}
	})
}

// importSeeds are an export and variants at the edges of what the import
// reads.
func importSeeds(good []byte) [][]byte {
	out := [][]byte{good}
	for _, r := range [][2]string{
		{`"uid"`, `"UID"`}, {`"notes":""`, `"notes":null`}, {`"notes":""`, `"notes":"","notes":""`},
		{`"notes":""`, `"notes":"","extra":1`}, {`"notes":""`, `"notes":"a\"b\u00e9\ud83d\ude00"`},
		{`"notes":""`, `"notes":"\u0000\n"`}, {`"n`, `"\u006e`}, {`"seat":0`, `"seat":0.0`}, {`"seat":0`, `"seat":-0`},
		{`"seat":0`, `"seat":1e2`}, {`"seat":0`, `"seat":01`}, {`"seat":0`, `"seat":99999999999999999999`},
		{`"seed":"`, `"seed":" `}, {`"seed":"`, `"seed":"-`}, {`"seed":"`, `"seed":"0`},
		{`"breakdown":{`, `"breakdown":{"a":1,"a":2,`}, {`"breakdown":{`, `"breakdown":{"x":[1.5e-3,-0,true,false,null,"\t"],`},
		{`"breakdown":{`, `"breakdown":null,"z":{`}, {`"bot":false`, `"bot":fals`}, {`"bot":false`, `"bot":0`},
		{`"settings":{`, `"settings":{"k":"v","k":"w",`}, {`"plays":[`, `"plays":[ `}, {"\n", "\r\n\t "},
		{`"format"`, `"about":"","format"`}, {`"version":1,`, ``}, {`"profiles":[`, `"profiles":null,"x":[`},
	} {
		out = append(out, bytes.Replace(good, []byte(r[0]), []byte(r[1]), 1))
	}
	return append(out, []byte(`{}`), []byte(`[]`), []byte(`{"format":"hearth-export"} x`), []byte(`{"format":"hearth-export",}`),
		[]byte(`{"settings":{}}`), []byte(`{"plays":[{"results":[]}]}`), []byte("{\"app\":\"\xff\"}"))
}

// fuzzDir is a folder for a fuzz target's databases: in memory (/dev/shm)
// where there is one. Durable commits are not what the targets check, and
// a sync per commit on a disk held FuzzImportJSON to a few inputs a second.
func fuzzDir(tb testing.TB) string {
	dir, err := os.MkdirTemp("/dev/shm", "hearth-fuzz-")
	if err != nil {
		return tb.TempDir()
	}
	tb.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}
