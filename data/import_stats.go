package data

import (
	"context"
	"database/sql"

	"hearth/data/game"
)

// statsKey is one row of player_stats.
type statsKey struct {
	player string
	game   string
	solo   bool
}

// statsSum is what an import adds to one row of player_stats.
type statsSum struct {
	name                 string // the smallest name, as min(name) keeps
	plays, wins          int
	best, total, seconds int64
	lastPlayed           string
}

// importStats gathers, while an import inserts plays, the sums of their
// results, then adds them to player_stats in one statement per player and
// game: what statsAdd would have done play by play, and what rebuilding
// every sum from the results gives when the sums were right before.
type importStats map[statsKey]*statsSum

// add counts one inserted play, whose results are linked to the local
// profile ids in profiles (by the file's uids).
func (st importStats) add(p exportPlay, profiles map[string]int64) {
	for _, r := range p.Results {
		if r.Bot {
			continue
		}
		k := statsKey{player: playerKey(profiles[r.Profile], r.Name), game: p.Game, solo: p.Mode == ModeSolo}
		s := st[k]
		if s == nil {
			s = &statsSum{name: r.Name, best: r.Score, lastPlayed: p.PlayedAt}
			st[k] = s
		}
		s.plays++
		if countsWin(Play{Game: game.Game(p.Game), Mode: p.Mode}, Result{Winner: r.Winner}) {
			s.wins++
		}
		s.name = min(s.name, r.Name)
		s.best = max(s.best, r.Score)
		s.total += r.Score
		s.seconds += p.DurationS
		s.lastPlayed = max(s.lastPlayed, p.PlayedAt)
	}
}

// write adds the gathered sums to player_stats.
func (st importStats) write(ctx context.Context, tx *sql.Tx) error {
	if len(st) == 0 {
		return nil
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO player_stats (player, game, solo, name, plays, wins, best, total, seconds, last_played)
		VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
		ON CONFLICT (player, game, solo) DO UPDATE SET plays = plays + ?5, wins = wins + ?6,
			best = CASE WHEN plays > 0 THEN max(best, ?7) ELSE ?7 END, total = total + ?8, seconds = seconds + ?9,
			last_played = max(last_played, ?10), name = min(name, ?4)`)
	if err != nil {
		return err
	}
	defer up.Close()
	for k, s := range st {
		if _, err := up.ExecContext(ctx, k.player, k.game, k.solo, s.name, s.plays, s.wins, s.best, s.total, s.seconds, s.lastPlayed); err != nil {
			return err
		}
	}
	return nil
}

// h2hKey is one row of head_to_head.
type h2hKey struct{ player, game, opponent string }

// h2hSum is what an import adds to one row of head_to_head.
type h2hSum struct {
	name                            string // the opponent's smallest name, as min(name) keeps
	plays, won, lost, ahead, behind int
}

// importH2H gathers, while an import inserts plays, the head-to-head sums of
// their pairs of players at the table, then adds them in one statement per
// pair: what headToHeadChange would have done play by play.
type importH2H map[h2hKey]*h2hSum

// add counts one inserted play's pairs; a solo play has none.
func (hh importH2H) add(p exportPlay, profiles map[string]int64) {
	if p.Mode == ModeSolo {
		return
	}
	for i, o := range p.Results {
		for j, t := range p.Results {
			if i == j || o.Bot || t.Bot {
				continue
			}
			k := h2hKey{player: playerKey(profiles[o.Profile], o.Name), game: p.Game, opponent: playerKey(profiles[t.Profile], t.Name)}
			s := hh[k]
			if s == nil {
				s = &h2hSum{name: t.Name}
				hh[k] = s
			}
			s.name = min(s.name, t.Name)
			s.plays++
			s.won += b2i(o.Winner)
			s.lost += b2i(t.Winner)
			s.ahead += b2i(o.Score > t.Score)
			s.behind += b2i(o.Score < t.Score)
		}
	}
}

// write adds the gathered sums to head_to_head.
func (hh importH2H) write(ctx context.Context, tx *sql.Tx) error {
	if len(hh) == 0 {
		return nil
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO head_to_head (player, game, opponent, name, plays, won, lost, ahead, behind)
		VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
		ON CONFLICT (player, game, opponent) DO UPDATE SET plays = plays + ?5, won = won + ?6, lost = lost + ?7,
			ahead = ahead + ?8, behind = behind + ?9, name = min(name, ?4)`)
	if err != nil {
		return err
	}
	defer up.Close()
	for k, s := range hh {
		if _, err := up.ExecContext(ctx, k.player, k.game, k.opponent, s.name, s.plays, s.won, s.lost, s.ahead, s.behind); err != nil {
			return err
		}
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
