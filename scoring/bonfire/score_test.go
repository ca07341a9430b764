package bonfire

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/bonfire"
	"hearth/scoring"
)

// appendixIV is the board of the rulebook's scoring example (seed 000
// "ANNEXE IV : EXEMPLE DE DÉCOMPTE FINAL", seed 002 "Final Scoring"), 61 points.
func appendixIV() Player {
	return Player{
		Name:                "Ana",
		TrackPoints:         5, // the elder, scored during the game
		Bonfires:            []int{7, 5, 2, 4, 2},
		GuardiansOnBonfires: []int{6}, // the grey guardian on the red bonfire
		Portals:             7,
		PortalsAdjacent:     5,
		PathTiles:           5,
		MatchingPaths:       4,
		Guardians:           3,
		Gnomes:              4,
		FateTilesLeft:       2,
		Leftovers:           4, // 3 action tiles + 1 resource
	}
}

// appendixIVBreakdown is the example's breakdown, line by line as printed.
var appendixIVBreakdown = Breakdown{
	Bonfires:       20,
	Guardians:      6,
	Portals:        10,
	Paths:          8,
	CommonTasks:    4, // "Posséder 7 Portails"
	FateTiles:      6,
	Leftovers:      2,
	Track:          5,
	Fulfilled:      []ref.CommonTask{ref.SevenPortals},
	BonfireValues:  []int{7, 5, 2, 4, 2},
	GuardianValues: []int{6},
	LeftoverCount:  4,
}

func TestAppendixIVQuickMode(t *testing.T) {
	b, err := Score(appendixIV())
	require.NoError(t, err)
	assert.Equal(t, appendixIVBreakdown, b)
	assert.Equal(t, 61, b.Total(), "seed 000 ANNEXE IV: 61 PV au total")
}

func TestAppendixIVLines(t *testing.T) {
	b, err := Score(appendixIV())
	require.NoError(t, err)
	assert.Equal(t, []scoring.Line{
		{Key: "bonfires", Label: "Bonfires", Detail: "7+5+2+4+2", Points: 20},
		{Key: "guardians", Label: "Guardians on bonfires", Detail: "6", Points: 6},
		{Key: "portals", Label: "Portals next to a bonfire", Detail: "5 × 2", Points: 10},
		{Key: "paths", Label: "Matching path crystals", Detail: "4 × 2", Points: 8},
		{Key: "common_tasks", Label: "Common tasks", Detail: "4", Points: 4},
		{Key: "fate_tiles", Label: "Fate tiles in supply", Detail: "2 × 3", Points: 6},
		{Key: "leftovers", Label: "Leftover tiles and resources", Detail: "4 ÷ 2", Points: 2},
		{Key: "track", Label: "Score track", Points: 5},
	}, b.Lines())
}

func TestLinesOfAnEmptyCityKeepEveryCategory(t *testing.T) {
	b, err := Score(base())
	require.NoError(t, err)
	lines := b.Lines()
	keys := make([]string, len(lines))
	for i, l := range lines {
		keys[i] = l.Key
		assert.Zero(t, l.Points, l.Key)
		assert.Empty(t, l.Detail, l.Key)
	}
	assert.Equal(t, []string{"bonfires", "guardians", "portals", "paths", "common_tasks", "fate_tiles", "leftovers", "track"}, keys)
}

func TestLinesDetails(t *testing.T) {
	all := base()
	all.Bonfires = []int{8, 8, 7, 6, 6, 6, 6}
	all.GuardiansOnBonfires = []int{4, 5}
	all.Guardians = 5
	all.Gnomes = 6
	all.Specialists = []int{18}
	all.Leftovers = 3
	b, err := Score(all)
	require.NoError(t, err)
	lines := b.Lines()
	require.Len(t, lines, 9)
	assert.Equal(t, scoring.Line{Key: "common_tasks", Label: "Common tasks", Detail: "7+4+4", Points: 15}, lines[4])
	assert.Equal(t, scoring.Line{Key: "leftovers", Label: "Leftover tiles and resources", Detail: "3 ÷ 2", Points: 1}, lines[6])
	assert.Equal(t, scoring.Line{Key: "specialists", Label: "Specialist 18", Detail: "2 × 2", Points: 4}, lines[8])
	total := 0
	for _, l := range lines {
		total += l.Points
	}
	assert.Equal(t, b.Total(), total, "the lines add up to the total")
}

func TestLinesOfADecodedBreakdownHaveNoMisleadingDetail(t *testing.T) {
	// A breakdown read back from JSON keeps no counts: no detail beats a wrong one.
	b := Breakdown{Bonfires: 20, Leftovers: 2, CommonTasks: 7, Fulfilled: []ref.CommonTask{ref.SevenTasks}}
	for _, l := range b.Lines() {
		assert.Empty(t, l.Detail, l.Key)
	}
}

// A detail shows how a line was counted only when it can be: seed 000
// "DÉCOMPTE FINAL" gives 1 point per 2 leftovers, so one leftover shows
// "1 ÷ 2" for its 0 points, and no number of portals at 2 points each makes
// 3 points, so a breakdown saying so shows no "1 × 2".
func TestLinesDetailsMatchTheirPoints(t *testing.T) {
	lines := Breakdown{LeftoverCount: 1, Portals: 3, FateTiles: 6}.Lines()
	assert.Equal(t, "1 ÷ 2", lines[6].Detail)
	assert.Equal(t, 0, lines[6].Points)
	assert.Empty(t, lines[2].Detail, "3 points are not portals at 2")
	assert.Equal(t, "2 × 3", lines[5].Detail)
}

// A list given empty is the same as a list not given: the board scores and
// converts to the same values, so a draft entered either way compares equal.
func TestEmptyListsAreNone(t *testing.T) {
	empty, none := base(), base()
	empty.Bonfires, empty.GuardiansOnBonfires = []int{}, []int{}
	a, err := Score(empty)
	require.NoError(t, err)
	b, err := Score(none)
	require.NoError(t, err)
	assert.Equal(t, b, a)

	p, err := City{Name: "Ana", Guardians: 1, Specialists: []int{}}.Player()
	require.NoError(t, err)
	q, err := City{Name: "Ana", Guardians: 1}.Player()
	require.NoError(t, err)
	assert.Equal(t, q, p)
}

// base is the smallest valid city: your own guardian and the starting tile.
func base() Player { return Player{Name: "Ana", Guardians: 1, PathTiles: 1} }

// with returns base changed by f.
func with(f func(p *Player)) Player {
	p := base()
	f(&p)
	return p
}

// scoreCase is one case of a per-rule table: a board and the points the rule
// under test gives it.
type scoreCase struct {
	name string
	p    Player
	want int
}

// runScoreCases checks category(Score(p)) for each case, and that the total is
// the sum of the categories.
func runScoreCases(t *testing.T, cases []scoreCase, category func(Breakdown) int) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := Score(c.p)
			require.NoError(t, err)
			assert.Equal(t, c.want, category(b))
		})
	}
}

func TestScoreBonfires(t *testing.T) {
	runScoreCases(t, []scoreCase{
		{"seed000 DÉCOMPTE FINAL: no bonfire, no points", base(), 0},
		{"seed000 DÉCOMPTE FINAL: the printed value, 2", with(func(p *Player) { p.Bonfires = []int{2} }), 2},
		{"seed000 DÉCOMPTE FINAL: the printed value, 8", with(func(p *Player) { p.Bonfires = []int{8} }), 8},
		{"seed000 ANNEXE IV: 7+5+2+4+2 = 20", with(func(p *Player) { p.Bonfires = []int{7, 5, 2, 4, 2} }), 20},
		{"seed002 Final Scoring: seven bonfires", with(func(p *Player) { p.Bonfires = []int{8, 8, 8, 8, 8, 8, 8} }), 56},
	}, func(b Breakdown) int { return b.Bonfires })
}

func TestScoreGuardiansOnBonfires(t *testing.T) {
	runScoreCases(t, []scoreCase{
		{"seed000 DÉCOMPTE FINAL: no guardian on a bonfire", with(func(p *Player) { p.Bonfires = []int{5} }), 0},
		{"seed000 ANNEXE IV: grey guardian beside the red bonfire, 6", with(func(p *Player) {
			p.Bonfires, p.Guardians, p.GuardiansOnBonfires = []int{5}, 2, []int{6}
		}), 6},
		{"seed002 Final Scoring: the value beside her space, not the bonfire's", with(func(p *Player) {
			p.Bonfires, p.Guardians, p.GuardiansOnBonfires = []int{8, 2}, 2, []int{2, 3}
		}), 5},
	}, func(b Breakdown) int { return b.Guardians })
}

func TestScorePortals(t *testing.T) {
	runScoreCases(t, []scoreCase{
		{"seed000 DÉCOMPTE FINAL: a portal without a bonfire scores nothing", with(func(p *Player) { p.Portals = 3 }), 0},
		{"seed000 DÉCOMPTE FINAL: 2 per portal linked to a bonfire", with(func(p *Player) {
			p.Bonfires, p.Portals, p.PortalsAdjacent = []int{2, 3}, 3, 2
		}), 4},
		{"seed000 ANNEXE IV: 5 portals next to a bonfire, 10", with(func(p *Player) {
			p.Bonfires, p.Portals, p.PortalsAdjacent = []int{7, 5, 2, 4, 2}, 7, 5
		}), 10},
	}, func(b Breakdown) int { return b.Portals })
}

func TestScorePaths(t *testing.T) {
	runScoreCases(t, []scoreCase{
		{"seed000 DÉCOMPTE FINAL: crystals that match no bonfire", with(func(p *Player) { p.PathTiles = 7 }), 0},
		{"seed000 DÉCOMPTE FINAL: 2 per matching crystal, portal or not", with(func(p *Player) {
			p.Bonfires, p.PathTiles, p.MatchingPaths = []int{2}, 1, 1
		}), 2},
		{"seed000 ANNEXE IV: 4 matching path tiles, 8", with(func(p *Player) {
			p.Bonfires, p.PathTiles, p.MatchingPaths = []int{7, 5, 2, 4, 2}, 5, 4
		}), 8},
	}, func(b Breakdown) int { return b.Paths })
}

func TestScoreCommonTasks(t *testing.T) {
	seven := []int{2, 3, 4, 5, 6, 7, 8}
	runScoreCases(t, []scoreCase{
		{"seed000 MISSIONS DU CONSEIL: none fulfilled", base(), 0},
		{"seed000 DÉCOMPTE FINAL: 6 tasks and bonfires are not 7", with(func(p *Player) { p.Bonfires, p.OpenTasks = []int{2, 2, 2}, 3 }), 0},
		{"seed000 DÉCOMPTE FINAL: 7 tasks and/or bonfires give 4", with(func(p *Player) { p.Bonfires, p.OpenTasks = []int{2, 2, 2}, 4 }), 4},
		{"seed000 DÉCOMPTE FINAL: 7 open tasks give 4", with(func(p *Player) { p.OpenTasks = 7 }), 4},
		{"seed000 DÉCOMPTE FINAL: 6 bonfires and a task give 4", with(func(p *Player) { p.Bonfires, p.OpenTasks = seven[:6], 1 }), 4},
		{"seed000 DÉCOMPTE FINAL: 7 bonfires give 7 not 4", with(func(p *Player) { p.Bonfires = seven }), 7},
		{"seed000 MISSIONS DU CONSEIL: 6 portals are not 7", with(func(p *Player) { p.Portals = 6 }), 0},
		{"seed000 MISSIONS DU CONSEIL: 7 portals", with(func(p *Player) { p.Portals = 7 }), 4},
		{"seed000 MISSIONS DU CONSEIL: 7 path tiles incl. the starting tile", with(func(p *Player) { p.PathTiles = 7 }), 4},
		{"seed000 MISSIONS DU CONSEIL: 6 path tiles are not 7", with(func(p *Player) { p.PathTiles = 6 }), 0},
		{"seed000 MISSIONS DU CONSEIL: 5 guardians", with(func(p *Player) { p.Guardians = 5 }), 4},
		{"seed000 MISSIONS DU CONSEIL: 4 guardians are not 5", with(func(p *Player) { p.Guardians = 4 }), 0},
		{"seed000 MISSIONS DU CONSEIL: 6 gnomes", with(func(p *Player) { p.Gnomes = 6 }), 4},
		{"seed000 MISSIONS DU CONSEIL: 5 gnomes are not 6", with(func(p *Player) { p.Gnomes = 5 }), 0},
		{"seed000 DÉCOMPTE FINAL: all five, with 7 bonfires", with(func(p *Player) {
			p.Bonfires, p.Portals, p.PathTiles, p.Guardians, p.Gnomes = seven, 7, 7, 5, 6
		}), 7 + 4*4},
	}, func(b Breakdown) int { return b.CommonTasks })
}

func TestScoreFulfilledCommonTasks(t *testing.T) {
	// seed000 MISSIONS DU CONSEIL: the five tasks, in rulebook order.
	b, err := Score(with(func(p *Player) { p.OpenTasks, p.Portals, p.PathTiles, p.Guardians, p.Gnomes = 7, 7, 7, 5, 6 }))
	require.NoError(t, err)
	assert.Equal(t, ref.CommonTasks, b.Fulfilled)
	b, err = Score(with(func(p *Player) { p.Gnomes = 6 }))
	require.NoError(t, err)
	assert.Equal(t, []ref.CommonTask{ref.SixGnomes}, b.Fulfilled)
	b, err = Score(base())
	require.NoError(t, err)
	assert.Empty(t, b.Fulfilled)
}

func TestScoreFateTiles(t *testing.T) {
	runScoreCases(t, []scoreCase{
		{"seed000 DÉCOMPTE FINAL: no fate tile left", base(), 0},
		{"seed000 ANNEXE IV: 2 fate tiles, 6", with(func(p *Player) { p.FateTilesLeft = 2 }), 6},
		{"seed000 DÉCOMPTE FINAL: 3 per tile, 7 left", with(func(p *Player) { p.FateTilesLeft = 7 }), 21},
	}, func(b Breakdown) int { return b.FateTiles })
}

func TestScoreLeftovers(t *testing.T) {
	runScoreCases(t, []scoreCase{
		{"seed000 DÉCOMPTE FINAL: one alone scores nothing", with(func(p *Player) { p.Leftovers = 1 }), 0},
		{"seed000 ANNEXE IV: 3 action tiles + 1 resource, 2", with(func(p *Player) { p.Leftovers = 4 }), 2},
		{"seed000 DÉCOMPTE FINAL: rounded down, 5 → 2", with(func(p *Player) { p.Leftovers = 5 }), 2},
		{"seed000 DÉCOMPTE FINAL: 1 per lot of 2, at the sanity limit", with(func(p *Player) { p.Leftovers = MaxLeftovers }), MaxLeftovers / 2},
	}, func(b Breakdown) int { return b.Leftovers })
}

func TestScoreTrack(t *testing.T) {
	runScoreCases(t, []scoreCase{
		{"seed000 ANNEXE IV: the elder's 5, scored during the game", with(func(p *Player) { p.TrackPoints = 5 }), 5},
		{"seed000 MODE HANDICAP: a head start of 10", with(func(p *Player) { p.TrackPoints = 10 }), 10},
		{"seed000 FIN DE PARTIE: nothing on the track", base(), 0},
	}, func(b Breakdown) int { return b.Track })
}

func TestScoreSpecialist18(t *testing.T) {
	onTwo := func(p *Player) {
		p.Bonfires, p.Guardians, p.GuardiansOnBonfires, p.Gnomes = []int{4, 6}, 3, []int{3, 7}, 2
	}
	runScoreCases(t, []scoreCase{
		{"seed000 ANNEXE III n°18: 2 per guardian on a bonfire", with(func(p *Player) { onTwo(p); p.Specialists = []int{18} }), 4},
		{"seed000 ANNEXE III n°18: among other specialists", with(func(p *Player) { onTwo(p); p.Specialists = []int{3, 18} }), 4},
		{"seed000 ANNEXE III n°18: nobody on a bonfire, nothing", with(func(p *Player) { p.Gnomes = 1; p.Specialists = []int{18} }), 0},
		{"seed000 ANNEXE III: other specialists give no final points", with(func(p *Player) { onTwo(p); p.Specialists = []int{17, 19} }), 0},
		{"seed000 ANNEXE III n°18: without him, nothing", with(onTwo), 0},
	}, func(b Breakdown) int { return b.Specialists })
}

func TestTotalAddsEveryCategory(t *testing.T) {
	b := Breakdown{Bonfires: 1, Guardians: 2, Portals: 4, Paths: 8, CommonTasks: 16, FateTiles: 32, Leftovers: 64, Track: 128, Specialists: 256}
	assert.Equal(t, 511, b.Total())
}

func TestScoreRefusesInvalidBoard(t *testing.T) {
	b, err := Score(with(func(p *Player) { p.Bonfires = []int{9} }))
	require.Error(t, err)
	assert.Equal(t, Breakdown{}, b, "no score for an invalid board")
}

func TestScoreDoesNotAliasInput(t *testing.T) {
	p := appendixIV()
	b, err := Score(p)
	require.NoError(t, err)
	p.Bonfires[0] = 2
	assert.Equal(t, 7, b.BonfireValues[0])
}
