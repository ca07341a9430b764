package bgsplay

import (
	"fmt"
	"time"
)

// SourceName is who BG Stats is told the play comes from; with the source
// ids it is the key BG Stats remembers its matches by, so it never changes.
const SourceName = "Hearth"

// Link is the JSON of BG Stats' createPlay link for one play.
type Link struct {
	SourceName   string       `json:"sourceName"`
	SourcePlayID string       `json:"sourcePlayId"`
	PlayDate     string       `json:"playDate"`
	DurationMin  int          `json:"durationMin,omitempty"`
	Location     string       `json:"location,omitempty"`
	Game         LinkGame     `json:"game"`
	Players      []LinkPlayer `json:"players"`
}

// LinkGame names the game.
type LinkGame struct {
	Name         string `json:"name"`
	SourceGameID string `json:"sourceGameId"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
}

// LinkPlayer is one player's result; Score is absent in a game without
// points, Role is BotRole for a bot.
type LinkPlayer struct {
	Name           string `json:"name"`
	SourcePlayerID string `json:"sourcePlayerId"`
	Score          *int   `json:"score,omitempty"`
	Winner         bool   `json:"winner"`
	Rank           int    `json:"rank,omitempty"`
	SeatOrder      int    `json:"seatOrder"`
	Role           string `json:"role,omitempty"`
}

// BuildLink makes the link's JSON for one play. playDate is in UTC, as
// BG Stats asks of links; notes are left out, a link being short.
func BuildLink(p Play) (Link, error) {
	g, ok := GameOf(p.Game)
	if !ok {
		return Link{}, fmt.Errorf("unknown game %q", p.Game)
	}
	if len(p.Players) == 0 {
		return Link{}, fmt.Errorf("play %s has no players", p.UID)
	}
	l := Link{SourceName: SourceName, SourcePlayID: p.UID, PlayDate: p.PlayedAt.UTC().Format(dateLayout),
		DurationMin: int(p.Duration / time.Minute), Location: p.Location,
		Game: LinkGame{Name: g.Name, SourceGameID: SourceGameID(g), HighestWins: g.HighestWins, NoPoints: g.NoPoints}}
	ps := sortedPlayers(p.Players)
	ranks := Ranks(g, ps)
	for i, pl := range ps {
		lp := LinkPlayer{Name: pl.Name, SourcePlayerID: SourcePlayerID(pl), Winner: pl.Winner, Rank: ranks[i], SeatOrder: pl.Seat + 1}
		if !g.NoPoints {
			score := pl.Score
			lp.Score = &score
		}
		if pl.Bot {
			lp.Role = BotRole
		}
		l.Players = append(l.Players, lp)
	}
	return l, nil
}
