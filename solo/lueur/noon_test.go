package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
)

// withBlack is a physical journey on day 2 holding the black die: the
// adventurer's yellow and purple big dice, then the water slot's 2 blue dice
// and the black die (the fire slot's red one went back to the track).
func withBlack(t *testing.T, kaar bool) State {
	t.Helper()
	s := start(t, 1, physicalOptions())
	first := Take{Slot: ref.Earth, Companion: Recruit{Kaar: true}, BlackSlot: el(ref.Water)}
	if !kaar {
		// Kaar joins and leaves at once: the black die stays in play.
		s = do(t, s, first, Roll{Faces: faces(ref.FaceFire, ref.FaceFire)}, Freeze{}, Effect{Change: Change{Lost: []int{1}}}, Resolved{}, Travel{}, Evening{})
	} else {
		s = do(t, s, first, Roll{Faces: faces(ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{}, Travel{}, Evening{})
	}
	require.True(t, s.BlackInPlay())
	return do(t, s, Take{Slot: ref.Water})
}

// Seed 003 "LES DÉS EN DÉTAIL" and "Kaar et la malédiction du dé noir": on
// freezing, each purple small-step face gives 2 small steps, each yellow light
// face 3 light, the black die's −2 face takes 2 light; the black die's
// element cancels it and every die showing that element; the Kaar holder is
// immune to both.
func TestFreeze_SpecialFacesAndCurse(t *testing.T) {
	L, S, C := ref.FaceLight, ref.FaceSmallSteps, ref.FaceCurse
	W, F, A := ref.FaceWater, ref.FaceFire, ref.FaceAir
	cases := []struct {
		name       string
		kaar       bool
		faces      []ref.Face // yellow, purple, blue, blue, black
		light      int
		smallSteps int
		cancelled  []bool
		cursed     bool
	}{
		{"light and small steps", false, faces(L, S, W, F, A), 13, 3, []bool{false, false, false, false, true}, true},
		{"−2 light (seed 003 Malédiction)", false, faces(F, A, W, W, C), 8, 1, make([]bool, 5), false},
		{"water cancels both blue dice and itself", false, faces(W, A, W, W, W), 10, 1, []bool{true, false, true, true, true}, true},
		{"Kaar: immune to −2", true, faces(F, A, W, W, C), 10, 1, make([]bool, 5), false},
		{"Kaar: the black die counts as a die", true, faces(W, A, W, W, W), 10, 1, make([]bool, 5), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := withBlack(t, c.kaar)
			require.Len(t, s.Dice(), 5)
			s = do(t, s, Roll{Faces: c.faces})
			before := s.Dice()
			s = do(t, s, Freeze{})
			assert.Equal(t, c.light, s.Light())
			assert.Equal(t, c.smallSteps, s.SmallSteps())
			for i, d := range s.Dice() {
				assert.Equal(t, c.cancelled[i], d.Cancelled, "die %d", i)
				assert.Equal(t, before[i].Cancelled, d.Cancelled, "the preview before Freeze showed the same")
			}
			assert.Equal(t, c.cursed, s.Counts().HasCurse)
		})
	}
}

// The light marker never goes below 0 (seed 003 "FIN DE MATINÉE": "sans
// jamais dépasser la case 0").
func TestFreeze_CurseStopsAtZero(t *testing.T) {
	s := withBlack(t, false)
	s = do(t, s, Roll{Faces: faces(ref.FaceFire, ref.FaceAir, ref.FaceWater, ref.FaceWater, ref.FaceCurse)})
	s.light = 1
	s = do(t, s, Freeze{})
	assert.Zero(t, s.Light())
}

// Seed 003 "Les conditions": Counts gives each symbol, pairs and triples of
// identical symbols (special symbols included), the absent elements and the
// different elements, after the curse.
func TestCounts(t *testing.T) {
	s := withBlack(t, false)
	s = do(t, s, Roll{Faces: faces(ref.FaceLight, ref.FaceSmallSteps, ref.FaceAir, ref.FaceAir, ref.FaceFire)})
	s = do(t, s, Freeze{})
	c := s.Counts()
	assert.Equal(t, 2, c.Of(ref.FaceAir))
	assert.Equal(t, 1, c.Of(ref.FaceLight))
	assert.Equal(t, 1, c.Of(ref.FaceSmallSteps))
	assert.Zero(t, c.Of(ref.FaceFire), "the black die's fire is cancelled, itself included")
	assert.Equal(t, 1, c.Pairs)
	assert.Zero(t, c.Triples)
	assert.Equal(t, []ref.Element{ref.Fire, ref.Water, ref.Plant, ref.Earth}, c.Absent)
	assert.Equal(t, 1, c.Distinct)
	assert.True(t, c.HasCurse)
	assert.Equal(t, ref.Fire, c.Cursed)
	assert.Equal(t, 1, c.Cancelled)
	assert.Zero(t, c.Of(99))

	s = withBlack(t, true)
	s = do(t, s, Roll{Faces: faces(ref.FaceWater, ref.FaceAir, ref.FaceWater, ref.FaceWater, ref.FaceWater)}, Freeze{})
	c = s.Counts()
	assert.Equal(t, 4, c.Of(ref.FaceWater))
	assert.Equal(t, 2, c.Pairs)
	assert.Equal(t, 1, c.Triples)
	assert.Equal(t, 2, c.Distinct)
	assert.Equal(t, s.Pending().Counts, c)
}

// noon is a physical journey at noon on day 2 with a green Sketal (ID 1)
// and a Lumipili (ID 2) in front of you.
func noon(t *testing.T) State {
	t.Helper()
	s := start(t, 1, physicalOptions())
	s = do(t, s, Take{Slot: ref.Earth, Companion: Recruit{Name: "Sketal", Die: "green", Fireflies: 1}},
		Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{}, Travel{}, Evening{},
		Take{Slot: ref.Earth, Companion: Recruit{Name: "Lumipili", Reroll: true}},
		Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceAir)}, Freeze{})
	require.Equal(t, PhaseResolve, s.Phase())
	return s
}

// Seed 003 "MIDI" and "Les effets": the entered effects change the counters;
// a companion sent to the graveyard gives its big die back to the reserve and
// that die no longer counts (Example 3); nothing goes below zero.
func TestEffect(t *testing.T) {
	s := noon(t)
	n := do(t, s, Effect{Change: Change{Light: 4, Rerolls: 1, SmallSteps: 2, Fireflies: 2, Spells: 1}})
	assert.Equal(t, 14, n.Light())
	assert.Equal(t, 4, n.SmallSteps(), "2 tokens from the earth slots plus 2")
	assert.Equal(t, 2, n.Fireflies())
	assert.Equal(t, 1, n.Spells())
	n = do(t, n, Effect{Change: Change{Light: -20, Fireflies: -2, Spells: -1, Lost: []int{1}}})
	assert.Zero(t, n.Light(), "light stops at 0")
	require.Len(t, n.Companions(), 1)
	assert.Equal(t, 2, n.Companions()[0].ID)
	assert.Equal(t, "Sketal", n.Lost()[0].Name)
	big, _ := n.Reserve()
	assert.Equal(t, ref.ReserveBig, big, "the green die is back, in the reserve's order")
	assert.Equal(t, 0, n.Counts().Of(ref.FaceAir), "the Sketal's die showed air")
	assert.Len(t, n.Dice(), 2)

	for name, e := range map[string]Effect{
		"nothing":               {},
		"more rerolls than had": {Change: Change{Rerolls: -3}},
		"small steps below 0":   {Change: Change{SmallSteps: -3}},
		"fireflies below 0":     {Change: Change{Fireflies: -1}},
		"spells below 0":        {Change: Change{Spells: -1}},
		"8 spells (7 tokens)":   {Change: Change{Spells: 8}},
		"unknown companion":     {Change: Change{Lost: []int{7}}},
		"the same one twice":    {Change: Change{Lost: []int{1, 1}}},
		"huge amount":           {Change: Change{Light: MaxDelta + 1}},
		"black slot alone":      {BlackSlot: el(ref.Air)},
	} {
		t.Run(name, func(t *testing.T) { refuse(t, s, e) })
	}
}

// Seed 003 "Cromaug": a companion taken from the graveyard joins you; a
// Sketal takes its die, rolled from the next day; Kaar brings the black die.
func TestEffect_Cromaug(t *testing.T) {
	s := noon(t)
	n := do(t, s, Effect{Change: Change{Lost: []int{2}}, Gained: &Recruit{Name: "Kaar", Kaar: true, Die: "red"}, BlackSlot: el(ref.Fire)})
	require.Len(t, n.Companions(), 2)
	k := n.Companions()[1]
	assert.Equal(t, 3, k.ID)
	assert.True(t, k.Kaar && k.HasDie)
	assert.Equal(t, ref.Red, k.Die)
	d := n.Dice()[len(n.Dice())-1]
	assert.Equal(t, Die{Colour: ref.Red, Size: ref.Big, Owner: 3}, d, "not rolled today")
	assert.Contains(t, n.Track()[ref.Fire].Dice, ref.Black)
	refuse(t, s, Effect{Gained: &Recruit{Kaar: true}}) // physical: where did it land?
}
