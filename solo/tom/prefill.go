package tom

import (
	"hearth/data/bonfire"
	scoringbonfire "hearth/scoring/bonfire"
)

// TomPlayer pre-fills Tom's final scoring in quick mode from his record. The
// board pictures were lost (SPEC §1), so the geometry is assumed, and the
// player may edit the pre-fill before saving:
//
//   - his tasks lie bonfire side up in slots 1, 2, … left to right (seed 000
//     "Mission I/II": leftmost free space), so every task is a lit bonfire
//     and OpenTasks is 0;
//   - his portals fill the notches right to left, slots 7, 6, …, so a portal
//     is beside a bonfire where the two meet: max(0, tasks + portals − 7);
//   - his starting tile's path is slot 1 and has no crystal; the tiles he
//     took sit on slots 2…7 in the order taken, and one matches when a
//     bonfire of its crystal's colour lies in the same slot;
//   - he never makes processions: no guardian stands on a bonfire;
//   - he has no fate tiles, action tiles or resources; TrackPoints is his
//     score track (handicap start, Task II, bonus actions, special case 1).
func (s State) TomPlayer() scoringbonfire.Player {
	b := s.tom
	p := scoringbonfire.Player{
		Name:                "Tom",
		TrackPoints:         b.Score,
		Bonfires:            make([]int, 0, len(b.Tasks)),
		GuardiansOnBonfires: []int{},
		Portals:             b.Portals,
		PortalsAdjacent:     max(0, len(b.Tasks)+b.Portals-bonfire.BonfireSpaces),
		PathTiles:           b.PathTiles(),
		Guardians:           b.Guardians,
		Gnomes:              b.Gnomes,
		Specialists:         []int{},
	}
	for _, t := range b.Tasks {
		p.Bonfires = append(p.Bonfires, t.Points)
	}
	for i, c := range b.Paths {
		slot := i + 2
		if slot <= len(b.Tasks) && b.Tasks[slot-1].Colour == c {
			p.MatchingPaths++
		}
	}
	return p
}
