package lueur

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lref "hearth/data/lueur"
	"hearth/ui/kit"
	"hearth/ui/uitest"

	journey "hearth/solo/lueur"
)

// dayDecisions are what one day of a journey asks the player to enter on
// the journey's screen, each costing taps there.
type dayDecisions struct {
	Fireflies int // printed on the companion taken (0–2)
	// Lumipili, Kaar, Die and Name: the companion brings a reroll a day,
	// is Kaar, brings a Sketal's big die, is given a name.
	Lumipili, Kaar, Die, Name bool
	Rerolls                   int // rerolls (each of 1 or 2 dice)
	RerollDice                int // dice rerolled, over the day's rerolls
	FaceChanges               int // three rerolls turning a die to a face
	Effects                   int // card effects entered at noon
	// Noon and Travel are the amounts entered at noon (all effects
	// together) and in the afternoon.
	Noon, Travel journey.Change
	Camp         bool // a camp set up in a village
	CampValue    int  // the village's value
}

// playedDays are the decisions of every day of n journeys played by the
// engine's random player (journey.RandomAction: companions of every kind,
// rerolls from every source, face changes, card effects, travel), seeded
// 1..n, with the options of a journey started from the screen (opts).
func playedDays(t *testing.T, opts journey.Options, n int) []dayDecisions {
	var days []dayDecisions
	for seed := uint64(1); seed <= uint64(n); seed++ {
		actions, states, err := journey.RandomJourney(seed, opts, rand.New(rand.NewPCG(seed, 19)))
		require.NoError(t, err)
		var d dayDecisions
		for i, a := range actions {
			switch a := a.(type) {
			case journey.Take:
				r := a.Companion
				d = dayDecisions{Fireflies: r.Fireflies, Lumipili: r.Reroll, Kaar: r.Kaar, Die: r.Die != "", Name: r.Name != ""}
			case journey.Reroll:
				d.Rerolls++
				d.RerollDice += len(a.Dice)
			case journey.SetFace:
				d.FaceChanges++
			case journey.Effect:
				d.Effects++
				d.Noon = addChange(d.Noon, a.Change)
			case journey.Travel:
				d.Travel = a.Change
				if a.Camp != nil {
					d.Camp, d.CampValue = true, *a.Camp
				}
			case journey.Evening:
				if states[i].Day() < states[i+1].Day() || states[i+1].Over() {
					days = append(days, d)
				}
			}
		}
	}
	return days
}

// addChange is a and b entered together.
func addChange(a, b journey.Change) journey.Change {
	return journey.Change{Light: a.Light + b.Light, Rerolls: a.Rerolls + b.Rerolls, SmallSteps: a.SmallSteps + b.SmallSteps,
		Fireflies: a.Fireflies + b.Fireflies, Spells: a.Spells + b.Spells, Lost: append(slices.Clone(a.Lost), b.Lost...)}
}

// medianDay is each decision at its median over days: a number at its
// median, a yes when at least half the days said yes (a camp at the
// median value of the camps).
func medianDay(days []dayDecisions) dayDecisions {
	med := func(f func(dayDecisions) int) int {
		v := make([]int, len(days))
		for i, d := range days {
			v[i] = f(d)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	yes := func(f func(dayDecisions) bool) bool { return 2*countIf(days, f) >= len(days) }
	change := func(f func(dayDecisions) journey.Change) journey.Change {
		c := journey.Change{
			Light:      med(func(d dayDecisions) int { return f(d).Light }),
			Rerolls:    med(func(d dayDecisions) int { return f(d).Rerolls }),
			SmallSteps: med(func(d dayDecisions) int { return f(d).SmallSteps }),
			Fireflies:  med(func(d dayDecisions) int { return f(d).Fireflies }),
			Spells:     med(func(d dayDecisions) int { return f(d).Spells }),
		}
		if lost := med(func(d dayDecisions) int { return len(f(d).Lost) }); lost > 0 {
			c.Lost = make([]int, lost)
		}
		return c
	}
	m := dayDecisions{
		Fireflies:   med(func(d dayDecisions) int { return d.Fireflies }),
		Lumipili:    yes(func(d dayDecisions) bool { return d.Lumipili }),
		Kaar:        yes(func(d dayDecisions) bool { return d.Kaar }),
		Die:         yes(func(d dayDecisions) bool { return d.Die }),
		Name:        yes(func(d dayDecisions) bool { return d.Name }),
		Rerolls:     med(func(d dayDecisions) int { return d.Rerolls }),
		RerollDice:  med(func(d dayDecisions) int { return d.RerollDice }),
		FaceChanges: med(func(d dayDecisions) int { return d.FaceChanges }),
		Effects:     med(func(d dayDecisions) int { return d.Effects }),
		Noon:        change(func(d dayDecisions) journey.Change { return d.Noon }),
		Travel:      change(func(d dayDecisions) journey.Change { return d.Travel }),
		Camp:        yes(func(d dayDecisions) bool { return d.Camp }),
	}
	if m.Camp {
		var v []int
		for _, d := range days {
			if d.Camp {
				v = append(v, d.CampValue)
			}
		}
		slices.Sort(v)
		m.CampValue = v[len(v)/2]
	}
	return m
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// countIf is how many days f accepts.
func countIf(days []dayDecisions, f func(dayDecisions) bool) int {
	n := 0
	for _, d := range days {
		n += b2i(f(d))
	}
	return n
}

// medianDecisions is the median day of playedDays (see
// TestMedianDayIsPlayed): the companion of one firefly and nothing else,
// one die rerolled once, no card effect at noon, an afternoon that spends
// one light and gains a firefly token, no camp. The "typical" day
// (~22 taps, 3 swipes) is grounded in it: TestJourneyDayTapBudget plays it.
var medianDecisions = dayDecisions{
	Fireflies: 1, Rerolls: 1, RerollDice: 1,
	Travel: journey.Change{Light: -1, Fireflies: 1},
}

// TestMedianDayIsPlayed: the day the tap budget plays as the median one is
// the median of 300 journeys played by the engine's random player, decision
// by decision (the player model changing would change it: the tap budget
// must then play the new median day).
func TestMedianDayIsPlayed(t *testing.T) {
	days := playedDays(t, newDayTaps(t, "en").state().Options(), 300)
	require.Greater(t, len(days), 1000)
	m := medianDay(days)
	t.Logf("%d days, median %+v", len(days), m)
	assert.Equal(t, medianDecisions, m)
}

// playDecisions plays a day of decisions d through the screen, with the
// app's dice: the fire slot's companion, rerolls with tokens (the first
// die), the noon amounts as one effect, the afternoon's amounts.
func (d *dayTaps) playDecisions(dd dayDecisions) {
	d.t.Helper()
	require.False(d.t, dd.Lumipili || dd.Kaar || dd.Die || dd.Name || dd.FaceChanges > 0 || dd.Camp || len(dd.Noon.Lost)+len(dd.Travel.Lost) > 0,
		"playDecisions cannot play %+v yet", dd)
	require.LessOrEqual(d.t, dd.RerollDice, dd.Rerolls, "one die a reroll")
	d.slot(lref.Fire)
	if dd.Fireflies > 0 {
		d.button(strconv.Itoa(dd.Fireflies))
	}
	d.primary()
	for range dd.Rerolls {
		usable, _ := d.state().RerollTokens()
		d.die(0)
		d.button(kit.N("Reroll with a token ({{.Count}} left)", usable, nil))
	}
	d.primary() // the dice frozen
	d.steps(dd.Noon, true)
	d.primary()
	d.steps(dd.Travel, false)
	d.primary()
	d.primary() // the evening
}

// steps enters a change on the noon (gains) or afternoon form, opening the
// folded entries when fireflies or spells are asked.
func (d *dayTaps) steps(c journey.Change, gains bool) {
	d.t.Helper()
	if gains {
		d.step(lang.L("Light (+ or –)"), c.Light)
	} else {
		d.step(lang.L("Light spent"), -c.Light) // typed as what was spent
	}
	d.step(lang.L("Small steps (+ or –)"), c.SmallSteps)
	d.step(lang.L("Reroll tokens (+ or –)"), c.Rerolls)
	d.folded(lang.L("Fireflies on tokens (+ or –)"), c.Fireflies)
	d.folded(lang.L("Spell tokens (+ or –)"), c.Spells)
}

// folded steps the stepper labelled label by by, first opening the fold
// it waits in when it is not in view.
func (d *dayTaps) folded(label string, by int) {
	d.t.Helper()
	if by == 0 {
		return
	}
	if len(uitest.FindAll(uitest.Screen(d.u), func(s *kit.Stepper) bool { return s.Label() == label })) == 0 { // folded
		accs := uitest.FindAll(uitest.Screen(d.u), func(a *widget.Accordion) bool { return len(a.Items) == 1 && !a.Items[0].Open })
		require.NotEmpty(d.t, accs, "no fold holds %q", label)
		title := accs[0].Items[0].Title
		d.tap(find(d, func(b *widget.Button) bool { return b.Text == title }))
	}
	d.step(label, by)
}
