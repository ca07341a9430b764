package bgstats

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bgstats/bgsplay"
	"hearth/data/msg"
)

// decodeLink checks a link is a URL of BG Stats' createPlay page and
// returns its JSON, decoded strictly.
func decodeLink(t *testing.T, link string) bgsplay.Link {
	t.Helper()
	assert.Less(t, len(link), MaxLinkLength)
	u, err := url.Parse(link)
	require.NoError(t, err)
	assert.Equal(t, "https", u.Scheme)
	assert.Equal(t, "app.bgstatsapp.com", u.Host)
	assert.Equal(t, "/createPlay.html", u.Path)
	assert.NotContains(t, u.RawQuery, "+", "spaces are %20, as encodeURIComponent writes them")
	dec := json.NewDecoder(strings.NewReader(u.Query().Get("data")))
	dec.DisallowUnknownFields()
	var l bgsplay.Link
	require.NoError(t, dec.Decode(&l))
	return l
}

var when = time.Date(2026, 2, 1, 20, 30, 0, 0, time.FixedZone("CET", 3600))

func TestLinkSoloAgainstTom(t *testing.T) {
	p := data.Play{UID: "0123456789abcdef0123456789abcdef", Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: when, Duration: 75 * time.Minute,
		Location: "Chez Zoé & Ana", Notes: "Tom took every path",
		Results: []data.Result{{Seat: 0, Name: "Ana Maria", ProfileID: 3, ProfileUID: "aaaa", Score: 70, Winner: true}, {Seat: 1, Name: "Tom", Bot: true, Score: 60}}}
	link, err := Link(p, 0)
	require.NoError(t, err)
	l := decodeLink(t, link)
	// sourcePlayId is the play file's uuid; Tom is a player as far as the
	// link can say (BG Stats' link has no non-player flag); the place goes
	// along, as in BG Stats' own example.
	assert.Equal(t, bgsplay.Link{SourceName: "Hearth", SourcePlayID: "01234567-89ab-cdef-0123-456789abcdef", PlayDate: "2026-02-01 19:30:00", DurationMin: 75,
		Comments: "Tom took every path", Location: "Chez Zoé & Ana",
		Game: bgsplay.LinkGame{Name: "Bonfire", SourceGameID: "hearth-bonfire", HighestWins: true},
		Players: []bgsplay.LinkPlayer{
			{Name: "Ana Maria", SourcePlayerID: "hearth-profile-aaaa", Score: ptr(70), Winner: true, Rank: 1},
			{Name: "Tom", SourcePlayerID: "hearth-bot-tom", Score: ptr(60), Rank: 2},
		}}, l)
}

func ptr(n int) *int { return &n }

// Insula has a winner but no points (seed 004): every score is null and
// the winner is manual.
func TestLinkInsulaHasNoPoints(t *testing.T) {
	p := data.Play{UID: "u1", Game: data.GameInsula, PlayedAt: when, Results: []data.Result{
		{Seat: 0, Name: "Ana", Score: 9, Winner: true}, {Seat: 1, Name: "Ben"}, {Seat: 2, Name: "Cy", Score: 4}}}
	link, err := Link(p, 0)
	require.NoError(t, err)
	l := decodeLink(t, link)
	assert.True(t, l.Game.NoPoints)
	assert.Contains(t, link, escape(`"score":null`))
	require.Len(t, l.Players, 3)
	for i, pl := range l.Players {
		assert.Nil(t, pl.Score)
		assert.Equal(t, p.Results[i].Winner, pl.Winner)
		assert.Equal(t, p.Results[i].Name, pl.Name)
	}
	assert.Equal(t, []int{1, 2, 2}, []int{l.Players[0].Rank, l.Players[1].Rank, l.Players[2].Rank})
}

// A solo journey (Lueur, one player) is a score: no winner, no place
// (BG Stats will count it as a solo loss: it has no "no result" for one
// player); its board side goes along.
func TestLinkSoloJourneyIsAScore(t *testing.T) {
	rec := `{"lines":[],"input":{"side":"archipelago","track":40}}`
	p := data.Play{UID: "u2", Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: when, Results: []data.Result{
		{Name: "Ana", Score: 72, Winner: true, Breakdown: []byte(rec)}}}
	link, err := Link(p, 0)
	require.NoError(t, err)
	l := decodeLink(t, link)
	assert.Equal(t, "Dark Archipelago", l.Board)
	assert.Equal(t, []bgsplay.LinkPlayer{{Name: "Ana", SourcePlayerID: "hearth-name-ana", Score: ptr(72)}}, l.Players)
}

// Notes ride along when they fit; when they would make the link too long
// they are left out and the result is still sent.
func TestLinkDropsNotesThatDoNotFit(t *testing.T) {
	p := data.Play{UID: "u3", Game: data.GameLueur, PlayedAt: when, Notes: strings.Repeat("漢", 2000)}
	for i := 0; i < 8; i++ {
		p.Results = append(p.Results, data.Result{Seat: i, Name: strings.Repeat("é", 39) + string(rune('A'+i)), Score: i})
	}
	link, err := Link(p, 0)
	require.NoError(t, err)
	l := decodeLink(t, link)
	assert.Empty(t, l.Comments)
	assert.Len(t, l.Players, 8)
	p.Notes = "short"
	link, err = Link(p, 0)
	require.NoError(t, err)
	assert.Equal(t, "short", decodeLink(t, link).Comments)
}

// The longest play Hearth can hold (8 players with 40-character names far
// from ASCII, the longest place) still fits in one link.
func TestLinkLongestPlayFits(t *testing.T) {
	p := data.Play{UID: strings.Repeat("f", 64), Game: data.GameLueur, PlayedAt: when, Location: strings.Repeat("ü", 80)}
	for i := 0; i < 8; i++ {
		p.Results = append(p.Results, data.Result{Seat: i, Name: strings.Repeat("漢", 39) + string(rune('A'+i)), ProfileUID: strings.Repeat("e", 64), Score: -100000 * i})
	}
	link, err := Link(p, 0)
	require.NoError(t, err)
	l := decodeLink(t, link)
	assert.Len(t, l.Players, 8)
	assert.Equal(t, p.Results[7].Name, l.Players[7].Name)
}

func TestLinkRefusals(t *testing.T) {
	crowd := data.Play{UID: "u", Game: data.GameBonfire}
	for i := 0; i < 40; i++ {
		crowd.Results = append(crowd.Results, data.Result{Seat: i, Name: strings.Repeat("é", 40)})
	}
	for name, c := range map[string]struct {
		p    data.Play
		text string
	}{
		"no game":    {data.Play{UID: "u", Results: []data.Result{{Name: "Ana"}}}, "no game"},
		"no players": {data.Play{UID: "u", Game: data.GameBonfire}, "no players"},
		"too long":   {crowd, "too long"},
	} {
		link, err := Link(c.p, 0)
		assert.Empty(t, link)
		m, ok := msg.As(err)
		if assert.True(t, ok, "%s: %v", name, err) {
			assert.Contains(t, m.Error(), c.text, name)
		}
	}
}

// Places: a place the rules give first, then winners, then by score with
// ties sharing a place; the loser of a tie the winner broke comes second;
// a solo score is unplaced.
func TestRanks(t *testing.T) {
	bonfire, _ := bgsplay.GameOf("bonfire")
	insula, _ := bgsplay.GameOf("insula")
	pl := func(score int, win bool) bgsplay.Player { return bgsplay.Player{Score: score, Winner: win} }
	placed := func(place int, win bool) bgsplay.Player { return bgsplay.Player{Place: place, Winner: win} }
	for _, c := range []struct {
		name string
		g    bgsplay.Game
		in   []bgsplay.Player
		want []int
	}{
		{"scores", bonfire, []bgsplay.Player{pl(40, false), pl(61, true), pl(50, false), pl(50, false)}, []int{4, 1, 2, 2}},
		// seed 000 solo: a tie goes to Tom, so you come second.
		{"solo tie", bonfire, []bgsplay.Player{pl(60, false), pl(60, true)}, []int{2, 1}},
		{"shared win", bonfire, []bgsplay.Player{pl(60, true), pl(60, true), pl(10, false)}, []int{1, 1, 3}},
		{"no points", insula, []bgsplay.Player{pl(0, false), pl(0, true)}, []int{2, 1}},
		{"nobody won", insula, []bgsplay.Player{pl(0, false), pl(0, false)}, []int{0, 0}},
		{"purple ranking", insula, []bgsplay.Player{placed(3, false), placed(1, true), placed(2, false)}, []int{3, 1, 2}},
		{"solo score", bonfire, []bgsplay.Player{pl(72, true)}, []int{0}},
	} {
		assert.Equal(t, c.want, bgsplay.Ranks(c.g, c.in), c.name)
	}
}

// The winner is manual whenever the best scores do not name it.
func TestManualWinner(t *testing.T) {
	bonfire, _ := bgsplay.GameOf("bonfire")
	insula, _ := bgsplay.GameOf("insula")
	pl := func(score int, win bool) bgsplay.Player { return bgsplay.Player{Score: score, Winner: win} }
	tom := bgsplay.Player{Score: 60, Winner: true, Bot: true}
	for _, c := range []struct {
		name string
		g    bgsplay.Game
		in   []bgsplay.Player
		want bool
	}{
		{"best score wins", bonfire, []bgsplay.Player{pl(40, false), pl(61, true)}, false},
		{"shared win on a tie", bonfire, []bgsplay.Player{pl(60, true), pl(60, true), pl(10, false)}, false},
		// seed 000 "FIN DE PARTIE": a tie goes to the most bonfires.
		{"tie-break", bonfire, []bgsplay.Player{pl(10, true), pl(10, false)}, true},
		// seed 000 "JEU SOLO": you win only with strictly more than Tom.
		{"tie Tom wins", bonfire, []bgsplay.Player{pl(60, false), tom}, true},
		{"solo score", bonfire, []bgsplay.Player{pl(72, true)}, true},
		{"no points", insula, []bgsplay.Player{pl(0, true), pl(0, false)}, true},
		{"nobody", bonfire, nil, false},
	} {
		assert.Equal(t, c.want, bgsplay.ManualWinner(c.g, c.in), c.name)
	}
}

func TestUUID(t *testing.T) {
	assert.Equal(t, "01234567-89ab-cdef-0123-456789abcdef", bgsplay.UUID("0123456789ABCDEF0123456789abcdef"))
	assert.Equal(t, "01234567-89ab-cdef-0123-456789abcdef", bgsplay.UUID("01234567-89AB-cdef-0123-456789abcdef"))
	a, b := bgsplay.UUID("uid-1"), bgsplay.UUID("uid-2")
	assert.Regexp(t, `^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, a)
	assert.NotEqual(t, a, b)
	assert.Equal(t, a, bgsplay.UUID("uid-1"), "stable")
}
