//go:build js

package main

import (
	"bytes"
	"errors"
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"hearth/ui/shell"
)

// download is a file Export or Back up writes: kept in memory, handed to
// the browser as a download (a Blob and <a download>) when closed.
type download struct {
	bytes.Buffer
	name   string
	closed bool
	after  func()
}

func (d *download) URI() fyne.URI { return storage.NewFileURI("/" + d.name) }

func (d *download) Close() error {
	if d.closed {
		return nil
	}
	d.closed = true
	u8 := js.Global().Get("Uint8Array").New(d.Len())
	js.CopyBytesToJS(u8, d.Bytes())
	js.Global().Get("hearth").Call("download", d.name, u8)
	if d.after != nil {
		d.after()
	}
	return nil
}

// downloadFile is Settings → Your data's SaveFileFunc: the file goes to
// the browser's downloads under its name. A backup downloaded puts the
// weekly reminder off (remindBackup).
func downloadFile(h *shell.Host) shell.SaveFileFunc {
	return func(name string, done func(fyne.URIWriteCloser, error)) {
		d := &download{name: name}
		if strings.HasPrefix(name, "hearth-backup-") {
			d.after = func() { backedUp(h) }
		}
		done(d, nil)
	}
}

// picked is a file the player chose, read whole.
type picked struct {
	*bytes.Reader
	name string
}

func (p picked) URI() fyne.URI { return storage.NewFileURI("/" + p.name) }
func (picked) Close() error    { return nil }

// pickFile is Settings → Your data's OpenFileFunc: the browser's file
// picker (<input type=file>), opened while the tap still counts as the
// player's gesture; done runs on Fyne's thread once the file is read, with
// nil when the player cancelled.
func pickFile(exts []string, done func(fyne.URIReadCloser, error)) {
	accept := strings.Join(exts, ",")
	if accept == ".json" {
		accept += ",application/json"
	}
	p := js.Global().Get("hearth").Call("pick", accept)
	go func() {
		v, err := await(p)
		fyne.Do(func() {
			switch {
			case err != nil:
				done(nil, err)
			case v.IsNull() || v.IsUndefined():
				done(nil, nil)
			default:
				u8 := v.Get("data")
				b := make([]byte, u8.Get("length").Int())
				js.CopyBytesToGo(b, u8)
				done(picked{bytes.NewReader(b), v.Get("name").String()}, nil)
			}
		})
	}()
}

// await waits for a promise; never call it from a JavaScript callback.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	c := make(chan result, 1)
	then := js.FuncOf(func(_ js.Value, a []js.Value) any { c <- result{v: a[0]}; return nil })
	catch := js.FuncOf(func(_ js.Value, a []js.Value) any {
		c <- result{err: errors.New(js.Global().Get("String").Invoke(a[0]).String())}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then, catch)
	r := <-c
	return r.v, r.err
}
