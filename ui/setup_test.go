package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/setup"
	"hearth/setup/code"
	"hearth/setup/step"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

func newTestUI(t *testing.T, path string) (*shell.Host, *data.Store) {
	t.Helper()
	return uitest.NewHost(t, path, "en", Modules)
}

// TestSetupCodeOfAnotherGameOpensThatGame: a Lueur code typed on Bonfire's
// setup page opens Lueur's setup.
func TestSetupCodeOfAnotherGameOpensThatGame(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	lueur, err := setup.Generate(code.Code{Game: step.Lueur, Players: 3, Seed: 12345})
	require.NoError(t, err)
	uitest.OpenNewSetup(t, u, "Bonfire")
	uitest.EnterCode(t, u, lueur.Code)
	assert.Equal(t, lueur.Code, uitest.ShownCode(t, u))
	assert.Equal(t, "Lueur setup", u.Top().Title)
}

// A code typed and not used yet is there again after Back (found by a QA
// pass); once used, the next visit starts with an empty field.
func TestSetupCodeTypedSurvivesBack(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	field := func() *kit.TextEntry {
		es := uitest.FindAll(uitest.Screen(u), func(e *kit.TextEntry) bool { return e.PlaceHolder == "Setup code" })
		require.Len(t, es, 1)
		return es[0]
	}
	uitest.OpenNewSetup(t, u, "Lueur")
	test.Type(field(), "443J-Q8T6")
	uitest.Back(u)
	uitest.TapTile(t, u, "New setup")
	assert.Equal(t, "443J-Q8T6", field().Text)
	uitest.OpenNewSetup(t, u, "Bonfire")
	assert.Empty(t, field().Text, "each game its own")

	lueur, err := setup.Generate(code.Code{Game: step.Lueur, Players: 2, Seed: 7})
	require.NoError(t, err)
	uitest.OpenNewSetup(t, u, "Lueur")
	field().SetText("")
	test.Type(field(), lueur.Code)
	uitest.Tap(t, u, "Go")
	uitest.OpenNewSetup(t, u, "Lueur")
	if len(uitest.FindAll(uitest.Screen(u), func(x *kit.Tile) bool { return x.Title() == "Start a new one" })) > 0 {
		uitest.TapTile(t, u, "Start a new one")
	}
	assert.Empty(t, field().Text, "a code used is not offered again")
}

func TestSetupContinuesAfterRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, _ := newTestUI(t, path)
	uitest.OpenNewSetup(t, u, "Insula")
	uitest.Tap(t, u, "4")
	uitest.Tap(t, u, "Advanced")
	uitest.Tap(t, u, "Blue citadel")
	uitest.Tap(t, u, "Deal the setup")
	c := uitest.ShownCode(t, u)
	parsed, err := code.Parse(c)
	require.NoError(t, err)
	assert.True(t, parsed.Advanced)
	assert.Equal(t, 4, parsed.Players)
	test.Tap(uitest.StepRowFor(t, u, "island"))
	test.Tap(uitest.StepRowFor(t, u, "start"))
	progress := uitest.ProgressText(t, u)

	// A new app on the same database.
	u2, _ := newTestUI(t, path)
	uitest.OpenNewSetup(t, u2, "Insula")
	uitest.TapTile(t, u2, "Continue setup "+c)
	assert.Equal(t, c, uitest.ShownCode(t, u2))
	assert.True(t, uitest.StepRowFor(t, u2, "island").Checked())
	assert.True(t, uitest.StepRowFor(t, u2, "start").Checked())
	assert.False(t, uitest.StepRowFor(t, u2, "tiles").Checked())
	assert.Equal(t, progress, uitest.ProgressText(t, u2))

	// Ticking everything finishes it: the next "New setup" starts afresh
	// with the same options.
	for _, r := range uitest.FindAll[*kit.StepRow](uitest.Screen(u2), nil) {
		if !r.Checked() {
			test.Tap(r)
		}
	}
	assert.Contains(t, uitest.ScreenTexts(u2), "All set: have a good game!")
	uitest.Tap(t, u2, "Done")
	uitest.TapTile(t, u2, "New setup")
	assert.Empty(t, uitest.FindAll(uitest.Screen(u2), func(x *kit.Tile) bool { return strings.HasPrefix(x.Title(), "Continue setup") }))
	sel := uitest.FindAll(uitest.Screen(u2), func(b *widget.Button) bool { return b.Text == "4" })
	require.Len(t, sel, 1)
	assert.Equal(t, widget.HighImportance, sel[0].Importance, "the last player count is kept")
}

// TestSetupScreensFitAPhone: at 360 px wide nothing on the setup screens
// asks for more width than the screen has, in any language.
func TestSetupScreensFitAPhone(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	u.Window().Resize(fyne.NewSize(360, 640))
	check := func(name string) {
		t.Helper()
		assert.LessOrEqual(t, u.Top().Content.MinSize().Width, float32(360), name)
	}
	for _, language := range shell.Languages {
		require.NoError(t, shell.ApplyLanguage(language))
		for _, game := range game.All {
			for _, players := range []string{lang.L("Solo"), "3", "4"} {
				u.PopTo(1)
				uitest.TapTile(t, u, u.GameName(game))
				uitest.TapTile(t, u, lang.L("New setup"))
				if len(uitest.FindAll(uitest.Screen(u), func(x *kit.Tile) bool { return x.Title() == lang.L("Start a new one") })) > 0 {
					uitest.TapTile(t, u, lang.L("Start a new one"))
				}
				if game == data.GameInsula {
					uitest.Tap(t, u, lang.L("Advanced"))
				}
				uitest.Tap(t, u, players)
				name := language + " " + game.Key() + " " + players
				check(name + " options")
				uitest.Tap(t, u, lang.L("Deal the setup"))
				check(name + " checklist")
			}
		}
	}
}

// TestSetupUnderWayShowsOnHomeUntilDone: a setup half ticked is offered on
// Home (it survives like a draft); Done closes it even with steps unticked,
// so the next New setup starts from the options.
func TestSetupUnderWayShowsOnHomeUntilDone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, _ := newTestUI(t, path)
	uitest.OpenNewSetup(t, u, "Bonfire")
	uitest.Tap(t, u, "3")
	uitest.Tap(t, u, "Deal the setup")
	c := uitest.ShownCode(t, u)
	test.Tap(uitest.StepRowFor(t, u, "board"))

	u2, _ := newTestUI(t, path)
	title := "Setup under way — Bonfire " + c
	require.True(t, uitest.HasTile(u2, title))
	uitest.TapTile(t, u2, title)
	assert.Equal(t, c, uitest.ShownCode(t, u2))
	assert.True(t, uitest.StepRowFor(t, u2, "board").Checked())
	uitest.Tap(t, u2, "Done")
	assert.Equal(t, 1, u2.Depth())
	assert.False(t, uitest.HasTile(u2, title), "Done closes the setup")
	uitest.TapTile(t, u2, "Bonfire")
	uitest.TapTile(t, u2, "New setup")
	assert.False(t, uitest.HasTile(u2, "Continue setup "+c))
	assert.Equal(t, "Bonfire setup", u2.Top().Title)
}

// TestSetupDealButtonKeepsItsPlace: choosing Solo (a note appears, the
// options hide), 4 players or the advanced game (more options) never moves
// Deal under the finger.
func TestSetupDealButtonKeepsItsPlace(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	u.Window().Resize(fyne.NewSize(390, 844))
	uitest.StartNewSetup(t, u, "Bonfire")
	where := func() fyne.Position {
		uitest.Relayout(u)
		p, ok := uitest.Position(u, uitest.Button(t, u, "Deal the setup"))
		require.True(t, ok)
		return p
	}
	uitest.Tap(t, u, "3")
	at := where()
	uitest.Tap(t, u, "Solo")
	assert.Equal(t, at, where())
	uitest.Tap(t, u, "4")
	assert.Equal(t, at, where())

	// Insula: the Kingosh choice appears with the advanced game.
	uitest.StartNewSetup(t, u, "Insula")
	at = where()
	uitest.Tap(t, u, "Advanced")
	assert.Equal(t, at, where())
	uitest.Tap(t, u, "Solo")
	assert.Equal(t, at, where())
}

// TestPlayRecordDealsItsSetupAgainAndEditsNotes: a saved play shows its
// setup code (tapped, it deals the same setup), its notes and place can be
// edited, and deleting it is a confirmed action from the top bar.
func TestPlayRecordDealsItsSetupAgainAndEditsNotes(t *testing.T) {
	u, s := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	deal, err := setup.Generate(code.Code{Game: step.Insula, Players: 3, Seed: 99})
	require.NoError(t, err)
	p, err := s.SavePlay(t.Context(), data.Play{Game: data.GameInsula, Mode: data.ModeMulti, SetupCode: deal.Code,
		Results: []data.Result{{Seat: 0, Name: "Ana", Winner: true}, {Seat: 1, Name: "Ben"}}})
	require.NoError(t, err)
	u.OpenPlay(p.ID)
	uitest.TapTile(t, u, "Setup code "+deal.Code)
	assert.Equal(t, deal.Code, uitest.ShownCode(t, u))
	assert.Equal(t, "Insula setup", u.Top().Title)
	u.Pop()

	uitest.Tap(t, u, "Edit notes and place")
	top := u.Window().Canvas().Overlays().Top()
	require.NotNil(t, top)
	entries := uitest.FindAll[*widget.Entry](top, nil)
	require.Len(t, entries, 2)
	test.Type(entries[0], "Kingosh fell in round 9")
	test.Type(entries[1], "Brno")
	uitest.TapInDialog(t, u, "Save")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Kingosh fell in round 9")
	assert.Contains(t, shown, "Brno")

	test.Tap(uitest.IconButton(t, u, theme.DeleteIcon()))
	assert.Contains(t, uitest.OverlayTexts(u), "Delete play?")
	uitest.TapInDialog(t, u, "Yes")
	_, err = s.Play(t.Context(), p.ID)
	assert.ErrorIs(t, err, data.ErrNotFound)
}
