package setup

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/setup/code"
	"hearth/setup/insula"
	"hearth/setup/lueur"
	"hearth/setup/step"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// goldens are fixed codes and what they stand for. Their setups are pinned in
// testdata/golden/<code>.json: a code shared today must give the same setup
// on every device and in every later version (SPEC §1.3).
var goldens = []struct {
	code string
	want Code
}{
	{"443J-Q8T6-X77", Code{Game: step.Bonfire, Players: 1, Seed: 20261122}},
	{"4CC1-4ZT7-33F", Code{Game: step.Bonfire, Players: 3, FirstGame: true, Seed: 7}},
	{"4G7C-7ZPD-1FZ", Code{Game: step.Bonfire, Players: 4, Seed: 1}},
	{"48DM-ZX2M-V55", Code{Game: step.Bonfire, Players: 2, FirstGame: true, Seed: 31337}},
	{"5849-H4KP-S6M", Code{Game: step.Lueur, Players: 2, Seed: 5}},
	{"5483-RQ5N-4W2", Code{Game: step.Lueur, Players: 1, Side: lueur.ProvinceSide, Seed: 123}},
	{"5GMP-ACPD-JNK", Code{Game: step.Lueur, Players: 4, Side: lueur.ArchipelagoSide, Seed: 8}},
	{"6M81-QQ1D-2JW", Code{Game: step.Insula, Players: 5, Advanced: true, Seed: 99}},
	{"643Y-ZB2M-WVT", Code{Game: step.Insula, Players: 1, Seed: 3}},
	{"6DAF-BAAW-712", Code{Game: step.Insula, Players: 3, Advanced: true, Kingosh: insula.BlueKingosh, Seed: 2718281828}},
}

func TestGoldenSetups(t *testing.T) {
	for _, g := range goldens {
		t.Run(g.code, func(t *testing.T) {
			c, err := code.Parse(g.code)
			require.NoError(t, err)
			assert.Equal(t, g.want, c)
			s, err := FromCode(g.code)
			require.NoError(t, err)
			assert.Equal(t, g.code, s.Code)
			got, err := json.MarshalIndent(s, "", "  ")
			require.NoError(t, err)
			got = append(got, '\n')
			path := filepath.Join("testdata", "golden", g.code+".json")
			if *update {
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, got, 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "run go test ./setup -run TestGoldenSetups -update to create it")
			assert.Equal(t, string(want), string(got))
		})
	}
}

// A code typed sloppily gives the same setup as its canonical form.
func TestFromCodeIsLenient(t *testing.T) {
	a, err := FromCode("443J-Q8T6-X77")
	require.NoError(t, err)
	b, err := FromCode(" 443j q8t6 x77 ")
	require.NoError(t, err)
	assert.Equal(t, a, b)
}

func TestFromCodeReportsTypos(t *testing.T) {
	_, err := FromCode("443J-Q8T6-X78")
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "code: This setup code has a typo: check it character by character.", m.Line())
}

func TestGenerateRefusesInvalidCodes(t *testing.T) {
	_, err := Generate(Code{Game: step.Bonfire, Players: 5})
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "players: Bonfire is played by 1 to 4 players; you asked for 5.", m.Line())
	_, err = Generate(Code{Game: step.Bonfire, Players: 2, Advanced: true})
	assert.Error(t, err)
}

// Every setup the codes can describe is generated without error, and the
// JSON form is stable from one run to the next.
func TestEveryOptionGenerates(t *testing.T) {
	for _, g := range step.Games {
		lo, hi := g.Players()
		for p := lo; p <= hi; p++ {
			for _, c := range variants(g, p) {
				s, err := Generate(c)
				require.NoError(t, err, "%+v", c)
				assert.NotEmpty(t, s.Steps)
				again, err := Generate(c)
				require.NoError(t, err)
				a, _ := json.Marshal(s)
				b, _ := json.Marshal(again)
				assert.True(t, bytes.Equal(a, b))
				sections := s.Sections()
				n := 0
				for _, sec := range sections {
					n += len(sec.Steps)
				}
				assert.Equal(t, len(s.Steps), n)
			}
		}
	}
}

func variants(g step.Game, players int) []Code {
	base := Code{Game: g, Players: players, Seed: 4242}
	switch g {
	case step.Bonfire:
		first := base
		first.FirstGame = true
		return []Code{base, first}
	case step.Lueur:
		var out []Code
		for _, s := range []lueur.SideChoice{lueur.AnySide, lueur.ProvinceSide, lueur.ArchipelagoSide} {
			c := base
			c.Side = s
			out = append(out, c)
		}
		return out
	default:
		out := []Code{base}
		for _, k := range []insula.KingoshChoice{insula.AnyKingosh, insula.PurpleKingosh, insula.BlueKingosh} {
			c := base
			c.Advanced, c.Kingosh = true, k
			out = append(out, c)
		}
		return out
	}
}
