package session

import (
	"context"
	"slices"
	"time"

	"hearth/data"
)

// A tap stores its event durably (an fsync) and redraws the screen. Done one
// after the other, a tap waits for the disk and then for the screen; the
// Drawing moves below do both at once: the store commits on a thread of its
// own (data.Store.AppendBeside) while draw redraws the screen on the
// caller's goroutine, and the move returns only once the store has
// answered. A screen is painted only after the handler that tapped returns,
// so the player never sees a move that is not stored: it appears when it is
// stored, or not at all (issue 19: on disk, a tap ≤ 1.3× one bare durable
// append).
//
// While draw runs, the runner already reads as it will once the store has
// committed (State, Session, Log, CanUndo...); when the store fails, the
// runner is put back as it was and the caller redraws from it.

// DoDrawing checks e against the current state, then stores it while draw
// redraws the screen for the state after it. A refused event draws nothing
// and returns the engine's *msg.Error; a store failure returns its error
// with the runner back where it was (draw has run: the caller redraws).
func (r *Runner[S]) DoDrawing(ctx context.Context, e data.Event, draw func()) (S, error) {
	if r.sess.Status != data.SessionOpen {
		return r.State(), data.ErrSessionClosed
	}
	next, err := r.eng.Apply(r.State(), e)
	if err != nil {
		return r.State(), err
	}
	id, typ, payload := r.sess.ID, e.Type, e.Payload
	back := r.keep()
	c := r.sess.Cursor
	now := time.Now()
	r.events = append(r.events[:c], data.Event{Seq: c + 1, Type: typ, Payload: payload, At: now})
	r.states = append(r.states[:c+1], next)
	r.sess.Cursor, r.sess.Len, r.sess.UpdatedAt = c+1, c+1, now
	ev, err := r.store.AppendBeside(ctx, id, typ, payload, draw)
	if err != nil {
		back.restore(r)
		return r.State(), err
	}
	r.events[c] = ev
	r.sess.UpdatedAt = ev.At
	return next, nil
}

// UndoDrawing is Undo, drawing while the store moves the cursor.
func (r *Runner[S]) UndoDrawing(ctx context.Context, draw func()) error {
	if !r.CanUndo() {
		return data.ErrNothingToUndo
	}
	return r.moveDrawing(ctx, r.sess.Cursor-1, draw)
}

// RedoDrawing is Redo, drawing while the store moves the cursor.
func (r *Runner[S]) RedoDrawing(ctx context.Context, draw func()) error {
	if !r.CanRedo() {
		return data.ErrNothingToRedo
	}
	return r.moveDrawing(ctx, r.sess.Cursor+1, draw)
}

// moveDrawing moves the cursor to to, a position the runner has a state
// for, drawing while the store moves it.
func (r *Runner[S]) moveDrawing(ctx context.Context, to int, draw func()) error {
	before := r.sess
	r.sess.Cursor, r.sess.UpdatedAt = to, time.Now()
	sess, err := r.store.MoveCursorBeside(ctx, before.ID, to, draw)
	if err == nil && sess.Cursor > len(r.events) {
		err = errUnknownEvents
	}
	if err != nil {
		r.sess = before
		return err
	}
	r.sess = sess
	return nil
}

// kept is what a drawing append changes in the runner, to put it back when
// the store fails: the header, and the redo branch that the append would
// cut (only when there is one, so that a usual tap copies nothing).
type kept[S any] struct {
	sess   data.Session
	events []data.Event
	states []S
}

func (r *Runner[S]) keep() kept[S] {
	k := kept[S]{sess: r.sess}
	if c := r.sess.Cursor; c < len(r.events) {
		k.events = slices.Clone(r.events[c:])
		k.states = slices.Clone(r.states[c+1:])
	}
	return k
}

func (k kept[S]) restore(r *Runner[S]) {
	c := k.sess.Cursor
	r.events = append(r.events[:c], k.events...)
	r.states = append(r.states[:c+1], k.states...)
	r.sess = k.sess
}
