// Package corpus replays the sessions earlier releases stored
// (testdata/sessions, issue 33 §5) as the app opens them, for each solo
// engine's TestStoredGamesReplay. What records them stays in each engine's
// own corpus_record_test.go, which must build alone at an old commit.
package corpus

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

// Session is a recorded session as the store kept it (the fields the
// recorders write), and the final state the recording release reached.
type Session struct {
	CreatedAt time.Time       `json:"created_at"`
	Seed      uint64          `json:"seed"`
	Options   json.RawMessage `json:"options"`
	Events    []struct {
		Type    string          `json:"type"`
		Payload json.RawMessage `json:"payload"`
	} `json:"events"`
	Final json.RawMessage `json:"final"`
}

// Replay stores every session recorded under dir/<commit>/*.json (or
// $HEARTH_CORPUS_IN, to try new recordings) as its release did, opens it
// through the session runner, and checks that the state comes to what the
// recording said, as final says it.
func Replay[S any](t *testing.T, dir string, eng session.Engine[S], final func(S) json.RawMessage) {
	t.Helper()
	if d := os.Getenv("HEARTH_CORPUS_IN"); d != "" {
		dir = d
	}
	files, err := filepath.Glob(filepath.Join(dir, "*", "*.json"))
	require.NoError(t, err)
	if os.Getenv("HEARTH_CORPUS_IN") == "" {
		require.NotEmpty(t, files, "no recorded sessions under %s", dir)
	}
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer store.Close()
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		var rec Session
		require.NoError(t, json.Unmarshal(b, &rec), f)
		r, err := storeAndOpen(store, eng, rec)
		if assert.NoError(t, err, f) {
			sameFinal(t, f, rec.Final, final(r.State()))
		}
	}
}

// storeAndOpen stores rec as its release did (its options and events, at
// its creation time) and opens it as the app does.
func storeAndOpen[S any](store *data.Store, eng session.Engine[S], rec Session) (*session.Runner[S], error) {
	ctx := context.Background()
	store.SetClock(func() time.Time { return rec.CreatedAt })
	defer store.SetClock(time.Now)
	sess, err := store.CreateSession(ctx, data.NewSession{Game: eng.Game, Mode: eng.Mode, Seed: rec.Seed, Options: rec.Options})
	if err != nil {
		return nil, err
	}
	for _, e := range rec.Events {
		if _, err := store.Append(ctx, sess.ID, e.Type, e.Payload); err != nil {
			return nil, err
		}
	}
	return session.Open(ctx, store, eng, sess.ID)
}

// sameFinal compares what the recording release said of the final state
// with the replay's, key by key of the recording, nested objects too (a
// later release may say more).
func sameFinal(t *testing.T, file string, want, got json.RawMessage) {
	t.Helper()
	var w, g any
	require.NoError(t, json.Unmarshal(want, &w))
	require.NoError(t, json.Unmarshal(got, &g))
	subset(t, file, "final", w, g)
}

// subset checks that got has every value of want, at path.
func subset(t *testing.T, file, path string, want, got any) {
	t.Helper()
	w, ok := want.(map[string]any)
	if !ok {
		assert.Equal(t, want, got, "%s: %s", file, path)
		return
	}
	g, _ := got.(map[string]any)
	for k, v := range w {
		subset(t, file, path+"."+k, v, g[k])
	}
}
