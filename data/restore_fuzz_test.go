package data

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzCheckBackup: a real backup changed by fuzzed SQL and one fuzzed byte.
// Nothing panics or hangs, and whatever CheckBackup accepts restores into a
// database with Hearth's own schema in which a saved play adds exactly one
// play (no trigger, view or missing column changes what is written).
func FuzzCheckFile(f *testing.F) {
	fx := newFixture(f)
	base := filepath.Join(f.TempDir(), "base.db")
	if err := fx.s.CopyTo(context.Background(), base); err != nil {
		f.Fatal(err)
	}
	good, err := os.ReadFile(base)
	if err != nil {
		f.Fatal(err)
	}
	f.Add("", uint32(0), byte(0))
	f.Add("CREATE TRIGGER w AFTER INSERT ON plays BEGIN DELETE FROM plays; END", uint32(0), byte(0))
	f.Add("CREATE VIEW v AS SELECT 1", uint32(0), byte(0))
	f.Add("DROP INDEX plays_by_date", uint32(0), byte(0))
	f.Add("ALTER TABLE plays DROP COLUMN notes", uint32(0), byte(0))
	f.Add("DELETE FROM plays", uint32(100), byte(7))
	f.Add("PRAGMA user_version=3", uint32(60), byte(1))
	f.Add("PRAGMA writable_schema=1; UPDATE sqlite_master SET sql=replace(sql,'notes','notez') WHERE name='plays'", uint32(0), byte(0))
	f.Fuzz(func(t *testing.T, stmts string, at uint32, flip byte) {
		done := make(chan struct{})
		go func() {
			defer close(done)
			restoreOnce(t, good, stmts, at, flip)
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("hangs on %q, byte %d ^ %#x", stmts, at, flip)
		}
	})
}

// restoreOnce is one input of FuzzCheckBackup.
func restoreOnce(t *testing.T, good []byte, stmts string, at uint32, flip byte) {
	{
		dir := t.TempDir()
		src := filepath.Join(dir, "b.db")
		if err := os.WriteFile(src, good, 0o600); err != nil {
			t.Error(err)
			return
		}
		if stmts != "" {
			db, err := sql.Open("sqlite", "file:"+src+"?_pragma=journal_mode(DELETE)")
			if err != nil {
				t.Error(err)
				return
			}
			for _, q := range strings.Split(stmts, ";") {
				_, _ = db.Exec(q)
			}
			db.Close()
		}
		if flip != 0 {
			b, err := os.ReadFile(src)
			if err != nil {
				t.Error(err)
				return
			}
			b[int(at)%len(b)] ^= flip
			if err := os.WriteFile(src, b, 0o600); err != nil {
				t.Error(err)
				return
			}
		}
		if CheckFile(src) != nil {
			return
		}
		dst := filepath.Join(dir, "hearth.db")
		if _, err := restoreFile(src, dst, time.Now()); err != nil {
			t.Errorf("accepted by CheckBackup, refused by Restore: %v", err)
			return
		}
		s, err := Open(dst)
		if err != nil {
			return // an older version whose data the migrations refuse
		}
		defer s.Close()
		ctx := context.Background()
		want, err := referenceSchema(SchemaVersion())
		if err != nil {
			t.Error(err)
			return
		}
		got, err := readSchema(ctx, s.db)
		if err != nil || schemaDiff(want, got) != "" {
			t.Errorf("restored a schema Hearth did not make: %s", schemaDiff(want, got))
			return
		}
		n, err := s.CountPlays(ctx, "")
		if err != nil {
			return
		}
		if _, err := s.SavePlay(ctx, samplePlay("Fuzz", 1)); err != nil {
			return
		}
		if m, err := s.CountPlays(ctx, ""); err != nil || m != n+1 {
			t.Errorf("a saved play left %d plays where %d were", m, n)
		}
	}
}
