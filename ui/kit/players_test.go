package kit

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// MinutesSince fills a solo game's duration; a clock that went back or a
// game left open overnight gives 0 for the player to fill in.
func TestMinutesSince(t *testing.T) {
	start := time.Date(2026, 11, 23, 20, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		after time.Duration
		want  int
	}{
		{42*time.Minute + 30*time.Second, 42},
		{0, 0},
		{-5 * time.Minute, 0},
		{9*time.Hour + 59*time.Minute, 599},
		{10 * time.Hour, 0},
		{30 * time.Hour, 0},
	} {
		assert.Equal(t, c.want, MinutesSince(start, start.Add(c.after)), "after %v", c.after)
	}
}

// The duration on a result page follows the game's length until the player
// changes it; what is typed then stays when the page is built again.
func TestSaveFooterKeepsWhatIsTyped(t *testing.T) {
	test.NewTempApp(t)
	var n PlayNotes
	noSave := func(string, int) error { return nil }
	SaveFooterKeeping(&n, 30, nil, noSave)
	assert.Equal(t, 30, n.Minutes)
	footer := SaveFooterKeeping(&n, 40, nil, noSave)
	assert.Equal(t, 40, n.Minutes, "untouched, it follows the game")
	changes := 0
	footer = SaveFooterKeeping(&n, 40, func() { changes++ }, noSave)
	w := test.NewWindow(footer)
	defer w.Close()
	var steppers []*Stepper
	var entries []*TextEntry
	walk(footer, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *Stepper:
			steppers = append(steppers, x)
		case *TextEntry:
			entries = append(entries, x)
		}
	})
	require.Len(t, steppers, 1)
	require.Len(t, entries, 1)
	test.Tap(steppers[0].Plus())
	test.Type(entries[0], "late")
	assert.Equal(t, PlayNotes{Notes: "late", Minutes: 41, Typed: true}, n)
	assert.Positive(t, changes)
	SaveFooterKeeping(&n, 90, nil, noSave)
	assert.Equal(t, 41, n.Minutes, "typed, it stays")
}

// TestPlayerNamesPutBackEmptySeats (issue 32 §4): names put back from a
// draft that are only what an empty field reads, in any language, leave
// the field empty; a seat's number must match, and a real name stays.
func TestPlayerNamesPutBackEmptySeats(t *testing.T) {
	test.NewTempApp(t)
	p := NewPlayerNames(nil, []string{"2", "3", "4"}, []int{2, 3, 4}, 0)
	p.SetNames([]string{"Ana", "Player 2", "Joueur 3", "Player 3"})
	assert.Equal(t, 4, p.N())
	texts := make([]string, 4)
	for i, e := range p.entries {
		texts[i] = e.Text
	}
	assert.Equal(t, []string{"Ana", "", "", "Player 3"}, texts)
	assert.Equal(t, []string{"Ana", "Player 2", "Player 3", "Player 3"}, p.Names(), "an empty field still reads as its seat")
	p.SetNames([]string{"Person 1", "Ben"})
	p.SetSpare([]string{"Person 3"})
	assert.Empty(t, p.entries[0].Text)
	assert.Equal(t, "Ben", p.entries[1].Text)
	assert.Empty(t, p.entries[2].Text, "a dropped seat's too")
	assert.Equal(t, []string{"Player {{.N}}", "Joueur {{.N}}", "Person {{.N}}"}, defaultNameForms(), "every language's, from the shell's files")
}

// TestPlayerNamesRefuseOneNameTwice (issue 32 §5): "Zoé" and "zoe" are one
// player, as the store tells names apart (names.Fold), and so are "Tom" and
// " TOM " against Tom.
func TestPlayerNamesRefuseOneNameTwice(t *testing.T) {
	test.NewTempApp(t)
	p := NewPlayerNames(nil, []string{"1", "2"}, []int{1, 2}, 1)
	p.SetNames([]string{"Zoé", "zoe"})
	assert.False(t, p.Check(), "accents and case aside")
	p.SetNames([]string{"Zoé", "Ben"})
	assert.True(t, p.Check())
	p.SetNames([]string{" TOM "})
	assert.False(t, p.Check("Tom"))
}
