// Package lueur is Lueur's module: its setup (options, the encounter track
// and reserve drawn as pictures), final scoring and the solo journey.
package lueur

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hearth/data"
	"hearth/data/game"
	lref "hearth/data/lueur"
	"hearth/setup"
	"hearth/setup/code"
	lsetup "hearth/setup/lueur"
	"hearth/setup/step"
	journey "hearth/solo/lueur"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// accent is Lueur's colour: a twilight violet.
var accent = color.NRGBA{R: 0x6B, G: 0x4F, B: 0xC8, A: 0xFF}

// Module is Lueur as the shell sees it.
type Module struct {
	h *shell.Host
	// started is the "Solo journey" page's form as last filled in, until a
	// journey starts from it: Back and back again finds it as it was.
	started *journeyStart
	// steps writes the journeys' step drafts beside the screen.
	steps *stepWriter
}

// New makes the module over the host lending it the window and the store.
func New(h *shell.Host) *Module { return &Module{h: h} }

var (
	_ shell.Module       = (*Module)(nil)
	_ shell.Setups       = (*Module)(nil)
	_ shell.SetupPlayer  = (*Module)(nil)
	_ shell.PlayDetailer = (*Module)(nil)
)

// Game is Lueur's key.
func (m *Module) Game() game.Game { return game.Lueur }

// Name is the game's name.
func (m *Module) Name() string { return lang.L("Lueur") }

// Blurb says what Hearth does for Lueur.
func (m *Module) Blurb() string { return lang.L("Deal a setup, score a game, play a solo journey") }

// Accent is Lueur's colour.
func (m *Module) Accent() color.NRGBA { return accent }

// Actions are Lueur's own menu entries.
func (m *Module) Actions() []shell.Action {
	return []shell.Action{
		{Label: lang.L("Score a game"), About: lang.L("Final scoring for 1 to 5 players from the table"), Icon: theme.DocumentCreateIcon(), Open: func() { m.h.Push(m.scorePage()) }},
		{Label: lang.L("Solo journey"), About: lang.L("Play alone over 8 days: Hearth keeps the encounter track, your dice, tokens and light"), Icon: theme.MediaPlayIcon(), Open: func() { m.h.Push(m.journeyStartPage()) }},
	}
}

// SetupOptions chooses the board side.
func (m *Module) SetupOptions(c *code.Code) (fyne.CanvasObject, func()) {
	sides := []string{lang.L("Random")}
	for _, s := range lref.Sides {
		sides = append(sides, kit.TrTerm(s))
	}
	side := kit.ChoiceColumn(sides, int(c.Side), func(i int) { c.Side = lsetup.SideChoice(i) })
	return container.NewVBox(kit.Heading(lang.L("Board side")), side), func() {}
}

// SoloText says what a one-player Lueur setup is for.
func (m *Module) SoloText() string {
	return lang.L("Solo: Lueur has no official solo mode; this sets up Hearth's solo journey.")
}

// SetupView draws the seats, the encounter track and the reserve.
func (m *Module) SetupView(s setup.Setup, r step.Result) fyne.CanvasObject {
	switch x := r.(type) {
	case lsetup.FirstPlayer:
		if !x.Solo {
			return kit.SeatsView(s.Players, accent, x.Lines(), x.First, x.Rerolls)
		}
	case lsetup.Dice:
		token := canvas.NewCircle(smallStepToken)
		token.StrokeColor, token.StrokeWidth = kit.DarkSide, 1.5
		return container.NewVBox(newTrackPicture(x),
			container.NewBorder(nil, nil, kit.Swatch(token, 18), nil, kit.LegendText(lang.L("small-step token"))))
	case lsetup.Reserve:
		return newReservePicture(x)
	}
	return nil
}

// ResumeProgress says where an unfinished journey stands, for its Resume
// card: "Day 4 · Noon" (issue 19: the card said only when it was left).
// It is "" for another mode or a session that cannot be read.
func (m *Module) ResumeProgress(s data.Session) string {
	if s.Mode != journey.Mode {
		return ""
	}
	run, err := session.Open(m.h.Ctx(), m.h.Store(), journey.Engine(), s.ID)
	if err != nil {
		return ""
	}
	st := run.State()
	return lang.L("Day {{.Day}} · {{.Phase}}", map[string]any{"Day": st.Day(), "Phase": phaseName(st.Phase())})
}
