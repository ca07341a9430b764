package uitest

import (
	"context"
	"testing"
	"time"

	"hearth/data"
)

// BareAppends are the wall times of n durable appends of an event of type
// typ with payload to session id (a session of the benchmark's own) in
// store: the floor a tap that stores its event cannot go under, which the
// session screens' on-disk tap benchmarks divide by (issue 19: on disk, the
// median tap ≤ 1.3× one bare durable append). Taken between the taps, it
// is timed through the same moments of a busy machine.
func BareAppends(tb testing.TB, store *data.Store, id int64, n int, typ string, payload any) []time.Duration {
	tb.Helper()
	ds := make([]time.Duration, 0, n)
	for range n {
		start := time.Now()
		if _, err := store.Append(context.Background(), id, typ, payload); err != nil {
			tb.Fatal(err)
		}
		ds = append(ds, time.Since(start))
	}
	return ds
}
