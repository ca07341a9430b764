package kit

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// MinutesSince fills a solo game's duration; a clock that went back or a
// game left open overnight gives 0 for the player to fill in.
func TestMinutesSince(t *testing.T) {
	start := time.Date(2026, 11, 23, 20, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		after time.Duration
		want  int
	}{
		{42*time.Minute + 30*time.Second, 42},
		{0, 0},
		{-5 * time.Minute, 0},
		{9*time.Hour + 59*time.Minute, 599},
		{10 * time.Hour, 0},
		{30 * time.Hour, 0},
	} {
		assert.Equal(t, c.want, MinutesSince(start, start.Add(c.after)), "after %v", c.after)
	}
}
