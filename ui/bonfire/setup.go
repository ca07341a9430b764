package bonfire

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hearth/setup"
	bsetup "hearth/setup/bonfire"
	"hearth/setup/code"
	"hearth/setup/step"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// SetupOptions is the "first game" option, hidden for a solo game.
func (u *Module) SetupOptions(c *code.Code) (fyne.CanvasObject, func()) {
	first := kit.NewCheck(lang.L("First game"), c.FirstGame, func(b bool) { c.FirstGame = b })
	firstNote := kit.Note(lang.L("Tasks of different colours on every island, as the rules advise for a first game."))
	options := container.NewVBox(kit.WithHeight(first, kit.TouchTarget), firstNote)
	return options, func() {
		if c.Players == 1 {
			c.FirstGame = false
			options.Hide()
		} else {
			c.FirstGame = first.Checked
			options.Show()
		}
	}
}

// SoloText says what a one-player Bonfire setup is for.
func (u *Module) SoloText() string {
	return lang.L("Solo: you play against Tom; Hearth can play him for you.")
}

// SetupView draws the islands' tasks, the portal deal and the seats.
func (u *Module) SetupView(s setup.Setup, r step.Result) fyne.CanvasObject {
	switch x := r.(type) {
	case bsetup.TaskPlan:
		if islandsDiffer(x) {
			return container.NewVBox(newIslandsPicture(x),
				kit.Note(lang.L("Find each island on the board by its resource and number; the picture does not show where it lies.")))
		}
		return newIslandsPicture(x)
	case bsetup.PortalDeal:
		return newPortalsPicture(x)
	case bsetup.StartPlayer:
		if !x.Solo {
			return kit.SeatsView(s.Players, accent, x.Lines(), x.Seat)
		}
	}
	return nil
}

// PlaySetup offers, under a solo checklist, to play against Tom with it.
func (u *Module) PlaySetup(s setup.Setup) *shell.Action {
	if s.Players != 1 {
		return nil
	}
	return &shell.Action{Label: lang.L("Play against Tom"), Icon: theme.MediaPlayIcon(), Open: func() {
		u.h.Push(u.tomStartPageFor(s.Code))
	}}
}
