package bonfire

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

func TestValidateRefusesImpossibleBoards(t *testing.T) {
	cases := []struct {
		name  string
		p     Player
		field string
		says  string // part of the English sentence: the limit and what was entered
	}{
		{"seed000 RECEVOIR UNE MISSION: 8 bonfires", with(func(p *Player) { p.Bonfires = []int{2, 2, 2, 2, 2, 2, 2, 2} }),
			"bonfires", "A city has at most 7 bonfires; you entered 8."},
		{"seed000 DÉCOMPTE FINAL: a bonfire worth 9", with(func(p *Player) { p.Bonfires = []int{5, 9} }),
			"bonfires[1]", "A bonfire is worth 2 to 8 points; you entered 9."},
		{"seed000 DÉCOMPTE FINAL: a bonfire worth 1", with(func(p *Player) { p.Bonfires = []int{1} }),
			"bonfires[0]", "you entered 1."},
		{"negative bonfire value", with(func(p *Player) { p.Bonfires = []int{-4} }),
			"bonfires[0]", "you entered -4."},
		{"negative open tasks", with(func(p *Player) { p.OpenTasks = -1 }),
			"open_tasks", "Open tasks: 0 to 7, as tasks and bonfires share the 7 task spaces; you entered -1."},
		{"seed000 RECEVOIR UNE MISSION: tasks and bonfires over 7 spaces", with(func(p *Player) { p.Bonfires, p.OpenTasks = []int{3, 3, 3}, 5 }),
			"open_tasks", "Open tasks: 0 to 4, as"},
		{"seed000 RAPATRIER UNE GARDIENNE: no guardian, not even your own", with(func(p *Player) { p.Guardians = 0 }),
			"guardians", "1 to 5 guardians, your own included; you entered 0."},
		{"seed000 RAPATRIER UNE GARDIENNE: 6 guardians", with(func(p *Player) { p.Guardians = 6 }),
			"guardians", "you entered 6."},
		{"seed000 EFFECTUER UNE PROCESSION: a guardian on an unlit bonfire", with(func(p *Player) { p.Guardians, p.GuardiansOnBonfires = 2, []int{4} }),
			"guardians_on_bonfires", "At most one guardian stands on each lit bonfire (0); you entered 1."},
		{"seed000 EFFECTUER UNE PROCESSION: two guardians on one bonfire", with(func(p *Player) {
			p.Bonfires, p.Guardians, p.GuardiansOnBonfires = []int{4}, 3, []int{4, 5}
		}), "guardians_on_bonfires", "lit bonfire (1); you entered 2."},
		{"more guardians on bonfires than guardians", with(func(p *Player) {
			p.Bonfires, p.Guardians, p.GuardiansOnBonfires = []int{4, 5, 6}, 2, []int{4, 5, 6}
		}), "guardians_on_bonfires", "Guardians on bonfires cannot outnumber your guardians (2); you entered 3."},
		{"seed002 Final Scoring: a guardian worth 9", with(func(p *Player) {
			p.Bonfires, p.Guardians, p.GuardiansOnBonfires = []int{4}, 2, []int{9}
		}), "guardians_on_bonfires[0]", "A guardian on a bonfire is worth 2 to 8 points; you entered 9."},
		{"seed002 Final Scoring: a guardian worth 0", with(func(p *Player) {
			p.Bonfires, p.Guardians, p.GuardiansOnBonfires = []int{4, 4}, 2, []int{3, 0}
		}), "guardians_on_bonfires[1]", "you entered 0."},
		{"seed000 MISSIONS DU CONSEIL: 8 portals", with(func(p *Player) { p.Portals = 8 }),
			"portals", "A city has 0 to 7 portals; you entered 8."},
		{"negative portals", with(func(p *Player) { p.Portals = -1 }),
			"portals", "you entered -1."},
		{"more adjacent portals than portals", with(func(p *Player) { p.Bonfires, p.Portals, p.PortalsAdjacent = []int{2, 2, 2}, 2, 3 }),
			"portals_adjacent", "Portals next to a bonfire: at most as many as portals (2) and as lit bonfires (3); you entered 3."},
		{"seed000 DÉCOMPTE FINAL: adjacent portals without bonfires", with(func(p *Player) { p.Portals, p.PortalsAdjacent = 7, 1 }),
			"portals_adjacent", "portals (7) and as lit bonfires (0); you entered 1."},
		{"negative adjacent portals", with(func(p *Player) { p.PortalsAdjacent = -2 }),
			"portals_adjacent", "you entered -2."},
		{"seed000 MISSIONS DU CONSEIL: no path tile, not even the starting tile", with(func(p *Player) { p.PathTiles = 0 }),
			"path_tiles", "A city has 1 to 7 path tiles, the starting tile included; you entered 0."},
		{"seed000 CONSTRUIRE UN CHEMIN: 8 path tiles", with(func(p *Player) { p.PathTiles = 8 }),
			"path_tiles", "you entered 8."},
		{"more matching paths than path tiles", with(func(p *Player) { p.Bonfires, p.PathTiles, p.MatchingPaths = []int{2, 2, 2}, 2, 3 }),
			"matching_paths", "Matching path crystals: at most as many as path tiles (2) and as lit bonfires (3); you entered 3."},
		{"seed000 DÉCOMPTE FINAL: matching paths without bonfires", with(func(p *Player) { p.PathTiles, p.MatchingPaths = 5, 1 }),
			"matching_paths", "path tiles (5) and as lit bonfires (0)"},
		{"negative matching paths", with(func(p *Player) { p.MatchingPaths = -1 }),
			"matching_paths", "you entered -1."},
		{"seed000 RECRUTER UN GNOME: 7 gnomes", with(func(p *Player) { p.Gnomes = 7 }),
			"gnomes", "A city has 0 to 6 gnomes, specialists and elders together; you entered 7."},
		{"negative gnomes", with(func(p *Player) { p.Gnomes = -1 }),
			"gnomes", "you entered -1."},
		{"SPEC 4.1: 8 fate tiles left, one is always placed", with(func(p *Player) { p.FateTilesLeft = 8 }),
			"fate_tiles_left", "Your supply holds 0 to 7 fate tiles; you entered 8."},
		{"negative fate tiles", with(func(p *Player) { p.FateTilesLeft = -1 }),
			"fate_tiles_left", "you entered -1."},
		{"negative leftovers", with(func(p *Player) { p.Leftovers = -3 }),
			"leftover_tiles_and_resources", "Enter 0 to 200 action tiles and resources left in your supply; you entered -3."},
		{"leftovers past the sanity limit", with(func(p *Player) { p.Leftovers = MaxLeftovers + 1 }),
			"leftover_tiles_and_resources", "you entered 201."},
		{"negative track points", with(func(p *Player) { p.TrackPoints = -10 }),
			"track_points", "Enter 0 to 500 points already on the score track; you entered -10."},
		{"track points past the sanity limit", with(func(p *Player) { p.TrackPoints = MaxTrackPoints + 1 }),
			"track_points", "you entered 501."},
		{"seed000 ANNEXE III: more specialists than gnomes", with(func(p *Player) { p.Gnomes, p.Specialists = 1, []int{3, 18} }),
			"specialists", "Specialists are gnomes too: at most as many as gnomes (1); you entered 2."},
		{"seed000 ANNEXE III: specialist 28", with(func(p *Player) { p.Gnomes, p.Specialists = 2, []int{18, 28} }),
			"specialists[1]", "Specialists are numbered 1 to 27; you entered 28."},
		{"seed000 ANNEXE III: specialist 0", with(func(p *Player) { p.Gnomes, p.Specialists = 1, []int{0} }),
			"specialists[0]", "you entered 0."},
		{"seed000 ANNEXE III: specialist 18 twice", with(func(p *Player) { p.Gnomes, p.Specialists = 3, []int{18, 4, 18} }),
			"specialists[2]", "Specialist 18 is entered twice; there is one of each."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Validate(c.p)
			require.Error(t, err)
			m, ok := msg.As(err)
			require.True(t, ok, "a *msg.Error")
			assert.Equal(t, c.field, m.Field)
			assert.Contains(t, m.Error(), c.says)
			assert.NotContains(t, m.Error(), "<no value>", "every template field is filled")
			_, err = Score(c.p)
			assert.Equal(t, err, Validate(c.p), "Score refuses what Validate refuses")
		})
	}
}

func TestValidateAcceptsTheLimits(t *testing.T) {
	cases := []struct {
		name string
		p    Player
	}{
		{"the smallest city", base()},
		{"seed000 ANNEXE IV", appendixIV()},
		{"every limit at once", Player{
			Bonfires:            []int{2, 3, 4, 5, 6, 7, 8},
			GuardiansOnBonfires: []int{2, 3, 4, 5, 8},
			Guardians:           5,
			Portals:             7,
			PortalsAdjacent:     7,
			PathTiles:           7,
			MatchingPaths:       7,
			Gnomes:              6,
			FateTilesLeft:       7,
			Leftovers:           MaxLeftovers,
			TrackPoints:         MaxTrackPoints,
			Specialists:         []int{1, 18, 27, 2, 3, 4},
		}},
		{"7 open tasks", with(func(p *Player) { p.OpenTasks = 7 })},
		{"no name: the caller's business", with(func(p *Player) { p.Name = "" })},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.NoError(t, Validate(c.p))
		})
	}
}
