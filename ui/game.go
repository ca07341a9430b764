package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hearth/data"
)

// gameAction is one entry of a game's menu.
type gameAction struct {
	label, about string
	icon         fyne.Resource
	open         func()
}

// modeTom is the session mode of a Bonfire solo game against Tom.
const modeTom = "tom"

// actions lists what Hearth offers for a game, most used first.
func (u *UI) actions(game string) []gameAction {
	var out []gameAction
	switch game {
	case data.GameBonfire:
		out = append(out, gameAction{lang.L("Score a game"), lang.L("Final scoring for 1 to 4 players from the board"), theme.DocumentCreateIcon(), func() { u.nav.push(u.bonfireScorePage()) }})
		out = append(out, gameAction{lang.L("Solo against Tom"), lang.L("Play alone: Hearth plays Tom, keeps his board and your handicap"), theme.MediaPlayIcon(), func() { u.nav.push(u.tomStartPage()) }})
	}
	out = append(out, gameAction{lang.L("New setup"), lang.L("A step-by-step checklist with the random draws made, and a code to share"), theme.ViewRefreshIcon(), func() { u.newSetup(game) }})
	out = append(out, gameAction{lang.L("Stats"), lang.L("Plays, wins, best and average per player"), theme.InfoIcon(), func() { u.nav.push(u.statsPage(game)) }})
	out = append(out, gameAction{lang.L("History"), lang.L("Plays of this game, newest first"), theme.HistoryIcon(), func() { u.nav.push(u.historyPage(game)) }})
	return out
}

// gamePage is a game's menu.
func (u *UI) gamePage(game string) *page {
	box := container.NewVBox()
	for _, a := range u.actions(game) {
		a := a
		box.Add(newTile(a.label, a.about, gameColours[game], a.open))
	}
	return &page{title: gameName(game), content: scrollPage(box)}
}
