package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/scoring/bonfire"
)

// appendixIVFile is the rulebook's scoring example (seed 000 "ANNEXE IV",
// seed 002 "Final Scoring"): 61 points.
const appendixIVFile = "../../testdata/bonfire_appendix_iv.json"

// ana is the same board on one line, for inputs made by small edits.
const ana = `{"name":"Ana","track_points":5,"bonfires":[7,5,2,4,2],"open_tasks":0,"guardians_on_bonfires":[6],"portals":7,"portals_adjacent":5,"path_tiles":5,"matching_paths":4,"guardians":3,"gnomes":4,"fate_tiles_left":2,"leftover_tiles_and_resources":4,"specialists":[]}`

// board is a valid player worth track points plus its bonfires.
func board(name string, track int, bonfires string) string {
	return fmt.Sprintf(`{"name":%q,"track_points":%d,"bonfires":%s,"open_tasks":0,"guardians_on_bonfires":[],"portals":0,"portals_adjacent":0,"path_tiles":1,"matching_paths":0,"guardians":1,"gnomes":0,"fate_tiles_left":0,"leftover_tiles_and_resources":0}`, name, track, bonfires)
}

func game(solo bool, players ...string) string {
	return fmt.Sprintf(`{"solo":%t,"players":[%s]}`, solo, strings.Join(players, ","))
}

// hearth runs the CLI with stdin and returns its exit status and output.
func hearth(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	e := &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errs, getenv: func(string) string { return "" }}
	code = run(args, e)
	return code, out.String(), errs.String()
}

const appendixIVText = `Ana
  Bonfires                      7+5+2+4+2  20
  Guardians on bonfires         6           6
  Portals next to a bonfire     5 × 2      10
  Matching path crystals        4 × 2       8
  Common tasks                  4           4
  Fate tiles in supply          2 × 3       6
  Leftover tiles and resources  4 ÷ 2       2
  Score track                               5
  Total                                    61

Winner: Ana with 61 points.
`

const appendixIVJSON = `{"players":[{"name":"Ana","total":61,"breakdown":{"bonfires":20,"guardians":6,"portals":10,"paths":8,"common_tasks":4,"fate_tiles":6,"leftovers":2,"track":5}}],"winners":["Ana"]}` + "\n"

func TestScoreAppendixIVText(t *testing.T) {
	code, out, errs := hearth("", "score", "bonfire", appendixIVFile)
	assert.Equal(t, exitOK, code)
	assert.Empty(t, errs)
	assert.Equal(t, appendixIVText, out)
}

func TestScoreAppendixIVJSON(t *testing.T) {
	for _, args := range [][]string{
		{"score", "bonfire", "--json", appendixIVFile},
		{"score", "bonfire", appendixIVFile, "--json"},
	} {
		code, out, errs := hearth("", args...)
		assert.Equal(t, exitOK, code, args)
		assert.Empty(t, errs)
		assert.Equal(t, appendixIVJSON, out, args)
	}
}

func TestScoreReadsStandardInput(t *testing.T) {
	raw, err := os.ReadFile(appendixIVFile)
	require.NoError(t, err)
	code, out, errs := hearth(string(raw), "score", "bonfire", "--json", "-")
	assert.Equal(t, exitOK, code)
	assert.Empty(t, errs)
	assert.Equal(t, appendixIVJSON, out)

	code, out, _ = hearth(game(false, ana), "score", "bonfire", "-")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, appendixIVText, out)

	code, out, _ = hearth("\xef\xbb\xbf"+game(false, ana), "score", "bonfire", "-")
	assert.Equal(t, exitOK, code, "a byte order mark is no error")
	assert.Equal(t, appendixIVText, out)
}

func TestScoreSpecialist18InJSON(t *testing.T) {
	p := strings.Replace(ana, `"specialists":[]`, `"specialists":[18]`, 1)
	code, out, _ := hearth(game(false, p), "score", "bonfire", "--json", "-")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, `"track":5,"specialists":2}`, "specialist 18: 2 for the guardian on a bonfire")
	assert.Contains(t, out, `"total":63`)
}

func TestScoreJSONKeepsNamesAsTyped(t *testing.T) {
	code, out, _ := hearth(game(false, board("Zoë & <Bo>", 3, "[]")), "score", "bonfire", "--json", "-")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, `"winners":["Zoë & <Bo>"]`)
}

func TestScoreWinnerLines(t *testing.T) {
	cases := []struct {
		name     string
		input    string
		text     string // the last line of the text output
		jsonTail string // the end of the --json output
	}{
		{"seed000 DÉCOMPTE FINAL: most points",
			game(false, board("Ana", 8, "[2]"), board("Bo", 3, "[8]")),
			"Winner: Bo with 11 points.", `"winners":["Bo"]}`},
		{"seed000 DÉCOMPTE FINAL: tie broken by more bonfires",
			game(false, board("Ana", 6, "[2,2]"), board("Bo", 1, "[3,3,3]"), board("Cy", 8, "[2]")),
			"Winner: Bo with 10 points, on the tie-break: more bonfires (3).", `"winners":["Bo"]}`},
		{"seed000 DÉCOMPTE FINAL: shared victory",
			game(false, board("Ana", 6, "[2,2]"), board("Bo", 4, "[3,3]"), board("Cy", 1, "[7,2]")),
			"Shared victory: Ana, Bo and Cy, with 10 points and 2 bonfires each.", `"winners":["Ana","Bo","Cy"]}`},
		{"seed000 FIN DE PARTIE SOLO: strictly more wins",
			game(true, board("Ana", 9, "[3]"), board("Tom", 11, "[]")),
			"Ana beats Tom, 12 to 11.", `"winners":["Ana"],"outcome":"win"}`},
		{"seed000 FIN DE PARTIE SOLO: a tie is not a win",
			game(true, board("Ana", 9, "[2,2]"), board("Tom", 13, "[]")),
			"Ana and Tom tie at 13: a tie loses against Tom, and leaves the handicap as it is.", `"winners":["Tom"],"outcome":"tie"}`},
		{"seed000 FIN DE PARTIE SOLO: fewer points lose",
			game(true, board("Ana", 1, "[2]"), board("Tom", 4, "[]")),
			"Tom wins, 4 to 3: Ana loses.", `"winners":["Tom"],"outcome":"loss"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := hearth(c.input, "score", "bonfire", "-")
			require.Equal(t, exitOK, code, errs)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			assert.Equal(t, c.text, lines[len(lines)-1])
			code, out, errs = hearth(c.input, "score", "bonfire", "--json", "-")
			require.Equal(t, exitOK, code, errs)
			assert.True(t, strings.HasSuffix(out, c.jsonTail+"\n"), out)
		})
	}
}

func TestScoreRefusesBadInput(t *testing.T) {
	cases := []struct {
		name  string
		input string
		line  string // the start of the one line on stderr
	}{
		{"empty file", "", "hearth: The file is empty"},
		{"not JSON", `{"solo": fals}`, "hearth: The file is not valid JSON (line 1, column "},
		{"not JSON on line 3", "{\n\"solo\": false,\n\"players\": [,]}", "hearth: The file is not valid JSON (line 3, column "},
		{"trailing garbage", game(false, ana) + " x", "hearth: The file goes on after its JSON object"},
		{"two objects", game(false, ana) + game(false, ana), "hearth: The file goes on after its JSON object"},
		{"an array, not an object", `[` + ana + `]`, "hearth: The file should hold a JSON object {…}; it holds [{"},
		{"unknown top-level key", `{"solo":false,"players":[` + ana + `],"round":3}`, "hearth: round: Unknown key; the keys are solo, players."},
		{"unknown player key", game(false, strings.Replace(ana, `"gnomes"`, `"gnome"`, 1)), "hearth: players[0].gnome: Unknown key; the keys are name, track_points,"},
		{"repeated key", game(false, strings.Replace(ana, `"portals":7`, `"portals":7,"portals":6`, 1)), "hearth: players[0].portals: This key appears twice."},
		{"solo not a boolean", `{"solo":"yes","players":[` + ana + `]}`, `hearth: solo: This should be true or false; the file has "yes".`},
		{"players not a list", `{"players":` + ana + `}`, "hearth: players: This should be a list […]; the file has {"},
		{"players missing", `{"solo":false}`, "hearth: players: This key is missing"},
		{"a player not an object", `{"players":[3]}`, "hearth: players[0]: This should be an object {…}; the file has 3."},
		{"a count as text", game(false, strings.Replace(ana, `"portals":7`, `"portals":"7"`, 1)), `hearth: players[0].portals: This should be a whole number; the file has "7".`},
		{"a fraction", game(false, strings.Replace(ana, `"gnomes":4`, `"gnomes":2.5`, 1)), "hearth: players[0].gnomes: This should be a whole number; the file has 2.5."},
		{"a count too big for a number", game(false, strings.Replace(ana, `"gnomes":4`, `"gnomes":99999999999999999999`, 1)), "hearth: players[0].gnomes: This should be a whole number"},
		{"null count", game(false, strings.Replace(ana, `"gnomes":4`, `"gnomes":null`, 1)), "hearth: players[0].gnomes: This should be a whole number; the file has null."},
		{"a list as a number", game(false, strings.Replace(ana, `[7,5,2,4,2]`, `20`, 1)), "hearth: players[0].bonfires: This should be a list of whole numbers such as [7, 5, 2]; the file has 20."},
		{"a list element as text", game(false, strings.Replace(ana, `[7,5,2,4,2]`, `[7,"5"]`, 1)), `hearth: players[0].bonfires[1]: This should be a whole number; the file has "5".`},
		{"name missing", game(false, strings.Replace(ana, `"name":"Ana",`, ``, 1)), "hearth: players[0].name: Every player needs a name."},
		{"name blank", game(false, board("Ana", 0, "[]"), board("  ", 0, "[]")), "hearth: players[1].name: Every player needs a name."},
		{"name not text", game(false, strings.Replace(ana, `"Ana"`, `7`, 1)), "hearth: players[0].name: This should be text in quotes; the file has 7."},
		{"a count missing", game(false, strings.Replace(ana, `"fate_tiles_left":2,`, ``, 1)), "hearth: players[0].fate_tiles_left: This key is missing; write 0, or [] for a list, when there is none."},
		{"seed000 RECEVOIR UNE MISSION: 8 bonfires", game(false, strings.Replace(ana, `[7,5,2,4,2]`, `[7,5,2,4,2,2,2,2]`, 1)), "hearth: players[0].bonfires: A city has at most 7 bonfires; you entered 8."},
		{"seed000 DÉCOMPTE FINAL: a bonfire worth 9", game(false, ana, board("Bo", 0, "[9]")), "hearth: players[1].bonfires[0]: A bonfire is worth 2 to 8 points; you entered 9."},
		{"negative count", game(false, strings.Replace(ana, `"gnomes":4`, `"gnomes":-1`, 1)), "hearth: players[0].gnomes: A city has 0 to 6 gnomes"},
		{"no players", game(false), "hearth: players: A game has 1 to 4 players; you entered 0."},
		{"seed000 JEU SOLO: solo without Tom", game(true, ana), "hearth: players: A solo game has exactly 2 players, you and then Tom; you entered 1."},
		{"a key with a line break stays on one line", `{"solo":false,"players":[],"a\nb":1}`, `hearth: "a\nb": Unknown key; the keys are solo, players.`},
		{"very long value on one line", game(false, strings.Replace(ana, `[7,5,2,4,2]`, "{\n\"a\": 1,\n\"b\": 2,\n\"c\": 3,\n\"d\": 4\n}", 1)), `hearth: players[0].bonfires: This should be a list of whole numbers such as [7, 5, 2]; the file has { "a": 1,`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := hearth(c.input, "score", "bonfire", "-")
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, out, "nothing on stdout")
			assert.True(t, strings.HasPrefix(errs, c.line), "stderr: %q", errs)
			assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
			assert.True(t, strings.HasSuffix(errs, "\n"))
		})
	}
}

func TestScoreUsageErrors(t *testing.T) {
	cases := []struct {
		name string
		args []string
		line string
	}{
		{"no game", []string{"score"}, "hearth: score needs a game and a file: hearth score bonfire|lueur|insula [--json] [--save [--profile NAME] [--challenge]] [--lang en|fr|de] FILE"},
		{"lueur without file", []string{"score", "lueur"}, "hearth: score lueur needs exactly one FILE, got 0"},
		{"unknown game", []string{"score", "chess", "-"}, `hearth: unknown game "chess"; the games are bonfire, lueur and insula`},
		{"no file", []string{"score", "bonfire"}, "hearth: score bonfire needs exactly one FILE, got 0"},
		{"two files", []string{"score", "bonfire", "a.json", "b.json"}, "hearth: score bonfire needs exactly one FILE, got 2"},
		{"unknown flag", []string{"score", "bonfire", "--yaml", "-"}, `hearth: unknown flag "--yaml"`},
		{"missing file", []string{"score", "bonfire", "no/such/file.json"}, "hearth: cannot read no/such/file.json"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := hearth("", c.args...)
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, out)
			assert.True(t, strings.HasPrefix(errs, c.line), "stderr: %q", errs)
			assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
		})
	}
}

func TestScoreIsInHelp(t *testing.T) {
	code, out, _ := hearth("", "help")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, out, "hearth score bonfire|lueur|insula [--json] [--save [--profile NAME] [--challenge]] [--lang en|fr|de] FILE")
	code, out, _ = hearth("", "score", "bonfire", "--help")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, out, "usage: hearth score bonfire|lueur|insula [--json] [--save [--profile NAME] [--challenge]] [--lang en|fr|de] FILE")
}

// TestScoreKeysMatchTheTypes keeps the strict decoder's key lists equal to
// the JSON keys of bonfire.Game and bonfire.Player.
func TestScoreKeysMatchTheTypes(t *testing.T) {
	tags := jsonTags
	names := func(keys []scoreKey) []string {
		var out []string
		for _, k := range keys {
			out = append(out, k.name)
		}
		return out
	}
	assert.Equal(t, tags(bonfire.Game{}), names(bonfireGameKeys))
	assert.Equal(t, tags(bonfire.Player{}), names(bonfirePlayerKeys))
}

// jsonTags lists the JSON keys of a struct's fields in order.
func jsonTags(v any) []string {
	var out []string
	ty := reflect.TypeOf(v)
	for i := range ty.NumField() {
		out = append(out, strings.Split(ty.Field(i).Tag.Get("json"), ",")[0])
	}
	return out
}

// FuzzScoreCLI feeds any file to `hearth score bonfire`: it exits 0 with
// output and a silent stderr, or 2 with exactly one line on stderr and
// nothing on stdout; --json output is JSON.
func FuzzScoreCLI(f *testing.F) {
	raw, err := os.ReadFile(appendixIVFile)
	require.NoError(f, err)
	f.Add(raw)
	f.Add([]byte(game(true, board("Ana", 9, "[2,2]"), board("Tom", 13, "[]"))))
	f.Add([]byte(game(false, strings.Replace(ana, `"gnomes":4`, `"gnomes":2.5`, 1))))
	f.Add([]byte(`{"players":[{"name":"\n","x\ny":[1,2]}]}`))
	f.Add([]byte("{\"solo\": true,\n\"players\": [\n]} {"))
	f.Fuzz(func(t *testing.T, data []byte) { checkScoreCLI(t, "bonfire", data) })
}

// checkScoreCLI runs `hearth score GAME` on data, as text and as --json: it
// exits 0 with output and a silent stderr (JSON valid with --json), or 2
// with exactly one line on stderr and nothing on stdout.
func checkScoreCLI(t *testing.T, game string, data []byte) {
	for _, args := range [][]string{{"score", game, "-"}, {"score", game, "--json", "-"}} {
		code, out, errs := hearth(string(data), args...)
		switch code {
		case exitOK:
			if errs != "" || out == "" {
				t.Fatalf("exit 0 with stderr %q, stdout %q", errs, out)
			}
			if args[2] == "--json" && !json.Valid([]byte(out)) {
				t.Fatalf("--json wrote %q", out)
			}
		case exitUsage:
			if out != "" || strings.Count(errs, "\n") != 1 || !strings.HasSuffix(errs, "\n") {
				t.Fatalf("exit 2 with stdout %q, stderr %q", out, errs)
			}
		default:
			t.Fatalf("exit %d: %q", code, errs)
		}
	}
}
