// Package hearth is the repository's root: it holds FyneApp.toml, the one
// file that names the app (name, ID, version, build, icons) for the fyne
// tool and for the programs (internal/appinfo reads it from here).
package hearth

import _ "embed"

// FyneAppTOML is the text of FyneApp.toml. go:embed takes no symbolic link
// and no file above the package, so the file lives here, beside go.mod, and
// cmd/hearth-app/FyneApp.toml, where the fyne tool looks for it, is a link
// to it.
//
//go:embed FyneApp.toml
var FyneAppTOML string
