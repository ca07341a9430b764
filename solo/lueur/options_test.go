package lueur

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
	"hearth/data/msg"
	setup "hearth/setup/lueur"
)

// Options a journey cannot start with are refused by New with a sentence
// naming the field; the zero-value fields keep their defaults.
func TestOptions_Validate(t *testing.T) {
	bad := func(f func(*Options)) Options { o := baseOptions(); f(&o); return o }
	swap := testTrack()
	swap[0], swap[1] = swap[1], swap[0]
	extra := testTrack()
	extra[0].Dice = append(extra[0].Dice, ref.Red)
	black := testTrack()
	black[0].Dice = []ref.DieColour{ref.Black}
	token := testTrack()
	token[0].Token = true
	cases := []struct {
		name  string
		o     Options
		field string
	}{
		{"unknown side", bad(func(o *Options) { o.Side = 7 }), "side"},
		{"dice mode", bad(func(o *Options) { o.Dice = "loaded" }), "dice"},
		{"no big die (seed 003 MISE EN PLACE 2)", bad(func(o *Options) { o.BigDice = nil }), "big_dice"},
		{"too many big dice", bad(func(o *Options) { o.BigDice = make([]ref.DieColour, 5) }), "big_dice"},
		{"black is small only (seed 003 LES DÉS EN DÉTAIL)", bad(func(o *Options) { o.BigDice = []ref.DieColour{ref.Black} }), "big_dice"},
		{"3 yellow: the box holds 2", bad(func(o *Options) { o.BigDice = []ref.DieColour{ref.Yellow, ref.Yellow, ref.Yellow} }), "big_dice"},
		{"4 red: one is the reserve's", bad(func(o *Options) { o.BigDice = []ref.DieColour{ref.Red, ref.Red, ref.Red, ref.Red} }), "big_dice"},
		{"unknown colour", bad(func(o *Options) { o.BigDice = []ref.DieColour{42} }), "big_dice"},
		{"track of 4 slots", bad(func(o *Options) { o.Track = testTrack()[:4] }), "track"},
		{"track out of order", bad(func(o *Options) { o.Track = swap }), "track"},
		{"a tenth small die (seed 003 MISE EN PLACE 8)", bad(func(o *Options) { o.Track = extra }), "track"},
		{"black die on the track at start", bad(func(o *Options) { o.Track = black }), "track"},
		{"token on a slot with a die (MISE EN PLACE 9)", bad(func(o *Options) { o.Track = token }), "track"},
		{"track shorter than the start", bad(func(o *Options) { o.TrackLength = 10 }), "track_length"},
		{"track too long", bad(func(o *Options) { o.TrackLength = 1000 }), "track_length"},
		{"reroll space beyond the track", bad(func(o *Options) { o.TrackLength = 40; o.RerollSpaces = []int{5, 40} }), "reroll_spaces"},
		{"negative reroll space", bad(func(o *Options) { o.RerollSpaces = []int{-1} }), "reroll_spaces"},
		{"reroll spaces unsorted", bad(func(o *Options) { o.RerollSpaces = []int{8, 4} }), "reroll_spaces"},
		{"reroll space twice", bad(func(o *Options) { o.RerollSpaces = []int{4, 4} }), "reroll_spaces"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := New(1, c.o)
			m, ok := msg.As(err)
			require.True(t, ok, "a player-readable error: %v", err)
			assert.Equal(t, c.field, m.Field)
			assert.NotContains(t, m.Error(), "{{")
		})
	}
	good := baseOptions()
	good.Track, good.TrackLength, good.RerollSpaces, good.Dice = testTrack(), 60, []int{0, 5, 9}, Physical
	_, err := New(1, good)
	require.NoError(t, err)
}

// The options' JSON is what the store keeps: it round-trips, and unknown
// keys or bad names are refused.
func TestOptions_JSON(t *testing.T) {
	o := physicalOptions()
	o.TrackLength, o.RerollSpaces, o.SetupCode = 50, []int{2, 7}, "L1-ABC"
	b, err := json.Marshal(o)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"big_dice":["yellow","purple"]`)
	back, err := ParseOptions(b)
	require.NoError(t, err)
	assert.Equal(t, o, back)

	for _, raw := range []string{
		`{"side":"province","big_dice":["red"],"colour":"x"}`,
		`{"side":"moon","big_dice":["red"]}`,
		`{"side":"province","big_dice":["pink"]}`,
		`{"side":"province","big_dice":["red"]} {}`,
		`{"side":"province"}`,
		`[]`,
	} {
		_, err := ParseOptions(json.RawMessage(raw))
		_, ok := msg.As(err)
		assert.True(t, ok, "%s is refused with a sentence: %v", raw, err)
	}
}

// SPEC §5.2 / seed 003 "MISE EN PLACE": the journey starts on day 1's
// morning, marker on 10 (step 2), the 5 big dice and the black die in the
// reserve (step 3), the player on the first player's right — you — with 2
// reroll tokens (step 7), the 9 small dice rolled onto the track (step 8) and
// a 1-small-step token on each empty slot (step 9).
func TestNew_Start(t *testing.T) {
	s := start(t, 5, baseOptions())
	assert.Equal(t, 1, s.Day())
	assert.Equal(t, PhaseMorning, s.Phase())
	assert.Equal(t, ref.StartScore, s.Light())
	usable, today := s.RerollTokens()
	assert.Equal(t, 2, usable)
	assert.Zero(t, today)
	big, black := s.Reserve()
	assert.Equal(t, ref.ReserveBig, big)
	assert.True(t, black)
	require.Len(t, s.Dice(), 2)
	assert.Equal(t, Die{Colour: ref.Red, Size: ref.Big, Owner: OwnerAdventurer}, s.Dice()[0])

	// Without a given track the app rolls it as setup/lueur does, from the seed.
	want := setup.RollSetupDice(rand.New(rand.NewPCG(5, streamTrack)))
	for i, sl := range s.Track() {
		assert.Equal(t, want.Slots[i].Element, sl.Element)
		assert.Equal(t, want.Slots[i].Dice, sl.Dice)
		assert.Equal(t, map[bool]int{true: 1, false: 0}[want.Slots[i].Token], sl.Tokens)
	}
	assert.Equal(t, s.Track(), start(t, 5, baseOptions()).Track(), "same seed, same track")

	// A given track (from a setup code) is carried over.
	s = start(t, 5, physicalOptions())
	tr := s.Track()
	assert.Equal(t, []ref.DieColour{ref.Azure, ref.Azure}, tr[1].Dice)
	assert.Equal(t, 1, tr[4].Tokens)
	assert.Zero(t, tr[0].Tokens)
}

// A journey started from a generated setup carries the setup's rolled
// track over: setup/lueur's slots decode as TrackSlot (same JSON), and the
// engine's own roll of the track and of the evening dice draws exactly as
// setup/lueur does.
func TestTrack_SameAsSetup(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		st, err := setup.Generate(setup.Options{Players: 1, Side: setup.ProvinceSide}, rand.New(rand.NewPCG(seed, 4)))
		require.NoError(t, err)
		step, ok := st.Step("dice")
		require.True(t, ok)
		dice := step.Result.(setup.Dice)
		b, err := json.Marshal(dice.Slots)
		require.NoError(t, err)
		var track []TrackSlot
		require.NoError(t, strict(b, &track))
		for i, sl := range dice.Slots {
			assert.Equal(t, TrackSlot{Element: sl.Element, Dice: sl.Dice, Token: sl.Token}, track[i])
		}
		o := baseOptions()
		o.Track = track
		s := start(t, 99, o)
		for i, sl := range s.Track() {
			assert.Equal(t, track[i].Dice, sl.Dice)
		}

		assert.Equal(t, setupTrack(setup.RollSetupDice(rand.New(rand.NewPCG(seed, 1)))), rollTrack(rand.New(rand.NewPCG(seed, 1))))
		for _, c := range ref.DieColours {
			r1, r2 := rand.New(rand.NewPCG(seed, uint64(c))), rand.New(rand.NewPCG(seed, uint64(c)))
			assert.Equal(t, setup.RollDie(c, r1).Slot, rollToElement(c, r2))
		}
	}
}

func setupTrack(d setup.Dice) []TrackSlot {
	out := make([]TrackSlot, len(d.Slots))
	for i, sl := range d.Slots {
		out[i] = TrackSlot{Element: sl.Element, Dice: sl.Dice, Token: sl.Token}
	}
	return out
}

// The score track's saved reroll spaces: as many as MaxRerollSpaces are
// accepted, and a space past the track's end is refused naming the last
// space there is.
func TestRerollSpaces_Bounds(t *testing.T) {
	o := baseOptions()
	for i := range MaxRerollSpaces {
		o.RerollSpaces = append(o.RerollSpaces, i)
	}
	assert.NoError(t, o.Validate(), "%d spaces", MaxRerollSpaces)
	o.RerollSpaces = append(o.RerollSpaces, MaxRerollSpaces)
	assert.Error(t, o.Validate(), "one more")

	o = baseOptions()
	o.TrackLength, o.RerollSpaces = 30, []int{4, 30}
	err := o.Validate()
	require.Error(t, err)
	assert.Equal(t, "A reroll space is one of the spaces 0 to 29; you entered 30.", err.Error())
}
