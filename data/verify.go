package data

import (
	"context"
	"fmt"
	"slices"
)

// derivedTables are the tables kept from the plays (statistics,
// head-to-head, handicap ledgers), each with the order its rows compare in.
var derivedTables = []struct{ name, order string }{
	{"player_stats", "player, game, solo"},
	{"head_to_head", "player, game, opponent"},
	{"player_months", "player, game, solo, month"},
	{"handicap_ledger", "profile_id, position"},
}

// VerifyDerived tells whether the tables the store keeps from the plays
// are what rebuilding them from the plays gives; the error names the
// first that is not. It rebuilds them in a transaction it rolls back:
// nothing is written.
func (s *Store) VerifyDerived(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	read := func() ([][]string, error) {
		out := make([][]string, len(derivedTables))
		for i, t := range derivedTables {
			rows, err := tx.QueryContext(ctx, `SELECT * FROM `+t.name+` ORDER BY `+t.order)
			if err != nil {
				return nil, err
			}
			cols, _ := rows.Columns()
			for rows.Next() {
				vals := make([]any, len(cols))
				ptrs := make([]any, len(cols))
				for j := range vals {
					ptrs[j] = &vals[j]
				}
				if err := rows.Scan(ptrs...); err != nil {
					rows.Close()
					return nil, err
				}
				out[i] = append(out[i], fmt.Sprint(vals...))
			}
			if err := rows.Close(); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	kept, err := read()
	if err != nil {
		return err
	}
	for _, rebuild := range []func() error{
		func() error { return rebuildStats(ctx, tx) },
		func() error { return rebuildHeadToHead(ctx, tx) },
		func() error { return rebuildLedgers(ctx, tx) },
	} {
		if err := rebuild(); err != nil {
			return err
		}
	}
	rebuilt, err := read()
	if err != nil {
		return err
	}
	for i, t := range derivedTables {
		if !slices.Equal(kept[i], rebuilt[i]) {
			return fmt.Errorf("%s is not what the plays give: %d rows kept, %d rebuilt\nkept    %v\nrebuilt %v", t.name, len(kept[i]), len(rebuilt[i]), kept[i], rebuilt[i])
		}
	}
	return nil
}
