package records

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// history: Ana's plays, oldest first. Day d, hour h (21:00 and 23:00 share
// an evening); score; won; margin over the next player (rivals always).
func history(plays ...[4]int) []Entry {
	var out []Entry
	for i, p := range plays {
		at := time.Date(2026, 1, p[0], 20, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Minute)
		out = append(out, Entry{PlayID: int64(i + 1), At: at, Evening: time.Date(2026, 1, p[0], 0, 0, 0, 0, time.UTC),
			Score: p[1], Scored: true, Won: p[2] == 1, Rivals: true, Margin: p[3]})
	}
	return out
}

func TestRecordsOfAHandMadeHistory(t *testing.T) {
	h := history(
		[4]int{1, 50, 1, 5},  // 1
		[4]int{1, 62, 1, 12}, // 2: best so far, margin 12
		[4]int{1, 40, 0, -8}, // 3: worst; three plays on the 1st
		[4]int{3, 55, 1, 3},  // 4
		[4]int{3, 58, 1, 12}, // 5: margin 12 again: the first keeps it
		[4]int{4, 70, 1, 20}, // 6: best 70, margin 20, streak 3
		[4]int{5, 45, 0, -1}, // 7
	)
	got := Of(h)
	at := func(id int64) time.Time { return h[id-1].At }
	assert.Equal(t, []Record{
		{Kind: Best, Value: 70, PlayID: 6, At: at(6)},
		{Kind: Worst, Value: 40, PlayID: 3, At: at(3)},
		{Kind: Margin, Value: 20, PlayID: 6, At: at(6)},
		{Kind: Streak, Value: 3, PlayID: 6, At: at(6)},
		{Kind: Night, Value: 3, PlayID: 3, At: at(3)},
	}, got)
}

func TestRecordsLeaveOutWhatNothingSet(t *testing.T) {
	// A solo journey alone: scores, no win, no rival.
	h := []Entry{{PlayID: 1, Score: 12, Scored: true}, {PlayID: 2, Scored: false}}
	got := Of(h)
	kinds := []Kind{}
	for _, r := range got {
		kinds = append(kinds, r.Kind)
	}
	assert.Equal(t, []Kind{Best, Worst, Night}, kinds, "no margin and no streak without a win; a result without a number is no score")
	assert.Equal(t, 2, got[2].Value, "both plays on one evening")
	assert.Empty(t, Of(nil))
}

func TestSetBySaysWhichRecordsAPlayBeat(t *testing.T) {
	h := history(
		[4]int{1, 50, 1, 5},
		[4]int{2, 62, 1, 12},
		[4]int{3, 40, 0, -8},
		[4]int{4, 66, 1, 2},
		[4]int{4, 30, 0, -30},
	)
	assert.Empty(t, SetBy(h, 1), "a first play beats nothing")
	kinds := func(rs []Record) []Kind {
		out := []Kind{}
		for _, r := range rs {
			out = append(out, r.Kind)
		}
		return out
	}
	assert.Equal(t, []Kind{Best, Margin, Streak}, kinds(SetBy(h, 2)), "62 over 50, 12 over 5, two wins in a row")
	assert.Empty(t, SetBy(h, 3), "the worst score is no moment")
	assert.Equal(t, []Kind{Best}, kinds(SetBy(h, 4)), "a margin of 2 and a streak of 1 beat nothing")
	assert.Equal(t, []Kind{Night}, kinds(SetBy(h, 5)), "the second play of an evening: most in a night")
	assert.Empty(t, SetBy(h, 99), "not in the history")
}

func TestUnsettledAreTheRecordsNoEarlierPlayMatches(t *testing.T) {
	h := history(
		[4]int{1, 50, 1, 5},
		[4]int{2, 62, 0, -3},
		[4]int{3, 55, 1, 7},
	)
	assert.Equal(t, []Kind{Margin}, Unsettled(h), "62 beats 55, a streak of 1 and a night of 1 came before; no margin of 7")
	assert.Equal(t, []Kind{Best, Margin, Streak, Night}, Unsettled(h[:1]), "a play alone: all it counts for lies further back")
	assert.Empty(t, Unsettled(nil))
}
