// Package code reads and writes setup codes (SPEC §1.3): short, typeable
// strings that carry a game, a player count, the options and a seed, so that
// any device regenerates exactly the same setup.
//
// # Format (version 1)
//
// A code is 11 symbols of Crockford's base-32 alphabet
// (0123456789ABCDEFGHJKMNPQRSTVWXYZ), shown in groups of 4, 4 and 3:
// "4A7K-Q2XM-9TZ". The first 10 symbols hold 50 bits, most significant first:
//
//	bits 49–47  version (1)
//	bits 46–45  game (0 Bonfire, 1 Lueur, 2 Insula)
//	bits 44–42  players (1–5)
//	bits 41–38  options: Bonfire bit 0 first game; Lueur bits 0–1 board side
//	            (0 any, 1 Province, 2 Archipelago); Insula bit 0 advanced,
//	            bits 1–2 Kingosh (0 any, 1 purple, 2 blue); unused bits are 0
//	bits 37–0   the seed (0 to 2^38−1), mixed by a fixed bijection so that
//	            small seeds do not give codes full of zeros
//
// The 11th symbol is a check symbol: the symbols d1…d11 must satisfy
// x := 0; x = α·x ⊕ dk for each k; x == 0, computed in the field GF(32) built
// on x⁵+x²+1 with α = x. Because x ↦ α·x ⊕ d is a bijection in both x and d,
// any single changed symbol changes the result; because α ≠ 1, swapping two
// different adjacent symbols d, e changes α·d ⊕ e into α·e ⊕ d, which differs
// whenever d ≠ e (their difference is (α⊕1)(d⊕e) ≠ 0). So every single-symbol
// typo and every adjacent transposition is reported (Damm's construction over
// a field of 32 elements), and the code stays alphanumeric, unlike Crockford's
// own mod-37 check which needs 5 extra symbols.
//
// Reading is lenient: case, spaces and dashes are ignored; I and L read as 1,
// O as 0 and U as V.
package code

import (
	"encoding/binary"
	"hearth/data/game"
	"io"
	"math/rand/v2"
	"strings"

	"hearth/data/msg"
	"hearth/setup/bonfire"
	"hearth/setup/insula"
	"hearth/setup/lueur"
	"hearth/setup/step"
)

// Format constants.
const (
	// Version is the format version this package writes.
	Version = 1
	// SeedBits is the width of the seed; MaxSeed the largest seed.
	SeedBits = 38
	MaxSeed  = 1<<SeedBits - 1
	// Length is the number of symbols, the check symbol included.
	Length = 11
	// dataSymbols carry the payload, before the check symbol.
	dataSymbols = Length - 1
)

// stream is the PCG stream every setup's generator uses; the seed picks the state.
const stream = 0x4845415254483031 // "HEARTH01"

const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Code is what a setup code carries. Options that do not belong to Game must
// be left at their zero values.
type Code struct {
	Game    step.Game
	Players int
	// FirstGame is Bonfire's first-game option.
	FirstGame bool
	// Side is Lueur's board side.
	Side lueur.SideChoice
	// Advanced is Insula's advanced version; Kingosh its end-game variant.
	Advanced bool
	Kingosh  insula.KingoshChoice
	// Seed is 0 to MaxSeed.
	Seed uint64
}

// Bonfire is the code's options for the Bonfire generator.
func (c Code) Bonfire() bonfire.Options {
	return bonfire.Options{Players: c.Players, FirstGame: c.FirstGame}
}

// Lueur is the code's options for the Lueur generator.
func (c Code) Lueur() lueur.Options { return lueur.Options{Players: c.Players, Side: c.Side} }

// Insula is the code's options for the Insula generator.
func (c Code) Insula() insula.Options {
	return insula.Options{Players: c.Players, Advanced: c.Advanced, Kingosh: c.Kingosh}
}

// SeedFrom reads a fresh seed from r, which should be crypto/rand.Reader or
// another source of entropy: the only randomness a setup takes from outside
// its code, drawn where a new setup is asked for (the CLI, a screen).
func SeedFrom(r io.Reader) (uint64, error) {
	var b [8]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint64(b[:]) & MaxSeed, nil
}

// Rand is the random generator the setup of this code draws from.
func (c Code) Rand() *rand.Rand { return rand.New(rand.NewPCG(c.Seed, stream)) }

// Validate returns a player-readable error when the code's fields cannot make
// a setup: an option of another game, a player count out of range, a seed too large.
func (c Code) Validate() error {
	if !c.Game.Valid() {
		return msg.New("game", "Choose Bonfire, Lueur or Insula.", nil)
	}
	if c.FirstGame && c.Game != step.Bonfire {
		return msg.New("first-game", "Only Bonfire has a first-game option.", nil)
	}
	if c.Side != lueur.AnySide && c.Game != step.Lueur {
		return msg.New("side", "Only Lueur has a board side to choose.", nil)
	}
	if c.Advanced && c.Game != step.Insula {
		return msg.New("advanced", "Only Insula has an advanced version.", nil)
	}
	if c.Kingosh != insula.AnyKingosh && c.Game != step.Insula {
		return msg.New("kingosh", "Only Insula has Kingosh variants.", nil)
	}
	if c.Seed > MaxSeed {
		return msg.New("seed", "A seed is a whole number from 0 to {{.Max}}; you gave {{.Seed}}.", map[string]any{"Max": uint64(MaxSeed), "Seed": c.Seed})
	}
	switch c.Game {
	case step.Bonfire:
		return c.Bonfire().Validate()
	case step.Lueur:
		return c.Lueur().Validate()
	default:
		return c.Insula().Validate()
	}
}

// Encode returns the canonical form of a valid code, "XXXX-XXXX-XXX".
func (c Code) Encode() (string, error) {
	if err := c.Validate(); err != nil {
		return "", err
	}
	var opts uint64
	switch c.Game {
	case step.Bonfire:
		if c.FirstGame {
			opts = 1
		}
	case step.Lueur:
		opts = uint64(c.Side)
	case step.Insula:
		opts = uint64(c.Kingosh) << 1
		if c.Advanced {
			opts |= 1
		}
	}
	v := uint64(Version)<<47 | uint64(c.Game.Index())<<45 | uint64(c.Players)<<42 | opts<<38 | mix(c.Seed)
	var sym [Length]byte
	for i := range dataSymbols {
		sym[i] = byte(v>>(5*(dataSymbols-1-i))) & 31
	}
	sym[dataSymbols] = checkSymbol(sym[:dataSymbols])
	var b strings.Builder
	for i, s := range sym {
		if i == 4 || i == 8 {
			b.WriteByte('-')
		}
		b.WriteByte(alphabet[s])
	}
	return b.String(), nil
}

// String is the canonical form, or "" for an invalid code.
func (c Code) String() string {
	s, err := c.Encode()
	if err != nil {
		return ""
	}
	return s
}

// Parse reads a code typed by a player. Errors are player-readable: a
// character that cannot be in a code, a wrong length, a typo (the check
// symbol does not match), a code from a newer version, or options that cannot
// make a setup.
func Parse(s string) (Code, error) {
	sym, err := symbols(s)
	if err != nil {
		return Code{}, err
	}
	if len(sym) == 0 {
		return Code{}, msg.New("code", "Enter a setup code.", nil)
	}
	if len(sym) != Length {
		return Code{}, msg.New("code", "A setup code has {{.Want}} characters; this one has {{.Got}}.", map[string]any{"Want": Length, "Got": len(sym)})
	}
	if !Valid(sym) {
		return Code{}, msg.New("code", "This setup code has a typo: check it character by character.", nil)
	}
	var v uint64
	for _, d := range sym[:dataSymbols] {
		v = v<<5 | uint64(d)
	}
	version := v >> 47
	if version > Version {
		return Code{}, msg.New("code", "This setup code comes from a newer version of Hearth; update the app to use it.", nil)
	}
	notACode := msg.New("code", "This is not a Hearth setup code.", nil)
	if version != Version {
		return Code{}, notACode
	}
	g, ok := game.FromIndex(int(v >> 45 & 3))
	if !ok {
		return Code{}, notACode
	}
	c := Code{
		Game:    g,
		Players: int(v >> 42 & 7),
		Seed:    unmix(v & MaxSeed),
	}
	opts := v >> 38 & 15
	switch c.Game {
	case step.Bonfire:
		c.FirstGame = opts&1 == 1
		opts &^= 1
	case step.Lueur:
		c.Side = lueur.SideChoice(opts & 3)
		opts &^= 3
	case step.Insula:
		c.Advanced = opts&1 == 1
		c.Kingosh = insula.KingoshChoice(opts >> 1 & 3)
		opts &^= 7
	default:
		return Code{}, notACode
	}
	if opts != 0 {
		return Code{}, notACode
	}
	if err := c.Validate(); err != nil {
		return Code{}, err
	}
	return c, nil
}

// Normalize returns the symbols of a typed code, without separators, upper
// case and with the lenient letters read (I, L → 1; O → 0; U → V).
func Normalize(s string) (string, error) {
	sym, err := symbols(s)
	if err != nil {
		return "", err
	}
	b := make([]byte, len(sym))
	for i, d := range sym {
		b[i] = alphabet[d]
	}
	return string(b), nil
}

// symbols maps a typed code to symbol values.
func symbols(s string) ([]byte, error) {
	var out []byte
	for _, r := range s {
		switch {
		case r == '-' || r == ' ' || r == '\t' || r == '\u2010' || r == '\u2011' || r == '\u2013' || r == '\u2014':
			continue
		}
		d, ok := symbolValue(r)
		if !ok {
			return nil, msg.New("code", "“{{.Char}}” cannot be part of a setup code.", map[string]any{"Char": string(r)})
		}
		out = append(out, d)
	}
	return out, nil
}

func symbolValue(r rune) (byte, bool) {
	if 'a' <= r && r <= 'z' {
		r -= 'a' - 'A'
	}
	switch r {
	case 'I', 'L':
		r = '1'
	case 'O':
		r = '0'
	case 'U':
		r = 'V'
	}
	if i := strings.IndexRune(alphabet, r); i >= 0 && r < 128 {
		return byte(i), true
	}
	return 0, false
}

// Seed mixing: two rounds of an odd multiplication and a xorshift by half
// the width, all modulo 2^38. Each is invertible: the xorshift undoes itself
// (shifting twice by 19 of 38 bits leaves nothing), and an odd number has an
// inverse modulo a power of two.
const (
	mix1 = 0x2545F4914F6CDD1D & MaxSeed
	mix2 = 0x1B873593 | 1
	half = SeedBits / 2
)

var (
	unmix1 = inverse(mix1)
	unmix2 = inverse(mix2)
)

func mix(s uint64) uint64 {
	s = s * mix1 & MaxSeed
	s ^= s >> half
	s = s * mix2 & MaxSeed
	return s ^ s>>half
}

func unmix(s uint64) uint64 {
	s ^= s >> half
	s = s * unmix2 & MaxSeed
	s ^= s >> half
	return s * unmix1 & MaxSeed
}

// inverse is the multiplicative inverse of an odd m modulo 2^64 (hence modulo
// 2^38), by Newton's iteration: each step doubles the correct low bits.
func inverse(m uint64) uint64 {
	x := m
	for range 6 {
		x *= 2 - m*x
	}
	return x
}

// mulAlpha multiplies by α = x in GF(32) modulo x⁵+x²+1.
func mulAlpha(x byte) byte {
	x <<= 1
	if x&32 != 0 {
		x ^= 0x25
	}
	return x
}

// checkSymbol is the symbol that makes data plus it pass Valid.
func checkSymbol(data []byte) byte {
	var x byte
	for _, d := range data {
		x = mulAlpha(x) ^ d
	}
	return mulAlpha(x)
}

// Valid tells whether a sequence of symbol values (check symbol last) passes
// the check.
func Valid(sym []byte) bool {
	var x byte
	for _, d := range sym {
		if d > 31 {
			return false
		}
		x = mulAlpha(x) ^ d
	}
	return x == 0
}

// Symbols is the code alphabet, for tests and input widgets.
func Symbols() string { return alphabet }
