package lueur

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// steadyTrack is a starting track with every setup die placed: the purple
// small die on the plant slot, the earth slot empty.
func steadyTrack() []journey.TrackSlot {
	return []journey.TrackSlot{
		{Element: lref.Fire, Dice: []lref.DieColour{lref.Red}},
		{Element: lref.Air, Dice: []lref.DieColour{lref.Azure, lref.Azure}},
		{Element: lref.Water, Dice: []lref.DieColour{lref.Blue, lref.Blue}},
		{Element: lref.Plant, Dice: []lref.DieColour{lref.Green, lref.Green, lref.Purple, lref.Orange}},
		{Element: lref.Earth, Dice: []lref.DieColour{}, Token: true},
	}
}

// ownDice are the options of a journey with your own dice (one big red
// die) on steadyTrack.
func ownDice() journey.Options {
	return journey.Options{Side: lref.Province, BigDice: []lref.DieColour{lref.Red}, Track: steadyTrack(), Dice: journey.Physical, Rules: journey.CurrentRules}
}

// journeyRig is a journey's screen open at 360×640 over its own database.
type journeyRig struct {
	u     *shell.Host
	store *data.Store
	g     *journeyGame
	path  string
	id    int64
}

// openJourney stores a journey of opts played through actions and opens
// its screen in language l, at 360×640.
func openJourney(t testing.TB, l string, opts journey.Options, actions ...journey.Action) *journeyRig {
	t.Helper()
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	r := &journeyRig{path: filepath.Join(t.TempDir(), "h.db")}
	r.u, r.store = uitest.NewHost(t, r.path, l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	ctx := context.Background()
	p, err := r.store.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	run, err := session.Start(ctx, r.store, journey.Engine(), 1, opts, p.ID)
	require.NoError(t, err)
	for _, a := range actions {
		ev, err := journey.Encode(a)
		require.NoError(t, err)
		_, err = run.Do(ctx, ev)
		require.NoError(t, err, "%T %+v", a, a)
	}
	r.id = run.Session().ID
	r.reopen(t)
	return r
}

// reopen opens the journey's screen anew over Home, as Resume does.
func (r *journeyRig) reopen(t testing.TB) {
	t.Helper()
	r.u.PopTo(1)
	g, err := r.u.Module(data.GameLueur).(*Module).loadJourney(r.id, r.u.Depth())
	require.NoError(t, err)
	r.g = g
	r.u.Push(g.page())
	r.u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	uitest.Relayout(r.u)
}

// state is the journey as stored.
func (r *journeyRig) state(t *testing.T) journey.State {
	t.Helper()
	run, err := session.Open(context.Background(), r.store, journey.Engine(), r.id)
	require.NoError(t, err)
	return run.State()
}

// centre is where o's middle lies in the window, laid out as a frame of the
// real window lays it out.
func (r *journeyRig) centre(t *testing.T, o fyne.CanvasObject) fyne.Position {
	t.Helper()
	return r.at(t, o).Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
}

// at is where o's top left corner lies in the window, laid out as a frame
// of the real window lays it out.
func (r *journeyRig) at(t *testing.T, o fyne.CanvasObject) fyne.Position {
	t.Helper()
	uitest.Relayout(r.u)
	p, ok := uitest.Position(r.u, o)
	require.True(t, ok, "%T is on screen", o)
	return p
}

// tapAt taps whatever lies at pos, as a thumb does.
func (r *journeyRig) tapAt(pos fyne.Position) {
	uitest.Relayout(r.u)
	test.TapCanvas(r.u.Window().Canvas(), pos)
}

// slotOf is the encounter track's slot of element e on screen.
func (r *journeyRig) slotOf(t *testing.T, e lref.Element) *slotView {
	t.Helper()
	vs := uitest.FindAll(uitest.Screen(r.u), func(v *slotView) bool { return v.Element() == e && v.onTap != nil })
	require.Len(t, vs, 1)
	return vs[0]
}

// wrapButton is the wrapping button on screen whose text starts so.
func (r *journeyRig) wrapButton(t *testing.T, prefix string) *kit.WrapButton {
	t.Helper()
	bs := uitest.FindAll(uitest.Screen(r.u), func(b *kit.WrapButton) bool { return strings.HasPrefix(b.Text, prefix) })
	require.NotEmpty(t, bs, "a button %q…", prefix)
	return bs[0]
}

// TestSlotRowNeverMoves (issue 32 §1): the encounter track sits at the same
// place every morning, whatever lines the morning has to say — last
// evening's rerolls, the Kaar holder's note, both — so a thumb on the water
// slot takes the water slot. Before, each line came above the track and
// moved it 48 px.
func TestSlotRowNeverMoves(t *testing.T) {
	plain := openJourney(t, "en", ownDice())
	// A slot grows with its dice: the thumb goes to the top of the water
	// slot, where its element is written, in every slot at least 96 px tall.
	top := plain.at(t, plain.slotOf(t, lref.Water))
	water := top.Add(fyne.NewPos(28, 40))
	// Undo's line lies over the middle: the morning taken back, the track
	// is where it was.
	plain.tapAt(water)
	uitest.Tap(t, plain.u, "Take a companion")
	require.Equal(t, journey.AskRoll, plain.state(t).Pending().Kind)
	test.Tap(uitest.IconButton(t, plain.u, theme.ContentUndoIcon()))
	require.NotEmpty(t, plain.g.screen.Notice())
	assert.Equal(t, top, plain.at(t, plain.slotOf(t, lref.Water)), "the undo line moves nothing")
	plain.tapAt(water) // the line lies there: the tap hides it
	assert.Empty(t, plain.g.screen.Notice())
	assert.Equal(t, -1, plain.g.d.slot, "a tap on the line takes no slot")
	plain.tapAt(water)
	assert.Equal(t, int(lref.Water), plain.g.d.slot)

	// Day 1: the plant slot's dice, the purple one showing small steps; the
	// evening rerolls it to air: day 2 says so.
	day1 := []journey.Action{
		journey.Take{Slot: lref.Plant},
		journey.Roll{Faces: []lref.Face{lref.FaceFire, lref.FacePlant, lref.FacePlant, lref.FaceSmallSteps, lref.FaceEarth}},
		journey.Freeze{}, journey.Resolved{}, journey.Travel{},
		journey.Evening{Faces: []lref.Face{lref.FaceAir}},
	}
	// Day 1 with Kaar, the black die landing on fire: day 2 tells the Kaar
	// holder they may move it.
	fire := lref.Fire
	kaar := []journey.Action{
		journey.Take{Slot: lref.Earth, Companion: journey.Recruit{Kaar: true}, BlackSlot: &fire},
		journey.Roll{Faces: []lref.Face{lref.FaceFire}},
		journey.Freeze{}, journey.Resolved{}, journey.Travel{}, journey.Evening{},
	}
	both := []journey.Action{
		journey.Take{Slot: lref.Plant, Companion: journey.Recruit{Kaar: true}, BlackSlot: &fire},
		journey.Roll{Faces: []lref.Face{lref.FaceFire, lref.FacePlant, lref.FacePlant, lref.FaceSmallSteps, lref.FaceEarth}},
		journey.Freeze{}, journey.Resolved{}, journey.Travel{},
		journey.Evening{Faces: []lref.Face{lref.FaceAir}},
	}
	for name, actions := range map[string][]journey.Action{"rerolled last evening": day1, "Kaar": kaar, "both": both} {
		r := openJourney(t, "en", ownDice(), actions...)
		shown := uitest.ScreenTexts(r.u)
		if name != "Kaar" {
			require.Contains(t, shown, "Rerolled last evening: ", name)
		}
		if name != "rerolled last evening" {
			require.Contains(t, shown, "You hold Kaar", name)
		}
		r.tapAt(water)
		assert.Equal(t, int(lref.Water), r.g.d.slot, "%s: the thumb on the water slot took the water slot", name)
		assert.Equal(t, top, r.at(t, r.slotOf(t, lref.Water)), name)
	}
}

// TestRerollButtonsNeverMove (issue 32 §1): while the dice are rerolled,
// the reroll buttons and the mode switch stay under the thumb when the
// black die's curse appears or goes after a reroll.
func TestRerollButtonsNeverMove(t *testing.T) {
	fire := lref.Fire
	r := openJourney(t, "en", ownDice(),
		// Day 1: Kaar brings the black die onto fire, and leaves at noon.
		journey.Take{Slot: lref.Earth, Companion: journey.Recruit{Kaar: true}, BlackSlot: &fire},
		journey.Roll{Faces: []lref.Face{lref.FaceFire}},
		journey.Freeze{}, journey.Effect{Change: journey.Change{Lost: []int{1}}}, journey.Resolved{}, journey.Travel{}, journey.Evening{},
		// Day 2: the fire slot, black die and all; the black die shows –2.
		journey.Take{Slot: lref.Fire},
		journey.Roll{Faces: []lref.Face{lref.FaceWater, lref.FaceAir, lref.FaceCurse}})
	require.Equal(t, journey.AskReroll, r.state(t).Pending().Kind)
	token := func() *kit.WrapButton { return r.wrapButton(t, "Reroll with a token") }
	mode := uitest.FindAll(uitest.Screen(r.u), func(*kit.Segmented) bool { return true })
	require.Len(t, mode, 1)
	at := func() [2]fyne.Position { return [2]fyne.Position{r.centre(t, token()), r.centre(t, mode[0])} }
	before := at()
	for _, f := range []lref.Face{lref.FaceFire, lref.FaceCurse} {
		tapDie(t, r.u, 2)
		tapFace(t, r.u, 0, f)
		test.Tap(token())
		curse := r.state(t).Counts().HasCurse
		require.Equal(t, f == lref.FaceFire, curse)
		assert.Equal(t, before, at(), "the curse shown %v: the buttons stay", curse)
	}
}

// TestRerollHintMovesNothing (issue 32 §1): the hint under the dice changes
// when a die is chosen and when "Choose a face" is, two lines in French and
// German where the others take one; the reroll buttons and the mode switch
// stay under the thumb, and a second tap on the switch lands on it.
func TestRerollHintMovesNothing(t *testing.T) {
	opts := ownDice()
	opts.Dice = journey.Virtual
	for _, l := range []string{"en", "fr", "de"} {
		r := openJourney(t, l, opts, journey.Take{Slot: lref.Plant}, journey.Roll{})
		require.Equal(t, journey.AskReroll, r.state(t).Pending().Kind)
		r.u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 1000)) // the switch in view
		prefix := strings.SplitN(kit.N("Reroll with a token ({{.Count}} left)", 2, nil), "(", 2)[0]
		token := r.wrapButton(t, prefix)
		mode := uitest.FindAll(uitest.Screen(r.u), func(*kit.Segmented) bool { return true })
		require.Len(t, mode, 1)
		at := func() [2]fyne.Position { return [2]fyne.Position{r.centre(t, token), r.centre(t, mode[0])} }
		before := at()
		tapDie(t, r.u, 1)
		assert.Equal(t, before, at(), "%s: a die chosen moves nothing", l)
		right := before[1].Add(fyne.NewPos(mode[0].Size().Width/4, 0))
		r.tapAt(right)
		require.True(t, r.g.d.setFace, "%s: the thumb on the switch's right half chose a face", l)
		assert.Equal(t, before, at(), "%s: choosing a face moves nothing above its form", l)
		r.tapAt(right)
		assert.True(t, r.g.d.setFace, "%s: a second tap on the same spot lands on the switch again", l)
	}
}

// TestNoonFormNeverMoves (issue 32 §1): Kaar back from the graveyard at
// noon brings the black die into play; the line saying where it landed
// comes under the form, and the amounts stay under the thumb.
func TestNoonFormNeverMoves(t *testing.T) {
	r := openJourney(t, "en", ownDice(), journey.Take{Slot: lref.Earth}, journey.Roll{Faces: []lref.Face{lref.FaceFire}}, journey.Freeze{})
	light := uitest.StepperNamed(t, r.u, "Light (+ or –)")
	plus := r.centre(t, light.Plus())
	openMore(t, r.u)
	uitest.Relayout(r.u)
	for _, c := range []string{"A companion came back from the graveyard (Cromaug)", "Kaar: immune to the black die's curse"} {
		cs := uitest.FindAll(uitest.Screen(r.u), func(x *kit.WrapCheck) bool { return x.Text == c })
		require.NotEmpty(t, cs, c)
		test.Tap(cs[len(cs)-1])
	}
	uitest.Tap(t, r.u, "Water")
	uitest.Tap(t, r.u, "Add to your counters")
	require.Contains(t, uitest.ScreenTexts(r.u), "Kaar brought the black die into play")
	r.tapAt(plus)
	assert.Equal(t, 1, light.Value(), "the thumb on Light's + still adds light")
}
