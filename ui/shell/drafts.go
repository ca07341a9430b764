package shell

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"hearth/ui/kit"
)

// ScorePage opens a game's score entry: the page start makes when no draft
// is kept under key, else a choice between reopening the unfinished score
// (m.RestoreDraft) and throwing it away for a new one. The score entry's
// pages are its draft's: the app opens the draft again at the next start
// while they are on screen (SettingOnScreen).
func (h *Host) ScorePage(key string, m Drafter, accent color.NRGBA, start func() *kit.Page) *kit.Page {
	d, ok, err := h.Store().LoadDraft(h.Ctx(), key)
	if err != nil || !ok {
		p := start()
		h.nav.expect(draftMark(key))
		return p
	}
	box := container.NewVBox(
		kit.Heading(lang.L("A score is under way")),
		kit.NewTile(m.DraftTitle(d), lang.L("Last change {{.When}}", map[string]any{"When": FormatWhen(d.UpdatedAt)}), accent, func() {
			h.Pop()
			h.nav.expect(draftMark(key))
			m.RestoreDraft(d)
		}),
		kit.NewTile(lang.L("Start a new score"), lang.L("The unfinished score is thrown away"), accent, func() {
			dialog.ShowConfirm(lang.L("Discard this draft?"), lang.L("{{.Title}} is thrown away; this cannot be undone.", map[string]any{"Title": m.DraftTitle(d)}), func(yes bool) {
				if !yes {
					return
				}
				if err := h.Store().DeleteDraft(h.Ctx(), key); err != nil {
					fyne.LogError("dropping a score draft", err)
				}
				p := start()
				h.nav.expect(draftMark(key))
				h.Replace(p)
			}, h.Window())
		}),
	)
	return &kit.Page{Title: lang.L("Score a game"), Content: kit.ScrollPage(box)}
}
