package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/cmd/hearth-app/iconscale"
)

// TestWindowIconIsTheAppIconScaled: icon64.png is exactly what go generate
// makes of the packaged icon, so a new icon cannot leave a stale one behind.
func TestWindowIconIsTheAppIconScaled(t *testing.T) {
	src, err := os.ReadFile("../../ui/shell/assets/icon.png")
	require.NoError(t, err)
	want, err := iconscale.Scale(src, 64)
	require.NoError(t, err)
	assert.Equal(t, want, windowIconPNG, "run: go generate ./cmd/hearth-app")
	assert.Less(t, len(windowIconPNG), len(src)/4)
}
