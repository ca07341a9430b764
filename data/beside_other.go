//go:build !unix

package data

// besideThread is a goroutine per job where there are no Unix pipes.
type besideThread struct{}

func (t *besideThread) run(job, fn func()) { besideGoroutine(job, fn) }

func (t *besideThread) close() {}
