// Package bgsplay builds what BG Stats reads: its play file (.bgsplay, the
// layout of BG Stats' own exports: about, players, locations, games, plays,
// userInfo) and the JSON of its createPlay link. It takes plain structs, so
// that the store (data) can use it without an import cycle.
//
// BG Stats publishes the link's fields (its support page "Push plays to BG
// Stats from other apps or websites"), not the file's; the file follows
// the shape of real BGStatsExport.json files: scores are text (null in a
// game without points), dates "YYYY-MM-DD hh:mm:ss", a non-player (an
// automa) is {"isNpc":1} in the player's metaData. docs/export.md lists
// what Hearth writes, field by field.
package bgsplay

import (
	"crypto/sha1"
	"encoding/hex"
	"sort"
	"strings"
	"time"
)

// Play is one play as BG Stats needs it.
type Play struct {
	UID      string // Hearth's play uid; UUID(UID) is the play's identity in BG Stats
	Game     string // "bonfire", "lueur" or "insula"
	PlayedAt time.Time
	Saved    time.Time // when the play was saved in Hearth: its entry and modification date
	Duration time.Duration
	Location string
	Notes    string
	Board    string   // BG Stats' board or variant (Lueur's side, Insula's variant), "" for none
	Players  []Player // in seat order
}

// Player is one player's result.
type Player struct {
	Name       string
	ProfileUID string // empty when the player has no profile
	Bot        bool   // an automa such as Tom: a non-player in BG Stats
	// Me marks the profile chosen as "this is me" in Hearth: the file's
	// owner (userInfo.meRefId) instead of the guess (issue 35 §1).
	Me     bool
	Score  int
	Winner bool
	Seat   int // from 0
	// Place is the place the game's rules give beyond winning (Insula's
	// purple citadel ranks every fighter), 1 first; 0 lets the winners and
	// the scores place the player.
	Place int
}

// Game is what BG Stats is told about one of Hearth's games.
type Game struct {
	Key         string // Hearth's key, "bonfire"
	Name        string // "Bonfire"
	HighestWins bool   // the highest score wins
	NoPoints    bool   // the game has a winner but no scores (Insula)
}

// games are Hearth's games. Insula is decided by the final battle, so BG
// Stats is told it has no points.
var games = map[string]Game{
	"bonfire": {Key: "bonfire", Name: "Bonfire", HighestWins: true},
	"lueur":   {Key: "lueur", Name: "Lueur", HighestWins: true},
	"insula":  {Key: "insula", Name: "Insula", NoPoints: true},
}

// GameOf finds a game by Hearth's key.
func GameOf(key string) (Game, bool) {
	g, ok := games[key]
	return g, ok
}

// SourceGameID is the id BG Stats remembers a game by (with SourceName).
func SourceGameID(g Game) string { return "hearth-" + g.Key }

// SourcePlayerID is the id BG Stats remembers a player by: the profile's
// uid, else the name (lower-cased), a bot's marked as such.
func SourcePlayerID(p Player) string {
	switch {
	case p.Bot:
		return "hearth-bot-" + fold(p.Name)
	case p.ProfileUID != "":
		return "hearth-profile-" + p.ProfileUID
	}
	return "hearth-name-" + fold(p.Name)
}

// SoloScore tells a play of one person in a game with points: a score
// (Lueur's solo journey), which beats nobody, so it is no win.
func SoloScore(g Game, players []Player) bool {
	return !g.NoPoints && len(players) == 1 && !players[0].Bot
}

// Winners are the winner flags BG Stats is given: the play's own, but a
// solo score is never a win.
func Winners(g Game, players []Player) []bool {
	out := make([]bool, len(players))
	if SoloScore(g, players) {
		return out
	}
	for i, p := range players {
		out[i] = p.Winner
	}
	return out
}

// ManualWinner tells BG Stats that the winners are not simply the players
// with the best score, so that it keeps them instead of recomputing them:
// always in a game without points, and whenever the winners differ from
// the best scores (a tie broken by the rules, a tie Tom wins, a solo
// score). A shared win on equal best scores is what BG Stats computes
// itself, so it is not manual.
func ManualWinner(g Game, players []Player) bool {
	if g.NoPoints {
		return true
	}
	if len(players) == 0 {
		return false
	}
	best := players[0].Score
	for _, p := range players {
		if g.HighestWins && p.Score > best || !g.HighestWins && p.Score < best {
			best = p.Score
		}
	}
	for i, won := range Winners(g, players) {
		if won != (players[i].Score == best) {
			return true
		}
	}
	return false
}

// Ranks places the players: a place the rules give first; else winners
// first, then by score (players with the same score share a place, after
// every winner); in a game without points the others are 2nd, or unplaced
// (0) when nobody won; a solo score is unplaced.
func Ranks(g Game, players []Player) []int {
	out := make([]int, len(players))
	if SoloScore(g, players) {
		return out
	}
	anyWinner := false
	for _, p := range players {
		anyWinner = anyWinner || p.Winner
	}
	for i, p := range players {
		switch {
		case p.Place > 0:
			out[i] = p.Place
		case p.Winner:
			out[i] = 1
		case g.NoPoints && anyWinner:
			out[i] = 2
		case g.NoPoints:
			out[i] = 0
		default:
			out[i] = 1
			for _, q := range players {
				if q.Winner || better(g, q.Score, p.Score) {
					out[i]++
				}
			}
		}
	}
	return out
}

// better tells that score a beats score b.
func better(g Game, a, b int) bool {
	if g.HighestWins {
		return a > b
	}
	return a < b
}

// UUID turns a Hearth uid into the UUID layout BG Stats uses: Hearth's 32
// hex digits are dashed, anything else becomes a name-based (SHA-1) UUID.
func UUID(uid string) string {
	if len(uid) == 32 && isHex(uid) {
		u := strings.ToLower(uid)
		return u[0:8] + "-" + u[8:12] + "-" + u[12:16] + "-" + u[16:20] + "-" + u[20:32]
	}
	if len(uid) == 36 && isHex(strings.ReplaceAll(uid, "-", "")) && uid[8] == '-' && uid[13] == '-' && uid[18] == '-' && uid[23] == '-' {
		return strings.ToLower(uid)
	}
	return nameUUID(uid)
}

// nameUUID is a version 5 UUID of name.
func nameUUID(name string) string {
	sum := sha1.Sum([]byte("hearth:" + name))
	sum[6] = sum[6]&0x0f | 0x50
	sum[8] = sum[8]&0x3f | 0x80
	return UUID(hex.EncodeToString(sum[:16]))
}

func isHex(s string) bool {
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return s != ""
}

// fold lower-cases a name for matching, trimmed.
func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// dateLayout is BG Stats' date format.
const dateLayout = "2006-01-02 15:04:05"

// sortedPlayers lists players in seat order.
func sortedPlayers(ps []Player) []Player {
	out := append([]Player(nil), ps...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Seat < out[j].Seat })
	return out
}
