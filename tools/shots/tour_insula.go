package main

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// walkExpedition captures the screens of the Insula solo expedition: the
// Settings group, the start page, the turn, a move, a question, the combat
// before and after the die, the log, the ending, the play's story and the
// stats.
func (t *tour) walkExpedition() {
	t.home()
	t.tap(lang.L("Settings"))
	t.setStepper(lang.L("Time track: steps from the Sun to the Moon"), 5)
	t.setStepper(lang.L("Shield faces"), 1)
	t.setStepper(lang.L("Sword faces"), 1)
	t.setStepper(lang.L("Moon faces"), 2)
	t.setStepper(lang.L("Blank faces"), 2)
	t.tap(lang.L("Save these values"))
	t.scrollTo(lang.L("Insula solo expedition"))
	t.snap("expedition-settings")
	t.scrollTo(lang.L("Circle layouts (optional)"))
	t.snap("expedition-settings-layouts")

	t.home()
	t.tap(lang.L("Insula"))
	t.tap(lang.L("Solo expedition"))
	t.snap("expedition-start")
	t.tap(lang.L("I roll my own"))
	t.tap(lang.L("Start the expedition"))
	t.snap("expedition-first-flower")
	t.tap(kit.Capitalised(kit.TrTerm(insula.Yellow)))
	t.snap("expedition-turn")
	t.scrollTo(lang.L("The island"))
	t.snap("expedition-island")
	t.tapWay(insula.Inward)
	t.snap("expedition-move-ways")
	t.tapCheck(lang.L("Danger"))
	t.snap("expedition-move")
	t.tap(lang.L("Move"))
	t.setStepper(lang.L("Strength"), 3)
	t.setStepper(lang.L("Big reward"), 2)
	t.setStepper(lang.L("Small reward"), 1)
	t.setStepper(lang.L("Drawback"), 2)
	t.snap("expedition-question")
	t.tap(lang.L("Confirm"))
	t.endTurn()
	for i := 0; i < 4; i++ {
		t.plus(lang.L("Energy invested"))
	}
	t.snap("expedition-combat-before")
	t.tap(lang.L("Invest"))
	t.snap("expedition-die")
	t.tap(kit.Capitalised(kit.TrTerm(insula.Sword)))
	t.snap("expedition-combat-after")
	t.tap(kit.Capitalised(kit.TrTerm(insula.SymFlower)))
	t.tap(lang.L("Confirm ({{.Count}})", map[string]any{"Count": 1}))
	t.tap(kit.Capitalised(kit.TrTerm(insula.Red)))
	t.snap("expedition-next-round")
	t.scrollTo(lang.L("The island"))
	t.snap("expedition-island-explored")
	t.tap(kit.TrTerm(insula.ActFlower))
	t.tap(lang.L("Play a yellow flower"))
	t.snap("expedition-card-effect")
	t.tap(lang.L("Back to the actions"))
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *widget.Button) bool { return kit.ShowsIcon(b.Icon, theme.ListIcon()) && b.Text == "" }) {
		test.Tap(b)
	}
	t.snap("expedition-log")
	t.h.Pop()
	for i := 0; i < 20 && !t.tap(lang.L("Save to history")); i++ {
		if !t.endTurn() {
			t.tap(kit.Capitalised(kit.TrTerm(insula.Moon)))
		}
		if i == 9 {
			t.snap("expedition-ending")
		}
	}
	t.snap("expedition-play-detail")
	t.home()
	t.tap(lang.L("Insula"))
	t.tap(lang.L("Stats"))
	t.snap("expedition-stats")
}

// setStepper sets a stepper by its label (its onChange is not called: the
// forms read their steppers).
func (t *tour) setStepper(label string, v int) {
	for _, s := range uitest.FindAll(uitest.Screen(t.h), func(s *kit.Stepper) bool { return s.Label() == label }) {
		if !s.Entered() {
			test.Tap(s.Plus())
		}
		for i := 0; s.Value() != v && i < 100; i++ {
			if s.Value() < v {
				test.Tap(s.Plus())
			} else {
				test.Tap(s.Minus())
			}
		}
		return
	}
}

func (t *tour) plus(label string) {
	for _, s := range uitest.FindAll(uitest.Screen(t.h), func(s *kit.Stepper) bool { return s.Label() == label }) {
		test.Tap(s.Plus())
	}
}

func (t *tour) tapIcon(icon fyne.Resource) {
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *widget.Button) bool { return kit.ShowsIcon(b.Icon, icon) && !b.Disabled() }) {
		test.Tap(b)
		return
	}
}

// scrollTo scrolls the page so that the label with this text is at the top.
func (t *tour) scrollTo(text string) {
	uitest.Relayout(t.h)
	labels := uitest.FindAll(uitest.Screen(t.h), func(l *widget.Label) bool { return l.Text == text })
	scrolls := uitest.FindAll[*container.Scroll](uitest.Screen(t.h), nil)
	if len(labels) == 0 || len(scrolls) == 0 {
		return
	}
	s := scrolls[0]
	at, ok := uitest.Position(t.h, labels[0])
	top, ok2 := uitest.Position(t.h, s)
	if ok && ok2 {
		s.Offset = fyne.NewPos(0, at.Y-top.Y+s.Offset.Y)
		s.Refresh()
	}
}

// tapWay taps the way in direction d on the turn screen (its button reads
// "Inward · unexplored").
func (t *tour) tapWay(d insula.Dir) bool {
	prefix := kit.Capitalised(kit.TrTerm(d)) + " · "
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *kit.WrapButton) bool { return strings.HasPrefix(b.Text, prefix) && !b.Disabled() }) {
		test.Tap(b)
		return true
	}
	return false
}

// endTurn taps End turn and, when no action was taken, confirms it.
func (t *tour) endTurn() bool {
	if !t.tap(lang.L("End turn")) {
		return false
	}
	if t.h.Window().Canvas().Overlays().Top() != nil {
		t.tapInDialog(lang.L("End turn"))
	}
	return true
}
