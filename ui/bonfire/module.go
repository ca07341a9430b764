// Package bonfire is Bonfire's module: score entry for 1–4 players, the solo
// game against Tom (start, turn screen, final scoring), the setup pictures,
// the handicap stats and Tom's deck in Settings.
package bonfire

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hearth/data"
	"hearth/data/game"
	"hearth/solo/tom"
	"hearth/ui/shell"
)

// accent is Bonfire's colour: an ember orange.
var accent = color.NRGBA{R: 0xE2, G: 0x5B, B: 0x22, A: 0xFF}

// Module is Bonfire as the shell sees it.
type Module struct {
	h *shell.Host
	// progress remembers the Resume cards' progress per session, so that
	// Home replays a game only when it moved.
	progress map[int64]resumeProgress
	// last is the game against Tom opened last, shown again when resumed
	// unchanged.
	last *tomGame
}

// New makes the module over the host lending it the window and the store.
func New(h *shell.Host) *Module { return &Module{h: h} }

var (
	_ shell.Module            = (*Module)(nil)
	_ shell.Resumer           = (*Module)(nil)
	_ shell.ResumeProgresser  = (*Module)(nil)
	_ shell.StatsSectioner    = (*Module)(nil)
	_ shell.SettingsSectioner = (*Module)(nil)
	_ shell.Setups            = (*Module)(nil)
	_ shell.SetupPlayer       = (*Module)(nil)
)

// Game is Bonfire's key.
func (u *Module) Game() game.Game { return game.Bonfire }

// Name is the game's name.
func (u *Module) Name() string { return lang.L("Bonfire") }

// Blurb says what Hearth does for Bonfire.
func (u *Module) Blurb() string {
	return lang.L("Score a game, play solo against Tom, deal a setup")
}

// Accent is Bonfire's colour.
func (u *Module) Accent() color.NRGBA { return accent }

// Actions are Bonfire's own menu entries.
func (u *Module) Actions() []shell.Action {
	return []shell.Action{
		{Label: lang.L("Score a game"), About: lang.L("Final scoring for 1 to 4 players from the board"), Icon: theme.DocumentCreateIcon(), Open: func() { u.h.Push(u.bonfireScorePage()) }},
		{Label: lang.L("Solo against Tom"), About: lang.L("Play alone: Hearth plays Tom, keeps his board and your handicap"), Icon: theme.MediaPlayIcon(), Open: func() { u.h.Push(u.tomStartPage()) }},
	}
}

// Resumes tells that the module reopens games against Tom.
func (u *Module) Resumes(mode string) bool { return mode == tom.Mode }

// ResumeTitle names an unfinished game against Tom.
func (u *Module) ResumeTitle(s data.Session, player string) string {
	if player != "" {
		return lang.L("{{.Name}} against Tom", map[string]any{"Name": player})
	}
	return lang.L("Bonfire solo against Tom")
}

// Resume reopens a game against Tom.
func (u *Module) Resume(s data.Session) { u.resumeTom(s) }

// StatsSection is the record against Tom and the handicap chart.
func (u *Module) StatsSection(who data.Player, solo bool) fyne.CanvasObject {
	if !solo {
		return nil
	}
	return u.handicapSection(who)
}

// SettingsSection is Tom's deck.
func (u *Module) SettingsSection() fyne.CanvasObject { return u.tomDeckSection() }
