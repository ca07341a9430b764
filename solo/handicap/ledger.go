package handicap

import (
	"context"

	"hearth/data"
)

// Rebuild recomputes a profile's ledger from its solo plays and returns it in
// play order, storing it when the stored rows differ. Saving or deleting a
// solo play calls it, and so does every read, so the stored ledger always
// agrees with the plays; a read that finds it current writes nothing.
func Rebuild(ctx context.Context, store *data.Store, profileID int64) ([]data.LedgerEntry, error) {
	solo, err := store.SoloGames(ctx, profileID)
	if err != nil {
		return nil, err
	}
	entries := Ledger(solo)
	stored, err := store.Ledger(ctx, profileID)
	if err != nil {
		return nil, err
	}
	if !sameRows(stored, entries) {
		if err := store.ReplaceLedger(ctx, profileID, entries); err != nil {
			return nil, err
		}
	}
	return entries, nil
}

// sameRows compares the stored columns of two ledgers.
func sameRows(a, b []data.LedgerEntry) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.PlayID != y.PlayID || x.Position != y.Position || x.Before != y.Before || x.Outcome != y.Outcome ||
			x.After != y.After || x.You != y.You || x.Tom != y.Tom {
			return false
		}
	}
	return true
}

// CurrentFor is the handicap a profile starts its next solo game with.
func CurrentFor(ctx context.Context, store *data.Store, profileID int64) (int, error) {
	entries, err := Rebuild(ctx, store, profileID)
	if err != nil || len(entries) == 0 {
		return Start, err
	}
	return entries[len(entries)-1].After, nil
}
