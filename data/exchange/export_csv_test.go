package exchange

import (
	"bytes"
	"encoding/csv"
	"hearth/data"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/game"
)

// Issue 23 item 7: setup code, mode and play id went out raw, and " =1+1",
// a quote or a line break before = passed. Every text cell of every column
// is now inert, whatever comes before the formula; numbers stay numbers.
func TestCSVNeutralisesFormulasInEveryColumn(t *testing.T) {
	formulas := []string{"=1+1", " =1+1", "\"=1+1", "'=1+1", "\n=1+1", "\r\n@SUM(A1)", "\t=1", "\r=1", "+1", "-1+1", "@A1", "  \n -2", "＝1+1"}
	for _, f := range formulas {
		p := data.Play{UID: f, Game: game.Game(f), Mode: f, SetupCode: f, Location: f, Notes: f, PlayedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
			Results: []data.Result{{Seat: 0, Name: f, Score: -3}}}
		var b bytes.Buffer
		require.NoError(t, WritePlaysCSV(&b, []data.Play{p}))
		rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(b.Bytes(), []byte(CSVBOM)))).ReadAll()
		require.NoError(t, err)
		row := rows[1]
		for _, col := range []int{0, 1, 2, 5, 6, 7, 9} {
			// (encoding/csv reads a quoted \r\n back as \n)
			assert.Equal(t, strings.ReplaceAll("'"+f, "\r\n", "\n"), row[col], "column %s of %q", CSVHeader[col], f)
		}
		assert.Equal(t, "-3", row[11], "a score stays a number")
	}
	for _, plain := range []string{"Ana", "B-7Q2K", "2 players", "a=b", ""} {
		assert.Equal(t, plain, csvText(plain))
	}
}

// Issue 20: a spreadsheet on Windows opens the CSV as UTF-8 only after a
// byte order mark; "Zoé" arrives intact.
func TestCSVOpensAsUTF8(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, WritePlaysCSV(&b, []data.Play{{UID: "u", Game: data.GameBonfire, Results: []data.Result{{Name: "Zoé"}}}}))
	require.True(t, bytes.HasPrefix(b.Bytes(), []byte{0xef, 0xbb, 0xbf}))
	assert.Contains(t, b.String(), "Zo\xc3\xa9")
}

// Issue 33 §4: the CSV held ESC, C1 (U+009B), NUL and bidi controls (U+202E,
// U+2066, U+200B) raw, and ESC reached the terminal with `export --format
// csv -`. Every text cell now shows them as escapes; line breaks and tabs
// inside a note stay.
func TestCSVWritesNoControlCharacters(t *testing.T) {
	hostile := "\x1b]0;pwned\x07 \x1b[2J \u009b31m \x00 abc\u202edcba \u2066x\u2069 a\u200bb\nline two\ttab Zoé"
	p := data.Play{UID: "u1", Game: data.GameBonfire, Mode: data.ModeMulti, Location: hostile, Notes: hostile,
		PlayedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Results: []data.Result{{Seat: 0, Name: "Ana", Score: 3}}}
	var b bytes.Buffer
	require.NoError(t, WritePlaysCSV(&b, []data.Play{p}))
	out := b.String()
	for _, c := range []string{"\x1b", "\x07", "\u009b", "\x00", "\u202e", "\u2066", "\u2069", "\u200b"} {
		assert.NotContains(t, out, c)
	}
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(b.Bytes(), []byte(CSVBOM)))).ReadAll()
	require.NoError(t, err)
	want := `\x1b]0;pwned\x07 \x1b[2J \u009b31m \x00 abc\u202edcba \u2066x\u2069 a\u200bb` + "\nline two\ttab Zoé"
	assert.Equal(t, want, rows[1][6], "location")
	assert.Equal(t, want, rows[1][7], "notes")
}
