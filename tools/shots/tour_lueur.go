package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// tappable is a widget that answers taps (the journey's slots and dice).
type tappable interface {
	fyne.Widget
	fyne.Tappable
}

// tapNth taps the n-th tappable widget of Go type typ ("*lueur.slotView")
// on screen, in screen order; false when there is none.
func (t *tour) tapNth(typ string, n int) bool {
	ws := uitest.FindAll(uitest.Screen(t.h), func(w tappable) bool { return fmt.Sprintf("%T", w) == typ })
	if len(ws) <= n {
		return false
	}
	ws[n].Tapped(&fyne.PointEvent{})
	return true
}

// tapCheck ticks a wrapping check box by its text.
func (t *tour) tapCheck(text string) {
	for _, c := range uitest.FindAll(uitest.Screen(t.h), func(c *kit.WrapCheck) bool { return c.Text == text }) {
		test.Tap(c)
		return
	}
}

// dayStep answers whatever the journey asks the simplest way: the air
// slot's companion, roll, freeze, resolved, no travel, end the day.
func (t *tour) dayStep() bool {
	for _, label := range []string{"Roll the dice", "Freeze the dice", "Confirm the effects", "End the afternoon", "End the day", "End the journey and score it"} {
		if t.tap(lang.L(label)) {
			return true
		}
	}
	if t.tapNth("*lueur.slotView", 1) {
		return t.tap(lang.L("Take it and roll the dice")) || t.tap(lang.L("Take a companion"))
	}
	return false
}

// walkJourney captures the screens of the Lueur solo journey: the start
// page, each part of a day, a reroll and a face change, the log, the end,
// the final score, the saved play and the stats; then the physical-dice roll.
func (t *tour) walkJourney() {
	t.h.SetSeeds(func() uint64 { return 7 })
	t.home()
	t.tap(lang.L("Lueur"))
	t.snap("lueur-menu")
	t.tap(lang.L("Solo journey"))
	t.snap("journey-start")
	t.scrollDown()
	t.snap("journey-start-bottom")
	t.tap(lang.L("Start the journey"))
	t.snap("journey-morning")
	t.tapNth("*lueur.slotView", 1)
	t.tapCheck(lang.L("A reroll every day (Lumipili)"))
	t.tap("1")
	t.snap("journey-take")
	t.scrollDown()
	t.snap("journey-take-bottom")
	t.tap(lang.L("Take it and roll the dice"))
	t.snap("journey-rolled")
	t.tapNth("*lueur.dieFace", 0)
	t.tapNth("*lueur.dieFace", 2)
	t.snap("journey-reroll")
	t.tap(kit.N("Reroll with a token ({{.Count}} left)", 2, nil))
	t.tap(lang.L("Choose a face"))
	t.tapNth("*lueur.dieFace", 1)
	t.tapNth("*lueur.dieFace", 3+4)
	t.snap("journey-set-face")
	t.tap(lang.L("Freeze the dice"))
	t.snap("journey-noon")
	for _, a := range uitest.FindAll[*widget.Accordion](uitest.Screen(t.h), nil) {
		a.Open(0)
	}
	t.tapCheck(lang.L("A companion came back from the graveyard (Cromaug)"))
	t.scrollDown()
	t.snap("journey-noon-cromaug")
	t.tapCheck(lang.L("A companion came back from the graveyard (Cromaug)"))
	t.tap(lang.L("Confirm the effects"))
	t.tapCheck(lang.L("I set up camp in a village"))
	for _, e := range uitest.FindAll[*kit.NumberEntry](uitest.Screen(t.h), nil) {
		test.Type(e, "4") // the village's light, as printed on the board
	}
	t.snap("journey-travel")
	t.scrollDown()
	t.snap("journey-travel-bottom")
	t.tap(lang.L("End the afternoon"))
	t.snap("journey-evening")
	for _, a := range uitest.FindAll[*widget.Accordion](uitest.Screen(t.h), nil) {
		a.Open(0)
	}
	t.scrollDown()
	t.snap("journey-companions")
	t.tap(lang.L("End the day"))
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *widget.Button) bool { return kit.ShowsIcon(b.Icon, theme.ListIcon()) && b.Text == "" }) {
		test.Tap(b)
	}
	t.snap("journey-log")
	t.h.Pop()
	for i := 0; i < 300 && t.dayStep(); i++ {
	}
	t.snap("journey-final-score") // the last evening opens it
	t.h.Pop()
	t.snap("journey-over")
	t.tap(lang.L("Score the journey"))
	t.tap(lang.L("See the scores"))
	t.tapInDialog(lang.L("Score them"))
	t.snap("journey-result")
	t.tap(lang.L("Save to history"))
	t.snap("journey-play-detail")
	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("Stats"))
	t.snap("journey-stats")

	// Physical dice: tap the faces rolled; then the journey is abandoned so
	// that later tours see no Resume card.
	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("Solo journey"))
	t.tap(lang.L("Dark Archipelago"))
	t.tap(lang.L("I roll mine"))
	t.snap("journey-start-physical")
	t.tap(lang.L("Start the journey"))
	t.tapNth("*lueur.slotView", 0)
	t.tap(lang.L("Take a companion"))
	t.tapNth("*lueur.dieFace", 2)
	t.snap("journey-roll-physical")
	sessions, _ := t.store.Sessions(bg(), data.GameLueur, data.SessionOpen)
	for _, s := range sessions {
		_ = t.store.AbandonSession(bg(), s.ID)
	}
	t.home()
}
