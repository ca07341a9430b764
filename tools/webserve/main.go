// Command webserve serves the web build (make serve-web) on 127.0.0.1
// only, for a look in a browser on this machine and for make test-web: each
// file from its precompressed copy (X.br, else X.gz) when the browser takes
// that encoding, with the headers a host must send (docs/web.md): the
// wasm's Content-Type application/wasm (which streaming compilation
// needs), Content-Encoding and Vary: Accept-Encoding, and Cache-Control:
// no-cache, so that a new build is seen at once (the service worker keeps
// the files for offline starts).
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder make web wrote")
	port := flag.Int("port", 8036, "the port on 127.0.0.1")
	flag.Parse()
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", *port))
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("serving %s on http://%s/", *dir, ln.Addr())
	log.Fatal(http.Serve(ln, handler(*dir)))
}

// types are the Content-Types of the files of the build that Go's mime
// table may lack or word otherwise.
var types = map[string]string{
	".wasm":        "application/wasm",
	".js":          "text/javascript; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".png":         "image/png",
}

// encodings are the precompressed copies, best first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// handler serves dir's files, each from its best precompressed copy the
// request accepts.
func handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		if st, err := os.Stat(file); err != nil || st.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		ct := types[path.Ext(name)]
		if ct == "" {
			ct = mime.TypeByExtension(path.Ext(name))
		}
		if ct != "" {
			h.Set("Content-Type", ct)
		}
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Add("Vary", "Accept-Encoding")
		for _, e := range encodings {
			if accepts(r.Header.Get("Accept-Encoding"), e.name) {
				if _, err := os.Stat(file + e.ext); err == nil {
					h.Set("Content-Encoding", e.name)
					file += e.ext
					break
				}
			}
		}
		http.ServeFile(w, r, file)
	})
}

// accepts tells whether an Accept-Encoding header takes enc (and does not
// refuse it with q=0).
func accepts(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(name) == enc {
			return strings.ReplaceAll(params, " ", "") != "q=0"
		}
	}
	return false
}
