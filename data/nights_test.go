package data

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestNights: plays of one evening within NightGap of each other are one
// night, past midnight included; a long pause, another evening or a play
// alone is not; names come once each, in the order they first played.
func TestNights(t *testing.T) {
	at := func(day, hour, min int) time.Time { return time.Date(2026, 11, day, hour, min, 0, 0, time.Local) }
	play := func(when time.Time, names ...string) Play {
		p := Play{PlayedAt: when}
		for i, n := range names {
			p.Results = append(p.Results, Result{Seat: i, Name: n})
		}
		return p
	}
	tom := play(at(21, 23, 30), "Ana")
	tom.Results = append(tom.Results, Result{Seat: 1, Name: "Tom", Bot: true})
	plays := []Play{ // newest first
		play(at(23, 15, 0), "Cy"),         // 0: alone on Sunday afternoon
		play(at(22, 1, 10), "ben", "Dee"), // 1: past midnight, still Friday's evening
		tom,                               // 2
		play(at(21, 21, 0), "Ben", "Ana"), // 3
		play(at(21, 19, 0), "Ana", "Ben"), // 4: Friday 19:00 starts the night
		play(at(21, 10, 0), "Ana"),        // 5: Friday morning: 9 hours before, no night
		play(at(20, 22, 0), "Ana"),        // 6: Thursday evening, 12 hours before
		play(at(20, 21, 0), "Eve"),        // 7
		play(at(20, 16, 30), "Eve"),       // 8: 4.5 hours before: too long a pause
	}
	nights := Nights(plays)
	assert.Equal(t, []Night{
		{First: 1, Count: 4, Evening: time.Date(2026, 11, 21, 0, 0, 0, 0, time.Local), Names: []string{"Ana", "Ben", "Dee"}},
		{First: 6, Count: 2, Evening: time.Date(2026, 11, 20, 0, 0, 0, 0, time.Local), Names: []string{"Eve", "Ana"}},
	}, nights)
	assert.Empty(t, Nights(plays[:1]), "one play is no night")
	assert.Equal(t, time.Date(2026, 11, 21, 0, 0, 0, 0, time.Local), Evening(at(22, 5, 59)), "before 6 a.m. is the evening before")
	assert.Equal(t, time.Date(2026, 11, 22, 0, 0, 0, 0, time.Local), Evening(at(22, 6, 0)))
}
