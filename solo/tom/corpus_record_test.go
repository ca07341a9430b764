package tom

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"hearth/data/bonfire"
)

// TestRecordCorpus plays random games against Tom and writes each as the
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
		if err := os.WriteFile(filepath.Join(out, fmt.Sprintf("tom-%03d.json", i+1)), b, 0o644); err != nil {
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

// corpusFinal is what a replay must come to again.
func corpusFinal(s State) json.RawMessage {
	left, discarded := s.GnomePile()
	b, _ := json.Marshal(map[string]any{"tom": s.Tom(), "cards_drawn": s.CardsDrawn(), "gnomes_left": left, "gnome_discards": discarded,
		"over": s.Over(), "end": s.End(), "passed": s.Passed(), "pass_points": s.PassPoints(), "player": s.TomPlayer()})
	return b
}

func recordGame(t *testing.T, seed uint64) corpusSession {
	r := rand.New(rand.NewPCG(seed, 7))
	opts := DefaultOptions()
	opts.Physical = seed%4 != 0
	opts.Challenge = seed%3 == 0
	if opts.Challenge {
		opts.Handicap = int(seed%7) - 3
	}
	raw, err := json.Marshal(opts)
	if err != nil {
		t.Fatal(err)
	}
	var o Options
	if err := json.Unmarshal(raw, &o); err != nil {
		t.Fatal(err)
	}
	s, err := New(seed, o)
	if err != nil {
		t.Fatal(err)
	}
	at, err := time.Parse(time.RFC3339, os.Getenv("HEARTH_CORPUS_AT"))
	if err != nil {
		at = time.Now().UTC().Truncate(time.Second)
	}
	rec := corpusSession{Engine: "tom", Commit: os.Getenv("HEARTH_CORPUS_COMMIT"), CreatedAt: at, Seed: seed, Options: raw}
	for step := 0; step < 400 && !s.Over(); step++ {
		a := corpusAction(r, s.Pending())
		if a == nil {
			break
		}
		e, err := Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		next, err := Apply(s, e)
		if err != nil {
			continue // a random answer the rules refuse: ask again
		}
		s = next
		rec.Events = append(rec.Events, corpusEvent{Type: e.Type, Payload: e.Payload})
	}
	rec.Final = corpusFinal(s)
	return rec
}

func corpusAction(r *rand.Rand, p Pending) Action {
	pick := func(n int) int { return r.IntN(max(n, 1)) }
	if p.CanSayGnomesEmpty && r.IntN(4) == 0 {
		return GnomesEmpty{}
	}
	switch p.Kind {
	case AskEndTurn:
		switch {
		case p.CanPass && r.IntN(6) == 0:
			return Pass{}
		case p.CanLogNovice && r.IntN(5) == 0:
			return Novice{}
		case len(p.NeutralTasks) > 0 && r.IntN(6) == 0:
			return Neutral{Task: p.NeutralTasks[pick(len(p.NeutralTasks))]}
		}
		return EndTurn{}
	case AskTomTurn:
		return EndTurn{}
	case AskCard:
		return Card{Card: p.Cards[pick(len(p.Cards))]}
	case AskGnome:
		return Gnome{Resource: p.Resources[pick(len(p.Resources))]}
	case AskSpecialists:
		return Specialists{Count: r.IntN(p.Max + 1)}
	case AskPaths:
		var cs []bonfire.Colour
		for range r.IntN(p.Max + 1) {
			cs = append(cs, p.Colours[pick(len(p.Colours))])
		}
		return Paths{Crystals: cs}
	case AskTask:
		if p.CanNothing && r.IntN(4) == 0 {
			return Nothing{}
		}
		c := p.Colours[pick(len(p.Colours))]
		lo, hi := bonfire.TaskPoints(c)
		return Task{Colour: c, Points: lo + r.IntN(hi-lo+1)}
	case AskGuardian:
		if r.IntN(3) == 0 {
			return Nothing{}
		}
		return Guardian{}
	case AskPortal:
		if r.IntN(3) == 0 {
			return Nothing{}
		}
		return Portal{}
	}
	return nil
}
