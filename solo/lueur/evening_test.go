package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
)

// Seed 003 "APRÈS-MIDI": Province — camp in a village (its value counts at
// the end), small steps spent never below 0, light lost, tokens gained;
// Archipelago — one boat to an island, its value kept per boat.
func TestTravel(t *testing.T) {
	s := do(t, noon(t), Resolved{})
	require.Equal(t, PhaseTravel, s.Phase())
	n := do(t, s, Travel{Change: Change{SmallSteps: -2, Light: -1, Rerolls: 1}, Camp: intp(5)})
	camp, ok := n.Camp()
	assert.True(t, ok)
	assert.Equal(t, 5, camp)
	assert.Zero(t, n.SmallSteps())
	assert.Equal(t, 9, n.Light())
	assert.Equal(t, PhaseEvening, n.Phase())
	_, today := n.RerollTokens()
	assert.Equal(t, 1, today)

	refuse(t, s, Travel{Change: Change{SmallSteps: -3}}) // 2 small steps only
	refuse(t, s, Travel{Boat: 1, Island: 3})             // no boats on the Province
	refuse(t, s, Travel{Camp: intp(MaxPlace + 1)})       // no such village
	refuse(t, s, Travel{Island: 3})                      // which boat?
	refuse(t, s, Travel{Change: Change{Lost: []int{1, 2}}, Camp: intp(2)}.withBoat(2))
	n = do(t, s, Travel{})
	_, ok = n.Camp()
	assert.False(t, ok, "no travel, no camp")

	o := physicalOptions()
	o.Side = ref.Archipelago
	a := do(t, start(t, 1, o), Take{Slot: ref.Earth}, Roll{Faces: faces(ref.FaceFire, ref.FaceAir)}, Freeze{}, Resolved{})
	refuse(t, a, Travel{Camp: intp(3)})
	refuse(t, a, Travel{Boat: 5, Island: 3})
	a = do(t, a, Travel{Boat: 2, Island: 4, Change: Change{SmallSteps: -1}})
	assert.Equal(t, [Boats]int{0, 4, 0, 0}, a.Boats())
}

func (a Travel) withBoat(b int) Travel { a.Boat = b; return a }

// Seed 003 "SOIRÉE": your small dice go back to the slot of their face; a
// special face is rerolled until it shows an element; each slot without a die
// gets a 1-small-step token (tokens left there add up); the next day starts.
func TestEvening(t *testing.T) {
	s := start(t, 1, physicalOptions())
	s = do(t, s, Take{Slot: ref.Plant}, // green, green, purple, orange
		Roll{Faces: faces(ref.FaceLight, ref.FaceSmallSteps, ref.FaceFire, ref.FaceFire, ref.FaceSmallSteps, ref.FaceAir)},
		Freeze{}, Resolved{}, Travel{})
	p := s.Pending()
	assert.Equal(t, AskEvening, p.Kind)
	assert.Equal(t, []int{4}, p.Reroll, "the small purple die shows small steps")
	refuse(t, s, Evening{})
	refuse(t, s, Evening{Faces: faces(ref.FaceSmallSteps)})
	refuse(t, s, Evening{Faces: faces(ref.FaceAir, ref.FaceAir)})
	n := do(t, s, Evening{Faces: faces(ref.FaceEarth)})
	assert.Equal(t, 2, n.Day())
	assert.Equal(t, PhaseMorning, n.Phase())
	tr := n.Track()
	assert.Equal(t, []ref.DieColour{ref.Red, ref.Green, ref.Green}, tr[ref.Fire].Dice)
	assert.Equal(t, []ref.DieColour{ref.Azure, ref.Azure, ref.Orange}, tr[ref.Air].Dice)
	assert.Equal(t, []ref.DieColour{ref.Purple}, tr[ref.Earth].Dice)
	assert.Equal(t, 1, tr[ref.Plant].Tokens, "the emptied plant slot gets a token")
	assert.Equal(t, 1, tr[ref.Earth].Tokens, "the earth slot keeps its token, and has a die now")
	assert.Len(t, n.Dice(), 2)
	for _, d := range n.Dice() {
		assert.False(t, d.Rolled, "big dice wait for the next roll")
	}

	// Tokens add up on a slot that stays empty.
	n = do(t, n, Take{Slot: ref.Fire}, Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceFire, ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{}, Travel{}, Evening{})
	assert.Equal(t, 2, n.Track()[ref.Plant].Tokens)
	assert.Zero(t, n.Track()[ref.Fire].Tokens, "its dice came back to it")

	// Virtual dice: special faces are rerolled by the app, always to an element.
	for seed := uint64(0); seed < 50; seed++ {
		v := do(t, start(t, seed, baseOptions()), Take{Slot: ref.Plant}, Roll{}, Freeze{}, Resolved{}, Travel{})
		refuse(t, v, Evening{Faces: faces(ref.FaceFire)})
		v = do(t, v, Evening{})
		total := 0
		for _, sl := range v.Track() {
			total += len(sl.Dice)
		}
		assert.Equal(t, len(ref.SetupDice), total, "every small die is back")
	}
}

// Seed 003 "Fin du jeu": the journey ends after day 8; nothing is accepted
// after; the final-score entry is pre-filled from it.
func TestJourneyEnds(t *testing.T) {
	s := start(t, 1, physicalOptions())
	for day := 1; day <= ref.Days; day++ {
		require.Equal(t, day, s.Day())
		for s.Phase() != PhaseEvening {
			s = do(t, s, s.DefaultAction())
		}
		if day == ref.Days {
			assert.Equal(t, "End the journey", s.Pending().Label.Text)
			refuse(t, s, Evening{Faces: faces(ref.FaceFire)})
		}
		s = do(t, s, s.DefaultAction())
	}
	assert.True(t, s.Over())
	assert.Equal(t, ref.Days, s.Day())
	assert.Equal(t, JourneyOver, s.Pending().Kind)
	assert.Nil(t, s.DefaultAction())
	for _, a := range []Action{Take{Slot: ref.Fire}, Roll{}, Freeze{}, Resolved{}, Travel{}, Evening{}, Lap{}, Effect{Change: Change{Light: 1}}} {
		assert.Contains(t, refuse(t, s, a), "over")
	}
	p := Prefill(s)
	assert.Equal(t, ref.Days, p.Companions)
	require.NotNil(t, p.CampVillage)
	assert.Zero(t, *p.CampVillage)
}

// Actions out of their part of the day are refused with a sentence.
func TestWrongPhase(t *testing.T) {
	s := start(t, 1, physicalOptions())
	steps := []Action{
		Take{Slot: ref.Earth},
		Roll{Faces: faces(ref.FaceFire, ref.FaceFire)},
		Freeze{},
		Resolved{},
		Travel{},
		Evening{},
	}
	others := []Action{
		Take{Slot: ref.Fire},
		Roll{Faces: faces(ref.FaceFire, ref.FaceFire)},
		Reroll{Source: Source{Source: FromToken}, Dice: []int{0}, Faces: faces(ref.FaceAir)},
		SetFace{Sources: []Source{{Source: FromToken}, {Source: FromToken}, {Source: FromToken}}, Die: 0, Face: ref.FaceAir},
		Freeze{},
		Effect{Change: Change{Light: 1}},
		Resolved{},
		Travel{},
		Evening{},
	}
	for _, step := range steps {
		for _, a := range others {
			if a.Type() == step.Type() || (s.Phase() == PhaseRoll && a.Type() == TypeRoll) {
				continue
			}
			if p, ok := actionPhase[a.Type()]; ok && p == s.Phase() && s.Rolled() {
				continue
			}
			if s.Phase() == PhaseResolve && a.Type() == TypeEffect {
				continue
			}
			refuse(t, s, a)
		}
		s = do(t, s, step)
	}
}

// TestEveningTellsWhatItRerolled: SPEC §5.2 step 5 — a small die showing a
// special face is rerolled until it shows an element; the state tells which
// dice the evening rerolled and their new faces, until the next morning's
// companion is taken.
func TestEveningTellsWhatItRerolled(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s := start(t, seed, baseOptions())
		for s.Phase() != PhaseEvening {
			s = do(t, s, s.DefaultAction())
		}
		need := s.needReroll()
		if len(need) == 0 {
			continue
		}
		n := do(t, s, Evening{})
		got := n.RerolledLastEvening()
		require.Len(t, got, len(need))
		for k, i := range need {
			assert.Equal(t, s.Dice()[i].Colour, got[k].Colour)
			_, ok := got[k].Face.Element()
			assert.True(t, ok, "rerolled until it shows an element")
		}
		n = do(t, n, n.DefaultAction())
		assert.Empty(t, n.RerolledLastEvening(), "forgotten once a companion is taken")
		return
	}
	t.Fatal("no seed gave a special face at the evening")
}
