package game

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

func TestGamesParseAndMarshal(t *testing.T) {
	for i, g := range All {
		for _, s := range []string{g.Key(), g.String(), " " + g.String() + " "} {
			got, ok := Parse(s)
			assert.True(t, ok, s)
			assert.Equal(t, g, got)
		}
		back, ok := FromIndex(i)
		assert.True(t, ok)
		assert.Equal(t, g, back)
		assert.Equal(t, i, g.Index())
	}
	assert.Equal(t, []string{"Bonfire", "Lueur", "Insula"}, []string{Bonfire.String(), Lueur.String(), Insula.String()})
	_, ok := Parse("chess")
	assert.False(t, ok)
	_, ok = FromIndex(3)
	assert.False(t, ok)
	assert.Equal(t, -1, Game("chess").Index())
	assert.Equal(t, "?", Game("").String())
	_, err := Game("chess").MarshalText()
	assert.Error(t, err)

	b, err := json.Marshal(map[string]Game{"game": Insula})
	require.NoError(t, err)
	assert.Equal(t, `{"game":"insula"}`, string(b))
	var v struct{ Game Game }
	require.NoError(t, json.Unmarshal([]byte(`{"Game":"Lueur"}`), &v))
	assert.Equal(t, Lueur, v.Game)
	assert.Error(t, json.Unmarshal([]byte(`{"Game":"chess"}`), &v))
}

// Player counts: Bonfire 1–4 (seed 000 "MISE EN PLACE", solo included),
// Lueur 1–5 (seed 003 plays 2–4; SPEC §5 accepts 1–5 with the solo journey), Insula 1–5 (seed 004
// "COMPOSANTS": 5 adventurer sheets).
func TestCheckPlayers(t *testing.T) {
	for _, c := range []struct {
		g      Game
		lo, hi int
	}{{Bonfire, 1, 4}, {Lueur, 1, 5}, {Insula, 1, 5}} {
		lo, hi := c.g.Players()
		assert.Equal(t, []int{c.lo, c.hi}, []int{lo, hi})
		assert.NoError(t, c.g.CheckPlayers(lo))
		assert.NoError(t, c.g.CheckPlayers(hi))
		assert.Error(t, c.g.CheckPlayers(hi+1))
		assert.Error(t, c.g.CheckPlayers(lo-1))
	}
	m, ok := msg.As(Game("chess").CheckPlayers(2))
	require.True(t, ok)
	assert.Equal(t, "game", m.Field)
	m, ok = msg.As(Bonfire.CheckPlayers(5))
	require.True(t, ok)
	assert.Equal(t, "players: Bonfire is played by 1 to 4 players; you asked for 5.", m.Line())
}
