// Package translations holds every translation file of the app, one file per
// area and language ("<area>.<lang>.json", flat JSON objects whose keys are
// the English source strings). It has no Fyne code, so the command line can
// translate with it too.
package translations

import (
	"embed"

	"hearth/data/msg"
)

// Files are the embedded translation files.
//
//go:embed *.json
var Files embed.FS

// Languages are the ones Hearth is translated into, in settings order.
var Languages = []string{"en", "fr", "de"}

// Table merges the files of one language into one key → text map.
func Table(code string) (map[string]string, error) {
	return msg.Merge(Files, "*."+code+".json")
}
