package data

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// SoloGame is one solo Bonfire play of a profile against Tom that belongs in
// its handicap ledger (a standard game does not): the input of the chain.
type SoloGame struct {
	PlayID   int64
	PlayedAt time.Time
	You, Tom int
	// Start is the handicap the game started with when it recorded it
	// (Recorded); otherwise the game starts where the one before it ended.
	Start    int
	Recorded bool
	// Conceded: a challenge abandoned and counted as lost (MarkConceded).
	Conceded bool
}

// LedgerEntry is one row of a profile's handicap ledger.
type LedgerEntry struct {
	PlayID   int64
	Position int // 1 for the profile's first solo game
	Before   int
	Outcome  string // "win", "loss" or "tie"
	After    int
	You, Tom int
	// PlayedAt is the play's date where the ledger comes from SoloGames
	// (solo/handicap.Ledger); Store.Ledger leaves it zero.
	PlayedAt time.Time
}

// SoloGames lists a profile's solo Bonfire plays against Tom that belong in
// its ledger, in play order.
func (s *Store) SoloGames(ctx context.Context, profileID int64) ([]SoloGame, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT p.id, p.played_at, r.score, t.score, `+recordedStart+`, `+concededGame+` FROM plays p
		JOIN play_results r ON r.play_id = p.id AND r.bot = 0 AND r.profile_id = ?
		JOIN play_results t ON t.play_id = p.id AND t.bot = 1
		WHERE p.game = 'bonfire' AND p.mode = 'solo' AND `+ledgerGame+`
		ORDER BY p.played_at, p.id`, profileID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SoloGame
	for rows.Next() {
		var g SoloGame
		var at string
		var start sql.NullInt64
		if err := rows.Scan(&g.PlayID, &at, &g.You, &g.Tom, &start, &g.Conceded); err != nil {
			return nil, err
		}
		g.PlayedAt = parseTime(at)
		g.Start, g.Recorded = int(start.Int64), start.Valid
		out = append(out, g)
	}
	return out, rows.Err()
}

// SettingTomChallenge is the setting that remembers, per profile, whether
// its games against Tom are the handicap challenge ("1") or the standard
// solo game ("0"). It is keyed by the profile's stable id, which export and
// import keep (a row id can be reused after a deletion, and differs in
// another database).
func SettingTomChallenge(profileUID string) string {
	return "tom_challenge." + profileUID
}

// CurrentHandicap reads the handicap a profile's next challenge starts with:
// the "after" of its ledger's last row, one row read through the ledger's
// (profile, position) index. ok is false when the ledger is empty.
func (s *Store) CurrentHandicap(ctx context.Context, profileID int64) (h int, ok bool, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT after FROM handicap_ledger WHERE profile_id = ? ORDER BY position DESC LIMIT 1`, profileID).Scan(&h)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	return h, err == nil, err
}

// Ledger reads a profile's stored handicap ledger in order, from the ledger
// table alone: PlayedAt is left zero (no reader of the stored ledger shows
// dates; the chain computed from SoloGames has them).
func (s *Store) Ledger(ctx context.Context, profileID int64) ([]LedgerEntry, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT play_id, position, before, outcome, after, you, tom
		FROM handicap_ledger WHERE profile_id = ? ORDER BY position`, profileID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LedgerEntry
	for rows.Next() {
		var e LedgerEntry
		if err := rows.Scan(&e.PlayID, &e.Position, &e.Before, &e.Outcome, &e.After, &e.You, &e.Tom); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}
