package lueur

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/setup/internal/stattest"
	"hearth/setup/step"
)

const seeds = 10000

// alpha is the significance level of the goodness-of-fit tests (fixed seeds
// keep them deterministic; see setup/bonfire's stats tests).
const alpha = 1e-4

func result[T step.Result](t *testing.T, s step.Setup, id string) T {
	t.Helper()
	st, ok := s.Step(id)
	require.True(t, ok, "step %q", id)
	r, ok := st.Result.(T)
	require.True(t, ok, "step %q has result %T", id, st.Result)
	return r
}

// SPEC §5.1 over 10,000 seeds for every player count and side choice: the
// side is the one chosen; the first player is a seat and the player on their
// right takes the rerolls; the 9 small dice of seed 003 "MISE EN PLACE" step 8
// are all placed, each on the slot of the element its last face shows; no
// die is left on a face without an element; rerolls happened only on special
// faces; small-step tokens lie exactly on the empty slots (step 9).
func TestEveryConstraintOver10000Seeds(t *testing.T) {
	for players := 1; players <= 4; players++ {
		for _, side := range []SideChoice{AnySide, ProvinceSide, ArchipelagoSide} {
			o := Options{Players: players, Side: side}
			t.Run(fmt.Sprintf("%dp side=%d", players, side), func(t *testing.T) {
				var wantIDs []string
				for seed := range uint64(seeds) {
					s, err := Generate(o, rand.New(rand.NewPCG(seed, 2)))
					require.NoError(t, err)
					checkSetup(t, o, s)
					var got []string
					for _, st := range s.Steps {
						got = append(got, st.ID)
					}
					if wantIDs == nil {
						wantIDs = got
						assert.Len(t, slices.Compact(slices.Sorted(slices.Values(got))), len(got), "unique IDs")
					} else {
						require.Equal(t, wantIDs, got, "seed %d", seed)
					}
					if t.Failed() {
						t.Fatalf("seed %d failed", seed)
					}
				}
			})
		}
	}
}

func checkSetup(t *testing.T, o Options, s step.Setup) {
	// Plain comparisons: this runs 120,000 times.
	check := func(ok bool, what string) {
		if !ok {
			t.Errorf("%s", what)
		}
	}
	check(s.Game == step.Lueur && s.Players == o.Players, "game and players")
	b := result[BoardSide](t, s, "board")
	if want, ok := o.Side.Side(); ok {
		check(b == BoardSide{Side: want, Chosen: true}, "chosen side kept")
	} else {
		check(!b.Chosen && (b.Side == ref.Province || b.Side == ref.Archipelago), "random side")
	}
	st, _ := s.Step("board")
	check(st.Random == !b.Chosen, "board step random iff drawn")

	f := result[FirstPlayer](t, s, "first-player")
	check(f.First >= 0 && f.First < o.Players, "first player is a seat")
	check(f.Rerolls == (f.First-1+o.Players)%o.Players, "rerolls on the first player's right")
	if o.Players == 1 {
		check(f == FirstPlayer{Solo: true}, "solo: you are first and take the rerolls")
	} else {
		check(f.First != f.Rerolls, "rerolls go to another player")
	}

	d := result[Dice](t, s, "dice")
	if len(d.Rolls) != len(ref.SetupDice) || len(d.Slots) != ref.EncounterSlots {
		t.Fatalf("%d rolls, %d slots", len(d.Rolls), len(d.Slots))
	}
	for i, r := range d.Rolls {
		check(r.Die == ref.SetupDice[i], "dice rolled in seed 003's order")
		if len(r.Faces) == 0 {
			t.Fatalf("die %d has no face", i)
		}
		e, ok := r.Faces[len(r.Faces)-1].Element()
		check(ok && e == r.Slot, "a die goes on the slot of the element it shows")
		for _, f := range r.Faces[:len(r.Faces)-1] {
			check(f == ref.FaceSmallSteps && r.Die == ref.Purple, "only a purple small-step face is rerolled")
		}
		faces := r.Die.Faces()
		for _, f := range r.Faces {
			check(slices.Contains(faces[:], f), "a face of the die")
		}
	}
	placed := 0
	for i, sl := range d.Slots {
		check(sl.Element == ref.Elements[i], "slots in element order")
		placed += len(sl.Dice)
		check(sl.Token == (len(sl.Dice) == 0), "a token exactly on an empty slot")
		var want []ref.DieColour
		for _, r := range d.Rolls {
			if r.Slot == sl.Element {
				want = append(want, r.Die)
			}
		}
		check(slices.Equal(want, sl.Dice), "slot holds its dice in roll order")
	}
	check(placed == len(ref.SetupDice), "all 9 dice placed")
	check(slices.Equal(d.Empty(), result[SmallSteps](t, s, "small-steps").Slots), "token step lists the empty slots")
	check(result[Companions](t, s, "companions").InPlay == 40, "40 companions")
	r := result[Reserve](t, s, "reserve")
	check(slices.Equal(r.Big, ref.ReserveBig) && slices.Equal(r.Small, ref.ReserveSmall), "reserve")
}

// slotProbabilities is where a die of colour c lands (seed 003 "LES DÉS EN
// DÉTAIL"): an element-colour die shows its element on 2 of 6 faces (its own
// face and the sixth) and every other element on 1; a purple die rerolls its
// small-step face, so each element is 1/5.
func slotProbabilities(c ref.DieColour) []float64 {
	p := make([]float64, len(ref.Elements))
	own, ok := c.Element()
	for i, e := range ref.Elements {
		switch {
		case !ok:
			p[i] = 1.0 / 5
		case e == own:
			p[i] = 2.0 / 6
		default:
			p[i] = 1.0 / 6
		}
	}
	return p
}

// diceChiSquare rolls n setups and sums, over the 9 dice, the chi-square of
// each die's slot distribution against slotProbabilities (df 4 per die, 36).
func diceChiSquare(n int, roll func(*rand.Rand) Dice) float64 {
	counts := make([][]int, len(ref.SetupDice))
	for i := range counts {
		counts[i] = make([]int, len(ref.Elements))
	}
	rng := rand.New(rand.NewPCG(31, 41))
	for range n {
		for i, r := range roll(rng).Rolls {
			counts[i][r.Slot]++
		}
	}
	var x float64
	for i, c := range ref.SetupDice {
		x += stattest.ChiSquare(counts[i], stattest.Expected(n, slotProbabilities(c)))
	}
	return x
}

// biasedRoll is a plausible but wrong roll, kept to show the test has teeth:
// it puts a purple die showing small steps on the earth slot instead of
// rerolling it (earth 2/6 instead of 1/5).
func biasedRoll(rng *rand.Rand) Dice {
	d := RollSetupDice(rng)
	for i, r := range d.Rolls {
		if r.Rerolls() > 0 {
			d.Rolls[i].Slot = ref.Earth
		}
	}
	return d
}

// The setup roll is unbiased: 30,000 rolls of the 9 dice, chi-square with 36
// degrees of freedom against the 1e-4 critical value; the biased roll fails.
func TestDicePlacementIsUnbiased(t *testing.T) {
	const n = 30000
	crit := stattest.Critical(len(ref.SetupDice)*(len(ref.Elements)-1), alpha)
	x := diceChiSquare(n, RollSetupDice)
	t.Logf("dice: chi-square %.2f, df %d, critical %.2f", x, len(ref.SetupDice)*(len(ref.Elements)-1), crit)
	assert.Less(t, x, crit)
	b := diceChiSquare(n, biasedRoll)
	t.Logf("biased roll: chi-square %.2f", b)
	assert.Greater(t, b, crit)
}

// With a random side, both sides come up equally often; so does every seat
// as first player.
func TestSideAndFirstPlayerAreUniform(t *testing.T) {
	const n = 20000
	sides, seats := make([]int, 2), make([]int, 4)
	rng := rand.New(rand.NewPCG(5, 9))
	for range n {
		s, err := Generate(Options{Players: 4}, rng)
		require.NoError(t, err)
		sides[result[BoardSide](t, s, "board").Side]++
		seats[result[FirstPlayer](t, s, "first-player").First]++
	}
	x := stattest.ChiSquare(sides, stattest.Uniform(n, 2)) + stattest.ChiSquare(seats, stattest.Uniform(n, 4))
	t.Logf("side and first seat: chi-square %.2f, critical %.2f", x, stattest.Critical(4, alpha))
	assert.Less(t, x, stattest.Critical(4, alpha))
}

// A die that keeps showing a face without an element still ends on an
// element: the black die rolled with a generator stuck on its sixth face.
type stuck struct{}

func (stuck) Uint64() uint64 { return ^uint64(0) } // IntN(6) always gives 5

func TestRollDieEndsOnAnElement(t *testing.T) {
	r := RollDie(ref.Purple, rand.New(stuck{}))
	assert.Len(t, r.Faces, maxRerolls+1)
	_, ok := r.Faces[len(r.Faces)-1].Element()
	assert.True(t, ok)
	assert.Equal(t, maxRerolls, r.Rerolls())
}

func TestSoloInterpretation(t *testing.T) {
	s, err := Generate(Options{Players: 1, Side: ProvinceSide}, rand.New(rand.NewPCG(1, 1)))
	require.NoError(t, err)
	st, _ := s.Step("first-player")
	assert.False(t, st.Random)
	assert.Contains(t, st.Text.String(), "as the app reads the rules")
	assert.Equal(t, "First player and 2 reroll tokens: you", st.Result.Lines()[0].String())
	assert.Equal(t, "Lueur — solo journey", s.Title.String())
	assert.Equal(t, 0, RightOf(0, 1))
	assert.Equal(t, 3, RightOf(0, 4))
	assert.Equal(t, 0, RightOf(0, 0))
}

func TestGenerateRefusesBadOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	_, err := Generate(Options{Players: 6}, rng)
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "Lueur is played by 1 to 5 players; you asked for 6.", m.Error())
	_, err = Generate(Options{Players: 2, Side: SideChoice(9)}, rng)
	m, ok = msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "side", m.Field)
	_, err = Generate(Options{Players: 2}, nil)
	assert.Error(t, err)
}

func TestLines(t *testing.T) {
	d := Dice{
		Rolls: []Roll{
			{Die: ref.Green, Faces: []ref.Face{ref.FaceFire}, Slot: ref.Fire},
			{Die: ref.Purple, Faces: []ref.Face{ref.FaceSmallSteps, ref.FaceAir}, Slot: ref.Air},
		},
		Slots: []Slot{{Element: ref.Fire, Dice: []ref.DieColour{ref.Green}}, {Element: ref.Air, Dice: []ref.DieColour{ref.Purple}}, {Element: ref.Water, Token: true}},
	}
	var got []string
	for _, l := range d.Lines() {
		got = append(got, l.String())
	}
	assert.Equal(t, []string{"fire slot: green die", "air slot: purple die (rerolled 1×)", "water slot: no die"}, got)
	assert.Equal(t, "water slot: small-step token", SmallSteps{Slots: d.Empty()}.Lines()[0].String())
	assert.Equal(t, "Board side: Dark Archipelago", BoardSide{Side: ref.Archipelago}.Lines()[0].String())
	assert.Equal(t, ProvinceSide, Choose(ref.Province))
	assert.Equal(t, ArchipelagoSide, Choose(ref.Archipelago))
}
