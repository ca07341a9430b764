package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
)

// rolled is a physical journey on day 1 after taking the fire slot (a red
// small die) with a Lumipili, dice rolled: yellow fire, purple air, red fire.
func rolled(t *testing.T, o Options) State {
	t.Helper()
	s := start(t, 1, o)
	return do(t, s, Take{Slot: ref.Fire, Companion: Recruit{Name: "Lumipili", Reroll: true}},
		Roll{Faces: faces(ref.FaceFire, ref.FaceAir, ref.FaceFire)})
}

// Seed 003 "FIN DE MATINÉE": physical dice are rolled by you; each face you
// tap must be one of that die's faces, one per die.
func TestRoll_PhysicalFaces(t *testing.T) {
	s := do(t, start(t, 1, physicalOptions()), Take{Slot: ref.Fire})
	refuse(t, s, Roll{})
	refuse(t, s, Roll{Faces: faces(ref.FaceFire, ref.FaceFire)})
	refuse(t, s, Roll{Faces: faces(ref.FaceSmallSteps, ref.FaceFire, ref.FaceFire)}) // a yellow die has no small-step face
	refuse(t, s, Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceLight)})      // a red die has no light face
	n := do(t, s, Roll{Faces: faces(ref.FaceLight, ref.FaceSmallSteps, ref.FaceFire)})
	assert.True(t, n.Rolled())
	for _, d := range n.Dice() {
		assert.True(t, d.Rolled)
	}
	refuse(t, n, Roll{Faces: faces(ref.FaceLight, ref.FaceSmallSteps, ref.FaceFire)}) // once a day
	// Virtual dice refuse faces and roll their own.
	v := do(t, start(t, 1, baseOptions()), Take{Slot: ref.Earth})
	refuse(t, v, Roll{Faces: faces(ref.FaceFire, ref.FaceFire)})
	v = do(t, v, Roll{})
	assert.True(t, v.Dice()[0].Rolled)
}

// Seed 003 "FIN DE MATINÉE": each reroll rerolls 1 or 2 dice once; a token
// is spent; a companion's reroll serves once per turn; you cannot spend what
// you do not have.
func TestReroll_Sources(t *testing.T) {
	s := rolled(t, physicalOptions())
	token := Source{Source: FromToken}
	lumipili := Source{Source: FromCompanion, Companion: 1}
	cases := []struct {
		name string
		a    Reroll
	}{
		{"no die", Reroll{Source: token, Faces: faces()}},
		{"3 dice", Reroll{Source: token, Dice: []int{0, 1, 2}, Faces: faces(ref.FaceAir, ref.FaceAir, ref.FaceAir)}},
		{"the same die twice", Reroll{Source: token, Dice: []int{1, 1}, Faces: faces(ref.FaceAir, ref.FaceAir)}},
		{"no such die", Reroll{Source: token, Dice: []int{3}, Faces: faces(ref.FaceAir)}},
		{"negative die", Reroll{Source: token, Dice: []int{-1}, Faces: faces(ref.FaceAir)}},
		{"faces missing", Reroll{Source: token, Dice: []int{0, 1}, Faces: faces(ref.FaceAir)}},
		{"no such companion", Reroll{Source: Source{Source: FromCompanion, Companion: 9}, Dice: []int{0}, Faces: faces(ref.FaceAir)}},
		{"no companion named", Reroll{Source: Source{Source: FromCompanion}, Dice: []int{0}, Faces: faces(ref.FaceAir)}},
		{"unknown source", Reroll{Source: Source{Source: "luck"}, Dice: []int{0}, Faces: faces(ref.FaceAir)}},
		{"a wrong face", Reroll{Source: token, Dice: []int{2}, Faces: faces(ref.FaceLight)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { refuse(t, s, c.a) })
	}

	n := do(t, s, Reroll{Source: token, Dice: []int{0, 2}, Faces: faces(ref.FaceLight, ref.FaceWater)})
	assert.Equal(t, ref.FaceLight, n.Dice()[0].Face)
	assert.Equal(t, ref.FaceWater, n.Dice()[2].Face)
	usable, _ := n.RerollTokens()
	assert.Equal(t, 1, usable)
	n = do(t, n, Reroll{Source: token, Dice: []int{1}, Faces: faces(ref.FaceSmallSteps)})
	refuse(t, n, Reroll{Source: token, Dice: []int{1}, Faces: faces(ref.FaceAir)}) // no token left

	n = do(t, n, Reroll{Source: lumipili, Dice: []int{1}, Faces: faces(ref.FaceAir)})
	refuse(t, n, Reroll{Source: lumipili, Dice: []int{1}, Faces: faces(ref.FaceAir)}) // once per turn
	src, avail := n.Sources()
	require.Len(t, src, 3)
	assert.True(t, src[0].Used)
	assert.False(t, src[0].Usable)
	assert.Equal(t, "Lumipili", src[0].Name)
	assert.Equal(t, 0, src[1].Left)
	assert.False(t, src[1].Usable)
	assert.True(t, src[2].Usable, "the marker on 10 can still move back")
	assert.False(t, src[2].HasSpace, "no saved reroll spaces")
	assert.Equal(t, 10, avail)
	assert.Equal(t, 3, n.RerollsUsed())

	// The next day the companion's reroll is back.
	n = do(t, n, Freeze{}, Resolved{}, Travel{}, Evening{}, Take{Slot: ref.Air})
	n = do(t, n, Roll{Faces: faces(ref.FaceFire, ref.FaceFire, ref.FaceFire, ref.FaceFire)})
	do(t, n, Reroll{Source: lumipili, Dice: []int{1}, Faces: faces(ref.FaceAir)})
}

// Seed 003 "FIN DE MATINÉE": moving back on the score track to a reroll
// space gives a reroll; the marker must go down, never below 0; with saved
// spaces the app moves it to the nearest one below, and a space without the
// symbol is refused.
func TestReroll_Track(t *testing.T) {
	track := func(to *int) Reroll {
		return Reroll{Source: Source{Source: FromTrack, To: to}, Dice: []int{0}, Faces: faces(ref.FaceAir)}
	}
	s := rolled(t, physicalOptions())
	refuse(t, s, track(nil))      // the space is unknown
	refuse(t, s, track(intp(10))) // not back
	refuse(t, s, track(intp(12))) // forward
	refuse(t, s, track(intp(-1))) // below 0
	n := do(t, s, track(intp(7)))
	assert.Equal(t, 7, n.Light())
	n = do(t, n, track(intp(0)))
	assert.Equal(t, 0, n.Light())
	refuse(t, n, track(intp(0)))

	o := physicalOptions()
	o.RerollSpaces = []int{3, 6, 9, 12}
	s = rolled(t, o)
	src, avail := s.Sources()
	assert.Equal(t, RerollSource{Source: Source{Source: FromTrack}, Space: 9, HasSpace: true, Usable: true}, src[2])
	assert.Equal(t, 1+2+3, avail, "Lumipili, 2 tokens, 3 spaces below 10")
	refuse(t, s, track(intp(8))) // no reroll symbol
	n = do(t, s, track(nil))
	assert.Equal(t, 9, n.Light())
	n = do(t, n, track(intp(6)))
	assert.Equal(t, 6, n.Light())
	n = do(t, n, track(nil))
	assert.Equal(t, 3, n.Light())
	refuse(t, n, track(nil)) // none below 3
}

// Seed 003 "FIN DE MATINÉE": "reculer … jusqu'à la prochaine case avec un
// symbole relance": the next reroll space below the marker, never a
// farther one (issue 18).
func TestReroll_TrackNextSpaceOnly(t *testing.T) {
	o := physicalOptions()
	o.RerollSpaces = []int{3, 6, 9, 12}
	s := rolled(t, o) // light 10
	msg := refuse(t, s, Reroll{Source: Source{Source: FromTrack, To: intp(6)}, Dice: []int{0}, Faces: faces(ref.FaceAir)})
	assert.Contains(t, msg, "next reroll space below it, 9")
	refuse(t, s, Reroll{Source: Source{Source: FromTrack, To: intp(3)}, Dice: []int{0}, Faces: faces(ref.FaceAir)})
	n := do(t, s, Reroll{Source: Source{Source: FromTrack, To: intp(9)}, Dice: []int{0}, Faces: faces(ref.FaceAir)})
	assert.Equal(t, 9, n.Light())
	// A face change's track moves each go to the next space: 9, 6, 3.
	n = do(t, s, SetFace{Sources: []Source{{Source: FromTrack}, {Source: FromTrack}, {Source: FromTrack}}, Die: 0, Face: ref.FaceLight})
	assert.Equal(t, 3, n.Light())
	refuse(t, s, SetFace{Sources: []Source{{Source: FromTrack, To: intp(9)}, {Source: FromTrack, To: intp(3)}, {Source: FromToken}}, Die: 0, Face: ref.FaceLight})
}

// Seed 003 "Avancer sur la piste de score": after a lap the track gives no
// more rerolls. With a saved length the app sees the lap; otherwise you
// tell it (Lap).
func TestReroll_NoTrackAfterLap(t *testing.T) {
	o := physicalOptions()
	o.TrackLength, o.RerollSpaces = 20, []int{3, 6}
	s := rolled(t, o)
	s = do(t, s, Freeze{}) // yellow fire, purple air: no special face
	refuse(t, s, Lap{})    // the app knows the length
	s = do(t, s, Effect{Change: Change{Light: 10}})
	assert.True(t, s.Lapped())
	assert.Equal(t, 20, s.Light())
	s = do(t, s, Effect{Change: Change{Light: -15}})
	assert.True(t, s.Lapped(), "a lap is for good")
	s = do(t, s, Resolved{}, Travel{}, Evening{}, Take{Slot: ref.Earth}, Roll{Faces: faces(ref.FaceFire, ref.FaceFire)})
	refuse(t, s, Reroll{Source: Source{Source: FromTrack}, Dice: []int{0}, Faces: faces(ref.FaceAir)})
	src, _ := s.Sources()
	assert.False(t, src[len(src)-1].Usable)

	u := rolled(t, physicalOptions())
	u = do(t, u, Lap{})
	assert.True(t, u.Lapped())
	refuse(t, u, Lap{})
	refuse(t, u, Reroll{Source: Source{Source: FromTrack, To: intp(5)}, Dice: []int{0}, Faces: faces(ref.FaceAir)})
}

// Seed 003 "FIN DE MATINÉE", Important: 3 rerolls of any mix of sources turn
// one die to the face of your choice (Example 1: a companion's and 2 tokens).
func TestSetFace(t *testing.T) {
	s := rolled(t, physicalOptions())
	token := Source{Source: FromToken}
	lumipili := Source{Source: FromCompanion, Companion: 1}
	n := do(t, s, SetFace{Sources: []Source{lumipili, token, token}, Die: 1, Face: ref.FaceWater})
	assert.Equal(t, ref.FaceWater, n.Dice()[1].Face)
	usable, _ := n.RerollTokens()
	assert.Zero(t, usable)
	assert.Equal(t, SetFaceRerolls, n.RerollsUsed())

	refuse(t, s, SetFace{Sources: []Source{token, token}, Die: 1, Face: ref.FaceWater})
	refuse(t, s, SetFace{Sources: []Source{lumipili, lumipili, token}, Die: 1, Face: ref.FaceWater})
	refuse(t, s, SetFace{Sources: []Source{token, token, token}, Die: 1, Face: ref.FaceWater}) // 2 tokens only
	refuse(t, s, SetFace{Sources: []Source{lumipili, token, token}, Die: 2, Face: ref.FaceLight})
	refuse(t, s, SetFace{Sources: []Source{lumipili, token, token}, Die: 5, Face: ref.FaceFire})
	// Example 2's track moves count too: down from 10 to 8 to 5.
	n = do(t, s, SetFace{Sources: []Source{{Source: FromTrack, To: intp(8)}, lumipili, {Source: FromTrack, To: intp(5)}}, Die: 0, Face: ref.FaceLight})
	assert.Equal(t, 5, n.Light())
	refuse(t, s, SetFace{Sources: []Source{{Source: FromTrack, To: intp(5)}, lumipili, {Source: FromTrack, To: intp(8)}}, Die: 0, Face: ref.FaceLight})
}

// Reroll tokens gained at noon are usable from the next day (seed 003 "Les
// effets": "qu'il peut utiliser dès le prochain tour").
func TestRerollTokens_GainedToday(t *testing.T) {
	s := do(t, rolled(t, physicalOptions()), Freeze{}, Effect{Change: Change{Rerolls: 3}})
	usable, today := s.RerollTokens()
	assert.Equal(t, 2, usable)
	assert.Equal(t, 3, today)
	s = do(t, s, Effect{Change: Change{Rerolls: -4}})
	usable, today = s.RerollTokens()
	assert.Equal(t, 0, usable)
	assert.Equal(t, 1, today)
	s = do(t, s, Resolved{}, Travel{}, Evening{})
	usable, today = s.RerollTokens()
	assert.Equal(t, 1, usable)
	assert.Zero(t, today)
}

// A face change spends the cheapest rerolls by default (SPEC §5.2: three
// rerolls of any mix): the companion's, then tokens, then the score track.
// Without saved reroll spaces the track moves name no space: the marker
// goes back to printed reroll spaces (seed 003 "FIN DE MATINÉE"), which the
// player must name, so a face change without them is refused (issue 18
// item 3; the app used to invent light−1, −2, −3).
func TestSetFaceSources_CheapestFirst(t *testing.T) {
	s := rolled(t, physicalOptions())
	got := s.SetFaceSources()
	require.Len(t, got, SetFaceRerolls)
	assert.Equal(t, FromCompanion, got[0].Source, "Lumipili's reroll first")
	assert.Equal(t, []Source{{Source: FromToken}, {Source: FromToken}}, got[1:])

	n := do(t, s, SetFace{Sources: got, Die: 0, Face: ref.FaceAir})
	assert.Equal(t, s.Light(), n.Light(), "no light spent")
	track := []Source{{Source: FromTrack}, {Source: FromTrack}, {Source: FromTrack}}
	assert.Equal(t, track, n.SetFaceSources(), "then the track, its spaces unknown")
	assert.Contains(t, refuse(t, n, SetFace{Sources: track, Die: 0, Face: ref.FaceFire}), "Say which reroll space")
	m := do(t, n, SetFace{Sources: []Source{{Source: FromTrack, To: intp(7)}, {Source: FromTrack, To: intp(4)}, {Source: FromTrack, To: intp(1)}}, Die: 0, Face: ref.FaceFire})
	assert.Equal(t, 1, m.Light(), "the spaces named, not one per reroll")

	o := physicalOptions()
	o.RerollSpaces = []int{3, 6, 9}
	n = do(t, rolled(t, o), SetFace{Sources: s.SetFaceSources(), Die: 0, Face: ref.FaceAir})
	assert.Equal(t, track, n.SetFaceSources(), "saved spaces: each to the next one")
	assert.Equal(t, 3, do(t, n, SetFace{Sources: track, Die: 0, Face: ref.FaceFire}).Light())
}

// Seed 003 "LES DÉS EN DÉTAIL": dice count once rolled. Taken but not yet
// rolled, they show nothing, and the app says to roll them first.
func TestBeforeTheRoll_NothingCountsYet(t *testing.T) {
	s := do(t, start(t, 1, physicalOptions()), Take{Slot: ref.Fire, Companion: Recruit{Name: "Lumipili"}})
	assert.Equal(t, Counts{}.ByFace, s.Counts().ByFace)
	assert.Contains(t, refuse(t, s, Travel{}), "Roll your dice first.")
}
