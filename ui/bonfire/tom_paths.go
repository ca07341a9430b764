package bonfire

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
)

// askPaths: tap the crystals of the tiles Tom took, in order. The chosen
// ones show below them, where "none matching" is while there are none.
func (g *tomGame) askPaths(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	chosen := container.NewGridWrap(fyne.NewSize(120, kit.TouchTarget))
	swap := container.NewVBox()
	none := g.nothing(p, lang.L("No matching path tile"))
	confirm := kit.Primary(lang.L("Confirm"), primaryIcon(theme.ConfirmIcon()), func() {
		g.commit(tom.Paths{Crystals: append([]ref.Colour(nil), g.drafts.crystals...)})
	})
	var adders []*widget.Button
	var refresh func()
	refresh = func() {
		chosen.Objects = nil
		for i, c := range g.drafts.crystals {
			i := i
			chosen.Add(widget.NewButtonWithIcon(strconv.Itoa(i+1)+" · "+kit.TrTerm(c), icon(theme.CancelIcon()), func() {
				g.drafts.crystals = append(g.drafts.crystals[:i:i], g.drafts.crystals[i+1:]...)
				refresh()
			}))
		}
		chosen.Refresh()
		if len(g.drafts.crystals) == 0 {
			swap.Objects = none
			confirm.SetText(lang.L("Confirm"))
		} else {
			swap.Objects = []fyne.CanvasObject{chosen}
			confirm.SetText(lang.L("Confirm ({{.Count}})", map[string]any{"Count": len(g.drafts.crystals)}))
		}
		swap.Refresh()
		for _, a := range adders {
			kit.Enable(a, len(g.drafts.crystals) < p.Max)
		}
		kit.Enable(confirm, len(g.drafts.crystals) > 0)
	}
	row := container.NewGridWithColumns(len(p.Colours))
	for _, c := range p.Colours {
		c := c
		a := kit.SwatchButton(kit.TrTerm(c), crystalColours[c], func() {
			if len(g.drafts.crystals) < p.Max {
				g.drafts.crystals = append(g.drafts.crystals, c)
				refresh()
			}
		})
		adders = append(adders, a)
		row.Add(kit.WithHeight(a, kit.PrimaryHeight))
	}
	refresh()
	// The crystals sit with Confirm at the bottom, in reach however long
	// the instruction above runs.
	return body, []fyne.CanvasObject{row, swap, kit.WithHeight(confirm, kit.PrimaryHeight)}
}
