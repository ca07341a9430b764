package shell

import (
	"hearth/data/game"
	"image/color"

	"fyne.io/fyne/v2"

	"hearth/data"
	"hearth/setup"
	"hearth/setup/code"
	"hearth/setup/step"
)

// Module is one game as the shell sees it: its identity on Home and its
// menu. Everything else a module can do is an optional ability below, found
// by type assertion.
type Module interface {
	// Game is the game's key, as the store records it.
	Game() game.Game
	// Name is the game's name and Blurb one line on what Hearth does for it,
	// both translated.
	Name() string
	Blurb() string
	// Accent is the game's colour on tiles and pictures.
	Accent() color.NRGBA
	// Actions are the game's own menu entries, most used first; the shell
	// adds New setup, Stats and History after them.
	Actions() []Action
}

// Action is one entry of a game's menu.
type Action struct {
	Label, About string
	Icon         fyne.Resource
	Open         func()
}

// Resumer reopens the module's unfinished solo sessions from Home.
type Resumer interface {
	// Resumes tells whether the module reopens sessions of this mode.
	Resumes(mode string) bool
	// ResumeTitle names an unfinished session on its Resume card; player is
	// the profile's name, "" when the session has none.
	ResumeTitle(s data.Session, player string) string
	// Resume opens the session's screen.
	Resume(s data.Session)
}

// ResumeProgresser says where an unfinished session stands ("Round 7",
// "Day 4 · Noon"), shown on its Resume card beside the time of the last
// move. A module without it shows the time alone.
type ResumeProgresser interface {
	// ResumeProgress is the session's progress in a few words, "" when
	// there is nothing to say (or it cannot be read).
	ResumeProgress(s data.Session) string
}

// PlayDetailer adds a game's own view of a saved play (Tom's board, the
// story of an expedition) below the shell's breakdown.
type PlayDetailer interface {
	PlayDetail(p data.Play) fyne.CanvasObject
}

// ResultTitler words a saved player's total in the game's own unit ("Ana:
// 72 light", "Ana: strength 6") where "points" would be wrong.
type ResultTitler interface {
	ResultTitle(r data.Result) string
}

// StatsNamer names the best and average score on the Stats page where a
// bare "Best" would mislead: Insula has no points, its plays keep the
// strength of the final battle.
type StatsNamer interface {
	StatsNames() (best, average string)
}

// StatsSectioner adds a game's own stats of a mode (solo: the handicap
// chart, the solo journeys per board side; at the table: the games per
// board side) below the shell's plays, wins, best and average of that
// mode; nil when it has none for the mode.
type StatsSectioner interface {
	StatsSection(who data.Player, solo bool) fyne.CanvasObject
}

// SettingsSectioner adds a game's settings group (Tom's deck).
type SettingsSectioner interface {
	SettingsSection() fyne.CanvasObject
}

// Setups deals the game's setups: the options on the setup page and the
// pictures of the random draws on the checklist.
type Setups interface {
	// SetupOptions is the options part of the setup page; refresh is called
	// when the player count changes.
	SetupOptions(c *code.Code) (options fyne.CanvasObject, refresh func())
	// SoloText explains what a one-player setup is for.
	SoloText() string
	// SetupView draws a step's result, nil to let the shell list its lines.
	SetupView(s setup.Setup, r step.Result) fyne.CanvasObject
}

// SetupPlayer goes from a dealt checklist straight into play: a Bonfire solo
// setup opens the game against Tom with it.
type SetupPlayer interface {
	// PlaySetup is the action offered under the checklist, nil for none.
	PlaySetup(s setup.Setup) *Action
}

// Drafter restores the module's drafts (score entries in progress).
type Drafter interface {
	// DraftTitle names a draft on Home ("Unfinished score — Bonfire, 3 players");
	// "" keeps it off Home, for a draft its own screen restores.
	DraftTitle(d data.Draft) string
	// RestoreDraft reopens the screen the draft was saved from.
	RestoreDraft(d data.Draft)
}
