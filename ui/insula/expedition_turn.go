package insula

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/solo/insula"
	"hearth/ui/kit"
)

// yourTurn is the action picker, or the action being built. End turn is
// always the bottom's primary button.
func (g *expedition) yourTurn(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	switch g.mode {
	case buildFlower:
		return g.flowerChoice(s), g.back()
	case buildYellow:
		return g.effectForm(lang.L("Play a yellow flower: what does the card do?")), append(g.back(), confirm(lang.L("Play the yellow flower"), func() {
			g.commit(insula.Flower{Effect: g.effect})
		})...)
	case buildGreen:
		return g.effectForm(lang.L("Play a green flower: what does the card do?")), append(g.back(), confirm(lang.L("Play the green flower"), func() {
			g.commit(insula.PlayGreen{Effect: g.effect})
		})...)
	case buildCurse:
		return g.curseForm(s)
	case buildMove, buildEase, buildCardMove:
		return g.moveForm(s)
	}
	end := g.keep("end:"+kit.Tr(p.Label), func() fyne.CanvasObject {
		return kit.WithHeight(kit.Primary(kit.Tr(p.Label), theme.MediaPlayIcon(), func() { g.endTurn(g.run.State()) }), kit.PrimaryHeight)
	})
	return g.actions(s, p), []fyne.CanvasObject{end}
}

// actions are the turn's actions, each one tap: the ways to move (the
// usual action) and thorns first, then the other actions of the sheet, why
// some are greyed out (an action taken says so there), then what may be
// played at any time and the map. No line comes above the ways after an
// action: "Taken this turn" did, and a second tap on a way's spot hit
// the way above it (issue 32 §1).
func (g *expedition) actions(s insula.State, p insula.Pending) []fyne.CanvasObject {
	body := []fyne.CanvasObject{g.noteAt("turn", kit.Tr(p.Instruction))}
	ways, thorns, why := g.ways(s)
	body = append(body, ways...)
	body = append(body, thorns...) // ticked before the way is tapped
	var cells []fyne.CanvasObject
	for _, k := range insula.ActionKinds {
		if k == insula.ActMove || k == insula.ActEase && !s.Options().Advanced() {
			continue
		}
		b, reason := g.actionButton(s, k)
		cells = append(cells, kit.WithHeight(b, g.twoLines()))
		if reason != "" {
			why = append(why, reason)
		}
	}
	body = append(body, container.NewGridWithColumns(2, cells...))
	if len(why) > 0 {
		body = append(body, g.note(strings.Join(why, "\n")))
	}
	body = append(body, recentBattle(s)...)
	if s.Hand().Green > 0 || s.Turn().CardMoves > 0 {
		body = append(body, g.heading(lang.L("At any time")))
	}
	if s.Hand().Green > 0 {
		body = append(body, kit.NewWrapButton(lang.L("Play a green flower"), theme.ContentAddIcon(), func() { g.setMode(buildGreen) }))
	}
	if n := s.Turn().CardMoves; n > 0 {
		body = append(body, kit.NewWrapButton(lang.L("Free move granted by a card ({{.Count}} left)", map[string]any{"Count": n}), theme.NavigateNextIcon(), func() { g.setMode(buildCardMove) }))
	}
	body = append(body, g.heading(lang.L("The island")))
	return append(body, g.islandView(s)...)
}

// endTurn ends the turn; with no action taken it asks first (a tap on End
// turn by mistake would give the round away).
func (g *expedition) endTurn(s insula.State) {
	if len(s.Turn().Taken) > 0 {
		g.commit(insula.EndTurn{})
		return
	}
	d := dialog.NewConfirm(lang.L("End your turn without an action?"), lang.L("You have taken no action this turn: the round goes on to its end."), func(ok bool) {
		if ok {
			g.commit(insula.EndTurn{})
		}
	}, g.m.h.Window())
	d.SetConfirmText(lang.L("End turn"))
	d.SetDismissText(lang.L("Cancel"))
	d.Show()
}

// islandView is the map of the island around you and its legend.
func (g *expedition) islandView(s insula.State) []fyne.CanvasObject {
	return []fyne.CanvasObject{g.keep(islandKey(s), func() fyne.CanvasObject { return islandMap(s) }),
		g.note(lang.L("Seen from the shore: the citadel at the top, the beach at the bottom, pale tiles still face down. Ringed: you; a red disc: the guardians on a tile."))}
}

// actionButton is one action of the sheet, one tap: enabled, or greyed out
// with the engine's reason ("" when allowed).
func (g *expedition) actionButton(s insula.State, k insula.ActionKind) (fyne.CanvasObject, string) {
	label, err := actionLabel(s, k), s.Allowed(k)
	if err == nil && k == insula.ActRest && s.RestGain() == 0 {
		err = errNothingToRest()
	}
	why := ""
	if err != nil {
		why = whyNot(kit.TrTerm(k), err)
	}
	return g.keep(fmt.Sprint("action:", label, ":", why), func() fyne.CanvasObject {
		b := kit.NewWrapButton(label, nil, func() { g.takeAction(g.run.State(), k) })
		if err != nil {
			b.Disable()
		}
		return b
	}), why
}

// twoLines is the height of a button of the sheet's actions: two lines
// of text whatever its label says, so that " · costs 1 energy" coming and
// going after an action moves no row under it (issue 32 §1).
func (g *expedition) twoLines() float32 {
	if g.actionHeight == 0 {
		g.actionHeight = kit.NewWrapButton("0\n0", nil, nil).MinSize().Height
	}
	return g.actionHeight
}

// takeAction starts action k: Rest is stored at once, Flower at once when
// only one way is open (the meadow, or a yellow flower), the others open
// their form.
func (g *expedition) takeAction(s insula.State, k insula.ActionKind) {
	switch k {
	case insula.ActRest:
		g.commit(insula.Rest{})
	case insula.ActFlower:
		_, err := s.Try(insula.Flower{Draw: true})
		switch {
		case err == nil && s.Hand().Yellow == 0:
			g.commit(insula.Flower{Draw: true})
		case err != nil && s.Hand().Yellow > 0:
			g.setMode(buildYellow)
		default:
			g.setMode(buildFlower)
		}
	case insula.ActCurse:
		g.setMode(buildCurse)
	case insula.ActEase:
		g.setMode(buildEase)
	}
}

// actionLabel names an action on its button: Rest with the energy it will
// actually bring back, and the second action's cost.
func actionLabel(s insula.State, k insula.ActionKind) string {
	label := kit.TrTerm(k)
	if k == insula.ActRest {
		label = lang.L("Rest (+{{.Energy}})", map[string]any{"Energy": s.RestGain()})
	}
	if len(s.Turn().Taken) == 1 {
		label = lang.L("{{.Action}} · costs 1 energy", map[string]any{"Action": label})
	}
	return label
}

// back leaves the action being built for the picker.
func (g *expedition) back() []fyne.CanvasObject {
	return []fyne.CanvasObject{widget.NewButtonWithIcon(lang.L("Back to the actions"), theme.NavigateBackIcon(), func() { g.setMode(pickAction) })}
}

// flowerChoice: pick a flower on the meadow, or play a yellow one.
func (g *expedition) flowerChoice(s insula.State) []fyne.CanvasObject {
	body := []fyne.CanvasObject{g.heading(kit.TrTerm(insula.ActFlower))}
	pick := widget.NewButton(lang.L("Pick a flower on the meadow"), func() { g.commit(insula.Flower{Draw: true}) })
	yellow := widget.NewButton(lang.L("Play a yellow flower"), func() { g.setModeKeep(buildYellow) })
	if _, err := s.Try(insula.Flower{Draw: true}); err != nil {
		pick.Disable() // the engine says why: only on a meadow
	}
	if s.Hand().Yellow == 0 {
		yellow.Disable()
	}
	return append(body, kit.WithHeight(pick, kit.TouchTarget), kit.WithHeight(yellow, kit.TouchTarget))
}
