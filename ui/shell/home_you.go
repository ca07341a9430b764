package shell

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/ui/kit"
)

// yourGame is what the player marked "me" played of one game.
type yourGame struct {
	module      Module
	table, solo data.Standing
}

// yours reads the player marked "me" (issue 35 §1: "this is me", asked
// once) and what they played of each game, from the kept sums (a row per
// game and mode); ok is false when nobody is marked.
func (h *Host) yours() (who data.Player, games []yourGame, ok bool) {
	me, ok, err := h.store.Me(h.ctx)
	if err != nil {
		fyne.LogError("reading who you are", err)
	}
	if !ok {
		return data.Player{}, nil, false
	}
	who = data.Player{ProfileID: me.ID, Name: me.Name}
	for _, m := range h.modules {
		table, err := h.store.TableStats(h.ctx, m.Game(), who)
		if err != nil {
			fyne.LogError("reading your stats", err)
		}
		solo, err := h.store.SoloStats(h.ctx, m.Game(), who)
		if err != nil {
			fyne.LogError("reading your stats", err)
		}
		if table.Plays+solo.Plays > 0 {
			games = append(games, yourGame{module: m, table: table, solo: solo})
		}
	}
	return who, games, true
}

// youTiles are Home's heading and card of the player marked "me": their
// plays in all games and when they last played; the card opens their page
// of each game. None while nobody is marked (Settings → Profiles).
func (h *Host) youTiles() []fyne.CanvasObject {
	who, games, ok := h.yours()
	if !ok {
		return nil
	}
	plays := 0
	var last time.Time
	for _, g := range games {
		plays += g.table.Plays + g.solo.Plays
		for _, at := range []time.Time{g.table.Last, g.solo.Last} {
			if at.After(last) {
				last = at
			}
		}
	}
	sub := lang.L("No plays saved yet")
	if plays > 0 {
		sub = kit.N("{{.Count}} plays · last on {{.Date}}", plays, map[string]any{"Date": FormatDate(last)})
	}
	colour := h.playerColours().of(who)
	return []fyne.CanvasObject{
		kit.BoldHeading(lang.L("You")),
		kit.NewTile(who.Name, sub, colour, func() { h.nav.push(h.youPage()) }),
	}
}

// youPage lists the games the player marked "me" played, a card each
// (at the table: plays and wins; solo: plays), each opening their page of
// that game.
func (h *Host) youPage() *kit.Page {
	who, games, _ := h.yours()
	box := container.NewVBox()
	if len(games) == 0 {
		box.Add(kit.Note(lang.L("No plays saved yet")))
	}
	for _, g := range games {
		box.Add(kit.NewTile(g.module.Name(), h.yourLine(g), g.module.Accent(), func() {
			h.nav.push(h.playerStatsPage(g.module.Game(), who))
		}))
	}
	return &kit.Page{Title: who.Name + " · " + lang.L("You"), Content: kit.ScrollPage(box)}
}

// yourLine is a game's line on the You page: "12 at the table, 5 won · 30
// solo".
func (h *Host) yourLine(g yourGame) string {
	var parts []string
	if g.table.Plays > 0 {
		parts = append(parts, kit.N("{{.Count}} at the table, {{.Wins}} won", g.table.Plays, map[string]any{"Wins": g.table.Wins}))
	}
	if g.solo.Plays > 0 {
		if h.soloRival(g.module.Game()) {
			parts = append(parts, kit.N("{{.Count}} solo, {{.Wins}} won", g.solo.Plays, map[string]any{"Wins": g.solo.Wins}))
		} else {
			parts = append(parts, kit.N("{{.Count}} solo", g.solo.Plays, nil))
		}
	}
	return strings.Join(parts, " · ")
}
