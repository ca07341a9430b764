package data

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"hearth/data/game"
	"hearth/data/msg"
	"hearth/data/names"
	"strconv"
	"strings"
	"time"
)

// Play modes.
const (
	ModeMulti = "multi" // scored at the table, 1–4 people
	ModeSolo  = "solo"  // against an automa or the game itself
)

// Games Hearth knows (data/game's identities, named here for the store's callers).
const (
	GameBonfire = game.Bonfire
	GameLueur   = game.Lueur
	GameInsula  = game.Insula
)

// Games lists the games in display order.
var Games = game.All

// Play is one finished game in the history.
type Play struct {
	ID        int64
	UID       string // stable across export and import
	Game      game.Game
	Mode      string
	PlayedAt  time.Time
	Duration  time.Duration
	SetupCode string
	Notes     string
	Location  string   // where it was played, free text
	Results   []Result // in seat order
}

// Winners lists the names of the players marked as winners.
func (p Play) Winners() []string {
	var out []string
	for _, r := range p.Results {
		if r.Winner {
			out = append(out, r.Name)
		}
	}
	return out
}

// Result is one player's line of a play.
type Result struct {
	Seat int
	// Name is who played: a read play names a profile as it is called now
	// (issue 35 §1); saving writes it as the saved name.
	Name string
	// SavedName is the name the seat was saved with, filled when a play is
	// read: the same as Name unless the seat's profile was renamed or took
	// the play (the play page says "saved as"). Saving ignores it.
	SavedName string
	ProfileID int64 // 0 when the player has no profile
	// ProfileUID is the linked profile's stable id, filled when a play is
	// read (Play, Plays); "" without a profile. Saving ignores it.
	ProfileUID string
	Bot        bool // an automa such as Tom
	Score      int
	Breakdown  json.RawMessage // the game's own breakdown format
	Winner     bool
	// Unscored marks a result without a number (unscored.go: an Insula
	// player who fought no final battle): its Score is 0 and it counts in
	// no best or average. Saving sets it from the breakdown.
	Unscored bool
}

// SavePlay stores a play with its results in one transaction and returns it with its id.
func (s *Store) SavePlay(ctx context.Context, p Play) (Play, error) {
	if err := validatePlay(p); err != nil {
		return Play{}, err
	}
	if p.UID == "" {
		p.UID = newUID()
	}
	if p.PlayedAt.IsZero() {
		p.PlayedAt = s.now()
	}
	if err := checkNotAhead("played_at", p.Game, p.PlayedAt, s.now()); err != nil {
		return Play{}, err
	}
	settleResults(&p)
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		id, err := insertPlay(ctx, tx, p, s.stamp())
		if err != nil {
			return err
		}
		p.ID = id
		if err := statsAdd(ctx, tx, p); err != nil {
			return err
		}
		return ledgerAfterSave(ctx, tx, id)
	})
	if err != nil {
		return Play{}, err
	}
	return p, nil
}

// aheadLimit is how far after now a play may be dated: a clock or a time
// zone a little off, never a date still to come.
const aheadLimit = 24 * time.Hour

// checkNotAhead refuses a play of game g dated more than aheadLimit after
// now (issue 32: a play dated 2099 was saved, and "Last 30 days" listed
// it); field names the date's entry.
func checkNotAhead(field string, g game.Game, at, now time.Time) error {
	if !at.After(now.Add(aheadLimit)) {
		return nil
	}
	return msg.New(field, "The {{.Game}} play of {{.Date}} is more than a day ahead: a play is dated on the day it was played.",
		map[string]any{"Game": g.String(), "Date": at.Local().Format("2006-01-02")})
}

func validatePlay(p Play) error {
	if !p.Game.Valid() {
		return fmt.Errorf("unknown game %q", p.Game)
	}
	if len(p.Results) == 0 {
		return errors.New("a play needs at least one player")
	}
	seats := map[int]bool{}
	list := make([]string, len(p.Results))
	for i, r := range p.Results {
		if _, err := names.Clean(r.Name); err != nil {
			return err
		}
		list[i] = r.Name
		if seats[r.Seat] {
			return fmt.Errorf("seat %d appears twice", r.Seat)
		}
		seats[r.Seat] = true
		if len(r.Breakdown) > 0 && !json.Valid(r.Breakdown) {
			return fmt.Errorf("the breakdown of %s is not valid JSON", r.Name)
		}
	}
	if err := names.Distinct("players", list); err != nil {
		return err
	}
	if p.Duration < 0 {
		return errors.New("a play cannot last a negative time")
	}
	return nil
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

func insertPlay(ctx context.Context, tx *sql.Tx, p Play, now string) (int64, error) {
	res, err := tx.ExecContext(ctx, `INSERT INTO plays (uid, game, mode, played_at, duration_s, setup_code, notes, location, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, p.UID, string(p.Game), p.Mode, formatTime(p.PlayedAt), int64(p.Duration/time.Second), p.SetupCode, p.Notes, p.Location, now)
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	for _, r := range p.Results {
		b := r.Breakdown
		if len(b) == 0 {
			b = json.RawMessage("{}")
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO play_results (play_id, seat, name, name_key, profile_id, bot, score, breakdown, winner, scored)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, r.Seat, r.Name, names.Fold(r.Name), nullID(r.ProfileID), r.Bot, r.Score, string(b), r.Winner, !r.Unscored); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// PlayFilter narrows a history query; every field set must match.
type PlayFilter struct {
	Game      game.Game // empty: every game
	ProfileID int64     // 0: everyone
	// Player keeps the plays of one player, a profile or (ProfileID 0) a
	// name as saved, matched like the Stats page matches it.
	Player *Player
	// Search keeps plays with a player whose name contains it, case and
	// accents aside (names.Fold: "zoe" finds Zoé), or whose place contains
	// it (case-insensitive for A–Z).
	Search   string
	From, To time.Time // played at From or later, before To; zero: open
	Location string    // the place contains it
	Limit    int       // 0: no limit
	Offset   int
}

// Plays returns plays newest first, with their results.
func (s *Store) Plays(ctx context.Context, f PlayFilter) ([]Play, error) {
	where, args := playWhere(f)
	q := `SELECT p.id, p.uid, p.game, p.mode, p.played_at, p.duration_s, p.setup_code, p.notes, p.location FROM plays p
		WHERE ` + where + ` ORDER BY p.played_at DESC, p.id DESC`
	if f.Limit > 0 {
		q += ` LIMIT ? OFFSET ?`
		args = append(args, f.Limit, f.Offset)
	}
	rows, err := s.query(ctx, q, args...) // one text per set of filters used
	if err != nil {
		return nil, err
	}
	var plays []Play
	index := map[int64]int{}
	for rows.Next() {
		p, err := scanPlay(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		index[p.ID] = len(plays)
		plays = append(plays, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(plays) == 0 {
		return nil, nil
	}
	// One query for all results of the page instead of one per play; the
	// ids go in as one JSON array, so that the query's text is the same
	// for every page and its statement is kept (prepared.go).
	ids := make([]string, len(plays))
	for i, p := range plays {
		ids[i] = strconv.FormatInt(p.ID, 10)
	}
	rrows, err := s.query(ctx, `SELECT `+resultColumns+` FROM play_results r LEFT JOIN profiles f ON f.id = r.profile_id
		WHERE r.play_id IN (SELECT value FROM json_each(?)) ORDER BY r.play_id, r.seat`, "["+strings.Join(ids, ",")+"]")
	if err != nil {
		return nil, err
	}
	defer rrows.Close()
	for rrows.Next() {
		var pid int64
		r, err := scanResult(rrows, &pid)
		if err != nil {
			return nil, err
		}
		i := index[pid]
		plays[i].Results = append(plays[i].Results, r)
	}
	return plays, rrows.Err()
}

func scanPlay(r scanner) (Play, error) {
	var p Play
	var played string
	var dur int64
	if err := r.Scan(&p.ID, &p.UID, &p.Game, &p.Mode, &played, &dur, &p.SetupCode, &p.Notes, &p.Location); err != nil {
		return Play{}, err
	}
	p.PlayedAt = parseTime(played)
	p.Duration = time.Duration(dur) * time.Second
	return p, nil
}

// resultColumns are what scanResult reads, from play_results r joined to
// profiles f: a profile's seat named as the profile is called now.
const resultColumns = `r.play_id, r.seat, coalesce(f.name, r.name), r.name, coalesce(r.profile_id, 0), coalesce(f.uid, ''), r.bot, r.score, r.breakdown, r.winner, NOT r.scored`

func scanResult(r scanner, playID *int64) (Result, error) {
	var res Result
	var b string
	if err := r.Scan(playID, &res.Seat, &res.Name, &res.SavedName, &res.ProfileID, &res.ProfileUID, &res.Bot, &res.Score, &b, &res.Winner, &res.Unscored); err != nil {
		return Result{}, err
	}
	res.Breakdown = json.RawMessage(b)
	return res, nil
}

// Play loads one play with its results.
func (s *Store) Play(ctx context.Context, id int64) (Play, error) {
	return playIn(ctx, s.db, id)
}

// querier is what reads a play: the database or a transaction.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func playIn(ctx context.Context, db querier, id int64) (Play, error) {
	p, err := scanPlay(db.QueryRowContext(ctx, `SELECT id, uid, game, mode, played_at, duration_s, setup_code, notes, location FROM plays WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Play{}, fmt.Errorf("play %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Play{}, err
	}
	rows, err := db.QueryContext(ctx, `SELECT `+resultColumns+` FROM play_results r LEFT JOIN profiles f ON f.id = r.profile_id
		WHERE r.play_id = ? ORDER BY r.seat`, id)
	if err != nil {
		return Play{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var pid int64
		r, err := scanResult(rows, &pid)
		if err != nil {
			return Play{}, err
		}
		p.Results = append(p.Results, r)
	}
	return p, rows.Err()
}

// DeletePlay removes a play and its results; the handicap ledgers it was in
// are recomputed from its place on, in the same transaction.
func (s *Store) DeletePlay(ctx context.Context, id int64) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		positions, err := ledgerBeforeDelete(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := statsRemove(ctx, tx, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM plays WHERE id = ?`, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("play %d: %w", id, ErrNotFound)
		}
		for profile, pos := range positions {
			if err := recomputeLedger(ctx, tx, profile, pos); err != nil {
				return err
			}
		}
		return nil
	})
}

// CountPlays counts the plays of a game (all games when empty).
func (s *Store) CountPlays(ctx context.Context, g game.Game) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM plays WHERE ?1 = '' OR game = ?1`, string(g)).Scan(&n)
	return n, err
}

// PlaysSaved is when each play (by uid) was saved: its entry and
// modification date in BG Stats (data/exchange), so that exporting twice
// changes nothing.
func (s *Store) PlaysSaved(ctx context.Context) (map[string]time.Time, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT uid, created_at FROM plays`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]time.Time{}
	for rows.Next() {
		var uid, at string
		if err := rows.Scan(&uid, &at); err != nil {
			return nil, err
		}
		out[uid] = parseTime(at)
	}
	return out, rows.Err()
}
