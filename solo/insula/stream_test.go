package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The fate die's virtual throws belong to every stored expedition: a
// session replays its events from its seed, so a change to the stream (its
// numbering, the choice chain, rand's algorithm, how a number picks a face)
// would silently give stored expeditions other faces. Seed 3's first eight
// throws, one a round with no combat (seed 004 C.3: the die is rolled
// anyway), under both stream rules, written down once.
func TestRandomStream_GoldenSeed3(t *testing.T) {
	for rules, want := range map[int][]Face{
		CurrentRules: {Moon, Sword, Blank, Shield, Moon, Shield, Moon, Moon},
		0:            {Shield, Moon, Sword, Blank, Sword, Moon, Blank, Sword},
	} {
		o := baseOpts()
		o.Rules = rules
		s, err := New(3, o)
		require.NoError(t, err)
		s, err = s.Try(Draw{Colour: Red})
		require.NoError(t, err)
		var got []Face
		for range want {
			for _, a := range []Action{Rest{}, EndTurn{}} {
				s, err = s.Try(a)
				require.NoError(t, err)
			}
			f, ok := s.LastRoll()
			require.True(t, ok)
			got = append(got, f)
		}
		assert.Equal(t, want, got, "rules %d", rules)
	}
}
