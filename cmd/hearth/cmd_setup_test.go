package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setupCLI runs `hearth setup …` and returns the status and both streams.
func setupCLI(args ...string) (status int, stdout, stderr string) {
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb, getenv: func(string) string { return "" }}
	status = run(append([]string{"setup"}, args...), e)
	return status, out.String(), errb.String()
}

var codeLine = regexp.MustCompile(`^Setup code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{3})\n`)

// SPEC §4.1 solo: the code comes first, then numbered steps with the task
// colours per island and the portals per space.
func TestSetupBonfireSoloText(t *testing.T) {
	status, out, errs := setupCLI("bonfire", "--players", "1", "--seed", "20261122")
	require.Equal(t, exitOK, status, errs)
	assert.Empty(t, errs)
	m := codeLine.FindStringSubmatch(out)
	require.NotNil(t, m, out)
	assert.Equal(t, "443J-Q8T6-X77", m[1])
	for _, want := range []string{
		"Bonfire — solo against Tom\n",
		"\nCentral board\n",
		"  1. Place the central board in the middle of the table.\n",
		"Take 7 blue, 7 red and 6 yellow tasks",
		"       Blossom island 1: blue and red\n",
		"       Space 1: ",
		"Return the 3 specialists showing Gold to the box.",
		"\nTom\n",
		"The countdown starts as soon as 7 novices are in the High Council",
		"Same setup again: hearth setup --code 443J-Q8T6-X77\n",
	} {
		assert.Contains(t, out, want)
	}
	assert.Regexp(t, `(?m)^ 28\. The countdown`, out)
}

func TestSetupLueurShowsDiceBySlot(t *testing.T) {
	status, out, errs := setupCLI("lueur", "--players", "3", "--side", "province", "--seed", "9")
	require.Equal(t, exitOK, status, errs)
	assert.Contains(t, out, "Lueur — 3 players\n")
	assert.Contains(t, out, "Province of Shadows side up.")
	dieLine := regexp.MustCompile(`(?m)^       (fire|air|water|plant|earth) slot: (green|azure|blue|red|orange|purple) die`)
	assert.Len(t, dieLine.FindAllString(out, -1), 9, "one line per small die")
	assert.Regexp(t, `(?m)^       First player: seat [1-3]$`, out)
}

func TestSetupInsulaAdvancedWithKingosh(t *testing.T) {
	status, out, errs := setupCLI("insula", "--players", "4", "--advanced", "--kingosh", "purple", "--seed", "1")
	require.Equal(t, exitOK, status, errs)
	assert.Contains(t, out, "Insula — 4 players, advanced, purple citadel\n")
	assert.Contains(t, out, "Kingosh: purple citadel, strength 5")
	assert.Regexp(t, `(?m)^       Combat card: seat [1-4]$`, out)
}

// Without --seed the seed is drawn at random; the printed code regenerates
// the very same setup.
func TestSetupCodeRegeneratesTheSameSetup(t *testing.T) {
	for _, args := range [][]string{
		{"bonfire", "--players", "3", "--first-game"},
		{"lueur", "--players", "1"},
		{"insula", "--players", "2", "--advanced"},
	} {
		status, first, errs := setupCLI(args...)
		require.Equal(t, exitOK, status, errs)
		m := codeLine.FindStringSubmatch(first)
		require.NotNil(t, m, first)
		status, again, errs := setupCLI("--code", strings.ToLower(m[1]))
		require.Equal(t, exitOK, status, errs)
		assert.Equal(t, first, again)
	}
}

func TestSetupJSON(t *testing.T) {
	status, out, errs := setupCLI("--code", "6DAF BAAW 712", "--json")
	require.Equal(t, exitOK, status, errs)
	var got struct {
		Game    string `json:"game"`
		Players int    `json:"players"`
		Code    string `json:"code"`
		Steps   []struct {
			ID     string          `json:"id"`
			Kind   string          `json:"kind"`
			Random bool            `json:"random"`
			Result json.RawMessage `json:"result"`
		} `json:"steps"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, "insula", got.Game)
	assert.Equal(t, 3, got.Players)
	assert.Equal(t, "6DAF-BAAW-712", got.Code)
	found := false
	for _, s := range got.Steps {
		if s.ID == "kingosh" {
			found = true
			assert.Equal(t, "kingosh", s.Kind)
			assert.JSONEq(t, `{"variant":"blue","chosen":true,"strength":7}`, string(s.Result))
		}
	}
	assert.True(t, found)

	// The JSON of a code equals the JSON of the options it stands for.
	status, direct, _ := setupCLI("insula", "--players", "3", "--advanced", "--kingosh", "blue", "--seed", "2718281828", "--json")
	require.Equal(t, exitOK, status)
	assert.Equal(t, out, direct)
}

// Bad options: exit status 2 and one clear line on stderr, nothing on stdout.
func TestSetupUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "hearth: setup needs a game (bonfire, lueur or insula) or --code CODE\n"},
		{[]string{"chess"}, "hearth: unknown game \"chess\" (choose bonfire, lueur or insula)\n"},
		{[]string{"bonfire", "lueur"}, "hearth: setup takes one game; got \"bonfire\" and \"lueur\"\n"},
		{[]string{"bonfire", "--players", "5"}, "hearth: players: Bonfire is played by 1 to 4 players; you asked for 5.\n"},
		{[]string{"insula", "--players=0"}, "hearth: players: Insula is played by 1 to 5 players; you asked for 0.\n"},
		{[]string{"lueur", "--players", "two"}, "hearth: --players needs a whole number; got \"two\"\n"},
		{[]string{"bonfire", "--advanced"}, "hearth: advanced: Only Insula has an advanced version.\n"},
		{[]string{"insula", "--first-game"}, "hearth: first-game: Only Bonfire has a first-game option.\n"},
		{[]string{"bonfire", "--side", "province"}, "hearth: side: Only Lueur has a board side to choose.\n"},
		{[]string{"lueur", "--side", "moon"}, "hearth: --side is province or archipelago; got \"moon\"\n"},
		{[]string{"insula", "--kingosh", "blue"}, "hearth: kingosh: The Kingosh variants belong to the advanced version; choose it as well.\n"},
		{[]string{"insula", "--advanced", "--kingosh", "green"}, "hearth: --kingosh is purple or blue; got \"green\"\n"},
		{[]string{"bonfire", "--seed", "-1"}, "hearth: --seed needs a whole number from 0 to 274877906943; got \"-1\"\n"},
		{[]string{"bonfire", "--seed", "274877906944"}, "hearth: seed: A seed is a whole number from 0 to 274877906943; you gave 274877906944.\n"},
		{[]string{"bonfire", "--seed"}, "hearth: --seed needs a value\n"},
		{[]string{"bonfire", "--json=yes"}, "hearth: --json takes no value\n"},
		{[]string{"bonfire", "--players", "2", "--players", "3"}, "hearth: --players is given twice\n"},
		{[]string{"bonfire", "--colour", "red"}, "hearth: unknown option --colour (try: hearth help)\n"},
		{[]string{"--code", "443J-Q8T6-X78"}, "hearth: code: This setup code has a typo: check it character by character.\n"},
		{[]string{"--code", "443J-Q8T6-X7"}, "hearth: code: A setup code has 11 characters; this one has 10.\n"},
		{[]string{"--code", "443J+Q8T6-X77"}, "hearth: code: “+” cannot be part of a setup code.\n"},
		{[]string{"--code", "443J-Q8T6-X77", "--players", "2"}, "hearth: --code already holds the game and the options; give it alone (with --json at most)\n"},
		{[]string{"bonfire", "--code", "443J-Q8T6-X77"}, "hearth: --code already holds the game and the options; give it alone (with --json at most)\n"},
	} {
		status, out, errs := setupCLI(c.args...)
		assert.Equal(t, exitUsage, status, "%v", c.args)
		assert.Empty(t, out, "%v", c.args)
		assert.Equal(t, c.want, errs, "%v", c.args)
		assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %v", c.args)
	}
}

// Every adjacent transposition of a real code is refused with status 2.
func TestSetupRefusesTransposedCodes(t *testing.T) {
	canon := strings.ReplaceAll("443J-Q8T6-X77", "-", "")
	for i := 0; i+1 < len(canon); i++ {
		if canon[i] == canon[i+1] {
			continue
		}
		typo := canon[:i] + string(canon[i+1]) + string(canon[i]) + canon[i+2:]
		status, _, errs := setupCLI("--code", typo)
		assert.Equal(t, exitUsage, status, typo)
		assert.Contains(t, errs, "typo", typo)
	}
}

func TestSetupIsInHelp(t *testing.T) {
	var out bytes.Buffer
	status := run([]string{"help"}, &env{stdout: &out, stderr: &out, getenv: func(string) string { return "" }})
	assert.Equal(t, exitOK, status)
	assert.Contains(t, out.String(), "hearth setup bonfire|lueur|insula")
}
