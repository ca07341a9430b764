package data

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// A merge and a profile's deletion refresh only the sums of the players
// they concern (refreshSums): after each, on a history with renames,
// name-only players, a deleted and recreated profile and a handicap chain,
// every derived table is what a full rebuild gives, the head-to-head of
// everyone who played them included.
func TestMergeAndDeleteKeepTheSumsAsRebuilt(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	ids := identityHistory(t, s)
	steps := []struct {
		what string
		do   func() error
	}{
		{"the name Fay into the profile Fay", func() error {
			_, err := s.MergePlayers(ctx, Player{Name: "Fay"}, Player{ProfileID: ids["Fay"], Name: "Fay"})
			return err
		}},
		{"the old Dan's plays into the new Dan", func() error {
			_, err := s.MergePlayers(ctx, Player{Name: "dan"}, Player{ProfileID: ids["Dan"], Name: "Dan"})
			return err
		}},
		{"the profile Dan into the profile Ana", func() error {
			_, err := s.MergePlayers(ctx, Player{ProfileID: ids["Dan"], Name: "Dan"}, Player{ProfileID: ids["Ana"], Name: "Ana"})
			return err
		}},
		{"Béatrice deleted, her plays back under Bea and Beatrice", func() error { return s.DeleteProfile(ctx, ids["Béatrice"]) }},
		{"Ana deleted with her handicap chain", func() error { return s.DeleteProfile(ctx, ids["Ana"]) }},
	}
	for _, st := range steps {
		require.NoError(t, st.do(), st.what)
		require.NoError(t, s.VerifyDerived(ctx), st.what)
		assertDerivedAsRebuilt(t, s)
	}

	s, fx := mergeFixture(t, true)
	_, err := s.MergePlayers(ctx, Player{Name: "Benny"}, Player{Name: "Ben"})
	require.NoError(t, err)
	require.NoError(t, s.VerifyDerived(ctx), "a name into a name")
	_, err = s.MergePlayers(ctx, Player{ProfileID: fx["Anna"], Name: "Anna"}, Player{ProfileID: fx["Ana"], Name: "Ana"})
	require.NoError(t, err)
	require.NoError(t, s.VerifyDerived(ctx), "a profile into a profile")
	require.NoError(t, s.DeleteProfile(ctx, fx["Ana"]))
	require.NoError(t, s.VerifyDerived(ctx), "a profile with a handicap chain deleted")
	assertDerivedAsRebuilt(t, s)
}
