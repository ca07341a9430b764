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

// Link is the JSON of BG Stats' createPlay link for one play: only fields
// of the format BG Stats publishes (its page "Push plays to BG Stats from
// other apps or websites"), with its names. The play file's manualWinner
// and a player's non-player flag are not in it, and no public writer sends
// them: a field BG Stats does not read would at best be ignored, and a
// public writer found BG Stats' app failing on a field it reads differently
// (sean-owens/rulebook-rebels-discord-bot), so the link keeps to the
// published fields. Its winner and rank flags say who won.
type Link struct {
	SourceName   string       `json:"sourceName"`
	SourcePlayID string       `json:"sourcePlayId"`
	PlayDate     string       `json:"playDate"`
	DurationMin  int          `json:"durationMin,omitempty"`
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
// points. Tom arrives as a player: BG Stats' link has no non-player flag
// (the player marks him a non-player in BG Stats once).
type LinkPlayer struct {
	Name           string `json:"name"`
	SourcePlayerID string `json:"sourcePlayerId"`
	Score          *int   `json:"score"`
	Winner         bool   `json:"winner"`
	Rank           int    `json:"rank,omitempty"`
	// StartPlayer is always false (Hearth does not record who started);
	// the key is sent, as in BG Stats' example: a public writer reports
	// BG Stats' Android app refusing a link without it.
	StartPlayer bool `json:"startPlayer"`
}

// BuildLink makes the link's JSON for one play, bggID being its game's
// BoardGameGeek id (0: none given). playDate is in UTC, as BG
// Stats asks of links; sourcePlayId is the play file's uuid, so that a play
// sent by link and later imported from a file may be matched as one play
// (BG Stats does not say whether it matches the two).
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
		DurationMin: int(p.Duration / time.Minute), Board: p.Board, Comments: p.Notes,
		Location: strings.TrimSpace(p.Location),
		Game:     LinkGame{Name: g.Name, SourceGameID: SourceGameID(g), BGGID: bggID, HighestWins: g.HighestWins, NoPoints: g.NoPoints}}
	ranks, winners := Ranks(g, ps), Winners(g, ps)
	for i, pl := range ps {
		lp := LinkPlayer{Name: pl.Name, SourcePlayerID: SourcePlayerID(pl), Winner: winners[i], Rank: ranks[i]}
		if !g.NoPoints {
			score := pl.Score
			lp.Score = &score
		}
		l.Players = append(l.Players, lp)
	}
	return l, nil
}
