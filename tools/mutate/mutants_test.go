package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each kind of mutant, applied, gives the source the report names; what
// cannot compile once deleted (a declaration, a function's last return) and
// a string's + are left alone.
func TestMutantsOf(t *testing.T) {
	src := []byte(`package p

func f(a, b int) int {
	x := a + 7
	if x >= b {
		x--
	}
	s := "a" + "b"
	_ = s
	return x
}
`)
	ms, err := mutantsOf("p.go", src)
	require.NoError(t, err)
	got := map[string]string{}
	for _, m := range ms {
		got[m.desc] = string(src[:m.start]) + m.repl + string(src[m.end:])
	}
	assert.Len(t, got, 8)
	assert.Contains(t, got["+ → -"], "x := a - 7")
	assert.Contains(t, got["7 → 8"], "x := a + 8")
	assert.Contains(t, got[">= → >"], "if x > b {")
	assert.Contains(t, got[">= → <"], "if x < b {")
	assert.Contains(t, got["-- → ++"], "x++")
	assert.NotContains(t, got["delete x--"], "x--")
	assert.NotContains(t, got["delete if x >= b { …"], "if")
	assert.NotContains(t, got["delete _ = s"], "_ = s")
	assert.Contains(t, got["delete _ = s"], "s := \"a\" + \"b\"\n\t\n\treturn x")
}
