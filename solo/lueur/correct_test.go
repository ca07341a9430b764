package lueur

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/solo/session"
)

// A correction sets one counter to what the table shows, at any part of
// the day, and says so in the log (issue 32 §6).
func TestCorrectSetsACounter(t *testing.T) {
	noon := do(t, start(t, 1, physicalOptions()), Take{Slot: ref.Earth},
		Roll{Faces: faces(ref.FaceFire, ref.FaceAir)}, Freeze{})
	for _, c := range []struct {
		counter Counter
		to      int
		log     string
	}{
		{CounterLight, 14, "Day 1 — light corrected from 10 to 14"},
		{CounterLight, 0, "Day 1 — light corrected from 10 to 0"},
		{CounterSmallSteps, 6, "Day 1 — small steps corrected from 1 to 6"},
		{CounterRerolls, 5, "Day 1 — reroll tokens corrected from 2 to 5"},
		{CounterFireflies, 3, "Day 1 — fireflies corrected from 0 to 3"},
	} {
		a := Correct{Counter: c.counter, To: c.to}
		after := do(t, noon, a)
		assert.Equal(t, c.to, after.Value(c.counter), c.counter)
		assert.Equal(t, c.log, Describe(noon, a).String(), c.counter)
		assert.Equal(t, noon.Phase(), after.Phase(), "the day goes on where it was")
		for _, other := range Counters {
			if other != c.counter {
				assert.Equal(t, noon.Value(other), after.Value(other), "%s leaves %s alone", c.counter, other)
			}
		}
	}
}

// Light set past a saved track's length is a lap, and a correction never
// takes a lap back (seed 003 "Avancer sur la piste de score": after a lap
// the track gives no reroll).
func TestCorrectLightAndTheLap(t *testing.T) {
	o := physicalOptions()
	o.TrackLength = 30
	s := do(t, start(t, 1, o), Correct{Counter: CounterLight, To: 31})
	assert.True(t, s.Lapped())
	s = do(t, s, Correct{Counter: CounterLight, To: 12})
	assert.True(t, s.Lapped(), "a lap is for good")
	assert.Equal(t, 12, s.Light())
}

// Reroll tokens set are every token held; those gained today stay so, up
// to that count (seed 003 "Les effets": usable from the next day).
func TestCorrectRerollTokens(t *testing.T) {
	s := do(t, start(t, 1, physicalOptions()), Take{Slot: ref.Earth},
		Roll{Faces: faces(ref.FaceFire, ref.FaceAir)}, Freeze{}, Effect{Change: Change{Rerolls: 3}})
	usable, today := s.RerollTokens()
	require.Equal(t, [2]int{2, 3}, [2]int{usable, today})
	s = do(t, s, Correct{Counter: CounterRerolls, To: 4})
	usable, today = s.RerollTokens()
	assert.Equal(t, [2]int{1, 3}, [2]int{usable, today})
	s = do(t, s, Correct{Counter: CounterRerolls, To: 2})
	usable, today = s.RerollTokens()
	assert.Equal(t, [2]int{0, 2}, [2]int{usable, today})
}

// What a correction cannot be: refused with a sentence, nothing changed.
func TestCorrectRefusals(t *testing.T) {
	s := start(t, 1, physicalOptions())
	for _, a := range []Correct{
		{Counter: "spells", To: 1},
		{Counter: CounterLight, To: -1},
		{Counter: CounterLight, To: 501},
		{Counter: CounterRerolls, To: 45},
		{Counter: CounterSmallSteps, To: 51},
		{Counter: CounterFireflies, To: 51},
		{Counter: CounterLight, To: 10}, // it is 10 already
	} {
		refuse(t, s, a)
	}
	over := start(t, 1, physicalOptions())
	for !over.Over() {
		over = do(t, over, over.DefaultAction())
	}
	refuse(t, over, Correct{Counter: CounterLight, To: 1})
	_, err := Decode(eventOf(TypeCorrect, `{"counter":"light","to":3,"extra":1}`))
	assert.Error(t, err, "unknown fields are refused")
	_, err = Decode(eventOf(TypeCorrect, `{"counter":"mana","to":3}`))
	_, ok := msg.As(err)
	assert.True(t, ok, "an unknown counter is refused with a sentence: %v", err)
}

// A correction is a move of the log: stored, undone (the counter comes
// back), redone, and replayed the same when the journey is opened again.
func TestCorrectIsUndone(t *testing.T) {
	ctx := context.Background()
	st, err := data.Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	defer st.Close()
	r, err := session.Start(ctx, st, Engine(), 3, physicalOptions(), 0)
	require.NoError(t, err)
	ev, err := Encode(Correct{Counter: CounterFireflies, To: 4})
	require.NoError(t, err)
	_, err = r.Do(ctx, ev)
	require.NoError(t, err)
	assert.Equal(t, 4, r.State().Fireflies())
	require.NoError(t, r.Undo(ctx))
	assert.Equal(t, 0, r.State().Fireflies(), "undone")
	require.NoError(t, r.Redo(ctx))
	again, err := session.Open(ctx, st, Engine(), r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, 4, again.State().Fireflies(), "replayed")
	assert.Equal(t, "Day 1 — fireflies corrected from 0 to 4", again.Log()[0].Text.String())
}
