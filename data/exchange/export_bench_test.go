package exchange

import (
	"bytes"
	"context"
	"io"
	"testing"
)

// BenchmarkExportJSON10k writes the JSON export of 10,000 plays (two
// players each, with breakdowns).
func BenchmarkExportJSON10k(b *testing.B) {
	s := benchStore(b)
	seedPlays(b, s, 10_000)
	ctx := context.Background()
	var size int64
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cw := &countingWriter{}
		if err := ExportJSON(ctx, s, cw); err != nil {
			b.Fatal(err)
		}
		size = cw.n
	}
	b.ReportMetric(float64(size)/(1<<20), "MB")
}

// BenchmarkImportJSON10k imports the export of 10,000 plays into an empty
// database (the store's durable settings: one transaction, synced once).
func BenchmarkImportJSON10k(b *testing.B) {
	src := benchStore(b)
	seedPlays(b, src, 10_000)
	ctx := context.Background()
	var file bytes.Buffer
	if err := ExportJSON(ctx, src, &file); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		dst := benchStore(b)
		b.StartTimer()
		rep, err := ImportJSON(ctx, dst, bytes.NewReader(file.Bytes()))
		if err != nil || rep.Plays != 10_000 {
			b.Fatal(err, rep)
		}
	}
}

// BenchmarkImportJSON10kAgain imports the same 10,000 plays into the
// database that has them: the matching alone.
func BenchmarkImportJSON10kAgain(b *testing.B) {
	s := benchStore(b)
	seedPlays(b, s, 10_000)
	ctx := context.Background()
	var file bytes.Buffer
	if err := ExportJSON(ctx, s, &file); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rep, err := ImportJSON(ctx, s, bytes.NewReader(file.Bytes()))
		if err != nil || rep.Unchanged != 10_000 {
			b.Fatal(err, rep)
		}
	}
}

type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) {
	c.n += int64(len(p))
	return len(p), nil
}

var _ io.Writer = (*countingWriter)(nil)
