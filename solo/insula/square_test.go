package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Moving onto an unexplored square or a face-down tile reveals a tile the
// move names (seed 004 F.1 "Se déplacer"; face-down tiles of the advanced
// game, G.1); the sea, the beach, the citadel and an explored tile do not.
func TestSquareNeedsTile(t *testing.T) {
	for sq, want := range map[Square]bool{Sea: false, OnBeach: false, OnCitadel: false, Explored: false, FaceDown: true, Unexplored: true} {
		assert.Equal(t, want, sq.NeedsTile(), "square %d", sq)
	}
}
