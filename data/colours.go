package data

import (
	"context"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"hearth/data/msg"
	"hearth/data/names"
)

// Palette are the colours a player can have (issue 22), as #RRGGBB: eight
// hues each at 3:1 or more against the light theme's page (white) and the
// dark one's (#171718), so a tab's underline or a chart's line shows in
// both (ui/kit checks it). Migration 0010 holds the same list.
var Palette = []string{"#1C7ED6", "#D9480F", "#2B8A3E", "#AE3EC9", "#0C8599", "#D6336C", "#B5651D", "#845EF7"}

// NameColour is the colour of a name without a profile: always the same
// for the same name (whatever its case, accents and spaces: names.Fold, as
// the statistics group names), taken from the palette.
func NameColour(name string) string {
	h := fnv.New32a()
	_, _ = h.Write([]byte(names.Fold(name)))
	return Palette[h.Sum32()%uint32(len(Palette))]
}

// nextColour is the palette colour the fewest profiles have, the first of
// them in palette order: what a new profile gets.
func nextColour(ctx context.Context, q querier) (string, error) {
	rows, err := q.QueryContext(ctx, `SELECT colour, count(*) FROM profiles GROUP BY colour`)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	used := map[string]int{}
	for rows.Next() {
		var c string
		var n int
		if err := rows.Scan(&c, &n); err != nil {
			return "", err
		}
		used[strings.ToUpper(c)] = n
	}
	best := Palette[0]
	for _, c := range Palette {
		if used[c] < used[best] {
			best = c
		}
	}
	return best, rows.Err()
}

// SetProfileColour gives a profile one of the palette's colours.
func (s *Store) SetProfileColour(ctx context.Context, id int64, colour string) error {
	colour = strings.ToUpper(strings.TrimSpace(colour))
	if !slices.Contains(Palette, colour) {
		return msg.New("colour", "Choose one of the colours offered: they read well in the light and the dark theme.", nil)
	}
	res, err := s.db.ExecContext(ctx, `UPDATE profiles SET colour = ? WHERE id = ?`, colour, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("profile %d: %w", id, ErrNotFound)
	}
	return nil
}

// ProfileColours maps each profile to its colour (the name's colour when
// none was stored).
func (s *Store) ProfileColours(ctx context.Context) (map[int64]string, error) {
	c, err := s.PlayerColours(ctx)
	return c.byProfile, err
}

// PlayerColours are the players' colours as read once for a page: a
// profile's stored colour, else a name's own (NameColour). A name typed in
// a score entry takes the colour of the profile of that name, matched as a
// typed name is linked to a profile (names.Fold, as ProfileByName).
type PlayerColours struct {
	byProfile map[int64]string
	byName    map[string]string
}

// Of is a player's colour, #RRGGBB.
func (c PlayerColours) Of(who Player) string {
	if hex, ok := c.byProfile[who.ProfileID]; ok && who.ProfileID != 0 {
		return hex
	}
	return NameColour(who.Name)
}

// OfName is the colour of a typed name: its profile's when a profile has
// that name, else the name's own.
func (c PlayerColours) OfName(name string) string {
	if hex, ok := c.byName[names.Fold(name)]; ok {
		return hex
	}
	return NameColour(name)
}

// PlayerColours reads every profile's colour in one query.
func (s *Store) PlayerColours(ctx context.Context) (PlayerColours, error) {
	c := PlayerColours{byProfile: map[int64]string{}, byName: map[string]string{}}
	rows, err := s.query(ctx, `SELECT id, name, colour FROM profiles`)
	if err != nil {
		return c, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var name, hex string
		if err := rows.Scan(&id, &name, &hex); err != nil {
			return c, err
		}
		if !slices.Contains(Palette, strings.ToUpper(hex)) {
			hex = NameColour(name)
		}
		c.byProfile[id] = strings.ToUpper(hex)
		c.byName[names.Fold(name)] = strings.ToUpper(hex)
	}
	return c, rows.Err()
}

// Distinct gives each of players (a page's players, in its order) a
// colour, #RRGGBB, that no other of them has while the palette has one
// left (issue 35 §2: on a leaderboard of 8, two pairs of players shared a
// colour, as names hash onto 8 colours and profiles may choose the same).
// Profiles come first and keep their own colour unless a profile before
// them has it; every other player takes their own colour (Of) when free,
// else the next free one after it in the palette. Past len(Palette)
// players, the rest keep their own.
func (c PlayerColours) Distinct(players []Player) []string {
	out := make([]string, len(players))
	taken := map[string]bool{}
	give := func(i int) {
		own := c.Of(players[i])
		start := max(slices.Index(Palette, own), 0)
		out[i] = own
		for k := range Palette {
			if hex := Palette[(start+k)%len(Palette)]; !taken[hex] {
				out[i], taken[hex] = hex, true
				return
			}
		}
	}
	for i, p := range players {
		if p.ProfileID != 0 && !taken[c.Of(p)] {
			out[i], taken[c.Of(p)] = c.Of(p), true
		}
	}
	for i := range players {
		if out[i] == "" {
			give(i)
		}
	}
	return out
}
