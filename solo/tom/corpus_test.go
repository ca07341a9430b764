package tom

import (
	"testing"

	"hearth/solo/session/corpus"
)

// TestStoredGamesReplay (issue 33 §5): every one of the games against Tom earlier
// releases stored (testdata/sessions/tom, one folder per release, recorded by
// corpus_record_test.go at that release's commit) opens again through the
// store and the session runner, as the app opens it, and comes to the
// state it had then.
//
// The games recorded before commit 9b73e26 include physical games whose
// gnome pile the player said was empty where today's count has it empty
// already ("replaying event 36 (gnomes_empty): The gnome pile is already
// empty"): they open by the rules they were played by.
func TestStoredGamesReplay(t *testing.T) {
	corpus.Replay(t, "../../testdata/sessions/tom", Engine(), corpusFinal)
}
