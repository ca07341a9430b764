//go:build js

package webvfs

import (
	"errors"
	"maps"
	"sync"
)

// Backend is where a file's chunks are kept between page loads.
type Backend interface {
	// Size is the stored file's size in bytes (0 when there is none).
	Size() (int64, error)
	// Read returns the stored chunks numbered from to to-1 (a chunk
	// never stored is absent: it holds zeros).
	Read(from, to int64) (map[int64][]byte, error)
	// Commit stores chunks and the size in one atomic step, dropping every
	// chunk at or past the size; it returns once they are stored.
	Commit(chunks map[int64][]byte, size int64) error
}

// Memory is a Backend in memory: for tests, which stop a page by dropping
// the VFS's file (VFS.Forget) and reopen it from what was committed.
type Memory struct {
	mu     sync.Mutex
	chunks map[int64][]byte
	size   int64
	// Fail, when set, makes the next commits fail with it.
	Fail error
	// Commits counts the commits stored.
	Commits int
}

// NewMemory is an empty Memory backend.
func NewMemory() *Memory { return &Memory{chunks: map[int64][]byte{}} }

// Size is the committed size.
func (m *Memory) Size() (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.size, nil
}

// Read copies out the committed chunks in [from, to).
func (m *Memory) Read(from, to int64) (map[int64][]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := map[int64][]byte{}
	for i, c := range m.chunks {
		if i >= from && i < to {
			out[i] = append([]byte(nil), c...)
		}
	}
	return out, nil
}

// Commit stores the chunks and the size together, or nothing when Fail is
// set.
func (m *Memory) Commit(chunks map[int64][]byte, size int64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Fail != nil {
		return m.Fail
	}
	next := maps.Clone(m.chunks)
	for i, c := range chunks {
		next[i] = append([]byte(nil), c...)
	}
	for i := range next {
		if i*chunkSize >= size {
			delete(next, i)
		}
	}
	m.chunks, m.size = next, size
	m.Commits++
	return nil
}

// Bytes is the committed file.
func (m *Memory) Bytes() []byte {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]byte, m.size)
	for i, c := range m.chunks {
		copy(out[i*chunkSize:], c)
	}
	return out
}

// errClosed is a commit to a backend closed under it.
var errClosed = errors.New("the browser's storage is closed")
