package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

func BenchmarkZZLArgs(b *testing.B) {
	for _, lg := range []string{"en", "fr", "de"} {
		b.Run(lg, func(b *testing.B) {
			uitest.NewHost(b, filepath.Join(b.TempDir(), "h.db"), lg, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
			b.Run("args", func(b *testing.B) {
				for b.Loop() {
					_ = lang.L("{{.Name}} against Tom", map[string]any{"Name": "Ada"})
				}
			})
			b.Run("plain", func(b *testing.B) {
				for b.Loop() {
					_ = lang.L("Mark as taken")
				}
			})
		})
	}
}
