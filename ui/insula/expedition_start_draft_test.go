package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	iref "hearth/data/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// openStart opens the "Solo expedition" page from Home.
func openStart(t *testing.T, u *shell.Host) {
	t.Helper()
	u.PopTo(1)
	uitest.TapTile(t, u, lang.L("Insula"))
	uitest.TapTile(t, u, lang.L("Solo expedition"))
}

// startShows checks the start page shows what the test typed.
func startShows(t *testing.T, u *shell.Host, when string) {
	t.Helper()
	segs := uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)
	selected := map[string]bool{}
	for _, s := range segs {
		for i, b := range uitest.FindAll[*widget.Button](s, nil) {
			if i == s.Selected() {
				selected[b.Text] = true
			}
		}
	}
	for _, want := range []string{lang.L("Ben"), lang.L("Advanced"), lang.L("Blue citadel"), lang.L("I roll my own")} {
		assert.True(t, selected[want], "%s: %q chosen", when, want)
	}
	assert.Equal(t, 6, uitest.StepperNamed(t, u, lang.L("Time track: steps from the Sun to the Moon")).Value(), when)
	assert.Equal(t, 3, uitest.StepperNamed(t, u, lang.L("Blank faces")).Value(), when)
	es := uitest.FindAll[*widget.Entry](uitest.Screen(u), nil)
	require.Len(t, es, 2)
	assert.Equal(t, "energy, discard", es[0].Text, "%s: a layout is kept as typed, even one that cannot be read", when)
}

// TestExpeditionStartKeepsWhatIsTyped (issue 32 §2): the time track and
// "I roll my own" were forgotten on Back. Who plays, the version, the
// variant, the die and the layouts survive Back, a new language and a
// killed app, until an expedition starts from the page; values saved in
// Settings since take the place of those typed.
func TestExpeditionStartKeepsWhatIsTyped(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path, "en")
	for _, name := range []string{"Ana", "Ben"} {
		_, err := store.CreateProfile(t.Context(), name)
		require.NoError(t, err)
	}
	openStart(t, u)
	uitest.Tap(t, u, "Ben")
	uitest.Tap(t, u, "Advanced")
	uitest.Tap(t, u, "Blue citadel")
	uitest.TypeInto(t, u, "Time track: steps from the Sun to the Moon", "6")
	uitest.Tap(t, u, "I roll my own")
	uitest.StepTo(t, u, "Blank faces", 3)
	uitest.FindAll[*widget.Entry](uitest.Screen(u), nil)[0].SetText("energy, discard")

	uitest.Back(u)
	uitest.TapTile(t, u, "Solo expedition")
	startShows(t, u, "after Back")
	u.PopTo(1)
	uitest.Tap(t, u, "Settings")
	uitest.FindAll[*widget.Select](uitest.Screen(u), nil)[0].SetSelected("Deutsch")
	openStart(t, u)
	startShows(t, u, "after a new language")
	u, store = killed(t, path, "fr", store)
	openStart(t, u)
	startShows(t, u, "after a kill")

	// Values saved in Settings since replace those typed; the choices stay.
	uitest.Tap(t, u, lang.L("Open Settings"))
	uitest.Tap(t, u, lang.L("Advanced: side A"))
	uitest.TypeInto(t, u, lang.L("Time track: steps from the Sun to the Moon"), "12")
	uitest.Tap(t, u, lang.L("Save these values"))
	uitest.Back(u)
	require.Equal(t, lang.L("Solo expedition"), u.Top().Title)
	assert.Equal(t, 12, uitest.StepperNamed(t, u, lang.L("Time track: steps from the Sun to the Moon")).Value())

	uitest.Tap(t, u, lang.L("I roll my own"))
	uitest.Tap(t, u, lang.L("Start the expedition"))
	_, s := storedExpedition(t, store)
	assert.Equal(t, iref.Blue, s.Options().Variant)
	openStart(t, u)
	_, ok, err := store.LoadDraft(t.Context(), startDraftKey)
	require.NoError(t, err)
	assert.False(t, ok, "started: the page starts afresh")
	assert.Equal(t, 0, uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)[1].Selected(), "base game again")
}
