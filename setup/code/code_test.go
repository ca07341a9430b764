package code

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/setup/insula"
	"hearth/setup/lueur"
	"hearth/setup/step"
)

// randomCode draws a valid code: any game, a player count in its range, any
// of its options, any seed.
func randomCode(r *rand.Rand) Code {
	g := step.Games[r.IntN(len(step.Games))]
	lo, hi := g.Players()
	c := Code{Game: g, Players: lo + r.IntN(hi-lo+1), Seed: r.Uint64N(MaxSeed + 1)}
	switch g {
	case step.Bonfire:
		c.FirstGame = r.IntN(2) == 1
	case step.Lueur:
		c.Side = lueur.SideChoice(r.IntN(3))
	case step.Insula:
		c.Advanced = r.IntN(2) == 1
		if c.Advanced {
			c.Kingosh = insula.KingoshChoice(r.IntN(3))
		}
	}
	return c
}

// SPEC §1.3: a code regenerates the same game, players, options and seed.
func TestRoundTripRandomCodes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		c := randomCode(r)
		s, err := c.Encode()
		require.NoError(t, err, "%+v", c)
		assert.Regexp(t, `^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}$`, s)
		back, err := Parse(s)
		require.NoError(t, err, s)
		assert.Equal(t, c, back, s)
	}
}

func TestExtremeSeedsRoundTrip(t *testing.T) {
	for _, seed := range []uint64{0, 1, MaxSeed - 1, MaxSeed} {
		c := Code{Game: step.Insula, Players: 5, Advanced: true, Kingosh: insula.BlueKingosh, Seed: seed}
		back, err := Parse(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, back)
	}
}

// The check symbol is a Damm-style check over GF(32): prove the two
// properties the format's doc claims on the whole alphabet, which covers every
// position of every code.
func TestCheckCatchesEverySubstitutionAndTransposition(t *testing.T) {
	for x := range byte(32) {
		seen := map[byte]bool{}
		for d := range byte(32) {
			y := mulAlpha(x) ^ d
			assert.False(t, seen[y], "x ↦ αx⊕d must be injective in d")
			seen[y] = true
		}
	}
	seen := map[byte]bool{}
	for x := range byte(32) {
		y := mulAlpha(x)
		assert.False(t, seen[y], "x ↦ αx must be injective")
		seen[y] = true
		for d := range byte(32) {
			for e := range byte(32) {
				if d != e {
					assert.NotEqual(t, mulAlpha(mulAlpha(x)^d)^e, mulAlpha(mulAlpha(x)^e)^d, "x=%d d=%d e=%d", x, d, e)
				}
			}
		}
	}
}

// Every single-character substitution and every adjacent transposition of
// sample codes is reported as a typo (or as a character that is not in the
// alphabet), never read as another setup.
func TestTyposInSampleCodesAreDetected(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		c := randomCode(r)
		canon, err := Normalize(c.String())
		require.NoError(t, err)
		for i := range canon {
			for _, sym := range Symbols() {
				if byte(sym) == canon[i] {
					continue
				}
				typo := canon[:i] + string(sym) + canon[i+1:]
				_, err := Parse(typo)
				assert.Error(t, err, "substitution %s → %s", canon, typo)
			}
			if i+1 < len(canon) && canon[i] != canon[i+1] {
				typo := canon[:i] + string(canon[i+1]) + string(canon[i]) + canon[i+2:]
				_, err := Parse(typo)
				assert.Error(t, err, "transposition %s → %s", canon, typo)
			}
		}
	}
}

func TestSubstitutionIsReportedAsTypo(t *testing.T) {
	c := Code{Game: step.Bonfire, Players: 3, FirstGame: true, Seed: 123456789}
	s := []byte(c.String())
	if s[5] == 'X' {
		s[5] = 'Y'
	} else {
		s[5] = 'X'
	}
	_, err := Parse(string(s))
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "This setup code has a typo: check it character by character.", m.Error())
	assert.Equal(t, "code", m.Field)
}

func TestParseIgnoresCaseDashesAndSpaces(t *testing.T) {
	c := Code{Game: step.Lueur, Players: 4, Side: lueur.ArchipelagoSide, Seed: 987654321}
	s := c.String()
	plain := strings.ReplaceAll(s, "-", "")
	for _, in := range []string{s, strings.ToLower(s), plain, strings.ToLower(plain), " " + plain[:3] + " " + plain[3:7] + " - " + plain[7:] + " ", strings.ReplaceAll(s, "-", "–")} {
		got, err := Parse(in)
		require.NoError(t, err, in)
		assert.Equal(t, c, got, in)
	}
}

// Crockford's lenient reading: I and L are 1, O is 0, U is V.
func TestParseReadsLookalikeLetters(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	lookalike := map[byte]string{'1': "IiLl", '0': "Oo", 'V': "Uu"}
	tested := 0
	for tested < 20 {
		c := randomCode(r)
		s := c.String()
		for i := 0; i < len(s); i++ {
			for _, alt := range lookalike[s[i]] {
				got, err := Parse(s[:i] + string(alt) + s[i+1:])
				require.NoError(t, err)
				assert.Equal(t, c, got)
				tested++
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	valid := Code{Game: step.Bonfire, Players: 2, Seed: 77}.String()
	for _, c := range []struct {
		in, want string
	}{
		{"", "Enter a setup code."},
		{" - ", "Enter a setup code."},
		{"4A7K-Q2XM-9T", "A setup code has 11 characters; this one has 10."},
		{valid + "0", "A setup code has 11 characters; this one has 12."},
		{"4A7K-Q2XM-9T!", "“!” cannot be part of a setup code."},
		{"4A7K Q2XM 9TÉ", "“É” cannot be part of a setup code."},
	} {
		_, err := Parse(c.in)
		m, ok := msg.As(err)
		require.True(t, ok, c.in)
		assert.Equal(t, c.want, m.Error(), c.in)
	}
}

// withCheck builds a code string from a raw 50-bit payload, with a correct
// check symbol, so that the field checks behind the checksum can be reached.
func withCheck(v uint64) string {
	sym := make([]byte, Length)
	for i := range dataSymbols {
		sym[i] = byte(v>>(5*(dataSymbols-1-i))) & 31
	}
	sym[dataSymbols] = checkSymbol(sym[:dataSymbols])
	var b strings.Builder
	for _, s := range sym {
		b.WriteByte(alphabet[s])
	}
	return b.String()
}

func TestParseRejectsImpossibleFields(t *testing.T) {
	payload := func(version, game, players, opts, seed uint64) uint64 {
		return version<<47 | game<<45 | players<<42 | opts<<38 | seed
	}
	for _, c := range []struct {
		name string
		v    uint64
		want string
	}{
		{"newer version", payload(2, 0, 2, 0, 1), "This setup code comes from a newer version of Hearth; update the app to use it."},
		{"version 0", payload(0, 0, 2, 0, 1), "This is not a Hearth setup code."},
		{"game 3", payload(1, 3, 2, 0, 1), "This is not a Hearth setup code."},
		{"unused option bit", payload(1, 0, 2, 2, 1), "This is not a Hearth setup code."},
		{"side 3", payload(1, 1, 2, 3, 1), "The board side is Province of Shadows or Dark Archipelago."},
		{"kingosh 3", payload(1, 2, 2, 7, 1), "The Kingosh variant is the purple or the blue citadel."},
		{"kingosh without advanced", payload(1, 2, 2, 2, 1), "The Kingosh variants belong to the advanced version; choose it as well."},
		{"bonfire 5 players", payload(1, 0, 5, 0, 1), "Bonfire is played by 1 to 4 players; you asked for 5."},
		{"insula 0 players", payload(1, 2, 0, 0, 1), "Insula is played by 1 to 5 players; you asked for 0."},
		{"lueur 7 players", payload(1, 1, 7, 0, 1), "Lueur is played by 1 to 5 players; you asked for 7."},
	} {
		_, err := Parse(withCheck(c.v))
		m, ok := msg.As(err)
		require.True(t, ok, c.name)
		assert.Equal(t, c.want, m.Error(), c.name)
	}
}

func TestValidateRejectsOptionsOfOtherGames(t *testing.T) {
	for _, c := range []struct {
		code  Code
		field string
		want  string
	}{
		{Code{Game: step.Bonfire, Players: 2, Advanced: true}, "advanced", "Only Insula has an advanced version."},
		{Code{Game: step.Lueur, Players: 2, FirstGame: true}, "first-game", "Only Bonfire has a first-game option."},
		{Code{Game: step.Insula, Players: 2, Side: lueur.ProvinceSide}, "side", "Only Lueur has a board side to choose."},
		{Code{Game: step.Bonfire, Players: 2, Kingosh: insula.BlueKingosh}, "kingosh", "Only Insula has Kingosh variants."},
		{Code{Game: step.Insula, Players: 2, Seed: MaxSeed + 1}, "seed", "A seed is a whole number from 0 to 274877906943; you gave 274877906944."},
		{Code{Game: step.Game("chess"), Players: 2}, "game", "Choose Bonfire, Lueur or Insula."},
	} {
		err := c.code.Validate()
		m, ok := msg.As(err)
		require.True(t, ok, c.want)
		assert.Equal(t, c.field, m.Field)
		assert.Equal(t, c.want, m.Error())
		assert.Empty(t, c.code.String())
		_, err = c.code.Encode()
		assert.Error(t, err)
	}
}

// This pins the layout so a change of format cannot go unnoticed: codes
// already shared must keep working. Worked by hand for the first one: symbols
// 4 (version 1, Bonfire), 4 (1 player), then zeros; the check loop leaves
// x = 22 after the data, and α·22 = 9.
func TestFormatIsPinned(t *testing.T) {
	for _, c := range []struct {
		code Code
		want string
	}{
		{Code{Game: step.Bonfire, Players: 1, Seed: 0}, "4400-0000-009"},
		{Code{Game: step.Bonfire, Players: 4, FirstGame: true, Seed: 42}, "4G9H-457D-NHP"},
		{Code{Game: step.Lueur, Players: 2, Side: lueur.ArchipelagoSide, Seed: MaxSeed}, "58HW-YQMV-6CC"},
		{Code{Game: step.Insula, Players: 5, Advanced: true, Kingosh: insula.PurpleKingosh, Seed: 123456789}, "6MT3-Q4RJ-8HH"},
	} {
		assert.Equal(t, c.want, c.code.String(), "%+v", c.code)
	}
}

// The seed mixing is a bijection on 38 bits, so every seed has its own code.
func TestMixIsABijection(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for range 100000 {
		s := r.Uint64N(MaxSeed + 1)
		m := mix(s)
		require.LessOrEqual(t, m, uint64(MaxSeed))
		require.Equal(t, s, unmix(m))
		require.Equal(t, s, mix(unmix(s)))
	}
	assert.Equal(t, uint64(0), mix(0))
	assert.Equal(t, uint64(1), mix1*unmix1&MaxSeed)
	assert.Equal(t, uint64(1), mix2*unmix2&MaxSeed)
}

// The generator's stream must not change: pin the first draws of one seed.
func TestRandIsPinned(t *testing.T) {
	r := Code{Game: step.Bonfire, Players: 2, Seed: 12345}.Rand()
	got := []int{r.IntN(10), r.IntN(1000), r.IntN(6), r.IntN(6)}
	assert.Equal(t, []int{8, 27, 2, 5}, got)
}

// FuzzParseCode: Parse never panics, and whatever it accepts re-encodes to
// the canonical form of the input.
func FuzzParseCode(f *testing.F) {
	f.Add("4A7K-Q2XM-9TZ")
	f.Add(Code{Game: step.Insula, Players: 3, Advanced: true, Seed: 99}.String())
	f.Add(strings.ToLower(Code{Game: step.Lueur, Players: 1, Seed: 5}.String()))
	f.Add("")
	f.Add("IIII-LLLL-OOU")
	f.Add("\xff\xfe")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			_, ok := msg.As(err)
			if !ok {
				t.Fatalf("Parse(%q) error is not a player message: %v", s, err)
			}
			return
		}
		canon := c.String()
		if canon == "" {
			t.Fatalf("Parse(%q) accepted an invalid code %+v", s, c)
		}
		norm, err := Normalize(s)
		if err != nil {
			t.Fatalf("Normalize(%q) failed after Parse succeeded: %v", s, err)
		}
		if strings.ReplaceAll(canon, "-", "") != norm {
			t.Fatalf("Parse(%q) re-encodes to %q", s, canon)
		}
		back, err := Parse(canon)
		if err != nil || back != c {
			t.Fatalf("canonical %q does not parse back to %+v: %v", canon, c, err)
		}
	})
}

func TestSeedFrom(t *testing.T) {
	s, err := SeedFrom(strings.NewReader("\xff\xff\xff\xff\xff\xff\xff\xff"))
	require.NoError(t, err)
	assert.Equal(t, uint64(MaxSeed), s)
	s, err = SeedFrom(strings.NewReader("\x01\x00\x00\x00\x00\x00\x00\x00"))
	require.NoError(t, err)
	assert.Equal(t, uint64(1), s)
	s, err = SeedFrom(strings.NewReader("short"))
	assert.Error(t, err)
	assert.Zero(t, s, "no seed from a short read")
}

// Every separator a phone's keyboard or a copied text may put between the
// groups is ignored: space, tab, hyphen-minus and the Unicode hyphens and
// dashes (U+2010, U+2011, U+2013, U+2014); anything else is refused, by
// Normalize as by Parse.
func TestEverySeparatorIsIgnored(t *testing.T) {
	c := Code{Game: step.Insula, Players: 3, Advanced: true, Seed: 4242}
	s := c.String()
	for _, sep := range []string{"-", " ", "\t", "\u2010", "\u2011", "\u2013", "\u2014"} {
		in := strings.ReplaceAll(s, "-", sep)
		got, err := Parse(in)
		require.NoError(t, err, "%q", in)
		assert.Equal(t, c, got, "%q", in)
		n, err := Normalize(in)
		require.NoError(t, err, "%q", in)
		assert.Equal(t, strings.ReplaceAll(s, "-", ""), n)
	}
	n, err := Normalize(s[:4] + "_" + s[5:])
	assert.Error(t, err)
	assert.Empty(t, n)
}

// A value outside the 32 symbols never passes the check, even one whose
// arithmetic would (32 then 64: α·32 = 64 in the byte, 64 ⊕ 64 = 0).
func TestValidRefusesValuesOutsideTheAlphabet(t *testing.T) {
	assert.False(t, Valid([]byte{32, 64}))
	assert.True(t, Valid([]byte{0, 0}))
}
