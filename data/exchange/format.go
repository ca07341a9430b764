package exchange

import "hearth/data"

// The versioned JSON of ExportJSON and ImportJSON, described for people in
// docs/export.md. Field names and meanings never change within a version;
// a new version is refused by an older Hearth with a sentence saying so.

// ExportFormat is the value of the top-level "format" key.
const ExportFormat = "hearth-export"

// ExportVersion is the version this build writes and the newest it reads.
const ExportVersion = 1

// exportDoc is the whole file.
type exportDoc struct {
	Format     string            `json:"format"`
	Version    int               `json:"version"`
	ExportedAt string            `json:"exported_at"`
	App        string            `json:"app,omitempty"`
	Profiles   []data.ProfileRow `json:"profiles"`
	Plays      []data.PlayRow    `json:"plays"`
	Ledger     []data.LedgerRow  `json:"handicap_ledger"`
	Sessions   []data.SessionRow `json:"sessions"`
	Settings   map[string]string `json:"settings"`
	Drafts     []data.DraftRow   `json:"drafts"`
}
