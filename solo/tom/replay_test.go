package tom

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bonfire"
	"hearth/data/msg"
)

var replayOptions = []Options{
	{Deck: bonfire.DefaultDeck()},
	{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: 6},
	{Physical: true, Challenge: true, Handicap: -10},
	{Deck: bonfire.Deck{bonfire.CardTaskII: 3, bonfire.CardGnome: 2, bonfire.CardPath: 3}},
}

// SPEC §2: state = replay(events). Every prefix of a long random game
// replays to exactly the state reached step by step.
func TestReplay_EveryPrefixMatchesStepByStep(t *testing.T) {
	ends := map[EndReason]int{}
	for i, opts := range replayOptions {
		for seed := uint64(0); seed < 6; seed++ {
			events, states := randomGame(t, seed*31+uint64(i), opts)
			ends[states[len(states)-1].End()]++
			require.Greater(t, len(events), 30)
			for k := 0; k <= len(events); k++ {
				got, err := Replay(seed*31+uint64(i), opts, events[:k])
				require.NoError(t, err)
				require.Equal(t, states[k], got, "prefix %d", k)
			}
		}
	}
	t.Logf("random games by end: %v", ends)
	assert.Positive(t, ends[EndCountdown])
	assert.Positive(t, ends[EndTomDeck])
}

// Undo moves the store's cursor back (events past it are ignored); redo moves
// it forward; a new event after an undo drops the redo branch. The engine only
// sees the events up to the cursor.
func TestReplay_UndoRedoRoundTrip(t *testing.T) {
	opts := Options{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: 2}
	events, states := randomGame(t, 77, opts)
	cursor := len(events)
	at := func(c int) State {
		s, err := Replay(77, opts, events[:c])
		require.NoError(t, err)
		return s
	}
	for _, back := range []int{1, 3, 10, len(events)} {
		undone := at(cursor - back)
		assert.Equal(t, states[cursor-back], undone)
		assert.Equal(t, states[cursor], at(cursor), "redo restores the end")
	}
	// Undo 5, then play a different answer: the shuffles stay the same
	// because the state, not the moment, decides the next card.
	c := len(events) / 2
	s := at(c)
	branch := append([]data.Event(nil), events[:c]...)
	for !s.Over() && len(branch) < c+12 {
		a := EndTurn{}
		p := s.Pending()
		var act Action = a
		switch p.Kind {
		case AskGnome:
			act = Gnome{Resource: bonfire.Shell}
		case AskEndTurn, AskTomTurn:
		default:
			act = Nothing{}
		}
		e, err := Encode(act)
		require.NoError(t, err)
		s, err = Apply(s, e)
		require.NoError(t, err)
		branch = append(branch, e)
	}
	again, err := Replay(77, opts, branch)
	require.NoError(t, err)
	assert.Equal(t, s, again)

	// The virtual cards of the branch are the same cycle orders.
	for _, turn := range again.Log() {
		assert.Equal(t, cycleOrder(77, opts.Deck, turn.Cycle)[(turn.Number-1)%bonfire.TomDeckSize], turn.Card)
	}
}

// Replay stops at an event that does not fit and names it.
func TestReplay_RefusesABrokenLog(t *testing.T) {
	events := []data.Event{
		{Seq: 1, Type: TypeEndTurn, Payload: json.RawMessage(`{}`)},
		{Seq: 2, Type: TypeEndTurn, Payload: json.RawMessage(`{}`)},
	}
	_, err := Replay(1, Options{Physical: true}, events)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "replaying event 2 (end_turn)")
}

// Apply never changes the state it is given: two branches from one state do
// not see each other (the classic shared-append-array bug), and a state
// compared before and after stays equal.
func TestApply_NeverMutatesItsInput(t *testing.T) {
	s := physical(t, 0)
	s = tomTurn(t, s, bonfire.CardTaskI, bonfire.Fruit, Task{Colour: bonfire.Blue, Points: 2})
	s = tomTurn(t, s, bonfire.CardPath, bonfire.Fruit, Paths{Crystals: []bonfire.Colour{bonfire.Red}})
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardTaskI}, Gnome{Resource: bonfire.Root})
	snapshot, err := Replay(1, Options{Physical: true, Rules: CurrentRules}, mustEvents(t,
		EndTurn{}, Card{Card: bonfire.CardTaskI}, Gnome{Resource: bonfire.Fruit}, Task{Colour: bonfire.Blue, Points: 2},
		EndTurn{}, Card{Card: bonfire.CardPath}, Gnome{Resource: bonfire.Fruit}, Paths{Crystals: []bonfire.Colour{bonfire.Red}},
		EndTurn{}, Card{Card: bonfire.CardTaskI}, Gnome{Resource: bonfire.Root}))
	require.NoError(t, err)
	require.Equal(t, snapshot, s)

	a := do(t, s, Task{Colour: bonfire.Yellow, Points: 8})
	b := do(t, s, Task{Colour: bonfire.Red, Points: 5})
	assert.Equal(t, snapshot, s, "the input is unchanged")
	assert.Equal(t, 8, a.Tom().Tasks[1].Points, "branch a keeps its own task")
	assert.Equal(t, 5, b.Tom().Tasks[1].Points)
	assert.Len(t, a.Log(), 3)
	assert.Equal(t, "Task placed bonfire side up on space 2: yellow, 8 points.", a.Log()[2].Lines[0].String())

	// Accessors hand out copies.
	tom := a.Tom()
	tom.Tasks[0].Points = 99
	tom.Paths[0] = bonfire.Yellow
	a.Log()[0].Lines = nil
	assert.Equal(t, 2, a.Tom().Tasks[0].Points)
	assert.Equal(t, bonfire.Red, a.Tom().Paths[0])
	assert.NotNil(t, a.Log()[0].Lines)

	// A caller's deck map changing later does not reach the session.
	deck := bonfire.DefaultDeck()
	v, err := New(3, Options{Deck: deck})
	require.NoError(t, err)
	deck[bonfire.CardPath] = 8
	assert.Equal(t, bonfire.DefaultDeck(), v.Options().Deck)

	// Random games: every step leaves the previous state as it was.
	events, states := randomGame(t, 5, Options{Deck: bonfire.DefaultDeck()})
	for k := range events {
		again, err := Replay(5, Options{Deck: bonfire.DefaultDeck()}, events[:k])
		require.NoError(t, err)
		require.Equal(t, again, states[k], "state %d unchanged after later steps", k)
	}
}

func mustEvents(t *testing.T, actions ...Action) []data.Event {
	t.Helper()
	out := make([]data.Event, len(actions))
	for i, a := range actions {
		e, err := Encode(a)
		require.NoError(t, err)
		e.Seq = i + 1
		out[i] = e
	}
	return out
}

// Every event type survives the store's JSON: Encode → payload → Decode.
func TestEvents_JSONRoundTrip(t *testing.T) {
	tests := []struct {
		action Action
		json   string
	}{
		{EndTurn{}, `{}`},
		{Pass{}, `{}`},
		{Novice{}, `{}`},
		{Neutral{Task: bonfire.SevenPortals}, `{"task":"7 portals"}`},
		{Card{Card: bonfire.CardTaskII}, `{"card":"Task II"}`},
		{Gnome{Resource: bonfire.Shell}, `{"resource":"Shell"}`},
		{Specialists{Count: 3}, `{"count":3}`},
		{Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Blue}}, `{"crystals":["red","blue"]}`},
		{Paths{Crystals: []bonfire.Colour{}}, `{"crystals":[]}`},
		{Task{Colour: bonfire.Yellow, Points: 6}, `{"colour":"yellow","points":6}`},
		{Guardian{}, `{}`},
		{Portal{}, `{}`},
		{Nothing{}, `{}`},
	}
	types := map[string]bool{}
	for _, tt := range tests {
		t.Run(tt.action.Type(), func(t *testing.T) {
			e, err := Encode(tt.action)
			require.NoError(t, err)
			assert.Equal(t, tt.action.Type(), e.Type)
			assert.JSONEq(t, tt.json, string(e.Payload))
			// Through the store's raw bytes and back.
			var raw json.RawMessage
			require.NoError(t, json.Unmarshal(e.Payload, &raw))
			back, err := Decode(data.Event{Type: e.Type, Payload: raw})
			require.NoError(t, err)
			assert.Equal(t, tt.action, back)
		})
		types[tt.action.Type()] = true
	}
	assert.Len(t, types, 12, "every event type is covered")

	for _, bad := range []data.Event{
		{Type: "shuffle", Payload: json.RawMessage(`{}`)},
		{Type: TypeEndTurn, Payload: json.RawMessage(`{"extra":1}`)},
		{Type: TypeCard, Payload: json.RawMessage(`{"card":"Joker"}`)},
		{Type: TypeCard, Payload: json.RawMessage(`null`)},
		{Type: TypeGnome, Payload: json.RawMessage(`{"resource":3}`)},
		{Type: TypeTask, Payload: json.RawMessage(`{"colour":"green","points":2}`)},
		{Type: TypePaths, Payload: json.RawMessage(`{"crystals":"red"}`)},
		{Type: TypeSpecialists, Payload: json.RawMessage(`{"count":1} {}`)},
		{Type: TypeNeutral, Payload: json.RawMessage(`{"task":"8 gnomes"}`)},
	} {
		_, err := Decode(bad)
		requireMsgAny(t, err)
	}
	a, err := Decode(data.Event{Type: TypeEndTurn})
	require.NoError(t, err, "an empty payload reads as {}")
	assert.Equal(t, EndTurn{}, a)
}

func requireMsgAny(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	_, ok := msg.As(err)
	assert.True(t, ok, "a *msg.Error: %v", err)
}
