//go:build js

// Command hearth-web is Hearth in a browser: the same shell and game
// modules as hearth-app, built with GOOS=js GOARCH=wasm (make web), its
// database kept in the browser's IndexedDB (data/webvfs). The page it runs
// in (web/: index.html, hearth.js, fs.js, the service worker, the manifest
// and the icons) turns finger drags into scrolling, follows the browser's
// history, keeps the screen on and refuses a second tab; this program
// plugs the browser's downloads and file picker, its history and its wake
// lock into the shell. See docs/web.md.
package main

//go:generate go run gen_icons.go
