// Package records finds a player's records in a game from their history
// (issue 35 §2): best and worst score, biggest win margin, longest win
// streak and most plays in one game night. It is pure: the store reads the
// history (data.Store.PlayerRecords), this package reads it.
package records

import (
	"slices"
	"time"
)

// Entry is one of a player's plays, oldest first.
type Entry struct {
	PlayID  int64
	At      time.Time
	Evening time.Time // the game night's evening it belongs to (data.Evening)
	Score   int
	Scored  bool // the result has a number
	Won     bool // a win that counts (data's countsWin)
	Rivals  bool // someone else scored in it (a margin means something)
	Margin  int  // score minus the best other score, when Rivals
}

// Kind is which record.
type Kind string

// The records, in the order a page shows them.
const (
	Best   Kind = "best"   // highest score
	Worst  Kind = "worst"  // lowest score
	Margin Kind = "margin" // biggest lead over the next player in a win
	Streak Kind = "streak" // most wins in a row
	Night  Kind = "night"  // most plays on one game night
)

// Kinds are every record of a history, in page order; an array, so that a
// tally holds a value per kind ([len(Kinds)]).
var Kinds = [...]Kind{Best, Worst, Margin, Streak, Night}

// Record is a record's value and the play that set it (for a streak, its
// last win; for a night, its last play); ties keep the first to set it.
type Record struct {
	Kind   Kind
	Value  int
	PlayID int64
	At     time.Time
}

// Of are the records of a history (oldest first), in page order; a record
// nothing in the history sets (no score, no win) is left out. A night is
// its plays in the history that share an evening (a game night of one
// play is a night of 1).
func Of(history []Entry) []Record {
	var found [len(Kinds)]*Record
	for i, t := range tallies(history) {
		for k, v := range t.value {
			if !t.counts[k] {
				continue
			}
			r := found[k]
			if r == nil || v > r.Value && Kinds[k] != Worst || v < r.Value && Kinds[k] == Worst {
				found[k] = &Record{Kind: Kinds[k], Value: v, PlayID: history[i].PlayID, At: history[i].At}
			}
		}
	}
	var out []Record
	for _, r := range found {
		if r != nil {
			out = append(out, *r)
		}
	}
	return out
}

// tally is what one play counts for in each record (counts), and its value
// there: its score, its margin, the win streak and the night it extends.
type tally struct {
	value  [len(Kinds)]int
	counts [len(Kinds)]bool
}

// tallies are the tallies of a history's plays, in its order.
func tallies(history []Entry) []tally {
	out := make([]tally, len(history))
	streak, night := 0, 0
	for i, e := range history {
		t := &out[i]
		if e.Won {
			streak++
		} else {
			streak = 0
		}
		if i > 0 && history[i-1].Evening.Equal(e.Evening) {
			night++
		} else {
			night = 1
		}
		t.value = [len(Kinds)]int{e.Score, e.Score, e.Margin, streak, night}
		t.counts = [len(Kinds)]bool{e.Scored, e.Scored, e.Won && e.Rivals, e.Won, true}
	}
	return out
}

// Unsettled are the records, worst score aside, that the last play of a
// history might have beaten for all that history shows: those it counts
// for with no earlier play in it as good (a score as high, a streak as
// long). Given the latest plays of a longer history, SetBy over them is
// SetBy over the whole for every record not listed; those listed need the
// rest of it.
func Unsettled(history []Entry) []Kind {
	if len(history) == 0 {
		return nil
	}
	ts := tallies(history)
	last := ts[len(ts)-1]
	var out []Kind
	for k, kind := range Kinds {
		if !last.counts[k] || kind == Worst {
			continue
		}
		matched := slices.ContainsFunc(ts[:len(ts)-1], func(t tally) bool { return t.counts[k] && t.value[k] >= last.value[k] })
		if !matched {
			out = append(out, kind)
		}
	}
	return out
}

// SetBy are the records the play playID beat, in page order: those it
// holds in the history up to it, above what the history before it held
// (a record nothing set before is not beaten: a first win is no record
// margin). The worst score is a record, not a moment: it is left out.
func SetBy(history []Entry, playID int64) []Record {
	at := -1
	for i, e := range history {
		if e.PlayID == playID {
			at = i
		}
	}
	if at < 1 {
		return nil
	}
	before := map[Kind]int{}
	for _, r := range Of(history[:at]) {
		before[r.Kind] = r.Value
	}
	var out []Record
	for _, r := range Of(history[:at+1]) {
		old, had := before[r.Kind]
		if r.PlayID == playID && had && r.Value != old && r.Kind != Worst {
			out = append(out, r)
		}
	}
	return out
}
