package main

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// walkIdentity captures who is who (issue 35 §1): a profile made for a
// name already played asking to take its plays, "is this you?", Settings'
// "You are", History's filter and Stats with a name kept apart from a
// profile's, a play saved under a profile's old name, the player page
// of a profile that took its plays, Home's card of the profile marked "me"
// and its page, and a game's records across its players.
func (t *tour) walkIdentity() {
	at := time.Now().Add(-72 * time.Hour)
	save := func(name string, profile int64, score int) int64 {
		at = at.Add(time.Hour)
		p, err := t.store.SavePlay(bg(), data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: at, Results: []data.Result{
			{Name: name, ProfileID: profile, Score: score, Winner: true}, {Seat: 1, Name: "Ben", Score: score - 6}}})
		must(err)
		return p.ID
	}
	if ana, err := t.store.ProfileByName(bg(), "Ana"); err == nil {
		save("Ana", ana.ID, 47) // Ana played Lueur solo on the tour: now at the table too
	}
	save("Zoe", 0, 64)
	save("zoe", 0, 58)
	eve, err := t.store.CreateProfile(bg(), "Eve")
	must(err)
	renamed := save("Eve", eve.ID, 61)
	save("Fay", 0, 55)
	must(t.store.RenameProfile(bg(), eve.ID, "Fay"))

	t.home()
	t.tap(lang.L("Settings"))
	t.tap(lang.L("Add profile"))
	if e, ok := t.h.Window().Canvas().Focused().(fyne.Focusable); ok {
		test.Type(e, "Zoé")
	}
	t.tapInDialog(lang.L("Save"))
	t.snap("identity-take-plays")
	t.tapInDialog(lang.L("Same person"))
	t.snap("identity-me")
	t.tapInDialog(lang.L("It's me"))
	t.snap("identity-settings-profiles")

	t.home()
	t.tap(lang.L("History"))
	t.snap("identity-history")
	for _, s := range uitest.FindAll(uitest.Screen(t.h), func(s *widget.Select) bool { return s.Selected == lang.L("Everyone") }) {
		test.Tap(s)
	}
	t.snap("identity-history-filter")
	uitest.CloseOverlays(t.h)
	for _, s := range uitest.FindAll(uitest.Screen(t.h), func(s *widget.Select) bool { return s.Selected == lang.L("Everyone") }) {
		s.SetSelected("Zoé")
	}
	t.snap("identity-history-zoe")

	t.h.OpenPlay(renamed)
	t.snap("identity-play-saved-as")

	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("Stats"))
	t.snap("identity-stats")
	for _, x := range uitest.FindAll(uitest.Screen(t.h), func(x *kit.Tile) bool { return strings.HasSuffix(x.Title(), ". Zoé") }) {
		test.Tap(x)
		break
	}
	t.snap("identity-player-page")

	// Zoé said "It's me" above: Home has her card, and it opens her games.
	t.home()
	for _, sc := range uitest.FindAll[*container.Scroll](uitest.Screen(t.h), nil) {
		sc.ScrollToBottom()
	}
	t.snap("home-you")
	t.tap("Zoé")
	t.snap("you-page")

	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("Stats"))
	t.tap(lang.L("Records"))
	t.snap("game-records")

	// A player at the table and solo sees one at a time; a profile's
	// colour is chosen from its button.
	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("Stats"))
	uitest.OpenStanding(&testing.T{}, t.h, "Ana")
	t.snap("player-page-modes")
	t.tap(lang.L("Solo"))
	t.snap("player-page-solo")
	t.tap(lang.L("Colour"))
	t.snap("player-colour-choice")
	uitest.CloseOverlays(t.h)
}
