package shell

import (
	"encoding/json"
	"fmt"
	"hearth/data"
	"hearth/scoring"
	"hearth/ui/kit"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// PlayTitle is a play's line in History: the game and when it was played.
func (h *Host) PlayTitle(p data.Play) string {
	return h.GameName(p.Game) + " · " + FormatWhen(p.PlayedAt)
}

// playSummary is "Ana 61 · Ben 55" and who won, each line cut to fit a
// phone's row (the play page has them whole); a Pointless game's numbers
// (strengths) are left out.
func (h *Host) playSummary(p data.Play) string {
	parts := make([]string, len(p.Results))
	for i, r := range p.Results {
		parts[i] = fmt.Sprintf("%s %d", r.Name, r.Score)
		if h.pointless(p.Game) {
			parts[i] = r.Name
		}
	}
	line := clip(strings.Join(parts, " · "), summaryRunes)
	if w := winnerLine(p, true); w != "" {
		line += "\n" + clip(w, summaryRunes)
	}
	return line
}

// winnerLine is "Winner: Ana", with the rule that broke a tie for her
// when one did (issue 32 §4: a 61–61 game won on bonfires read "Winner:
// Ana" alone), its short form in History's rows; "" without a winner.
func winnerLine(p data.Play, short bool) string {
	w := p.Winners()
	if len(w) == 0 {
		return ""
	}
	names := strings.Join(w, ", ")
	if why := tieBreakReason(p.TieBreak(), short); why != "" {
		return lang.L("Winner: {{.Names}} ({{.Reason}})", map[string]any{"Names": names, "Reason": why})
	}
	return lang.L("Winner: {{.Names}}", map[string]any{"Names": names})
}

// tieBreakReason words the rule that broke a tie (data.Play.TieBreak), in
// full or short; "" for none.
func tieBreakReason(rule string, short bool) string {
	switch {
	case rule == data.TieBreakBonfires && short:
		return lang.L("on bonfires")
	case rule == data.TieBreakBonfires:
		return lang.L("tie broken by the most bonfires")
	case rule == data.TieBreakTom && short:
		return lang.L("a tie is his")
	case rule == data.TieBreakTom:
		return lang.L("a tie against Tom is his")
	case rule == data.TieBreakRerollTokens && short:
		return lang.L("on reroll tokens")
	case rule == data.TieBreakRerollTokens:
		return lang.L("tie broken by the most reroll tokens")
	case rule == data.TieBreakArrival && short:
		return lang.L("on arrival")
	case rule == data.TieBreakArrival:
		return lang.L("tie broken by the first to reach the citadel")
	}
	return ""
}

// summaryRunes is how much of a summary line fits a 360 px row.
const summaryRunes = 34

// clip cuts s to n runes, ending with "…" when cut.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// OpenPlay shows a play just saved, with the records it beat.
func (h *Host) OpenPlay(id int64) {
	h.nav.push(h.playPageOf(id, true))
	h.backUpDaily()
}

// playPage shows one play's breakdown, line by line for each player.
func (h *Host) playPage(id int64) *kit.Page { return h.playPageOf(id, false) }

// playPageOf is a play's page; a play just saved says which records it
// beat (issue 35 §2), which reads its players' histories.
func (h *Host) playPageOf(id int64, saved bool) *kit.Page {
	p, err := h.store.Play(h.ctx, id)
	if err != nil {
		return &kit.Page{Title: lang.L("History"), Content: kit.Note(kit.TrErr(err))}
	}
	box := container.NewVBox()
	info := lang.L("Played {{.When}}", map[string]any{"When": FormatWhen(p.PlayedAt)})
	if p.Duration > 0 {
		info += " · " + lang.L("{{.Minutes}} min", map[string]any{"Minutes": int(p.Duration.Minutes())})
	}
	if p.Location != "" {
		info += " · " + p.Location
	}
	box.Add(kit.Note(info))
	if p.SetupCode != "" {
		code := p.SetupCode
		box.Add(kit.NewTile(lang.L("Setup code {{.Code}}", map[string]any{"Code": code}), lang.L("Tap to deal the same setup again"), h.Accent(p.Game), func() {
			h.OpenSetupCode(code)
		}))
	}
	if w := winnerLine(p, false); w != "" {
		box.Add(kit.Heading(w))
	}
	titler, _ := h.Module(p.Game).(ResultTitler)
	liner, _ := h.Module(p.Game).(ResultLiner)
	totaler, _ := h.Module(p.Game).(LinesTotaler)
	colours := h.playerColours()
	for _, r := range p.Results {
		card := resultCard(r, titler, liner, totaler)
		if !r.Bot {
			card = kit.ColourMarked(colours.of(data.Player{ProfileID: r.ProfileID, Name: r.Name}), card)
		}
		box.Add(card)
	}
	if line := h.personalBests(p); line != "" {
		box.Add(kit.Heading(line))
	}
	if saved {
		if line := h.newRecords(p); line != "" {
			box.Add(kit.Heading(line))
		}
	}
	if d, ok := h.Module(p.Game).(PlayDetailer); ok {
		if extra := d.PlayDetail(p); extra != nil {
			box.Add(extra)
		}
	}
	box.Add(kit.Heading(lang.L("Notes")))
	if p.Notes != "" {
		box.Add(kit.Note(p.Notes))
	}
	box.Add(widget.NewButtonWithIcon(lang.L("Edit notes and place"), theme.DocumentCreateIcon(), func() { h.editPlay(p) }))
	box.Add(h.correctButton(p))
	box.Add(widget.NewButtonWithIcon(lang.L("Send to BG Stats"), theme.MailSendIcon(), func() { h.sendToBGStats(p) }))
	// Deleting is secondary and asks first: a small button in the top bar,
	// never where the primary action of a page sits.
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { h.confirmDelete(p) })
	del.Importance = widget.LowImportance
	return &kit.Page{Title: h.PlayTitle(p), Content: kit.ScrollPage(box), Actions: []fyne.CanvasObject{del}}
}

// confirmDelete deletes a play after asking; the store recomputes what
// depends on it (the handicap ledger) in the same transaction.
func (h *Host) confirmDelete(p data.Play) {
	dialog.ShowConfirm(lang.L("Delete play?"), lang.L("The play and its scores are removed from the history."), func(ok bool) {
		if !ok {
			return
		}
		if err := h.store.DeletePlay(h.ctx, p.ID); err != nil {
			h.ShowError(err)
			return
		}
		h.nav.pop()
	}, h.win)
}

// editPlay changes a play's notes and place in a dialog.
func (h *Host) editPlay(p data.Play) {
	notes := kit.NewMultiLineEntry()
	notes.SetText(p.Notes)
	notes.SetMinRowsVisible(3)
	place := kit.NewEntry()
	place.SetText(p.Location)
	place.SetPlaceHolder(lang.L("Where was it played?"))
	problem := kit.NewErrorLabel()
	form := container.NewVBox(kit.Heading(lang.L("Notes")), notes, kit.Heading(lang.L("Place")), place, problem.Label)
	var d dialog.Dialog
	save := widget.NewButton(lang.L("Save"), func() {
		if err := h.store.EditPlay(h.ctx, p.ID, notes.Text, place.Text); err != nil {
			problem.Set(kit.TrErr(err))
			return
		}
		d.Hide()
		h.nav.replace(h.playPage(p.ID))
	})
	save.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(lang.L("Edit notes and place"), container.NewBorder(nil, container.NewGridWithColumns(2, cancel, save), nil, nil, form), h.win)
	d.Resize(fyne.NewSize(340, 360))
	d.Show()
}

// ResultLiner is a game that counts a saved result's lines again from the
// board saved with it, with details worded in the reader's language (Lueur:
// "3 fireflies < 7 companions"); false keeps the lines as stored.
type ResultLiner interface {
	ResultLines(r data.Result) ([]scoring.Line, bool)
}

// LinesTotaler is implemented by a game whose breakdown lines do not all
// add up to the score: LinesTotal is what they add up to (Insula's solo
// expedition keeps the rounds played beside the final strength, told and
// not counted). Without it the lines' sum is the score, and a score that
// differs was corrected by hand.
type LinesTotaler interface {
	LinesTotal(lines []scoring.Line) int
}

// resultCard shows one player's total and breakdown lines; the game's
// ResultTitler, if any, words the total, its ResultLiner the lines, its
// LinesTotaler what they add up to.
func resultCard(r data.Result, titler ResultTitler, liner ResultLiner, totaler LinesTotaler) fyne.CanvasObject {
	var rec scoring.Record
	_ = json.Unmarshal(r.Breakdown, &rec)
	if liner != nil {
		if lines, ok := liner.ResultLines(r); ok {
			rec.Lines = lines
		}
	}
	title := kit.N("{{.Name}}: {{.Count}} points", r.Score, map[string]any{"Name": r.Name})
	if titler != nil {
		title = titler.ResultTitle(r)
	}
	card := container.NewVBox(kit.Heading(title))
	if saved := savedAs(r); saved != "" {
		card.Add(kit.Note(saved))
	}
	card.Add(kit.BreakdownLines(rec.Lines))
	sum := 0
	for _, l := range rec.Lines {
		sum += l.Points
	}
	if totaler != nil {
		sum = totaler.LinesTotal(rec.Lines)
	}
	if len(rec.Lines) > 0 && sum != r.Score {
		card.Add(kit.Note(lang.L("Total corrected by hand; the lines are as first entered ({{.Sum}}).", map[string]any{"Sum": sum})))
	}
	return widget.NewCard("", "", card)
}
