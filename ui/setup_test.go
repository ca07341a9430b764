package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/setup"
	"hearth/setup/code"
)

// shownCode is the setup code the checklist shows in big letters.
func shownCode(t *testing.T, u *UI) string {
	t.Helper()
	ts := findAll(screen(u), func(x *canvas.Text) bool { return x.TextStyle.Monospace && x.TextSize >= 24 })
	require.Len(t, ts, 1, "no setup code on screen %q", u.nav.top().title)
	return ts[0].Text
}

// stepTexts are the checklist's step sentences, in order.
func stepTexts(u *UI) []string {
	var out []string
	for _, r := range findAll[*stepRow](screen(u), nil) {
		out = append(out, r.text)
	}
	return out
}

func stepRowFor(t *testing.T, u *UI, id string) *stepRow {
	t.Helper()
	rs := findAll(screen(u), func(r *stepRow) bool { return r.id == id })
	require.Len(t, rs, 1, "no step %q", id)
	return rs[0]
}

func progressText(t *testing.T, u *UI) string {
	t.Helper()
	ps := findAll[*progressLine](screen(u), nil)
	require.Len(t, ps, 1)
	return ps[0].text.Text
}

// tapInDialog taps a button of the dialog on top of the window.
func tapInDialog(t *testing.T, u *UI, text string) {
	t.Helper()
	top := u.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "no dialog is open")
	bs := findAll(top, func(b *widget.Button) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q in the dialog", text)
	test.Tap(bs[0])
}

func openNewSetup(t *testing.T, u *UI, game string) {
	t.Helper()
	u.nav.popTo(1)
	tapTile(t, u, game)
	tapTile(t, u, "New setup")
}

// startNewSetup opens a game's setup options, past the offer to continue.
func startNewSetup(t *testing.T, u *UI, game string) {
	t.Helper()
	openNewSetup(t, u, game)
	if len(findAll(screen(u), func(x *tile) bool { return x.title == "Start a new one" })) > 0 {
		tapTile(t, u, "Start a new one")
	}
}

func enterCode(t *testing.T, u *UI, typed string) {
	t.Helper()
	es := findAll[*widget.Entry](screen(u), nil)
	require.Len(t, es, 1)
	es[0].SetText("")
	test.Type(es[0], typed)
	tap(t, u, "Go")
}

func TestSetupBonfireSoloGenerateRerollAndEnterCode(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openNewSetup(t, u, "Bonfire")
	tap(t, u, "Solo")
	assert.Contains(t, texts(u), "Solo: you play against Tom")
	tap(t, u, "Deal the setup")

	first := shownCode(t, u)
	c, err := code.Parse(first)
	require.NoError(t, err)
	assert.Equal(t, 1, c.Players)
	firstSteps := stepTexts(u)
	require.NotEmpty(t, firstSteps)
	assert.Contains(t, texts(u), "Bonfire — solo against Tom")

	// The island picture: 7 blue, 7 red and 6 yellow tasks, 2 of different
	// colours on each of the 10 islands.
	pics := findAll[*islandsPicture](screen(u), nil)
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
	assert.Len(t, findAll[*portalsPicture](screen(u), nil), 1)

	tap(t, u, "Copy")
	assert.Equal(t, first, u.app.Clipboard().Content())
	assert.Contains(t, texts(u), "Copied")

	// Ticking a step moves the progress.
	total := len(firstSteps)
	assert.Equal(t, "0 of "+itoa(total)+" done", progressText(t, u))
	test.Tap(stepRowFor(t, u, "board"))
	assert.True(t, stepRowFor(t, u, "board").checked)
	assert.Equal(t, "1 of "+itoa(total)+" done", progressText(t, u))

	// Re-roll: asks first because a step is ticked, then a new code and no ticks.
	tap(t, u, "Re-roll")
	tapInDialog(t, u, "Re-roll")
	second := shownCode(t, u)
	assert.NotEqual(t, first, second)
	assert.False(t, stepRowFor(t, u, "board").checked)
	assert.Equal(t, "0 of "+itoa(total)+" done", progressText(t, u))

	// The friend's phone: entering the first code gives the same setup.
	tap(t, u, "New options")
	enterCode(t, u, strings.ToLower(strings.ReplaceAll(first, "-", " ")))
	assert.Equal(t, first, shownCode(t, u))
	assert.Equal(t, firstSteps, stepTexts(u))

	// Typing the code under way again keeps its ticks.
	test.Tap(stepRowFor(t, u, "board"))
	tap(t, u, "New options")
	enterCode(t, u, first)
	assert.True(t, stepRowFor(t, u, "board").checked)

	// One typo: a sentence, and no setup.
	tap(t, u, "New options")
	options := u.nav.top()
	typo := []byte(first)
	if typo[0] == '4' {
		typo[0] = '5'
	} else {
		typo[0] = '4'
	}
	enterCode(t, u, string(typo))
	assert.Same(t, options, u.nav.top(), "a wrong code opens no setup")
	assert.Contains(t, texts(u), "This setup code has a typo: check it character by character.")
	assert.Empty(t, findAll[*stepRow](screen(u), nil))
}

func TestSetupCodeOfAnotherGameOpensThatGame(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	lueur, err := setup.Generate(code.Code{Game: 1, Players: 3, Seed: 12345})
	require.NoError(t, err)
	openNewSetup(t, u, "Bonfire")
	enterCode(t, u, lueur.Code)
	assert.Equal(t, lueur.Code, shownCode(t, u))
	assert.Equal(t, "Lueur setup", u.nav.top().title)
	assert.Len(t, findAll[*trackPicture](screen(u), nil), 1)
}

func TestSetupLueurTrackShowsNineDiceAndTokens(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	// Seeds until one leaves a slot empty, so that tokens are drawn too.
	for seed := uint64(0); seed < 200; seed++ {
		s, err := setup.Generate(code.Code{Game: 1, Players: 2, Seed: seed})
		require.NoError(t, err)
		tokens, _ := s.Step("small-steps")
		if tokens.Result == nil || len(tokens.Result.Lines()) == 0 {
			continue
		}
		openNewSetup(t, u, "Lueur")
		enterCode(t, u, s.Code)
		tracks := findAll[*trackPicture](screen(u), nil)
		require.Len(t, tracks, 1)
		tr := tracks[0]
		assert.Len(t, tr.dice, 9)
		for _, d := range tr.dice {
			assert.Equal(t, lueurDieColours[d.colour], d.rect.FillColor)
			assert.True(t, d.rect.Size().Width > 8, "dice are drawn")
		}
		assert.Len(t, tr.tokens, len(tokens.Result.Lines()), "a token on each empty slot")
		for _, tok := range tr.tokens {
			assert.True(t, tok.Size().Width > 8, "tokens are drawn")
		}
		return
	}
	t.Fatal("no seed left a slot empty")
}

func TestSetupContinuesAfterRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, _ := newTestUI(t, path)
	openNewSetup(t, u, "Insula")
	tap(t, u, "4")
	tap(t, u, "Advanced")
	tap(t, u, "Blue citadel")
	tap(t, u, "Deal the setup")
	c := shownCode(t, u)
	parsed, err := code.Parse(c)
	require.NoError(t, err)
	assert.True(t, parsed.Advanced)
	assert.Equal(t, 4, parsed.Players)
	test.Tap(stepRowFor(t, u, "island"))
	test.Tap(stepRowFor(t, u, "start"))
	progress := progressText(t, u)

	// A new app on the same database.
	u2, _ := newTestUI(t, path)
	openNewSetup(t, u2, "Insula")
	tapTile(t, u2, "Continue setup "+c)
	assert.Equal(t, c, shownCode(t, u2))
	assert.True(t, stepRowFor(t, u2, "island").checked)
	assert.True(t, stepRowFor(t, u2, "start").checked)
	assert.False(t, stepRowFor(t, u2, "tiles").checked)
	assert.Equal(t, progress, progressText(t, u2))

	// Ticking everything finishes it: the next "New setup" starts afresh
	// with the same options.
	for _, r := range findAll[*stepRow](screen(u2), nil) {
		if !r.checked {
			test.Tap(r)
		}
	}
	assert.Contains(t, texts(u2), "All set: have a good game!")
	tap(t, u2, "Done")
	tapTile(t, u2, "New setup")
	assert.Empty(t, findAll(screen(u2), func(x *tile) bool { return strings.HasPrefix(x.title, "Continue setup") }))
	sel := findAll(screen(u2), func(b *widget.Button) bool { return b.Text == "4" })
	require.Len(t, sel, 1)
	assert.Equal(t, widget.HighImportance, sel[0].Importance, "the last player count is kept")
}

// TestSetupScreensFitAPhone: at 360 px wide nothing on the setup screens
// asks for more width than the screen has, in any language.
func TestSetupScreensFitAPhone(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	t.Cleanup(func() { _ = applyLanguage("en") })
	u.win.Resize(fyne.NewSize(360, 640))
	check := func(name string) {
		t.Helper()
		assert.LessOrEqual(t, u.nav.top().content.MinSize().Width, float32(360), name)
	}
	for _, language := range Languages {
		require.NoError(t, applyLanguage(language))
		for _, game := range []string{data.GameBonfire, data.GameLueur, data.GameInsula} {
			for _, players := range []string{lang.L("Solo"), "3", "4"} {
				u.nav.popTo(1)
				tapTile(t, u, gameName(game))
				tapTile(t, u, lang.L("New setup"))
				if len(findAll(screen(u), func(x *tile) bool { return x.title == lang.L("Start a new one") })) > 0 {
					tapTile(t, u, lang.L("Start a new one"))
				}
				if game == data.GameInsula {
					tap(t, u, lang.L("Advanced"))
				}
				tap(t, u, players)
				name := language + " " + game + " " + players
				check(name + " options")
				tap(t, u, lang.L("Deal the setup"))
				check(name + " checklist")
			}
		}
	}
}
