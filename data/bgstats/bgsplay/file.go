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
	UserInfo  UserInfo     `json:"userInfo"`
}

// FilePlayer is one person (or non-player) of the file, referred to by its id.
type FilePlayer struct {
	ID               int    `json:"id"`
	UUID             string `json:"uuid"`
	Name             string `json:"name"`
	IsAnonymous      bool   `json:"isAnonymous"`
	ModificationDate string `json:"modificationDate"`
	BggUsername      string `json:"bggUsername"`
	// MetaData is JSON in a string, as BG Stats writes it: {"isNpc":1} for
	// a non-player such as Tom, {"isNpc":0} for a person.
	MetaData string `json:"metaData"`
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
	BggID            int    `json:"bggId"` // 0 when the player gave none
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
	LocationRefID    int           `json:"locationRefId"` // every play has one, as in BG Stats' files: NoPlace without a place
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

// PlayerScore is one player's result in a play; Score is text, null in a
// game without points. A play of Hearth has no roles or teams, and BG
// Stats' own files leave role and team out where there are none.
type PlayerScore struct {
	PlayerRefID int     `json:"playerRefId"`
	Score       *string `json:"score"`
	Winner      bool    `json:"winner"`
	Rank        int     `json:"rank"`
	StartPlayer bool    `json:"startPlayer"`
	NewPlayer   bool    `json:"newPlayer"`
	SeatOrder   int     `json:"seatOrder"`
}

// UserInfo says whose file it is: MeRefID is the player the file belongs
// to (absent when the file has no person).
type UserInfo struct {
	MeRefID     int    `json:"meRefId,omitempty"`
	BggUsername string `json:"bggUsername"`
	ExportDate  string `json:"exportDate"`
}

// Build makes the file of plays. Dates are written on loc's clock (the
// device's, as BG Stats shows them); every date is the plays' own but the
// export date, now. bggIDs are the games' BoardGameGeek ids the player
// gave, by game key (ReadBGGIDs); a game without one has bggId 0.
func Build(plays []Play, now time.Time, loc *time.Location, bggIDs map[string]int) (File, error) {
	b := builder{loc: loc, bggIDs: bggIDs, f: File{Players: []FilePlayer{}, Locations: []Location{}, Games: []FileGame{}, Plays: []FilePlay{}},
		players: map[string]int{}, locations: map[string]int{}, games: map[string]int{}, me: map[int][2]int{}}
	for _, p := range plays {
		if err := b.add(p); err != nil {
			return File{}, err
		}
	}
	b.f.About = fmt.Sprintf("Hearth: %d plays of Bonfire, Lueur and Insula, for BG Stats' import (Import > Play file).", len(b.f.Plays))
	b.f.UserInfo = UserInfo{MeRefID: b.owner(), ExportDate: now.In(loc).Format(dateLayout)}
	return b.f, nil
}

// builder numbers the file's players, places and games as plays come.
type builder struct {
	loc                       *time.Location
	bggIDs                    map[string]int
	f                         File
	players, locations, games map[string]int
	me                        map[int][2]int // player id → solo plays, plays
	chosen                    int            // the player marked Me, 0 if none
}

func (b *builder) add(p Play) error {
	g, ok := GameOf(p.Game)
	if !ok {
		return fmt.Errorf("play %s: unknown game %q", p.UID, p.Game)
	}
	saved := p.Saved.In(b.loc).Format(dateLayout)
	fp := FilePlay{UUID: UUID(p.UID), GameRefID: b.game(g, saved), PlayDate: p.PlayedAt.In(b.loc).Format(dateLayout),
		EntryDate: saved, ModificationDate: saved, DurationMin: int(p.Duration / time.Minute), Comments: p.Notes,
		Board: p.Board, PlayerScores: []PlayerScore{}}
	fp.LocationRefID = b.location(p.Location, saved)
	ps := sortedPlayers(p.Players)
	ranks, winners := Ranks(g, ps), Winners(g, ps)
	fp.ManualWinner = ManualWinner(g, ps)
	solo := 0
	if len(ps) == 1 || len(ps) == 2 && (ps[0].Bot || ps[1].Bot) {
		solo = 1
	}
	for i, pl := range ps {
		id := b.player(pl, saved)
		if !pl.Bot {
			c := b.me[id]
			b.me[id] = [2]int{c[0] + solo, c[1] + 1}
			if pl.Me {
				b.chosen = id
			}
		}
		sc := PlayerScore{PlayerRefID: id, Winner: winners[i], Rank: ranks[i], SeatOrder: pl.Seat + 1}
		if !g.NoPoints {
			s := strconv.Itoa(pl.Score)
			sc.Score = &s
		}
		fp.PlayerScores = append(fp.PlayerScores, sc)
	}
	b.f.Plays = append(b.f.Plays, fp)
	return nil
}

// location is the id of the place a play was played at; a play without
// one is at NoPlace, where BG Stats puts a play sent by link without one.
func (b *builder) location(name, saved string) int {
	if fold(name) == "" {
		name = NoPlace
	}
	where := fold(name)
	if b.locations[where] == 0 {
		b.f.Locations = append(b.f.Locations, Location{ID: len(b.f.Locations) + 1, UUID: nameUUID("location:" + where), Name: name, ModificationDate: saved})
		b.locations[where] = len(b.f.Locations)
	}
	id := b.locations[where]
	later(&b.f.Locations[id-1].ModificationDate, saved)
	return id
}

func (b *builder) game(g Game, saved string) int {
	if b.games[g.Key] == 0 {
		b.f.Games = append(b.f.Games, FileGame{ID: len(b.f.Games) + 1, UUID: nameUUID("game:" + g.Key), Name: g.Name, ModificationDate: saved,
			HighestWins: g.HighestWins, NoPoints: g.NoPoints, IsBaseGame: 1, BggID: b.bggIDs[g.Key]})
		b.games[g.Key] = len(b.f.Games)
	}
	id := b.games[g.Key]
	later(&b.f.Games[id-1].ModificationDate, saved)
	return id
}

func (b *builder) player(pl Player, saved string) int {
	key := SourcePlayerID(pl)
	if b.players[key] == 0 {
		meta := `{"isNpc":0}`
		if pl.Bot {
			meta = `{"isNpc":1}`
		}
		b.f.Players = append(b.f.Players, FilePlayer{ID: len(b.f.Players) + 1, UUID: playerUUID(pl), Name: pl.Name, ModificationDate: saved, MetaData: meta})
		b.players[key] = len(b.f.Players)
	}
	id := b.players[key]
	later(&b.f.Players[id-1].ModificationDate, saved)
	return id
}

// owner is the person the file belongs to: the player marked Me, else
// the one who played the most solo games (a phone's solo player is its
// owner), then the most games; the first seen on a tie. 0 when the file
// has no person.
func (b *builder) owner() int {
	if b.chosen != 0 {
		return b.chosen
	}
	best := 0
	for _, p := range b.f.Players {
		c, ok := b.me[p.ID]
		if !ok {
			continue
		}
		if m := b.me[best]; best == 0 || c[0] > m[0] || c[0] == m[0] && c[1] > m[1] {
			best = p.ID
		}
	}
	return best
}

// later keeps the later of two dates written in dateLayout.
func later(d *string, s string) {
	if s > *d {
		*d = s
	}
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
func Write(w io.Writer, plays []Play, now time.Time, loc *time.Location, bggIDs map[string]int) error {
	f, err := Build(plays, now, loc, bggIDs)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(f)
}
