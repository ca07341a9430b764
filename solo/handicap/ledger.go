package handicap

import (
	"context"

	"hearth/data"
)

// Read is a profile's ledger as the store keeps it, in play order. The store
// maintains it in the transaction of every save and delete; reading writes
// nothing.
func Read(ctx context.Context, store *data.Store, profileID int64) ([]data.LedgerEntry, error) {
	return store.Ledger(ctx, profileID)
}

// CurrentFor is the handicap a profile starts its next solo game with.
func CurrentFor(ctx context.Context, store *data.Store, profileID int64) (int, error) {
	entries, err := Read(ctx, store, profileID)
	if err != nil || len(entries) == 0 {
		return Start, err
	}
	return entries[len(entries)-1].After, nil
}
