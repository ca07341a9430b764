package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/scoring/lueur"
)

// lueurExample5File is SPEC §5.3's input: the blue player of seed 003 "Fin
// du jeu", Exemple 5, worth 72.
const lueurExample5File = "../../testdata/lueur_example5.json"

// blue is the same player on one line, for inputs made by small edits.
const blue = `{"name":"Blue","track":60,"card_light_gain":5,"card_light_loss":1,"camp_village":5,"firefly_tokens":1,"fireflies_on_cards":2,"companions":7,"small_steps":3,"reroll_tokens":0}`

func lueurGame(side string, players ...string) string {
	return `{"side":"` + side + `","players":[` + strings.Join(players, ",") + `]}`
}

// SPEC §5.3: the output keys and shape are an interface; this is it, byte for byte.
func TestScoreLueurExample5JSON(t *testing.T) {
	code, out, errs := hearth("", "score", "lueur", "--json", lueurExample5File)
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, `{"players":[{"name":"Blue","total":72,"breakdown":{"track":60,"cards":4,"travel":5,"fireflies":0,"small_steps":3}}],"winners":["Blue"]}`+"\n", out)
}

func TestScoreLueurExample5Text(t *testing.T) {
	code, out, _ := hearth("", "score", "--lang", "en", "lueur", lueurExample5File)
	require.Equal(t, exitOK, code)
	assert.Equal(t, "Blue\n  Score track         60\n  Cards        5 – 1   4\n  Travel               5\n  Fireflies    3 < 7   0\n  Small steps          3\n  Total               72\n\nBlue ends the journey with 72 light.\n", out)
	code, out, _ = hearth("", "score", "--lang", "fr", "lueur", lueurExample5File)
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "Piste de score")
	assert.Contains(t, out, "Blue termine le voyage avec 72 éclats de lumière.")
}

func TestScoreLueurReadsStandardInput(t *testing.T) {
	raw, err := os.ReadFile(lueurExample5File)
	require.NoError(t, err)
	code, out, _ := hearth(string(raw), "score", "lueur", "--json", "-")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, `"total":72`)
}

// Seed 003 "Fin du jeu": the Archipelago sums four islands; ties go to reroll tokens, then are shared.
func TestScoreLueurWinners(t *testing.T) {
	red := strings.NewReplacer(`"Blue"`, `"Red"`, `"reroll_tokens":0`, `"reroll_tokens":2`).Replace(blue)
	cases := []struct {
		name  string
		input string
		json  string
		line  string
	}{
		{"tie-break on reroll tokens", lueurGame("province", blue, red), `"winners":["Red"]`, "Winner: Red with 72 light, on the tie-break: more reroll tokens."},
		{"shared", lueurGame("province", blue, strings.Replace(blue, "Blue", "Green", 1)), `"winners":["Blue","Green"]`, "Shared victory: Blue and Green, with 72 light and as many reroll tokens each."},
		{"archipelago", lueurGame("archipelago", strings.Replace(blue, `"camp_village":5`, `"boat_islands":[1,2,3,4]`, 1), strings.Replace(red, `"camp_village":5`, `"boat_islands":[0,0,0,0]`, 1)),
			`"travel":10`, "Winner: Blue with 77 light."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := hearth(c.input, "score", "lueur", "--json", "-")
			require.Equal(t, exitOK, code, errs)
			assert.Contains(t, out, c.json)
			code, out, _ = hearth(c.input, "score", "--lang", "en", "lueur", "-")
			require.Equal(t, exitOK, code)
			assert.Contains(t, out, c.line)
		})
	}
}

// SPEC §5.3: unknown keys, a missing key, a negative count, the wrong travel
// key for the side or not exactly 4 boats exit 2 with one line naming the field.
func TestScoreLueurRefusesBadInput(t *testing.T) {
	arch := func(boats string) string {
		return lueurGame("archipelago", strings.Replace(blue, `"camp_village":5`, `"boat_islands":`+boats, 1))
	}
	cases := []struct {
		name  string
		input string
		field string
	}{
		{"unknown key", lueurGame("province", strings.Replace(blue, `"track"`, `"score"`, 1)), "players[0].score: Unknown key"},
		{"unknown top key", `{"side":"province","players":[` + blue + `],"solo":true}`, "solo: Unknown key"},
		{"missing key", lueurGame("province", strings.Replace(blue, `"small_steps":3,`, "", 1)), "players[0].small_steps: This key is missing"},
		{"missing side", `{"players":[` + blue + `]}`, "side: This key is missing"},
		{"bad side", lueurGame("moon", blue), "side: The board side is province or archipelago."},
		{"negative count", lueurGame("province", strings.Replace(blue, `"companions":7`, `"companions":-1`, 1)), "players[0].companions: You have 0 to 40 companions; you entered -1."},
		{"not a number", lueurGame("province", strings.Replace(blue, `"companions":7`, `"companions":"7"`, 1)), "players[0].companions: This should be a whole number"},
		{"boats on the province", lueurGame("province", strings.Replace(blue, `"camp_village":5`, `"boat_islands":[1,2,3,4]`, 1)), "players[0].boat_islands: Boats sail on the Dark Archipelago side"},
		{"camp and boats on the province", lueurGame("province", strings.Replace(blue, `"camp_village":5`, `"camp_village":5,"boat_islands":[1,2,3,4]`, 1)), "players[0].boat_islands: Boats sail on the Dark Archipelago side"},
		{"camp on the archipelago", lueurGame("archipelago", blue), "players[0].camp_village: Camps are on the Province of Shadows side"},
		{"three boats", arch("[1,2,3]"), "players[0].boat_islands: Give the light of the islands of your 4 boats; you entered 3."},
		{"five boats", arch("[1,2,3,4,5]"), "players[0].boat_islands: Give the light of the islands of your 4 boats; you entered 5."},
		{"negative island", arch("[1,2,-3,4]"), "players[0].boat_islands[2]: An island is worth 0 to 50 light; you entered -3."},
		{"no players", lueurGame("province"), "players: A game has 1 to 5 players; you entered 0."},
		{"same names", lueurGame("province", blue, blue), "players: Two players are called Blue"},
		{"not JSON", `{"side":`, "The file is not valid JSON"},
		{"empty", "", "The file is empty"},
		{"null camp on the province", lueurGame("province", strings.Replace(blue, `"camp_village":5`, `"camp_village":null`, 1)), "players[0].camp_village: This should be a whole number"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := hearth(c.input, "score", "lueur", "-")
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, out)
			assert.True(t, strings.HasPrefix(errs, "hearth: "+c.field), "stderr: %q", errs)
			assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
		})
	}
}

// TestScoreLueurKeysMatchTheTypes keeps the strict decoder's key lists equal
// to the JSON keys of lueur.Game and lueur.Player.
func TestScoreLueurKeysMatchTheTypes(t *testing.T) {
	names := func(keys []scoreKey) []string {
		var out []string
		for _, k := range keys {
			out = append(out, k.name)
		}
		return out
	}
	assert.Equal(t, jsonTags(lueur.Game{}), names(lueurGameKeys))
	assert.Equal(t, jsonTags(lueur.Player{}), names(lueurPlayerKeys))
}

// FuzzScoreLueurCLI feeds any file to `hearth score lueur`: exit 0 with
// output, or 2 with exactly one line on stderr; --json output is JSON.
func FuzzScoreLueurCLI(f *testing.F) {
	raw, err := os.ReadFile(lueurExample5File)
	require.NoError(f, err)
	f.Add(raw)
	f.Add([]byte(lueurGame("archipelago", strings.Replace(blue, `"camp_village":5`, `"boat_islands":[1,2,3,4]`, 1))))
	f.Add([]byte(lueurGame("province", strings.Replace(blue, `"camp_village":5`, `"camp_village":null`, 1))))
	f.Fuzz(func(t *testing.T, data []byte) { checkScoreCLI(t, "lueur", data) })
}

// Issue 32: `hearth score lueur --save` of one player stored a win (the
// export's result said winner true, the CSV true). Alone, Blue beats
// nobody: the play is saved with no winner.
func TestSavedLueurScoreOfOneIsNoWin(t *testing.T) {
	db := filepath.Join(t.TempDir(), "h.db")
	code, out, errs := hearth("", "--db", db, "score", "lueur", "--save", lueurExample5File)
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "Blue ends the journey with 72 light.")
	code, out, errs = hearth("", "--db", db, "export", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, `"name":"Blue","bot":false,"score":72,"winner":false`)
	assert.NotContains(t, out, `"winner":true`)
	code, out, errs = hearth("", "--db", db, "export", "--format", "csv", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, ",1,Blue,false,72,false,\n")
}
