//go:build js

package webvfs

import (
	"errors"
	"fmt"
	"math"
	"syscall/js"
	"time"
)

// IDB is a Backend on the browser's IndexedDB: a database of two object
// stores, "chunks" (a chunk's number → its 4 KB) and "meta" ("size" → the
// file's size).
type IDB struct {
	db js.Value
	// Took holds how long each commit's IndexedDB transaction took, last
	// first dropped past 1000 (measurements).
	Took []time.Duration
}

const (
	chunkStore = "chunks"
	metaStore  = "meta"
	sizeKey    = "size"
)

// OpenIDB opens (or creates) the IndexedDB database name. It must not be
// called from a JavaScript callback: it waits for the browser.
func OpenIDB(name string) (*IDB, error) {
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		return nil, errors.New("this browser offers no IndexedDB to keep Hearth's data in")
	}
	req := idb.Call("open", name, 1)
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		db := req.Get("result")
		db.Call("createObjectStore", chunkStore)
		db.Call("createObjectStore", metaStore)
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	db, err := await(req)
	if err != nil {
		return nil, fmt.Errorf("cannot open the browser's storage: %w", err)
	}
	return &IDB{db: db}, nil
}

// Size reads the stored size.
func (d *IDB) Size() (int64, error) {
	tx := d.db.Call("transaction", metaStore, "readonly")
	v, err := await(tx.Call("objectStore", metaStore).Call("get", sizeKey))
	if err != nil {
		return 0, err
	}
	if v.Type() != js.TypeNumber {
		return 0, nil
	}
	return int64(v.Float()), nil
}

// Read reads the chunks numbered from to to-1 in one transaction.
func (d *IDB) Read(from, to int64) (map[int64][]byte, error) {
	out := map[int64][]byte{}
	if to <= from {
		return out, nil
	}
	store := d.db.Call("transaction", chunkStore, "readonly").Call("objectStore", chunkStore)
	rng := js.Global().Get("IDBKeyRange").Call("bound", from, to-1)
	keysReq, valsReq := store.Call("getAllKeys", rng), store.Call("getAll", rng)
	keys, err := await(keysReq)
	if err != nil {
		return nil, err
	}
	vals, err := await(valsReq)
	if err != nil {
		return nil, err
	}
	for i := range keys.Length() {
		v := vals.Index(i)
		b := make([]byte, v.Get("length").Int())
		js.CopyBytesToGo(b, v)
		out[int64(keys.Index(i).Float())] = b
	}
	return out, nil
}

// Commit stores the chunks and the size in one readwrite transaction of
// durability "strict" (the browser flushes it to disk before it
// completes), dropping the chunks past the size; it waits for the
// transaction to complete.
func (d *IDB) Commit(chunks map[int64][]byte, size int64) error {
	start := time.Now()
	opts := js.Global().Get("Object").New()
	opts.Set("durability", "strict")
	tx := d.db.Call("transaction", js.ValueOf([]any{chunkStore, metaStore}), "readwrite", opts)
	store := tx.Call("objectStore", chunkStore)
	u8 := js.Global().Get("Uint8Array")
	for i, c := range chunks {
		v := u8.New(len(c))
		js.CopyBytesToJS(v, c)
		store.Call("put", v, i)
	}
	last := int64(math.Ceil(float64(size) / chunkSize))
	store.Call("delete", js.Global().Get("IDBKeyRange").Call("lowerBound", last))
	tx.Call("objectStore", metaStore).Call("put", size, sizeKey)
	if err := awaitTx(tx); err != nil {
		return err
	}
	if len(d.Took) >= 1000 {
		d.Took = d.Took[1:]
	}
	d.Took = append(d.Took, time.Since(start))
	return nil
}

// Replace stores content as the whole file in one transaction.
func (d *IDB) Replace(content []byte) error {
	tx := d.db.Call("transaction", js.ValueOf([]any{chunkStore, metaStore}), "readwrite", map[string]any{"durability": "strict"})
	store := tx.Call("objectStore", chunkStore)
	store.Call("clear")
	u8 := js.Global().Get("Uint8Array")
	for i := 0; i*chunkSize < len(content); i++ {
		c := content[i*chunkSize : min(len(content), (i+1)*chunkSize)]
		v := u8.New(chunkSize)
		js.CopyBytesToJS(v, c)
		store.Call("put", v, i)
	}
	tx.Call("objectStore", metaStore).Call("put", len(content), sizeKey)
	return awaitTx(tx)
}

// await waits for an IndexedDB request's result.
func await(req js.Value) (js.Value, error) {
	done := make(chan error, 1)
	ok := js.FuncOf(func(js.Value, []js.Value) any { done <- nil; return nil })
	bad := js.FuncOf(func(js.Value, []js.Value) any { done <- jsError(req.Get("error")); return nil })
	defer ok.Release()
	defer bad.Release()
	req.Set("onsuccess", ok)
	req.Set("onerror", bad)
	if err := <-done; err != nil {
		return js.Undefined(), err
	}
	return req.Get("result"), nil
}

// awaitTx waits for a transaction to complete; an abort or an error is
// its error.
func awaitTx(tx js.Value) error {
	done := make(chan error, 1)
	ok := js.FuncOf(func(js.Value, []js.Value) any { done <- nil; return nil })
	bad := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case done <- jsError(tx.Get("error")):
		default:
		}
		return nil
	})
	defer ok.Release()
	defer bad.Release()
	tx.Set("oncomplete", ok)
	tx.Set("onabort", bad)
	tx.Set("onerror", bad)
	return <-done
}

// jsError words a DOMException (or null) as an error.
func jsError(e js.Value) error {
	if !e.Truthy() {
		return errClosed
	}
	return fmt.Errorf("the browser's storage refused: %s", e.Get("message").String())
}
