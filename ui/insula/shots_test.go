package insula

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// shot saves the window as dir/name.png when INSULA_SHOTS names a folder:
// a way to look at the screens a test walks through.
func shot(t *testing.T, u *shell.Host, name string) {
	t.Helper()
	dir := os.Getenv("INSULA_SHOTS")
	if dir == "" {
		return
	}
	uitest.Relayout(u)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, u.Window().Canvas().Capture()))
}
