package data

import (
	"context"
	"database/sql"
	"slices"
)

// ledgerFrom gathers, while an import adds plays, the profiles whose
// Bonfire handicap ledger the added plays may change, each with its
// earliest added solo game (by time, then id: the ledger's order). The
// ledger of every other profile depends on none of the added rows and is
// left as it is; rebuilding every profile's ledger cost an import of a few
// plays a pass over every solo game of the database.
type ledgerFrom map[int64]ledgerPlay

// ledgerPlay is a play's place in a ledger's order.
type ledgerPlay struct {
	playedAt string
	id       int64
}

// before tells whether a comes before b in a ledger.
func (a ledgerPlay) before(b ledgerPlay) bool {
	return a.playedAt < b.playedAt || (a.playedAt == b.playedAt && a.id < b.id)
}

// add notes an added play, with its local id, for the profiles of its
// players when it is a solo Bonfire game (a superset of the ledger's games:
// a play the ledger does not count only makes a profile recomputed).
func (lf ledgerFrom) add(p *PlayRow, id int64, profiles map[string]int64) {
	if p.Game != string(GameBonfire) || p.Mode != ModeSolo {
		return
	}
	at := ledgerPlay{playedAt: p.PlayedAt, id: id}
	for _, r := range p.Results {
		profile := profiles[r.Profile]
		if r.Bot || profile == 0 {
			continue
		}
		if first, ok := lf[profile]; !ok || at.before(first) {
			lf[profile] = at
		}
	}
}

// write recomputes each noted profile's ledger from the place of its
// earliest added game on, as saving that game alone would (SavePlay).
func (lf ledgerFrom) write(ctx context.Context, tx *sql.Tx) error {
	ids := make([]int64, 0, len(lf))
	for id := range lf {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, profile := range ids {
		pos, err := ledgerPlace(ctx, tx, profile, lf[profile].id)
		if err != nil {
			return err
		}
		if err := recomputeLedger(ctx, tx, profile, max(pos, 1)); err != nil {
			return err
		}
	}
	return nil
}
