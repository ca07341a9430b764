package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
)

// Each phase of a day asks its own question (seed 003 "TOUR DE JEU"): the
// morning's take, the late morning's roll, the afternoon's
// travel on the side of the board in play.
func TestPending_EachPhaseAsksItsQuestion(t *testing.T) {
	s := start(t, 1, physicalOptions())
	p := s.Pending()
	assert.Equal(t, AskTake, p.Kind)
	assert.True(t, p.NeedBlackSlot, "physical dice: if this companion is Kaar, the app asks where the black die landed")
	assert.False(t, start(t, 1, baseOptions()).Pending().NeedBlackSlot, "virtual dice: the app rolls the black die itself")

	s = do(t, s, Take{Slot: ref.Fire})
	p = s.Pending()
	assert.Equal(t, AskRoll, p.Kind)
	assert.Equal(t, "Roll the dice", p.Label.Text)

	s = do(t, s, Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{})
	assert.Contains(t, s.Pending().Instruction.Text, "village", "Province of Shadows: you camp in villages")
	o := physicalOptions()
	o.Side = ref.Archipelago
	a := do(t, start(t, 1, o), Take{Slot: ref.Fire}, Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{})
	assert.Equal(t, AskTravel, a.Pending().Kind)
	assert.Contains(t, a.Pending().Instruction.Text, "boat", "Dark Archipelago: you move boats to islands")
}

// The reroll sources (seed 003 "FIN DE MATINÉE"): a companion is a source
// only when its card gives a reroll; with saved reroll spaces the score
// track gives one reroll per space below the marker, not one per light.
func TestPending_RerollSources(t *testing.T) {
	o := physicalOptions()
	o.RerollSpaces = []int{3, 6, 9, 30}
	s := start(t, 1, o)
	s = do(t, s, Take{Slot: ref.Fire, Companion: Recruit{Name: "Lumipili", Reroll: true}},
		Roll{Faces: faces(ref.FaceFire, ref.FaceAir, ref.FaceFire)}, Freeze{}, Resolved{}, Travel{})
	s = do(t, s, s.DefaultAction())
	require.Equal(t, 2, s.Day())
	s = do(t, s, Take{Slot: ref.Earth, Companion: Recruit{Name: "Plain"}})
	s = do(t, s, s.DefaultAction())
	require.Equal(t, AskReroll, s.Pending().Kind)
	require.Equal(t, 10, s.Light())

	p := s.Pending()
	var companions []string
	var track RerollSource
	for _, src := range p.Sources {
		switch src.Source.Source {
		case FromCompanion:
			companions = append(companions, src.Name)
		case FromTrack:
			track = src
		}
	}
	assert.Equal(t, []string{"Lumipili"}, companions, "Plain gives no reroll")
	assert.True(t, track.Usable)
	assert.Zero(t, track.Bound, "saved spaces are counted exactly")
	tokens, _ := s.RerollTokens()
	assert.Equal(t, 1+tokens+3, p.Available, "Lumipili, the tokens, and spaces 9, 6 and 3 below light 10")
}
