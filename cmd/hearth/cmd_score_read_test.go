package main

import (
	"bytes"
	"errors"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
)

// zeros is an endless stream of zero bytes that gives up after limit bytes,
// so that a reader without a bound fails the test instead of filling memory.
type zeros struct{ read, limit int }

func (z *zeros) Read(p []byte) (int, error) {
	if z.read >= z.limit {
		return 0, errors.New("read past the limit")
	}
	n := min(len(p), z.limit-z.read)
	clear(p[:n])
	z.read += n
	return n, nil
}

// Issue 33 §4: `hearth score bonfire /dev/zero` grew to 2.26 GB in 4 s and
// standard input to 4.33 GB in 20 s; a device is refused before it is read,
// and a stream is read through a bound.
func TestScoreReadsThroughABound(t *testing.T) {
	if runtime.GOOS != "windows" {
		code, out, errs := hearth("", "score", "bonfire", "/dev/zero")
		assert.Equal(t, exitUsage, code)
		assert.Empty(t, out)
		assert.Equal(t, "hearth: /dev/zero is not a file\n", errs)
	}
	z := &zeros{limit: 64 << 20}
	var out, errs bytes.Buffer
	e := &env{stdin: z, stdout: &out, stderr: &errs, getenv: func(string) string { return "" }}
	code := run([]string{"score", "bonfire", "-"}, e)
	assert.Equal(t, exitUsage, code)
	assert.LessOrEqual(t, z.read, maxScoreBytes+1, "read past the bound")
	assert.Equal(t, "hearth: standard input is larger than 1 MB: it is not a game to score\n", errs.String())
}
