// Package session is the one runner every solo engine plugs into (SPEC §2).
//
// A session is (game, mode, seed, options) plus an append-only event log in
// the store. An Engine supplies the rules: the state before any event, how an
// event changes it, and how to say an event in words. The Runner keeps the
// state in step with the log: it checks an event against the current state
// before the store commits it, moves the store's cursor for undo and redo,
// and finishes a session (play saved and session closed) in one transaction.
// Nothing else replays a session by hand.
package session

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hearth/data/game"
	"strconv"
	"time"

	"hearth/data"
	"hearth/data/msg"
)

// Engine is a solo game's rules as the runner needs them. S is the engine's
// state; Apply must not modify the state it is given (states are kept for
// undo and redo).
type Engine[S any] struct {
	// Game is the game and Mode the session mode ("tom", "journey",
	// "expedition") stored with each session.
	Game game.Game
	Mode string
	// New is the state before the first event, from the session's seed and
	// its options as stored (JSON).
	New func(seed uint64, options json.RawMessage) (S, error)
	// Apply returns the state after e, or a *msg.Error saying why e does not
	// fit the state.
	Apply func(S, data.Event) (S, error)
	// Describe says e in words for the session log; before is the state e was
	// applied to.
	Describe func(before S, e data.Event) msg.Text
	// Unversioned, when set, gives the options to replay a stored session
	// with, most likely first, when its stored options do not say which
	// revision of the rules it was played by (nil when they do): Open takes
	// the first with which every event up to the cursor replays, so that a
	// game stored before the engine kept a revision opens again (issue 33
	// §5).
	Unversioned func(sess data.Session) []json.RawMessage
}

// Entry is one line of a session's log.
type Entry struct {
	Seq    int
	At     time.Time
	Text   msg.Text
	Undone bool // past the cursor: kept for Redo until a new event is appended
}

// Runner is an open session: its header, its events and the state after
// every prefix of them, so undo and redo never replay.
type Runner[S any] struct {
	store  *data.Store
	eng    Engine[S]
	sess   data.Session
	events []data.Event // every stored event, undone ones included
	states []S          // states[i] is the state after events[:i]
}

// Start creates a session and opens it. The options are checked by the
// engine's New before anything is stored.
func Start[S any](ctx context.Context, store *data.Store, eng Engine[S], seed uint64, options any, profileID int64) (*Runner[S], error) {
	raw, err := json.Marshal(options)
	if err != nil {
		return nil, err
	}
	if options == nil {
		raw = json.RawMessage("{}")
	}
	first, err := eng.New(seed, raw)
	if err != nil {
		return nil, err
	}
	sess, err := store.CreateSession(ctx, data.NewSession{Game: eng.Game, Mode: eng.Mode, Seed: seed, Options: json.RawMessage(raw), ProfileID: profileID})
	if err != nil {
		return nil, err
	}
	return &Runner[S]{store: store, eng: eng, sess: sess, states: []S{first}}, nil
}

// Open loads a stored session and replays its log. Events past the cursor are
// replayed too, so that Redo is instant; if one of them no longer applies the
// redo branch ends there.
func Open[S any](ctx context.Context, store *data.Store, eng Engine[S], id int64) (*Runner[S], error) {
	sess, err := store.Session(ctx, id)
	if err != nil {
		return nil, err
	}
	if sess.Game != eng.Game || sess.Mode != eng.Mode {
		return nil, fmt.Errorf("session %d is a %s %s session, not %s %s", id, sess.Game, sess.Mode, eng.Game, eng.Mode)
	}
	events, err := store.AllEvents(ctx, id)
	if err != nil {
		return nil, err
	}
	tries := []json.RawMessage{sess.Options}
	if eng.Unversioned != nil {
		if alt := eng.Unversioned(sess); len(alt) > 0 {
			tries = alt
		}
	}
	var first error
	for _, options := range tries {
		r, err := replay(store, eng, sess, options, events)
		if err == nil {
			return r, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, first
}

// replay is a Runner of sess whose log is events, replayed from the state
// options give.
func replay[S any](store *data.Store, eng Engine[S], sess data.Session, options json.RawMessage, events []data.Event) (*Runner[S], error) {
	first, err := eng.New(sess.Seed, options)
	if err != nil {
		return nil, err
	}
	r := &Runner[S]{store: store, eng: eng, sess: sess, states: []S{first}}
	for i, e := range events {
		next, err := eng.Apply(r.states[i], e)
		if err != nil {
			if i < sess.Cursor {
				return nil, fmt.Errorf("replaying event %d (%s): %w", e.Seq, e.Type, err)
			}
			break
		}
		r.events = append(r.events, e)
		r.states = append(r.states, next)
	}
	return r, nil
}

// errUnknownEvents is a cursor moved onto events the runner could not replay.
var errUnknownEvents = errors.New("the stored session has events this app cannot replay")

// Session is the session's header (cursor, status, seed, options).
func (r *Runner[S]) Session() data.Session { return r.sess }

// State is the state at the cursor.
func (r *Runner[S]) State() S { return r.states[r.sess.Cursor] }

// CanUndo tells whether an event can be undone.
func (r *Runner[S]) CanUndo() bool { return r.sess.Status == data.SessionOpen && r.sess.Cursor > 0 }

// CanRedo tells whether an undone event can be redone.
func (r *Runner[S]) CanRedo() bool {
	return r.sess.Status == data.SessionOpen && r.sess.Cursor < len(r.events)
}

// Try tells what the state would become after an event without storing it.
func (r *Runner[S]) Try(e data.Event) (S, error) { return r.eng.Apply(r.State(), e) }

// Do checks an event against the current state, then appends it; it returns
// once the store has committed it. A refused event changes nothing and
// returns the engine's *msg.Error.
func (r *Runner[S]) Do(ctx context.Context, e data.Event) (S, error) {
	if r.sess.Status != data.SessionOpen {
		return r.State(), data.ErrSessionClosed
	}
	next, err := r.eng.Apply(r.State(), e)
	if err != nil {
		return r.State(), err
	}
	stored, err := r.store.Append(ctx, r.sess.ID, e.Type, e.Payload)
	if err != nil {
		return r.State(), err
	}
	c := r.sess.Cursor
	r.events = append(r.events[:c], stored)
	r.states = append(r.states[:c+1], next)
	r.sess.Cursor = c + 1
	r.sess.Len = c + 1
	r.sess.UpdatedAt = stored.At
	return next, nil
}

// Undo moves back one event.
func (r *Runner[S]) Undo(ctx context.Context) error {
	if !r.CanUndo() {
		return data.ErrNothingToUndo
	}
	return r.moveTo(ctx, r.sess.Cursor-1)
}

// Redo moves forward one undone event.
func (r *Runner[S]) Redo(ctx context.Context) error {
	if !r.CanRedo() {
		return data.ErrNothingToRedo
	}
	return r.moveTo(ctx, r.sess.Cursor+1)
}

// UndoTo undoes back to event seq, that event included (what tapping a log
// line does); the undone events stay for Redo.
func (r *Runner[S]) UndoTo(ctx context.Context, seq int) error {
	if seq < 1 || seq > r.sess.Cursor {
		return data.ErrNothingToUndo
	}
	return r.moveTo(ctx, seq-1)
}

// RedoTo redoes undone events up to event seq, that event included.
func (r *Runner[S]) RedoTo(ctx context.Context, seq int) error {
	if seq <= r.sess.Cursor || seq > len(r.events) || r.sess.Status != data.SessionOpen {
		return data.ErrNothingToRedo
	}
	return r.moveTo(ctx, seq)
}

func (r *Runner[S]) moveTo(ctx context.Context, to int) error {
	sess, err := r.store.MoveCursor(ctx, r.sess.ID, to)
	if err != nil {
		return err
	}
	if sess.Cursor > len(r.events) {
		return errUnknownEvents
	}
	r.sess = sess
	return nil
}

// Log lists the session's events in words, newest first, undone ones
// (waiting for Redo) included and marked.
func (r *Runner[S]) Log() []Entry {
	out := make([]Entry, 0, len(r.events))
	for i := len(r.events) - 1; i >= 0; i-- {
		e := r.events[i]
		out = append(out, Entry{Seq: e.Seq, At: e.At, Text: r.eng.Describe(r.states[i], e), Undone: i >= r.sess.Cursor})
	}
	return out
}

// Describe is the i-th event (counting from 0, in order, undone ones
// included) in words, as the log says it; false when there is none.
func (r *Runner[S]) Describe(i int) (msg.Text, bool) {
	if i < 0 || i >= len(r.events) {
		return msg.Text{}, false
	}
	return r.eng.Describe(r.states[i], r.events[i]), true
}

// Undone is the event Redo would put back, false when none waits: a screen
// gives back the answer it held after an Undo (issue 32 §3).
func (r *Runner[S]) Undone() (data.Event, bool) {
	if c := r.sess.Cursor; c < len(r.events) {
		return r.events[c], true
	}
	return data.Event{}, false
}

// Events are the events in effect (up to the cursor), in order.
func (r *Runner[S]) Events() []data.Event { return r.events[:r.sess.Cursor] }

// Finish saves the play the session ended with and closes the session in one
// transaction (the store also brings the handicap ledger up to date in it).
func (r *Runner[S]) Finish(ctx context.Context, p data.Play) (data.Play, error) {
	saved, err := r.store.FinishWithPlay(ctx, r.sess.ID, p)
	if err != nil {
		return data.Play{}, err
	}
	r.sess.Status = data.SessionFinished
	r.sess.PlayID = saved.ID
	return saved, nil
}

// Abandon closes the session without a play.
func (r *Runner[S]) Abandon(ctx context.Context) error {
	if err := r.store.AbandonSession(ctx, r.sess.ID); err != nil {
		return err
	}
	r.sess.Status = data.SessionAbandoned
	return nil
}

// Revisions is an Engine's Unversioned for an engine whose options keep
// their rules revision under "rules" (0 being the engine's first readings,
// current its latest): nil when the stored options have one; else revision
// 0 then current for a session created before changedAt (when the readings
// of current came without a revision), current then 0 for one created
// since: the other after it, for a clock that was wrong or an app not yet
// updated.
func Revisions(sess data.Session, changedAt time.Time, current int) []json.RawMessage {
	var v map[string]json.RawMessage
	if json.Unmarshal(sess.Options, &v) != nil || v == nil {
		return nil
	}
	if _, ok := v["rules"]; ok {
		return nil
	}
	order := []int{current, 0}
	if sess.CreatedAt.Before(changedAt) {
		order = []int{0, current}
	}
	out := make([]json.RawMessage, len(order))
	for i, r := range order {
		v["rules"] = json.RawMessage(strconv.Itoa(r))
		out[i], _ = json.Marshal(v)
	}
	return out
}
