package insula

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestComponents checks the component counts against the numbers printed in
// seed 004 "COMPOSANTS" (lines "36 Tuiles île (plage, citadelle, 16 tuiles
// lumière, 18 tuiles ombre)", "37 Cartes malédiction (26 communes, 4 pour la
// version A, 7 pour la version B)", "50 Jetons énergie", "13 Jetons gardien")
// and B.1 / G.1 (five cards' room between beach and citadel; three light and
// two shadow tiles there in the advanced version).
func TestComponents(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"island tiles", IslandTiles, 36},
		{"light tiles", LightTiles, 16},
		{"shadow tiles", ShadowTiles, 18},
		{"curse cards", CurseCards, 37},
		{"common curses", CurseCardsCommon, 26},
		{"advanced curses", CurseCardsA, 4},
		{"base curses", CurseCardsB, 7},
		{"energy tokens", EnergyTokens, 50},
		{"guardian tokens", GuardianTokens, 13},
		{"adventurer sheets", Sheets, 5},
		{"room between beach and citadel", TilesBetween, 5},
		{"advanced light tiles", AdvancedLightTiles, 3},
		{"advanced shadow tiles", AdvancedShadowTiles, 2},
	} {
		assert.Equal(t, c.want, c.got, c.name)
	}
}

// Seed 004 G.5: purple citadel strength 5, blue starts at 7.
func TestVariants(t *testing.T) {
	assert.Equal(t, 5, Purple.StartStrength())
	assert.Equal(t, 7, Blue.StartStrength())
	for _, v := range Variants {
		for _, s := range []string{v.Key(), v.String()} {
			got, ok := ParseVariant(s)
			assert.True(t, ok)
			assert.Equal(t, v, got)
		}
	}
	_, ok := ParseVariant("green")
	assert.False(t, ok)
	b, err := json.Marshal([]any{Blue, Shadow, Advanced})
	require.NoError(t, err)
	assert.Equal(t, `["blue","shadow tile","advanced"]`, string(b))
	var v Variant
	require.NoError(t, json.Unmarshal([]byte(`"purple"`), &v))
	assert.Equal(t, Purple, v)
	assert.Error(t, json.Unmarshal([]byte(`"red"`), &v))
	assert.Equal(t, "A", Advanced.Letter())
	assert.Equal(t, "B", Base.Letter())
	assert.Equal(t, "Vitality", Vitality.String())
	assert.Equal(t, "?", Variant(5).String())
}
