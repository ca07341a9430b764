package handicap

import (
	"context"

	"hearth/data"
)

// Rebuild recomputes a profile's ledger from its solo plays, stores it, and
// returns it in play order. Saving or deleting a solo play calls it, and so
// does every read, so the stored ledger always agrees with the plays.
func Rebuild(ctx context.Context, store *data.Store, profileID int64) ([]data.LedgerEntry, error) {
	solo, err := store.SoloGames(ctx, profileID)
	if err != nil {
		return nil, err
	}
	entries := Ledger(solo)
	if err := store.ReplaceLedger(ctx, profileID, entries); err != nil {
		return nil, err
	}
	return entries, nil
}

// CurrentFor is the handicap a profile starts its next solo game with.
func CurrentFor(ctx context.Context, store *data.Store, profileID int64) (int, error) {
	entries, err := Rebuild(ctx, store, profileID)
	if err != nil || len(entries) == 0 {
		return Start, err
	}
	return entries[len(entries)-1].After, nil
}
