package lueur

import (
	"testing"

	ref "hearth/data/lueur"
	"hearth/data/msg"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func ptr(v int) *int { return &v }

// example5 is the blue player of seed 003 "Fin du jeu", Exemple 5.
func example5() Player {
	return Player{Name: "Blue", Track: 60, CardLightGain: 5, CardLightLoss: 1, CampVillage: ptr(5),
		FireflyTokens: 1, FirefliesOnCards: 2, Companions: 7, SmallSteps: 3}
}

// Seed 003 "Fin du jeu", Exemple 5: 60 + 4 + 5 + 0 + 3 = 72.
func TestSeed003Example5(t *testing.T) {
	b, err := Score(ref.Province, example5())
	require.NoError(t, err)
	assert.Equal(t, Breakdown{Track: 60, Cards: 4, Travel: 5, Fireflies: 0, SmallSteps: 3,
		CardGain: 5, CardLoss: 1, Counted: true, FireflyCount: 3, CompanionCount: 7}, b)
	assert.Equal(t, 72, b.Total())
}

// Seed 003 Exemple 5's lines with their details: "Il en gagne 5 mais en
// perd 1" is 5 − 1; "7 compagnons devant lui et 3 lucioles" is 3 < 7.
func TestSeed003Example5LineDetails(t *testing.T) {
	b, err := Score(ref.Province, example5())
	require.NoError(t, err)
	details := map[string]string{}
	for _, l := range b.Lines() {
		details[l.Key] = l.Detail
	}
	assert.Equal(t, map[string]string{"track": "", "cards": "5 – 1", "travel": "", "fireflies": "3 < 7", "small_steps": ""}, details)
	assert.Equal(t, "<", b.FireflyRelation())

	p := example5()
	p.CardLightLoss, p.FireflyTokens, p.CampVillage, p.BoatIslands = 0, 5, nil, []int{1, 2, 0, 7}
	b, err = Score(ref.Archipelago, p)
	require.NoError(t, err)
	lines := b.Lines()
	assert.Equal(t, "", lines[1].Detail, "nothing lost: the gain alone")
	assert.Equal(t, "1+2+0+7", lines[2].Detail)
	assert.Equal(t, "7 ≥ 7", lines[3].Detail, "equal is enough for the bonus")
	assert.Equal(t, 10, lines[3].Points)

	var decoded Breakdown // read back from JSON: no counts, no details
	decoded.Cards, decoded.Fireflies = 4, 10
	for _, l := range decoded.Lines() {
		assert.Empty(t, l.Detail, l.Key)
	}
}

// Seed 003 "Fin du jeu" 3: "autant ou plus de lucioles que de compagnons".
func TestSeed003FireflyThreshold(t *testing.T) {
	cases := []struct {
		name                     string
		tokens, cards, companion int
		want                     int
	}{
		{"one short", 3, 3, 7, 0},
		{"equal is enough", 4, 3, 7, 10},
		{"more", 6, 3, 7, 10},
		{"tokens alone", 7, 0, 7, 10},
		{"cards alone", 0, 7, 7, 10},
		{"no companions, no fireflies", 0, 0, 0, 10},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := example5()
			p.FireflyTokens, p.FirefliesOnCards, p.Companions = c.tokens, c.cards, c.companion
			b, err := Score(ref.Province, p)
			require.NoError(t, err)
			assert.Equal(t, c.want, b.Fireflies)
		})
	}
}

// Seed 003 "Fin du jeu" 2: the camp's village on the Province, the four
// boats' islands summed on the Archipelago.
func TestSeed003TravelBothSides(t *testing.T) {
	p := example5()
	p.CampVillage = ptr(0)
	b, err := Score(ref.Province, p)
	require.NoError(t, err)
	assert.Equal(t, 0, b.Travel, "no camp yet")

	p.CampVillage, p.BoatIslands = nil, []int{1, 2, 0, 7}
	b, err = Score(ref.Archipelago, p)
	require.NoError(t, err)
	assert.Equal(t, 10, b.Travel)
	assert.Equal(t, 60+4+10+0+3, b.Total())
}

// Seed 003 "Fin du jeu": a card loss counts against the gains, even below zero.
func TestSeed003CardsGainsMinusLosses(t *testing.T) {
	p := example5()
	p.CardLightGain, p.CardLightLoss = 2, 6
	b, err := Score(ref.Province, p)
	require.NoError(t, err)
	assert.Equal(t, -4, b.Cards)
}

// Seed 003 "Fin du jeu": "En cas d'égalité, le joueur qui a le plus de pions
// relance l'emporte. S'il y a encore égalité, les joueurs gagnent ensemble."
func TestSeed003Winners(t *testing.T) {
	cases := []struct {
		name     string
		totals   []int
		rerolls  []int
		want     []int
		tiebreak bool
	}{
		{"most light", []int{70, 72, 65}, []int{5, 0, 9}, []int{1}, false},
		{"tie, most reroll tokens", []int{72, 72, 65}, []int{1, 3, 9}, []int{1}, true},
		{"tie on both, shared", []int{72, 72, 65}, []int{2, 2, 9}, []int{0, 1}, true},
		{"three way, two share", []int{50, 50, 50}, []int{0, 4, 4}, []int{1, 2}, true},
		{"the first seat has the most light", []int{72, 70, 65}, []int{0, 5, 9}, []int{0}, false},
		{"the last seat has the most light", []int{65, 70, 72}, []int{9, 5, 0}, []int{2}, false},
		{"tie, nobody has reroll tokens: shared", []int{72, 72, 65}, []int{0, 0, 9}, []int{0, 1}, true},
		{"a missing reroll count reads as 0", []int{72, 72}, []int{1}, []int{0}, true},
		{"solo", []int{40}, []int{0}, []int{0}, false},
		{"none", nil, nil, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, tb := Winners(c.totals, c.rerolls)
			assert.Equal(t, c.want, w)
			assert.Equal(t, c.tiebreak, tb)
		})
	}
}

func TestScoreGame(t *testing.T) {
	a, b := example5(), example5()
	b.Name, b.RerollTokens = "Red", 2
	res, err := ScoreGame(Game{Side: ref.Province, Players: []Player{a, b}})
	require.NoError(t, err)
	assert.Equal(t, []int{1}, res.Winners)
	assert.True(t, res.Tiebreak)
	assert.Equal(t, 72, res.Players[0].Total)
}

// Every refusal names the field and changes nothing.
func TestRefusals(t *testing.T) {
	five := func() []Player {
		var ps []Player
		for _, n := range []string{"A", "B", "C", "D", "E", "F"} {
			p := example5()
			p.Name = n
			ps = append(ps, p)
		}
		return ps
	}
	with := func(f func(p *Player)) Game {
		p := example5()
		f(&p)
		return Game{Side: ref.Province, Players: []Player{p}}
	}
	arch := func(f func(p *Player)) Game {
		p := example5()
		p.CampVillage, p.BoatIslands = nil, []int{1, 1, 1, 1}
		f(&p)
		return Game{Side: ref.Archipelago, Players: []Player{p}}
	}
	cases := []struct {
		name  string
		game  Game
		field string
	}{
		{"no players", Game{Side: ref.Province}, "players"},
		{"six players", Game{Side: ref.Province, Players: five()}, "players"},
		{"unknown side", Game{Side: ref.Side(7), Players: []Player{example5()}}, "side"},
		{"no name", with(func(p *Player) { p.Name = " " }), "players[0].name"},
		{"same names", Game{Side: ref.Province, Players: []Player{example5(), example5()}}, "players"},
		{"negative track", with(func(p *Player) { p.Track = -1 }), "players[0].track"},
		{"huge track", with(func(p *Player) { p.Track = MaxTrack + 1 }), "players[0].track"},
		{"negative gain", with(func(p *Player) { p.CardLightGain = -1 }), "players[0].card_light_gain"},
		{"negative loss", with(func(p *Player) { p.CardLightLoss = -2 }), "players[0].card_light_loss"},
		{"negative fireflies", with(func(p *Player) { p.FireflyTokens = -1 }), "players[0].firefly_tokens"},
		{"too many firefly tokens", with(func(p *Player) { p.FireflyTokens = 51 }), "players[0].firefly_tokens"},
		{"negative card fireflies", with(func(p *Player) { p.FirefliesOnCards = -1 }), "players[0].fireflies_on_cards"},
		{"41 companions", with(func(p *Player) { p.Companions = 41 }), "players[0].companions"},
		{"negative small steps", with(func(p *Player) { p.SmallSteps = -1 }), "players[0].small_steps"},
		{"negative rerolls", with(func(p *Player) { p.RerollTokens = -1 }), "players[0].reroll_tokens"},
		{"no camp key", with(func(p *Player) { p.CampVillage = nil }), "players[0].camp_village"},
		{"negative camp", with(func(p *Player) { p.CampVillage = ptr(-1) }), "players[0].camp_village"},
		{"boats on the province", with(func(p *Player) { p.BoatIslands = []int{1, 2, 3, 4} }), "players[0].boat_islands"},
		{"camp on the archipelago", arch(func(p *Player) { p.CampVillage = ptr(3) }), "players[0].camp_village"},
		{"three boats", arch(func(p *Player) { p.BoatIslands = []int{1, 2, 3} }), "players[0].boat_islands"},
		{"five boats", arch(func(p *Player) { p.BoatIslands = []int{1, 2, 3, 4, 5} }), "players[0].boat_islands"},
		{"no boats", arch(func(p *Player) { p.BoatIslands = nil }), "players[0].boat_islands"},
		{"negative island", arch(func(p *Player) { p.BoatIslands = []int{1, -2, 3, 4} }), "players[0].boat_islands[1]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ScoreGame(c.game)
			var me *msg.Error
			require.ErrorAs(t, err, &me)
			assert.Equal(t, c.field, me.Field)
			assert.NotContains(t, me.Error(), "{{")
		})
	}
}

// What the table can hold is accepted, one more is refused: seed 003
// "MATÉRIEL" has 25 firefly and 25 small-step tokens worth up to 2 each and
// 44 reroll tokens; 40 companions come into play (SPEC §5), whose printed
// fireflies the app bounds at 2 each; the score track, card light and a
// place's light have bounds of the app's own (500, 200, 50) against slips.
func TestBoundsOfEveryCount(t *testing.T) {
	cases := []struct {
		field    string
		set      func(p *Player, v int)
		max      int
		province bool
	}{
		{"track", func(p *Player, v int) { p.Track = v }, 500, true},
		{"card_light_gain", func(p *Player, v int) { p.CardLightGain = v }, 200, true},
		{"card_light_loss", func(p *Player, v int) { p.CardLightLoss = v }, 200, true},
		{"firefly_tokens", func(p *Player, v int) { p.FireflyTokens = v }, 50, true},
		{"fireflies_on_cards", func(p *Player, v int) { p.FirefliesOnCards = v }, 80, true},
		{"companions", func(p *Player, v int) { p.Companions = v }, 40, true},
		{"small_steps", func(p *Player, v int) { p.SmallSteps = v }, 50, true},
		{"reroll_tokens", func(p *Player, v int) { p.RerollTokens = v }, 44, true},
		{"camp_village", func(p *Player, v int) { p.CampVillage = ptr(v) }, 50, true},
		{"boat_islands[3]", func(p *Player, v int) { p.BoatIslands[3] = v }, 50, false},
	}
	for _, c := range cases {
		t.Run(c.field, func(t *testing.T) {
			side, p := ref.Province, example5()
			if !c.province {
				side, p.CampVillage, p.BoatIslands = ref.Archipelago, nil, []int{1, 1, 1, 1}
			}
			c.set(&p, c.max)
			assert.NoError(t, Validate(side, p), "%d is accepted", c.max)
			c.set(&p, c.max+1)
			var me *msg.Error
			require.ErrorAs(t, Validate(side, p), &me, "%d is refused", c.max+1)
			assert.Equal(t, c.field, me.Field)
		})
	}
}

// SPEC §5: a game has 1 to 5 players; five are scored.
func TestScoreGame_FivePlayers(t *testing.T) {
	var ps []Player
	for i, n := range []string{"A", "B", "C", "D", "E"} {
		p := example5()
		p.Name, p.Track = n, 60+i
		ps = append(ps, p)
	}
	res, err := ScoreGame(Game{Side: ref.Province, Players: ps})
	require.NoError(t, err)
	assert.Len(t, res.Players, 5)
	assert.Equal(t, []int{4}, res.Winners, "E is one step ahead")
}

// A detail shows how a line was counted only when it adds up to the line's
// points: a breakdown whose counts and points disagree shows none.
func TestLineDetailsNeverContradictThePoints(t *testing.T) {
	b := Breakdown{Cards: 3, CardGain: 5, CardLoss: 1, Travel: 5, Islands: []int{1, 2, 0, 7}}
	details := map[string]string{}
	for _, l := range b.Lines() {
		details[l.Key] = l.Detail
	}
	assert.Empty(t, details["cards"], "5 − 1 is not 3")
	assert.Empty(t, details["travel"], "1+2+0+7 is not 5")
}
