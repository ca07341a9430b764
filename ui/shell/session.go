package shell

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/game"
	"hearth/solo/session"
	"hearth/ui/kit"
)

// SessionMoves are the moves every solo session screen shares over its
// runner: storing an action, undo, redo, and the log page where tapping an
// entry undoes or redoes back to it. A refusal shows its sentence and
// changes nothing; after every change moved redraws the screen.
type SessionMoves[S any] struct {
	h     *Host
	run   *session.Runner[S]
	moved func()
}

// NewSessionMoves lends a session screen the host's moves over run.
func NewSessionMoves[S any](h *Host, run *session.Runner[S], moved func()) *SessionMoves[S] {
	return &SessionMoves[S]{h: h, run: run, moved: moved}
}

// Commit checks an action with the engine, stores it, and only then moves
// on; it tells whether the action was stored.
func (m *SessionMoves[S]) Commit(a session.Action) bool {
	ev, err := session.Encode(a)
	if err == nil {
		_, err = m.run.Do(m.h.ctx, ev)
	}
	if err != nil {
		m.h.ShowError(err)
		return false
	}
	m.moved()
	return true
}

// Undo takes the last action back.
func (m *SessionMoves[S]) Undo() { m.step(m.run.Undo) }

// Redo puts the last undone action back.
func (m *SessionMoves[S]) Redo() { m.step(m.run.Redo) }

func (m *SessionMoves[S]) step(move func(context.Context) error) {
	if err := move(m.h.ctx); err != nil {
		m.h.ShowError(err)
		return
	}
	m.moved()
}

// OpenLog shows the session's actions in words, undone ones marked; tapping
// one undoes (or redoes) back to it.
func (m *SessionMoves[S]) OpenLog() {
	var lines []kit.LogLine
	for _, e := range m.run.Log() {
		lines = append(lines, kit.LogLine{Seq: e.Seq, Text: kit.Tr(e.Text), When: FormatWhen(e.At), Undone: e.Undone})
	}
	jump := func(to func(context.Context, int) error) func(int) {
		return func(seq int) {
			if err := to(m.h.ctx, seq); err != nil {
				m.h.ShowError(err)
				return
			}
			m.h.nav.pop()
			m.moved()
		}
	}
	m.h.nav.push(kit.LogPage(lines, jump(m.run.UndoTo), jump(m.run.RedoTo)))
}

// OpenSessions are the unfinished sessions of one game's mode, latest first.
func (h *Host) OpenSessions(g game.Game, mode string) ([]data.Session, error) {
	all, err := h.store.Sessions(h.ctx, g, data.SessionOpen)
	var out []data.Session
	for _, s := range all {
		if s.Mode == mode {
			out = append(out, s)
		}
	}
	return out, err
}

// UnfinishedCard offers to resume or abandon an unfinished session: its
// title, when it started and last moved, Abandon (asking first, with
// confirmTitle and confirmText) and Resume. abandoned is called once the
// session is abandoned, to redraw the list.
func (h *Host) UnfinishedCard(s data.Session, title string, resume func(), confirmTitle, confirmText string, abandoned func()) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Wrapping = fyne.TextWrapWord
	when := kit.Note(lang.L("Started {{.Started}} · last move {{.When}}", map[string]any{"Started": FormatWhen(s.CreatedAt), "When": FormatWhen(s.UpdatedAt)}))
	resumeButton := kit.Primary(lang.L("Resume"), theme.MediaPlayIcon(), resume)
	abandon := widget.NewButtonWithIcon(lang.L("Abandon"), theme.DeleteIcon(), func() {
		dialog.ShowConfirm(confirmTitle, confirmText, func(ok bool) {
			if !ok {
				return
			}
			if err := h.store.AbandonSession(h.ctx, s.ID); err != nil {
				h.ShowError(err)
			}
			abandoned()
		}, h.win)
	})
	abandon.Importance = widget.DangerImportance
	return widget.NewCard("", "", container.NewVBox(name, when, container.NewGridWithColumns(2, abandon, resumeButton)))
}
