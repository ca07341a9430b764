package main

import (
	"context"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/bonfire"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

func bg() context.Context { return context.Background() }

// tour taps through the app and captures each screen.
type tour struct {
	h     *shell.Host
	store *data.Store
	lang  string
	shots []shot
}

func (t *tour) snap(name string) {
	uitest.Relayout(t.h)
	t.shots = append(t.shots, shot{name, t.h.Window().Canvas().Capture()})
}

func (t *tour) tap(text string) bool {
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *widget.Button) bool { return b.Text == text && !b.Disabled() }) {
		test.Tap(b)
		return true
	}
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *kit.WrapButton) bool { return b.Text == text }) {
		test.Tap(b)
		return true
	}
	for _, x := range uitest.FindAll(uitest.Screen(t.h), func(x *kit.Tile) bool { return x.Title() == text }) {
		test.Tap(x)
		return true
	}
	return false
}

// scrollDown shows the bottom of the page's scrolling part.
func (t *tour) scrollDown() {
	uitest.Relayout(t.h)
	for _, s := range uitest.FindAll[*container.Scroll](uitest.Screen(t.h), nil) {
		s.ScrollToBottom()
	}
}

func (t *tour) home() { t.h.PopTo(1); t.h.Top().OnShow() }

func (t *tour) walk() []shot {
	_, _ = t.store.CreateProfile(bg(), "Ana")
	t.snap("home")
	t.tap(lang.L("Bonfire"))
	t.snap("bonfire-menu")
	t.tap(lang.L("Solo against Tom"))
	t.snap("tom-start")
	t.tap(lang.L("Start"))
	t.snap("tom-your-turn")
	t.tap(lang.L("End turn"))
	t.snap("tom-card")
	for i := 0; i < 12 && !t.yourTurnAfterTom(); i++ {
		t.answerTom()
	}
	t.snap("tom-just-played")
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *widget.Button) bool { return kit.ShowsIcon(b.Icon, theme.ListIcon()) && b.Text == "" }) {
		test.Tap(b)
	}
	t.snap("session-log")
	t.h.Pop()
	for i := 0; i < 7; i++ {
		t.tap(lang.L("I placed a novice in the High Council"))
	}
	t.snap("tom-countdown")
	t.tap(lang.L("Pass (+{{.Points}})", map[string]any{"Points": 5}))
	t.snap("tom-pass-confirm")
	for _, b := range uitest.FindAll(t.h.Window().Canvas().Overlays().Top(), func(b *widget.Button) bool { return b.Text == lang.L("Yes") }) {
		test.Tap(b)
	}
	for i := 0; i < 200 && !t.tap(lang.L("Score the game")); i++ {
		t.answerTom()
	}
	t.snap("tom-final-scoring")
	t.tap(lang.L("See the scores"))
	t.snap("tom-result")

	t.home()
	t.tap(lang.L("Bonfire"))
	t.tap(lang.L("Score a game"))
	t.snap("score-players")
	t.tap(lang.L("Enter the boards"))
	t.snap("score-quick")
	t.tap(lang.L("City"))
	t.snap("score-city")
	t.tap(lang.L("Quick"))
	t.tap("+7")
	t.tap("+5")
	t.tap(lang.L("See the scores"))
	t.snap("score-untouched-ask")
	t.tapInDialog(lang.L("Score them"))
	t.snap("score-result")
	t.tap(lang.L("Save to history"))
	t.snap("play-detail")

	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("Score a game"))
	t.tap(lang.L("Dark Archipelago"))
	t.snap("lueur-score-players")
	t.tap(lang.L("Enter the boards"))
	t.snap("lueur-score-boards")
	t.tap(lang.L("See the scores"))
	t.tapInDialog(lang.L("Score them"))
	t.snap("lueur-score-result")
	t.tap(lang.L("Save to history"))
	t.snap("lueur-play-detail")
	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("Stats"))
	t.snap("lueur-stats")

	t.home()
	t.tap(lang.L("Insula"))
	t.tap(lang.L("Record a game"))
	t.tap(lang.L("Purple citadel"))
	t.snap("insula-record-game")
	t.tap(lang.L("Who fought Kingosh?"))
	for _, c := range uitest.FindAll[*kit.WrapCheck](uitest.Screen(t.h), nil) {
		test.Tap(c)
	}
	t.snap("insula-record-battle")
	t.tap(lang.L("Who won?"))
	t.snap("insula-record-result")

	t.home()
	t.snap("home-resume")
	t.tap(lang.L("History"))
	t.snap("history")
	t.home()
	t.tap(lang.L("Bonfire"))
	t.tap(lang.L("Stats"))
	t.snap("stats")
	t.home()
	t.tap(lang.L("Settings"))
	t.snap("settings")

	for _, g := range []string{"Bonfire", "Lueur", "Insula"} {
		t.home()
		t.tap(lang.L(g))
		t.tap(lang.L("New setup"))
		t.tap(lang.L("Start a new one"))
		t.tap("3")
		t.snap("setup-options-" + g)
		t.tap(lang.L("Deal the setup"))
		t.snap("setup-checklist-" + g)
	}
	// Lueur takes 5 players (SPEC §5): the seats must still fit.
	t.home()
	t.tap(lang.L("Lueur"))
	t.tap(lang.L("New setup"))
	t.tap(lang.L("Start a new one"))
	t.tap("5")
	t.tap(lang.L("Deal the setup"))
	t.snap("setup-checklist-Lueur-5")
	t.scrollDown()
	t.snap("setup-checklist-Lueur-5-bottom")

	t.walkJourney()
	t.walkExpedition()
	t.walkData()
	t.walkIdentity()
	return t.shots
}

// yourTurnAfterTom tells whether Tom has played and it is your turn again.
func (t *tour) yourTurnAfterTom() bool {
	return len(uitest.FindAll(uitest.Screen(t.h), func(l *widget.Label) bool { return l.Text == lang.L("Tom just played") })) > 0
}

// answerTom taps a plausible answer to whatever Tom's turn asks.
func (t *tour) answerTom() {
	for _, text := range []string{lang.L("Tom's turn"), lang.L("End turn"), lang.L("Fruit"), lang.L("Taken"), lang.L("No task could be taken"), "1"} {
		if t.tap(text) {
			return
		}
	}
	if t.tap(kit.TrTerm(bonfire.Blue)) {
		t.tap(lang.L("Confirm ({{.Count}})", map[string]any{"Count": 1}))
		return
	}
	if keys := uitest.FindAll(uitest.Screen(t.h), func(k *kit.ColourKey) bool { return k.Text == "7" }); len(keys) > 0 {
		test.Tap(keys[0])
		for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *widget.Button) bool { return !b.Disabled() && b.Importance == widget.HighImportance }) {
			test.Tap(b)
			return
		}
	}
	for _, s := range uitest.FindAll[*kit.Stepper](uitest.Screen(t.h), nil) {
		test.Tap(s.Plus())
	}
	for _, b := range uitest.FindAll(uitest.Screen(t.h), func(b *widget.Button) bool { return !b.Disabled() && b.Importance == widget.HighImportance }) {
		test.Tap(b)
		return
	}
}
