package exchange

import (
	"context"
	"io"
	"time"

	"hearth/data"
	"hearth/data/bgstats"
	"hearth/data/bgstats/bgsplay"
)

// ExportBGStats writes a .bgsplay file of every play, oldest first: BG
// Stats' own play file, which its import screen reads and matches to the
// players, games and places it knows (remembered for the next import).
// Dates are on this device's clock; see docs/export.md for the fields.
func ExportBGStats(ctx context.Context, s *data.Store, w io.Writer) error {
	plays, err := s.Plays(ctx, data.PlayFilter{})
	if err != nil {
		return err
	}
	saved, err := s.PlaysSaved(ctx)
	if err != nil {
		return err
	}
	ids, err := bgsplay.ReadBGGIDs(ctx, s.Setting)
	if err != nil {
		return err
	}
	out := make([]bgsplay.Play, len(plays))
	for i := range plays {
		p := plays[len(plays)-1-i]
		out[i] = bgstats.FilePlay(p, saved[p.UID])
	}
	return bgsplay.Write(w, out, s.Now(), time.Local, ids)
}
