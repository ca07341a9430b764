package bonfire

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
)

// cardBanner shows Tom's revealed card and, once known, the gnome's resource.
func (g *tomGame) cardBanner(p tom.Pending) fyne.CanvasObject {
	title := kit.TrTerm(p.Card)
	if p.HasResource {
		title += " · " + kit.TrTerm(p.Resource)
	}
	detail := lang.L("card {{.N}}/{{.Max}}", map[string]any{"N": g.run.State().CardsDrawn(), "Max": ref.TomDeckSize * ref.TomMaxCycles})
	return kit.Banner(title, detail, accent)
}

// turnNotes are the lines Tom's current turn has logged so far (a new cycle,
// his countdown tile) and the pending note.
func (g *tomGame) turnNotes(p tom.Pending) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	if cur, ok := g.run.State().Current(); ok {
		for i, l := range cur.Lines {
			out = append(out, keepText(g, "warn"+strconv.Itoa(i), kit.Tr(l), kit.Warn))
		}
	}
	if p.Note.Text != "" {
		out = append(out, keepText(g, "note", kit.Tr(p.Note), kit.Warn))
	}
	return out
}

// instruction opens every "what Tom took" question: his card, what to do
// at the table, notes, then the question.
func (g *tomGame) instruction(p tom.Pending) []fyne.CanvasObject {
	body := []fyne.CanvasObject{g.cardBanner(p), keepText(g, "big", kit.Tr(p.Instruction), kit.BigText)}
	body = append(body, g.turnNotes(p)...)
	return append(body, keepText(g, "heading", kit.Tr(p.Label), kit.Heading))
}

// nothing is the "Tom could take nothing" answer, when the engine accepts it.
func (g *tomGame) nothing(p tom.Pending, label string) []fyne.CanvasObject {
	if !p.CanNothing {
		return nil
	}
	return []fyne.CanvasObject{g.keep("nothing:"+label, func() fyne.CanvasObject {
		return widget.NewButton(label, func() { g.commit(tom.Nothing{}) })
	})}
}

// askCard: physical deck, which card was flipped. The cards sit at the
// bottom, where the screen's edge holds them still: the notes above (a new
// cycle, the countdown tile) come and go from one question to the next
// (issue 32 §1).
func (g *tomGame) askCard(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = []fyne.CanvasObject{keepText(g, "heading", kit.Tr(p.Label), kit.Heading)}
	body = append(body, g.turnNotes(p)...)
	grid := container.NewGridWithColumns(2)
	for _, c := range p.Cards {
		grid.Add(g.keep("card:"+c.String(), func() fyne.CanvasObject {
			return kit.WithHeight(widget.NewButton(kit.TrTerm(c), func() { g.commit(tom.Card{Card: c}) }), kit.PrimaryHeight)
		}))
	}
	return body, []fyne.CanvasObject{grid}
}

// askGnome: the resource of the gnome revealed for Tom's card, at the
// bottom as the cards are (Tom's resource buttons used to sit 97–138 px
// lower under a new cycle's or the countdown's notes).
func (g *tomGame) askGnome(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = []fyne.CanvasObject{g.cardBanner(p), keepText(g, "heading", kit.Tr(p.Label), kit.Heading)}
	body = append(body, g.turnNotes(p)...)
	if p.CanSayGnomesEmpty {
		// Special case 2: the players' recruits may empty the pile sooner
		// than the app can count.
		body = append(body, g.keep("gnomes-empty", func() fyne.CanvasObject {
			return kit.NewWrapButton(lang.L("The gnome pile is empty"), icon(theme.ViewRefreshIcon()), func() { g.commit(tom.GnomesEmpty{}) })
		}))
	}
	grid := container.NewGridWithColumns(2)
	for _, r := range p.Resources {
		grid.Add(g.keep("gnome:"+r.String(), func() fyne.CanvasObject {
			return kit.WithHeight(kit.SwatchButton(kit.TrTerm(r), resourceColours[r], func() { g.commit(tom.Gnome{Resource: r}) }), kit.PrimaryHeight)
		}))
	}
	return body, []fyne.CanvasObject{grid}
}

// askSpecialists: how many specialists Tom took, in one tap on its number.
// The numbers sit at the bottom, in reach however long the instruction.
func (g *tomGame) askSpecialists(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	bottom = g.nothing(p, lang.L("Nothing could be taken"))
	if p.Max > 0 {
		row := container.NewGridWithColumns(p.Max)
		for n := 1; n <= p.Max; n++ {
			row.Add(g.keep("specialists:"+strconv.Itoa(n), func() fyne.CanvasObject {
				return kit.WithHeight(widget.NewButton(strconv.Itoa(n), func() { g.commit(tom.Specialists{Count: n}) }), kit.PrimaryHeight)
			}))
		}
		bottom = append(bottom, row)
	}
	return g.instruction(p), bottom
}

// askTask: the task's points in one tap, on keys coloured as the tasks
// are (its colour follows from its points), at the bottom where the thumb
// is; the turn card then says what was stored and Undo takes it back.
func (g *tomGame) askTask(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	var keys []fyne.CanvasObject
	for _, c := range p.Colours {
		lo, hi := ref.TaskPoints(c)
		for n := lo; n <= hi; n++ {
			keys = append(keys, g.keep("task:"+strconv.Itoa(n), func() fyne.CanvasObject {
				return kit.NewColourKey(strconv.Itoa(n), crystalColours[c], func() { g.commit(tom.Task{Colour: c, Points: n}) })
			}))
		}
	}
	return body, append(g.nothing(p, lang.L("No task could be taken")), container.NewGridWithColumns(len(keys), keys...))
}

// askTaken: a guardian or a portal, taken or not.
func (g *tomGame) askTaken(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	var taken tom.Action = tom.Guardian{}
	if p.Kind == tom.AskPortal {
		taken = tom.Portal{}
	}
	bottom = g.nothing(p, lang.L("Mark as impossible"))
	bottom = append(bottom, g.keep("taken:"+strconv.Itoa(int(p.Kind)), func() fyne.CanvasObject {
		return kit.WithHeight(kit.Primary(lang.L("Mark as taken"), drawnPrimaryIcon(theme.ConfirmIcon()), func() { g.commit(taken) }), kit.PrimaryHeight)
	}))
	return body, bottom
}
