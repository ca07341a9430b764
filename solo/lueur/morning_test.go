package lueur

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
)

// Seed 003 "MATIN": you take the companion of one slot with its small dice
// and small-step tokens; the other slots keep theirs.
func TestTake_SlotDiceAndTokens(t *testing.T) {
	s := start(t, 1, physicalOptions())
	n := do(t, s, Take{Slot: ref.Plant})
	assert.Equal(t, PhaseRoll, n.Phase())
	var small []ref.DieColour
	for _, d := range n.Dice() {
		if d.Size == ref.Small {
			small = append(small, d.Colour)
			assert.Equal(t, OwnerTrack, d.Owner)
		}
	}
	assert.Equal(t, []ref.DieColour{ref.Green, ref.Green, ref.Purple, ref.Orange}, small)
	assert.Empty(t, n.Track()[ref.Plant].Dice)
	assert.Equal(t, s.Track()[ref.Air], n.Track()[ref.Air], "the other slots keep their dice")
	taken, ok := n.Taken()
	assert.True(t, ok)
	assert.Equal(t, ref.Plant, taken)

	// The earth slot has no die but a token: 1 small step (SPEC §5.2).
	n = do(t, s, Take{Slot: ref.Earth})
	assert.Equal(t, 1, n.SmallSteps())
	assert.Len(t, n.Dice(), 2, "only the adventurer's dice")
	assert.Zero(t, n.Track()[ref.Earth].Tokens)
	require.Len(t, n.Companions(), 1)
	assert.Equal(t, Companion{ID: 1, Day: 1, Slot: ref.Earth, FromSlot: true}, n.Companions()[0], "it remembers its slot")
}

// Seed 003 "Les Sketals": a Sketal takes a big die of its colour from the
// reserve if it is still there, the multicoloured one the colour of your
// choice among those left; without one it has no effect.
func TestTake_Sketal(t *testing.T) {
	s := start(t, 1, physicalOptions())
	n := do(t, s, Take{Slot: ref.Earth, Companion: Recruit{Name: "Sketal", Die: "green"}})
	c := n.Companions()[0]
	assert.True(t, c.HasDie)
	assert.Equal(t, ref.Green, c.Die)
	big, _ := n.Reserve()
	assert.Equal(t, []ref.DieColour{ref.Red, ref.Azure, ref.Blue, ref.Orange}, big)
	assert.Equal(t, Die{Colour: ref.Green, Size: ref.Big, Owner: 1}, n.Dice()[2])

	cases := []struct {
		name string
		r    Recruit
		ok   bool
		die  ref.DieColour
	}{
		{"same colour again: none left, no effect", Recruit{Die: "green"}, true, 0},
		{"any: pick among those left", Recruit{Die: AnyDie, Pick: colour(ref.Blue)}, true, ref.Blue},
		{"any: the pick must still be there", Recruit{Die: AnyDie, Pick: colour(ref.Green)}, false, 0},
		{"any: a pick is needed while dice are left", Recruit{Die: AnyDie}, false, 0},
		{"a colour not in the reserve at all", Recruit{Die: "yellow"}, false, 0},
		{"pick without any", Recruit{Die: "red", Pick: colour(ref.Red)}, false, 0},
	}
	n = do(t, n, Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{}, Travel{}, Evening{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := Take{Slot: ref.Earth, Companion: c.r}
			if !c.ok {
				refuse(t, n, a)
				return
			}
			got := do(t, n, a).Companions()[1]
			assert.Equal(t, c.die != 0, got.HasDie)
			assert.Equal(t, c.die, got.Die)
		})
	}
}

func colour(c ref.DieColour) *ref.DieColour { return &c }

// Seed 003 "Les Sketals": an "any" Sketal with the reserve empty takes
// nothing, and a pick is then refused.
func TestTake_AnySketalEmptyReserve(t *testing.T) {
	s := start(t, 1, physicalOptions())
	s.reserve = nil
	n := do(t, s, Take{Slot: ref.Earth, Companion: Recruit{Die: AnyDie}})
	assert.False(t, n.Companions()[0].HasDie)
	refuse(t, s, Take{Slot: ref.Earth, Companion: Recruit{Die: AnyDie, Pick: colour(ref.Red)}})
}

// Seed 003 "Kaar et la malédiction du dé noir": taking Kaar rolls the black
// die from the reserve onto the slot of its result, rerolled on the −2 face
// and on the slot just emptied (docs/lueur-journey.md); it enters only once.
func TestTake_KaarBringsTheBlackDie(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		s := start(t, seed, baseOptions())
		slot := ref.Elements[seed%5]
		n := do(t, s, Take{Slot: slot, Companion: Recruit{Kaar: true}})
		assert.True(t, n.BlackInPlay())
		_, inReserve := n.Reserve()
		assert.False(t, inReserve)
		on := -1
		for i, sl := range n.Track() {
			if slices.Contains(sl.Dice, ref.Black) {
				on = i
			}
		}
		require.NotEqual(t, -1, on, "seed %d: the black die is on a slot", seed)
		assert.NotEqual(t, int(slot), on, "seed %d: not on the slot just emptied", seed)
		assert.True(t, n.Immune())
	}

	// Physical dice: you say where it landed; the emptied slot is refused.
	s := start(t, 1, physicalOptions())
	refuse(t, s, Take{Slot: ref.Fire, Companion: Recruit{Kaar: true}})
	refuse(t, s, Take{Slot: ref.Fire, Companion: Recruit{Kaar: true}, BlackSlot: el(ref.Fire)})
	refuse(t, s, Take{Slot: ref.Fire, BlackSlot: el(ref.Air)})
	n := do(t, s, Take{Slot: ref.Fire, Companion: Recruit{Kaar: true}, BlackSlot: el(ref.Water)})
	assert.Equal(t, []ref.DieColour{ref.Blue, ref.Blue, ref.Black}, n.Track()[ref.Water].Dice)
	day, landed, ok := n.BlackEntered()
	assert.True(t, ok)
	assert.Equal(t, n.Day(), day, "the day it entered")
	assert.Equal(t, ref.Water, landed, "where it landed")
	// The next day it has not entered again, and a second Kaar brings none.
	later := do(t, n, Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{}, Travel{}, Evening{},
		Take{Slot: ref.Earth, Companion: Recruit{Kaar: true}})
	day, _, _ = later.BlackEntered()
	assert.Equal(t, n.Day(), day, "entered once, on its day")
	assert.NotEqual(t, later.Day(), day)
	_, _, ok = start(t, 1, physicalOptions()).BlackEntered()
	assert.False(t, ok, "not before Kaar")
	// The virtual mode rolls it itself.
	refuse(t, start(t, 1, baseOptions()), Take{Slot: ref.Fire, Companion: Recruit{Kaar: true}, BlackSlot: el(ref.Water)})
}

// Seed 003 "Kaar…": the Kaar holder may move the black die away from the
// slot they take; nobody else may, and only when it lies there.
func TestTake_MoveBlack(t *testing.T) {
	s := start(t, 1, physicalOptions())
	s = do(t, s, Take{Slot: ref.Earth, Companion: Recruit{Kaar: true}, BlackSlot: el(ref.Water)},
		Roll{Faces: faces(ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{}, Travel{}, Evening{})
	require.Contains(t, s.Track()[ref.Water].Dice, ref.Black)
	p := s.Pending()
	assert.True(t, p.CanMoveBlack)
	assert.Equal(t, ref.Water, p.BlackOn)

	refuse(t, s, Take{Slot: ref.Air, MoveBlack: el(ref.Fire)})    // not on the air slot
	refuse(t, s, Take{Slot: ref.Water, MoveBlack: el(ref.Water)}) // onto itself
	n := do(t, s, Take{Slot: ref.Water, MoveBlack: el(ref.Fire)})
	assert.Contains(t, n.Track()[ref.Fire].Dice, ref.Black)
	for _, d := range n.Dice() {
		assert.NotEqual(t, ref.Black, d.Colour)
	}
	// Without Kaar: the black die comes with the slot's dice.
	s.companions = nil
	refuse(t, s, Take{Slot: ref.Water, MoveBlack: el(ref.Fire)})
	n = do(t, s, Take{Slot: ref.Water})
	assert.Equal(t, ref.Black, n.Dice()[len(n.Dice())-1].Colour)
}

// Values no state accepts are refused by Decode (strict payloads).
func TestTake_BadRecruit(t *testing.T) {
	s := start(t, 1, physicalOptions())
	for _, r := range []Recruit{
		{Fireflies: 3}, {Fireflies: -1}, {Die: "purple"}, {Die: "rainbow"},
		{Name: "a\nb"}, {Name: string(make([]byte, 3))}, {Name: strings.Repeat("é", MaxNameLength+1)},
	} {
		refuse(t, s, Take{Slot: ref.Fire, Companion: r})
	}
}
