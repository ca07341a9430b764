package session

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"hearth/data"
)

// TestChainEvent: the chain depends on every event's type and payload but not
// on the payload's JSON layout, so an exported and re-imported log keys the
// same throws while another choice keys other ones.
func TestChainEvent(t *testing.T) {
	a := ChainEvent(0, data.Event{Type: "reroll", Payload: []byte(`{"die":1}`)})
	assert.Equal(t, a, ChainEvent(0, data.Event{Type: "reroll", Payload: []byte("{ \"die\" :\n\t1 }")}), "layout does not matter")
	assert.NotEqual(t, a, ChainEvent(0, data.Event{Type: "reroll", Payload: []byte(`{"die":2}`)}), "another choice")
	assert.NotEqual(t, a, ChainEvent(0, data.Event{Type: "rerol", Payload: []byte(`l{"die":1}`)}), "type and payload are kept apart")
	assert.NotEqual(t, ChainEvent(a, data.Event{Type: "x"}), ChainEvent(0, data.Event{Type: "x"}), "the chain remembers what came before")
}
