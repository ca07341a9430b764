package lueur

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/lueur"
	slueur "hearth/scoring/lueur"
)

// snapshot prints every field of s, slices' contents included, so that a
// change through a shared slice shows.
func snapshot(s State) string { return fmt.Sprintf("%#v", s) }

// checkInvariants: whatever was applied, the counters stay within the
// supplies, every small die is somewhere, the reserve and the companions'
// dice make the 5 reserve dice, and the pre-fill is a board final scoring
// accepts.
func checkInvariants(t testing.TB, s State) {
	t.Helper()
	require.True(t, s.Day() >= 1 && s.Day() <= ref.Days)
	require.True(t, s.Light() >= 0 && s.Light() <= slueur.MaxTrack)
	require.GreaterOrEqual(t, s.SmallSteps(), 0)
	usable, today := s.RerollTokens()
	require.GreaterOrEqual(t, usable, 0)
	require.GreaterOrEqual(t, today, 0)
	require.LessOrEqual(t, usable+today, maxRerolls)
	require.True(t, s.Fireflies() >= 0 && s.Fireflies() <= maxFireflies)
	require.True(t, s.Spells() >= 0 && s.Spells() <= maxSpells)
	small := 0
	for _, sl := range s.Track() {
		small += len(sl.Dice)
		require.GreaterOrEqual(t, sl.Tokens, 0)
	}
	big, black := s.Reserve()
	for _, d := range s.Dice() {
		if d.Size == ref.Small {
			small++
		}
	}
	want := len(ref.SetupDice)
	if !black {
		want++
	}
	require.Equal(t, want, small, "every small die is on the track or in front of you")
	for _, c := range s.Companions() {
		if c.HasDie {
			big = append(big, c.Die)
		}
	}
	require.ElementsMatch(t, ref.ReserveBig, big, "each reserve die is in the reserve or with its Sketal")
	p := Prefill(s)
	if p.SmallSteps <= 2*ref.SmallStepTokens {
		require.NoError(t, slueur.Validate(s.Side(), p))
	}
	pend := s.Pending()
	_ = pend.Label.String() + pend.Instruction.String() + pend.Note.String()
}

// SPEC §2: state = replay(events). For random journeys from many seeds, with
// every kind of option, replaying the stored events gives exactly the state
// reached live, at every prefix; Apply never changes the state it is given.
func TestReplay_EqualsLive(t *testing.T) {
	total := 0
	for seed := uint64(0); seed < 120; seed++ {
		o := optionsFor(seed)
		events, states := journey(t, seed, o)
		total += len(events)
		require.True(t, states[len(states)-1].Over())
		got, err := Replay(seed, o, events)
		require.NoError(t, err)
		require.Equal(t, states[len(states)-1], got)
		for k, e := range events {
			before := snapshot(states[k])
			next, err := Apply(states[k], e)
			require.NoError(t, err)
			require.Equal(t, before, snapshot(states[k]), "seed %d event %d: Apply left its input alone", seed, k)
			require.Equal(t, snapshot(states[k+1]), snapshot(next))
			checkInvariants(t, next)
		}
		if seed%10 == 0 {
			for k := 0; k <= len(events); k++ {
				got, err := Replay(seed, o, events[:k])
				require.NoError(t, err)
				require.Equal(t, states[k], got, "seed %d prefix %d", seed, k)
			}
		}
	}
	t.Logf("%d events over 120 journeys", total)
}

// The accessors hand out copies: changing what they return leaves the state
// as it was.
func TestAccessorsCopy(t *testing.T) {
	_, states := journey(t, 3, optionsFor(3))
	s := states[len(states)/2]
	before := snapshot(s)
	s.Track()[0].Dice = append(s.Track()[0].Dice, ref.Black)
	if tr := s.Track(); len(tr[0].Dice) > 0 {
		tr[0].Dice[0] = ref.Yellow
	}
	if d := s.Dice(); len(d) > 0 {
		d[0].Face = ref.FaceCurse
	}
	if c := s.Companions(); len(c) > 0 {
		c[0].Name = "x"
	}
	big, _ := s.Reserve()
	if len(big) > 0 {
		big[0] = ref.Black
	}
	o := s.Options()
	o.BigDice[0] = ref.Black
	assert.Equal(t, before, snapshot(s))
}

// The random journeys reach every kind of event and both endings of the
// reroll phase, so the property tests cover them.
func TestRandomJourneysCoverEveryEvent(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(0); seed < 60; seed++ {
		events, _ := journey(t, seed, optionsFor(seed))
		for _, e := range events {
			seen[e.Type]++
		}
	}
	for typ := range decoders {
		assert.Positive(t, seen[typ], typ)
	}
	t.Logf("%v", seen)
}

// Replay from a different seed gives other dice (the seed matters), and a
// refused event stops Replay with its sentence.
func TestReplay_SeedAndRefusal(t *testing.T) {
	o := baseOptions()
	events, states := journey(t, 11, o)
	other, err := Replay(12, o, events[:2])
	require.NoError(t, err)
	assert.NotEqual(t, states[2].Dice(), other.Dice())
	_, err = Replay(11, o, append([]data.Event{{Type: TypeFreeze, Payload: []byte(`{}`)}}, events...))
	require.Error(t, err)
}

// critical are chi-square critical values at α = 10⁻⁴ by degrees of freedom.
var critical = map[int]float64{4: 23.51, 5: 25.74}

// chiSquare compares n throws of a die of colour c with its six equally
// likely faces: an element colour shows its element on 2 faces (4 degrees of
// freedom over 5 symbols), the others 6 different symbols (5).
func chiSquare(c ref.DieColour, counts map[ref.Face]int, n int) (chi float64, df int) {
	want := map[ref.Face]float64{}
	for _, f := range c.Faces() {
		want[f] += float64(n) / 6
	}
	for f, e := range want {
		d := float64(counts[f]) - e
		chi += d * d / e
	}
	return chi, len(want) - 1
}

// Seed 003 "LES DÉS EN DÉTAIL": a die of each colour shows each of its six
// faces equally often (chi-square, α = 10⁻⁴), drawn the way the engine draws
// (one derived generator per event).
func TestDice_Uniform(t *testing.T) {
	const n = 60000
	for _, c := range ref.DieColours {
		s := State{seed: uint64(c) + 100}
		counts := map[ref.Face]int{}
		for i := 0; i < n; i++ {
			counts[rollFace(c, s.draw())]++
		}
		chi, df := chiSquare(c, counts, n)
		assert.Less(t, chi, critical[df], "%s: %v", c, counts)
	}
}

// The same through Roll events: the faces of every colour of big die an
// adventurer can hold, over many journeys.
func TestDice_UniformThroughRoll(t *testing.T) {
	const journeys = 12000
	o := baseOptions()
	o.BigDice = []ref.DieColour{ref.Yellow, ref.Purple, ref.Red, ref.Azure}
	counts := map[ref.DieColour]map[ref.Face]int{}
	for seed := uint64(0); seed < journeys; seed++ {
		s := start(t, seed, o)
		s = do(t, s, Take{Slot: ref.Earth}, Roll{})
		for _, d := range s.Dice()[:4] {
			if counts[d.Colour] == nil {
				counts[d.Colour] = map[ref.Face]int{}
			}
			counts[d.Colour][d.Face]++
		}
	}
	for c, byFace := range counts {
		chi, df := chiSquare(c, byFace, journeys)
		assert.Less(t, chi, critical[df], "%s: %v", c, byFace)
	}
	assert.Len(t, counts, 4)
	_ = rand.IntN
}
