package bonfire

import (
	"slices"
	"strconv"
	"strings"

	ref "hearth/data/bonfire"
	"hearth/scoring"
)

// Score validates a quick-mode board and counts its final score (SPEC §4.2,
// seed 000 "DÉCOMPTE FINAL"). An invalid board gives a *msg.Error and an empty
// Breakdown, never a score.
func Score(p Player) (Breakdown, error) {
	if err := Validate(p); err != nil {
		return Breakdown{}, err
	}
	b := Breakdown{
		Bonfires:       sum(p.Bonfires),
		Guardians:      sum(p.GuardiansOnBonfires),
		Portals:        ref.PortalPoints * p.PortalsAdjacent,
		Paths:          ref.PathPoints * p.MatchingPaths,
		BonfireValues:  nilIfEmpty(p.Bonfires),
		GuardianValues: nilIfEmpty(p.GuardiansOnBonfires),
		LeftoverCount:  p.Leftovers,
	}
	b.addCounts(p)
	return b, nil
}

// addCounts fills the categories that depend on counts rather than on where
// things stand in the city: common tasks, fate tiles, leftovers, the track and
// specialist 18. Score and ScoreCity share it.
func (b *Breakdown) addCounts(p Player) {
	for _, t := range ref.CommonTasks {
		if points := commonTaskPoints(t, p); points > 0 {
			b.Fulfilled = append(b.Fulfilled, t)
			b.CommonTasks += points
		}
	}
	b.FateTiles = ref.FateTilePoints * p.FateTilesLeft
	b.Leftovers = p.Leftovers / ref.LeftoversPerPoint
	b.LeftoverCount = p.Leftovers
	b.Track = p.TrackPoints
	// Seed 000 Annexe III n° 18: 2 more points per guardian on a bonfire.
	if slices.Contains(p.Specialists, ref.SpecialistGuardianBonus) {
		b.Specialists = ref.SpecialistPoints * len(p.GuardiansOnBonfires)
	}
}

// commonTaskPoints is what common task t scores for p now, 0 when unfulfilled
// (seed 000 "DÉCOMPTE FINAL" and "MISSIONS DU CONSEIL").
func commonTaskPoints(t ref.CommonTask, p Player) int {
	var have int
	switch t {
	case ref.SevenTasks:
		have = len(p.Bonfires) + p.OpenTasks
	case ref.SevenPortals:
		have = p.Portals
	case ref.SevenPaths:
		have = p.PathTiles
	case ref.FiveGuardians:
		have = p.Guardians
	case ref.SixGnomes:
		have = p.Gnomes
	}
	switch {
	case have < t.Threshold():
		return 0
	case t == ref.SevenTasks && len(p.Bonfires) >= ref.BonfireSpaces:
		return ref.SevenBonfiresPoints
	default:
		return ref.CommonTaskPoints
	}
}

// Total is the final score: the sum of every category.
func (b Breakdown) Total() int {
	return b.Bonfires + b.Guardians + b.Portals + b.Paths + b.CommonTasks +
		b.FateTiles + b.Leftovers + b.Track + b.Specialists
}

// Lines lists the breakdown in the order of the rulebook's example (seed 000
// Annexe IV), one line per JSON key: the eight categories always, so that the
// table sees nothing was forgotten, and "Specialist 18" only when it scores.
// Details show how a line was counted ("7+5+2+4+2", "5 × 2", "4 ÷ 2"); a line
// with nothing counted, or a breakdown decoded from JSON (which keeps no
// counts), has none.
func (b Breakdown) Lines() []scoring.Line {
	lines := []scoring.Line{
		{Key: "bonfires", Label: "Bonfires", Detail: plus(b.BonfireValues, b.Bonfires), Points: b.Bonfires},
		{Key: "guardians", Label: "Guardians on bonfires", Detail: plus(b.GuardianValues, b.Guardians), Points: b.Guardians},
		{Key: "portals", Label: "Portals next to a bonfire", Detail: times(b.Portals, ref.PortalPoints), Points: b.Portals},
		{Key: "paths", Label: "Matching path crystals", Detail: times(b.Paths, ref.PathPoints), Points: b.Paths},
		{Key: "common_tasks", Label: "Common tasks", Detail: plus(b.commonTaskValues(), b.CommonTasks), Points: b.CommonTasks},
		{Key: "fate_tiles", Label: "Fate tiles in supply", Detail: times(b.FateTiles, ref.FateTilePoints), Points: b.FateTiles},
		{Key: "leftovers", Label: "Leftover tiles and resources", Detail: b.leftoverDetail(), Points: b.Leftovers},
		{Key: "track", Label: "Score track", Points: b.Track},
	}
	if b.Specialists != 0 {
		lines = append(lines, scoring.Line{Key: "specialists", Label: "Specialist 18", Detail: times(b.Specialists, ref.SpecialistPoints), Points: b.Specialists})
	}
	return lines
}

// commonTaskValues are the points of each fulfilled common task.
func (b Breakdown) commonTaskValues() []int {
	var v []int
	for _, t := range b.Fulfilled {
		p := ref.CommonTaskPoints
		if t == ref.SevenTasks && len(b.BonfireValues) >= ref.BonfireSpaces {
			p = ref.SevenBonfiresPoints
		}
		v = append(v, p)
	}
	return v
}

func (b Breakdown) leftoverDetail() string {
	n := b.LeftoverCount
	if n <= 0 || n/ref.LeftoversPerPoint != b.Leftovers {
		return ""
	}
	return strconv.Itoa(n) + " ÷ " + strconv.Itoa(ref.LeftoversPerPoint)
}

// plus writes values as "7+5+2", or nothing when they do not add up to total
// (no values kept, or nothing to show).
func plus(values []int, total int) string {
	if len(values) == 0 || sum(values) != total {
		return ""
	}
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, "+")
}

// times writes points earned at per points each as "5 × 2".
func times(points, per int) string {
	if points <= 0 || per <= 0 || points%per != 0 {
		return ""
	}
	return strconv.Itoa(points/per) + " × " + strconv.Itoa(per)
}

func sum(values []int) int {
	s := 0
	for _, v := range values {
		s += v
	}
	return s
}

func nilIfEmpty(values []int) []int {
	if len(values) == 0 {
		return nil
	}
	return slices.Clone(values)
}
