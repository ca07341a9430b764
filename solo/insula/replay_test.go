package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SPEC §2: state = replay(events). Every prefix of many random valid
// expeditions, from many seeds and every kind of options, replays to exactly
// the state reached step by step; and random expeditions reach both endings.
func TestReplay_EveryPrefixMatchesLive(t *testing.T) {
	ends := map[Ending]int{}
	for i, opts := range randomOptions() {
		for seed := uint64(0); seed < 12; seed++ {
			sd := seed*131 + uint64(i)
			events, states := randomExpedition(t, sd, opts, 2000)
			last := states[len(states)-1]
			ends[last.Ending()]++
			for k := 0; k <= len(events); k += 1 + k/20 {
				got, err := Replay(sd, opts, events[:k])
				require.NoError(t, err)
				require.Equal(t, states[k], got, "options %d seed %d prefix %d", i, sd, k)
			}
			got, err := Replay(sd, opts, events)
			require.NoError(t, err)
			require.Equal(t, last, got)
		}
	}
	t.Logf("random expeditions by ending: %v", ends)
	assert.Positive(t, ends[KingoshDefeated])
	assert.Positive(t, ends[Nightfall])
	assert.Zero(t, ends[NotOver], "every random expedition ends")
}
