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

// Chosen tells whether a profile plays the handicap challenge (seeds 000
// "CHALLENGE 1", 001 "HERAUSFORDERUNG 1": a choice, not the standard game):
// its remembered choice, else whether it has played one already (every game
// against Tom was a challenge before the choice was offered), else not.
func Chosen(ctx context.Context, store *data.Store, who data.Profile) (bool, error) {
	v, ok, err := store.Setting(ctx, data.SettingTomChallenge(who.UID))
	if err != nil || ok {
		return v == "1", err
	}
	_, played, err := store.CurrentHandicap(ctx, who.ID)
	return played, err
}
