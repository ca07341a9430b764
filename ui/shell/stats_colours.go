package shell

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	dnames "hearth/data/names"
	"hearth/ui/kit"
)

// playerColours are the players' colours (issue 22), read once for a page:
// one colour per player on every screen (the leaderboard, a player's page,
// History's strips, a score entry's tabs), distinct while the palette has
// colours left (data.PlayerColours.Distinct over every player of the
// history, profiles first, then names in StatPlayers' order).
type playerColours struct {
	data.PlayerColours
	shown    map[string]string // player (data.Player.Key) → #RRGGBB
	profiles map[string]string // a profile's folded name → its Key
}

// playerColours reads the profiles' colours and every player of the
// history, and gives each their colour.
func (h *Host) playerColours() playerColours {
	c, err := h.store.PlayerColours(h.ctx)
	if err != nil {
		fyne.LogError("reading the players' colours", err)
	}
	players, err := h.store.StatPlayers(h.ctx)
	if err != nil {
		fyne.LogError("reading the players", err)
	}
	pc := playerColours{PlayerColours: c, shown: make(map[string]string, len(players)), profiles: map[string]string{}}
	for i, hex := range c.Distinct(players) {
		key := players[i].Key()
		pc.shown[key] = hex
		if fold := dnames.Fold(players[i].Name); players[i].ProfileID != 0 && pc.profiles[fold] == "" {
			pc.profiles[fold] = key
		}
	}
	return pc
}

// hex is a player's colour, #RRGGBB: theirs among the history's players,
// else their own (data.PlayerColours.Of).
func (c playerColours) hex(who data.Player) string {
	if hex, ok := c.shown[who.Key()]; ok {
		return hex
	}
	return c.Of(who)
}

// of is a player's colour.
func (c playerColours) of(who data.Player) color.NRGBA { return kit.ParseColour(c.hex(who)) }

// boardColours are the colours of a leaderboard's players, at the table
// then solo: each player's colour on every screen (playerColours), so a
// guest's line and their plays in History show the same colour.
func (h *Host) boardColours(lists ...[]data.Standing) map[data.Player]color.Color {
	c := h.playerColours()
	out := map[data.Player]color.Color{}
	for _, l := range lists {
		for _, st := range l {
			out[st.Player] = c.of(st.Player)
		}
	}
	return out
}

// ofName is the colour of a name typed in a score entry: its profile's
// when a profile has that name (it will be linked to it), else the name's
// among the history's players, else its own.
func (c playerColours) ofName(name string) color.NRGBA {
	if key, ok := c.profiles[dnames.Fold(name)]; ok {
		return kit.ParseColour(c.shown[key])
	}
	if hex, ok := c.shown[data.Player{Name: name}.Key()]; ok {
		return kit.ParseColour(hex)
	}
	return kit.ParseColour(c.OfName(name))
}

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
// palette's from their page: a button showing it opens the choice, and the
// page is drawn again with the colour chosen. Behind a button: the eight
// swatches were drawn each time any player's page opened, and Bonfire's
// busiest profile's page was 2x the empty leaderboard with them
// (BenchmarkPlayerPageInApp100k).
func (h *Host) colourChoice(who data.Player, redraw func()) fyne.CanvasObject {
	if who.ProfileID == 0 {
		return nil
	}
	current := h.playerColours().of(who)
	return widget.NewButtonWithIcon(lang.L("Colour"), kit.SwatchIcon(current), func() {
		swatches := make([]color.NRGBA, len(data.Palette))
		chosen := -1
		for i, hex := range data.Palette {
			swatches[i] = kit.ParseColour(hex)
			if swatches[i] == current {
				chosen = i
			}
		}
		var d dialog.Dialog
		picker := kit.ColourPicker(swatches, chosen, func(i int) {
			if err := h.store.SetProfileColour(h.ctx, who.ProfileID, data.Palette[i]); err != nil {
				h.ShowError(err)
				return
			}
			d.Hide()
			redraw()
		})
		d = dialog.NewCustom(lang.L("Colour"), lang.L("Close"), container.NewVBox(kit.Note(lang.L("Shown on score entry tabs, charts and plays.")), picker), h.win)
		d.Show()
	})
}
