package shell_test

import (
	"encoding/json"
	"image/color"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// fakeGame is the smallest module: a name, a colour, one menu entry that
// opens a page keeping the screen awake, and drafts.
type fakeGame struct {
	h        *shell.Host
	restored []string
}

func (g *fakeGame) Game() game.Game                { return game.Lueur }
func (g *fakeGame) Name() string                   { return "Fake" }
func (g *fakeGame) Blurb() string                  { return "A game for tests" }
func (g *fakeGame) Accent() color.NRGBA            { return color.NRGBA{G: 200, A: 255} }
func (g *fakeGame) DraftTitle(d data.Draft) string { return "Unfinished fake " + d.Key }
func (g *fakeGame) RestoreDraft(d data.Draft)      { g.restored = append(g.restored, d.Key) }
func (g *fakeGame) SettingsSection() fyne.CanvasObject {
	return kit.NewStepper("Fake dice", 0, 9, 5, nil)
}
func (g *fakeGame) Actions() []shell.Action {
	return []shell.Action{{Label: "Play", About: "a session", Open: func() {
		g.h.Push(&kit.Page{Title: "Session", Content: widget.NewLabel(""), KeepAwake: true})
	}}}
}

func newHost(t *testing.T) (*shell.Host, *fakeGame, *data.Store) {
	t.Helper()
	var g *fakeGame
	h, s := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "en", func(h *shell.Host) []shell.Module {
		g = &fakeGame{h: h}
		return []shell.Module{g}
	})
	return h, g, s
}

func typeKey(h *shell.Host, k fyne.KeyName) {
	h.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// TestEscapeClosesTheDialogFirst: with a dialog open, Escape (and Android's
// Back) closes the dialog only; the next one pops the page; at the root it
// does nothing on a desktop.
func TestEscapeClosesTheDialogFirst(t *testing.T) {
	h, _, _ := newHost(t)
	uitest.TapTile(t, h, "Fake")
	require.Equal(t, 2, h.Depth())
	dialog.ShowInformation("x", "y", h.Window())
	require.NotNil(t, h.Window().Canvas().Overlays().Top())
	typeKey(h, fyne.KeyEscape)
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "the dialog closed")
	assert.Equal(t, 2, h.Depth(), "the page under the dialog stays")
	typeKey(h, fyne.KeyEscape)
	assert.Equal(t, 1, h.Depth())
	typeKey(h, fyne.KeyEscape)
	assert.Equal(t, 1, h.Depth(), "Home stays")
}

// TestKeepAwakeFollowsThePageAndTheSetting: a session page keeps the screen
// on, leaving it lets the screen sleep, and the Settings switch turns it off.
func TestKeepAwakeFollowsThePageAndTheSetting(t *testing.T) {
	h, _, s := newHost(t)
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, "Play")
	assert.True(t, h.KeepsAwake())
	h.Pop()
	assert.False(t, h.KeepsAwake())

	h.PopTo(1)
	uitest.Tap(t, h, "Settings")
	checks := uitest.FindAll(uitest.Screen(h), func(c *kit.WrapCheck) bool {
		return c.Text == "Keep the screen on during solo games and score entry"
	})
	require.Len(t, checks, 1)
	assert.True(t, checks[0].Check.Checked, "on by default")
	test.Tap(checks[0])
	assert.False(t, checks[0].Check.Checked, "tapping the label toggles")
	v, _, err := s.Setting(t.Context(), shell.SettingKeepAwake)
	require.NoError(t, err)
	assert.Equal(t, "off", v)
	h.PopTo(1)
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, "Play")
	assert.False(t, h.KeepsAwake(), "turned off in Settings")
}

// TestHomeOffersDraftsAndDiscardingAsks: a draft shows on Home beside the
// Resume cards, tapping it hands it to its module, and discarding it asks.
func TestHomeOffersDraftsAndDiscardingAsks(t *testing.T) {
	h, g, s := newHost(t)
	require.NoError(t, s.SaveDraft(t.Context(), data.Draft{Key: "k1", Game: data.GameLueur, Kind: "score", Body: json.RawMessage(`{}`)}))
	h.PopTo(1)
	h.Top().OnShow()
	require.True(t, uitest.HasTile(h, "Unfinished fake k1"))
	uitest.TapTile(t, h, "Unfinished fake k1")
	assert.Equal(t, []string{"k1"}, g.restored)

	uitest.IconButton(t, h, theme.DeleteIcon()).OnTapped()
	assert.Contains(t, uitest.OverlayTexts(h), "Unfinished fake k1 is thrown away")
	uitest.TapInDialog(t, h, "No")
	_, ok, _ := s.LoadDraft(t.Context(), "k1")
	assert.True(t, ok, "No keeps it")
	uitest.IconButton(t, h, theme.DeleteIcon()).OnTapped()
	uitest.TapInDialog(t, h, "Yes")
	_, ok, _ = s.LoadDraft(t.Context(), "k1")
	assert.False(t, ok)
	assert.False(t, uitest.HasTile(h, "Unfinished fake k1"))
}

// TestThemeSwitchRepaintsText: after switching to dark, no text on screen is
// left in the light theme's dark ink (stepper digits used to vanish).
func TestThemeSwitchRepaintsText(t *testing.T) {
	h, _, _ := newHost(t)
	uitest.Tap(t, h, "Settings")
	uitest.Tap(t, h, "Light")
	light := theme.DefaultTheme().Color(theme.ColorNameForeground, theme.VariantLight)
	st := kit.NewStepper("n", 0, 9, 3, nil)
	require.Equal(t, light, uitest.FindAll(st, func(x *canvas.Text) bool { return x.Text == "3" })[0].Color)
	uitest.Tap(t, h, "Dark")
	dark := theme.DefaultTheme().Color(theme.ColorNameForeground, theme.VariantDark)
	assert.Equal(t, "Settings", h.Top().Title)
	for _, txt := range uitest.FindAll[*canvas.Text](uitest.Screen(h), nil) {
		assert.NotEqual(t, light, txt.Color, "%q still in the light theme's ink", txt.Text)
	}
	// A stepper built in the light theme repaints its digits when refreshed.
	st.Refresh()
	digits := uitest.FindAll(st, func(x *canvas.Text) bool { return x.Text == "3" })
	require.Len(t, digits, 1)
	assert.Equal(t, dark, digits[0].Color)
	assert.NotEmpty(t, uitest.FindAll(uitest.Screen(h), func(x *canvas.Text) bool { return x.Text == "5" && x.Color == dark }),
		"the module's settings stepper shows its digits in the dark theme's ink")
}

// TestHomeKeepsDraftsInPlace (issue 32 §5): a draft changed does not move
// above the others on Home.
func TestHomeKeepsDraftsInPlace(t *testing.T) {
	h, _, s := newHost(t)
	clock := time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local)
	s.SetClock(func() time.Time { clock = clock.Add(time.Minute); return clock })
	for _, k := range []string{"k2", "k1", "k2"} {
		require.NoError(t, s.SaveDraft(t.Context(), data.Draft{Key: k, Game: data.GameLueur, Kind: "score", Body: json.RawMessage(`{}`)}))
	}
	h.Top().OnShow()
	var titles []string
	for _, tl := range uitest.FindAll[*kit.Tile](uitest.Screen(h), nil) {
		titles = append(titles, tl.Title())
	}
	assert.Equal(t, []string{"Unfinished fake k1", "Unfinished fake k2", "Fake"}, titles)
}
