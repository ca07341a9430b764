package data

import (
	"context"
	"time"
)

// SoloGame is one solo Bonfire play of a profile against Tom: the input of
// the handicap chain.
type SoloGame struct {
	PlayID   int64
	PlayedAt time.Time
	You, Tom int
}

// LedgerEntry is one row of a profile's handicap ledger.
type LedgerEntry struct {
	PlayID   int64
	Position int // 1 for the profile's first solo game
	Before   int
	Outcome  string // "win", "loss" or "tie"
	After    int
	You, Tom int
	PlayedAt time.Time
}

// SoloGames lists a profile's solo Bonfire plays against Tom in play order.
func (s *Store) SoloGames(ctx context.Context, profileID int64) ([]SoloGame, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT p.id, p.played_at, r.score, t.score FROM plays p
		JOIN play_results r ON r.play_id = p.id AND r.bot = 0 AND r.profile_id = ?
		JOIN play_results t ON t.play_id = p.id AND t.bot = 1
		WHERE p.game = 'bonfire' AND p.mode = 'solo'
		ORDER BY p.played_at, p.id`, profileID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SoloGame
	for rows.Next() {
		var g SoloGame
		var at string
		if err := rows.Scan(&g.PlayID, &at, &g.You, &g.Tom); err != nil {
			return nil, err
		}
		g.PlayedAt = parseTime(at)
		out = append(out, g)
	}
	return out, rows.Err()
}

// Ledger reads a profile's stored handicap ledger in order.
func (s *Store) Ledger(ctx context.Context, profileID int64) ([]LedgerEntry, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT l.play_id, l.position, l.before, l.outcome, l.after, l.you, l.tom, p.played_at
		FROM handicap_ledger l JOIN plays p ON p.id = l.play_id
		WHERE l.profile_id = ? ORDER BY l.position`, profileID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LedgerEntry
	for rows.Next() {
		var e LedgerEntry
		var at string
		if err := rows.Scan(&e.PlayID, &e.Position, &e.Before, &e.Outcome, &e.After, &e.You, &e.Tom, &at); err != nil {
			return nil, err
		}
		e.PlayedAt = parseTime(at)
		out = append(out, e)
	}
	return out, rows.Err()
}
