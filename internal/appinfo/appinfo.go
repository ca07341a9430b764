// Package appinfo is Hearth's identity, read from the FyneApp.toml the fyne
// tool packages the app with (at the repository's root, package hearth): the
// version number and the application ID live in that one file, and the
// command line (which links no Fyne) reads them here.
package appinfo

import (
	"strings"

	"hearth"
)

var fyneApp = hearth.FyneAppTOML

// Version is the app version of FyneApp.toml ([Details] Version).
var Version = detail("Version")

// ID is the application ID of FyneApp.toml; Fyne names the storage folder
// after it, so the database's default place depends on it.
var ID = detail("ID")

// Name is the display name of FyneApp.toml.
var Name = detail("Name")

// detail is the string value of key in the [Details] table, "" when absent.
// The file is Hearth's own, so a line reader is enough (no TOML dependency).
func detail(key string) string {
	return lookup(fyneApp, "Details", key)
}

// lookup finds `key = "value"` inside [table] of a TOML text.
func lookup(text, table, key string) string {
	in := false
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			in = line == "["+table+"]"
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !in || !ok || strings.TrimSpace(k) != key {
			continue
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
			return v[1 : len(v)-1]
		}
		return v
	}
	return ""
}
