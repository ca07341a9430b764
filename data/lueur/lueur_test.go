package lueur

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seed 003 "MATÉRIEL": 30 dice, 20 big and 10 small.
func TestInventoryTotals(t *testing.T) {
	big, small := 0, 0
	for _, s := range Inventory {
		big += s.Big
		small += s.Small
	}
	assert.Equal(t, 20, big)
	assert.Equal(t, 10, small)
	assert.Equal(t, 4, Dice(Red, Big))
	assert.Equal(t, 1, Dice(Black, Small))
	assert.Equal(t, 0, Dice(Yellow, Small))
}

// Seed 003 "LES DÉS EN DÉTAIL": every die shows the five elements once; the
// sixth face is the colour's element (SPEC §5 mapping) or a special symbol.
func TestFaces(t *testing.T) {
	want := map[DieColour]Face{
		Red: FaceFire, Azure: FaceAir, Blue: FaceWater, Green: FacePlant, Orange: FaceEarth,
		Purple: FaceSmallSteps, Yellow: FaceLight, Black: FaceCurse,
	}
	for _, c := range DieColours {
		faces := c.Faces()
		for i, e := range Elements {
			assert.Equal(t, ElementFace(e), faces[i])
		}
		assert.Equal(t, want[c], faces[5], c.String())
		_, special := faces[5].Element()
		_, elementColour := c.Element()
		assert.Equal(t, elementColour, special, c.String())
	}
	e, ok := FaceEarth.Element()
	assert.True(t, ok)
	assert.Equal(t, Earth, e)
	_, ok = FaceCurse.Element()
	assert.False(t, ok)
}

// Seed 003 "MISE EN PLACE" steps 3 and 8: the setup uses every small die but
// the black one, and the reserve's big dice exist.
func TestSetupDiceAndReserve(t *testing.T) {
	smalls := map[DieColour]int{}
	for _, c := range SetupDice {
		smalls[c]++
	}
	assert.Len(t, SetupDice, 9)
	for _, c := range DieColours {
		want := Dice(c, Small)
		if c == Black {
			want = 0
		}
		assert.Equal(t, want, smalls[c], c.String())
	}
	for _, c := range ReserveBig {
		assert.Positive(t, Dice(c, Big))
		_, ok := c.Element()
		assert.True(t, ok)
	}
	assert.Equal(t, []DieColour{Black}, ReserveSmall)
}

func TestCounts(t *testing.T) {
	assert.Equal(t, 40, CompanionsInPlay)
	assert.Equal(t, Days*EncounterSlots, CompanionsInPlay)
	assert.Equal(t, 10, StartScore)
}

func TestNamesRoundTrip(t *testing.T) {
	for _, e := range Elements {
		got, ok := ParseElement(e.String())
		assert.True(t, ok)
		assert.Equal(t, e, got)
	}
	for _, c := range DieColours {
		got, ok := ParseDieColour(c.String())
		assert.True(t, ok)
		assert.Equal(t, c, got)
	}
	for _, s := range Sides {
		for _, name := range []string{s.Key(), s.String(), s.FrenchName()} {
			got, ok := ParseSide(name)
			assert.True(t, ok, name)
			assert.Equal(t, s, got)
		}
	}
	assert.Equal(t, "La Province des ombres", Province.FrenchName())
	assert.Equal(t, "?", Element(9).String())
	assert.Equal(t, "?", Side(-1).String())
	_, ok := ParseSide("moon")
	assert.False(t, ok)

	b, err := json.Marshal(struct {
		E Element
		C DieColour
		F Face
		S Side
	}{Plant, Azure, FaceLight, Archipelago})
	require.NoError(t, err)
	assert.JSONEq(t, `{"E":"plant","C":"azure","F":"+3 light","S":"archipelago"}`, string(b))
	var back struct {
		E Element
		C DieColour
		F Face
		S Side
	}
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, Archipelago, back.S)
	assert.Equal(t, FaceLight, back.F)
	_, err = json.Marshal(Element(7))
	assert.Error(t, err)
	assert.Error(t, json.Unmarshal([]byte(`"lava"`), &back.E))
}
