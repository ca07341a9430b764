package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
)

// homePage shows the three games, a Resume card per unfinished session,
// History and Settings.
func (u *UI) homePage() *page {
	box := container.NewVBox()
	p := &page{title: lang.L("Hearth")}
	refresh := func() {
		box.Objects = nil
		sessions, err := u.store.Sessions(u.ctx, "", data.SessionOpen)
		if err != nil {
			fyne.LogError("listing sessions", err)
		}
		var resumable []data.Session
		for _, s := range sessions {
			if u.resumers[s.Mode] != nil {
				resumable = append(resumable, s)
			}
		}
		if len(resumable) > 0 {
			box.Add(heading(lang.L("Resume")))
			names := u.profileNames()
			for _, s := range resumable {
				s := s
				sub := lang.L("Last move {{.When}}", map[string]any{"When": formatWhen(s.UpdatedAt)})
				box.Add(newTile(sessionTitle(s, names[s.ProfileID]), sub, gameColours[s.Game], func() { u.resumers[s.Mode](s) }))
			}
		}
		box.Add(heading(lang.L("Games")))
		for _, g := range data.Games {
			g := g
			box.Add(newTile(gameName(g), gameBlurb(g), gameColours[g], func() { u.nav.push(u.gamePage(g)) }))
		}
		box.Add(widget.NewSeparator())
		history := widget.NewButtonWithIcon(lang.L("History"), theme.HistoryIcon(), func() { u.nav.push(u.historyPage("")) })
		settings := widget.NewButtonWithIcon(lang.L("Settings"), theme.SettingsIcon(), func() { u.nav.push(u.settingsPage()) })
		box.Add(container.NewGridWithColumns(2, history, settings))
		box.Refresh()
	}
	refresh()
	p.content = scrollPage(box)
	p.onShow = refresh
	return p
}

func gameBlurb(game string) string {
	switch game {
	case data.GameBonfire:
		return lang.L("Score a game, play solo against Tom, deal a setup")
	case data.GameLueur:
		return lang.L("Deal a setup")
	case data.GameInsula:
		return lang.L("Deal a setup")
	}
	return ""
}

// sessionTitle names an unfinished session on its Resume card, with the
// player's name when the session belongs to a profile.
func sessionTitle(s data.Session, player string) string {
	switch {
	case s.Mode == modeTom && player != "":
		return lang.L("{{.Name}} against Tom", map[string]any{"Name": player})
	case s.Mode == modeTom:
		return lang.L("Bonfire solo against Tom")
	}
	return gameName(s.Game)
}

// profileNames maps profile ids to names.
func (u *UI) profileNames() map[int64]string {
	out := map[int64]string{}
	ps, err := u.store.Profiles(u.ctx)
	if err != nil {
		fyne.LogError("listing profiles", err)
	}
	for _, p := range ps {
		out[p.ID] = p.Name
	}
	return out
}
