package shell

import (
	"context"

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
