package data

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A typed name takes its profile's colour when the stats would count it as
// that profile's name (foldName: ASCII case and spaces), and its own colour
// otherwise, so a colour never says "same player" where the stats say not.
func TestTypedNameTakesItsProfilesColourAsTheStatsMatchIt(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	p, err := s.CreateProfile(ctx, "Élodie")
	require.NoError(t, err)
	require.NoError(t, s.SetProfileColour(ctx, p.ID, Palette[3]))
	c, err := s.PlayerColours(ctx)
	require.NoError(t, err)
	assert.Equal(t, Palette[3], c.OfName(" Élodie "))
	assert.Equal(t, Palette[3], c.Of(Player{ProfileID: p.ID, Name: "anything"}))
	assert.Equal(t, NameColour("éLODIE"), c.OfName("éLODIE"), "not the same name to the stats")
	assert.NotEqual(t, foldName("éLODIE"), foldName("Élodie"))
}
