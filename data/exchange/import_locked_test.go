package exchange

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// Issue 33 §4: an import while another Hearth held the database said
// "database is locked (5) (SQLITE_BUSY)" (2 of 9 imports while corrections
// ran). It says who holds it, in the store's words, and adds nothing.
func TestImportWhileAnotherWritesSaysSo(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for SQLite's busy timeout (5 s)")
	}
	path := filepath.Join(t.TempDir(), "hearth.db")
	holder, err := data.Open(path)
	require.NoError(t, err)
	defer holder.Close()
	s, err := data.Open(path)
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	f, err := os.Open("../../testdata/hearth_export_v1.json")
	require.NoError(t, err)
	defer f.Close()
	b, err := holder.BeginBulk(ctx)
	require.NoError(t, err)
	_, err = ImportJSON(ctx, s, f)
	b.Close()
	require.ErrorIs(t, err, data.ErrLocked)
	assert.NotContains(t, err.Error(), "SQLITE_BUSY")
	assert.NotContains(t, err.Error(), "(5)")
	n, err := s.CountPlays(ctx, "")
	require.NoError(t, err)
	assert.Zero(t, n)
}
