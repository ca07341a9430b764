package insula

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/session/corpus"
)

// TestStoredGamesReplay (issue 33 §5): every one of the expeditions earlier
// releases stored (testdata/sessions/insula, one folder per release, recorded by
// corpus_record_test.go at that release's commit) opens again through the
// store and the session runner, as the app opens it, and comes to the
// state it had then.
func TestStoredGamesReplay(t *testing.T) {
	corpus.Replay(t, "../../testdata/sessions/insula", Engine(), corpusFinal)
}

// Issue 33 §5: an expedition stored while main played the issue-18
// readings with an unkeyed die (without a revision from ReadingsAt, with
// revision 1 until KeyedAt) replays with UnkeyedDieRules first.
func TestUnversioned_TriesTheRevisionsOfItsTime(t *testing.T) {
	before, between, after := ReadingsAt.Add(-time.Minute), KeyedAt.Add(-time.Minute), KeyedAt.Add(time.Minute)
	for _, tc := range []struct {
		options string
		at      time.Time
		want    []int // nil: the stored options alone
	}{
		{`{"version":"base"}`, before, []int{0, UnkeyedDieRules}},
		{`{"version":"base"}`, between, []int{UnkeyedDieRules, 0}},
		{`{"version":"base","rules":1}`, between, []int{UnkeyedDieRules, CurrentRules}},
		{`{"version":"base","rules":1}`, after, []int{CurrentRules, UnkeyedDieRules}},
		{`{"version":"base","rules":0}`, between, nil},
	} {
		got := unversioned(data.Session{Options: json.RawMessage(tc.options), CreatedAt: tc.at})
		var rules []int
		for _, o := range got {
			var v struct{ Rules int }
			require.NoError(t, json.Unmarshal(o, &v))
			rules = append(rules, v.Rules)
		}
		assert.Equal(t, tc.want, rules, "%s at %s", tc.options, tc.at)
	}
}
