package exchange

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// Issue 23 item 6: each of these files was imported (or half-read) today.
// Each is now refused with one sentence naming the entry, before anything
// is written: the database files stay byte-identical.
func TestImportRefusesWhatJSONLetsThrough(t *testing.T) {
	f := newFixture(t)
	good := string(export(t, f.s))
	pad := strings.Repeat("x", 70<<10)
	deep := strings.Repeat("[", 40) + strings.Repeat("]", 40)
	boards := "[" + strings.Repeat("{},", 199) + "{}]"
	cases := []struct {
		name, old, new, field string
	}{
		{"invalid UTF-8", `"Kitchen, 2nd floor"`, "\"Kitchen\xff\"", ""},
		{"duplicate key", `"score":61,"winner":true`, `"score":61,"score":1,"winner":true`, "plays[0].results[0].score"},
		{"null score", `"score":61,"winner":true`, `"score":null,"winner":true`, "plays[0].results[0].score"},
		{"null name", `"name":"Ana",`, `"name":null,`, "profiles[0].name"},
		{"too deep", `"breakdown":{"lines"`, `"breakdown":{"deep":` + deep + `,"lines"`, "plays[0].results[0].breakdown.deep"},
		{"oversized breakdown", `"breakdown":{"lines"`, `"breakdown":{"pad":"` + pad + `","lines"`, "plays[0].results[0].breakdown"},
		{"oversized payload", `"payload":{"html"`, `"payload":{"pad":"` + pad + `","html"`, ".payload"},
		{"oversized draft", `"value":{"game"`, `"value":{"pad":"` + pad + `","game"`, "drafts[0].value"},
		{"a draft of 200 boards", `"body":{"players":["Ana"]}`, `"body":{"boards":` + boards + `}`, "drafts[0].value"},
		{"oversized setting", `"language":"fr"`, `"language":"` + pad + `"`, "settings.language"},
		{"formula as setup code", `"setup_code":"B-7Q2K"`, `"setup_code":"=HYPERLINK(\"http://x\")"`, "plays[0].setup_code"},
		{"text as setup code", `"setup_code":"B-7Q2K"`, `"setup_code":"hello world"`, "plays[0].setup_code"},
		{"profile id with another name", `"name":"Ana",`, `"name":"Mallory",`, "profiles[0].name"},
	}
	settle(t, f.s)
	before := fileState(t, f.s)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.Contains(t, good, c.old)
			bad := strings.Replace(good, c.old, c.new, 1)
			_, err := ImportJSON(context.Background(), f.s, bytes.NewReader([]byte(bad)))
			require.Error(t, err)
			m, ok := msg.As(err)
			require.True(t, ok, "a sentence for the player: %v", err)
			assert.Contains(t, m.Field, c.field, m.Line())
			assert.NotContains(t, m.Error(), "\n")
			assert.Equal(t, before, fileState(t, f.s), "nothing changed")
		})
	}
	rep, err := ImportJSON(context.Background(), f.s, strings.NewReader(good))
	require.NoError(t, err, "the export as written is still taken")
	assert.Zero(t, rep.Plays)
}
