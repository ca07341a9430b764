package shell

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/ui/kit"
)

// Unsaved is a settings group whose values on screen differ from the saved
// ones: Settings asks before it is left, so that Back never loses them.
type Unsaved struct {
	// What names the group ("Tom's deck").
	What string
	// Problem says why the values cannot be saved as they are ("" when they
	// can).
	Problem string
	// Save keeps the values shown.
	Save func() error
}

// settingsGroup is a settings group that can tell whether it holds unsaved
// values.
type settingsGroup struct {
	widget.BaseWidget
	content fyne.CanvasObject
	unsaved func() *Unsaved
}

// SettingsGroup wraps a module's settings group; unsaved reports what it
// holds that is not saved (nil when everything is).
func SettingsGroup(content fyne.CanvasObject, unsaved func() *Unsaved) fyne.CanvasObject {
	g := &settingsGroup{content: content, unsaved: unsaved}
	g.ExtendBaseWidget(g)
	return g
}

func (g *settingsGroup) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(g.content)
}

// unsavedIn lists the groups among objs holding unsaved values.
func unsavedIn(objs []fyne.CanvasObject) []Unsaved {
	var out []Unsaved
	for _, o := range objs {
		if g, ok := o.(*settingsGroup); ok && g.unsaved != nil {
			if u := g.unsaved(); u != nil {
				out = append(out, *u)
			}
		}
	}
	return out
}

// askLeaveUnsaved asks what to do with unsaved settings: save them and
// leave (offered when every group can be saved), leave without saving, or
// stay. leave runs when the page may go.
func (h *Host) askLeaveUnsaved(list []Unsaved, leave func()) {
	h.askUnsaved(list, lang.L("Leave Settings?"), lang.L("Leave without saving"), lang.L("Save and leave"), leave, nil)
}

// askUnsaved asks what becomes of unsaved values before go runs: saved
// first (saveWord), dropped (dropWord), or nothing done (Stay, then stay
// runs when not nil).
func (h *Host) askUnsaved(list []Unsaved, title, dropWord, saveWord string, leave, stayed func()) {
	var lines []string
	canSave := true
	for _, u := range list {
		line := lang.L("{{.What}}: not saved.", map[string]any{"What": u.What})
		if u.Problem != "" {
			line += " " + u.Problem
			canSave = false
		}
		lines = append(lines, line)
	}
	text := widget.NewLabel(strings.Join(lines, "\n"))
	text.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	stay := widget.NewButton(lang.L("Stay"), func() {
		d.Hide()
		if stayed != nil {
			stayed()
		}
	})
	discard := widget.NewButton(dropWord, func() { d.Hide(); leave() })
	save := kit.Primary(saveWord, theme.DocumentSaveIcon(), func() {
		for _, u := range list {
			if err := u.Save(); err != nil {
				d.Hide()
				h.ShowError(err)
				return
			}
		}
		d.Hide()
		leave()
	})
	kit.Enable(save, canSave)
	d = dialog.NewCustomWithoutButtons(title, container.NewVBox(text, save, discard, stay), h.win)
	d.Resize(fyne.NewSize(320, 0))
	d.Show()
}
