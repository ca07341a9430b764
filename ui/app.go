// Package ui holds all of Hearth's Fyne screens and widgets. Screens are
// pages on a navigation stack (nav.go); rules, scores and setups come from the
// logic packages, and every sentence shown goes through lang.L.
package ui

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
)

// UI is the running app: its window, store and navigation.
type UI struct {
	app   fyne.App
	win   fyne.Window
	store *data.Store
	nav   *nav
	ctx   context.Context

	language string // "" follows the system
	theme    string
	// now is the clock for dates shown and saved; tests replace it.
	now func() time.Time
	// resumers reopen an unfinished session by its mode.
	resumers map[string]func(data.Session)
	// newSeed seeds new sessions and setups (crypto/rand); tests replace it.
	newSeed func() uint64
}

// New builds the main window over an open store, applying the saved
// language and theme.
func New(a fyne.App, store *data.Store) *UI {
	u := &UI{app: a, store: store, ctx: context.Background(), now: time.Now, resumers: map[string]func(data.Session){}, newSeed: cryptoSeed}
	u.language, _, _ = store.Setting(u.ctx, data.SettingLanguage)
	u.theme, _, _ = store.Setting(u.ctx, data.SettingTheme)
	if err := applyLanguage(u.language); err != nil {
		fyne.LogError("loading translations", err)
	}
	a.Settings().SetTheme(newTheme(u.theme))
	a.SetIcon(Icon)
	u.registerResumers()
	u.win = a.NewWindow(lang.L("Hearth"))
	u.nav = newNav()
	u.win.SetContent(u.nav.root)
	u.win.Canvas().SetOnTypedKey(u.nav.handleKey)
	u.nav.reset(u.homePage())
	return u
}

// Window is the main window.
func (u *UI) Window() fyne.Window { return u.win }

// rebuild recreates every page after a language change, landing on settings.
func (u *UI) rebuild() {
	u.win.SetTitle(lang.L("Hearth"))
	u.nav.reset(u.homePage())
	u.nav.push(u.settingsPage())
}

// showError tells the player something failed, in their language.
func (u *UI) showError(err error) {
	if err == nil {
		return
	}
	text := trErr(err)
	switch {
	case errors.Is(err, data.ErrSessionClosed):
		text = lang.L("This session has already ended.")
	case errors.Is(err, data.ErrDuplicateName):
		text = lang.L("A profile with this name already exists.")
	}
	dialog.ShowInformation(lang.L("That did not work"), text, u.win)
}

// gameName is a game's display name.
func gameName(game string) string {
	switch game {
	case data.GameBonfire:
		return lang.L("Bonfire")
	case data.GameLueur:
		return lang.L("Lueur")
	case data.GameInsula:
		return lang.L("Insula")
	}
	return game
}

// formatWhen shows a date and time in a neutral, unambiguous form.
func formatWhen(t time.Time) string { return t.Local().Format("2006-01-02 15:04") }

// durationMinutes turns a stepper's minutes into a duration.
func durationMinutes(m int) time.Duration { return time.Duration(m) * time.Minute }

// cryptoSeed is where randomness enters the app: a new Tom session's or
// setup's seed. From then on everything is reproducible from it (SPEC §1.3).
func cryptoSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}
