package exchange

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"hearth/data"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/bgstats/bgsplay"
)

// The CSV parses back with encoding/csv into a header and one row per
// player's result, every score and winner there, formulas neutralised.
func TestExportCSVGivesEveryResult(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var b bytes.Buffer
	require.NoError(t, ExportCSV(ctx, f.s, &b))
	require.True(t, bytes.HasPrefix(b.Bytes(), []byte(CSVBOM)), "UTF-8 byte order mark first")
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(b.Bytes(), []byte(CSVBOM)))).ReadAll()
	require.NoError(t, err)
	plays, err := f.s.Plays(ctx, data.PlayFilter{})
	require.NoError(t, err)
	want := [][]string{CSVHeader}
	for _, p := range plays {
		for _, r := range p.Results {
			want = append(want, []string{p.UID, string(p.Game), strconv.Itoa(r.Seat + 1), r.Name, strconv.Itoa(r.Score), strconv.FormatBool(r.Winner)})
		}
	}
	got := [][]string{CSVHeader}
	for _, row := range rows[1:] {
		require.Len(t, row, len(CSVHeader))
		got = append(got, []string{row[0], row[1], row[8], row[9], row[11], row[12]})
	}
	assert.Equal(t, CSVHeader, rows[0])
	assert.Equal(t, want, got)
	first := rows[len(rows)-3] // the oldest play, three players
	assert.Equal(t, []string{"bonfire", "multi", "2026-02-01T20:00:00Z", "95", "B-7Q2K", "Kitchen, 2nd floor", "'=SUM(A1)\nsecond line"}, first[1:8])
}

// The .bgsplay file parses back with every play, player, score and winner;
// Tom is a non-player, Insula has no points (null scores).
func TestExportBGStatsCarriesEveryResult(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var b bytes.Buffer
	require.NoError(t, ExportBGStats(ctx, f.s, &b))
	var file bgsplay.File
	dec := json.NewDecoder(&b)
	dec.DisallowUnknownFields()
	require.NoError(t, dec.Decode(&file))
	assert.NotEmpty(t, file.About)
	plays, err := f.s.Plays(ctx, data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, file.Plays, len(plays))
	players := map[int]string{}
	npc := map[int]string{}
	for _, p := range file.Players {
		players[p.ID] = p.Name
		npc[p.ID] = p.MetaData
		assert.Regexp(t, `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`, p.UUID)
	}
	games := map[int]bgsplay.FileGame{}
	for _, g := range file.Games {
		games[g.ID] = g
	}
	assert.Len(t, file.Games, 3)
	assert.Len(t, file.Locations, 3, "the two places, and Hearth for the plays without one")
	for i, fp := range file.Plays {
		p := plays[len(plays)-1-i] // the file is oldest first
		assert.Equal(t, bgsplay.UUID(p.UID), fp.UUID)
		assert.Equal(t, p.PlayedAt.In(time.Local).Format("2006-01-02 15:04:05"), fp.PlayDate)
		g := games[fp.GameRefID]
		assert.Equal(t, p.Game.String(), g.Name)
		require.Len(t, fp.PlayerScores, len(p.Results))
		// A lone player's score (a solo journey) beats nobody: no win.
		soloScore := len(p.Results) == 1 && !g.NoPoints
		for j, r := range p.Results {
			sc := fp.PlayerScores[j]
			assert.Equal(t, r.Name, players[sc.PlayerRefID])
			assert.Equal(t, r.Winner && !soloScore, sc.Winner)
			if g.NoPoints {
				assert.Nil(t, sc.Score, "Insula has no points")
			} else if assert.NotNil(t, sc.Score) {
				assert.Equal(t, strconv.Itoa(r.Score), *sc.Score)
			}
			assert.Equal(t, r.Bot, npc[sc.PlayerRefID] == `{"isNpc":1}`, r.Name)
			if r.Winner && !soloScore {
				assert.Equal(t, 1, sc.Rank)
			}
		}
	}
}
