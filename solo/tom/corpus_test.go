package tom

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/session"
)

// corpusDir holds games against Tom stored by earlier releases, one folder
// per release (corpus_record_test.go, run at that release's commit in a
// git worktree).
const corpusDir = "../../testdata/sessions/tom"

// TestStoredGamesReplay (issue 33 §5): every game an earlier release
// stored opens again, through the store and the session runner as the app
// opens it, and comes to the state it had then. The games recorded before
// commit 9b73e26 include physical games whose gnome pile the player said
// was empty where today's count has it empty already ("replaying event 36
// (gnomes_empty): The gnome pile is already empty").
func TestStoredGamesReplay(t *testing.T) {
	dir := corpusDir
	if d := os.Getenv("HEARTH_CORPUS_IN"); d != "" {
		dir = d
	}
	files, err := filepath.Glob(filepath.Join(dir, "*", "*.json"))
	require.NoError(t, err)
	if os.Getenv("HEARTH_CORPUS_IN") == "" {
		require.NotEmpty(t, files)
	}
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer store.Close()
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		var rec corpusSession
		require.NoError(t, json.Unmarshal(b, &rec), f)
		r, err := storeAndOpen(store, rec)
		if assert.NoError(t, err, f) {
			assertSameFinal(t, f, rec.Final, corpusFinal(r.State()))
		}
	}
}

// storeAndOpen stores rec as its release did (its options and events, at
// its creation time) and opens it as the app does.
func storeAndOpen(store *data.Store, rec corpusSession) (*session.Runner[State], error) {
	ctx := context.Background()
	store.SetClock(func() time.Time { return rec.CreatedAt })
	defer store.SetClock(time.Now)
	sess, err := store.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: Mode, Seed: rec.Seed, Options: rec.Options})
	if err != nil {
		return nil, err
	}
	for _, e := range rec.Events {
		if _, err := store.Append(ctx, sess.ID, e.Type, e.Payload); err != nil {
			return nil, err
		}
	}
	return session.Open(ctx, store, Engine(), sess.ID)
}

// assertSameFinal compares what the recording release said of the final
// state with the replay's, key by key of the recording, nested objects too
// (a later release may say more).
func assertSameFinal(t *testing.T, file string, want, got json.RawMessage) {
	t.Helper()
	var w, g any
	require.NoError(t, json.Unmarshal(want, &w))
	require.NoError(t, json.Unmarshal(got, &g))
	assertSubset(t, file, "final", w, g)
}

// assertSubset checks that got has every value of want, at path.
func assertSubset(t *testing.T, file, path string, want, got any) {
	t.Helper()
	w, ok := want.(map[string]any)
	if !ok {
		assert.Equal(t, want, got, "%s: %s", file, path)
		return
	}
	g, _ := got.(map[string]any)
	for k, v := range w {
		assertSubset(t, file, path+"."+k, v, g[k])
	}
}
