package exchange

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"hearth/data"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// A raw value (a breakdown, a payload, a draft) is stored compacted, as
// it was written: white space between values goes, escapes in its strings
// stay.
func TestImportCompactsRawValuesAsWritten(t *testing.T) {
	good := string(export(t, newFixture(t).s))
	spaced := `{ "label" : "a \"b\" \u00e9" ,` + "\n" + `"points": [1, 2.50, -0, 1e3] , "none": null}`
	file := strings.Replace(good, `"breakdown":{"lines"`, `"breakdown":{"x":`+spaced+`,"lines"`, 1)
	require.NotEqual(t, good, file)
	s := openTemp(t)
	_, err := ImportJSON(context.Background(), s, strings.NewReader(file))
	require.NoError(t, err)
	plays, err := s.Plays(context.Background(), data.PlayFilter{})
	require.NoError(t, err)
	var stored []string
	for _, p := range plays {
		for _, r := range p.Results {
			if strings.HasPrefix(string(r.Breakdown), `{"x":`) {
				stored = append(stored, string(r.Breakdown))
			}
		}
	}
	require.Len(t, stored, 1)
	assert.True(t, strings.HasPrefix(stored[0], `{"x":{"label":"a \"b\" \u00e9","points":[1,2.50,-0,1e3],"none":null},"lines"`), stored[0])
}

// An import adds its plays to the per-player and head-to-head sums: what a rebuild from
// every result gives, into a database that already had plays of the same
// players (by profile and by name) and into an empty one.
func TestImportAddsToTheSumsAsARebuildWould(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	b := export(t, f.s)
	for _, name := range []string{"empty", "with plays"} {
		s := openTemp(t)
		if name == "with plays" {
			local, err := s.CreateProfile(ctx, "ANA")
			require.NoError(t, err)
			_, err = s.SavePlay(ctx, soloPlay(local.ID, 10, 60, f.solo.PlayedAt.Add(-1)))
			require.NoError(t, err)
			_, err = s.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeMulti, PlayedAt: f.solo.PlayedAt.Add(time.Hour),
				Results: []data.Result{{Seat: 0, Name: "ben <the & builder>", Score: 99, Winner: true}, {Seat: 1, Name: "Zoé", Score: 3}}})
			require.NoError(t, err)
		}
		rep, err := ImportJSON(ctx, s, bytes.NewReader(b))
		require.NoError(t, err)
		require.Equal(t, 8, rep.Plays)
		assert.NoError(t, s.VerifyDerived(ctx), name)
	}
}

// Every cut of an export is refused with a sentence for the player,
// never a panic, and a cut that leaves the file's entries whole but for
// its end is "cut off".
func TestEveryCutOfAnExportIsRefused(t *testing.T) {
	good := export(t, newFixture(t).s)
	end := len(bytes.TrimRight(good, " \n"))
	for n := 0; n < end; n++ {
		_, err := InspectExport(bytes.NewReader(good[:n]))
		require.Error(t, err, n)
		_, ok := msg.As(err)
		require.True(t, ok, "%d: %v", n, err)
	}
	_, err := InspectExport(bytes.NewReader(good[:end-1]))
	assert.ErrorContains(t, err, "cut off")
}

// An export read by another program and written back with its entries in
// another order (json.Marshal sorts them) imports as the export itself:
// entries met before those they need (plays before their profiles, all
// before the version) are kept until these are read.
func TestImportTakesTheEntriesInAnyOrder(t *testing.T) {
	good := export(t, newFixture(t).s)
	var doc map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(good, &doc))
	sorted, err := json.Marshal(doc)
	require.NoError(t, err)
	require.Less(t, bytes.Index(sorted, []byte(`"plays"`)), bytes.Index(sorted, []byte(`"profiles"`)))
	want, err := InspectExport(bytes.NewReader(good))
	require.NoError(t, err)
	got, err := InspectExport(bytes.NewReader(sorted))
	require.NoError(t, err)
	assert.Equal(t, want, got)

	a, b := openTemp(t), openTemp(t)
	ra, err := ImportJSON(context.Background(), a, bytes.NewReader(good))
	require.NoError(t, err)
	rb, err := ImportJSON(context.Background(), b, bytes.NewReader(sorted))
	require.NoError(t, err)
	assert.Equal(t, ra, rb)
	assert.NoError(t, a.VerifyDerived(context.Background()))
	assert.NoError(t, b.VerifyDerived(context.Background()))
	at := regexp.MustCompile(`"exported_at":"[^"]*"`)
	assert.Equal(t, string(at.ReplaceAll(export(t, a), nil)), string(at.ReplaceAll(export(t, b), nil)), "the same database")
}

// Issue 33 §4: ids that differ only in case were two rows at import but
// one BG Stats uuid in a .bgsplay file (two players, or two plays, merged
// there). An id is kept in lower case: two such ids in one file are
// refused, and a file whose ids are in upper case matches the rows a
// lower-case one made.
func TestImportKeepsIDsInLowerCase(t *testing.T) {
	f := newFixture(t)
	good := string(export(t, f.s))
	plays, err := f.s.Plays(context.Background(), data.PlayFilter{})
	require.NoError(t, err)
	for name, c := range map[string]struct{ from, to, field string }{
		"two profiles": {`"uid":"` + f.ben.UID + `"`, `"uid":"` + strings.ToUpper(f.ana.UID) + `"`, "profiles[1].uid"},
		"two plays":    {`"uid":"` + plays[1].UID + `"`, `"uid":"` + strings.ToUpper(plays[0].UID) + `"`, ".uid"},
	} {
		bad := strings.Replace(good, c.from, c.to, 1)
		require.NotEqual(t, good, bad, name)
		_, err := InspectExport(strings.NewReader(bad))
		m, ok := msg.As(err)
		require.True(t, ok, "%s: %v", name, err)
		assert.Contains(t, m.Field, c.field, name)
		assert.Contains(t, m.Error(), "share the id", name)
	}

	upper := regexp.MustCompile(`"(uid|profile|play)":"[0-9a-f]{32}"`).ReplaceAllStringFunc(good, strings.ToUpper)
	upper = strings.NewReplacer(`"UID"`, `"uid"`, `"PROFILE"`, `"profile"`, `"PLAY"`, `"play"`).Replace(upper)
	require.NotEqual(t, good, upper)
	s := openTemp(t)
	rep, err := ImportJSON(context.Background(), s, strings.NewReader(upper))
	require.NoError(t, err)
	assert.Equal(t, 8, rep.Plays)
	rep, err = ImportJSON(context.Background(), s, strings.NewReader(good))
	require.NoError(t, err)
	assert.Equal(t, ImportReport{BulkReport: data.BulkReport{Unchanged: 13}}, rep, "the same rows")
	at := regexp.MustCompile(`"exported_at":"[^"]*"`)
	assert.Equal(t, at.ReplaceAllString(good, ""), at.ReplaceAllString(string(export(t, s)), ""))
}

// A null where Hearth writes a value (json would read it as 0, "" or an
// empty list) is refused at every place of an export but inside the
// values Hearth keeps as they are: each entry of the fixture's export in
// turn, the format's every type. The decoder names the types it refuses
// null for one by one (newValueReader): one left out fails here.
func TestImportRefusesNullEverywhere(t *testing.T) {
	good := export(t, newFixture(t).s)
	dec := json.NewDecoder(bytes.NewReader(good))
	dec.UseNumber()
	var doc any
	require.NoError(t, dec.Decode(&doc))
	raw := map[string]bool{"breakdown": true, "options": true, "payload": true, "value": true}
	places := 0
	var walk func(node any, path string, set func(any))
	walk = func(node any, path string, set func(any)) {
		if path != "" {
			set(nil)
			b, err := json.Marshal(doc)
			require.NoError(t, err)
			_, err = InspectExport(bytes.NewReader(b))
			require.Error(t, err, "null at %s", path)
			set(node)
			places++
		}
		switch n := node.(type) {
		case map[string]any:
			for k, v := range n {
				if !raw[k] {
					walk(v, path+"."+k, func(x any) { n[k] = x })
				}
			}
		case []any:
			for i, v := range n {
				walk(v, fmt.Sprintf("%s[%d]", path, i), func(x any) { n[i] = x })
			}
		}
	}
	walk(doc, "", nil)
	assert.Greater(t, places, 300)
}
