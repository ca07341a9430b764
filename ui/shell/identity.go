package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	dnames "hearth/data/names"
	"hearth/ui/kit"
)

// A player is a profile, not a spelling (issue 35 §1): a profile made or
// renamed to a name already played is asked whether those plays are its
// own, and one profile may be "me", asked once.

// profileNamed follows a profile just made (made) or renamed: it offers the
// plays saved under its name without a profile, then, for a profile made
// while no one was asked "is this you?", asks it; done runs after the
// questions (the page lists the profiles anew).
func (h *Host) profileNamed(p data.Profile, made bool, done func()) {
	askMe := func() {
		if asked, err := h.store.MeAsked(h.ctx); err != nil || asked || !made {
			done()
			return
		}
		h.askMe(p, done)
	}
	n, err := h.store.PlaysToTake(h.ctx, p.Name, p.ID)
	if err != nil {
		h.ShowError(err)
	}
	if n == 0 {
		askMe()
		return
	}
	h.askTakePlays(p, n, askMe)
}

// askTakePlays asks whether the n plays saved under p's name without a
// profile are p's, and links them if so; then runs after either answer.
func (h *Host) askTakePlays(p data.Profile, n int, then func()) {
	body := kit.N("{{.Count}} plays were saved under the name “{{.Name}}” without a profile. If that was this person, the profile takes them: its statistics, History and handicap count them. If it was someone else, they stay apart under that name.",
		n, map[string]any{"Name": p.Name})
	d := dialog.NewCustomConfirm(lang.L("Plays saved as {{.Name}}", map[string]any{"Name": p.Name}),
		lang.L("Same person"), lang.L("Someone else"), wrapped(body, h.win.Canvas().Size().Width), func(take bool) {
			if take {
				if _, err := h.store.TakePlays(h.ctx, p.ID); err != nil {
					h.ShowError(err)
				}
			}
			then()
		}, h.win)
	d.Show()
}

// offerPlays asks, one profile after the other, whether the plays an
// import left under each profile's name without a profile are its own
// (askTakePlays, as a profile made here asks), then shows the app anew.
func (h *Host) offerPlays(offers []data.TakeOffer) {
	if len(offers) == 0 {
		return
	}
	o := offers[0]
	h.askTakePlays(o.Profile, o.Plays, func() {
		if len(offers) == 1 {
			h.rebuild()
			return
		}
		h.offerPlays(offers[1:])
	})
}

// askMe asks once whether p is the person who uses this device.
func (h *Host) askMe(p data.Profile, then func()) {
	body := lang.L("Hearth can mark one profile as you: files sent to BG Stats are yours, and solo games offer you first. You can change it in Settings, under Profiles.")
	d := dialog.NewCustomConfirm(lang.L("Is {{.Name}} you?", map[string]any{"Name": p.Name}),
		lang.L("It's me"), lang.L("Not me"), wrapped(body, h.win.Canvas().Size().Width), func(me bool) {
			id := int64(0)
			if me {
				id = p.ID
			}
			if err := h.store.SetMe(h.ctx, id); err != nil {
				h.ShowError(err)
			}
			then()
		}, h.win)
	d.Show()
}

// meSetting is Settings' "You are" choice among the profiles (none: no
// one), shown under the profiles.
func (h *Host) meSetting(ps []data.Profile) fyne.CanvasObject {
	me, _, err := h.store.Me(h.ctx)
	if err != nil {
		h.ShowError(err)
	}
	labels := []string{lang.L("No one")}
	current := 0
	for i, p := range ps {
		labels = append(labels, p.Name)
		if p.ID == me.ID {
			current = i + 1
		}
	}
	pick := widget.NewSelect(labels, nil)
	pick.SetSelectedIndex(current)
	pick.OnChanged = func(string) {
		kit.Unfocus(pick)
		id := int64(0)
		if i := pick.SelectedIndex(); i > 0 {
			id = ps[i-1].ID
		}
		if err := h.store.SetMe(h.ctx, id); err != nil {
			h.ShowError(err)
		}
	}
	return container.NewBorder(nil, nil, widget.NewLabel(lang.L("You are")), nil, pick)
}

// MeProfile is the profile marked "this is me", 0 for none: the solo
// player offered first.
func (h *Host) MeProfile() int64 {
	me, _, err := h.store.Me(h.ctx)
	if err != nil {
		fyne.LogError("reading who is me", err)
	}
	return me.ID
}

// playerLabels names the players History's filter and the merge offer
// (StatPlayers: every profile among them): a name saved without a profile
// that a profile also has is told apart from it.
func playerLabels(players []data.Player) []string {
	profiles := map[string]bool{}
	for _, p := range players {
		if p.ProfileID != 0 {
			profiles[dnames.Fold(p.Name)] = true
		}
	}
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = shownName(p, profiles)
	}
	return out
}

// shownName is a player's name, "Fay (no profile)" for a name without a
// profile that one of profiles (folded names) has: plays kept apart when
// the profile was made or renamed.
func shownName(p data.Player, profiles map[string]bool) string {
	if p.ProfileID == 0 && profiles[dnames.Fold(p.Name)] {
		return lang.L("{{.Name}} (no profile)", map[string]any{"Name": p.Name})
	}
	return p.Name
}

// namesApart names the players of a leaderboard as shownName does,
// reading the profiles once.
func (h *Host) namesApart() func(data.Player) string {
	ps, err := h.store.Profiles(h.ctx)
	if err != nil {
		fyne.LogError("reading the profiles", err)
	}
	profiles := map[string]bool{}
	for _, p := range ps {
		profiles[dnames.Fold(p.Name)] = true
	}
	return func(p data.Player) string { return shownName(p, profiles) }
}

// savedAs is the play page's line under a seat saved under another name
// than its profile's present one; "" when the names are the same.
func savedAs(r data.Result) string {
	if r.Bot || r.SavedName == "" || r.SavedName == r.Name {
		return ""
	}
	return lang.L("Saved as {{.Name}}", map[string]any{"Name": r.SavedName})
}
