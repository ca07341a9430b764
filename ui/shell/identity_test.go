package shell_test

import (
	"context"
	"sort"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// savePlays saves n Lueur plays of name, without a profile, beside Ben.
func savePlays(t *testing.T, s *data.Store, name string, n int) {
	t.Helper()
	at := time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local)
	for i := range n {
		_, err := s.SavePlay(context.Background(), data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: at.AddDate(0, 0, -i),
			Results: []data.Result{{Name: name, Score: 40 + i, Winner: true}, {Seat: 1, Name: "Ben", Score: 30}}})
		require.NoError(t, err)
	}
}

// nameProfile types name into the name dialog open on top and saves it.
func nameProfile(t *testing.T, h *shell.Host, name string) {
	t.Helper()
	entry, ok := h.Window().Canvas().Focused().(*kit.TextEntry)
	require.True(t, ok, "the name field is focused")
	entry.SetText("")
	test.Type(entry, name)
	uitest.TapInDialog(t, h, lang.L("Save"))
}

// historyPlayers are the players History's filter offers, "Everyone" aside.
func historyPlayers(t *testing.T, h *shell.Host) []string {
	t.Helper()
	uitest.Tap(t, h, lang.L("History"))
	sel := uitest.FindAll[*widget.Select](uitest.Screen(h), func(s *widget.Select) bool { return s.Selected == lang.L("Everyone") })
	require.Len(t, sel, 1)
	return sel[0].Options[1:]
}

// Issue 35 §1: a profile made for a name already played asks whether
// those plays are its own, saying how many; taking them shows them in
// History's filter under the profile, once; the first profile asks once
// whether it is you.
func TestNewProfileOffersThePlaysOfItsName(t *testing.T) {
	h, _, s := newHost(t)
	h.Window().Resize(fyne.NewSize(360, 640))
	ctx := context.Background()
	savePlays(t, s, "Zoe", 2)
	uitest.Tap(t, h, lang.L("Settings"))
	uitest.Tap(t, h, lang.L("Add profile"))
	nameProfile(t, h, "Zoé")
	assert.Contains(t, uitest.OverlayTexts(h), "2 plays were saved under the name “Zoé” without a profile.")
	uitest.TapInDialog(t, h, lang.L("Same person"))
	assert.Contains(t, uitest.OverlayTexts(h), lang.L("Is {{.Name}} you?", map[string]any{"Name": "Zoé"}))
	uitest.TapInDialog(t, h, lang.L("It's me"))
	assert.Nil(t, h.Window().Canvas().Overlays().Top())
	me, ok, err := s.Me(ctx)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "Zoé", me.Name)

	uitest.Tap(t, h, lang.L("Add profile"))
	nameProfile(t, h, "Cy")
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "a name never played asks nothing, and 'is this you?' was asked once")

	h.PopTo(1)
	assert.Equal(t, []string{"Ben", "Cy", "Zoé"}, sortedCopy(historyPlayers(t, h)), "Zoe's plays are Zoé's: one line")
	n, err := s.CountMatching(ctx, data.PlayFilter{Player: &data.Player{ProfileID: me.ID}})
	require.NoError(t, err)
	assert.Equal(t, 2, n)
}

// Renaming a profile to the name of a player without a profile asks too;
// kept apart, both stay in History's filter, told apart.
func TestRenamedProfileKeepsAnotherPlayersPlaysApart(t *testing.T) {
	h, _, s := newHost(t)
	h.Window().Resize(fyne.NewSize(360, 640))
	ctx := context.Background()
	eve, err := s.CreateProfile(ctx, "Eve")
	require.NoError(t, err)
	require.NoError(t, s.SetMe(ctx, 0))
	savePlays(t, s, "Fay", 1)
	_, err = s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, Results: []data.Result{
		{Name: "Eve", ProfileID: eve.ID, Score: 45, Winner: true}, {Seat: 1, Name: "Cy", Score: 30}}})
	require.NoError(t, err)
	uitest.Tap(t, h, lang.L("Settings"))
	test.Tap(uitest.IconButton(t, h, theme.DocumentCreateIcon()))
	nameProfile(t, h, "Fay")
	assert.Contains(t, uitest.OverlayTexts(h), "1 play was saved under the name “Fay” without a profile.")
	uitest.TapInDialog(t, h, lang.L("Someone else"))
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "a rename does not ask who is me")
	h.PopTo(1)
	assert.Equal(t, []string{"Ben", "Cy", "Fay", "Fay (no profile)"}, sortedCopy(historyPlayers(t, h)))
	n, err := s.CountMatching(ctx, data.PlayFilter{Player: &data.Player{ProfileID: eve.ID}})
	require.NoError(t, err)
	assert.Equal(t, 1, n, "her own play only")

	h.PopTo(1)
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, lang.L("Stats"))
	uitest.OpenStanding(t, h, "Fay (no profile)")
	assert.Contains(t, h.Top().Title, "Fay")
	h.Pop()
	uitest.OpenStanding(t, h, "Fay")
}

// The play page names a renamed profile's seat as it is called now and
// says the name it was saved with.
func TestPlayPageSaysSavedAs(t *testing.T) {
	h, _, s := newHost(t)
	h.Window().Resize(fyne.NewSize(360, 640))
	ctx := context.Background()
	zoe, err := s.CreateProfile(ctx, "Zoe")
	require.NoError(t, err)
	p, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, Results: []data.Result{
		{Name: "Zoe", ProfileID: zoe.ID, Score: 40, Winner: true}, {Seat: 1, Name: "Ben", Score: 30}}})
	require.NoError(t, err)
	require.NoError(t, s.RenameProfile(ctx, zoe.ID, "Zoé Martin"))
	h.OpenPlay(p.ID)
	texts := uitest.ScreenTexts(h)
	assert.Contains(t, texts, "Zoé Martin")
	assert.Contains(t, texts, lang.L("Saved as {{.Name}}", map[string]any{"Name": "Zoe"}))
	assert.NotContains(t, texts, lang.L("Saved as {{.Name}}", map[string]any{"Name": "Ben"}))
}

func sortedCopy(in []string) []string {
	out := append([]string(nil), in...)
	sort.Strings(out)
	return out
}
