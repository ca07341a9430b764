package lueur

import (
	"testing"

	"hearth/solo/session/corpus"
)

// TestStoredGamesReplay (issue 33 §5): every one of the journeys earlier
// releases stored (testdata/sessions/lueur, one folder per release, recorded by
// corpus_record_test.go at that release's commit) opens again through the
// store and the session runner, as the app opens it, and comes to the
// state it had then.
func TestStoredGamesReplay(t *testing.T) {
	corpus.Replay(t, "../../testdata/sessions/lueur", Engine(), corpusFinal)
}
