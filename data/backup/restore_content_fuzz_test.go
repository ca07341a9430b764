package backup

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hearth/data"
	"hearth/data/exchange"
)

// FuzzRestoredExportsImport (issue 33 §3): a real backup whose rows a
// fuzzed statement changed. Nothing panics, and whatever Restore accepts
// exports a file Hearth's own import accepts, with statistics equal to a
// rebuild from its plays (8 of 12 crafted files used to restore into
// exports the import refused).
func FuzzRestoredExportsImport(f *testing.F) {
	fx := newFixture(f)
	base := filepath.Join(f.TempDir(), "base.db")
	if err := fx.s.CopyTo(context.Background(), base); err != nil {
		f.Fatal(err)
	}
	good, err := os.ReadFile(base)
	if err != nil {
		f.Fatal(err)
	}
	f.Add("UPDATE plays SET played_at = 'garbage'")
	f.Add("UPDATE play_results SET score = 9223372036854775807")
	f.Add("UPDATE sessions SET cursor = 99999")
	f.Add("DELETE FROM player_stats")
	f.Add("UPDATE profiles SET name = ' '")
	f.Add("UPDATE plays SET setup_code = '=HYPERLINK(1)'")
	f.Add("UPDATE session_events SET payload = '[' || hex(zeroblob(70000)) || ']'")
	f.Fuzz(func(t *testing.T, stmt string) {
		dir := t.TempDir()
		src := filepath.Join(dir, "backup.db")
		if err := os.WriteFile(src, good, 0o600); err != nil {
			t.Fatal(err)
		}
		db, err := sql.Open("sqlite", "file:"+strings.ReplaceAll(src, "#", "%23")+"?_pragma=journal_mode(DELETE)")
		if err != nil {
			t.Fatal(err)
		}
		_, _ = db.Exec(stmt)
		db.Close()
		dst := filepath.Join(dir, "hearth.db")
		if _, err := Restore(src, dst, restoreNow); err != nil {
			return
		}
		s, err := data.Open(dst)
		if err != nil {
			t.Fatalf("a restored database does not open: %v", err)
		}
		defer s.Close()
		if err := s.VerifyDerived(context.Background()); err != nil {
			t.Fatalf("%q: %v", stmt, err)
		}
		var b bytes.Buffer
		if err := exchange.ExportJSON(context.Background(), s, &b); err != nil {
			t.Fatalf("%q: the export fails: %v", stmt, err)
		}
		if _, err := exchange.InspectExport(&b); err != nil {
			t.Fatalf("%q: the import refuses the export of what was restored: %v", stmt, err)
		}
	})
}
