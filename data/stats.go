package data

import (
	"context"
	"database/sql"
	"errors"
	"hearth/data/game"
	"hearth/data/names"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Player identifies whose statistics to show: a profile, or for plays
// saved without one, a name.
type Player struct {
	ProfileID int64 // 0 for a name without a profile
	Name      string
}

// Key is the player as the statistics group them: a profile by id, a name
// without one by its folded form ("p:12", "n:zoe").
func (p Player) Key() string { return playerKey(p.ProfileID, p.Name) }

// GameStats sums up a player's plays of one game, either at the table or
// solo (kept apart: a solo journey or expedition is no win over anyone).
type GameStats struct {
	Plays int
	Wins  int // solo: only games against Tom count their wins
	// Scored counts the plays with a number (unscored.go: Insula's plays
	// where the player fought the final battle); Best and Average are over
	// these alone, and mean nothing when there are none.
	Scored  int
	Best    int
	Average float64
}

// WinRate is the share of plays won, 0–1.
func (st GameStats) WinRate() float64 {
	if st.Plays == 0 {
		return 0
	}
	return float64(st.Wins) / float64(st.Plays)
}

// Standing is one player's line in a game's leaderboard: their figures,
// the time they played (the durations entered with the plays) and their
// newest play (zero without plays).
type Standing struct {
	Player
	GameStats
	Played time.Duration
	Last   time.Time
}

// StatPlayers lists whom statistics can be shown for: the profiles, then the
// names of non-bot players saved without a profile, a profile's name among
// them (plays kept apart when the profile was made: issue 35 §1, they were
// hidden). It reads the per-player sums (player_stats), not the results.
func (s *Store) StatPlayers(ctx context.Context) ([]Player, error) {
	rows, err := s.query(ctx, `SELECT id, name FROM (
			SELECT id, name, 0 AS unlinked FROM profiles
			UNION ALL
			SELECT 0, min(name), 1 FROM player_stats WHERE player LIKE 'n:%' AND plays > 0
				GROUP BY player)
		ORDER BY unlinked, name COLLATE NOCASE`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		var p Player
		if err := rows.Scan(&p.ProfileID, &p.Name); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// playerKey is a result's player in player_stats: a profile, or a name in
// its folded form (names.Fold, as play_results.name_key keeps it).
func playerKey(profileID int64, name string) string {
	if profileID != 0 {
		return "p:" + strconv.FormatInt(profileID, 10)
	}
	return "n:" + names.Fold(name)
}

// playerFromKey is the player a player_stats key stands for, named name.
func playerFromKey(key, name string) Player {
	if id, err := strconv.ParseInt(strings.TrimPrefix(key, "p:"), 10, 64); err == nil && strings.HasPrefix(key, "p:") {
		return Player{ProfileID: id, Name: name}
	}
	return Player{Name: name}
}

const statColumns = `plays, wins, scored, best, total, seconds, last_played`

func scanStats(row scanner, st *Standing, extra ...any) error {
	var total, seconds int64
	var last string
	if err := row.Scan(append(extra, &st.Plays, &st.Wins, &st.Scored, &st.Best, &total, &seconds, &last)...); err != nil {
		return err
	}
	if st.Scored > 0 {
		st.Average = float64(total) / float64(st.Scored)
	}
	if st.Plays > 0 {
		st.Last = parseTime(last)
	}
	st.Played = time.Duration(seconds) * time.Second
	return nil
}

// Stats sums up all of a player's plays of a game, at the table and solo
// (TableStats and SoloStats keep them apart), from the per-player sums.
func (s *Store) Stats(ctx context.Context, g game.Game, who Player) (GameStats, error) {
	var st Standing
	err := scanStats(s.db.QueryRowContext(ctx, `SELECT coalesce(sum(plays), 0), coalesce(sum(wins), 0), coalesce(sum(scored), 0),
		coalesce(max(CASE WHEN scored > 0 THEN best END), 0),
		coalesce(sum(total), 0), coalesce(sum(seconds), 0), coalesce(max(last_played), '')
		FROM player_stats WHERE player = ? AND game = ?`, playerKey(who.ProfileID, who.Name), string(g)), &st)
	return st.GameStats, err
}

// TableStats sums up a player's plays of a game at the table.
func (s *Store) TableStats(ctx context.Context, g game.Game, who Player) (Standing, error) {
	return s.statsOf(ctx, g, who, false)
}

// SoloStats sums up a player's solo plays of a game.
func (s *Store) SoloStats(ctx context.Context, g game.Game, who Player) (Standing, error) {
	return s.statsOf(ctx, g, who, true)
}

func (s *Store) statsOf(ctx context.Context, g game.Game, who Player, solo bool) (Standing, error) {
	st := Standing{Player: who}
	err := scanStats(s.db.QueryRowContext(ctx, `SELECT `+statColumns+` FROM player_stats WHERE player = ? AND game = ? AND solo = ?`,
		playerKey(who.ProfileID, who.Name), string(g), solo), &st)
	if errors.Is(err, sql.ErrNoRows) {
		return Standing{Player: who}, nil
	}
	return st, err
}

// Leaderboard lists every player of a game with their figures, at the table
// or solo: most wins first, then the better win rate, more plays, name.
// Profiles are named as they are called now.
func (s *Store) Leaderboard(ctx context.Context, g game.Game, solo bool) ([]Standing, error) {
	rows, err := s.query(ctx, `SELECT s.player, coalesce(f.name, s.name), s.plays, s.wins, s.scored, s.best, s.total, s.seconds, s.last_played
		FROM player_stats s LEFT JOIN profiles f ON s.player = 'p:' || f.id
		WHERE s.game = ? AND s.solo = ? AND s.plays > 0`, string(g), solo)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Standing
	for rows.Next() {
		var key, name string
		var st Standing
		if err := scanStats(rows, &st, &key, &name); err != nil {
			return nil, err
		}
		st.Player = playerFromKey(key, name)
		out = append(out, st)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Wins != b.Wins {
			return a.Wins > b.Wins
		}
		if ra, rb := a.WinRate(), b.WinRate(); ra != rb {
			return ra > rb
		}
		if a.Plays != b.Plays {
			return a.Plays > b.Plays
		}
		return strings.ToLower(a.Name) < strings.ToLower(b.Name)
	})
	return out, rows.Err()
}

// soloWins is whether a solo result's win counts: only against Tom.
func countsWin(p Play, r Result) bool {
	return r.Winner && (p.Mode != ModeSolo || p.Game == GameBonfire)
}

// statsAdd counts a just-inserted play's results in the per-player sums.
func statsAdd(ctx context.Context, tx *sql.Tx, p Play) error {
	if err := headToHeadChange(ctx, tx, p, 1); err != nil {
		return err
	}
	if err := monthsChange(ctx, tx, p, 1); err != nil {
		return err
	}
	for _, r := range p.Results {
		if r.Bot {
			continue
		}
		win := 0
		if countsWin(p, r) {
			win = 1
		}
		// An unscored result counts as a play and adds no number (?9 is 0).
		if _, err := tx.ExecContext(ctx, `INSERT INTO player_stats (player, game, solo, name, plays, wins, scored, best, total, seconds, last_played)
			VALUES (?1, ?2, ?3, ?4, 1, ?5, ?9, ?6 * ?9, ?6 * ?9, ?7, ?8)
			ON CONFLICT (player, game, solo) DO UPDATE SET plays = plays + 1, wins = wins + ?5,
				best = CASE WHEN ?9 = 0 THEN best WHEN scored > 0 THEN max(best, ?6) ELSE ?6 END, total = total + ?6 * ?9,
				scored = scored + ?9, seconds = seconds + ?7, last_played = max(last_played, ?8), name = min(name, ?4)`,
			playerKey(r.ProfileID, r.Name), string(p.Game), p.Mode == ModeSolo, strings.TrimSpace(r.Name), win, r.Score,
			int64(p.Duration/time.Second), formatTime(p.PlayedAt), b2i(!r.Unscored)); err != nil {
			return err
		}
	}
	return nil
}

// statsRemove takes a stored play's results out of the sums before it is
// deleted or changed; a player's best and last play are found again among
// their other plays (through the per-player indexes).
func statsRemove(ctx context.Context, tx *sql.Tx, playID int64) error {
	p, err := playIn(ctx, tx, playID)
	if err != nil {
		return err
	}
	if err := headToHeadChange(ctx, tx, p, -1); err != nil {
		return err
	}
	if err := monthsChange(ctx, tx, p, -1); err != nil {
		return err
	}
	for _, r := range p.Results {
		if r.Bot {
			continue
		}
		win := 0
		if countsWin(p, r) {
			win = 1
		}
		key, solo := playerKey(r.ProfileID, r.Name), p.Mode == ModeSolo
		who, arg := `o.profile_id = ?1`, any(r.ProfileID)
		if r.ProfileID == 0 {
			who, arg = `o.profile_id IS NULL AND o.name_key = ?1`, names.Fold(r.Name)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE player_stats SET plays = plays - 1, wins = wins - ?5, total = total - ?6 * ?9, seconds = seconds - ?7,
				scored = scored - ?9,
				(best, last_played) = (SELECT coalesce(max(CASE WHEN o.scored THEN o.score END), 0), coalesce(max(q.played_at), '') FROM play_results o JOIN plays q ON q.id = o.play_id
					WHERE `+who+` AND o.bot = 0 AND o.play_id != ?4 AND q.game = ?2 AND (q.mode = 'solo') = ?3)
			WHERE player = ?8 AND game = ?2 AND solo = ?3`,
			arg, string(p.Game), solo, playID, win, r.Score, int64(p.Duration/time.Second), key, b2i(!r.Unscored)); err != nil {
			return err
		}
	}
	_, err = tx.ExecContext(ctx, `DELETE FROM player_stats WHERE plays <= 0`)
	return err
}

// rebuildStats recomputes every sum, head-to-head included, from the results
// (after a profile is deleted, its results become a name's).
func rebuildStats(ctx context.Context, tx *sql.Tx) error {
	if err := rebuildHeadToHead(ctx, tx); err != nil {
		return err
	}
	if err := rebuildMonths(ctx, tx); err != nil {
		return err
	}
	return rebuildTable(ctx, tx, "player_stats", playerStatsFromResults)
}
