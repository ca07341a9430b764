package bgstats_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bgstats"
	"hearth/data/exchange"
)

// The fields a BG Stats export (BGStatsExport.json, .bgsplay) may hold, per
// object, with their JSON types: BG Stats' own field names as public
// exports write them. "date" is text "YYYY-MM-DD hh:mm:ss"; "json" is text
// holding a JSON object (metaData); "score" is text or null. The reader
// below refuses anything else, so a field Hearth invents fails the test.
var bgStatsFields = map[string]map[string]string{
	"file": {"about": "string", "players": "array", "locations": "array", "games": "array", "plays": "array",
		"userInfo": "object", "tags": "array", "groups": "array", "challenges": "array", "deletedObjects": "array"},
	"player": {"uuid": "string", "id": "number", "name": "string", "isAnonymous": "bool", "modificationDate": "date",
		"bggUsername": "string", "metaData": "json"},
	"location": {"uuid": "string", "id": "number", "name": "string", "modificationDate": "date"},
	"game": {"uuid": "string", "id": "number", "name": "string", "modificationDate": "date", "cooperative": "bool",
		"highestWins": "bool", "noPoints": "bool", "usesTeams": "bool", "bggId": "number", "isBaseGame": "number", "isExpansion": "number"},
	"play": {"uuid": "string", "modificationDate": "date", "entryDate": "date", "playDate": "date", "usesTeams": "bool",
		"durationMin": "number", "ignored": "bool", "manualWinner": "bool", "rounds": "number", "locationRefId": "number",
		"gameRefId": "number", "board": "string", "comments": "string", "playerScores": "array"},
	"score": {"score": "score", "winner": "bool", "newPlayer": "bool", "startPlayer": "bool", "playerRefId": "number",
		"role": "string", "rank": "number", "seatOrder": "number", "team": "string"},
	"userInfo": {"meRefId": "number", "bggUsername": "string", "exportDate": "date"},
}

// seen is one player of one play as BG Stats reads it.
type seen struct {
	Name   string
	NPC    bool   // a non-player (isNpc in the player's metaData)
	Score  string // "-" for null
	Winner bool   // as BG Stats shows it: computed from the scores unless manualWinner
	Rank   int
}

// seenPlay is one play as BG Stats reads it.
type seenPlay struct {
	UUID, Game, Board, Location, Entry string
	Manual                             bool
	Players                            []seen
}

// readExport is a small reader of BG Stats exports written for this test,
// independent of data/bgstats/bgsplay: it checks every field against
// bgStatsFields and resolves the file as BG Stats does (ids, non-players,
// winners: the best scores unless the play says its winner is manual).
func readExport(t *testing.T, raw []byte) (map[string]seenPlay, map[string]any) {
	t.Helper()
	var file map[string]any
	require.NoError(t, json.Unmarshal(raw, &file))
	check(t, "file", file)
	byID := func(key, kind string) map[float64]map[string]any {
		out := map[float64]map[string]any{}
		for _, v := range file[key].([]any) {
			o := v.(map[string]any)
			check(t, kind, o)
			out[o["id"].(float64)] = o
		}
		return out
	}
	players, games, places := byID("players", "player"), byID("games", "game"), byID("locations", "location")
	check(t, "userInfo", file["userInfo"].(map[string]any))
	out := map[string]seenPlay{}
	for _, v := range file["plays"].([]any) {
		p := v.(map[string]any)
		check(t, "play", p)
		g := games[p["gameRefId"].(float64)]
		sp := seenPlay{UUID: p["uuid"].(string), Game: g["name"].(string), Board: p["board"].(string), Entry: p["entryDate"].(string),
			Manual: p["manualWinner"].(bool)}
		ref, ok := p["locationRefId"].(float64)
		require.True(t, ok, "every play has a location, as in BG Stats' files (a public reader throws without one)")
		require.Contains(t, places, ref)
		sp.Location = places[ref]["name"].(string)
		for _, s := range p["playerScores"].([]any) {
			sc := s.(map[string]any)
			check(t, "score", sc)
			pl := players[sc["playerRefId"].(float64)]
			var meta struct {
				IsNpc int `json:"isNpc"`
			}
			require.NoError(t, json.Unmarshal([]byte(pl["metaData"].(string)), &meta))
			score := "-"
			if text, ok := sc["score"].(string); ok {
				score = text
			}
			sp.Players = append(sp.Players, seen{Name: pl["name"].(string), NPC: meta.IsNpc == 1, Score: score,
				Winner: sc["winner"].(bool), Rank: int(sc["rank"].(float64))})
		}
		if !sp.Manual {
			bestWins(sp.Players, g["highestWins"].(bool))
		}
		out[sp.UUID] = sp
	}
	return out, file["userInfo"].(map[string]any)
}

// bestWins is BG Stats' own winner: every player with the best score.
func bestWins(ps []seen, highest bool) {
	best, any := 0, false
	for _, p := range ps {
		n, err := strconv.Atoi(p.Score)
		if err == nil && (!any || highest && n > best || !highest && n < best) {
			best, any = n, true
		}
	}
	for i := range ps {
		n, err := strconv.Atoi(ps[i].Score)
		ps[i].Winner = err == nil && any && n == best
	}
}

// check refuses a field BG Stats does not know, or of the wrong type.
func check(t *testing.T, kind string, o map[string]any) {
	t.Helper()
	for k, v := range o {
		want, ok := bgStatsFields[kind][k]
		if !assert.True(t, ok, "%s: BG Stats has no field %q", kind, k) {
			continue
		}
		var got string
		switch x := v.(type) {
		case nil:
			got = "null"
		case string:
			got = "string"
			if _, err := time.Parse("2006-01-02 15:04:05", x); err == nil {
				got = "date"
			} else if json.Valid([]byte(x)) && len(x) > 0 && x[0] == '{' {
				got = "json"
			}
		case bool:
			got = "bool"
		case float64:
			got = "number"
		case []any:
			got = "array"
		case map[string]any:
			got = "object"
		}
		ok = got == want || want == "score" && (got == "null" || got == "string") || want == "string" && got == "date"
		assert.True(t, ok, "%s.%s is %s, BG Stats writes %s", kind, k, got, want)
	}
}

// input is a breakdown holding only the board as entered.
func input(s string) json.RawMessage { return json.RawMessage(`{"lines":[],"input":` + s + `}`) }

// fixturePlays are the plays BG Stats must read exactly as Hearth shows
// them, by name.
func fixturePlays(ana data.Profile) map[string]data.Play {
	at := time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC)
	purple := func(name string, strength, arrival int, win bool) data.Result {
		in := fmt.Sprintf(`{"variant":"purple","ending":"kingosh_defeated","name":%q,"in_final_battle":true,"strength":%d,"arrival":%d}`, name, strength, arrival)
		return data.Result{Name: name, Score: strength, Winner: win, Breakdown: input(in)}
	}
	withProfile := func(r data.Result, p data.Profile) data.Result {
		r.ProfileID = p.ID
		return r
	}
	seated := func(rs ...data.Result) []data.Result {
		for i := range rs {
			rs[i].Seat = i
		}
		return rs
	}
	return map[string]data.Play{
		// seed 000 "JEU SOLO": Tom is an opponent, not a player of yours.
		"solo bonfire": {Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: at, Location: "Kitchen", Notes: "close one",
			Results: seated(data.Result{Name: "Ana", ProfileID: ana.ID, Score: 70, Winner: true}, data.Result{Name: "Tom", Bot: true, Score: 60})},
		// seed 000 "FIN DE PARTIE": 10–10, Ana has more bonfires.
		"tie-break": {Game: data.GameBonfire, Mode: data.ModeMulti, PlayedAt: at.Add(time.Hour),
			Results: seated(data.Result{Name: "Ana", ProfileID: ana.ID, Score: 10, Winner: true}, data.Result{Name: "Ben", Score: 10})},
		// the same bonfires too: the victory is shared.
		"shared win": {Game: data.GameBonfire, Mode: data.ModeMulti, PlayedAt: at.Add(2 * time.Hour),
			Results: seated(data.Result{Name: "Ana", ProfileID: ana.ID, Score: 60, Winner: true}, data.Result{Name: "Ben", Score: 60, Winner: true}, data.Result{Name: "Cy", Score: 12})},
		// SPEC §7: a solo journey is a score, whatever flag the play carries.
		"solo journey": {Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: at.Add(3 * time.Hour),
			Results: seated(data.Result{Name: "Ana", ProfileID: ana.ID, Score: 72, Winner: true, Breakdown: input(`{"side":"province"}`)})},
		// seed 004 E.2: at nightfall the island wins, nobody else.
		"insula nightfall": {Game: data.GameInsula, Mode: data.ModeMulti, PlayedAt: at.Add(4 * time.Hour),
			Results: seated(data.Result{Name: "Ana", ProfileID: ana.ID, Breakdown: input(`{"variant":"blue","ending":"nightfall"}`)},
				data.Result{Name: "Ben", Breakdown: input(`{"variant":"blue","ending":"nightfall"}`)})},
		// seed 004 G.5: most strength, a tie to the earliest arrival.
		"purple ranking": {Game: data.GameInsula, Mode: data.ModeMulti, PlayedAt: at.Add(5 * time.Hour),
			Results: seated(withProfile(purple("Ana", 6, 2, false), ana), purple("Ben", 6, 1, true),
				data.Result{Name: "Cy", Breakdown: input(`{"variant":"purple","ending":"kingosh_defeated","name":"Cy","in_final_battle":false}`)},
				purple("Dee", 4, 3, false))},
	}
}

// fixtureWant is what BG Stats must show of each fixture play.
var fixtureWant = map[string]seenPlay{
	"solo bonfire": {Game: "Bonfire", Location: "Kitchen", Players: []seen{
		{Name: "Ana", Score: "70", Winner: true, Rank: 1}, {Name: "Tom", NPC: true, Score: "60", Rank: 2}}},
	"tie-break": {Game: "Bonfire", Location: "Hearth", Manual: true, Players: []seen{
		{Name: "Ana", Score: "10", Winner: true, Rank: 1}, {Name: "Ben", Score: "10", Rank: 2}}},
	"shared win": {Game: "Bonfire", Location: "Hearth", Players: []seen{
		{Name: "Ana", Score: "60", Winner: true, Rank: 1}, {Name: "Ben", Score: "60", Winner: true, Rank: 1}, {Name: "Cy", Score: "12", Rank: 3}}},
	"solo journey": {Game: "Lueur", Location: "Hearth", Board: "Province of Shadows", Manual: true, Players: []seen{{Name: "Ana", Score: "72"}}},
	"insula nightfall": {Game: "Insula", Location: "Hearth", Board: "Blue citadel", Manual: true, Players: []seen{
		{Name: "Ana", Score: "-"}, {Name: "Ben", Score: "-"}}},
	"purple ranking": {Game: "Insula", Location: "Hearth", Board: "Purple citadel", Manual: true, Players: []seen{
		{Name: "Ana", Score: "-", Rank: 2}, {Name: "Ben", Score: "-", Winner: true, Rank: 1}, {Name: "Cy", Score: "-", Rank: 4}, {Name: "Dee", Score: "-", Rank: 3}}},
}

// Every play of the fixture reads back in BG Stats as Hearth shows it: Tom
// a non-player, tie-breaks and no-points plays manual, a shared win
// computed, the solo journey a score, nightfall nobody's win, the purple
// citadel's ranking; one identity per play in the file and the link; the
// dates the play's own.
func TestBGStatsFixture(t *testing.T) {
	ctx := context.Background()
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	saved := time.Date(2026, 3, 2, 8, 30, 0, 0, time.Local)
	store.SetClock(func() time.Time { return saved })
	ana, err := store.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	uids := map[string]data.Play{}
	for name, p := range fixturePlays(ana) {
		p, err := store.SavePlay(ctx, p)
		require.NoError(t, err, name)
		uids[name] = p
	}
	store.SetClock(func() time.Time { return saved.Add(240 * time.Hour) })
	var b bytes.Buffer
	require.NoError(t, exchange.ExportBGStats(ctx, store, &b))
	got, user := readExport(t, b.Bytes())
	require.Len(t, got, len(fixtureWant))
	for name, want := range fixtureWant {
		play, err := store.Play(ctx, uids[name].ID)
		require.NoError(t, err)
		link, err := bgstats.Link(play, 0)
		require.NoError(t, err, name)
		l := linkJSON(t, link)
		seen := got[l["sourcePlayId"].(string)]
		assert.Equal(t, l["sourcePlayId"], seen.UUID, "%s: the link and the file name one play", name)
		assert.Equal(t, "2026-03-02 08:30:00", seen.Entry, "%s: the play's own entry date, not the export's", name)
		seen.UUID, seen.Entry = "", ""
		assert.Equal(t, want, seen, name)
		for i, lp := range l["players"].([]any) {
			p := lp.(map[string]any)
			assert.Equal(t, want.Players[i].Winner, p["winner"], "%s %s", name, p["name"])
			if want.Players[i].Score == "-" {
				assert.Nil(t, p["score"], name)
			}
		}
		if want.Board != "" {
			assert.Equal(t, want.Board, l["board"], name)
		}
		// The link names the play's place; without one it says nothing,
		// and BG Stats puts the app's name, as the file does.
		if play.Location != "" {
			assert.Equal(t, play.Location, l["location"], name)
		} else {
			assert.NotContains(t, l, "location", name)
		}
	}
	file := map[string]any{}
	require.NoError(t, json.Unmarshal(b.Bytes(), &file))
	for _, v := range file["players"].([]any) {
		p := v.(map[string]any)
		if p["id"] == user["meRefId"] {
			assert.Equal(t, "Ana", p["name"], "the file is the solo player's")
		}
	}
	assert.Equal(t, saved.Add(240*time.Hour).Format("2006-01-02 15:04:05"), user["exportDate"])
}

// linkJSON decodes a createPlay link's data.
func linkJSON(t *testing.T, link string) map[string]any {
	t.Helper()
	u, err := url.Parse(link)
	require.NoError(t, err)
	var l map[string]any
	require.NoError(t, json.Unmarshal([]byte(u.Query().Get("data")), &l))
	published(t, "", l)
	published(t, "game", l["game"].(map[string]any))
	for _, p := range l["players"].([]any) {
		published(t, "players[]", p.(map[string]any))
	}
	return l
}

// linkFields are the fields of BG Stats' createPlay format, as its page
// "Push plays to BG Stats from other apps or websites" publishes them (its
// example). manualWinner (a field of its files) and a player's isNpc are
// not among them.
var linkFields = map[string][]string{
	"":          {"sourceName", "sourcePlayId", "playDate", "durationMin", "board", "comments", "location", "game", "players"},
	"game":      {"name", "sourceGameId", "bggId", "highestWins", "noPoints"},
	"players[]": {"name", "sourcePlayerId", "score", "winner", "rank", "role", "startPlayer"},
}

// published checks that a link's object holds only BG Stats' published
// fields.
func published(t *testing.T, where string, o map[string]any) {
	t.Helper()
	for k := range o {
		assert.Contains(t, linkFields[where], k, "%s: %q is not in BG Stats' published createPlay format", where, k)
	}
}

// exportFile is the .bgsplay file of the fixture plays, decoded loosely.
func exportFile(t *testing.T) map[string]any {
	t.Helper()
	ctx := context.Background()
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	ana, err := store.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	for name, p := range fixturePlays(ana) {
		_, err := store.SavePlay(ctx, p)
		require.NoError(t, err, name)
	}
	var b bytes.Buffer
	require.NoError(t, exchange.ExportBGStats(ctx, store, &b))
	file := map[string]any{}
	require.NoError(t, json.Unmarshal(b.Bytes(), &file))
	return file
}

// Hearth has no roles or teams: a player's score leaves role and team out,
// as BG Stats' own files do, instead of writing them empty.
func TestFileLeavesOutRoleAndTeam(t *testing.T) {
	plays := exportFile(t)["plays"].([]any)
	require.NotEmpty(t, plays)
	for _, v := range plays {
		for _, s := range v.(map[string]any)["playerScores"].([]any) {
			sc := s.(map[string]any)
			assert.NotContains(t, sc, "role")
			assert.NotContains(t, sc, "team")
		}
	}
}
