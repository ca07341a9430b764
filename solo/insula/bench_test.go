package insula

import (
	"testing"

	"hearth/data"
)

// thirtyRounds is a random expedition of exactly 30 full rounds (long time
// track, a die that rarely shows the moon).
func thirtyRounds(b *testing.B) (uint64, Options, []data.Event) {
	opts := crashOptions()
	for seed := uint64(1); ; seed++ {
		events, states := randomExpedition(b, seed, opts, 5000)
		for i, s := range states {
			if s.Round() == 31 {
				return seed, opts, events[:i]
			}
		}
	}
}

// BenchmarkReplayExpedition replays a 30-round expedition, as opening a
// session or undoing does (goal: under 0.5 ms).
func BenchmarkReplayExpedition(b *testing.B) {
	seed, opts, events := thirtyRounds(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		s, err := Replay(seed, opts, events)
		if err != nil || s.Round() != 31 {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(events)), "events")
}

// BenchmarkApplyOne is one event checked by the engine before it is stored.
func BenchmarkApplyOne(b *testing.B) {
	seed, opts, events := thirtyRounds(b)
	s, err := Replay(seed, opts, events[:len(events)/2])
	if err != nil {
		b.Fatal(err)
	}
	e := events[len(events)/2]
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Apply(s, e); err != nil {
			b.Fatal(err)
		}
	}
}
