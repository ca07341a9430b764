// Package records finds a player's records in a game from their history
// (issue 35 §2): best and worst score, biggest win margin, longest win
// streak and most plays in one game night. It is pure: the store reads the
// history (data.Store.PlayerRecords), this package reads it.
package records

import "time"

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

// Kinds are every record of a history, in page order.
var Kinds = []Kind{Best, Worst, Margin, Streak, Night}

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
	found := map[Kind]*Record{}
	set := func(k Kind, v int, e Entry, better func(old, new int) bool) {
		if r := found[k]; r == nil || better(r.Value, v) {
			found[k] = &Record{Kind: k, Value: v, PlayID: e.PlayID, At: e.At}
		}
	}
	higher := func(old, v int) bool { return v > old }
	streak, night := 0, 0
	for i, e := range history {
		if e.Scored {
			set(Best, e.Score, e, higher)
			set(Worst, e.Score, e, func(old, v int) bool { return v < old })
		}
		if e.Won && e.Rivals {
			set(Margin, e.Margin, e, higher)
		}
		if e.Won {
			streak++
			set(Streak, streak, e, higher)
		} else {
			streak = 0
		}
		if i > 0 && history[i-1].Evening.Equal(e.Evening) {
			night++
		} else {
			night = 1
		}
		set(Night, night, e, higher)
	}
	var out []Record
	for _, k := range Kinds {
		if r := found[k]; r != nil {
			out = append(out, *r)
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
