package insula

import (
	"hearth/data"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	iref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/solo/insula"
	"hearth/ui/uitest"
)

// The layout notation reads back what it writes, and refuses an unknown or
// missing symbol with a sentence; an empty entry is no layout.
func TestLayoutNotation(t *testing.T) {
	l, err := parseLayout(" energy ,-, time / flower , flower+time ")
	require.NoError(t, err)
	assert.Equal(t, insula.Layout{
		{{insula.SymEnergy}}, {}, {{insula.SymTime, insula.SymFlower}}, {{insula.SymFlower}, {insula.SymTime}},
	}, l)
	assert.Equal(t, "energy, -, time/flower, flower+time", formatLayout(l))
	back, err := parseLayout(formatLayout(l))
	require.NoError(t, err)
	assert.Equal(t, l, back)

	wrapped, err := parseLayout("energy, -,\ntime/flower, flower+time")
	require.NoError(t, err)
	assert.Equal(t, l, wrapped, "a line break in the entry separates nothing")

	none, err := parseLayout("  ")
	require.NoError(t, err)
	assert.Nil(t, none)
	assert.Empty(t, formatLayout(nil))

	for _, bad := range []string{"energy, gold", "energy+", "time/"} {
		_, err := parseLayout(bad)
		m, ok := msg.As(err)
		require.True(t, ok, bad)
		assert.Equal(t, "A circle space holds an unknown symbol ({{.Symbol}}).", m.Text, bad)
	}
}

// Saved values are checked as a copy could print them: a guardian on the
// drawback circle is fine (the advanced sheet), on the reward circle not.
func TestPrintedCheck(t *testing.T) {
	assert.NoError(t, printed{}.check(), "nothing entered yet is fine")
	d, err := parseLayout("guardian, curse")
	require.NoError(t, err)
	assert.NoError(t, printed{DrawbackCircle: d}.check())
	assert.Error(t, printed{RewardCircle: d}.check())
	assert.Error(t, printed{TimeTrack: 2}.check())
}

// The map rings your square only, and shows a disc with the number of
// guardians on a guarded tile.
func TestIslandMap(t *testing.T) {
	test.NewTempApp(t)
	s, err := insula.New(1, insula.Options{Version: iref.Base, TimeTrack: 10, Die: insula.DieFaces{Physical: true}})
	require.NoError(t, err)
	for _, a := range []insula.Action{
		insula.Draw{Colour: insula.Red},
		insula.Move{Dir: insula.Inward, Tile: &insula.TileFace{Kind: iref.Light, Danger: true}},
		insula.Guardian{Strength: 2, Reward: 1, Drawback: 1},
	} {
		s, err = s.Try(a)
		require.NoError(t, err)
	}
	m := islandMap(s)
	test.NewTempWindow(t, m)
	ringed := uitest.FindAll(m, func(r *canvas.Rectangle) bool { return r.StrokeWidth == 3 })
	assert.Len(t, ringed, 1)
	discs := uitest.FindAll[*canvas.Circle](m, nil)
	assert.Len(t, discs, 1)
	counts := uitest.FindAll(m, func(x *canvas.Text) bool { return x.Text == "1" })
	assert.Len(t, counts, 1)
}

// FuzzParseLayout: whatever a player types into a layout entry is read or
// refused with a sentence, never a panic; what is read writes back to a
// text that reads as the same layout.
func FuzzParseLayout(f *testing.F) {
	for _, s := range []string{"", "energy, -, time/flower, flower+time", "guardian, curse", "energy,,", "+/,", "énergie", "-,-,-", "time/time+time"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := parseLayout(s)
		if err != nil {
			_, ok := msg.As(err)
			assert.True(t, ok, "%q: refused without a sentence: %v", s, err)
			return
		}
		back, err := parseLayout(formatLayout(l))
		require.NoError(t, err, "%q", s)
		assert.Equal(t, l, back, "%q", s)
	})
}

// TestPrintedValuesBackAsksAndKeeps (issue 18 item 4): values of the copy
// typed in Settings and left with Back are not lost without a word: Settings
// asks, "Save and leave" keeps them, and the expedition's start page is
// prefilled with them; leaving without saving keeps the stored ones.
func TestPrintedValuesBackAsksAndKeeps(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	uitest.Tap(t, u, "Settings")
	uitest.TypeInto(t, u, "Time track: steps from the Sun to the Moon", "20")
	uitest.TypeInto(t, u, "Blank faces", "3")
	uitest.Back(u)
	require.Equal(t, "Settings", u.Top().Title, "Back asks first")
	assert.Contains(t, uitest.OverlayTexts(u), "Insula solo expedition: not saved.")
	uitest.TapInDialog(t, u, "Save and leave")
	assert.Equal(t, 1, u.Depth())
	p, err := u.Module(data.GameInsula).(*Module).loadPrinted()
	require.NoError(t, err)
	assert.Equal(t, 20, p.TimeTrack)
	assert.Equal(t, 3, p.Die.Blank)

	uitest.Tap(t, u, "Settings")
	assert.Equal(t, 20, uitest.StepperNamed(t, u, "Time track: steps from the Sun to the Moon").Value(), "kept")
	uitest.Back(u)
	assert.Equal(t, 1, u.Depth(), "nothing changed: Back leaves at once")

	uitest.Tap(t, u, "Settings")
	uitest.FindAll[*widget.Entry](uitest.Screen(u), nil)[0].SetText("discard")
	uitest.Back(u)
	assert.Contains(t, uitest.OverlayTexts(u), "Insula solo expedition: not saved.")
	assert.True(t, uitest.FindAllInDialog(t, u, "Save and leave")[0].Disabled(), "a reward circle with a drawback cannot be saved")
	uitest.TapInDialog(t, u, "Leave without saving")
	p, err = u.Module(data.GameInsula).(*Module).loadPrinted()
	require.NoError(t, err)
	assert.Equal(t, 20, p.TimeTrack, "the stored value stays")
}

// TestPrintedValuesPerSide: seed 004 G.1 "Retournez la feuille aventurier
// et le marqueur de temps du côté A" — the advanced game plays on side A,
// whose time track and circles differ from the base game's side B. Settings
// keeps one set per side; the start page takes the version's side, and an
// advanced expedition never starts from side B's values.
func TestPrintedValuesPerSide(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	uitest.Tap(t, u, "Settings")
	uitest.StepTo(t, u, "Time track: steps from the Sun to the Moon", 20)
	uitest.StepTo(t, u, "Blank faces", 3)
	uitest.Tap(t, u, "Advanced: side A")
	assert.False(t, uitest.StepperNamed(t, u, "Time track: steps from the Sun to the Moon").Entered(), "side A not entered yet")
	uitest.StepTo(t, u, "Time track: steps from the Sun to the Moon", 15)
	uitest.Tap(t, u, "Base game: side B")
	assert.Equal(t, 20, uitest.StepperNamed(t, u, "Time track: steps from the Sun to the Moon").Value(), "side B kept")
	assert.Equal(t, 3, uitest.StepperNamed(t, u, "Blank faces").Value(), "the die is the same on both")
	uitest.Tap(t, u, "Save these values")
	p, err := u.Module(data.GameInsula).(*Module).loadPrinted()
	require.NoError(t, err)
	assert.Equal(t, 20, p.TimeTrack)
	require.NotNil(t, p.Advanced)
	assert.Equal(t, 15, p.Advanced.TimeTrack)

	// The start page: base on side B, advanced on side A.
	ensureProfile(t, store)
	u.PopTo(1)
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Solo expedition")
	assert.Equal(t, 20, uitest.StepperNamed(t, u, "Time track: steps from the Sun to the Moon").Value())
	assert.Contains(t, uitest.ScreenTexts(u), "Time track and circles: side B of the time counter and the adventurer sheet.")
	uitest.Tap(t, u, "Advanced")
	assert.Equal(t, 15, uitest.StepperNamed(t, u, "Time track: steps from the Sun to the Moon").Value())
	assert.Contains(t, uitest.ScreenTexts(u), "Time track and circles: side A of the time counter and the adventurer sheet.")
	uitest.Tap(t, u, "Start the expedition")
	_, s := storedExpedition(t, store)
	assert.Equal(t, iref.Advanced, s.Options().Version)
	assert.Equal(t, 15, s.Options().TimeTrack)

	// Values saved before there were two sides are side B's: an advanced
	// expedition asks for side A's time track instead of taking them.
	assert.Equal(t, side{}, printed{TimeTrack: 20}.sideOf(iref.Advanced))
	assert.Equal(t, side{TimeTrack: 20}, printed{TimeTrack: 20}.sideOf(iref.Base))
}

// Saving Settings keeps the guardians an expedition met while the page
// was open: the page does not edit them, so it must not write back the list
// it read when it opened (found in review of issue 19's quick picks).
func TestSavingSettingsKeepsGuardiansMetMeanwhile(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	m := u.Module(data.GameInsula).(*Module)
	m.rememberGuardian(insula.Guardian{Strength: 2, Reward: 1, Small: 1, Drawback: 1})
	uitest.Tap(t, u, "Settings")
	uitest.StepTo(t, u, "Time track: steps from the Sun to the Moon", 20)
	uitest.StepTo(t, u, "Blank faces", 3)
	met := insula.Guardian{Strength: 4, Reward: 2, Small: 1, Drawback: 2}
	m.rememberGuardian(met) // an expedition, while Settings is open
	uitest.Tap(t, u, "Save these values")
	p, err := m.loadPrinted()
	require.NoError(t, err)
	assert.Equal(t, 20, p.TimeTrack)
	guardians := m.loadGuardians()
	require.Len(t, guardians, 2)
	assert.Equal(t, met, guardians[0], "the guardian met meanwhile is kept, first")
}

// Guardians remembered with the printed values, before they had a setting
// of their own, are still offered, and the next one met joins them.
func TestGuardiansKeptWithThePrintedValuesBeforeStillCount(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	m := u.Module(data.GameInsula).(*Module)
	old := insula.Guardian{Strength: 2, Reward: 1, Small: 1, Drawback: 1}
	require.NoError(t, m.savePrinted(printed{TimeTrack: 20, Guardians: []insula.Guardian{old}}))
	assert.Equal(t, []insula.Guardian{old}, m.loadGuardians())
	met := insula.Guardian{Strength: 4, Reward: 2, Small: 1, Drawback: 2}
	m.rememberGuardian(met)
	assert.Equal(t, []insula.Guardian{met, old}, m.loadGuardians())
}
