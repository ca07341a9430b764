package shell

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/ui/kit"
)

// playerColours are the players' colours (issue 22), read once for a page.
type playerColours struct{ data.PlayerColours }

// playerColours reads the profiles' colours.
func (h *Host) playerColours() playerColours {
	c, err := h.store.PlayerColours(h.ctx)
	if err != nil {
		fyne.LogError("reading the players' colours", err)
	}
	return playerColours{c}
}

// of is a player's colour.
func (c playerColours) of(who data.Player) color.NRGBA { return kit.ParseColour(c.Of(who)) }

// boardColours are the colours of a leaderboard's players, at the table
// then solo: distinct while the palette has colours left
// (data.PlayerColours.Distinct), so 8 players keep 8 colours.
func (h *Host) boardColours(lists ...[]data.Standing) map[data.Player]color.Color {
	var players []data.Player
	seen := map[data.Player]bool{}
	for _, l := range lists {
		for _, st := range l {
			if !seen[st.Player] {
				seen[st.Player] = true
				players = append(players, st.Player)
			}
		}
	}
	out := make(map[data.Player]color.Color, len(players))
	for i, hex := range h.playerColours().Distinct(players) {
		out[players[i]] = kit.ParseColour(hex)
	}
	return out
}

// ofName is the colour of a name typed in a score entry.
func (c playerColours) ofName(name string) color.NRGBA { return kit.ParseColour(c.OfName(name)) }

// PlayerColours are the colours of names typed in a score entry, in order,
// for the game modules' board tabs.
func (h *Host) PlayerColours(names []string) []color.Color {
	c := h.playerColours()
	out := make([]color.Color, len(names))
	for i, n := range names {
		out[i] = c.ofName(n)
	}
	return out
}

// colourChoice lets a profile's player choose their colour among the
// palette's on their page; the page is drawn again with it.
func (h *Host) colourChoice(who data.Player, redraw func()) fyne.CanvasObject {
	if who.ProfileID == 0 {
		return nil
	}
	current := h.playerColours().of(who)
	swatches := make([]color.NRGBA, len(data.Palette))
	chosen := -1
	for i, hex := range data.Palette {
		swatches[i] = kit.ParseColour(hex)
		if swatches[i] == current {
			chosen = i
		}
	}
	picker := kit.ColourPicker(swatches, chosen, func(i int) {
		if err := h.store.SetProfileColour(h.ctx, who.ProfileID, data.Palette[i]); err != nil {
			h.ShowError(err)
			return
		}
		redraw()
	})
	return container.NewVBox(kit.Heading(lang.L("Colour")), kit.Note(lang.L("Shown on score entry tabs, charts and plays.")), picker)
}
