//go:build js

package webvfs

import (
	"io"
	"sync"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/vfs"
)

// fetchChunks is how many chunks a lazy file reads from its backend at a
// miss (256 KB): SQLite reads a table's pages near each other.
const fetchChunks = 64

// file is one database file: its chunks in memory, those changed since the
// last commit, and the lock state its connections share.
type file struct {
	backend Backend

	mu      sync.Mutex
	chunks  map[int64]*[chunkSize]byte
	dirty   map[int64]bool
	fetched map[int64]bool // lazy: the groups of fetchChunks read; nil when whole
	size    int64
	stored  int64 // the size last committed

	locks
}

// load opens a file from its backend: its size, and every chunk unless
// lazy.
func load(b Backend, lazy bool) (*file, error) {
	size, err := b.Size()
	if err != nil {
		return nil, err
	}
	f := &file{backend: b, size: size, stored: size, chunks: map[int64]*[chunkSize]byte{}, dirty: map[int64]bool{}}
	if lazy {
		f.fetched = map[int64]bool{}
		return f, nil
	}
	got, err := b.Read(0, (size+chunkSize-1)/chunkSize)
	if err != nil {
		return nil, err
	}
	f.put(got)
	return f, nil
}

// put keeps chunks read from the backend, unless a newer one is here.
func (f *file) put(got map[int64][]byte) {
	for i, c := range got {
		if f.chunks[i] == nil {
			ch := new([chunkSize]byte)
			copy(ch[:], c)
			f.chunks[i] = ch
		}
	}
}

// chunk is chunk i, read from the backend first when lazy and not read
// yet; nil when it holds zeros.
func (f *file) chunk(i int64) (*[chunkSize]byte, error) {
	if f.fetched != nil && !f.fetched[i/fetchChunks] && f.chunks[i] == nil {
		from := i / fetchChunks * fetchChunks
		got, err := f.backend.Read(from, from+fetchChunks)
		if err != nil {
			return nil, err
		}
		f.put(got)
		f.fetched[i/fetchChunks] = true
	}
	return f.chunks[i], nil
}

// handle is one connection's open file: its own lock level.
type handle struct {
	*file
	lock     vfs.LockLevel
	readOnly bool
}

var _ vfs.FileLockState = (*handle)(nil)

func (h *handle) Close() error { return h.Unlock(vfs.LOCK_NONE) }

// ReadAt reads from the chunks; past the end it reads zeros and io.EOF,
// which SQLite takes as a short read.
func (h *handle) ReadAt(b []byte, off int64) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for n < len(b) {
		pos := off + int64(n)
		if pos >= h.size {
			clear(b[n:])
			return n, io.EOF
		}
		i, in := pos/chunkSize, pos%chunkSize
		end := min(int64(chunkSize), h.size-i*chunkSize)
		c, err := h.chunk(i)
		if err != nil {
			return n, err
		}
		if c == nil {
			n += copy(b[n:], make([]byte, end-in))
		} else {
			n += copy(b[n:], c[in:end])
		}
	}
	return n, nil
}

// WriteAt writes into the chunks and marks them for the next commit.
func (h *handle) WriteAt(b []byte, off int64) (int, error) {
	if h.readOnly {
		return 0, sqlite3.READONLY
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for n < len(b) {
		pos := off + int64(n)
		i, in := pos/chunkSize, pos%chunkSize
		c, err := h.chunk(i)
		if err != nil {
			return n, err
		}
		if c == nil {
			c = new([chunkSize]byte)
			h.chunks[i] = c
		}
		n += copy(c[in:], b[n:])
		h.dirty[i] = true
	}
	h.size = max(h.size, off+int64(n))
	return n, nil
}

// Truncate cuts the file at size; the commit drops the chunks past it.
func (h *handle) Truncate(size int64) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i := range h.chunks {
		if i*chunkSize >= size {
			delete(h.chunks, i)
			delete(h.dirty, i)
		}
	}
	if rest := size % chunkSize; rest != 0 && size < h.size {
		c, err := h.chunk(size / chunkSize)
		if err != nil {
			return err
		}
		if c != nil {
			clear(c[rest:])
			h.dirty[size/chunkSize] = true
		}
	}
	h.size = size
	return nil
}

func (h *handle) Size() (int64, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.size, nil
}

// Sync is SQLite's commit: the changed chunks and the size are stored in
// one backend transaction before it returns. A failed store leaves them
// changed; SQLite rolls the transaction back from its journal.
func (h *handle) Sync(vfs.SyncFlag) error {
	if err := h.commit(); err != nil {
		return sqlite3.IOERR_FSYNC
	}
	return nil
}

// commit stores the chunks changed since the last commit, if any.
func (f *file) commit() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.dirty) == 0 && !f.resized() {
		return nil
	}
	out := make(map[int64][]byte, len(f.dirty))
	for i := range f.dirty {
		if c := f.chunks[i]; c != nil {
			out[i] = c[:]
		}
	}
	if err := f.backend.Commit(out, f.size); err != nil {
		return err
	}
	clear(f.dirty)
	f.stored = f.size
	return nil
}

// resized tells whether the size changed since the last commit with no
// chunk written (a truncation to a chunk boundary).
func (f *file) resized() bool { return f.size != f.stored }

func (*handle) SectorSize() int { return chunkSize }

func (*handle) DeviceCharacteristics() vfs.DeviceCharacteristic {
	return vfs.IOCAP_ATOMIC | vfs.IOCAP_SEQUENTIAL | vfs.IOCAP_SAFE_APPEND | vfs.IOCAP_POWERSAFE_OVERWRITE
}
