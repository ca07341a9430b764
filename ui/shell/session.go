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
	h      *Host
	run    *session.Runner[S]
	moved  func()
	failed func()
}

// NewSessionMoves lends a session screen the host's moves over run.
// The page pushed next with a Notice (the session's screen) is the
// session's: the app opens it again at the next start while it is on
// screen (SettingOnScreen).
func NewSessionMoves[S any](h *Host, run *session.Runner[S], moved func()) *SessionMoves[S] {
	h.nav.expect(sessionMark(run.Session()))
	return &SessionMoves[S]{h: h, run: run, moved: moved, failed: moved}
}

// OnStoreFailure sets what redraws the screen when the store fails to keep
// a move the screen was already redrawn for (a full disk, a closed
// database): the runner is back where it was, and f puts back what the
// player had entered for the move (by default the screen is redrawn as
// after any move). The error is shown after f.
func (m *SessionMoves[S]) OnStoreFailure(f func()) { m.failed = f }

// drawing is moved, noting that it ran.
func (m *SessionMoves[S]) drawing(drawn *bool) func() {
	return func() {
		*drawn = true
		m.moved()
	}
}

// refuse shows why a move was not kept, first redrawing the screen if it
// was drawn for the move.
func (m *SessionMoves[S]) refuse(err error, drawn bool) {
	if drawn {
		m.failed()
	}
	m.h.ShowError(err)
}

// Commit checks an action with the engine and stores it, redrawing the
// screen while the store commits (session.Runner.DoDrawing: nothing is
// painted before it returns); it tells whether the action was stored.
func (m *SessionMoves[S]) Commit(a session.Action) bool {
	drawn := false
	ev, err := session.Encode(a)
	if err == nil {
		_, err = m.run.DoDrawing(m.h.ctx, ev, m.drawing(&drawn))
	}
	if err != nil {
		m.refuse(err, drawn)
		return false
	}
	return true
}

// Undo takes the last action back and says which on the session screen
// ("Undone: Task II · Shell").
func (m *SessionMoves[S]) Undo() {
	m.step(m.run.UndoDrawing, undoneNotice(1, m.describe(m.run.Session().Cursor-1)))
}

// Redo puts the last undone action back and says which.
func (m *SessionMoves[S]) Redo() {
	m.step(m.run.RedoDrawing, redoneNotice(1, m.describe(m.run.Session().Cursor)))
}

// describe is the i-th event (counting from 0, in order) in words, without
// describing the whole log for one line.
func (m *SessionMoves[S]) describe(i int) string {
	t, ok := m.run.Describe(i)
	if !ok {
		return ""
	}
	return kit.Tr(t)
}

func (m *SessionMoves[S]) step(move func(context.Context, func()) error, notice string) {
	drawn := false
	if err := move(m.h.ctx, m.drawing(&drawn)); err != nil {
		m.refuse(err, drawn)
		return
	}
	m.notice(notice)
}

// notice shows what a move did on the session page, once moved has redrawn
// it (redrawing hides the notice of the move before).
func (m *SessionMoves[S]) notice(text string) {
	if p := m.h.nav.top(); p != nil && p.Notice != nil {
		p.Notice(text)
	}
}

// moveText is the log text of the i-th event (counting from 0, in order) of
// log, which lists the events newest first.
func moveText(log []session.Entry, i int) string {
	if i < 0 || i >= len(log) {
		return ""
	}
	return kit.Tr(log[len(log)-1-i].Text)
}

// undoneNotice says what an undo did: the move, or how many moves back to
// which.
func undoneNotice(n int, move string) string {
	if n == 1 {
		return lang.L("Undone: {{.Move}}", map[string]any{"Move": move})
	}
	return lang.L("Undone {{.Count}} moves, back to: {{.Move}}", map[string]any{"Count": n, "Move": move})
}

// redoneNotice says what a redo did.
func redoneNotice(n int, move string) string {
	if n == 1 {
		return lang.L("Redone: {{.Move}}", map[string]any{"Move": move})
	}
	return lang.L("Redone {{.Count}} moves, up to: {{.Move}}", map[string]any{"Count": n, "Move": move})
}

// OpenLog shows the session's actions in words, undone ones marked; tapping
// one undoes (or redoes) back to it. Undoing several moves at once asks
// first; one move does not.
func (m *SessionMoves[S]) OpenLog() {
	log := m.run.Log()
	var lines []kit.LogLine
	for _, e := range log {
		lines = append(lines, kit.LogLine{Seq: e.Seq, Text: kit.Tr(e.Text), When: FormatWhen(e.At), Undone: e.Undone})
	}
	m.h.nav.push(kit.LogPage(lines, func(seq int) { m.undoTo(log, seq) }, func(seq int) { m.redoTo(log, seq) }))
}

// undoTo undoes back to event seq (tapped in the log), asking first when
// that is more than one move.
func (m *SessionMoves[S]) undoTo(log []session.Entry, seq int) {
	i := logIndex(log, seq)
	n := m.run.Session().Cursor - i
	notice := undoneNotice(n, moveText(log, i))
	if i < 0 || n <= 1 {
		m.jump(m.run.UndoTo, seq, notice)
		return
	}
	title := lang.L("Undo {{.Count}} moves?", map[string]any{"Count": n})
	text := lang.L("This undoes “{{.Move}}” and every move after it. Redo brings them back.", map[string]any{"Move": moveText(log, i)})
	d := dialog.NewConfirm(title, text, func(ok bool) {
		if ok {
			m.jump(m.run.UndoTo, seq, notice)
		}
	}, m.h.win)
	d.SetConfirmText(lang.L("Undo moves"))
	d.SetDismissText(lang.L("Cancel"))
	d.Show()
}

// redoTo redoes up to event seq.
func (m *SessionMoves[S]) redoTo(log []session.Entry, seq int) {
	i := logIndex(log, seq)
	m.jump(m.run.RedoTo, seq, redoneNotice(i+1-m.run.Session().Cursor, moveText(log, i)))
}

// jump moves the cursor to seq from the log page, then goes back to the
// session screen and says what moved.
func (m *SessionMoves[S]) jump(to func(context.Context, int) error, seq int, notice string) {
	if err := to(m.h.ctx, seq); err != nil {
		m.h.ShowError(err)
		return
	}
	m.h.nav.pop()
	m.moved()
	m.notice(notice)
}

// logIndex is the position (counting from 0, in order) of event seq in log,
// which lists the events newest first; -1 when it is not there.
func logIndex(log []session.Entry, seq int) int {
	for k, e := range log {
		if e.Seq == seq {
			return len(log) - 1 - k
		}
	}
	return -1
}

// OpenSessions are the unfinished sessions of one game's mode, the latest
// started first (byStart).
func (h *Host) OpenSessions(g game.Game, mode string) ([]data.Session, error) {
	all, err := h.store.Sessions(h.ctx, g, data.SessionOpen)
	byStart(all)
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
