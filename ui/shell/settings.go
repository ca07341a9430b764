package shell

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/ui/kit"
)

// OpenSettings shows the Settings page.
func (h *Host) OpenSettings() { h.nav.push(h.settingsPage()) }

func (h *Host) settingsPage() *kit.Page {
	sections := h.settingsSections()
	// A new language or theme builds Settings anew: values typed in a
	// group and not saved yet are asked about first, not dropped (found by
	// a QA pass).
	rebuilding := func(apply, undo func()) {
		list := unsavedIn(sections)
		if len(list) == 0 {
			apply()
			return
		}
		h.askUnsaved(list, lang.L("Unsaved changes"), lang.L("Change without saving"), lang.L("Save and change"), apply, undo)
	}
	box := container.NewVBox(
		kit.Heading(lang.L("Language")), h.languagePicker(rebuilding),
		kit.Heading(lang.L("Theme")), h.themePicker(rebuilding),
		kit.WithHeight(kit.NewWrapCheck(lang.L("Keep the screen on during solo games and score entry"), h.awakeSetting(), func(on bool) {
			value := "on"
			if !on {
				value = "off"
			}
			if err := h.store.SetSetting(h.ctx, SettingKeepAwake, value); err != nil {
				h.ShowError(err)
				return
			}
			h.awakeOn, h.awakeRead = on, true
		}), kit.TouchTarget),
		kit.Heading(lang.L("Profiles")),
	)
	box.Objects = append(box.Objects, h.profilesSection()...)
	for _, extra := range sections {
		box.Add(extra)
	}
	box.Add(h.yourDataSection())
	box.Add(widget.NewSeparator())
	box.Add(kit.Note(lang.L("Database: {{.Path}}", map[string]any{"Path": h.store.Path()})))
	page := &kit.Page{Title: lang.L("Settings"), Content: kit.ScrollPage(box)}
	leaving := false
	// Back never loses typed values silently: a group with unsaved values
	// (a deck of 7 cards, a changed die) makes Settings ask first.
	page.OnLeave = func() bool {
		list := unsavedIn(sections)
		if leaving || len(list) == 0 {
			return true
		}
		h.askLeaveUnsaved(list, func() {
			leaving = true
			h.nav.pop()
		})
		return false
	}
	return page
}

// languagePicker offers the system's language or one of Hearth's, each
// named in itself; a change is saved and every page rebuilt in it, once
// guard lets it (undo puts the choice back).
func (h *Host) languagePicker(guard func(apply, undo func())) *widget.Select {
	langOptions := []string{lang.L("System language")}
	for _, l := range Languages {
		langOptions = append(langOptions, languageNames[l])
	}
	langSelect := widget.NewSelect(langOptions, nil)
	current := func() {
		langSelect.SetSelectedIndex(0)
		for i, l := range Languages {
			if l == h.language {
				langSelect.SetSelectedIndex(i + 1)
			}
		}
	}
	current()
	langSelect.OnChanged = func(string) {
		kit.Unfocus(langSelect)
		code := ""
		if i := langSelect.SelectedIndex(); i > 0 {
			code = Languages[i-1]
		}
		if code == h.language {
			return
		}
		guard(func() { h.setLanguage(code) }, current)
	}
	return langSelect
}

// setLanguage saves and applies language code, and builds every page anew.
func (h *Host) setLanguage(code string) {
	if err := h.store.SetSetting(h.ctx, data.SettingLanguage, code); err != nil {
		h.ShowError(err)
		return
	}
	h.language = code
	if err := applyLanguage(code); err != nil {
		h.ShowError(err)
	}
	h.rebuild()
}

// themePicker offers the system's, the light and the dark theme.
func (h *Host) themePicker(guard func(apply, undo func())) fyne.CanvasObject {
	themes := []string{ThemeSystem, ThemeLight, ThemeDark}
	themeLabels := []string{lang.L("System"), lang.L("Light"), lang.L("Dark")}
	current := 0
	for i, t := range themes {
		if t == h.theme {
			current = i
		}
	}
	var picker *kit.Segmented
	picker = kit.NewSegmented(themeLabels, current, func(i int) {
		guard(func() { h.setTheme(themes[i]) }, func() { picker.Select(current, false) })
	})
	return picker
}

// setTheme saves and applies theme t, and builds every page anew: pages
// under Settings were drawn in the old colours.
func (h *Host) setTheme(t string) {
	if err := h.store.SetSetting(h.ctx, data.SettingTheme, t); err != nil {
		h.ShowError(err)
		return
	}
	h.theme = t
	h.app.Settings().SetTheme(newTheme(h.theme))
	h.rebuild()
}

// profilesSection lists the profiles, each with Rename and Delete, then
// Add profile.
func (h *Host) profilesSection() []fyne.CanvasObject {
	profiles := container.NewVBox()
	var refreshProfiles func()
	refreshProfiles = func() {
		profiles.Objects = nil
		ps, err := h.store.Profiles(h.ctx)
		if err != nil {
			h.ShowError(err)
		}
		if len(ps) == 0 {
			profiles.Add(kit.Note(lang.L("No profiles yet. A profile keeps a player's history and Bonfire handicap.")))
		}
		for _, p := range ps {
			profiles.Add(h.profileRow(p, refreshProfiles))
		}
		if len(ps) > 0 {
			profiles.Add(h.meSetting(ps))
		}
		profiles.Refresh()
	}
	refreshProfiles()
	add := widget.NewButtonWithIcon(lang.L("Add profile"), theme.ContentAddIcon(), func() {
		h.askNameThen(lang.L("New profile"), "", func(name string) (func(), error) {
			p, err := h.store.CreateProfile(h.ctx, name)
			if err != nil {
				return nil, err
			}
			refreshProfiles()
			return func() { h.profileNamed(p, true, refreshProfiles) }, nil
		})
	})
	return []fyne.CanvasObject{profiles, add}
}

// profileRow is one profile's name with Rename and Delete (which asks
// first); changed lists the profiles anew.
func (h *Host) profileRow(p data.Profile, changed func()) fyne.CanvasObject {
	rename := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() {
		h.askNameThen(lang.L("Rename profile"), p.Name, func(name string) (func(), error) {
			if err := h.store.RenameProfile(h.ctx, p.ID, name); err != nil {
				return nil, err
			}
			changed()
			renamed := p
			renamed.Name = name
			return func() { h.profileNamed(renamed, false, changed) }, nil
		})
	})
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		dialog.ShowConfirm(lang.L("Delete profile?"),
			lang.L("{{.Name}} is removed from the list. Their saved plays stay in the history, under the name each was saved with; their Bonfire handicap and its ledger are deleted.", map[string]any{"Name": p.Name}),
			func(ok bool) {
				if !ok {
					return
				}
				if err := h.store.DeleteProfile(h.ctx, p.ID); err != nil {
					h.ShowError(err)
				}
				changed()
			}, h.win)
	})
	name := widget.NewLabel(p.Name)
	name.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, container.NewHBox(kit.Square(rename), kit.Square(del)), name)
}

// settingsSections are the modules' settings groups (Tom's deck), in Home
// order, then the games' BoardGameGeek ids.
func (h *Host) settingsSections() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, m := range h.modules {
		if s, ok := m.(SettingsSectioner); ok {
			out = append(out, s.SettingsSection())
		}
	}
	return append(out, h.bggIDsSection())
}

// AskName asks for a name in a dialog; save's error keeps the dialog open
// with the message.
func (h *Host) AskName(title, current string, save func(string) error) {
	h.askName(title, current, save)
}

// NewProfileButton is the "New profile" button of a page that asks who
// plays: it asks for a name, creates the profile and hands it to created
// (which typically selects it and redraws the page), then again after
// the profile's questions (profileNamed: the plays it may take, "is this
// you?").
func (h *Host) NewProfileButton(created func(data.Profile)) *widget.Button {
	return widget.NewButtonWithIcon(lang.L("New profile"), theme.ContentAddIcon(), func() {
		h.askNameThen(lang.L("New profile"), "", func(name string) (func(), error) {
			p, err := h.Store().CreateProfile(h.Ctx(), name)
			if err != nil {
				return nil, err
			}
			created(p)
			return func() { h.profileNamed(p, true, func() { created(p) }) }, nil
		})
	})
}

func (h *Host) askName(title, current string, save func(string) error) {
	h.askNameThen(title, current, func(name string) (func(), error) { return nil, save(name) })
}

// askNameThen is askName whose save may return what to do once the dialog
// is gone (another question: a dialog hidden takes the ones above it).
func (h *Host) askNameThen(title, current string, save func(string) (func(), error)) {
	entry := kit.NewEntry()
	entry.SetText(current)
	entry.SetPlaceHolder(lang.L("Name"))
	problem := kit.NewErrorLabel()
	var d *dialog.CustomDialog
	submit := func() {
		name, err := data.CleanName(entry.Text)
		var then func()
		if err == nil {
			then, err = save(name)
		}
		if err != nil {
			problem.Set(nameError(err))
			return
		}
		d.Hide()
		if then != nil {
			then()
		}
	}
	entry.OnSubmitted = func(string) { submit() }
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	ok := kit.Primary(lang.L("Save"), theme.ConfirmIcon(), submit)
	form := container.NewVBox(entry, problem.Label, container.NewGridWithColumns(2, cancel, ok))
	d = dialog.NewCustomWithoutButtons(title, form, h.win)
	d.Resize(fyne.NewSize(320, 0))
	d.Show()
	h.win.Canvas().Focus(entry)
}

// nameError words a name problem for the player.
func nameError(err error) string {
	switch {
	case errors.Is(err, data.ErrDuplicateName):
		return lang.L("A profile with this name already exists.")
	case errors.Is(err, data.ErrEmptyName):
		return lang.L("Please enter a name.")
	case errors.Is(err, data.ErrNameTooLong):
		return lang.L("A name has at most {{.Max}} characters.", map[string]any{"Max": data.MaxNameLength})
	}
	return kit.TrErr(err)
}
