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

// TestDistinctColoursUpToEight (issue 35 §2): 8 players on a page keep 8
// colours, though two profiles chose the same and guests' names hash onto
// the same colours; a profile keeps its own colour, a ninth player takes
// their own again.
func TestDistinctColoursUpToEight(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	require.NoError(t, s.SetProfileColour(ctx, ben.ID, Palette[0]), "Ben chooses Ana's colour")
	colours, err := s.PlayerColours(ctx)
	require.NoError(t, err)

	// Six guests, at least two pairs sharing a name colour.
	var guests []string
	seen := map[string]int{}
	for i := 0; len(guests) < 6; i++ {
		n := string(rune('A'+i%26)) + "uest" + string(rune('a'+i/26))
		if c := NameColour(n); seen[c] < 2 && (len(seen) < 4 || seen[c] == 1) {
			seen[c]++
			guests = append(guests, n)
		}
	}
	pairs := 0
	for _, n := range seen {
		pairs += n / 2
	}
	require.GreaterOrEqual(t, pairs, 2, "the guests' own colours collide: %v", seen)

	players := []Player{{Name: guests[0]}, {ProfileID: ben.ID, Name: "Ben"}}
	for _, g := range guests[1:] {
		players = append(players, Player{Name: g})
	}
	players = append(players, Player{ProfileID: ana.ID, Name: "Ana"})
	require.Len(t, players, 8)
	got := colours.Distinct(players)
	assert.Len(t, uniq(got), 8, "8 players, 8 colours: %v", got)
	assert.Equal(t, Palette[0], got[1], "Ben, the first profile, keeps the colour he chose")
	assert.NotEqual(t, Palette[0], got[7], "Ana, after him, gets another")
	assert.Equal(t, NameColour(guests[0]), got[0], "the first guest keeps their own")

	ninth := colours.Distinct(append(players, Player{Name: "Zed"}))
	assert.Equal(t, got, ninth[:8], "a ninth player changes nobody's colour")
	assert.Equal(t, NameColour("Zed"), ninth[8])
}

func uniq(ss []string) map[string]bool {
	out := map[string]bool{}
	for _, s := range ss {
		out[s] = true
	}
	return out
}
