package data

import (
	"bytes"
	"context"
	"database/sql"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ledgerRows are every profile's handicap ledger, in a stable order.
func ledgerRows(t *testing.T, s *Store) [][6]int64 {
	t.Helper()
	rows, err := s.db.Query(`SELECT profile_id, position, play_id, before, after, length(outcome) FROM handicap_ledger ORDER BY profile_id, position`)
	require.NoError(t, err)
	defer rows.Close()
	var out [][6]int64
	for rows.Next() {
		var r [6]int64
		require.NoError(t, rows.Scan(&r[0], &r[1], &r[2], &r[3], &r[4], &r[5]))
		out = append(out, r)
	}
	require.NoError(t, rows.Err())
	return out
}

// An import recomputes the ledgers of the profiles its solo games belong
// to, from the first of them on, and leaves the others: what rebuilding
// every ledger gives. The database's Ana (matched by name) has solo games
// before, between and after the file's; its Zed has games of his own.
func TestImportRecomputesTheLedgersItChanges(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	file := export(t, f.s)
	s := openTemp(t)
	ana, err := s.CreateProfile(ctx, "ANA")
	require.NoError(t, err)
	zed, err := s.CreateProfile(ctx, "Zed")
	require.NoError(t, err)
	base := f.solo.PlayedAt.Add(-24 * time.Hour)
	for i, h := range []int{0, 36, 200} {
		_, err := s.SavePlay(ctx, soloPlay(ana.ID, 55+10*i, 60, base.Add(time.Duration(h)*time.Hour)))
		require.NoError(t, err)
		_, err = s.SavePlay(ctx, soloPlay(zed.ID, 70-10*i, 60, base.Add(time.Duration(h+1)*time.Hour)))
		require.NoError(t, err)
	}
	rep, err := s.ImportJSON(ctx, bytes.NewReader(file))
	require.NoError(t, err)
	require.Equal(t, 8, rep.Plays)
	got := ledgerRows(t, s)
	require.Len(t, got, 3+4+3, "Ana's own three and the file's four, Zed's three")

	require.NoError(t, s.inTx(ctx, func(tx *sql.Tx) error { return rebuildLedgers(ctx, tx) }))
	assert.Equal(t, ledgerRows(t, s), got)
}
