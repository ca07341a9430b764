// Package insula is Insula's module: its setup (options, the tile line and
// the Kingosh card drawn as pictures), the record of a game, and the solo
// expedition (start page, adventurer sheet and questions, ending, story,
// stats, and the values printed on the player's copy in Settings).
package insula

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hearth/data"
	"hearth/data/game"
	iref "hearth/data/insula"
	"hearth/setup"
	"hearth/setup/code"
	isetup "hearth/setup/insula"
	"hearth/setup/step"
	"hearth/solo/insula"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// accent is Insula's colour: a sea green.
var accent = color.NRGBA{R: 0x18, G: 0x7A, B: 0x5F, A: 0xFF}

// Module is Insula as the shell sees it.
type Module struct {
	h *shell.Host
}

// New makes the module over the host lending it the window and the store.
func New(h *shell.Host) *Module { return &Module{h: h} }

var (
	_ shell.Module     = (*Module)(nil)
	_ shell.Setups     = (*Module)(nil)
	_ shell.Resumer    = (*Module)(nil)
	_ shell.StatsNamer = (*Module)(nil)
)

// Game is Insula's key.
func (m *Module) Game() game.Game { return game.Insula }

// Name is the game's name.
func (m *Module) Name() string { return lang.L("Insula") }

// Blurb says what Hearth does for Insula.
func (m *Module) Blurb() string {
	return lang.L("Deal a setup, record who won, play the solo expedition")
}

// Accent is Insula's colour.
func (m *Module) Accent() color.NRGBA { return accent }

// Actions are Insula's own menu entries.
func (m *Module) Actions() []shell.Action {
	return []shell.Action{
		{Label: lang.L("Solo expedition"), About: lang.L("Play alone against the island: Hearth keeps your sheet, the time and the combats"), Icon: theme.MediaPlayIcon(), Open: func() { m.h.Push(m.expeditionStartPage(nil)) }},
		{Label: lang.L("Record a game"), About: lang.L("Who won the final battle, or the island at nightfall"), Icon: theme.DocumentCreateIcon(), Open: func() { m.h.Push(m.recordPage()) }},
	}
}

// Resumes tells that the module reopens solo expeditions.
func (m *Module) Resumes(mode string) bool { return mode == insula.Mode }

// ResumeTitle names an unfinished expedition.
func (m *Module) ResumeTitle(s data.Session, player string) string {
	if player != "" {
		return lang.L("{{.Name}}'s Insula expedition", map[string]any{"Name": player})
	}
	return lang.L("Insula solo expedition")
}

// ResumeProgress says how far an unfinished expedition has come, for its
// Resume card on Home ("Round 9"); "" when it is over or cannot be read.
func (m *Module) ResumeProgress(s data.Session) string {
	if s.Mode != insula.Mode || s.Status != data.SessionOpen {
		return ""
	}
	run, err := session.Open(m.h.Ctx(), m.h.Store(), insula.Engine(), s.ID)
	if err != nil || run.State().Over() {
		return ""
	}
	return lang.L("Round {{.Round}}", map[string]any{"Round": run.State().Round()})
}

// Resume reopens an expedition where it was left.
func (m *Module) Resume(s data.Session) { m.resumeExpedition(s) }

// SetupOptions chooses the base or advanced game and, advanced, the Kingosh
// variant.
func (m *Module) SetupOptions(c *code.Code) (fyne.CanvasObject, func()) {
	kingosh := container.NewVBox()
	variants := []string{lang.L("Random")}
	for _, v := range []isetup.KingoshChoice{isetup.PurpleKingosh, isetup.BlueKingosh} {
		vv, _ := v.Variant()
		variants = append(variants, kit.Capitalised(kit.TrTerm(vv)))
	}
	pick := kit.ChoiceColumn(variants, int(c.Kingosh), func(i int) { c.Kingosh = isetup.KingoshChoice(i) })
	kingosh.Objects = []fyne.CanvasObject{kit.Heading(lang.L("Kingosh variant")), pick}
	version := 0
	if c.Advanced {
		version = 1
	}
	var refresh func()
	versions := kit.NewSegmented([]string{lang.L("Base game"), lang.L("Advanced")}, version, func(i int) {
		c.Advanced = i == 1
		refresh()
	})
	refresh = func() {
		if c.Advanced {
			c.Kingosh = isetup.KingoshChoice(pick.Selected())
			kingosh.Show()
		} else {
			c.Kingosh = isetup.AnyKingosh
			kingosh.Hide()
		}
	}
	return container.NewVBox(kit.Heading(lang.L("Version")), versions, kingosh), refresh
}

// SoloText says what a one-player Insula setup is for.
func (m *Module) SoloText() string {
	return lang.L("Solo: this sets up Hearth's solo expedition against the island.")
}

// SetupView draws the seats, the tile line and the Kingosh card.
func (m *Module) SetupView(s setup.Setup, r step.Result) fyne.CanvasObject {
	switch x := r.(type) {
	case isetup.Start:
		if !x.Solo {
			return kit.SeatsView(s.Players, accent, x.Lines(), x.CombatCard, x.First)
		}
	case isetup.ShadowLine:
		light, shadow := kit.Rect(insulaLight, 3), kit.Rect(insulaShadow, 3)
		return container.NewVBox(newShadowLinePicture(x),
			container.NewGridWithColumns(2,
				container.NewBorder(nil, nil, kit.Swatch(light, 18), nil, kit.LegendText(kit.TrTerm(iref.Light))),
				container.NewBorder(nil, nil, kit.Swatch(shadow, 18), nil, kit.LegendText(kit.TrTerm(iref.Shadow)))))
	case isetup.KingoshCard:
		return container.NewBorder(nil, nil, newKingoshPicture(x), nil, kit.LinesLabel(x.Lines()))
	}
	return nil
}
