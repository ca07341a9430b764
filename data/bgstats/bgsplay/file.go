package bgsplay

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"
)

// File is a .bgsplay document.
type File struct {
	About     string       `json:"about"`
	Players   []FilePlayer `json:"players"`
	Locations []Location   `json:"locations"`
	Games     []FileGame   `json:"games"`
	Plays     []FilePlay   `json:"plays"`
}

// FilePlayer is one person (or bot) of the file, referred to by its id.
type FilePlayer struct {
	ID               int    `json:"id"`
	UUID             string `json:"uuid"`
	Name             string `json:"name"`
	IsAnonymous      bool   `json:"isAnonymous"`
	ModificationDate string `json:"modificationDate"`
	BggUsername      string `json:"bggUsername"`
}

// Location is where plays took place.
type Location struct {
	ID               int    `json:"id"`
	UUID             string `json:"uuid"`
	Name             string `json:"name"`
	ModificationDate string `json:"modificationDate"`
}

// FileGame is one game of the file.
type FileGame struct {
	ID               int    `json:"id"`
	UUID             string `json:"uuid"`
	Name             string `json:"name"`
	ModificationDate string `json:"modificationDate"`
	BggID            int    `json:"bggId"`
	Cooperative      bool   `json:"cooperative"`
	HighestWins      bool   `json:"highestWins"`
	NoPoints         bool   `json:"noPoints"`
	UsesTeams        bool   `json:"usesTeams"`
	IsBaseGame       int    `json:"isBaseGame"`
	IsExpansion      int    `json:"isExpansion"`
}

// FilePlay is one play of the file.
type FilePlay struct {
	UUID             string        `json:"uuid"`
	GameRefID        int           `json:"gameRefId"`
	LocationRefID    int           `json:"locationRefId,omitempty"`
	PlayDate         string        `json:"playDate"`
	EntryDate        string        `json:"entryDate"`
	ModificationDate string        `json:"modificationDate"`
	DurationMin      int           `json:"durationMin"`
	Comments         string        `json:"comments"`
	Ignored          bool          `json:"ignored"`
	ManualWinner     bool          `json:"manualWinner"`
	UsesTeams        bool          `json:"usesTeams"`
	Rounds           int           `json:"rounds"`
	Board            string        `json:"board"`
	PlayerScores     []PlayerScore `json:"playerScores"`
}

// PlayerScore is one player's result in a play; Score is text, empty in a
// game without points.
type PlayerScore struct {
	PlayerRefID int    `json:"playerRefId"`
	Score       string `json:"score"`
	Winner      bool   `json:"winner"`
	Rank        int    `json:"rank"`
	StartPlayer bool   `json:"startPlayer"`
	NewPlayer   bool   `json:"newPlayer"`
	SeatOrder   int    `json:"seatOrder"`
	Role        string `json:"role"`
	Team        string `json:"team"`
}

// Build makes the file of plays. Dates are written on loc's clock (the
// device's, as BG Stats shows them); now is the modification date.
func Build(plays []Play, now time.Time, loc *time.Location) (File, error) {
	f := File{Players: []FilePlayer{}, Locations: []Location{}, Games: []FileGame{}, Plays: []FilePlay{}}
	stamp := now.In(loc).Format(dateLayout)
	players, locations, gameIDs := map[string]int{}, map[string]int{}, map[string]int{}
	for _, p := range plays {
		g, ok := GameOf(p.Game)
		if !ok {
			return File{}, fmt.Errorf("play %s: unknown game %q", p.UID, p.Game)
		}
		if gameIDs[g.Key] == 0 {
			f.Games = append(f.Games, FileGame{ID: len(f.Games) + 1, UUID: nameUUID("game:" + g.Key), Name: g.Name, ModificationDate: stamp,
				HighestWins: g.HighestWins, NoPoints: g.NoPoints, IsBaseGame: 1})
			gameIDs[g.Key] = len(f.Games)
		}
		fp := FilePlay{UUID: UUID(p.UID), GameRefID: gameIDs[g.Key], PlayDate: p.PlayedAt.In(loc).Format(dateLayout),
			EntryDate: stamp, ModificationDate: stamp, DurationMin: int(p.Duration / time.Minute), Comments: p.Notes,
			PlayerScores: []PlayerScore{}}
		if where := fold(p.Location); where != "" {
			if locations[where] == 0 {
				f.Locations = append(f.Locations, Location{ID: len(f.Locations) + 1, UUID: nameUUID("location:" + where), Name: p.Location, ModificationDate: stamp})
				locations[where] = len(f.Locations)
			}
			fp.LocationRefID = locations[where]
		}
		ps := sortedPlayers(p.Players)
		ranks := Ranks(g, ps)
		for i, pl := range ps {
			key := SourcePlayerID(pl)
			if players[key] == 0 {
				f.Players = append(f.Players, FilePlayer{ID: len(f.Players) + 1, UUID: playerUUID(pl), Name: pl.Name, ModificationDate: stamp})
				players[key] = len(f.Players)
			}
			sc := PlayerScore{PlayerRefID: players[key], Winner: pl.Winner, Rank: ranks[i], SeatOrder: pl.Seat + 1}
			if !g.NoPoints {
				sc.Score = strconv.Itoa(pl.Score)
			}
			if pl.Bot {
				sc.Role = BotRole
			}
			fp.PlayerScores = append(fp.PlayerScores, sc)
		}
		f.Plays = append(f.Plays, fp)
	}
	f.About = fmt.Sprintf("Hearth: %d plays of Bonfire, Lueur and Insula, for BG Stats' import (Import > Play file).", len(f.Plays))
	return f, nil
}

// playerUUID is a player's identity: the profile's, else one made from the
// name (a bot's apart from a person's of the same name).
func playerUUID(p Player) string {
	if p.ProfileUID != "" && !p.Bot {
		return UUID(p.ProfileUID)
	}
	return nameUUID("player:" + SourcePlayerID(p))
}

// Write builds the file of plays and writes it to w as JSON.
func Write(w io.Writer, plays []Play, now time.Time, loc *time.Location) error {
	f, err := Build(plays, now, loc)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(f)
}
