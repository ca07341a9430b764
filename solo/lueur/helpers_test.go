package lueur

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/lueur"
)

// baseOptions is a virtual journey on the Province with two red big dice.
func baseOptions() Options {
	return Options{Side: ref.Province, BigDice: []ref.DieColour{ref.Red, ref.Red}, Rules: CurrentRules}
}

// start makes a journey or fails the test.
func start(t testing.TB, seed uint64, o Options) State {
	t.Helper()
	s, err := New(seed, o)
	require.NoError(t, err)
	return s
}

// do applies actions in order through Encode and Apply, as the UI would.
func do(t testing.TB, s State, actions ...Action) State {
	t.Helper()
	for _, a := range actions {
		next, err := s.Try(a)
		require.NoError(t, err, "%T %+v in phase %s", a, a, s.Phase())
		s = next
	}
	return s
}

// refuse checks that a is refused with a *msg.Error and s is left as it was.
func refuse(t testing.TB, s State, a Action) string {
	t.Helper()
	before := s.clone()
	_, err := s.Try(a)
	require.Error(t, err, "%T %+v should be refused", a, a)
	require.Equal(t, before, s, "a refusal changes nothing")
	return err.Error()
}

// journey plays a random journey and returns its events as the store holds them.
func journey(t testing.TB, seed uint64, o Options) ([]data.Event, []State) {
	t.Helper()
	actions, states, err := RandomJourney(seed, o, rand.New(rand.NewPCG(seed, 7)))
	require.NoError(t, err)
	events := make([]data.Event, len(actions))
	for i, a := range actions {
		e, err := Encode(a)
		require.NoError(t, err)
		e.Seq = i + 1
		events[i] = e
	}
	return events, states
}

// optionsFor varies the options with the seed: both sides, both dice
// modes, saved or unknown score tracks, given or rolled starting tracks.
func optionsFor(seed uint64) Options {
	o := baseOptions()
	if seed%2 == 1 {
		o.Dice = Physical
		o.Side = ref.Archipelago
		o.BigDice = []ref.DieColour{ref.Yellow, ref.Purple, ref.Azure}
	}
	if seed%3 == 0 {
		o.RerollSpaces = []int{0, 4, 8, 12, 16, 20}
		o.TrackLength = 30
	}
	if seed%4 == 2 {
		o.Track = testTrack()
	}
	if seed%5 >= 3 {
		o.Rules = 0 // journeys stored before issue 18 still replay
	}
	return o
}

// testTrack is a starting track with every setup die placed and the earth
// slot empty (seed 003 "MISE EN PLACE" 8–9).
func testTrack() []TrackSlot {
	return []TrackSlot{
		{Element: ref.Fire, Dice: []ref.DieColour{ref.Red}},
		{Element: ref.Air, Dice: []ref.DieColour{ref.Azure, ref.Azure}},
		{Element: ref.Water, Dice: []ref.DieColour{ref.Blue, ref.Blue}},
		{Element: ref.Plant, Dice: []ref.DieColour{ref.Green, ref.Green, ref.Purple, ref.Orange}},
		{Element: ref.Earth, Dice: []ref.DieColour{}, Token: true},
	}
}

// physicalOptions: physical dice, a yellow and a purple big die, testTrack.
func physicalOptions() Options {
	return Options{Side: ref.Province, BigDice: []ref.DieColour{ref.Yellow, ref.Purple}, Track: testTrack(), Dice: Physical, Rules: CurrentRules}
}

func faces(fs ...ref.Face) []ref.Face { return fs }

func el(e ref.Element) *ref.Element { return &e }

func intp(v int) *int { return &v }

func eventOf(typ, payload string) data.Event {
	return data.Event{Type: typ, Payload: []byte(payload)}
}
