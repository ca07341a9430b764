package data

import (
	"context"
	"io"
	"time"

	"hearth/data/bgstats/bgsplay"
)

// ExportBGStats writes a .bgsplay file of every play, oldest first: BG
// Stats' own play file, which its import screen reads and matches to the
// players, games and places it knows (remembered for the next import).
// Dates are on this device's clock; see docs/export.md for the fields.
func (s *Store) ExportBGStats(ctx context.Context, w io.Writer) error {
	plays, err := s.Plays(ctx, PlayFilter{})
	if err != nil {
		return err
	}
	out := make([]bgsplay.Play, len(plays))
	for i := range plays {
		p := plays[len(plays)-1-i]
		bp := bgsplay.Play{UID: p.UID, Game: string(p.Game), PlayedAt: p.PlayedAt, Duration: p.Duration, Location: p.Location, Notes: p.Notes}
		for _, r := range p.Results {
			bp.Players = append(bp.Players, bgsplay.Player{Name: r.Name, ProfileUID: r.ProfileUID, Bot: r.Bot, Score: r.Score, Winner: r.Winner, Seat: r.Seat})
		}
		out[i] = bp
	}
	return bgsplay.Write(w, out, s.now(), time.Local)
}
