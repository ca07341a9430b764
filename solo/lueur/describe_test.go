package lueur

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
	slueur "hearth/scoring/lueur"
)

// SPEC §3 session log: every event of random journeys is said in words with
// its day, every template filled.
func TestDescribe_EveryEvent(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		events, states := journey(t, seed, optionsFor(seed))
		for i, e := range events {
			a, err := Decode(e)
			require.NoError(t, err)
			text := Describe(states[i], a)
			s := text.String()
			assert.True(t, strings.HasPrefix(s, "Day "), s)
			assert.NotContains(t, s, "<no value>")
			assert.NotContains(t, s, "{{")
			for _, f := range []string{"Day", "Light", "Dice", "Faces"} {
				if strings.Contains(text.Text, "{{."+f+"}}") {
					assert.Contains(t, text.Args, f, text.Text)
				}
			}
		}
	}
	assert.Equal(t, "An entry this app cannot read", Engine().Describe(State{}, eventOf("nope", `{}`)).String())
}

// The log says what happened, as in SPEC §3's example.
func TestDescribe_Lines(t *testing.T) {
	s := rolled(t, physicalOptions())
	cases := []struct {
		a    Action
		want string
	}{
		{Reroll{Source: Source{Source: FromToken}, Dice: []int{0, 2}, Faces: faces(ref.FaceAir, ref.FaceWater)}, "Day 1 — rerolled [yellow red] with a token: [air water]"},
		{Reroll{Source: Source{Source: FromCompanion, Companion: 1}, Dice: []int{1}, Faces: faces(ref.FaceWater)}, "Day 1 — rerolled [purple] with Lumipili's reroll: [water]"},
		{Reroll{Source: Source{Source: FromTrack, To: intp(6)}, Dice: []int{1}, Faces: faces(ref.FaceWater)}, "Day 1 — rerolled [purple] by moving back to space 6: [water]"},
		{SetFace{Sources: []Source{{Source: FromToken}, {Source: FromToken}, {Source: FromCompanion, Companion: 1}}, Die: 2, Face: ref.FaceEarth}, "Day 1 — used 3 rerolls to turn the red die to earth"},
		{Freeze{}, "Day 1 — dice frozen"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Describe(s, c.a).String())
	}
	n := do(t, s, Reroll{Source: Source{Source: FromToken}, Dice: []int{0}, Faces: faces(ref.FaceLight)})
	assert.Equal(t, "Day 1 — dice frozen; special faces: +3 light, 0 small steps", Describe(n, Freeze{}).String())
	n = do(t, n, Freeze{})
	assert.Equal(t, "Day 1 — cards: +2 light, –1 reroll tokens, to the graveyard: Lumipili",
		Describe(n, Effect{Change: Change{Light: 2, Rerolls: -1, Lost: []int{1}}}).String())
	n = do(t, n, Resolved{})
	assert.Equal(t, "Day 1 — did not travel", Describe(n, Travel{}).String())
	assert.Equal(t, "Day 1 — travelled and camped in a village worth 4; –1 small steps",
		Describe(n, Travel{Change: Change{SmallSteps: -1}, Camp: intp(4)}).String())
	assert.Equal(t, "Day 1 — travelled and camped in a village worth 4; nothing else",
		Describe(n, Travel{Camp: intp(4)}).String(), "amounts of zero are left out")
	first := start(t, 1, physicalOptions())
	assert.Equal(t, "Day 1 — took Sketal from the plant slot, with 4 small dice and 0 small steps",
		Describe(first, Take{Slot: ref.Plant, Companion: Recruit{Name: "Sketal", Die: "red"}}).String())
	assert.Equal(t, "Day 1 — took the earth slot's companion, with 0 small dice and 1 small steps",
		Describe(first, Take{Slot: ref.Earth}).String())
}

// SPEC §5.2: final scoring opens pre-filled from the journey; scoring/lueur
// accepts it and counts it (seed 003 "Fin du jeu").
func TestPrefill(t *testing.T) {
	s := start(t, 1, physicalOptions())
	s = do(t, s, Take{Slot: ref.Earth, Companion: Recruit{Name: "A", Fireflies: 2}},
		Roll{Faces: faces(ref.FaceFire, ref.FaceFire)}, Freeze{},
		Effect{Change: Change{Light: 50, Fireflies: 1, SmallSteps: 2}}, Resolved{},
		Travel{Camp: intp(5)})
	p := Prefill(s)
	assert.Equal(t, 60, p.Track)
	assert.Equal(t, 1, p.FireflyTokens)
	assert.Equal(t, 2, p.FirefliesOnCards)
	assert.Equal(t, 1, p.Companions)
	assert.Equal(t, 3, p.SmallSteps)
	assert.Equal(t, 2, p.RerollTokens)
	require.NotNil(t, p.CampVillage)
	assert.Equal(t, 5, *p.CampVillage)
	assert.Nil(t, p.BoatIslands)
	p.Name = "Solo"
	res, err := slueur.ScoreGame(slueur.Game{Side: ref.Province, Players: []slueur.Player{p}})
	require.NoError(t, err)
	assert.Equal(t, 60+5+10+3, res.Players[0].Total, "track, camp, fireflies 3 ≥ 1 companion, small steps")

	o := physicalOptions()
	o.Side = ref.Archipelago
	a := do(t, start(t, 1, o), Take{Slot: ref.Earth}, Roll{Faces: faces(ref.FaceFire, ref.FaceAir)}, Freeze{}, Resolved{}, Travel{Boat: 4, Island: 6})
	p = Prefill(a)
	assert.Equal(t, []int{0, 0, 0, 6}, p.BoatIslands)
	assert.Nil(t, p.CampVillage)
	require.NoError(t, slueur.Validate(ref.Archipelago, p))
}

// The log line of a freeze says what the special faces gave that morning
// (seed 003 "FIN DE MATINÉE": a light face is 3 light), not the light
// already on the track; an amount of nothing is "0", without a sign.
func TestDescribe_FreezeSaysTheMorningsGain(t *testing.T) {
	s := do(t, rolled(t, physicalOptions()), Correct{Counter: CounterLight, To: 12})
	n := do(t, s, Reroll{Source: Source{Source: FromToken}, Dice: []int{0}, Faces: faces(ref.FaceLight)})
	assert.Equal(t, "Day 1 — dice frozen; special faces: +3 light, 0 small steps", Describe(n, Freeze{}).String())
	for v, want := range map[int]string{0: "0", 3: "+3", -2: "–2"} {
		assert.Equal(t, want, signed(v))
	}
}

// An action that does not apply is described from what it carries, with
// the state as it was (Describe's contract): a take once the dice are
// rolled brings no dice, and a die that does not exist has no colour to
// name (Decode refuses a negative one), without a panic.
func TestDescribe_RefusedActions(t *testing.T) {
	s := rolled(t, physicalOptions())
	assert.Equal(t, "Day 1 — took the earth slot's companion, with 0 small dice and 1 small steps",
		Describe(s, Take{Slot: ref.Earth}).String())
	assert.Equal(t, "Day 1 — used 3 rerolls to turn the black die to earth",
		Describe(s, SetFace{Sources: []Source{{Source: FromToken}}, Die: 9, Face: ref.FaceEarth}).String())
}
