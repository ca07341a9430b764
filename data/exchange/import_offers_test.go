package exchange

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// Issue 35 §1: an import that brings plays saved under a local profile's
// name without a profile, or that adds a profile under a name already
// played here, reports those profiles with how many plays they could
// take, as a profile made here would ask; the plays stay apart until
// taken, and a second import of the same file asks nothing.
func TestImportOffersThePlaysOfAProfilesName(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2026, 4, 1, 20, 0, 0, 0, time.UTC)
	save := func(s *data.Store, p data.Play, days int) {
		p.PlayedAt = at.AddDate(0, 0, days)
		_, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
	}
	from := openTemp(t)
	save(from, samplePlay("zoe", 50), 1)
	save(from, samplePlay("ZOÉ", 52), 2)
	save(from, samplePlay("Cy", 40), 3)
	dee, err := from.CreateProfile(ctx, "Dee")
	require.NoError(t, err)
	p := samplePlay("Dee", 45)
	p.Results[0].ProfileID = dee.ID
	save(from, p, 4)
	file := export(t, from)

	here := openTemp(t)
	zoe, err := here.CreateProfile(ctx, "Zoé")
	require.NoError(t, err)
	save(here, samplePlay("dee", 30), 5)
	rep, err := ImportJSON(ctx, here, bytes.NewReader(file))
	require.NoError(t, err)
	assert.Equal(t, 4, rep.Plays)
	offered := map[string]int{}
	for _, o := range rep.Offers {
		offered[o.Profile.Name] = o.Plays
	}
	assert.Equal(t, map[string]int{"Dee": 1, "Zoé": 2}, offered, "Zoé's two plays from the file, and the play saved here as dee for the profile the file adds")
	n, err := here.CountMatching(ctx, data.PlayFilter{Player: &data.Player{ProfileID: zoe.ID}})
	require.NoError(t, err)
	assert.Zero(t, n, "nothing is linked without asking")

	took, err := here.TakePlays(ctx, zoe.ID)
	require.NoError(t, err)
	assert.Equal(t, 2, took)
	require.NoError(t, here.VerifyDerived(ctx))

	rep, err = ImportJSON(ctx, here, bytes.NewReader(file))
	require.NoError(t, err)
	assert.Zero(t, rep.Plays)
	assert.Empty(t, rep.Offers, "the same file again brings nothing new to ask about")
}
