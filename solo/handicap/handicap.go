// Package handicap keeps a player's Bonfire handicap from solo game to solo
// game (seed 000 "CHALLENGE 1 : MODE HANDICAP", seed 001 "HANDICAP-MODUS";
// SPEC §4.4): the first game starts at −10; a win raises it by 5, a loss
// lowers it by 2, a tie leaves it unchanged. A positive handicap gives Tom
// that many points at the start, a negative one gives them to you.
//
// The store keeps the ledger (data/ledger.go) in the transaction of each save
// and delete; Chain is the same rule over a list of games, for checks and
// for read commands that must not write.
package handicap

import (
	"hearth/data"
	"hearth/data/bonfire"
	scoringbonfire "hearth/scoring/bonfire"
)

// Start is the handicap of a profile's first solo game.
const Start = bonfire.HandicapStart

// WinStep and LossStep are how a win and a loss move the handicap.
const (
	WinStep  = bonfire.HandicapWin
	LossStep = bonfire.HandicapLoss
)

// Game is one finished solo game against Tom: the play it was saved as and
// both final scores (each including the handicap start). A game that
// recorded the handicap it started with (Recorded) starts there, whatever
// came before it; otherwise it starts where the game before it ended.
type Game struct {
	PlayID   int64
	You      int
	Tom      int
	Start    int
	Recorded bool
	// Conceded: the challenge was abandoned and counted as lost; it is a
	// loss whatever the scores (issue 32 §6).
	Conceded bool
}

// Entry is one line of the ledger.
type Entry struct {
	Before  int
	Outcome scoringbonfire.Outcome
	After   int
	You     int
	Tom     int
	PlayID  int64
}

// Next is the handicap after a game played at current with outcome o.
func Next(current int, o scoringbonfire.Outcome) int {
	switch o {
	case scoringbonfire.Win:
		return current + WinStep
	case scoringbonfire.Loss:
		return current + LossStep
	}
	return current
}

// Chain computes the ledger of games given in play order, starting at Start.
func Chain(games []Game) []Entry {
	out := make([]Entry, 0, len(games))
	h := Start
	for _, g := range games {
		if g.Recorded {
			h = g.Start
		}
		o := scoringbonfire.SoloOutcome(g.You, g.Tom)
		if g.Conceded {
			o = scoringbonfire.Loss
		}
		e := Entry{Before: h, Outcome: o, After: Next(h, o), You: g.You, Tom: g.Tom, PlayID: g.PlayID}
		out = append(out, e)
		h = e.After
	}
	return out
}

// Current is the handicap for the next game after the ledger entries.
func Current(entries []Entry) int {
	if len(entries) == 0 {
		return Start
	}
	return entries[len(entries)-1].After
}

// Ledger recomputes a profile's stored ledger from its solo games as the
// store lists them (data.Store.SoloGames, in play order), ready for
// data.Store.ReplaceLedger. Outcomes are stored as "win", "loss" or "tie".
func Ledger(games []data.SoloGame) []data.LedgerEntry {
	in := make([]Game, len(games))
	for i, g := range games {
		in[i] = Game{PlayID: g.PlayID, You: g.You, Tom: g.Tom, Start: g.Start, Recorded: g.Recorded, Conceded: g.Conceded}
	}
	out := make([]data.LedgerEntry, len(games))
	for i, e := range Chain(in) {
		out[i] = data.LedgerEntry{PlayID: e.PlayID, Position: i + 1, Before: e.Before, Outcome: e.Outcome.String(),
			After: e.After, You: e.You, Tom: e.Tom, PlayedAt: games[i].PlayedAt}
	}
	return out
}
