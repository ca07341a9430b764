//go:build js

package webvfs

import (
	"sync"
	"time"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/vfs"
)

// locks is SQLite's lock protocol between the connections of one file, as
// ncruces' memdb keeps it: many readers, one writer, and a writer waiting
// for exclusive access holds off new readers.
type locks struct {
	lockMu   sync.Mutex
	waiter   *sync.Cond
	shared   int
	reserved bool
	pending  bool
}

// exclusiveWait is how long a writer waits for readers to finish before
// SQLite's busy handler takes over.
const exclusiveWait = time.Millisecond

func (h *handle) Lock(l vfs.LockLevel) error {
	if h.lock >= l {
		return nil
	}
	if h.readOnly && l >= vfs.LOCK_RESERVED {
		return sqlite3.IOERR_LOCK
	}
	h.lockMu.Lock()
	defer h.lockMu.Unlock()
	switch l {
	case vfs.LOCK_SHARED:
		if h.pending {
			return sqlite3.BUSY
		}
		h.shared++
	case vfs.LOCK_RESERVED:
		if h.reserved {
			return sqlite3.BUSY
		}
		h.reserved = true
	case vfs.LOCK_EXCLUSIVE:
		if h.lock == vfs.LOCK_RESERVED {
			h.lock = vfs.LOCK_PENDING
			h.pending = true
		}
		if err := h.waitReaders(); err != nil {
			return err
		}
	}
	h.lock = l
	return nil
}

// waitReaders waits a moment for the other connections' reads to end.
func (h *handle) waitReaders() error {
	if h.shared <= 1 {
		return nil
	}
	before := time.Now()
	if h.waiter == nil {
		h.waiter = sync.NewCond(&h.lockMu)
	}
	defer time.AfterFunc(exclusiveWait, h.waiter.Broadcast).Stop()
	for h.shared > 1 {
		if time.Since(before) > exclusiveWait {
			return sqlite3.BUSY
		}
		h.waiter.Wait()
	}
	return nil
}

// Unlock lowers the lock. A writer's transaction ends here: whatever it
// changed and no xSync stored (synchronous=OFF) is stored now.
func (h *handle) Unlock(l vfs.LockLevel) error {
	if h.lock <= l {
		return nil
	}
	var err error
	if h.lock >= vfs.LOCK_RESERVED {
		err = h.commit()
	}
	h.lockMu.Lock()
	defer h.lockMu.Unlock()
	if h.lock >= vfs.LOCK_RESERVED {
		h.reserved = false
	}
	if h.lock >= vfs.LOCK_PENDING {
		h.pending = false
	}
	if l < vfs.LOCK_SHARED {
		if h.shared--; h.pending && h.shared <= 1 && h.waiter != nil {
			h.waiter.Broadcast()
		}
	}
	h.lock = l
	if err != nil {
		return sqlite3.IOERR_UNLOCK
	}
	return nil
}

func (h *handle) CheckReservedLock() (bool, error) {
	if h.lock >= vfs.LOCK_RESERVED {
		return true, nil
	}
	h.lockMu.Lock()
	defer h.lockMu.Unlock()
	return h.reserved, nil
}

// LockState is the connection's lock level.
func (h *handle) LockState() vfs.LockLevel { return h.lock }
