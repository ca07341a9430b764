package uitest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/translations"
)

// PhoneWidth is the narrowest phone every screen must fit (SPEC §3).
const PhoneWidth = 360

// OnEveryPhone runs walk once per language and theme, each over a new
// database opened by open, in a window PhoneWidth wide, starting on Home
// with the theme chosen in Settings. walk calls fits with a screen's name
// to check the screen on top fits the width (each name is checked once).
func OnEveryPhone(t *testing.T, open func(t *testing.T, path, lang string) (*shell.Host, *data.Store),
	walk func(t *testing.T, u *shell.Host, store *data.Store, fits func(name string))) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		for _, th := range []string{shell.ThemeLight, shell.ThemeDark} {
			t.Run(l+"-"+th, func(t *testing.T) {
				u, store := open(t, filepath.Join(t.TempDir(), "h.db"), l)
				u.Window().Resize(fyne.NewSize(PhoneWidth, 640))
				Tap(t, u, lang.L("Settings"))
				Tap(t, u, map[string]string{shell.ThemeLight: lang.L("Light"), shell.ThemeDark: lang.L("Dark")}[th])
				u.PopTo(1)
				seen := map[string]bool{}
				walk(t, u, store, func(name string) {
					t.Helper()
					if seen[name] {
						return
					}
					seen[name] = true
					assert.LessOrEqual(t, u.Top().Content.MinSize().Width, float32(PhoneWidth), "%s %s: %s is wider than a phone", l, th, name)
					Relayout(u)
					assert.Empty(t, Overflowing(Screen(u)), "%s %s: %s draws past its frame", l, th, name)
				})
			})
		}
	}
}

// Overflowing lists the visible objects under root drawn past the bottom
// or the right edge of the object that holds them (a scroll's content
// excepted, which is meant to): a container that did not grow with what it
// holds lets its content run over what follows it. Each is named by its type
// and, when it has one, its text. A text's own box is left out: Fyne sizes
// a rich text's last line a line's spacing taller than the text drawn.
func Overflowing(root fyne.CanvasObject) []string {
	var out []string
	var walk func(parent fyne.CanvasObject, objs []fyne.CanvasObject)
	children := func(o fyne.CanvasObject) []fyne.CanvasObject {
		switch x := o.(type) {
		case *fyne.Container:
			return x.Objects
		case *container.Scroll:
			return []fyne.CanvasObject{x.Content}
		case fyne.Widget:
			return test.WidgetRenderer(x).Objects()
		}
		return nil
	}
	walk = func(parent fyne.CanvasObject, objs []fyne.CanvasObject) {
		size := parent.Size()
		_, scroll := parent.(*container.Scroll)
		for _, o := range objs {
			if o == nil || !o.Visible() {
				continue
			}
			end := o.Position().Add(o.Size())
			if _, text := o.(*canvas.Text); !text && !scroll && o.Size().Height > 0 && (end.Y > size.Height+1 || end.X > size.Width+1) {
				out = append(out, fmt.Sprintf("%T %q ends at %v in a %T %q of %v", o, textOf(o), end, parent, textOf(parent), size))
			}
			walk(o, children(o))
		}
	}
	walk(root, children(root))
	return out
}

func textOf(o fyne.CanvasObject) string {
	texts := []string{}
	Walk(o, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			texts = append(texts, x.Text)
		case *widget.Button:
			texts = append(texts, x.Text)
		case *canvas.Text:
			texts = append(texts, x.Text)
		}
	})
	s := strings.Join(texts, " ")
	if len(s) > 60 {
		s = s[:60]
	}
	return s
}
