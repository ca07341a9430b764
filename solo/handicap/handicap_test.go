package handicap

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"hearth/data"

	scoringbonfire "hearth/scoring/bonfire"
)

// seed 000 "CHALLENGE 1 : MODE HANDICAP", seed 001 "HANDICAP-MODUS": start at
// −10, a win +5, a loss −2, a tie unchanged.
func TestNext_Seed000ModeHandicap(t *testing.T) {
	tests := []struct {
		name    string
		current int
		outcome scoringbonfire.Outcome
		want    int
	}{
		{"win raises by 5", -10, scoringbonfire.Win, -5},
		{"loss lowers by 2", -10, scoringbonfire.Loss, -12},
		{"tie leaves it", -10, scoringbonfire.Tie, -10},
		{"win crosses zero", -3, scoringbonfire.Win, 2},
		{"loss from positive", 4, scoringbonfire.Loss, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Next(tt.current, tt.outcome))
		})
	}
}

func TestChain_WinLossLossTieWin(t *testing.T) {
	games := []Game{
		{PlayID: 1, You: 60, Tom: 50}, // win
		{PlayID: 2, You: 40, Tom: 55}, // loss
		{PlayID: 3, You: 48, Tom: 49}, // loss
		{PlayID: 4, You: 52, Tom: 52}, // tie (SPEC §8: handicap unchanged)
		{PlayID: 5, You: 70, Tom: 61}, // win
	}
	got := Chain(games)
	want := []Entry{
		{Before: -10, Outcome: scoringbonfire.Win, After: -5, You: 60, Tom: 50, PlayID: 1},
		{Before: -5, Outcome: scoringbonfire.Loss, After: -7, You: 40, Tom: 55, PlayID: 2},
		{Before: -7, Outcome: scoringbonfire.Loss, After: -9, You: 48, Tom: 49, PlayID: 3},
		{Before: -9, Outcome: scoringbonfire.Tie, After: -9, You: 52, Tom: 52, PlayID: 4},
		{Before: -9, Outcome: scoringbonfire.Win, After: -4, You: 70, Tom: 61, PlayID: 5},
	}
	assert.Equal(t, want, got)
	assert.Equal(t, -4, Current(got))
}

// SPEC §4.4: the ledger is editable only by deleting a play, which recomputes
// the chain after it.
func TestChain_DeletingAMiddleGameRecomputesTheRest(t *testing.T) {
	games := []Game{
		{PlayID: 1, You: 60, Tom: 50}, // win
		{PlayID: 2, You: 40, Tom: 55}, // loss
		{PlayID: 3, You: 48, Tom: 49}, // loss
		{PlayID: 4, You: 52, Tom: 52}, // tie
		{PlayID: 5, You: 70, Tom: 61}, // win
	}
	without1 := append(append([]Game{}, games[:1]...), games[2:]...)
	got := Chain(without1)
	var afters []int
	var ids []int64
	for _, e := range got {
		afters = append(afters, e.After)
		ids = append(ids, e.PlayID)
	}
	assert.Equal(t, []int{-5, -7, -7, -2}, afters)
	assert.Equal(t, []int64{1, 3, 4, 5}, ids)
	assert.Equal(t, -5, got[1].Before, "the game after the deleted one starts from the one before it")
}

func TestChain_Empty(t *testing.T) {
	assert.Empty(t, Chain(nil))
	assert.Equal(t, Start, Current(nil))
}

func TestLedger_StoreRows(t *testing.T) {
	at := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	games := []data.SoloGame{
		{PlayID: 10, PlayedAt: at, You: 61, Tom: 50},
		{PlayID: 12, PlayedAt: at.Add(time.Hour), You: 50, Tom: 50},
		{PlayID: 15, PlayedAt: at.Add(2 * time.Hour), You: 40, Tom: 50},
	}
	want := []data.LedgerEntry{
		{PlayID: 10, Position: 1, Before: -10, Outcome: "win", After: -5, You: 61, Tom: 50, PlayedAt: at},
		{PlayID: 12, Position: 2, Before: -5, Outcome: "tie", After: -5, You: 50, Tom: 50, PlayedAt: at.Add(time.Hour)},
		{PlayID: 15, Position: 3, Before: -5, Outcome: "loss", After: -7, You: 40, Tom: 50, PlayedAt: at.Add(2 * time.Hour)},
	}
	assert.Equal(t, want, Ledger(games))
	assert.Empty(t, Ledger(nil))
}

// SPEC §4.4: a game that recorded the handicap it started with starts there
// (deleting an earlier game does not shift it); a game that recorded
// nothing starts where the one before it ended.
func TestChain_RecordedStartsStay(t *testing.T) {
	games := []Game{
		{PlayID: 2, You: 40, Tom: 55, Start: -5, Recorded: true}, // its first game was deleted
		{PlayID: 3, You: 60, Tom: 55},                            // scored by hand: follows the chain
		{PlayID: 4, You: 52, Tom: 52, Start: -5, Recorded: true}, // started before 3 was saved
	}
	got := Chain(games)
	assert.Equal(t, []int{-5, -7, -5}, []int{got[0].Before, got[1].Before, got[2].Before})
	assert.Equal(t, []int{-7, -2, -5}, []int{got[0].After, got[1].After, got[2].After})
	assert.Equal(t, -5, Current(got))
}

// An abandoned challenge counted as lost (issue 32 §6; the rulebook is
// silent) is a loss, −2, even with scores that would tie or win; the store's
// rows and Ledger agree on it.
func TestChain_ConcededIsALoss(t *testing.T) {
	games := []Game{
		{PlayID: 1, You: 60, Tom: 50},                                          // win: −10 → −5
		{PlayID: 2, You: 0, Tom: 0, Start: -5, Recorded: true, Conceded: true}, // no scores: a loss, not a tie
		{PlayID: 3, You: 70, Tom: 50, Conceded: true},                          // conceded though ahead: a loss
	}
	got := Chain(games)
	assert.Equal(t, []scoringbonfire.Outcome{scoringbonfire.Win, scoringbonfire.Loss, scoringbonfire.Loss}, []scoringbonfire.Outcome{got[0].Outcome, got[1].Outcome, got[2].Outcome})
	assert.Equal(t, -9, Current(got))
	rows := Ledger([]data.SoloGame{{PlayID: 2, Start: -5, Recorded: true, Conceded: true}})
	assert.Equal(t, data.LedgerEntry{PlayID: 2, Position: 1, Before: -5, Outcome: "loss", After: -7}, rows[0])
}
