package bonfire

import (
	ref "hearth/data/bonfire"
	"hearth/data/msg"
)

// Player converts a city-mode board to the quick-mode counts, so that both
// entry modes score the same. It refuses an impossible slot with a *msg.Error
// whose Field is "slots[i]" and whose sentence names slot i+1, and then checks
// the result with Validate (fields as in quick mode, which City shares).
//
// Slot 1 always has a path: the starting tile's (seed 000 "MISSIONS DU
// CONSEIL": 7 path tiles including the starting tile's), whatever its Path
// says. Fields of an unlit slot other than Portal, Path and Guardian are
// ignored, as are a crystal without a path and a guardian value without a
// guardian.
func (c City) Player() (Player, error) {
	p := Player{
		Name:          c.Name,
		TrackPoints:   c.TrackPoints,
		OpenTasks:     c.OpenTasks,
		Guardians:     c.Guardians,
		Gnomes:        c.Gnomes,
		FateTilesLeft: c.FateTilesLeft,
		Leftovers:     c.Leftovers,
		Specialists:   nilIfEmpty(c.Specialists),
	}
	for i, s := range c.Slots {
		if err := s.check(i); err != nil {
			return Player{}, err
		}
		if s.Lit {
			p.Bonfires = append(p.Bonfires, s.Value)
		}
		if s.Portal {
			p.Portals++
			if s.Lit {
				p.PortalsAdjacent++
			}
		}
		if s.hasPath(i) {
			p.PathTiles++
			if s.matches() {
				p.MatchingPaths++
			}
		}
		if s.Guardian {
			p.GuardiansOnBonfires = append(p.GuardiansOnBonfires, s.GuardianValue)
		}
	}
	if on := len(p.GuardiansOnBonfires); c.Guardians < on {
		return Player{}, msg.New("guardians", "Your city has at least as many guardians as stand on bonfires ({{.OnBonfires}}); you entered {{.Got}}.",
			map[string]any{"OnBonfires": on, "Got": c.Guardians})
	}
	if err := Validate(p); err != nil {
		return Player{}, err
	}
	return p, nil
}

// ScoreCity validates and scores a city-mode board. It counts the slot
// categories (bonfires, guardians, portals, paths) from the slots themselves
// rather than from Player's counts, so that comparing it with
// Score(c.Player()) checks both; the other categories come from the counts.
func ScoreCity(c City) (Breakdown, error) {
	p, err := c.Player()
	if err != nil {
		return Breakdown{}, err
	}
	var b Breakdown
	for i, s := range c.Slots {
		if !s.Lit {
			continue
		}
		b.Bonfires += s.Value
		b.BonfireValues = append(b.BonfireValues, s.Value)
		if s.Guardian {
			b.Guardians += s.GuardianValue
			b.GuardianValues = append(b.GuardianValues, s.GuardianValue)
		}
		if s.Portal {
			b.Portals += ref.PortalPoints
		}
		if s.hasPath(i) && s.matches() {
			b.Paths += ref.PathPoints
		}
	}
	b.addCounts(p)
	return b, nil
}

// check refuses an impossible slot; i is its index.
func (s Slot) check(i int) error {
	n := i + 1
	field := index("slots", i)
	// SPEC §1.4 and seed 000 "EFFECTUER UNE PROCESSION": a guardian reaches a
	// lit bonfire ("un Brasier ravivé").
	if s.Guardian && !s.Lit {
		return msg.New(field, "Slot {{.Slot}}: a guardian can only stand on a lit bonfire.",
			map[string]any{"Slot": n})
	}
	if s.Lit {
		if !validColour(s.Colour) {
			return msg.New(field, "Slot {{.Slot}}: choose the bonfire's colour: blue, red or yellow.",
				map[string]any{"Slot": n})
		}
		// Seed 000 Annexe I: a bonfire is worth what its task was, by colour.
		if lo, hi := ref.TaskPoints(s.Colour); s.Value < lo || s.Value > hi {
			return msg.New(field, "Slot {{.Slot}}: {{.Colour}} bonfires are worth {{.Min}} to {{.Max}} points; you entered {{.Got}}.",
				map[string]any{"Slot": n, "Colour": msg.Term(s.Colour.String()), "Min": lo, "Max": hi, "Got": s.Value})
		}
	}
	if s.Guardian && (s.GuardianValue < ref.MinValue || s.GuardianValue > ref.MaxValue) {
		return msg.New(field, "Slot {{.Slot}}: a guardian on a bonfire is worth {{.Min}} to {{.Max}} points; you entered {{.Got}}.",
			map[string]any{"Slot": n, "Min": ref.MinValue, "Max": ref.MaxValue, "Got": s.GuardianValue})
	}
	if s.hasPath(i) && s.HasCrystal && !validColour(s.Crystal) {
		return msg.New(field, "Slot {{.Slot}}: a path crystal is blue, red or yellow.",
			map[string]any{"Slot": n})
	}
	return nil
}

// hasPath tells whether slot i holds a path tile; slot 1 always holds the
// starting tile's.
func (s Slot) hasPath(i int) bool { return s.Path || i == 0 }

// matches tells whether the slot's path crystal matches its lit bonfire (seed
// 000 "DÉCOMPTE FINAL": whether or not a portal is there). The caller checks
// that the slot has a path.
func (s Slot) matches() bool { return s.Lit && s.HasCrystal && s.Crystal == s.Colour }

func validColour(c ref.Colour) bool { return c >= 0 && int(c) < len(ref.Colours) }
