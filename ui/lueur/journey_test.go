package lueur

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	lref "hearth/data/lueur"
	"hearth/scoring"
	lscore "hearth/scoring/lueur"
	journey "hearth/solo/lueur"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// storedJourney opens the latest journey from the store: what the screen
// must agree with.
func storedJourney(t *testing.T, store *data.Store) (data.Session, journey.State) {
	t.Helper()
	return uitest.LatestSession(t, store, journey.Engine())
}

// tapSlot taps the encounter track's slot of element e.
func tapSlot(t *testing.T, u *shell.Host, e lref.Element) {
	t.Helper()
	vs := uitest.FindAll(uitest.Screen(u), func(v *slotView) bool { return v.Element() == e && v.onTap != nil })
	require.Len(t, vs, 1, "the %s slot can be tapped", e)
	test.Tap(vs[0])
}

// tapFace taps, in the face pickers on screen, the face f of the k-th die
// that offers it.
func tapFace(t *testing.T, u *shell.Host, k int, f lref.Face) {
	t.Helper()
	ds := uitest.FindAll(uitest.Screen(u), func(d *dieFace) bool { return d.picker && d.face == f })
	require.Greater(t, len(ds), k, "face %s of die %d", f, k)
	test.Tap(ds[k])
}

// tapDie taps die i of your dice (the big row that selects for a reroll).
func tapDie(t *testing.T, u *shell.Host, i int) {
	t.Helper()
	var row []*dieFace
	for _, g := range uitest.FindAll(uitest.Screen(u), func(d *dieFace) bool { return d.onTap != nil && !d.picker }) {
		row = append(row, g)
	}
	require.Greater(t, len(row), i)
	test.Tap(row[i])
}

// answer answers the pending question the simplest way through the screen:
// the fire slot's companion, roll, freeze, resolved, no travel, evening;
// physical dice show fire at the roll and air at the evening.
func answer(t *testing.T, u *shell.Host, store *data.Store) journey.Kind {
	t.Helper()
	_, s := storedJourney(t, store)
	p := s.Pending()
	switch p.Kind {
	case journey.AskTake:
		tapSlot(t, u, lref.Fire)
	case journey.AskRoll:
		if s.Options().Physical() {
			for i := range p.Dice {
				tapFace(t, u, i, lref.FaceFire)
			}
		}
	case journey.AskEvening:
		if s.Options().Physical() {
			for i := range p.Reroll {
				tapFace(t, u, i, lref.FaceAir)
			}
		}
	case journey.JourneyOver:
		t.Fatal("the journey is over")
	}
	uitest.Tap(t, u, primaryText(s))
	return p.Kind
}

// openJourneyStart opens the start page, creating the profile "Ana" first
// when there is none: a journey is always someone's.
func openJourneyStart(t *testing.T, u *shell.Host) {
	t.Helper()
	ps, err := u.Store().Profiles(t.Context())
	require.NoError(t, err)
	if len(ps) == 0 {
		_, err = u.Store().CreateProfile(t.Context(), "Ana")
		require.NoError(t, err)
	}
	uitest.TapTile(t, u, lang.L("Lueur"))
	uitest.TapTile(t, u, lang.L("Solo journey"))
}

// TestJourneyEndToEnd starts a journey with virtual dice, plays day 1 by
// hand (a Lumipili, a token reroll, a refused empty effect, light from a
// card, a camp), undoes and redoes, is closed mid-day and resumed from Home
// on a new app over the same file, plays to the end of day 8, scores the
// journey pre-filled and saves it as a solo play linked to its session.
func TestJourneyEndToEnd(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	ctx := context.Background()
	u, store := newTestUI(t, path)
	u.SetSeeds(func() uint64 { return 42 })

	openJourneyStart(t, u)
	uitest.Tap(t, u, "Start the journey")
	sess, s := storedJourney(t, store)
	assert.Equal(t, journey.Mode, sess.Mode)
	assert.Equal(t, uint64(42), sess.Seed)
	assert.Equal(t, []lref.DieColour{lref.Red, lref.Blue}, s.Options().BigDice, "the default big dice")
	assert.Equal(t, "Solo journey", u.Top().Title)
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Day 1 of 8 · Morning")
	assert.True(t, uitest.IconButton(t, u, theme.ContentUndoIcon()).Disabled())
	assert.True(t, uitest.Button(t, u, "Take it and roll the dice").Disabled(), "no slot chosen yet")

	// Morning: the water slot's Lumipili with one firefly.
	tokens := s.Track()[lref.Water].Tokens
	dice := len(s.Track()[lref.Water].Dice)
	tapSlot(t, u, lref.Water)
	assert.Contains(t, uitest.ScreenTexts(u), "What does the water slot's companion bring?")
	checks := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == "A reroll every day (Lumipili)" })
	require.Len(t, checks, 1)
	test.Tap(checks[0])
	uitest.Tap(t, u, "1")
	uitest.Tap(t, u, "Take it and roll the dice")
	_, s = storedJourney(t, store)
	require.Equal(t, journey.PhaseRoll, s.Phase())
	require.Len(t, s.Companions(), 1)
	assert.True(t, s.Companions()[0].Reroll)
	assert.Equal(t, 1, s.Companions()[0].Fireflies)
	assert.Equal(t, tokens, s.SmallSteps())
	assert.Len(t, s.Dice(), 2+dice)
	assert.Contains(t, uitest.ScreenTexts(u), "Day 1 of 8 · Late morning")

	// Late morning: the dice were rolled with the companion taken (one tap,
	// two events); reroll the first die with a token.
	require.True(t, s.Rolled())
	assert.Contains(t, uitest.ScreenTexts(u), "Pairs: ")
	assert.True(t, wrapDisabled(t, u, "Reroll with a token (2 left)"), "no die chosen yet")
	tapDie(t, u, 0)
	uitest.TapWrap(t, u, "Reroll with a token (2 left)")
	_, s = storedJourney(t, store)
	usable, _ := s.RerollTokens()
	assert.Equal(t, 1, usable)
	assert.Equal(t, 1, s.RerollsUsed())
	uitest.Tap(t, u, "Freeze the dice")
	_, s = storedJourney(t, store)
	require.Equal(t, journey.PhaseResolve, s.Phase())

	// Noon: an effect that changes nothing is refused with the engine's
	// sentence and stores nothing.
	sess, _ = storedJourney(t, store)
	cursor := sess.Cursor
	uitest.Tap(t, u, "Add to your counters")
	assert.Contains(t, uitest.OverlayTexts(u), "This entry changes nothing.")
	uitest.CloseOverlays(u)
	sess, _ = storedJourney(t, store)
	assert.Equal(t, cursor, sess.Cursor, "a refused action changes nothing")
	light := s.Light()
	uitest.StepTo(t, u, "Light (+ or –)", 3)
	uitest.Tap(t, u, "Add to your counters")
	_, s = storedJourney(t, store)
	assert.Equal(t, light+3, s.Light())
	uitest.Tap(t, u, "Confirm the effects")

	// Afternoon: camp in a village worth 4, spending nothing.
	camp := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == "I set up camp in a village" })
	require.Len(t, camp, 1)
	test.Tap(camp[0])
	test.Type(placeEntry(t, u, "Value of the village"), "4")
	uitest.Tap(t, u, "End the afternoon")
	_, s = storedJourney(t, store)
	v, ok := s.Camp()
	assert.True(t, ok)
	assert.Equal(t, 4, v)
	assert.Contains(t, uitest.ScreenTexts(u), "Day 1 of 8 · Evening")
	uitest.Tap(t, u, "End the day")
	_, s = storedJourney(t, store)
	assert.Equal(t, 2, s.Day())

	// Undo twice, redo once: the store's cursor moves and the screen follows.
	sess, _ = storedJourney(t, store)
	cursor = sess.Cursor
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	sess, s = storedJourney(t, store)
	assert.Equal(t, cursor-2, sess.Cursor)
	assert.Equal(t, journey.PhaseTravel, s.Phase())
	assert.Contains(t, uitest.ScreenTexts(u), "Day 1 of 8 · Afternoon")
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	sess, s = storedJourney(t, store)
	assert.Equal(t, cursor-1, sess.Cursor)
	assert.Equal(t, journey.PhaseEvening, s.Phase())
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	sess, _ = storedJourney(t, store)
	assert.Equal(t, cursor, sess.Cursor)
	assert.True(t, uitest.IconButton(t, u, theme.ContentRedoIcon()).Disabled())

	// The log says every move in words; tapping one undoes back to it.
	test.Tap(uitest.IconButton(t, u, theme.ListIcon()))
	assert.Equal(t, "Session log", u.Top().Title)
	assert.Contains(t, uitest.ScreenTexts(u), "Day 1 — cards resolved")
	uitest.TapTile(t, u, "Day 1 — evening: small dice back on the track")
	sess, _ = storedJourney(t, store)
	assert.Equal(t, cursor-1, sess.Cursor)
	assert.Equal(t, "Solo journey", u.Top().Title)
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))

	// Day 2 up to the rolled dice, then the app is closed mid-day.
	for i := 0; i < 10; i++ {
		_, s = storedJourney(t, store)
		if s.Day() == 2 && s.Rolled() {
			break
		}
		answer(t, u, store)
	}
	_, want := storedJourney(t, store)
	require.Equal(t, journey.AskReroll, want.Pending().Kind)
	require.NoError(t, store.Close())

	u, store = newTestUI(t, path)
	u.PopTo(1) // it reopens on the journey that was on screen (issue 32 §6); from Home here
	require.True(t, uitest.HasTile(u, "Ana's Lueur journey"), "Home offers to resume the journey")
	uitest.TapTile(t, u, "Ana's Lueur journey")
	_, s = storedJourney(t, store)
	assert.Equal(t, want.Dice(), s.Dice(), "the same dice, faces and all")
	assert.Equal(t, want.Light(), s.Light())
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Day 2 of 8 · Late morning")
	uitest.Button(t, u, "Freeze the dice")

	// Play on to the end of day 8.
	for i := 0; i < 200; i++ {
		_, s = storedJourney(t, store)
		if s.Over() {
			break
		}
		answer(t, u, store)
	}
	require.True(t, s.Over())
	// The last evening's one tap ended the journey and opened its final
	// scoring, pre-filled from the journey (issue 32 §5: it took two
	// screens, "End the journey" then "Score the journey").
	assert.Equal(t, "Enter the boards", u.Top().Title)
	pre := journey.Prefill(s)
	assert.Equal(t, s.Light(), uitest.StepperNamed(t, u, "Light on the score track").Value())
	assert.Equal(t, 4, uitest.StepperNamed(t, u, "Your camp's village (0 if none)").Value())
	assert.Equal(t, pre.Companions, uitest.StepperNamed(t, u, "Companions in front of you").Value())
	assert.Equal(t, pre.SmallSteps, uitest.StepperNamed(t, u, "Small steps (by value)").Value())
	assert.Equal(t, pre.FirefliesOnCards, uitest.StepperNamed(t, u, "Fireflies on cards").Value())
	uitest.StepTo(t, u, "Light gained from cards", 6)
	uitest.Tap(t, u, "See the scores")
	pre.Name, pre.CardLightGain = "Ana", 6
	wantScore, err := lscore.Score(lref.Province, pre)
	require.NoError(t, err)
	assert.Contains(t, uitest.ScreenTexts(u), lang.L("{{.Name}}: {{.Total}} light", map[string]any{"Name": "Ana", "Total": wantScore.Total()}))
	uitest.Tap(t, u, "Save to history")

	plays, err := store.Plays(ctx, data.PlayFilter{Game: data.GameLueur})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, data.ModeSolo, plays[0].Mode)
	require.Len(t, plays[0].Results, 1)
	assert.Equal(t, wantScore.Total(), plays[0].Results[0].Score)
	assert.False(t, plays[0].Results[0].Winner, "a solo journey is a score, not a win (issue 18 item 7)")
	assert.Equal(t, "Ana", plays[0].Results[0].Name)
	assert.Equal(t, sess.ProfileID, plays[0].Results[0].ProfileID)
	assert.NotZero(t, sess.ProfileID, "the journey is Ana's")
	var rec scoring.Record
	require.NoError(t, json.Unmarshal(plays[0].Results[0].Breakdown, &rec))
	assert.NotEmpty(t, rec.Lines)
	sess, _ = storedJourney(t, store)
	assert.Equal(t, data.SessionFinished, sess.Status)
	assert.Equal(t, plays[0].ID, sess.PlayID, "the session is linked to its play")
	assert.False(t, uitest.HasTile(u, "Ana's Lueur journey"))
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Solo journey", "History says the play was a journey")
	assert.Contains(t, shown, "Province of Shadows, dice rolled by the app")
	// Its story, day by day, from the log (issue 19), undone moves left out.
	assert.Contains(t, shown, "Day 1")
	assert.Contains(t, shown, "Day 8")
	assert.Contains(t, shown, "• Cards resolved", "a move under its day, without the day again")
	assert.Contains(t, shown, "• The journey is over")

	// Stats count the journey on its side.
	u.PopTo(1)
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Stats")
	uitest.OpenStanding(t, u, "Ana")
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Solo journeys: 1")
	assert.Contains(t, shown, lang.L("{{.Side}} — journeys: {{.Games}}, best {{.Best}} light, average {{.Average}}", map[string]any{"Side": "Province of Shadows", "Best": wantScore.Total(), "Average": wantScore.Total(), "Games": 1}))
}

// TestJourneyPhysicalDice plays with your own dice: the faces you tap are
// the faces stored, a missing face keeps Roll disabled, a face the die does
// not have cannot be tapped, and the evening asks for the rerolled elements.
func TestJourneyPhysicalDice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	openJourneyStart(t, u)
	uitest.Tap(t, u, "Dark Archipelago")
	uitest.Tap(t, u, "I roll mine")
	uitest.Tap(t, u, kit.Capitalised("purple"))
	uitest.Tap(t, u, "Start the journey")
	_, s := storedJourney(t, store)
	require.True(t, s.Options().Physical())
	assert.Equal(t, lref.Archipelago, s.Side())
	assert.Equal(t, []lref.DieColour{lref.Red, lref.Blue, lref.Purple}, s.Options().BigDice)

	answer(t, u, store) // take the fire slot
	_, s = storedJourney(t, store)
	n := len(s.Dice())
	require.Equal(t, journey.AskRoll, s.Pending().Kind)
	assert.True(t, uitest.Button(t, u, "Confirm the faces").Disabled(), "no face tapped yet")
	// The purple die (third) shows small steps, every other die water.
	for i := 0; i < n; i++ {
		if i != 2 {
			tapFace(t, u, i, lref.FaceWater)
		}
	}
	assert.True(t, uitest.Button(t, u, "Confirm the faces").Disabled(), "one face is missing")
	// Only the purple die offers the small-step face: the first picker offering it is die 2's.
	tapFace(t, u, 0, lref.FaceSmallSteps)
	uitest.Tap(t, u, "Confirm the faces")
	_, s = storedJourney(t, store)
	for i, d := range s.Dice() {
		if i == 2 {
			assert.Equal(t, lref.FaceSmallSteps, d.Face)
		} else {
			assert.Equal(t, lref.FaceWater, d.Face, "die %d", i)
		}
	}

	// A physical reroll asks the new face.
	tapDie(t, u, 0)
	assert.True(t, wrapDisabled(t, u, "Reroll with a token (2 left)"), "the new face is missing")
	tapFace(t, u, 0, lref.FaceEarth)
	uitest.TapWrap(t, u, "Reroll with a token (2 left)")
	_, s = storedJourney(t, store)
	assert.Equal(t, lref.FaceEarth, s.Dice()[0].Face)
	steps := s.SmallSteps()
	uitest.Tap(t, u, "Freeze the dice")
	_, s = storedJourney(t, store)
	assert.Equal(t, steps+lref.SmallStepsGain, s.SmallSteps(), "the purple face gave 2 small steps")
	uitest.Tap(t, u, "Confirm the effects")

	// Afternoon on the archipelago: boat 2 reaches an island worth 3.
	uitest.Tap(t, u, "2")
	test.Type(placeEntry(t, u, "Value of the island it reached"), "3")
	uitest.Tap(t, u, "End the afternoon")
	_, s = storedJourney(t, store)
	assert.Equal(t, [journey.Boats]int{0, 3, 0, 0}, s.Boats())

	// Evening: small dice showing a special face are rerolled by hand.
	p := s.Pending()
	for i := range p.Reroll {
		tapFace(t, u, i, lref.FacePlant)
	}
	uitest.Tap(t, u, "End the day")
	_, s = storedJourney(t, store)
	assert.Equal(t, 2, s.Day())
}

// TestJourneyFromDealtSetup deals a 1-player setup and starts the journey
// from its checklist: the rolled track, the board side and the setup code
// carry over.
func TestJourneyFromDealtSetup(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	_, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	uitest.OpenNewSetup(t, u, "Lueur")
	uitest.Tap(t, u, "Solo")
	uitest.Tap(t, u, "Deal the setup")
	code := uitest.ShownCode(t, u)
	uitest.Tap(t, u, "Start the solo journey")
	assert.Contains(t, uitest.ScreenTexts(u), "Dealt from setup "+code+".")
	uitest.Tap(t, u, "Start the journey")
	_, s := storedJourney(t, store)
	assert.Equal(t, code, s.Options().SetupCode)
	require.Len(t, s.Options().Track, lref.EncounterSlots, "the rolled track is carried over")
	for i, sl := range s.Track() {
		assert.Equal(t, s.Options().Track[i].Dice, sl.Dice)
	}
}

// TestJourneySetFaceAndStartRefused: three rerolls turn a die to the face
// chosen; bad start options are refused with a sentence.
func TestJourneySetFaceAndStartRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	openJourneyStart(t, u)
	es := uitest.FindAll[*widget.Entry](uitest.Screen(u), nil)
	require.Len(t, es, 1)
	test.Type(es[0], "5, x")
	uitest.Tap(t, u, "Start the journey")
	assert.Contains(t, uitest.OverlayTexts(u), "“x” is not a space number.")
	uitest.CloseOverlays(u)
	es[0].SetText("")
	test.Type(es[0], "3 6 9")
	uitest.Tap(t, u, "Start the journey")
	_, s := storedJourney(t, store)
	assert.Equal(t, []int{3, 6, 9}, s.Options().RerollSpaces)

	answer(t, u, store) // take fire and roll
	_, s = storedJourney(t, store)
	require.GreaterOrEqual(t, s.Pending().Available, journey.SetFaceRerolls, "2 tokens and the track")
	uitest.Tap(t, u, "Choose a face")
	tapDie(t, u, 1)
	tapFace(t, u, 0, lref.FaceEarth)
	uitest.Tap(t, u, "Turn it to this face (3 rerolls)")
	_, s = storedJourney(t, store)
	assert.Equal(t, lref.FaceEarth, s.Dice()[1].Face)
	usable, _ := s.RerollTokens()
	assert.Equal(t, 0, usable, "the tokens went first")
	assert.Equal(t, 9, s.Light(), "then the track, back to space 9")
}

// wrapDisabled tells whether the wrapping button with this text is disabled.
func wrapDisabled(t *testing.T, u *shell.Host, text string) bool {
	t.Helper()
	bs := uitest.FindAll(uitest.Screen(u), func(b *kit.WrapButton) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q", text)
	return bs[0].Disabled()
}

// TestJourneyStartPageResumesAndAbandons: an unfinished journey shows on
// Home with its player's name and on the start page, which resumes it and
// abandons it after asking.
func TestJourneyStartPageResumesAndAbandons(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	_, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	openJourneyStart(t, u)
	uitest.Tap(t, u, "Start the journey")
	answer(t, u, store)
	sess, _ := storedJourney(t, store)
	assert.NotZero(t, sess.ProfileID, "the profile plays")

	u.PopTo(1)
	u.Top().OnShow()
	assert.True(t, uitest.HasTile(u, "Ana's Lueur journey"))
	openJourneyStart(t, u)
	assert.Contains(t, uitest.ScreenTexts(u), "Unfinished journeys")
	uitest.Tap(t, u, "Resume")
	assert.Equal(t, "Solo journey", u.Top().Title)
	assert.Contains(t, uitest.ScreenTexts(u), "Day 1 of 8 · Late morning")

	u.Pop()
	assert.Equal(t, "Lueur", u.Top().Title, "resuming took the start page's place")
	uitest.TapTile(t, u, "Solo journey")
	uitest.Tap(t, u, "Abandon")
	uitest.TapInDialog(t, u, "Yes")
	sess, _ = storedJourney(t, store)
	assert.Equal(t, data.SessionAbandoned, sess.Status)
	assert.NotContains(t, uitest.ScreenTexts(u), "Unfinished journeys")
}

// TestJourneyCompanionForm: a multicoloured Sketal takes the colour picked
// from the reserve, a red Sketal its red die, Kaar brings the black die into
// play; each shows in the state the screen stored.
func TestJourneyCompanionForm(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	u.SetSeeds(func() uint64 { return 3 })
	openJourneyStart(t, u)
	uitest.Tap(t, u, "Start the journey")

	tapSlot(t, u, lref.Earth)
	uitest.Tap(t, u, "Any")
	assert.Contains(t, uitest.ScreenTexts(u), "Pick the colour of the die this Sketal takes from the reserve.")
	orange := uitest.FindAll(uitest.Screen(u), func(b *widget.Button) bool { return b.Text == "Orange" })
	require.Len(t, orange, 2, "the Sketal's colours, then the reserve's")
	test.Tap(orange[1])
	kaar := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == "Kaar: immune to the black die's curse" })
	require.Len(t, kaar, 1)
	test.Tap(kaar[0])
	uitest.Tap(t, u, "Take it and roll the dice")
	_, s := storedJourney(t, store)
	require.Len(t, s.Companions(), 1)
	c := s.Companions()[0]
	assert.True(t, c.HasDie)
	assert.Equal(t, lref.Orange, c.Die)
	assert.True(t, c.Kaar)
	assert.True(t, s.BlackInPlay())
	landed := 0
	for _, sl := range s.Track() {
		if slices.Contains(sl.Dice, lref.Black) {
			landed++
			assert.Contains(t, uitest.ScreenTexts(u), "Kaar brought the black die into play: it landed on the "+sl.Element.String()+" slot.",
				"where the black die landed is said when it is rolled (issue 19)")
		}
	}
	assert.Equal(t, 1, landed, "the black die lies on one slot")
	reserve, _ := s.Reserve()
	assert.NotContains(t, reserve, lref.Orange)
	acc := uitest.FindAll[*widget.Accordion](uitest.Screen(u), nil)
	require.Len(t, acc, 1)
	assert.Equal(t, "Your companions (1)", acc[0].Items[0].Title)
	acc[0].Open(0)
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Earth slot (day 1) · big orange die · Kaar", "a companion without a name is called by its slot and day")
	assert.Contains(t, shown, "In the reserve: red, azure, blue, green")

	for s.Day() == 1 {
		answer(t, u, store)
		_, s = storedJourney(t, store)
	}
	tapSlot(t, u, lref.Water)
	assert.Empty(t, uitest.FindAll(uitest.Screen(u), func(b *widget.Button) bool { return b.Text == "Orange" }),
		"a Sketal is offered only the big dice still in the reserve (issue 19)")
	uitest.Tap(t, u, "Red")
	uitest.Tap(t, u, "Take it and roll the dice")
	_, s = storedJourney(t, store)
	require.Len(t, s.Companions(), 2)
	assert.Equal(t, lref.Red, s.Companions()[1].Die)
	found := false
	for _, d := range s.Dice() {
		found = found || d.Colour == lref.Red && d.Size == lref.Big && d.Owner == s.Companions()[1].ID
	}
	assert.True(t, found, "the Sketal's red die is among your dice")
}

// TestFinishedJourneyResumesToItsScore: a random Archipelago journey played
// to its end through the engine, not yet scored, resumes from Home straight
// into final scoring pre-filled with its light, small steps and boats.
func TestFinishedJourneyResumesToItsScore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	ctx := context.Background()
	opts := journey.Options{Side: lref.Archipelago, BigDice: []lref.DieColour{lref.Yellow, lref.Purple}}
	actions, states, err := journey.RandomJourney(11, opts, rand.New(rand.NewPCG(11, 12)))
	require.NoError(t, err)
	run, err := session.Start(ctx, store, journey.Engine(), 11, opts, 0)
	require.NoError(t, err)
	for _, a := range actions {
		ev, err := journey.Encode(a)
		require.NoError(t, err)
		_, err = run.Do(ctx, ev)
		require.NoError(t, err)
	}
	end := states[len(states)-1]
	require.True(t, end.Over())
	require.Equal(t, end, run.State())

	u.Top().OnShow()
	uitest.TapTile(t, u, "Lueur solo journey")
	assert.Equal(t, "Enter the boards", u.Top().Title, "final scoring opens on top of the journey")
	pre := journey.Prefill(end)
	assert.Equal(t, min(pre.Track, lscore.MaxTrack), uitest.StepperNamed(t, u, "Light on the score track").Value())
	assert.Equal(t, pre.SmallSteps, uitest.StepperNamed(t, u, "Small steps (by value)").Value())
	assert.Equal(t, pre.RerollTokens, uitest.StepperNamed(t, u, "Reroll tokens (tie-break)").Value())
	for b := range journey.Boats {
		assert.Equal(t, pre.BoatIslands[b], uitest.StepperNamed(t, u, lang.L("Island of boat {{.N}}", map[string]any{"N": b + 1})).Value())
	}
	u.Pop()
	assert.Contains(t, uitest.ScreenTexts(u), "The journey is over: score it.")
	assert.Contains(t, uitest.ScreenTexts(u), "Day 8 of 8 · Journey over")

	// The light of the cards entered, then the app killed before saving:
	// reopened, the journey's score comes back as entered, and Home lists
	// the journey once (no separate unfinished score).
	uitest.Tap(t, u, "Score the journey")
	uitest.StepTo(t, u, "Light gained from cards", 9)
	u2, _ := newTestUI(t, path)
	u2.PopTo(1) // it reopens on the journey's score that was on screen (issue 32 §6); from Home here
	assert.False(t, uitest.HasTile(u2, kit.N("Unfinished score — Lueur, {{.Count}} players", 1, nil)))
	uitest.TapTile(t, u2, "Lueur solo journey")
	assert.Equal(t, 9, uitest.StepperNamed(t, u2, "Light gained from cards").Value(), "what was entered is kept")
	assert.Equal(t, pre.SmallSteps, uitest.StepperNamed(t, u2, "Small steps (by value)").Value())
	u2.SetClock(func() time.Time { return run.Session().CreatedAt.Add(47*time.Minute + 20*time.Second) })
	uitest.Tap(t, u2, "See the scores")
	assert.Equal(t, 47, uitest.StepperNamed(t, u2, "Duration in minutes (optional)").Value(), "the journey's length, ready to save")
	uitest.Tap(t, u2, "Save to history")
	_, ok, err := store.LoadDraft(ctx, journeyDraftKey(run.Session().ID))
	require.NoError(t, err)
	assert.False(t, ok, "the saved play drops the journey's draft")
	plays, err := store.Plays(ctx, data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, 47*time.Minute, plays[0].Duration)
}

// openMore unfolds the noon's or afternoon's rarely used entries.
func openMore(t *testing.T, u *shell.Host) {
	t.Helper()
	acc := uitest.FindAll(uitest.Screen(u), func(a *widget.Accordion) bool {
		return len(a.Items) == 1 && a.Items[0].Title == lang.L("Fireflies, spells, graveyard")
	})
	require.Len(t, acc, 1, "the folded entries")
	acc[0].Open(0)
}
