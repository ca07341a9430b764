package ui_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// lifecycle is what Fyne's mobile driver calls as a phone's app leaves the
// foreground (a call, the home button, another app) and comes back.
type lifecycle interface {
	OnExitedForeground() func()
	OnEnteredForeground() func()
}

func leaveForeground(t *testing.T, h *shell.Host) {
	l, ok := h.App().Lifecycle().(lifecycle)
	require.True(t, ok)
	if f := l.OnExitedForeground(); f != nil {
		f()
	}
}

func enterForeground(t *testing.T, h *shell.Host) {
	l, ok := h.App().Lifecycle().(lifecycle)
	require.True(t, ok)
	if f := l.OnEnteredForeground(); f != nil {
		f()
	}
}

// press taps what shows text on the screen: a button, a wrapping button, a
// tile or a wrapping check box, as a player finds it.
func press(t *testing.T, h *shell.Host, text string) {
	t.Helper()
	uitest.Relayout(h)
	s := uitest.Screen(h)
	for _, b := range uitest.FindAll(s, func(b *widget.Button) bool { return b.Text == text && !b.Disabled() }) {
		test.Tap(b)
		return
	}
	for _, b := range uitest.FindAll(s, func(b *kit.WrapButton) bool { return b.Text == text }) {
		test.Tap(b)
		return
	}
	for _, x := range uitest.FindAll(s, func(x *kit.Tile) bool { return x.Title() == text }) {
		test.Tap(x)
		return
	}
	for _, c := range uitest.FindAll(s, func(c *kit.WrapCheck) bool { return c.Text == text }) {
		test.Tap(c)
		return
	}
	t.Fatalf("nothing shows %q on %q: %q", text, h.Top().Title, uitest.ScreenTexts(h))
}

// tapNth taps the n-th tappable widget of Go type typ on screen.
func tapNth(t *testing.T, h *shell.Host, typ string, n int) {
	t.Helper()
	uitest.Relayout(h)
	ws := uitest.FindAll(uitest.Screen(h), func(w interface {
		fyne.Widget
		fyne.Tappable
	}) bool {
		return fmt.Sprintf("%T", w) == typ
	})
	require.Greater(t, len(ws), n, "no %d-th %s on %q", n, typ, h.Top().Title)
	ws[n].Tapped(&fyne.PointEvent{})
}

// soloModes start each solo mode from Home and confirm its first move;
// resume is the game's card on Home.
var soloModes = []struct {
	name, resume string
	game         game.Game
	start        func(t *testing.T, h *shell.Host)
}{
	{"Tom", "Ana against Tom", game.Bonfire, func(t *testing.T, h *shell.Host) {
		press(t, h, "Bonfire")
		press(t, h, "Solo against Tom")
		press(t, h, "Start")
		press(t, h, "End turn")
	}},
	{"journey", "Ana's Lueur journey", game.Lueur, func(t *testing.T, h *shell.Host) {
		press(t, h, "Lueur")
		press(t, h, "Solo journey")
		press(t, h, "Start the journey")
		tapNth(t, h, "*lueur.slotView", 1)
		press(t, h, "Take it and roll the dice")
	}},
	{"expedition", "Ana's Insula expedition", game.Insula, func(t *testing.T, h *shell.Host) {
		press(t, h, "Insula")
		press(t, h, "Solo expedition")
		startExpedition(t, h)
	}},
}

// startExpedition enters the printed values of a copy of Insula on the
// expedition's start page, starts it with the player's own die and answers
// the first flower card.
func startExpedition(t *testing.T, h *shell.Host) {
	t.Helper()
	for _, v := range []struct {
		label string
		n     int
	}{{"Time track: steps from the Sun to the Moon", 12}, {"Shield faces", 1}, {"Sword faces", 1}, {"Moon faces", 1}, {"Blank faces", 3}} {
		uitest.StepTo(t, h, v.label, v.n)
	}
	press(t, h, "I roll my own")
	press(t, h, "Start the expedition")
	press(t, h, "Yellow flower")
}

// stored is the newest session of g as the store has it.
func stored(t *testing.T, s *data.Store, g game.Game) data.Session {
	all, err := s.Sessions(t.Context(), g, "")
	require.NoError(t, err)
	require.NotEmpty(t, all)
	return all[0]
}

// TestPhoneCallMidTurn: in each solo mode, a move is confirmed, then the
// phone rings. Back from the call, the screen is as it was and the screen
// is still kept on. Killed by Android while away (the app is only told it
// left the foreground) and opened again, the app opens straight on the
// same question with the move stored (SPEC §1.2: "a phone call mid-turn
// loses nothing"; issue 32 §6), Home under it offering the game.
func TestPhoneCallMidTurn(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, m := range soloModes {
		t.Run(m.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "h.db")
			h, store := uitest.NewHost(t, path, "en", ui.Modules)
			h.SetSeeds(func() uint64 { return 7 })
			_, err := store.CreateProfile(t.Context(), "Ana")
			require.NoError(t, err)
			h.Window().Resize(fyne.NewSize(360, 640))
			m.start(t, h)
			title, screen := h.Top().Title, uitest.ScreenTexts(h)
			moved := stored(t, store, m.game)
			require.Positive(t, moved.Cursor, "a move is stored")
			require.True(t, h.KeepsAwake(), "a solo game keeps the screen on")

			leaveForeground(t, h)
			enterForeground(t, h)
			assert.Equal(t, title, h.Top().Title)
			assert.Equal(t, screen, uitest.ScreenTexts(h), "back from the call, the same screen")
			assert.True(t, h.KeepsAwake(), "and the screen still kept on")
			assert.Equal(t, moved.Cursor, stored(t, store, m.game).Cursor)

			leaveForeground(t, h)
			require.NoError(t, store.Close()) // killed while away
			h2, store2 := uitest.NewHost(t, path, "en", ui.Modules)
			h2.Window().Resize(fyne.NewSize(360, 640))
			again := stored(t, store2, m.game)
			assert.Equal(t, moved.Cursor, again.Cursor, "the confirmed move survived the kill")
			assert.Equal(t, moved.Len, again.Len)
			assert.Equal(t, title, h2.Top().Title)
			assert.Equal(t, screen, uitest.ScreenTexts(h2), "reopened on the same question")
			assert.True(t, h2.KeepsAwake())
			uitest.Back(h2)
			press(t, h2, m.resume)
			assert.Equal(t, screen, uitest.ScreenTexts(h2), "and from Home's card")
		})
	}
}

// TestScoreEntryAcrossAKill: boards being entered when the phone rings and
// Android kills the app are there again as the app opens (issue 32 §6),
// and from Home's draft card, on the page they were entered on (a score
// entry is saved as a draft on every change, and once more when the app
// leaves the foreground).
func TestScoreEntryAcrossAKill(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	path := filepath.Join(t.TempDir(), "h.db")
	h, store := uitest.NewHost(t, path, "en", ui.Modules)
	h.Window().Resize(fyne.NewSize(360, 640))
	press(t, h, "Bonfire")
	press(t, h, "Score a game")
	press(t, h, "Enter the boards")
	press(t, h, "+7")
	press(t, h, "+5")
	title, screen := h.Top().Title, uitest.ScreenTexts(h)
	require.True(t, h.KeepsAwake(), "a score entry keeps the screen on")

	leaveForeground(t, h)
	require.NoError(t, store.Close())
	h2, _ := uitest.NewHost(t, path, "en", ui.Modules)
	h2.Window().Resize(fyne.NewSize(360, 640))
	assert.Equal(t, title, h2.Top().Title, "reopened on the boards")
	assert.Equal(t, screen, uitest.ScreenTexts(h2), "with what was entered")
	assert.True(t, h2.KeepsAwake())
	h2.PopTo(1)
	press(t, h2, "Unfinished score — Bonfire, 2 players")
	assert.Equal(t, title, h2.Top().Title, "Home's card opens the boards")
	assert.Equal(t, screen, uitest.ScreenTexts(h2))
}

// TestSendToBGStatsAndBack: on a phone, "Send to BG Stats" opens the play's
// createPlay link, an https link on app.bgstatsapp.com that Android hands
// to BG Stats when its "Open supported links" is on (else to the browser).
// BG Stats then has the foreground; coming back, the play is still on
// screen and the back key goes on to History.
func TestSendToBGStatsAndBack(t *testing.T) {
	h, p := newPhone(t)
	scorePlay(t, h)
	press(t, h, "History")
	tapFirstPlay(t, h)
	play := h.Top().Title
	press(t, h, "Send to BG Stats")
	require.Len(t, p.opened, 1)
	link := p.opened[0]
	assert.Equal(t, "https", link.Scheme)
	assert.Equal(t, "app.bgstatsapp.com", link.Host)
	assert.Equal(t, "/createPlay.html", link.Path)
	assert.Contains(t, link.Query().Get("data"), `"name":"Ana"`)
	assert.Zero(t, overlays(h), "nothing asked: the link was opened")

	leaveForeground(t, h)
	enterForeground(t, h)
	assert.Equal(t, play, h.Top().Title, "back from BG Stats, on the play")
	backKey(h)
	assert.Equal(t, "History", h.Top().Title)
}
