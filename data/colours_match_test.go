package data

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A typed name takes its profile's colour when it would be linked to that
// profile and counted as its player (names.Fold: case, accents and spaces
// aside), and its own colour otherwise, so a colour never says "same
// player" where the stats say not.
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
	assert.Equal(t, Palette[3], c.OfName("ELODIE"), "the same name to the stats")
	linked, err := s.ProfileByName(ctx, "ELODIE")
	require.NoError(t, err)
	assert.Equal(t, p.ID, linked.ID, "and linked to the profile")
	assert.Equal(t, NameColour("Elodia"), c.OfName("Elodia"), "another name")
	assert.Equal(t, NameColour("Dée"), NameColour("DÉE"), "one name, one colour")
}
