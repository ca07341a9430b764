package insula

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seed 004 "COMPOSANTS": 36 island tiles (beach, citadel, 16 light, 18 shadow).
func TestComponents(t *testing.T) {
	assert.Equal(t, 36, IslandTiles)
	assert.Equal(t, CurseCards, CurseCardsCommon+CurseCardsA+CurseCardsB)
	assert.NotEqual(t, FlowerCards, FlowerCardsCommon+FlowerCardsA+FlowerCardsB, "the rulebook's flower numbers disagree; see FlowerCards")
	assert.LessOrEqual(t, AdvancedLightTiles, LightTiles)
	assert.LessOrEqual(t, AdvancedShadowTiles, ShadowTiles)
	assert.Equal(t, TilesBetween, AdvancedLightTiles+AdvancedShadowTiles)
	assert.Equal(t, MaxPlayers, Sheets)
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
