package lueur

import (
	"math/rand/v2"
	"testing"

	"hearth/data"
	ref "hearth/data/lueur"
)

// busyJourney plays a full journey heavy in events, about 200: every
// companion is a Lumipili, the cards give reroll tokens every noon, and
// every reroll available is used before freezing.
func busyJourney(t testing.TB, seed uint64, o Options) []data.Event {
	t.Helper()
	s := start(t, seed, o)
	r := rand.New(rand.NewPCG(seed, 3))
	var events []data.Event
	add := func(a Action) {
		e, err := Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = Apply(s, e); err != nil {
			t.Fatalf("%s %s: %v", e.Type, e.Payload, err)
		}
		events = append(events, e)
	}
	for !s.Over() {
		switch {
		case s.Phase() == PhaseMorning:
			add(Take{Slot: ref.Elements[r.IntN(5)], Companion: Recruit{Name: "Lumipili", Reroll: true, Fireflies: 1}})
		case s.Phase() == PhaseRoll && s.Rolled():
			var src *Source
			for _, x := range func() []RerollSource { l, _ := s.Sources(); return l }() {
				if x.Usable && x.Source.Source != FromTrack {
					src = &x.Source
					break
				}
			}
			if src == nil {
				add(Freeze{})
				continue
			}
			add(Reroll{Source: *src, Dice: []int{r.IntN(len(s.dice))}})
		case s.Phase() == PhaseResolve:
			add(Effect{Change: Change{Light: 2, Rerolls: 12}})
			add(Effect{Change: Change{Fireflies: 1, SmallSteps: 1}})
			add(Resolved{})
		case s.Phase() == PhaseTravel:
			add(Travel{Change: Change{SmallSteps: -1, Rerolls: 2}, Camp: intp(3)})
		default:
			add(s.DefaultAction())
		}
	}
	return events
}

// BenchmarkReplayJourney replays a full 8-day journey of about 200 events
// from New through Apply, as opening a session or undoing far back does.
// Goal: under 0.5 ms.
func BenchmarkReplayJourney(b *testing.B) {
	o := baseOptions()
	events := busyJourney(b, 2026, o)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := Replay(2026, o, events)
		if err != nil || !s.Over() {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(events)), "events/journey")
}

// BenchmarkApplyOne is one event checked by the engine before it is stored.
func BenchmarkApplyOne(b *testing.B) {
	events, states := journey(b, 7, baseOptions())
	mid := len(events) / 2
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Apply(states[mid], events[mid]); err != nil {
			b.Fatal(err)
		}
	}
}

// The busy journey the benchmark replays is about 200 events long and
// replays to the same end.
func TestBusyJourney(t *testing.T) {
	events := busyJourney(t, 2026, baseOptions())
	if len(events) < 150 || len(events) > 300 {
		t.Fatalf("%d events", len(events))
	}
}
