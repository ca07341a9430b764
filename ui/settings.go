package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
)

// settingsPage holds language, theme and player profiles.
func (u *UI) settingsPage() *page {
	// Language: the system's or one of Hearth's, each named in itself.
	langOptions := []string{lang.L("System language")}
	for _, l := range Languages {
		langOptions = append(langOptions, languageNames[l])
	}
	langSelect := widget.NewSelect(langOptions, nil)
	langSelect.SetSelectedIndex(0)
	for i, l := range Languages {
		if l == u.language {
			langSelect.SetSelectedIndex(i + 1)
		}
	}
	langSelect.OnChanged = func(string) {
		code := ""
		if i := langSelect.SelectedIndex(); i > 0 {
			code = Languages[i-1]
		}
		if code == u.language {
			return
		}
		if err := u.store.SetSetting(u.ctx, data.SettingLanguage, code); err != nil {
			u.showError(err)
			return
		}
		u.language = code
		if err := applyLanguage(code); err != nil {
			u.showError(err)
		}
		u.rebuild()
	}

	themes := []string{ThemeSystem, ThemeLight, ThemeDark}
	themeLabels := []string{lang.L("System"), lang.L("Light"), lang.L("Dark")}
	current := 0
	for i, t := range themes {
		if t == u.theme {
			current = i
		}
	}
	themePicker := newSegmented(themeLabels, current, func(i int) {
		if err := u.store.SetSetting(u.ctx, data.SettingTheme, themes[i]); err != nil {
			u.showError(err)
			return
		}
		u.theme = themes[i]
		u.app.Settings().SetTheme(newTheme(u.theme))
	})

	profiles := container.NewVBox()
	var refreshProfiles func()
	refreshProfiles = func() {
		profiles.Objects = nil
		ps, err := u.store.Profiles(u.ctx)
		if err != nil {
			u.showError(err)
		}
		if len(ps) == 0 {
			profiles.Add(note(lang.L("No profiles yet. A profile keeps a player's history and Bonfire handicap.")))
		}
		for _, p := range ps {
			p := p
			rename := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() {
				u.askName(lang.L("Rename profile"), p.Name, func(name string) error {
					if err := u.store.RenameProfile(u.ctx, p.ID, name); err != nil {
						return err
					}
					refreshProfiles()
					return nil
				})
			})
			del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				dialog.ShowConfirm(lang.L("Delete profile?"),
					lang.L("{{.Name}} is removed from the list. Their saved plays stay in the history.", map[string]any{"Name": p.Name}),
					func(ok bool) {
						if !ok {
							return
						}
						if err := u.store.DeleteProfile(u.ctx, p.ID); err != nil {
							u.showError(err)
						}
						refreshProfiles()
					}, u.win)
			})
			name := widget.NewLabel(p.Name)
			name.Truncation = fyne.TextTruncateEllipsis
			profiles.Add(container.NewBorder(nil, nil, nil, container.NewHBox(square(rename), square(del)), name))
		}
		profiles.Refresh()
	}
	refreshProfiles()
	add := widget.NewButtonWithIcon(lang.L("Add profile"), theme.ContentAddIcon(), func() {
		u.askName(lang.L("New profile"), "", func(name string) error {
			if _, err := u.store.CreateProfile(u.ctx, name); err != nil {
				return err
			}
			refreshProfiles()
			return nil
		})
	})

	box := container.NewVBox(
		heading(lang.L("Language")), langSelect,
		heading(lang.L("Theme")), themePicker,
		heading(lang.L("Profiles")), profiles, add,
	)
	for _, extra := range u.settingsSections() {
		box.Add(extra)
	}
	box.Add(widget.NewSeparator())
	box.Add(note(lang.L("Database: {{.Path}}", map[string]any{"Path": u.store.Path()})))
	return &page{title: lang.L("Settings"), content: scrollPage(box)}
}

// settingsSections are further settings groups added by features (Tom's deck).
func (u *UI) settingsSections() []fyne.CanvasObject {
	return []fyne.CanvasObject{u.tomDeckSection()}
}

// askName asks for a name in a dialog; save's error keeps the dialog open
// with the message.
func (u *UI) askName(title, current string, save func(string) error) {
	entry := widget.NewEntry()
	entry.SetText(current)
	entry.SetPlaceHolder(lang.L("Name"))
	problem := newErrorLabel()
	var d *dialog.CustomDialog
	submit := func() {
		name, err := data.CleanName(entry.Text)
		if err == nil {
			err = save(name)
		}
		if err != nil {
			problem.set(nameError(err))
			return
		}
		d.Hide()
	}
	entry.OnSubmitted = func(string) { submit() }
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	ok := primary(lang.L("Save"), theme.ConfirmIcon(), submit)
	form := container.NewVBox(entry, problem.Label, container.NewGridWithColumns(2, cancel, ok))
	d = dialog.NewCustomWithoutButtons(title, form, u.win)
	d.Resize(fyne.NewSize(320, 0))
	d.Show()
	u.win.Canvas().Focus(entry)
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
	return trErr(err)
}
