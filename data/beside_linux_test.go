package data

import (
	"context"
	"runtime"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The append runs on the store's own thread, not on the caller's: the app's
// main thread is locked to its OS thread, as here.
func TestAppendBesideRunsOnAnotherThread(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	s := openTemp(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
	require.NoError(t, err)
	caller := syscall.Gettid()
	var job, beside int
	s.beside.run(func() { job = syscall.Gettid() }, func() { beside = syscall.Gettid() })
	assert.Equal(t, caller, beside)
	assert.NotEqual(t, caller, job)
	first := job
	s.beside.run(func() { job = syscall.Gettid() }, nil)
	assert.Equal(t, first, job, "one thread for the store's jobs")
	_, err = s.AppendBeside(ctx, ss.ID, "rest", nil, nil)
	require.NoError(t, err)
}
