package shell_test

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bgstats"
	"hearth/data/bgstats/bgsplay"
	"hearth/data/game"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// bggFields are Settings' three BoardGameGeek id fields, in Home order.
func bggFields(t *testing.T, h *shell.Host) []*kit.NumberEntry {
	t.Helper()
	fs := uitest.FindAll(uitest.Screen(h), func(e *kit.NumberEntry) bool { return e.PlaceHolder == lang.L("None") })
	require.Len(t, fs, 3, "a BoardGameGeek id field per game")
	return fs
}

// problems are the error lines shown.
func problems(h *shell.Host) []string {
	var out []string
	for _, l := range uitest.FindAll(uitest.Screen(h), func(l *widget.Label) bool { return l.Importance == widget.DangerImportance }) {
		out = append(out, l.Text)
	}
	return out
}

// refusal is the line saying why text is no BoardGameGeek id for g.
func refusal(g game.Game, text string) string {
	_, err := bgsplay.ParseBGGID(text)
	return lang.L("{{.Game}}: {{.Problem}}", map[string]any{"Game": g.String(), "Problem": kit.TrErr(err)})
}

// paste puts text in a field as a player pasting it from the game's page
// would (a paste is not typed key by key, so the field's digit filter does
// not see it).
func paste(h *shell.Host, e *kit.NumberEntry, text string) {
	e.SetText("")
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(text)
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
}

// The player pastes each game's BoardGameGeek id once in Settings: what is
// kept is what was pasted, blanks aside; anything but digits is refused
// with a sentence naming the game and changes nothing; leaving with a field
// changed and not saved asks; a restart shows the ids kept; an id brought
// by an import that is no id is shown with the reason. In every language.
func TestBGGIDsInSettings(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range []string{"en", "fr", "de"} {
		path := filepath.Join(t.TempDir(), "h.db")
		open := func() (*shell.Host, *data.Store) {
			h, s := uitest.NewHost(t, path, l, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
			h.Window().Resize(fyne.NewSize(360, 640))
			return h, s
		}
		h, s := open()
		kept := func(g game.Game) string {
			text, err := bgstats.BGGIDText(t.Context(), s, g)
			require.NoError(t, err)
			return text
		}
		h.OpenSettings()
		assert.LessOrEqual(t, h.Top().Content.MinSize().Width, float32(360), "%s: Settings fits a phone", l)
		fs := bggFields(t, h)
		paste(h, fs[0], "boardgame/12345")
		uitest.Tap(t, h, lang.L("Save the BoardGameGeek ids"))
		assert.Equal(t, []string{refusal(game.Bonfire, "boardgame/12345")}, problems(h), l)
		assert.Empty(t, kept(game.Bonfire), "%s: a refused id changes nothing", l)

		paste(h, fs[0], " 12345 ")
		test.Type(fs[2], "987")
		uitest.Tap(t, h, lang.L("Save the BoardGameGeek ids"))
		assert.Equal(t, "12345", kept(game.Bonfire), l)
		assert.Equal(t, "", kept(game.Lueur), l)
		assert.Equal(t, "987", kept(game.Insula), l)
		assert.Contains(t, uitest.ScreenTexts(h), lang.L("Saved: every play sent to BG Stats carries them."), l)
		assert.Empty(t, problems(h), l)

		// Leaving with a field changed asks first, and says why it cannot
		// be saved; staying keeps the text.
		paste(h, fs[1], "12x")
		uitest.Back(h)
		asked := uitest.OverlayTexts(h)
		assert.Contains(t, asked, lang.L("BoardGameGeek ids"), l)
		assert.Contains(t, asked, refusal(game.Lueur, "12x"), l)
		uitest.TapInDialog(t, h, lang.L("Stay"))
		assert.Equal(t, "12x", fs[1].Text, l)
		fs[1].SetText("")
		uitest.Back(h)
		assert.Nil(t, h.Window().Canvas().Overlays().Top(), "%s: nothing left unsaved, nothing asked", l)

		// What an import may bring: a setting that is no id.
		require.NoError(t, s.SetSetting(t.Context(), bgsplay.BGGIDSetting("lueur"), "abc"))
		h, s = open()
		h.OpenSettings()
		fs = bggFields(t, h)
		assert.Equal(t, []string{"12345", "abc", "987"}, []string{fs[0].Text, fs[1].Text, fs[2].Text}, l)
		assert.Equal(t, []string{refusal(game.Lueur, "abc")}, problems(h), "%s: the kept text is shown with its reason", l)
		id, err := bgstats.BGGID(t.Context(), s, game.Lueur)
		require.NoError(t, err)
		assert.Zero(t, id, "%s: and sent as no id", l)
	}
}
