package shell_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// documents stands in for Android's document providers. On a phone the
// system's file chooser hands out content:// URIs (the Storage Access
// Framework): they name a document by an opaque id, not a file, and only
// the provider can read or write it. Fyne reaches them through the
// repository registered for their scheme; this one keeps the documents in
// memory.
type documents struct {
	t        *testing.T
	mu       sync.Mutex
	docs     map[string][]byte // by URI, as written
	names    map[string]string // display names, by URI
	next     int
	failNext bool // the next write fails, as a provider that went away
}

// contentURI is a document's URI as Fyne's Android driver gives it: Name is
// the display name the provider knows (Android's driver asks the provider
// for it), and Path is no file's path: the test fails if the app asks.
type contentURI struct {
	fyne.URI
	name string
	t    *testing.T
}

func (u *contentURI) Name() string      { return u.name }
func (u *contentURI) Extension() string { return filepath.Ext(u.name) }
func (u *contentURI) Path() string {
	u.t.Errorf("the app asked for the path of %s: a content URI names no file", u.URI)
	return u.URI.Path()
}

// registerDocuments registers a provider for the content scheme for the
// test's length (Fyne cannot unregister one: an empty provider follows).
func registerDocuments(t *testing.T) *documents {
	d := &documents{t: t, docs: map[string][]byte{}, names: map[string]string{}}
	repository.Register("content", d)
	t.Cleanup(func() { repository.Register("content", &documents{docs: map[string][]byte{}}) })
	return d
}

// create makes a new empty document named name, as the system's save
// chooser does when the player confirms a name.
func (d *documents) create(name string) fyne.URI {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.next++
	raw := fmt.Sprintf("content://com.android.providers.downloads.documents/document/msf%%3A10000%d", d.next)
	u, err := storage.ParseURI(raw)
	require.NoError(d.t, err)
	d.names[raw] = name
	return &contentURI{URI: u, name: name, t: d.t}
}

// put stores a document the player could pick, as if another app wrote it.
func (d *documents) put(name string, b []byte) fyne.URI {
	u := d.create(name)
	d.mu.Lock()
	d.docs[u.String()] = bytes.Clone(b)
	d.mu.Unlock()
	return u
}

func (d *documents) get(u fyne.URI) []byte {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.docs[u.String()]
}

func (d *documents) Exists(u fyne.URI) (bool, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	_, ok := d.docs[u.String()]
	return ok, nil
}

func (d *documents) CanRead(u fyne.URI) (bool, error) { return d.Exists(u) }
func (d *documents) CanWrite(fyne.URI) (bool, error)  { return true, nil }
func (d *documents) Destroy(string)                   {}

func (d *documents) Delete(u fyne.URI) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.docs, u.String())
	return nil
}

func (d *documents) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	b := d.get(u)
	if b == nil {
		return nil, errors.New("no such document")
	}
	return &docReader{Reader: bytes.NewReader(b), uri: u}, nil
}

func (d *documents) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	d.mu.Lock()
	fail := d.failNext
	d.failNext = false
	d.mu.Unlock()
	return &docWriter{d: d, uri: u, fail: fail}, nil
}

type docReader struct {
	*bytes.Reader
	uri fyne.URI
}

func (r *docReader) Close() error  { return nil }
func (r *docReader) URI() fyne.URI { return r.uri }

// docWriter keeps what is written and hands it to the provider on Close,
// as Android's output streams do. (No embedded bytes.Buffer: io.Copy would
// write through its ReadFrom, past Write.)
type docWriter struct {
	buf  bytes.Buffer
	d    *documents
	uri  fyne.URI
	fail bool
}

func (w *docWriter) Write(p []byte) (int, error) {
	if w.fail && w.buf.Len()+len(p) > 512 {
		return 0, errors.New("the document provider went away")
	}
	return w.buf.Write(p)
}

func (w *docWriter) Close() error {
	w.d.mu.Lock()
	defer w.d.mu.Unlock()
	w.d.docs[w.uri.String()] = bytes.Clone(w.buf.Bytes())
	return nil
}

func (w *docWriter) URI() fyne.URI { return w.uri }

// contentPickers are the system's choosers on a phone: saving creates a
// document under the suggested name, opening picks the document open names.
type contentPickers struct {
	d     *documents
	saved []fyne.URI
	open  fyne.URI
}

func (p *contentPickers) install(t *testing.T, h *shell.Host) {
	h.SetFilePickers(func(name string, done func(fyne.URIWriteCloser, error)) {
		u := p.d.create(name)
		p.saved = append(p.saved, u)
		w, err := storage.Writer(u)
		require.NoError(t, err)
		done(w, nil)
	}, func(_ []string, done func(fyne.URIReadCloser, error)) {
		r, err := storage.Reader(p.open)
		require.NoError(t, err)
		done(r, nil)
	})
}

// contentHost is dataHost with the phone's choosers.
func contentHost(t *testing.T, d *documents, path string) (*shell.Host, *contentPickers) {
	h, _ := dataHost(t, path, "en")
	p := &contentPickers{d: d}
	p.install(t, h)
	return h, p
}

// TestYourDataThroughContentURIs: on a phone, Settings → Your data exports,
// backs up, imports and restores through the documents the system's
// chooser hands out (content:// URIs, SPEC §7: "never raw paths"), reading
// and writing them as streams, naming them by their display name, and
// never taking a URI's path for a file's.
func TestYourDataThroughContentURIs(t *testing.T) {
	d := registerDocuments(t)
	dir := t.TempDir()
	h, p := contentHost(t, d, filepath.Join(dir, "phone.db"))

	uitest.Tap(t, h, "Export…")
	require.Len(t, p.saved, 1)
	assert.Equal(t, "content", p.saved[0].Scheme())
	assert.Contains(t, uitest.OverlayTexts(h), "Your history is in hearth-2026-11-23.json.", "the document's name, not its id")
	uitest.CloseOverlays(h)
	export := d.get(p.saved[0])
	var doc struct {
		Plays []json.RawMessage `json:"plays"`
	}
	require.NoError(t, json.Unmarshal(export, &doc))
	assert.Len(t, doc.Plays, 1)

	for i, format := range []string{"CSV", "BG Stats"} {
		uitest.Tap(t, h, format)
		uitest.Tap(t, h, "Export…")
		uitest.CloseOverlays(h)
		require.Len(t, p.saved, i+2)
		assert.Contains(t, string(d.get(p.saved[i+1])), "Ana", format)
	}

	uitest.Tap(t, h, "Back up…")
	assert.Contains(t, uitest.OverlayTexts(h), "hearth-backup-2026-11-23.db")
	uitest.CloseOverlays(h)
	backup := p.saved[len(p.saved)-1]
	assert.True(t, bytes.HasPrefix(d.get(backup), []byte("SQLite format 3\x00")), "a whole database went to the document")

	// Import the export on another phone.
	other, q := contentHost(t, d, filepath.Join(dir, "other.db"))
	plays, err := other.Store().Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	for _, pl := range plays {
		require.NoError(t, other.Store().DeletePlay(t.Context(), pl.ID))
	}
	q.open = d.put("hearth-2026-11-23.json", export)
	uitest.Tap(t, other, "Import a Hearth export…")
	assert.Contains(t, uitest.OverlayTexts(other), "hearth-2026-11-23.json")
	uitest.TapInDialog(t, other, "Yes")
	assert.Equal(t, 1, playCount(t, other), "the export's play came in through the document")
	uitest.CloseOverlays(other)

	// Restore the backup after losing the play.
	plays, err = h.Store().Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	require.NoError(t, h.Store().DeletePlay(t.Context(), plays[0].ID))
	p.open = backup
	uitest.Tap(t, h, "Restore a backup…")
	assert.Contains(t, uitest.OverlayTexts(h), "Replace everything in Hearth with hearth-backup-2026-11-23.db?")
	uitest.TapInDialog(t, h, "Yes")
	assert.Contains(t, uitest.OverlayTexts(h), "The backup is in place.")
	assert.Equal(t, 1, playCount(t, h), "the play is back from the document")
}

// TestContentWriteThatFailsIsSaid: a document the provider stops taking
// halfway (the storage app killed, a cloud folder offline) is reported in
// words, not taken for a finished export or backup.
func TestContentWriteThatFailsIsSaid(t *testing.T) {
	d := registerDocuments(t)
	h, _ := contentHost(t, d, filepath.Join(t.TempDir(), "phone.db"))
	for _, c := range []struct{ button, says string }{
		{"Export…", "The export could not be written."},
		{"Back up…", "The backup could not be written."},
	} {
		d.failNext = true
		uitest.Tap(t, h, c.button)
		texts := uitest.OverlayTexts(h)
		assert.Contains(t, texts, c.says, c.button)
		assert.NotContains(t, texts, "Your history is in", c.button)
		assert.NotContains(t, texts, "A copy of everything is in", c.button)
		uitest.CloseOverlays(h)
	}
}

var (
	_ repository.WritableRepository = (*documents)(nil)
	_ fyne.URIReadCloser            = (*docReader)(nil)
	_ fyne.URIWriteCloser           = (*docWriter)(nil)
)
