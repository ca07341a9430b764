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
// Dates are on this device's clock; the owner (meRefId) is the profile
// marked "this is me"; see docs/export.md for the fields.
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
	me, _, err := s.Me(ctx)
	if err != nil {
		return err
	}
	out := make([]bgsplay.Play, len(plays))
	for i := range plays {
		p := plays[len(plays)-1-i]
		out[i] = bgstats.FilePlay(p, saved[p.UID])
		markMe(out[i].Players, me.UID)
	}
	return bgsplay.Write(w, out, s.Now(), time.Local, ids)
}

// markMe marks the seat of the profile chosen as "this is me" (uid; ""
// for none): the file's owner, meRefId.
func markMe(players []bgsplay.Player, uid string) {
	for i := range players {
		players[i].Me = uid != "" && players[i].ProfileUID == uid
	}
}
