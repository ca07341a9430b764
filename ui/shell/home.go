package shell

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"
)

// homePage shows a Resume card per unfinished session and per draft, the
// games, your card (youTiles, once a profile is marked "me"), History and
// Settings.
func (h *Host) homePage() *kit.Page {
	box := container.NewVBox()
	p := &kit.Page{Title: lang.L("Hearth")}
	var refresh func()
	refresh = func() {
		objs := h.autoFailureTile()
		resume := append(h.resumeTiles(), h.draftTiles(refresh)...)
		resume = append(resume, h.setupTiles()...)
		if len(resume) > 0 {
			objs = append(objs, kit.BoldHeading(lang.L("Resume")))
			objs = append(objs, resume...)
		}
		objs = append(objs, kit.BoldHeading(lang.L("Games")))
		for _, m := range h.modules {
			m := m
			objs = append(objs, kit.NewTile(m.Name(), m.Blurb(), m.Accent(), func() { h.nav.push(h.gamePage(m)) }))
		}
		objs = append(objs, h.youTiles()...)
		// Home draws no text in Fyne's text styles (kit.BoldHeading,
		// kit.Tile, kit.Button): its first frame would wait for their fonts
		// (issue 21; TestHomeNeedsNoFyneTextStyle).
		history := kit.NewButton(lang.L("History"), theme.HistoryIcon(), func() { h.nav.push(h.historyPage("")) })
		settings := kit.NewButton(lang.L("Settings"), theme.SettingsIcon(), func() { h.nav.push(h.settingsPage()) })
		objs = append(objs, widget.NewSeparator(), container.NewGridWithColumns(2, history, settings))
		// All at once, and laid out only once shown: adding them one by
		// one laid the page out at each object (at width 0 before it is
		// shown, every word of a tile on its own line), and
		// Container.Refresh redecoded every icon and remeasured every text
		// of widgets just made (start-up, issue 21).
		if box.Size().IsZero() {
			box.Objects = objs
			return
		}
		kit.Relayout(box, objs...)
	}
	refresh()
	p.Content = kit.ScrollPage(box)
	p.OnShow = refresh
	return p
}

// resumeTiles are the Resume cards of unfinished sessions whose module
// reopens them.
func (h *Host) resumeTiles() []fyne.CanvasObject {
	sessions, err := h.store.Sessions(h.ctx, "", data.SessionOpen)
	if err != nil {
		fyne.LogError("listing sessions", err)
	}
	byStart(sessions)
	var out []fyne.CanvasObject
	var names map[int64]string
	for _, s := range sessions {
		s := s
		r, ok := h.Module(s.Game).(Resumer)
		if !ok || !r.Resumes(s.Mode) {
			continue
		}
		if names == nil {
			names = h.profileNames()
		}
		out = append(out, kit.NewTile(r.ResumeTitle(s, names[s.ProfileID]), h.resumeSubtitle(r, s), h.Accent(s.Game), func() {
			h.nav.expect(sessionMark(s))
			r.Resume(s)
		}))
	}
	return out
}

// resumeSubtitle is where the session stands, when its module says
// ("Round 7"), and when it last moved.
func (h *Host) resumeSubtitle(r Resumer, s data.Session) string {
	when := FormatWhen(s.UpdatedAt)
	if p, ok := r.(ResumeProgresser); ok {
		if at := h.resumeProgress(p, s); at != "" {
			return lang.L("{{.Progress}} · last move {{.When}}", map[string]any{"Progress": at, "When": when})
		}
	}
	return lang.L("Last move {{.When}}", map[string]any{"When": when})
}

// progressLine is a Resume card's progress as read for one stored move in
// one language.
type progressLine struct {
	cursor   int
	at       time.Time
	language string
	text     string
}

// resumeProgress asks the module where s stands only when the game moved
// or the language changed since it last asked: the module replays the game
// to say it, and Home is drawn each time it shows.
func (h *Host) resumeProgress(p ResumeProgresser, s data.Session) string {
	if l, ok := h.progress[s.ID]; ok && l.cursor == s.Cursor && l.at.Equal(s.UpdatedAt) && l.language == kit.Language() {
		return l.text
	}
	text := p.ResumeProgress(s)
	if h.progress == nil {
		h.progress = map[int64]progressLine{}
	}
	h.progress[s.ID] = progressLine{cursor: s.Cursor, at: s.UpdatedAt, language: kit.Language(), text: text}
	return text
}

// draftTiles are the Resume cards of drafts, each with a way to discard it
// that asks first.
func (h *Host) draftTiles(changed func()) []fyne.CanvasObject {
	drafts, err := h.store.Drafts(h.ctx)
	if err != nil {
		fyne.LogError("listing drafts", err)
	}
	h.byGame(drafts)
	var out []fyne.CanvasObject
	for _, d := range drafts {
		d := d
		r, ok := h.Module(d.Game).(Drafter)
		if !ok {
			continue
		}
		title := r.DraftTitle(d)
		if title == "" {
			continue // restored by its own screen (a solo game's final score)
		}
		sub := lang.L("Last change {{.When}}", map[string]any{"When": FormatWhen(d.UpdatedAt)})
		discard := kit.NewButton("", theme.DeleteIcon(), func() {
			dialog.ShowConfirm(lang.L("Discard this draft?"), lang.L("{{.Title}} is thrown away; this cannot be undone.", map[string]any{"Title": title}), func(ok bool) {
				if !ok {
					return
				}
				if err := h.store.DeleteDraft(h.ctx, d.Key); err != nil {
					h.ShowError(err)
				}
				changed()
			}, h.win)
		})
		discard.Importance = widget.LowImportance
		tile := kit.NewTile(title, sub, h.Accent(d.Game), func() {
			h.nav.expect(draftMark(d.Key))
			r.RestoreDraft(d)
		})
		out = append(out, container.NewBorder(nil, nil, nil, container.NewCenter(kit.Square(discard)), tile))
	}
	return out
}

// profileNames maps profile ids to names.
func (h *Host) profileNames() map[int64]string {
	out := map[int64]string{}
	ps, err := h.store.Profiles(h.ctx)
	if err != nil {
		fyne.LogError("listing profiles", err)
	}
	for _, p := range ps {
		out[p.ID] = p.Name
	}
	return out
}

// byStart orders sessions as Home and the games' pages list them, the
// latest started first: a card stays where it was when its game moves
// (issue 32 §5: ordered by the last move, the card of the game just left
// jumped to the top, and a tap meant for the card below hit it).
func byStart(ss []data.Session) {
	slices.SortStableFunc(ss, func(a, b data.Session) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
}

// byGame orders drafts in Home's order of the games, then by key, so that a
// draft changed does not move above the others.
func (h *Host) byGame(ds []data.Draft) {
	rank := map[game.Game]int{}
	for i, m := range h.modules {
		rank[m.Game()] = i
	}
	slices.SortStableFunc(ds, func(a, b data.Draft) int {
		if c := cmp.Compare(rank[a.Game], rank[b.Game]); c != 0 {
			return c
		}
		return strings.Compare(a.Key, b.Key)
	})
}
