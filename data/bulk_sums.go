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
	plays, wins, scored  int
	best, total, seconds int64
	lastPlayed           string
}

// importStats gathers, while an import inserts plays, the sums of their
// results, then adds them to player_stats in one statement per player and
// game: what statsAdd would have done play by play, and what rebuilding
// every sum from the results gives when the sums were right before.
type importStats map[statsKey]*statsSum

// add counts one inserted play, read as asPlay reads it (its results
// linked to the local profile ids, unscored ones marked); p is the play as
// the file has it.
func (st importStats) add(p PlayRow, play Play) {
	for _, r := range play.Results {
		if r.Bot {
			continue
		}
		k := statsKey{player: playerKey(r.ProfileID, r.Name), game: p.Game, solo: p.Mode == ModeSolo}
		s := st[k]
		if s == nil {
			s = &statsSum{name: r.Name, lastPlayed: p.PlayedAt}
			st[k] = s
		}
		s.plays++
		if countsWin(play, r) {
			s.wins++
		}
		s.name = min(s.name, r.Name)
		if !r.Unscored {
			s.best = max(s.best, int64(r.Score))
			if s.scored == 0 {
				s.best = int64(r.Score)
			}
			s.scored++
			s.total += int64(r.Score)
		}
		s.seconds += p.DurationS
		s.lastPlayed = max(s.lastPlayed, p.PlayedAt)
	}
}

// asPlay is an inserted play as the store keeps it: its game, mode and
// results linked to the local profile ids, settled as a saved play is (settleResults)
// (unscored.go: the unscored results marked, no winner where nobody can
// win). The sums, head-to-head and the inserted rows read it.
func asPlay(p PlayRow, profiles map[string]int64) Play {
	out := Play{Game: game.Game(p.Game), Mode: p.Mode, Results: make([]Result, len(p.Results))}
	for i, r := range p.Results {
		out.Results[i] = Result{Name: r.Name, ProfileID: profiles[r.Profile], Bot: r.Bot, Score: int(r.Score), Winner: r.Winner, Breakdown: r.Breakdown}
	}
	settleResults(&out)
	return out
}

// write adds the gathered sums to player_stats.
func (st importStats) write(ctx context.Context, tx *sql.Tx) error {
	if len(st) == 0 {
		return nil
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO player_stats (player, game, solo, name, plays, wins, best, total, seconds, last_played, scored)
		VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
		ON CONFLICT (player, game, solo) DO UPDATE SET plays = plays + ?5, wins = wins + ?6,
			best = CASE WHEN ?11 = 0 THEN best WHEN scored > 0 THEN max(best, ?7) ELSE ?7 END, total = total + ?8, seconds = seconds + ?9,
			last_played = max(last_played, ?10), name = min(name, ?4), scored = scored + ?11`)
	if err != nil {
		return err
	}
	defer up.Close()
	for k, s := range st {
		if _, err := up.ExecContext(ctx, k.player, k.game, k.solo, s.name, s.plays, s.wins, s.best, s.total, s.seconds, s.lastPlayed, s.scored); err != nil {
			return err
		}
	}
	return nil
}

// h2hKey is one row of head_to_head.
type h2hKey struct{ player, game, opponent string }

// h2hSum is a change to one row of head_to_head.
type h2hSum struct {
	name                            string // the opponent's smallest name, as min(name) keeps
	plays, won, lost, ahead, behind int
}

// h2hDelta gathers the changes plays make to the kept head-to-head sums,
// then writes them in one statement per pair: for one saved or removed play
// (headToHeadChange) and for every play an import inserts.
type h2hDelta map[h2hKey]*h2hSum

// add counts a play's pairs of players at the table, sign 1 to add it and
// -1 to take it out; a solo play has none.
func (hh h2hDelta) add(p Play, sign int) {
	if p.Mode == ModeSolo {
		return
	}
	for i, o := range p.Results {
		for j, t := range p.Results {
			if i == j || o.Bot || t.Bot {
				continue
			}
			k := h2hKey{player: playerKey(o.ProfileID, o.Name), game: string(p.Game), opponent: playerKey(t.ProfileID, t.Name)}
			s := hh[k]
			if s == nil {
				s = &h2hSum{name: t.Name}
				hh[k] = s
			}
			s.name = min(s.name, t.Name)
			s.plays += sign
			s.won += sign * b2i(o.Winner)
			s.lost += sign * b2i(t.Winner)
			if !o.Unscored && !t.Unscored {
				s.ahead += sign * b2i(o.Score > t.Score)
				s.behind += sign * b2i(o.Score < t.Score)
			}
		}
	}
}

// write applies the gathered changes to head_to_head; a pair left with no
// play is removed (by its key: the table has no index on plays).
func (hh h2hDelta) write(ctx context.Context, tx *sql.Tx) error {
	if len(hh) == 0 {
		return nil
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO head_to_head (player, game, opponent, name, plays, won, lost, ahead, behind)
		VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
		ON CONFLICT (player, game, opponent) DO UPDATE SET plays = plays + ?5, won = won + ?6, lost = lost + ?7,
			ahead = ahead + ?8, behind = behind + ?9, name = CASE WHEN ?5 > 0 THEN min(name, ?4) ELSE name END`)
	if err != nil {
		return err
	}
	defer up.Close()
	for k, s := range hh {
		if _, err := up.ExecContext(ctx, k.player, k.game, k.opponent, s.name, s.plays, s.won, s.lost, s.ahead, s.behind); err != nil {
			return err
		}
		if s.plays < 0 {
			if _, err := tx.ExecContext(ctx, `DELETE FROM head_to_head WHERE player = ? AND game = ? AND opponent = ? AND plays <= 0`,
				k.player, k.game, k.opponent); err != nil {
				return err
			}
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
