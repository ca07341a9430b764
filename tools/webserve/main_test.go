package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func serve(t *testing.T, dir, path, accept string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if accept != "" {
		req.Header.Set("Accept-Encoding", accept)
	}
	rec := httptest.NewRecorder()
	handler(dir).ServeHTTP(rec, req)
	return rec
}

// TestServesThePrecompressedCopy: the wasm comes brotli-compressed to a
// browser that takes br, gzipped to one that takes gzip only, plain
// otherwise, always as application/wasm, never cached without asking.
func TestServesThePrecompressedCopy(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"main.wasm": "plain", "main.wasm.br": "brotli", "main.wasm.gz": "gzip", "index.html": "<html>", "sw.js": "js"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	for _, c := range []struct{ accept, enc, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli"},
		{"gzip", "gzip", "gzip"},
		{"br;q=0, gzip", "gzip", "gzip"},
		{"", "", "plain"},
	} {
		rec := serve(t, dir, "/main.wasm", c.accept)
		assert.Equal(t, http.StatusOK, rec.Code)
		assert.Equal(t, "application/wasm", rec.Header().Get("Content-Type"), c.accept)
		assert.Equal(t, c.enc, rec.Header().Get("Content-Encoding"), c.accept)
		assert.Equal(t, c.body, rec.Body.String(), c.accept)
		assert.Equal(t, "Accept-Encoding", rec.Header().Get("Vary"))
		assert.Equal(t, "no-cache", rec.Header().Get("Cache-Control"))
	}
	rec := serve(t, dir, "/", "br")
	assert.Equal(t, "<html>", rec.Body.String())
	assert.Equal(t, "text/html; charset=utf-8", rec.Header().Get("Content-Type"))
	assert.Equal(t, "text/javascript; charset=utf-8", serve(t, dir, "/sw.js", "").Header().Get("Content-Type"))
}

// TestServesNothingOutsideItsFolder: no file outside the folder, no
// folder listing.
func TestServesNothingOutsideItsFolder(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "web")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(root, "secret"), []byte("no"), 0o644))
	for _, p := range []string{"/../secret", "/%2e%2e/secret", "/sub", "/nothing.js"} {
		assert.Equal(t, http.StatusNotFound, serve(t, dir, p, "").Code, p)
	}
}
