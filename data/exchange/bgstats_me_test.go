package exchange

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 35 §1: the BG Stats file's owner (userInfo.meRefId) is the profile
// marked "this is me", not the guess (the most solo plays), and players
// are named as their profiles are called now.
func TestBGStatsFileIsMine(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := s.CreateProfile(ctx, "Benny")
	require.NoError(t, err)
	at := time.Date(2026, 4, 1, 20, 0, 0, 0, time.UTC)
	for i := range 3 {
		_, err := s.SavePlay(ctx, soloPlay(ana.ID, 60+i, 55, at.Add(time.Duration(i)*time.Hour)))
		require.NoError(t, err)
	}
	table := samplePlay("Ana", 60)
	table.PlayedAt = at.Add(5 * time.Hour)
	table.Results[0].ProfileID, table.Results[1].ProfileID, table.Results[1].Name = ana.ID, ben.ID, "Benny"
	_, err = s.SavePlay(ctx, table)
	require.NoError(t, err)
	require.NoError(t, s.RenameProfile(ctx, ben.ID, "Ben"))

	owner := func() string {
		var b bytes.Buffer
		require.NoError(t, ExportBGStats(ctx, s, &b))
		var f struct {
			Players []struct {
				ID   int    `json:"id"`
				Name string `json:"name"`
			} `json:"players"`
			UserInfo struct {
				MeRefID int `json:"meRefId"`
			} `json:"userInfo"`
		}
		require.NoError(t, json.Unmarshal(b.Bytes(), &f))
		var names []string
		me := ""
		for _, p := range f.Players {
			names = append(names, p.Name)
			if p.ID == f.UserInfo.MeRefID {
				me = p.Name
			}
		}
		assert.ElementsMatch(t, []string{"Ana", "Tom", "Ben"}, names, "Benny is called Ben now")
		return me
	}
	assert.Equal(t, "Ana", owner(), "no one chosen: the guess")
	require.NoError(t, s.SetMe(ctx, ben.ID))
	assert.Equal(t, "Ben", owner(), "Ben said he is me")
}
