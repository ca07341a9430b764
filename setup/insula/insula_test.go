package insula

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/setup/internal/stattest"
	"hearth/setup/step"
)

const seeds = 10000

const alpha = 1e-4

func result[T step.Result](t *testing.T, s step.Setup, id string) T {
	t.Helper()
	st, ok := s.Step(id)
	require.True(t, ok, "step %q", id)
	r, ok := st.Result.(T)
	require.True(t, ok, "step %q has result %T", id, st.Result)
	return r
}

func combos() []Options {
	var out []Options
	for p := 1; p <= 5; p++ {
		out = append(out, Options{Players: p})
		for _, k := range []KingoshChoice{AnyKingosh, PurpleKingosh, BlueKingosh} {
			out = append(out, Options{Players: p, Advanced: true, Kingosh: k})
		}
	}
	return out
}

// SPEC §6.1 over 10,000 seeds for every player count and option: the combat
// card goes to a seat and the seat on its left starts (seed 004 B.7); every
// adventurer starts with 6 energy in Vitality, markers on their first space
// and 1 flower card (B.6, B.8–B.10); advanced games place 3 light then 2
// shadow tiles and set the Kingosh card to the chosen or drawn variant (G.1,
// G.5); the step list depends only on the options.
func TestEveryConstraintOver10000Seeds(t *testing.T) {
	for _, o := range combos() {
		t.Run(fmt.Sprintf("%dp advanced=%v kingosh=%d", o.Players, o.Advanced, o.Kingosh), func(t *testing.T) {
			var wantIDs []string
			for seed := range uint64(seeds) {
				s, err := Generate(o, rand.New(rand.NewPCG(seed, 3)))
				require.NoError(t, err)
				checkSetup(t, o, s)
				var got []string
				for _, st := range s.Steps {
					got = append(got, st.ID)
				}
				if wantIDs == nil {
					wantIDs = got
					assert.Len(t, slices.Compact(slices.Sorted(slices.Values(got))), len(got), "unique IDs")
				} else if !slices.Equal(wantIDs, got) {
					t.Fatalf("seed %d: steps %v, want %v", seed, got, wantIDs)
				}
				if t.Failed() {
					t.Fatalf("seed %d failed", seed)
				}
			}
		})
	}
}

func checkSetup(t *testing.T, o Options, s step.Setup) {
	check := func(ok bool, what string) {
		if !ok {
			t.Errorf("%s", what)
		}
	}
	check(s.Game == step.Insula && s.Players == o.Players, "game and players")
	start := result[Start](t, s, "start")
	check(start.CombatCard >= 0 && start.CombatCard < o.Players, "combat card to a seat")
	check(start.First == (start.CombatCard+1)%o.Players, "the seat on the combat card's left starts")
	if o.Players == 1 {
		check(start == Start{Solo: true}, "solo: combat card to you, you start")
	} else {
		check(start.First != start.CombatCard, "another player starts")
	}
	adv := result[Adventurers](t, s, "energy")
	check(len(adv.Seats) == o.Players && adv.Solo == (o.Players == 1), "one adventurer per player")
	for i, a := range adv.Seats {
		check(a == Adventurer{Seat: i, Vitality: ref.StartEnergy, Flowers: ref.StartFlowers, VainViolet: o.Advanced}, "adventurer start")
	}
	card, hasCard := s.Step("kingosh")
	line, hasLine := s.Step("shadow-line")
	_, hasViolet := s.Step("vain-violet")
	check(hasCard == o.Advanced && hasLine == o.Advanced && hasViolet == o.Advanced, "advanced-only steps")
	if !o.Advanced {
		return
	}
	k := card.Result.(KingoshCard)
	if want, ok := o.Kingosh.Variant(); ok {
		check(k.Chosen && k.Variant == want && !card.Random, "chosen variant kept")
	} else {
		check(!k.Chosen && card.Random, "variant drawn")
	}
	check(k.Strength == map[ref.Variant]int{ref.Purple: 5, ref.Blue: 7}[k.Variant], "Kingosh's starting strength")
	tiles := line.Result.(ShadowLine).Tiles
	check(slices.Equal(tiles, []ref.Tile{ref.Light, ref.Light, ref.Light, ref.Shadow, ref.Shadow}), "3 light then 2 shadow tiles")
}

// The combat card goes to every seat equally often, and a drawn Kingosh
// variant is purple or blue with even odds.
func TestStartAndVariantAreUniform(t *testing.T) {
	const n = 20000
	seats, variants := make([]int, 5), make([]int, 2)
	rng := rand.New(rand.NewPCG(12, 12))
	for range n {
		s, err := Generate(Options{Players: 5, Advanced: true}, rng)
		require.NoError(t, err)
		seats[result[Start](t, s, "start").CombatCard]++
		variants[result[KingoshCard](t, s, "kingosh").Variant]++
	}
	x := stattest.ChiSquare(seats, stattest.Uniform(n, 5)) + stattest.ChiSquare(variants, stattest.Uniform(n, 2))
	crit := stattest.Critical(5, alpha)
	t.Logf("combat seat and variant: chi-square %.2f, critical %.2f", x, crit)
	assert.Less(t, x, crit)
}

func TestGenerateRefusesBadOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, c := range []struct {
		o           Options
		field, want string
	}{
		{Options{Players: 6}, "players", "Insula is played by 1 to 5 players; you asked for 6."},
		{Options{Players: 0}, "players", "Insula is played by 1 to 5 players; you asked for 0."},
		{Options{Players: 2, Kingosh: BlueKingosh}, "kingosh", "The Kingosh variants belong to the advanced version; choose it as well."},
		{Options{Players: 2, Advanced: true, Kingosh: KingoshChoice(4)}, "kingosh", "The Kingosh variant is the purple or the blue citadel."},
	} {
		_, err := Generate(c.o, rng)
		m, ok := msg.As(err)
		require.True(t, ok)
		assert.Equal(t, c.field, m.Field)
		assert.Equal(t, c.want, m.Error())
	}
	_, err := Generate(Options{Players: 2}, nil)
	assert.Error(t, err)
}

func TestTextsAndLines(t *testing.T) {
	s, err := Generate(Options{Players: 3, Advanced: true, Kingosh: BlueKingosh}, rand.New(rand.NewPCG(2, 2)))
	require.NoError(t, err)
	st, _ := s.Step("kingosh")
	assert.Equal(t, "Place the Kingosh card blue citadel side up, with an unused token on its space 7, Kingosh's starting strength. Only an adventurer with 3 energy in Vitality may enter the citadel.", st.Text.String())
	assert.Equal(t, "Kingosh: blue citadel, strength 7", st.Result.Lines()[0].String())
	assert.Equal(t, "Insula — 3 players, advanced, blue citadel", s.Title.String())
	st, _ = s.Step("shadow-line")
	var lines []string
	for _, l := range st.Result.Lines() {
		lines = append(lines, l.String())
	}
	assert.Equal(t, []string{"Beach", "Face-down light tile", "Face-down light tile", "Face-down light tile", "Face-down shadow tile", "Face-down shadow tile", "Citadel"}, lines)
	st, _ = s.Step("sheets")
	assert.Contains(t, st.Text.String(), "side A up")

	s, err = Generate(Options{Players: 1, Advanced: true, Kingosh: PurpleKingosh}, rand.New(rand.NewPCG(2, 2)))
	require.NoError(t, err)
	st, _ = s.Step("kingosh")
	assert.Equal(t, "Place the Kingosh card purple citadel side up: Kingosh has strength 5, and each adventurer in the citadel has 2 strength less.", st.Text.String())
	st, _ = s.Step("start")
	assert.Equal(t, "Take the combat card: you start the game.", st.Text.String())
	assert.Equal(t, "Combat card and first turn: you", st.Result.Lines()[0].String())
	assert.Equal(t, "You: 6 energy in Vitality, 1 flower card", result[Adventurers](t, s, "energy").Lines()[0].String())

	s, err = Generate(Options{Players: 4}, rand.New(rand.NewPCG(2, 2)))
	require.NoError(t, err)
	st, _ = s.Step("sheets")
	assert.Contains(t, st.Text.String(), "side B up")
	assert.Equal(t, "Insula — 4 players", s.Title.String())
	assert.Equal(t, []string{"Combat card: seat 4", "First turn: seat 1"}, []string{
		Start{CombatCard: 3, First: 0}.Lines()[0].String(), Start{CombatCard: 3, First: 0}.Lines()[1].String(),
	})
	assert.Equal(t, 0, LeftOf(4, 5))
	assert.Equal(t, 0, LeftOf(0, 1))
	assert.Equal(t, BlueKingosh, Choose(ref.Blue))
	assert.Equal(t, PurpleKingosh, Choose(ref.Purple))
}
