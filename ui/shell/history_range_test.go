package shell_test

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// dialogEntries are the text fields of the dialog on top.
func dialogEntries(t *testing.T, h *shell.Host) []*kit.TextEntry {
	t.Helper()
	top := h.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "a dialog is open")
	return uitest.FindAll[*kit.TextEntry](top, nil)
}

// TestHistoryCustomDateRange (issue 22), in German: "Daten wählen…" asks a
// first and a last day written as German dates; a first day after the last
// is refused with a sentence saying so; the range then keeps its plays,
// both days included, and names itself in the filter. Escape on a second
// ask keeps the range.
func TestHistoryCustomDateRange(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "de", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	seedHistory(t, s, 60) // one play a day at 20:00, back from 1 June 2026
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "Verlauf")
	period := uitest.FindAll[*widget.Select](uitest.Screen(h), nil)[2]
	period.SetSelectedIndex(len(period.Options) - 1)
	require.Equal(t, "Daten wählen…", period.Selected)
	fields := dialogEntries(t, h)
	require.Len(t, fields, 2)
	test.Type(fields[0], "30.05.2026")
	test.Type(fields[1], "28.05.2026")
	uitest.TapInDialog(t, h, "Diese Partien zeigen")
	assert.Contains(t, uitest.OverlayTexts(h), "Der erste Tag, 30.05.2026, liegt nach dem letzten Tag, 28.05.2026: tausch sie.")
	fields[1].SetText("gestern")
	uitest.TapInDialog(t, h, "Diese Partien zeigen")
	assert.Contains(t, uitest.OverlayTexts(h), "„gestern“ ist kein Datum")

	fields[0].SetText("27.05.2026")
	fields[1].SetText("2026-05-29")
	uitest.TapInDialog(t, h, "Diese Partien zeigen")
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "the dialog closed")
	uitest.Relayout(h)
	day := func(d int) string {
		return "Fake · " + shell.FormatWhen(time.Date(2026, 5, d, 20, 0, 0, 0, time.Local))
	}
	assert.Equal(t, []string{day(29), day(28), day(27)}, shownTiles(h), "both days included")
	assert.Equal(t, "27.05. – 29.05.", period.Selected)

	period.SetSelectedIndex(len(period.Options) - 1)
	require.NotNil(t, h.Window().Canvas().Overlays().Top())
	uitest.CloseOverlays(h)
	uitest.Relayout(h)
	assert.Equal(t, "27.05. – 29.05.", period.Selected, "closing the dialog keeps the range")
	assert.Len(t, shownTiles(h), 3)
}

// TestParseRange: dates in the language's form or ISO; empty is open; the
// sentences say what is wrong.
func TestParseRange(t *testing.T) {
	uitest.NewHost(t, t.TempDir()+"/h.db", "en", func(h *shell.Host) []shell.Module { return nil })
	now := time.Date(2026, 11, 24, 9, 0, 0, 0, time.Local)
	f, to, err := shell.ParseRange("21 Nov 2025", "", now)
	require.NoError(t, err)
	assert.Equal(t, time.Date(2025, 11, 21, 0, 0, 0, 0, time.Local), f)
	assert.True(t, to.IsZero())
	_, _, err = shell.ParseRange("", "", now)
	assert.EqualError(t, err, "Give a first day, a last day or both.")
	_, _, err = shell.ParseRange("2025-11-22", "21 Nov 2025", now)
	assert.EqualError(t, err, "The first day, 22 Nov 2025, is after the last day, 21 Nov 2025: swap them.")
	_, _, err = shell.ParseRange("31/02/2025", "", now)
	assert.EqualError(t, err, "“31/02/2025” is not a date: write it as 24 Nov 2026.")
}
