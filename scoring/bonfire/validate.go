package bonfire

import (
	"strconv"

	ref "hearth/data/bonfire"
	"hearth/data/msg"
)

// Limits the rules do not set. They only catch typing slips: no real game
// comes near them.
const (
	// MaxLeftovers bounds the action tiles and resources left in a supply.
	MaxLeftovers = 200
	// MaxTrackPoints bounds the points already on the score track.
	MaxTrackPoints = 500
)

// MaxFateTilesLeft is how many fate tiles a supply can still hold at the end:
// all of them but the one placed at the start (seed 000 "MISE EN PLACE",
// SPEC §4.1: 7 in the supply, 1 placed).
const MaxFateTilesLeft = ref.FateTiles - 1

// Validate refuses a board that cannot happen at the end of a game of Bonfire.
// The error is a *msg.Error whose Field is the JSON key of the offending
// input ("bonfires", "bonfires[2]", "portals_adjacent"); ScoreGame prefixes it
// with the player ("players[0].bonfires"). A nil error means Score may count
// the board.
func Validate(p Player) error {
	for _, check := range []func(Player) error{validateTasks, validateGuardians, validatePortalsAndPaths, validateSupply, validateSpecialists} {
		if err := check(p); err != nil {
			return err
		}
	}
	return nil
}

// validateTasks checks the bonfires and open tasks.
func validateTasks(p Player) error {
	lit := len(p.Bonfires)
	// Seed 000 "RECEVOIR UNE MISSION": at most 7 tasks in a city; a bonfire is
	// a task turned to its bonfire side (III. RAVIVER UN BRASIER).
	if lit > ref.MaxTasks {
		return msg.New("bonfires", "A city has at most {{.Max}} bonfires; you entered {{.Got}}.",
			map[string]any{"Max": ref.MaxTasks, "Got": lit})
	}
	// Seed 000 "DÉCOMPTE FINAL": 2 to 8 points per bonfire, its printed value.
	for i, v := range p.Bonfires {
		if v < ref.MinValue || v > ref.MaxValue {
			return msg.New(index("bonfires", i), "A bonfire is worth {{.Min}} to {{.Max}} points; you entered {{.Got}}.",
				map[string]any{"Min": ref.MinValue, "Max": ref.MaxValue, "Got": v})
		}
	}
	// Open tasks and bonfires share the 7 task spaces (seed 000 "RECEVOIR UNE MISSION").
	if room := ref.MaxTasks - lit; p.OpenTasks < 0 || p.OpenTasks > room {
		return msg.New("open_tasks", "Open tasks: 0 to {{.Max}}, as tasks and bonfires share the {{.Spaces}} task spaces; you entered {{.Got}}.",
			map[string]any{"Spaces": ref.MaxTasks, "Max": room, "Got": p.OpenTasks})
	}
	return nil
}

// validateGuardians checks the guardians and those on bonfires.
func validateGuardians(p Player) error {
	lit := len(p.Bonfires)
	// Seed 000 "RAPATRIER UNE GARDIENNE": at most 5 guardians in a city; every
	// player starts with one (seed 002 "Attach a Starting Tile ... place your Guardian").
	if p.Guardians < 1 || p.Guardians > ref.MaxGuardians {
		return msg.New("guardians", "A city has 1 to {{.Max}} guardians, your own included; you entered {{.Got}}.",
			map[string]any{"Max": ref.MaxGuardians, "Got": p.Guardians})
	}
	// Seed 000 "EFFECTUER UNE PROCESSION": each bonfire holds one guardian only;
	// she must stand on a lit bonfire (SPEC §1.4).
	if n := len(p.GuardiansOnBonfires); n > lit {
		return msg.New("guardians_on_bonfires", "At most one guardian stands on each lit bonfire ({{.Bonfires}}); you entered {{.Got}}.",
			map[string]any{"Bonfires": lit, "Got": n})
	}
	if n := len(p.GuardiansOnBonfires); n > p.Guardians {
		return msg.New("guardians_on_bonfires", "Guardians on bonfires cannot outnumber your guardians ({{.Guardians}}); you entered {{.Got}}.",
			map[string]any{"Guardians": p.Guardians, "Got": n})
	}
	// Seed 002 "Final Scoring": 2–8 points per guardian, as printed next to her space.
	for i, v := range p.GuardiansOnBonfires {
		if v < ref.MinValue || v > ref.MaxValue {
			return msg.New(index("guardians_on_bonfires", i), "A guardian on a bonfire is worth {{.Min}} to {{.Max}} points; you entered {{.Got}}.",
				map[string]any{"Min": ref.MinValue, "Max": ref.MaxValue, "Got": v})
		}
	}
	return nil
}

// validatePortalsAndPaths checks the portals, the path tiles and what links
// them to bonfires.
func validatePortalsAndPaths(p Player) error {
	lit := len(p.Bonfires)
	// Seed 000 "MISSIONS DU CONSEIL": 7 portals is the most a board has room for.
	if p.Portals < 0 || p.Portals > ref.MaxPortals {
		return msg.New("portals", "A city has 0 to {{.Max}} portals; you entered {{.Got}}.",
			map[string]any{"Max": ref.MaxPortals, "Got": p.Portals})
	}
	// Seed 000 "DÉCOMPTE FINAL": a portal scores when linked to a bonfire, one
	// portal notch per bonfire space.
	if most := min(p.Portals, lit); p.PortalsAdjacent < 0 || p.PortalsAdjacent > most {
		return msg.New("portals_adjacent", "Portals next to a bonfire: at most as many as portals ({{.Portals}}) and as lit bonfires ({{.Bonfires}}); you entered {{.Got}}.",
			map[string]any{"Portals": p.Portals, "Bonfires": lit, "Got": p.PortalsAdjacent})
	}
	// Seed 000 "CONSTRUIRE UN CHEMIN": at most 6 path tiles added to the
	// starting tile's, which always counts (MISSIONS DU CONSEIL).
	if p.PathTiles < 1 || p.PathTiles > ref.MaxPaths {
		return msg.New("path_tiles", "A city has 1 to {{.Max}} path tiles, the starting tile included; you entered {{.Got}}.",
			map[string]any{"Max": ref.MaxPaths, "Got": p.PathTiles})
	}
	// Seed 000 "DÉCOMPTE FINAL": a path tile scores when its crystal matches
	// the bonfire linked to it, so only path tiles beside lit bonfires can.
	if most := min(p.PathTiles, lit); p.MatchingPaths < 0 || p.MatchingPaths > most {
		return msg.New("matching_paths", "Matching path crystals: at most as many as path tiles ({{.Paths}}) and as lit bonfires ({{.Bonfires}}); you entered {{.Got}}.",
			map[string]any{"Paths": p.PathTiles, "Bonfires": lit, "Got": p.MatchingPaths})
	}
	return nil
}

// validateSupply checks the gnomes, what is left in the supply and the
// points already on the track.
func validateSupply(p Player) error {
	// Seed 000 "RECRUTER UN GNOME": at most 6 gnomes, specialists and elders together.
	if p.Gnomes < 0 || p.Gnomes > ref.MaxGnomes {
		return msg.New("gnomes", "A city has 0 to {{.Max}} gnomes, specialists and elders together; you entered {{.Got}}.",
			map[string]any{"Max": ref.MaxGnomes, "Got": p.Gnomes})
	}
	if p.FateTilesLeft < 0 || p.FateTilesLeft > MaxFateTilesLeft {
		return msg.New("fate_tiles_left", "Your supply holds 0 to {{.Max}} fate tiles; you entered {{.Got}}.",
			map[string]any{"Max": MaxFateTilesLeft, "Got": p.FateTilesLeft})
	}
	if p.Leftovers < 0 || p.Leftovers > MaxLeftovers {
		return msg.New("leftover_tiles_and_resources", "Enter 0 to {{.Max}} action tiles and resources left in your supply; you entered {{.Got}}.",
			map[string]any{"Max": MaxLeftovers, "Got": p.Leftovers})
	}
	// Points on the track never go below 0: a handicap start puts the one who
	// is behind at 0 and the other ahead (seed 000 "CHALLENGE 1 : MODE HANDICAP").
	if p.TrackPoints < 0 || p.TrackPoints > MaxTrackPoints {
		return msg.New("track_points", "Enter 0 to {{.Max}} points already on the score track; you entered {{.Got}}.",
			map[string]any{"Max": MaxTrackPoints, "Got": p.TrackPoints})
	}
	return nil
}

// validateSpecialists checks the specialists' numbers.
func validateSpecialists(p Player) error {
	// Seed 000 Annexe III: specialists are numbered 1 to 27, one card each,
	// and count among the gnomes.
	if n := len(p.Specialists); n > p.Gnomes {
		return msg.New("specialists", "Specialists are gnomes too: at most as many as gnomes ({{.Gnomes}}); you entered {{.Got}}.",
			map[string]any{"Got": n, "Gnomes": p.Gnomes})
	}
	for i, s := range p.Specialists {
		if s < 1 || s > ref.Specialists {
			return msg.New(index("specialists", i), "Specialists are numbered 1 to {{.Max}}; you entered {{.Got}}.",
				map[string]any{"Max": ref.Specialists, "Got": s})
		}
		for _, earlier := range p.Specialists[:i] {
			if earlier == s {
				return msg.New(index("specialists", i), "Specialist {{.Got}} is entered twice; there is one of each.",
					map[string]any{"Got": s})
			}
		}
	}
	return nil
}

// index names element i of a list field: "bonfires[2]".
func index(field string, i int) string {
	return field + "[" + strconv.Itoa(i) + "]"
}
