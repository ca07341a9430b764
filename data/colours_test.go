package data

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// TestProfileColours (issue 22): new profiles take the palette's colours
// in turn (the least used first), a player may choose another palette
// colour but nothing else, and a name without a profile always gets the
// same colour whatever its case.
func TestProfileColours(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	var ids []int64
	for _, n := range []string{"Ana", "Ben", "Cy"} {
		p, err := s.CreateProfile(ctx, n)
		require.NoError(t, err)
		ids = append(ids, p.ID)
	}
	colours, err := s.ProfileColours(ctx)
	require.NoError(t, err)
	assert.Equal(t, map[int64]string{ids[0]: Palette[0], ids[1]: Palette[1], ids[2]: Palette[2]}, colours)

	require.NoError(t, s.SetProfileColour(ctx, ids[0], Palette[5]))
	dee, err := s.CreateProfile(ctx, "Dee")
	require.NoError(t, err)
	colours, err = s.ProfileColours(ctx)
	require.NoError(t, err)
	assert.Equal(t, Palette[5], colours[ids[0]])
	assert.Equal(t, Palette[0], colours[dee.ID], "the colour Ana left is free again")

	err = s.SetProfileColour(ctx, ids[1], "#FFFFFF")
	var m *msg.Error
	require.ErrorAs(t, err, &m, "white does not read on the light page")
	assert.ErrorIs(t, s.SetProfileColour(ctx, 999, Palette[0]), ErrNotFound)

	assert.Equal(t, NameColour("Gus"), NameColour(" gus "))
	assert.Contains(t, Palette, NameColour("Gus"))
	seen := map[string]bool{}
	for _, n := range []string{"Gus", "Hana", "Ivo", "Jade", "Kai", "Lena", "Milo", "Nia", "Otto", "Pia"} {
		seen[NameColour(n)] = true
	}
	assert.Greater(t, len(seen), 3, "names spread over the palette")
}
