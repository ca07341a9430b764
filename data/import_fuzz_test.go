package data

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzImportJSON: no input panics the importer; each is either refused
// with the database files byte-identical, or merged, after which importing
// it again adds nothing and the handicap ledgers are what a rebuild gives.
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
	// Durable commits are not what this target checks: without fsync it
	// runs hundreds of inputs a second instead of a few.
	s, err := open(filepath.Join(f.TempDir(), "fuzz.db"), "OFF")
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	s.stopCheckpoints() // no idle checkpoint may move the files between two looks
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, b []byte) {
		before := fileState(t, s)
		rep, err := s.ImportJSON(ctx, bytes.NewReader(b))
		if err != nil {
			if after := fileState(t, s); after != before {
				t.Fatalf("refused (%v) but the database changed", err)
			}
			return
		}
		again, err := s.ImportJSON(ctx, bytes.NewReader(b))
		if err != nil {
			t.Fatalf("accepted once (%+v), refused the second time: %v", rep, err)
		}
		if again.Profiles+again.Plays+again.Sessions != 0 {
			t.Fatalf("the second import added %+v", again)
		}
		// The ledgers an import recomputes (only those its games belong
		// to) are what rebuilding every ledger gives.
		kept := ledgerRows(t, s)
		if err := s.inTx(ctx, func(tx *sql.Tx) error { return rebuildLedgers(ctx, tx) }); err != nil {
			t.Fatal(err)
		}
		if rebuilt := ledgerRows(t, s); !reflect.DeepEqual(kept, rebuilt) {
			t.Fatalf("the ledgers after the import %v are not what a rebuild gives %v", kept, rebuilt)
		}
	})
}

// FuzzDecodeFastAgreesWithSlow: whatever the one-pass decoder vouches for,
// the entry-by-entry decoder (which names what is wrong) reads the same
// way: the same document, or the same refusal.
func FuzzDecodeFastAgreesWithSlow(f *testing.F) {
	fx := newFixture(f)
	good := export(f, fx.s)
	f.Add(good)
	f.Add(bytes.Replace(good, []byte(`"uid"`), []byte(`"UID"`), 1))
	f.Add(bytes.Replace(good, []byte(`"notes":""`), []byte(`"notes":null`), 1))
	f.Add(bytes.Replace(good, []byte(`"notes":""`), []byte(`"notes":"","notes":""`), 1))
	f.Add(bytes.Replace(good, []byte(`"notes":""`), []byte(`"notes":"","extra":1`), 1))
	f.Fuzz(func(t *testing.T, b []byte) {
		fast, ok, ferr := decodeFast(b)
		if !ok && ferr == nil {
			return
		}
		slow, serr := decodeSlow(b)
		if ferr != nil || serr != nil {
			if ferr == nil || serr == nil || ferr.Error() != serr.Error() {
				t.Fatalf("fast refused with %v, slow with %v", ferr, serr)
			}
			return
		}
		// %+v prints an empty and a nil list alike, as an export does not
		// tell them apart.
		if fmt.Sprintf("%+v", fast) != fmt.Sprintf("%+v", slow) {
			t.Fatalf("fast and slow read different documents:\n%+v\n%+v", fast, slow)
		}
	})
}

// FuzzOnePassAgreesWithJSON: whatever the one-pass decoder vouches for,
// json.Unmarshal and the import scan read alike: the same document
// (nil and empty lists told apart), no refusal.
func FuzzOnePassAgreesWithJSON(f *testing.F) {
	fx := newFixture(f)
	good := export(f, fx.s)
	for _, b := range onePassSeeds(good) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		one, ok := decodeOnePass(b)
		if !ok {
			return
		}
		var fd fastDoc
		if err := json.Unmarshal(b, &fd); err != nil {
			t.Fatalf("one pass read what json refuses: %v", err)
		}
		unknown, err := scanKeys(b, fastSchema)
		if err != nil || unknown {
			t.Fatalf("one pass read what the scan refuses: %v (unknown entry %v)", err, unknown)
		}
		if !reflect.DeepEqual(one, fd) {
			t.Fatalf("one pass and json read different documents:\n%#v\n%#v", one, fd)
		}
	})
}

// onePassSeeds are an export and variants at the edges of what the one-pass
// decoder reads.
func onePassSeeds(good []byte) [][]byte {
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
	} {
		out = append(out, bytes.Replace(good, []byte(r[0]), []byte(r[1]), 1))
	}
	return append(out, []byte(`{}`), []byte(`[]`), []byte(`{"format":"hearth-export"} x`), []byte(`{"format":"hearth-export",}`),
		[]byte(`{"settings":{}}`), []byte(`{"plays":[{"results":[]}]}`), []byte("{\"app\":\"\xff\"}"))
}
