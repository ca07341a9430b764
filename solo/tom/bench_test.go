package tom

import (
	"testing"
)

// BenchmarkReplayFullGame replays a whole random game, as resuming or undoing
// does (the store's load is measured in data.BenchmarkReplay300).
func BenchmarkReplayFullGame(b *testing.B) {
	events, _ := randomGame(b, 2026, DefaultOptions())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := Replay(2026, DefaultOptions(), events)
		if err != nil || !s.Over() {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(events)), "events/game")
}

// BenchmarkApplyOne is one answer checked by the engine before it is stored.
func BenchmarkApplyOne(b *testing.B) {
	events, states := randomGame(b, 7, DefaultOptions())
	mid := len(events) / 2
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Apply(states[mid], events[mid]); err != nil {
			b.Fatal(err)
		}
	}
}
