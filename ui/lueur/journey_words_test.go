package lueur

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// playedTo is the simplest play of a journey of opts until stop says so
// (DefaultAction: the fire slot, the dice as they fall, nothing entered).
func playedTo(t *testing.T, opts journey.Options, stop func(journey.State) bool) []journey.Action {
	t.Helper()
	s, err := journey.New(1, opts)
	require.NoError(t, err)
	var out []journey.Action
	for !stop(s) {
		a := s.DefaultAction()
		require.NotNil(t, a)
		s, err = s.Try(a)
		require.NoError(t, err)
		out = append(out, a)
	}
	return out
}

// lineStarts lists the drawn lines on screen that begin with a separator or
// a closing mark, as a wrapped text's lines are drawn (one canvas text
// each).
func lineStarts(r *journeyRig, w float32) []string {
	r.u.Window().Resize(fyne.NewSize(w, 4000))
	uitest.Relayout(r.u)
	var out []string
	uitest.Walk(uitest.Screen(r.u), func(o fyne.CanvasObject) {
		if x, ok := o.(*canvas.Text); ok {
			if s := strings.TrimSpace(x.Text); s != "" && strings.ContainsRune(",.;:·)»", []rune(s)[0]) {
				out = append(out, s)
			}
		}
	})
	return out
}

// TestNoLineStartsWithASeparator (issue 32 §5: a stray mark at a line's
// start): the counts wrapped before "· Absent", the boats' islands before
// "· boat 4" and, in French, before the colon of "bateau 2 : 0", and the
// final score's "(0 : aucun)" before its colon. At 360, 390 and 412 px.
func TestNoLineStartsWithASeparator(t *testing.T) {
	archipelago := ownDice()
	archipelago.Side = lref.Archipelago
	for _, l := range []string{"en", "fr", "de"} {
		reroll := openJourney(t, l, ownDice(), journey.Take{Slot: lref.Plant},
			journey.Roll{Faces: []lref.Face{lref.FaceFire, lref.FaceWater, lref.FaceWater, lref.FaceSmallSteps, lref.FaceWater}})
		travel := openJourney(t, l, archipelago, afternoon()...)
		score := openJourney(t, l, ownDice())
		score.u.Push(score.g.scorePage())
		for _, w := range []float32{uitest.PhoneWidth, 390, 412} {
			for name, r := range map[string]*journeyRig{"rerolls": reroll, "boats": travel, "final score": score} {
				assert.Empty(t, lineStarts(r, w), "%s at %v px, %s", l, w, name)
			}
		}
	}
}

// TestStatusCountsEveryToken (issue 32 §5): a token gained at noon is one
// more reroll token on the status line; it read "1+1" (usable, and gained
// today), unexplained.
func TestStatusCountsEveryToken(t *testing.T) {
	r := openJourney(t, "en", ownDice(), noon()...)
	uitest.StepTo(t, r.u, "Reroll tokens (+ or –)", 1)
	uitest.Tap(t, r.u, "Confirm the effects")
	usable, today := r.state(t).RerollTokens()
	require.Equal(t, 1, today, "gained today")
	assert.Equal(t, "3", r.g.status.tokens.Text, "every token held")
	assert.Equal(t, usable+today, 3)
	assert.Equal(t, "reroll tokens", r.g.status.tokensC.Text)
}

// TestLastEveningScoresTheJourney (issue 32 §5): the last evening's one tap
// ends the journey and opens its final score; it took two screens, "End the
// journey" and then "Score the journey".
func TestLastEveningScoresTheJourney(t *testing.T) {
	r := openJourney(t, "en", ownDice(), playedTo(t, ownDice(), func(s journey.State) bool {
		return s.Day() == lref.Days && s.Phase() == journey.PhaseEvening
	})...)
	uitest.Tap(t, r.u, "End the journey and score it")
	assert.True(t, r.state(t).Over())
	assert.Equal(t, "Enter the boards", r.u.Top().Title, "the final score, at once")
	uitest.Back(r.u)
	assert.Contains(t, uitest.ScreenTexts(r.u), "The journey is over: score it.", "Back finds the journey over")
}

// TestOnePlayerResultSaysItOnce (issue 32 §5): the result of one player
// says "Ana: 13 light" once, on its card; the heading said it again.
func TestOnePlayerResultSaysItOnce(t *testing.T) {
	r := openJourney(t, "de", ownDice())
	r.u.Push(r.g.scorePage())
	uitest.Tap(t, r.u, lang.L("See the scores"))
	uitest.CloseOverlays(r.u)
	if len(uitest.FindAll(uitest.Screen(r.u), func(*kit.BoardTabs) bool { return true })) > 0 {
		t.Fatal("still on the boards")
	}
	said := uitest.FindAll(uitest.Screen(r.u), func(l *widget.Label) bool { return strings.HasPrefix(l.Text, "Ana: ") })
	require.NotEmpty(t, said)
	assert.Equal(t, "Ana: 20 Licht", said[0].Text, "10 on the track, 10 for fireflies enough for no companion")
	assert.Len(t, said, 1, "said once")
}

// TestOwnDiceAreTakenNotRolled (issue 32 §5): with your own dice the roll's
// button takes the faces you tapped; it said "Lancer les dés" (roll the
// dice) on a page where you roll them yourself. A token's reroll counts its
// tokens in the right number ("1 restants").
func TestOwnDiceAreTakenNotRolled(t *testing.T) {
	r := openJourney(t, "fr", ownDice(), journey.Take{Slot: lref.Earth})
	shown := uitest.ScreenTexts(r.u)
	assert.NotContains(t, shown, "Lancer les dés")
	assert.True(t, uitest.Button(t, r.u, "Valider les faces").Disabled(), "no face tapped yet")
	tapFace(t, r.u, 0, lref.FaceFire)
	uitest.Tap(t, r.u, "Valider les faces")
	require.Equal(t, journey.AskReroll, r.state(t).Pending().Kind)
	tapDie(t, r.u, 0)
	tapFace(t, r.u, 0, lref.FaceAir)
	uitest.TapWrap(t, r.u, "Relancer avec un pion (2 restants)")
	uitest.Relayout(r.u)
	assert.NotEmpty(t, uitest.FindAll(uitest.Screen(r.u), func(b *kit.WrapButton) bool { return b.Text == "Relancer avec un pion (1 restant)" }))
}

// TestNoArrowInLueurTexts (issue 32 §5, seen in the real window): "→" is
// not in the theme's text font and comes from Fyne's symbol font, whose
// arrow is followed by a wide blank ("Small green die →    plant"); Lueur's
// texts say "on" instead.
func TestNoArrowInLueurTexts(t *testing.T) {
	files, err := filepath.Glob("../translations/lueur*.json")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.NotContains(t, string(b), "→", f)
	}
	assert.Equal(t, "Small green die on plant", lang.L("{{.Die}} on {{.Slot}}", map[string]any{"Die": "Small green die", "Slot": "plant"}))
}

// TestGraveyardNamesWrapBetweenWords (seen in a real window in German at
// 360 px): the companions one can send to the graveyard stood two to a row,
// and "Vom Friedhof zurückgekehrter Gefährte (Tag 1)" broke inside a word
// ("zurückgekehr ter"); one to a row, every name wraps between words.
func TestGraveyardNamesWrapBetweenWords(t *testing.T) {
	r := openJourney(t, "de", ownDice(), journey.Take{Slot: lref.Earth}, journey.Roll{Faces: []lref.Face{lref.FaceFire}},
		journey.Freeze{}, journey.Effect{Gained: &journey.Recruit{}})
	openMore(t, r.u)
	r.u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 2000))
	uitest.Relayout(r.u)
	checks := uitest.FindAll(uitest.Screen(r.u), func(c *kit.WrapCheck) bool { return strings.Contains(c.Text, "(Tag 1)") })
	require.Len(t, checks, 2, "the earth slot's companion and the one back from the graveyard")
	for _, c := range checks {
		var lines []string
		uitest.Walk(c, func(o fyne.CanvasObject) {
			if x, ok := o.(*canvas.Text); ok && strings.TrimSpace(x.Text) != "" {
				lines = append(lines, strings.TrimSpace(x.Text))
			}
		})
		assert.Equal(t, c.Text, strings.Join(lines, " "), "%q wraps between words: %q", c.Text, lines)
	}
}
