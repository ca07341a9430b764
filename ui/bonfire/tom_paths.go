package bonfire

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
)

// askPaths: tap the crystals of the tiles Tom took, in order. The crystals
// sit with Confirm at the bottom, in reach however long the instruction
// above runs, and hold still while they are tapped: what was tapped shows
// on one line of its own between them, where "No matching path tile" is
// while nothing is (issue 32 §1: the tapped crystals, one button each,
// wrapped to a second row and pushed the crystals up under the thumb).
func (g *tomGame) askPaths(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	g.loadAnswer(p)
	chosen := widget.NewLabel("")
	chosen.Truncation = fyne.TextTruncateEllipsis
	takeOut := widget.NewButtonWithIcon("", theme.ContentClearIcon(), nil)
	takeOut.Importance = widget.LowImportance
	picked := container.NewBorder(nil, nil, nil, kit.Square(takeOut), chosen)
	var none fyne.CanvasObject = layout.NewSpacer()
	if n := g.nothing(p, lang.L("No matching path tile")); len(n) > 0 {
		none = n[0]
	}
	slot := &fyne.Container{Layout: slotLayout{}, Objects: []fyne.CanvasObject{none, picked}}
	confirm := kit.Primary(lang.L("Confirm"), primaryIcon(theme.ConfirmIcon()), func() {
		g.commit(tom.Paths{Crystals: append([]ref.Colour(nil), g.drafts.crystals...)})
	})
	var adders []*widget.Button
	refresh := func() {
		n := len(g.drafts.crystals)
		if n == 0 {
			picked.Hide()
			none.Show()
		} else {
			none.Hide()
			picked.Show()
		}
		chosen.SetText(crystalList(g.drafts.crystals))
		if n == 0 {
			confirm.SetText(lang.L("Confirm"))
		} else {
			confirm.SetText(lang.L("Confirm ({{.Count}})", map[string]any{"Count": n}))
		}
		for _, a := range adders {
			kit.Enable(a, n < p.Max)
		}
		kit.Enable(confirm, n > 0)
	}
	takeOut.OnTapped = func() {
		if n := len(g.drafts.crystals); n > 0 {
			g.drafts.crystals = g.drafts.crystals[: n-1 : n-1]
			g.saveAnswer()
			refresh()
		}
	}
	row := container.NewGridWithColumns(len(p.Colours))
	for _, c := range p.Colours {
		a := kit.SwatchButton(kit.TrTerm(c), crystalColours[c], func() {
			if len(g.drafts.crystals) < p.Max {
				g.drafts.crystals = append(g.drafts.crystals, c)
				g.saveAnswer()
				refresh()
			}
		})
		adders = append(adders, a)
		row.Add(kit.WithHeight(a, kit.PrimaryHeight))
	}
	refresh()
	return body, []fyne.CanvasObject{row, kit.WithHeight(slot, kit.TouchTarget), kit.WithHeight(confirm, kit.PrimaryHeight)}
}

// crystalList says the crystals tapped, in order: "1 Blue · 2 Red".
func crystalList(cs []ref.Colour) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = strconv.Itoa(i+1) + " " + kit.TrTerm(c)
	}
	return strings.Join(parts, " · ")
}
