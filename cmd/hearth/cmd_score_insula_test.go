package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/scoring/insula"
)

// SPEC §6.3's output shape, byte for byte; seed 004 G.5: the purple tie goes
// to the earliest arrival.
func TestScoreInsulaPurpleJSON(t *testing.T) {
	code, out, errs := hearth("", "score", "insula", "--json", "../../testdata/insula_purple.json")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, `{"winners":["Ben"],"island_wins":false,"ranking":["Ben","Ana"]}`+"\n", out)
	code, out, _ = hearth("", "score", "--lang", "de", "insula", "../../testdata/insula_purple.json")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "Ben")
	assert.NotContains(t, out, "Winner")
}

func TestScoreInsulaEndings(t *testing.T) {
	cases := []struct {
		name, input, json, text string
	}{
		{"nightfall", `{"variant":"base","ending":"nightfall","players":[{"name":"Ana","in_final_battle":false}]}`,
			`{"winners":[],"island_wins":true}`, "Nightfall: Kingosh and the island win; nobody else does."},
		{"base tie", `{"variant":"base","ending":"kingosh_defeated","players":[{"name":"Ana","in_final_battle":true,"strength":8},{"name":"Ben","in_final_battle":true,"strength":8}]}`,
			`{"winners":["Ana","Ben"],"island_wins":false}`, "Kingosh is defeated. Winners: Ana, Ben."},
		{"blue", `{"variant":"blue","ending":"kingosh_defeated","players":[{"name":"Ana","in_final_battle":true,"strength":1},{"name":"Ben","in_final_battle":false}]}`,
			`{"winners":["Ana"],"island_wins":false}`, "Kingosh is defeated. Winner: Ana."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := hearth(c.input, "score", "insula", "--json", "-")
			require.Equal(t, exitOK, code, errs)
			assert.Equal(t, c.json+"\n", out)
			code, out, _ = hearth(c.input, "score", "--lang", "en", "insula", "-")
			require.Equal(t, exitOK, code)
			assert.Equal(t, c.text+"\n", out)
		})
	}
}

// SPEC §6.3: bad input exits 2 with one line naming the field.
func TestScoreInsulaRefusesBadInput(t *testing.T) {
	ana := `{"name":"Ana","in_final_battle":true,"strength":6,"arrival":1}`
	game := func(variant, ending string, players ...string) string {
		return `{"variant":"` + variant + `","ending":"` + ending + `","players":[` + strings.Join(players, ",") + `]}`
	}
	cases := []struct{ name, input, line string }{
		{"unknown key", game("base", "kingosh_defeated", strings.Replace(ana, `"arrival"`, `"order"`, 1)), "players[0].order: Unknown key"},
		{"missing ending", `{"variant":"base","players":[` + ana + `]}`, "ending: This key is missing"},
		{"bad variant", game("green", "nightfall", ana), "variant: The variant is base, purple or blue."},
		{"no participant", game("base", "kingosh_defeated", `{"name":"Ana","in_final_battle":false}`), "players: Kingosh was defeated, so at least one adventurer fought the final battle."},
		{"negative strength", game("base", "kingosh_defeated", strings.Replace(ana, `"strength":6`, `"strength":-6`, 1)), "players[0].strength: Strength is 0 to 999; you entered -6."},
		{"missing arrival in purple", game("purple", "kingosh_defeated", ana, `{"name":"Ben","in_final_battle":true,"strength":2}`), "players[1].arrival: The purple citadel breaks ties"},
		{"duplicate arrival in purple", game("purple", "kingosh_defeated", ana, strings.Replace(ana, "Ana", "Ben", 1)), "players[1].arrival: Two adventurers arrived 1"},
		{"not a boolean", game("base", "nightfall", `{"name":"Ana","in_final_battle":"yes"}`), "players[0].in_final_battle: This should be true or false"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := hearth(c.input, "score", "insula", "-")
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, out)
			assert.True(t, strings.HasPrefix(errs, "hearth: "+c.line), "stderr: %q", errs)
			assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
		})
	}
}

func TestScoreInsulaKeysMatchTheTypes(t *testing.T) {
	var game, player []string
	for _, k := range insulaGameKeys {
		game = append(game, k.name)
	}
	for _, k := range insulaPlayerKeys {
		player = append(player, k.name)
	}
	assert.Equal(t, jsonTags(insula.Game{}), game)
	assert.Equal(t, jsonTags(insula.Player{}), player)
}

// FuzzScoreInsulaCLI: exit 0 with output, or 2 with one line on stderr.
func FuzzScoreInsulaCLI(f *testing.F) {
	raw, err := os.ReadFile("../../testdata/insula_purple.json")
	require.NoError(f, err)
	f.Add(raw)
	f.Add([]byte(`{"variant":"base","ending":"nightfall","players":[{"name":"Ana","in_final_battle":false}]}`))
	f.Fuzz(func(t *testing.T, data []byte) { checkScoreCLI(t, "insula", data) })
}
