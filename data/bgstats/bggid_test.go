package bgstats_test

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bgstats"
	"hearth/data/bgstats/bgsplay"
	"hearth/data/exchange"
	"hearth/data/game"
	"hearth/data/msg"
)

// A BoardGameGeek id is what the player pastes from the game's page:
// digits, blanks around them forgiven; anything else is refused with a
// sentence, never read as some other number.
func TestParseBGGID(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
		err  string
	}{
		{"", 0, ""},
		{"   ", 0, ""},
		{"12345", 12345, ""},
		{" 7\n", 7, ""},
		{"000123", 123, ""},
		{"123456789", 123456789, ""},
		{"1234567890", 0, "at most 9 digits"},
		{"0", 0, "above 0"},
		{"12a45", 0, "digits only"},
		{"-5", 0, "digits only"},
		{"+5", 0, "digits only"},
		{"1 234", 0, "digits only"},
		{"12.5", 0, "digits only"},
		{"١٢٣", 0, "digits only"}, // Arabic-Indic digits: not BoardGameGeek's
		{"https://boardgamegeek.com/boardgame/12345/x", 0, "digits only"},
	} {
		got, err := bgsplay.ParseBGGID(c.in)
		assert.Equal(t, c.want, got, "%q", c.in)
		if c.err == "" {
			assert.NoError(t, err, "%q", c.in)
			continue
		}
		m, ok := msg.As(err)
		if assert.True(t, ok, "%q: %v", c.in, err) {
			assert.Contains(t, m.Error(), c.err, "%q", c.in)
		}
	}
}

// FuzzParseBGGID: any text either is an id whose digits are the text's
// own, or is refused with a sentence; nothing panics.
func FuzzParseBGGID(f *testing.F) {
	for _, s := range []string{"", "12345", " 7 ", "0", "12a", "99999999999999999999", "-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := bgsplay.ParseBGGID(s)
		if err != nil {
			_, ok := msg.As(err)
			require.True(t, ok, "a sentence: %v", err)
			require.Zero(t, n)
			return
		}
		if n == 0 {
			require.Empty(t, strings.TrimSpace(s), "only an empty field is no id")
			return
		}
		require.Equal(t, strconv.Itoa(n), strings.TrimLeft(strings.TrimSpace(s), "0"), "the id is the digits typed")
	})
}

// The BoardGameGeek id the player gave a game goes into the link as
// game.bggId (a JSON number, as in BG Stats' example) and into the file's
// game as bggId; a game without one has none in the link and 0 in the file.
// A refused id changes nothing; an imported setting that is no id is
// shown as it is and sent as nothing.
func TestBGGIDInLinkAndFile(t *testing.T) {
	ctx := context.Background()
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	at := time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC)
	var saved []data.Play
	for _, g := range game.All {
		p, err := store.SavePlay(ctx, data.Play{Game: g, Mode: data.ModeMulti, PlayedAt: at, Results: []data.Result{
			{Seat: 0, Name: "Ana", Score: 10, Winner: true}, {Seat: 1, Name: "Ben", Score: 5}}})
		require.NoError(t, err)
		saved = append(saved, p)
	}
	n, err := bgstats.SetBGGID(ctx, store, game.Bonfire, " 12345 ")
	require.NoError(t, err)
	assert.Equal(t, 12345, n)
	_, err = bgstats.SetBGGID(ctx, store, game.Bonfire, "12a45")
	require.Error(t, err)
	text, err := bgstats.BGGIDText(ctx, store, game.Bonfire)
	require.NoError(t, err)
	assert.Equal(t, "12345", text, "a refused id changes nothing")
	// What an import may bring: any text under the setting's name.
	require.NoError(t, store.SetSetting(ctx, bgsplay.BGGIDSetting("insula"), "abc"))

	want := map[game.Game]float64{game.Bonfire: 12345, game.Lueur: 0, game.Insula: 0}
	for _, p := range saved {
		id, err := bgstats.BGGID(ctx, store, p.Game)
		require.NoError(t, err)
		assert.Equal(t, int(want[p.Game]), id, p.Game)
		link, err := bgstats.Link(p, id)
		require.NoError(t, err)
		g := linkJSON(t, link)["game"].(map[string]any)
		if want[p.Game] == 0 {
			assert.NotContains(t, g, "bggId", p.Game)
		} else {
			assert.Equal(t, want[p.Game], g["bggId"], p.Game)
		}
	}
	var b bytes.Buffer
	require.NoError(t, exchange.ExportBGStats(ctx, store, &b))
	readExport(t, b.Bytes())
	var file struct {
		Games []struct {
			Name  string  `json:"name"`
			BggID float64 `json:"bggId"`
		} `json:"games"`
	}
	require.NoError(t, json.Unmarshal(b.Bytes(), &file))
	require.Len(t, file.Games, 3)
	for _, g := range file.Games {
		key, _ := game.Parse(g.Name)
		assert.Equal(t, want[key], g.BggID, g.Name)
	}

	_, err = bgstats.SetBGGID(ctx, store, game.Bonfire, "")
	require.NoError(t, err)
	id, err := bgstats.BGGID(ctx, store, game.Bonfire)
	require.NoError(t, err)
	assert.Zero(t, id, "an emptied field removes the id")
}
