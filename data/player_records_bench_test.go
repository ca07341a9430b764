package data

import (
	"context"
	"testing"
	"time"

	"hearth/data/records"
)

// BenchmarkScaleRecordsSetBy100k is the "new record" line of a saved
// play's page over 100,000 plays (issue 35 §2): the records each seat of
// the busiest name-only player's last 20 Bonfire plays at the table beat,
// as RecordsSetBy finds them (ms-real, a play per iteration, in turn) and
// as reading each seat's whole history did (ms-whole, the newest play).
// The floor reads the newest play's seats' results in every game, score
// and winner, with one raw query a seat: what reading their whole
// histories reads at least.
func BenchmarkScaleRecordsSetBy100k(b *testing.B) {
	s := scaleStore(b, 100_000)
	ctx := context.Background()
	who := busiestGuest(b, s)
	plays, err := s.Plays(ctx, PlayFilter{Game: GameBonfire, Player: &who, Limit: 20})
	if err != nil || len(plays) != 20 {
		b.Fatal(err)
	}
	seats := func(p Play, each func(Result)) {
		for _, r := range p.Results {
			each(r)
		}
	}
	var whole time.Duration
	i := 0
	measureAgainstFloor(b, func() {
		seats(plays[0], func(r Result) {
			clause, arg := whoClause(Player{ProfileID: r.ProfileID, Name: r.Name})
			rawRows(b, s, `SELECT o.play_id, o.score, o.winner FROM play_results o WHERE `+clause, arg)
		})
	}, func() {
		p := plays[i%len(plays)]
		i++
		seats(p, func(r Result) {
			if _, err := s.RecordsSetBy(ctx, p, r); err != nil {
				b.Fatal(err)
			}
		})
	})
	for range b.N {
		t0 := time.Now()
		seats(plays[0], func(r Result) {
			h, err := s.RecordHistory(ctx, GameBonfire, Player{ProfileID: r.ProfileID, Name: r.Name}, false)
			if err != nil {
				b.Fatal(err)
			}
			records.SetBy(h, plays[0].ID)
		})
		whole += time.Since(t0)
	}
	b.ReportMetric(float64(whole.Microseconds())/1000/float64(b.N), "ms-whole")
}

// busiestGuest is the name without a profile with most Bonfire plays at
// the table (its folded name).
func busiestGuest(b *testing.B, s *Store) Player {
	b.Helper()
	var key string
	err := s.db.QueryRow(`SELECT substr(player, 3) FROM player_stats WHERE game = 'bonfire' AND NOT solo AND player LIKE 'n:%' ORDER BY plays DESC LIMIT 1`).Scan(&key)
	if err != nil {
		b.Fatal(err)
	}
	return Player{Name: key}
}

// BenchmarkScaleGameRecords100k is a game's records page over 100,000
// plays (issue 35 §2): Bonfire's records at the table and solo across
// every player. The floor reads the same results (play, date, player,
// score, winner) with one raw query a mode.
func BenchmarkScaleGameRecords100k(b *testing.B) {
	s := scaleStore(b, 100_000)
	ctx := context.Background()
	measureAgainstFloor(b, func() {
		for _, solo := range []bool{false, true} {
			rawRows(b, s, `SELECT q.id, q.played_at, o.profile_id, o.name_key, o.score, o.winner FROM plays q
				CROSS JOIN play_results o ON o.play_id = q.id WHERE q.game = 'bonfire' AND (q.mode = 'solo') = ?`, solo)
		}
	}, func() {
		for _, solo := range []bool{false, true} {
			if hs, err := s.GameRecords(ctx, GameBonfire, solo); err != nil || len(hs) == 0 {
				b.Fatal(err)
			}
		}
	})
}
