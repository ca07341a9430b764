package insula

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestRecordCorpus plays random expeditions and writes each as the
// store keeps it (seed, options, events) with its final state, into
// $HEARTH_CORPUS_OUT; run at an earlier commit (git worktree) it records
// what that release stored, for testdata/sessions (corpus_test.go).
func TestRecordCorpus(t *testing.T) {
	out := os.Getenv("HEARTH_CORPUS_OUT")
	if out == "" {
		t.Skip("set HEARTH_CORPUS_OUT to record sessions")
	}
	n, _ := strconv.Atoi(os.Getenv("HEARTH_CORPUS_N"))
	for i := range max(n, 1) {
		rec := recordGame(t, uint64(i+1))
		b, err := json.MarshalIndent(rec, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, fmt.Sprintf("insula-%03d.json", i+1)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// corpusSession is a session as the store keeps it, and what it came to.
type corpusSession struct {
	Engine string `json:"engine"`
	// Commit is the commit that recorded it; CreatedAt the session's
	// creation time, as that release would have stored it.
	Commit    string          `json:"commit"`
	CreatedAt time.Time       `json:"created_at"`
	Seed      uint64          `json:"seed"`
	Options   json.RawMessage `json:"options"`
	Events    []corpusEvent   `json:"events"`
	Final     json.RawMessage `json:"final"`
}

type corpusEvent struct {
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

// corpusFinal is what a replay must come to again: what the expedition's
// page shows, read through getters every release since the first has.
func corpusFinal(s State) json.RawMessage {
	at, _ := s.Time()
	b, _ := json.Marshal(map[string]any{"round": s.Round(), "over": s.Over(), "ending": s.Ending(), "energy": s.Energy(), "time": at,
		"markers": s.Markers(), "hand": s.Hand(), "curses": s.Curses(), "at": s.At(), "kingosh_strength": s.KingoshStrength(), "tiles": len(s.Tiles())})
	return b
}

func recordGame(t *testing.T, seed uint64) corpusSession {
	all := randomOptions()
	o := all[int(seed)%len(all)]
	raw, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	events, states := randomExpedition(t, seed, o, 400)
	at, err := time.Parse(time.RFC3339, os.Getenv("HEARTH_CORPUS_AT"))
	if err != nil {
		at = time.Now().UTC().Truncate(time.Second)
	}
	rec := corpusSession{Engine: "insula", Commit: os.Getenv("HEARTH_CORPUS_COMMIT"), CreatedAt: at, Seed: seed, Options: raw}
	for _, e := range events {
		rec.Events = append(rec.Events, corpusEvent{Type: e.Type, Payload: e.Payload})
	}
	rec.Final = corpusFinal(states[len(states)-1])
	return rec
}
