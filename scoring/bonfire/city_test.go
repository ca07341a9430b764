package bonfire

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/bonfire"
	"hearth/data/msg"
)

// appendixIVCity is the example of seed 000 "ANNEXE IV" slot by slot: five
// bonfires 7, 5, 2, 4, 2 whose colours follow their values; the grey guardian
// (6) on the red 5; 7 portals, 5 of them beside a bonfire; 5 path tiles, 4 of
// them matching their bonfire.
func appendixIVCity() City {
	lit := func(c ref.Colour, v int, crystal ref.Colour) Slot {
		return Slot{Lit: true, Colour: c, Value: v, Portal: true, Path: true, HasCrystal: true, Crystal: crystal}
	}
	c := City{
		Name:          "Ana",
		TrackPoints:   5,
		Guardians:     3,
		Gnomes:        4,
		FateTilesLeft: 2,
		Leftovers:     4,
		Slots: [ref.BonfireSpaces]Slot{
			lit(ref.Yellow, 7, ref.Yellow), // the starting tile's path
			lit(ref.Red, 5, ref.Red),
			lit(ref.Blue, 2, ref.Blue),
			lit(ref.Red, 4, ref.Red),
			lit(ref.Blue, 2, ref.Yellow), // the path that does not match
			{Portal: true},
			{Portal: true},
		},
	}
	c.Slots[1].Guardian, c.Slots[1].GuardianValue = true, 6
	return c
}

func TestAppendixIVCityMode(t *testing.T) {
	b, err := ScoreCity(appendixIVCity())
	require.NoError(t, err)
	assert.Equal(t, appendixIVBreakdown, b)
	assert.Equal(t, 61, b.Total(), "seed 000 ANNEXE IV: 61 PV au total")

	p, err := appendixIVCity().Player()
	require.NoError(t, err)
	assert.Equal(t, appendixIV(), p, "city mode converts to the quick-mode board")
}

func TestCityStartingTileAlwaysHasAPath(t *testing.T) {
	// seed000 MISSIONS DU CONSEIL: 7 path tiles "y compris celle de votre tuile Départ".
	c := City{Guardians: 1}
	c.Slots[0] = Slot{Lit: true, Colour: ref.Red, Value: 4, HasCrystal: true, Crystal: ref.Red}
	p, err := c.Player()
	require.NoError(t, err)
	assert.Equal(t, 1, p.PathTiles)
	assert.Equal(t, 1, p.MatchingPaths, "the starting tile's crystal matches like any other")
	b, err := ScoreCity(c)
	require.NoError(t, err)
	assert.Equal(t, 2, b.Paths)

	for i := range c.Slots {
		c.Slots[i].Path = true
	}
	p, err = c.Player()
	require.NoError(t, err)
	assert.Equal(t, ref.MaxPaths, p.PathTiles)
}

func TestCityCounts(t *testing.T) {
	c := City{Guardians: 2, OpenTasks: 1}
	c.Slots[0] = Slot{Portal: true, HasCrystal: true, Crystal: ref.Blue}                    // unlit: its portal and crystal score nothing
	c.Slots[2] = Slot{Lit: true, Colour: ref.Blue, Value: 3, Path: true, Crystal: ref.Blue} // no crystal set: no match
	c.Slots[4] = Slot{Lit: true, Colour: ref.Yellow, Value: 8, Portal: true, Guardian: true, GuardianValue: 7}
	c.Slots[6] = Slot{Value: 99, Colour: 9, Path: true, HasCrystal: true, Crystal: ref.Red, GuardianValue: -3} // unlit: value, colour and guardian value ignored
	p, err := c.Player()
	require.NoError(t, err)
	assert.Equal(t, Player{
		Bonfires:            []int{3, 8},
		OpenTasks:           1,
		GuardiansOnBonfires: []int{7},
		Portals:             2,
		PortalsAdjacent:     1,
		PathTiles:           3,
		Guardians:           2,
	}, p)
}

func TestCityRefusesImpossibleSlots(t *testing.T) {
	cases := []struct {
		name  string
		slot  int
		s     Slot
		field string
		says  string
	}{
		{"SPEC 1.4, seed000 PROCESSION: a guardian on an unlit bonfire", 3, Slot{Guardian: true, GuardianValue: 5},
			"slots[3]", "Slot 4: a guardian can only stand on a lit bonfire."},
		{"seed000 ANNEXE I: a colour that does not exist", 0, Slot{Lit: true, Colour: 3, Value: 5},
			"slots[0]", "Slot 1: choose the bonfire's colour: blue, red or yellow."},
		{"seed000 ANNEXE I: a negative colour", 6, Slot{Lit: true, Colour: -1, Value: 5},
			"slots[6]", "Slot 7: choose the bonfire's colour"},
		{"seed000 ANNEXE I: blue is worth 2–3", 1, Slot{Lit: true, Colour: ref.Blue, Value: 4},
			"slots[1]", "Slot 2: blue bonfires are worth 2 to 3 points; you entered 4."},
		{"seed000 ANNEXE I: red is worth 4–5", 2, Slot{Lit: true, Colour: ref.Red, Value: 6},
			"slots[2]", "Slot 3: red bonfires are worth 4 to 5 points; you entered 6."},
		{"seed000 ANNEXE I: red is worth 4–5, not 3", 2, Slot{Lit: true, Colour: ref.Red, Value: 3},
			"slots[2]", "you entered 3."},
		{"seed000 ANNEXE I: yellow is worth 6–8", 4, Slot{Lit: true, Colour: ref.Yellow, Value: 9},
			"slots[4]", "Slot 5: yellow bonfires are worth 6 to 8 points; you entered 9."},
		{"seed000 ANNEXE I: a lit bonfire worth nothing", 4, Slot{Lit: true, Colour: ref.Blue},
			"slots[4]", "you entered 0."},
		{"seed002 Final Scoring: a guardian worth 1", 4, Slot{Lit: true, Colour: ref.Blue, Value: 2, Guardian: true, GuardianValue: 1},
			"slots[4]", "Slot 5: a guardian on a bonfire is worth 2 to 8 points; you entered 1."},
		{"seed002 Final Scoring: a guardian worth 9", 4, Slot{Lit: true, Colour: ref.Blue, Value: 2, Guardian: true, GuardianValue: 9},
			"slots[4]", "you entered 9."},
		{"seed002 Components: a crystal that does not exist", 2, Slot{Path: true, HasCrystal: true, Crystal: 7},
			"slots[2]", "Slot 3: a path crystal is blue, red or yellow."},
		{"seed000 MISSIONS DU CONSEIL: the starting tile's crystal too", 0, Slot{HasCrystal: true, Crystal: -2},
			"slots[0]", "Slot 1: a path crystal is blue, red or yellow."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			city := City{Guardians: 2}
			city.Slots[c.slot] = c.s
			_, err := city.Player()
			require.Error(t, err)
			m, ok := msg.As(err)
			require.True(t, ok)
			assert.Equal(t, c.field, m.Field)
			assert.Contains(t, m.Error(), c.says)
			_, err = ScoreCity(city)
			assert.Error(t, err, "ScoreCity refuses it too")
		})
	}
}

func TestCityColourIsATerm(t *testing.T) {
	// The UI translates a Term before filling the sentence.
	var c City
	c.Guardians = 1
	c.Slots[1] = Slot{Lit: true, Colour: ref.Red, Value: 8}
	_, err := c.Player()
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, msg.Term("red"), m.Args["Colour"])
}

func TestCityRefusesImpossibleTotals(t *testing.T) {
	twoGuardians := appendixIVCity()
	twoGuardians.Slots[2].Guardian, twoGuardians.Slots[2].GuardianValue = true, 3
	twoGuardians.Guardians = 1

	cases := []struct {
		name  string
		c     City
		field string
		says  string
	}{
		{"seed000 PROCESSION: fewer guardians than stand on bonfires", twoGuardians,
			"guardians", "Your city has at least as many guardians as stand on bonfires (2); you entered 1."},
		{"seed000 RECEVOIR UNE MISSION: open tasks on lit spaces", func() City { c := appendixIVCity(); c.OpenTasks = 3; return c }(),
			"open_tasks", "Open tasks: 0 to 2, as"},
		{"seed000 RECRUTER UN GNOME: 7 gnomes", func() City { c := appendixIVCity(); c.Gnomes = 7; return c }(),
			"gnomes", "you entered 7."},
		{"seed000 RAPATRIER UNE GARDIENNE: no guardian", func() City { c := City{}; return c }(),
			"guardians", "you entered 0."},
		{"seed000 ANNEXE III: specialist 30", func() City { c := appendixIVCity(); c.Specialists = []int{30}; return c }(),
			"specialists[0]", "you entered 30."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ScoreCity(c.c)
			require.Error(t, err)
			m, ok := msg.As(err)
			require.True(t, ok)
			assert.Equal(t, c.field, m.Field)
			assert.Contains(t, m.Error(), c.says)
		})
	}
}

// randomCity draws a valid city: any slot lit or not, colours and values
// within Annexe I, portals and paths anywhere, guardians only on lit bonfires.
func randomCity(r *rand.Rand) City {
	c := City{Name: "R"}
	onBonfires, lit := 0, 0
	for i := range c.Slots {
		s := Slot{Portal: r.IntN(2) == 0, Path: r.IntN(2) == 0, HasCrystal: r.IntN(4) != 0}
		s.Crystal = ref.Colours[r.IntN(len(ref.Colours))]
		if r.IntN(3) != 0 {
			s.Lit = true
			s.Colour = ref.Colours[r.IntN(len(ref.Colours))]
			lo, hi := ref.TaskPoints(s.Colour)
			s.Value = lo + r.IntN(hi-lo+1)
			lit++
			if onBonfires < ref.MaxGuardians && r.IntN(2) == 0 {
				s.Guardian = true
				s.GuardianValue = ref.MinValue + r.IntN(ref.MaxValue-ref.MinValue+1)
				onBonfires++
			}
		} else if r.IntN(2) == 0 {
			// An unlit slot may keep a value, a colour or a guardian value the player left there.
			s.Value, s.Colour, s.GuardianValue = r.IntN(20)-5, ref.Colour(r.IntN(6)-1), r.IntN(20)
		}
		c.Slots[i] = s
	}
	least := max(1, onBonfires)
	c.Guardians = least + r.IntN(ref.MaxGuardians-least+1)
	c.OpenTasks = r.IntN(ref.MaxTasks - lit + 1)
	c.Gnomes = r.IntN(ref.MaxGnomes + 1)
	for _, s := range r.Perm(ref.Specialists)[:r.IntN(c.Gnomes+1)] {
		c.Specialists = append(c.Specialists, s+1)
	}
	if r.IntN(4) == 0 && c.Gnomes > 0 {
		c.Specialists = append(c.Specialists[:0], ref.SpecialistGuardianBonus)
	}
	c.FateTilesLeft = r.IntN(MaxFateTilesLeft + 1)
	c.Leftovers = r.IntN(MaxLeftovers + 1)
	c.TrackPoints = r.IntN(MaxTrackPoints + 1)
	return c
}

func TestCityAndQuickModeAgree(t *testing.T) {
	// SPEC §4.2: "two entry modes that give the same numbers".
	r := rand.New(rand.NewPCG(4, 2))
	seen := map[string]bool{}
	for i := range 5000 {
		c := randomCity(r)
		want, err := ScoreCity(c)
		require.NoError(t, err, "city %d: %+v", i, c)
		p, err := c.Player()
		require.NoError(t, err)
		got, err := Score(p)
		require.NoError(t, err)
		require.Equal(t, want, got, "city %d: %+v", i, c)
		for _, l := range got.Lines() {
			if l.Points > 0 {
				seen[l.Key] = true
			}
		}
	}
	// The generator reaches every category, so the comparison covers them all.
	assert.Len(t, seen, 9, "%v", seen)
}
