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

// CurrentFor is the handicap a profile starts its next handicap challenge
// with: the last row of its ledger (one row read), Start before the first.
func CurrentFor(ctx context.Context, store *data.Store, profileID int64) (int, error) {
	h, ok, err := store.CurrentHandicap(ctx, profileID)
	if err != nil || !ok {
		return Start, err
	}
	return h, nil
}
