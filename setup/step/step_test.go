package step

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

type fake struct{ N int }

func (fake) Kind() string                   { return "fake" }
func (fake) Lines() []msg.Text              { return nil }
func (f fake) MarshalJSON() ([]byte, error) { return json.Marshal(map[string]int{"n": f.N}) }

func TestListAndSections(t *testing.T) {
	var l List
	l.Section(msg.Term("A"))
	l.Add("one", msg.T("One.", nil))
	l.Data("two", msg.T("Two.", nil), fake{2})
	l.Section(msg.Term("B"))
	l.Random("three", msg.T("Three.", nil), fake{3})
	s := Setup{Game: Lueur, Players: 2, Steps: l.Steps()}

	secs := s.Sections()
	require.Len(t, secs, 2)
	assert.Equal(t, msg.Term("A"), secs[0].Title)
	assert.Len(t, secs[0].Steps, 2)
	assert.Equal(t, "three", secs[1].Steps[0].ID)

	st, ok := s.Step("three")
	require.True(t, ok)
	assert.True(t, st.Random)
	_, ok = s.Step("four")
	assert.False(t, ok)

	b, err := json.Marshal(s)
	require.NoError(t, err)
	assert.JSONEq(t, `{"game":"lueur","players":2,"title":{"text":""},"steps":[
		{"id":"one","section":"A","text":{"text":"One."}},
		{"id":"two","section":"A","text":{"text":"Two."},"kind":"fake","result":{"n":2}},
		{"id":"three","section":"B","text":{"text":"Three."},"random":true,"kind":"fake","result":{"n":3}}]}`, string(b))
}

func TestGames(t *testing.T) {
	for _, g := range Games {
		got, ok := ParseGame(g.Key())
		assert.True(t, ok)
		assert.Equal(t, g, got)
		var back Game
		b, err := g.MarshalText()
		require.NoError(t, err)
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, g, back)
	}
	_, ok := ParseGame("chess")
	assert.False(t, ok)
	_, err := Game(5).MarshalText()
	assert.Error(t, err)
	var g Game
	assert.Error(t, g.UnmarshalText([]byte("chess")))
	assert.Equal(t, "?", Game(-1).String())
}

// Player counts: Bonfire 1–4 (seed 000, solo included), Lueur 2–4 plus the
// app's solo journey, Insula 1–5 (seed 004: 5 adventurer sheets).
func TestCheckPlayers(t *testing.T) {
	for _, c := range []struct {
		g      Game
		lo, hi int
	}{{Bonfire, 1, 4}, {Lueur, 1, 4}, {Insula, 1, 5}} {
		lo, hi := c.g.Players()
		assert.Equal(t, []int{c.lo, c.hi}, []int{lo, hi})
		assert.NoError(t, c.g.CheckPlayers(lo))
		assert.NoError(t, c.g.CheckPlayers(hi))
		assert.Error(t, c.g.CheckPlayers(hi+1))
		assert.Error(t, c.g.CheckPlayers(lo-1))
	}
	m, ok := msg.As(Game(9).CheckPlayers(2))
	require.True(t, ok)
	assert.Equal(t, "game", m.Field)
	m, ok = msg.As(Bonfire.CheckPlayers(5))
	require.True(t, ok)
	assert.Equal(t, "players: Bonfire is played by 1 to 4 players; you asked for 5.", m.Line())
}
