package bonfire

import (
	ref "hearth/data/bonfire"
	"hearth/setup/code"
	"hearth/ui/kit"
	"hearth/ui/uitest"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetupBonfireSoloGenerateRerollAndEnterCode(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.OpenNewSetup(t, u, "Bonfire")
	uitest.Tap(t, u, "Solo")
	assert.Contains(t, uitest.ScreenTexts(u), "Solo: you play against Tom")
	uitest.Tap(t, u, "Deal the setup")

	first := uitest.ShownCode(t, u)
	c, err := code.Parse(first)
	require.NoError(t, err)
	assert.Equal(t, 1, c.Players)
	firstSteps := uitest.StepTexts(u)
	require.NotEmpty(t, firstSteps)
	assert.Contains(t, uitest.ScreenTexts(u), "Bonfire — solo against Tom")

	// The island picture: 7 blue, 7 red and 6 yellow tasks, 2 of different
	// colours on each of the 10 islands.
	pics := uitest.FindAll[*islandsPicture](uitest.Screen(u), nil)
	require.Len(t, pics, 1)
	count := map[ref.Colour]int{}
	for _, m := range pics[0].marks {
		require.True(t, m.assigned)
		assert.Equal(t, crystalColours[m.colour], m.rect.FillColor)
		assert.True(t, m.rect.Visible() && m.rect.Size().Width > 8, "task marks are drawn")
		count[m.colour]++
	}
	assert.Equal(t, map[ref.Colour]int{ref.Blue: 7, ref.Red: 7, ref.Yellow: 6}, count)
	for i := 0; i < len(pics[0].marks); i += 2 {
		assert.NotEqual(t, pics[0].marks[i].colour, pics[0].marks[i+1].colour, "an island's two tasks differ")
	}
	assert.Len(t, uitest.FindAll[*portalsPicture](uitest.Screen(u), nil), 1)

	uitest.Tap(t, u, "Copy")
	assert.Equal(t, first, u.App().Clipboard().Content())
	assert.Contains(t, uitest.ScreenTexts(u), "Copied")

	// Ticking a step moves the progress.
	total := len(firstSteps)
	assert.Equal(t, "0 of "+itoa(total)+" done", uitest.ProgressText(t, u))
	test.Tap(uitest.StepRowFor(t, u, "board"))
	assert.True(t, uitest.StepRowFor(t, u, "board").Checked())
	assert.Equal(t, "1 of "+itoa(total)+" done", uitest.ProgressText(t, u))

	// Re-roll: asks first because a step is ticked, then a new code and no ticks.
	uitest.Tap(t, u, "Re-roll")
	uitest.TapInDialog(t, u, "Re-roll")
	second := uitest.ShownCode(t, u)
	assert.NotEqual(t, first, second)
	assert.False(t, uitest.StepRowFor(t, u, "board").Checked())
	assert.Equal(t, "0 of "+itoa(total)+" done", uitest.ProgressText(t, u))

	// The friend's phone: entering the first code gives the same setup.
	uitest.Tap(t, u, "New options")
	uitest.EnterCode(t, u, strings.ToLower(strings.ReplaceAll(first, "-", " ")))
	assert.Equal(t, first, uitest.ShownCode(t, u))
	assert.Equal(t, firstSteps, uitest.StepTexts(u))

	// Typing the code under way again keeps its ticks.
	test.Tap(uitest.StepRowFor(t, u, "board"))
	uitest.Tap(t, u, "New options")
	uitest.EnterCode(t, u, first)
	assert.True(t, uitest.StepRowFor(t, u, "board").Checked())

	// One typo: a sentence, and no setup.
	uitest.Tap(t, u, "New options")
	options := u.Top()
	typo := []byte(first)
	if typo[0] == '4' {
		typo[0] = '5'
	} else {
		typo[0] = '4'
	}
	uitest.EnterCode(t, u, string(typo))
	assert.Same(t, options, u.Top(), "a wrong code opens no setup")
	assert.Contains(t, uitest.ScreenTexts(u), "This setup code has a typo: check it character by character.")
	assert.Empty(t, uitest.FindAll[*kit.StepRow](uitest.Screen(u), nil))
}

// TestSoloSetupLeadsIntoTheTomGame: under a solo checklist the way on is to
// play against Tom with that setup; the setup is then closed.
func TestSoloSetupLeadsIntoTheTomGame(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	uitest.OpenNewSetup(t, u, "Bonfire")
	uitest.Tap(t, u, "Solo")
	uitest.Tap(t, u, "Deal the setup")
	c := uitest.ShownCode(t, u)
	uitest.Tap(t, u, "Play against Tom")
	assert.Equal(t, "Solo against Tom", u.Top().Title)
	assert.Contains(t, uitest.ScreenTexts(u), "Dealt from setup "+c+".")
	uitest.Tap(t, u, "Start")
	_, st := storedTom(t, store)
	assert.Equal(t, c, st.Options().SetupCode, "the game, and so its saved play, keeps the setup code")
	u.PopTo(1)
	u.Top().OnShow()
	assert.False(t, uitest.HasTile(u, "Setup under way — Bonfire "+c))

	// A 3-player checklist offers no game against Tom.
	uitest.OpenNewSetup(t, u, "Bonfire")
	uitest.Tap(t, u, "3")
	uitest.Tap(t, u, "Deal the setup")
	assert.Empty(t, uitest.FindAll(uitest.Screen(u), func(b *widget.Button) bool { return b.Text == "Play against Tom" }))
}
