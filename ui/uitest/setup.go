package uitest

import (
	"hearth/ui/kit"
	"hearth/ui/shell"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"
)

// ShownCode is the setup code the checklist shows in big letters.
func ShownCode(t *testing.T, u *shell.Host) string {
	t.Helper()
	ts := FindAll(Screen(u), func(x *canvas.Text) bool { return x.TextStyle.Monospace && x.TextSize >= 24 })
	require.Len(t, ts, 1, "no setup code on screen %q", u.Top().Title)
	return ts[0].Text
}

// StepTexts are the checklist's step sentences, in order.
// StepTexts are the checklist's step sentences, in order.
func StepTexts(u *shell.Host) []string {
	var out []string
	for _, r := range FindAll[*kit.StepRow](Screen(u), nil) {
		out = append(out, r.Text())
	}
	return out
}

// StepRowFor finds a checklist step by its ID.
func StepRowFor(t *testing.T, u *shell.Host, id string) *kit.StepRow {
	t.Helper()
	rs := FindAll(Screen(u), func(r *kit.StepRow) bool { return r.ID == id })
	require.Len(t, rs, 1, "no step %q", id)
	return rs[0]
}

// ProgressText is the checklist's progress line.
func ProgressText(t *testing.T, u *shell.Host) string {
	t.Helper()
	ps := FindAll[*kit.ProgressLine](Screen(u), nil)
	require.Len(t, ps, 1)
	return ps[0].Text()
}

// OpenNewSetup opens a game's New setup from Home.
func OpenNewSetup(t *testing.T, u *shell.Host, game string) {
	t.Helper()
	u.PopTo(1)
	TapTile(t, u, game)
	TapTile(t, u, "New setup")
}

// StartNewSetup opens a game's setup options, past the offer to continue.
func StartNewSetup(t *testing.T, u *shell.Host, game string) {
	t.Helper()
	OpenNewSetup(t, u, game)
	if len(FindAll(Screen(u), func(x *kit.Tile) bool { return x.Title() == "Start a new one" })) > 0 {
		TapTile(t, u, "Start a new one")
	}
}

// EnterCode types a setup code and taps Go.
func EnterCode(t *testing.T, u *shell.Host, typed string) {
	t.Helper()
	es := FindAll[*widget.Entry](Screen(u), nil)
	require.Len(t, es, 1)
	es[0].SetText("")
	test.Type(es[0], typed)
	Tap(t, u, "Go")
}
