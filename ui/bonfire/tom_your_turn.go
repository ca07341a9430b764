package bonfire

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hearth/data/msg"
	"hearth/solo/tom"
	"hearth/ui/kit"
)

// yourTurn: play at the table, log your novices, pass in the countdown, End turn.
// Your moves come first, each in a place it keeps until the turn ends (a
// move taken stays there, greyed); the notes and the options that come
// and go (the countdown, the gnome pile) lie under them, so that
// nothing appearing or going moves a move under the thumb (issue 32 §1:
// repeated taps on one spot took one neutral novice after another).
func (g *tomGame) yourTurn(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, keepText(g, "big", kit.Tr(p.Instruction), kit.BigText))
	if p.Kind == tom.AskEndTurn {
		body = append(body, g.yourMoves(p)...)
	}
	if p.Note.Text != "" && !g.latestSays(p.Note) {
		body = append(body, keepText(g, "note", kit.Tr(p.Note), kit.Warn))
	}
	if p.CanSayGnomesEmpty {
		// Special case 1 revealed a gnome without asking; the players'
		// recruits may have emptied the pile sooner than the app counted.
		body = append(body, g.keep("sc1-empty", func() fyne.CanvasObject {
			return kit.NewWrapButton(lang.L("The gnome pile was empty for Tom's gnome"), icon(theme.ViewRefreshIcon()), func() { g.commit(tom.GnomesEmpty{}) })
		}))
	}
	if p.Kind == tom.AskEndTurn {
		if p.CanPass {
			body = append(body, keepText(g, "pass-note", lang.L("Instead of playing this turn you may pass: you score the points of the current countdown tile and take no more turns; Tom plays on until the countdown ends."), kit.Note))
		}
		if c := g.run.State().Council(); !g.run.State().Countdown().Started {
			body = append(body, keepText(g, "council-note", lang.L("Your novices in the High Council: {{.Count}}. The countdown starts when {{.Threshold}} novices are there (yours, Tom's and neutral ones).",
				map[string]any{"Count": c.You, "Threshold": c.Threshold}), kit.Note))
		}
	}
	label := kit.Tr(p.Label)
	bottom = []fyne.CanvasObject{g.keep("end:"+label, func() fyne.CanvasObject {
		return kit.WithHeight(kit.Primary(label, drawnPrimaryIcon(theme.MediaPlayIcon()), func() { g.commit(tom.EndTurn{}) }), kit.PrimaryHeight)
	})}
	return body, bottom
}

// yourMoves are the moves you log during your turn: passing (in the
// countdown, before anything else), a novice of yours, a neutral novice.
// Each keeps its place while the turn lasts: one no longer possible is
// greyed where it was (a neutral novice taken says so).
func (g *tomGame) yourMoves(p tom.Pending) []fyne.CanvasObject {
	sl := g.turnSlots(p)
	var out []fyne.CanvasObject
	if points := sl.pass; points > 0 {
		// Offered as a countdown turn begins, greyed once a move is logged.
		b := g.keep("pass:"+strconv.Itoa(points), func() fyne.CanvasObject {
			return kit.NewWrapButton(lang.L("Pass (+{{.Points}})", map[string]any{"Points": points}), icon(theme.MediaSkipNextIcon()), func() { g.confirmPass(points) })
		}).(*kit.WrapButton)
		enableWrap(b, p.CanPass)
		out = append(out, b)
	}
	out = append(out, keepText(g, "heading", lang.L("During your turn"), kit.Heading))
	if sl.novice {
		b := g.keep("novice", func() fyne.CanvasObject {
			return kit.NewWrapButton(lang.L("I placed a novice in the High Council"), icon(theme.ContentAddIcon()), func() { g.commit(tom.Novice{}) })
		}).(*kit.WrapButton)
		enableWrap(b, p.CanLogNovice)
		out = append(out, b)
	}
	for _, t := range sl.neutral {
		out = append(out, g.answerSlot("neutral:"+t.String(), slices.Contains(p.NeutralTasks, t), func() fyne.CanvasObject {
			return kit.NewWrapButton(lang.L("I took the neutral novice of “{{.Task}}”", map[string]any{"Task": kit.TrTerm(t)}), icon(theme.AccountIcon()), func() { g.commit(tom.Neutral{Task: t}) })
		}, func() fyne.CanvasObject {
			b := kit.NewWrapButton(lang.L("Taken: the neutral novice of “{{.Task}}”", map[string]any{"Task": kit.TrTerm(t)}), icon(theme.ConfirmIcon()), nil)
			b.Disable()
			return b
		}))
	}
	return out
}

// latestSays tells whether Tom's last turn, shown at the top, already
// carries a note (so it is not shown twice). The sentences are compared
// as they are made, not translated: translating is most of building the
// screen's words.
func (g *tomGame) latestSays(note msg.Text) bool {
	log := g.run.State().Log()
	if len(log) == 0 {
		return false
	}
	for _, l := range log[len(log)-1].Lines {
		if l.Text == note.Text && reflect.DeepEqual(l, note) {
			return true
		}
	}
	return false
}

// confirmPass asks before passing: it ends your turns for the game.
func (g *tomGame) confirmPass(points int) {
	dialog.ShowConfirm(kit.N("Pass for {{.Count}} points?", points, nil),
		lang.L("You take no more turns; Tom plays on until the countdown ends. Undo brings the turn back."),
		func(yes bool) {
			if yes {
				g.commit(tom.Pass{})
			}
		}, g.u.h.Window())
}

// latest is Tom's last turn while it is yours: what he just did, first
// thing on the screen until you act.
func (g *tomGame) latest(yours bool) []fyne.CanvasObject {
	log := g.run.State().Log()
	if !yours || len(log) == 0 {
		return nil
	}
	last := log[len(log)-1]
	return []fyne.CanvasObject{keepText(g, "heading", lang.L("Tom just played"), kit.Heading),
		g.keep(turnKey(last), func() fyne.CanvasObject { return turnCard(last) })}
}

// turnKey names a turn's card by everything it shows, in Go syntax: %v
// would fill every line's English template (msg.Text.String), parsing it,
// on each redraw (a twentieth of resuming a game).
func turnKey(t tom.Turn) string { return fmt.Sprintf("turn:%#v", t) }

func (g *tomGame) gameOver(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = []fyne.CanvasObject{keepText(g, "heading", kit.Tr(p.Label), kit.Heading)}
	if p.Instruction.Text != "" {
		body = append(body, keepText(g, "big", kit.Tr(p.Instruction), kit.BigText))
	}
	bottom = []fyne.CanvasObject{kit.WithHeight(kit.Primary(lang.L("Score the game"), drawnPrimaryIcon(theme.DocumentCreateIcon()), func() { g.u.h.Push(g.scorePage()) }), kit.PrimaryHeight)}
	return body, bottom
}
