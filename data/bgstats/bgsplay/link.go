package bgsplay

import (
	"fmt"
	"strings"
	"time"
)

// SourceName is who BG Stats is told the play comes from; with the source
// ids it is the key BG Stats remembers its matches by, so it never changes.
const SourceName = "Hearth"

// NoPlace is the place of a play that has none. BG Stats' page on links
// says it sets the location of a play sent by link to the app that sent
// it; the file does the same, so that a play without a place is at the
// same place in BG Stats whichever way it came (and every play of a file
// has a location, as BG Stats' own files and the public writers have).
const NoPlace = SourceName

// Link is the JSON of BG Stats' createPlay link for one play: the fields
// SPEC §7 lists, with BG Stats' published names.
type Link struct {
	SourceName   string       `json:"sourceName"`
	SourcePlayID string       `json:"sourcePlayId"`
	PlayDate     string       `json:"playDate"`
	DurationMin  int          `json:"durationMin,omitempty"`
	ManualWinner bool         `json:"manualWinner"`
	Board        string       `json:"board,omitempty"`
	Comments     string       `json:"comments,omitempty"`
	Location     string       `json:"location,omitempty"` // the play's place; absent without one: BG Stats then puts the app's name
	Game         LinkGame     `json:"game"`
	Players      []LinkPlayer `json:"players"`
}

// LinkGame names the game; BGGID is its BoardGameGeek id, left out when
// the player gave none.
type LinkGame struct {
	Name         string `json:"name"`
	SourceGameID string `json:"sourceGameId"`
	BGGID        int    `json:"bggId,omitempty"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
}

// LinkPlayer is one player's result; Score is null in a game without
// points; IsNpc marks a non-player (Tom).
type LinkPlayer struct {
	Name           string `json:"name"`
	SourcePlayerID string `json:"sourcePlayerId"`
	Score          *int   `json:"score"`
	Winner         bool   `json:"winner"`
	Rank           int    `json:"rank,omitempty"`
	StartPlayer    bool   `json:"startPlayer"`
	IsNpc          bool   `json:"isNpc,omitempty"`
}

// BuildLink makes the link's JSON for one play, bggID being its game's
// BoardGameGeek id (0: none given). playDate is in UTC, as BG
// Stats asks of links; sourcePlayId is the play file's uuid, so that a play
// sent by link and later imported from a file is one play.
func BuildLink(p Play, bggID int) (Link, error) {
	g, ok := GameOf(p.Game)
	if !ok {
		return Link{}, fmt.Errorf("unknown game %q", p.Game)
	}
	if len(p.Players) == 0 {
		return Link{}, fmt.Errorf("play %s has no players", p.UID)
	}
	ps := sortedPlayers(p.Players)
	l := Link{SourceName: SourceName, SourcePlayID: UUID(p.UID), PlayDate: p.PlayedAt.UTC().Format(dateLayout),
		DurationMin: int(p.Duration / time.Minute), ManualWinner: ManualWinner(g, ps), Board: p.Board, Comments: p.Notes,
		Location: strings.TrimSpace(p.Location),
		Game:     LinkGame{Name: g.Name, SourceGameID: SourceGameID(g), BGGID: bggID, HighestWins: g.HighestWins, NoPoints: g.NoPoints}}
	ranks, winners := Ranks(g, ps), Winners(g, ps)
	for i, pl := range ps {
		lp := LinkPlayer{Name: pl.Name, SourcePlayerID: SourcePlayerID(pl), Winner: winners[i], Rank: ranks[i], IsNpc: pl.Bot}
		if !g.NoPoints {
			score := pl.Score
			lp.Score = &score
		}
		l.Players = append(l.Players, lp)
	}
	return l, nil
}
