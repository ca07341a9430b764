package data

import "encoding/json"

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
	Profiles   []exportProfile   `json:"profiles"`
	Plays      []exportPlay      `json:"plays"`
	Ledger     []exportLedger    `json:"handicap_ledger"`
	Sessions   []exportSession   `json:"sessions"`
	Settings   map[string]string `json:"settings"`
	Drafts     []exportDraft     `json:"drafts"`
}

// exportProfile is one profile.
type exportProfile struct {
	UID       string `json:"uid"`
	Name      string `json:"name"`
	CreatedAt string `json:"created_at"`
	// Colour is the player's colour (#RRGGBB from Palette); absent in files
	// from before colours, and then the import chooses one.
	Colour string `json:"colour,omitempty"`
}

// exportPlay is one play with its results in seat order.
type exportPlay struct {
	UID       string         `json:"uid"`
	Game      string         `json:"game"`
	Mode      string         `json:"mode"`
	PlayedAt  string         `json:"played_at"`
	DurationS int64          `json:"duration_s"`
	SetupCode string         `json:"setup_code"`
	Notes     string         `json:"notes"`
	Location  string         `json:"location"`
	CreatedAt string         `json:"created_at"`
	TieBreak  string         `json:"tie_break,omitempty"` // Play.TieBreak, for people reading the file; ignored on import
	Results   []exportResult `json:"results"`
}

// exportResult is one player's line of a play; Profile is the uid of the
// linked profile, empty for none.
type exportResult struct {
	Seat      int             `json:"seat"`
	Name      string          `json:"name"`
	Profile   string          `json:"profile,omitempty"`
	Bot       bool            `json:"bot"`
	Score     int64           `json:"score"`
	Winner    bool            `json:"winner"`
	Breakdown json.RawMessage `json:"breakdown"`
}

// exportLedger is one row of a profile's Bonfire handicap ledger. It is
// derived from the plays: written for reading, recomputed on import.
type exportLedger struct {
	Profile  string `json:"profile"`
	Play     string `json:"play"`
	Position int    `json:"position"`
	Before   int    `json:"before"`
	Outcome  string `json:"outcome"`
	After    int    `json:"after"`
	You      int    `json:"you"`
	Tom      int    `json:"tom"`
}

// exportSession is a solo session with its whole event log.
type exportSession struct {
	UID       string          `json:"uid"`
	Game      string          `json:"game"`
	Mode      string          `json:"mode"`
	Seed      uint64          `json:"seed,string"`
	Options   json.RawMessage `json:"options"`
	Profile   string          `json:"profile,omitempty"`
	Cursor    int             `json:"cursor"`
	Status    string          `json:"status"`
	Play      string          `json:"play,omitempty"`
	CreatedAt string          `json:"created_at"`
	UpdatedAt string          `json:"updated_at"`
	Events    []exportEvent   `json:"events"`
}

// exportEvent is one entry of a session's log, undone ones included (those
// with a seq past the session's cursor).
type exportEvent struct {
	Seq     int             `json:"seq"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
	At      string          `json:"at"`
}

// exportDraft is work in progress not yet saved as a play.
type exportDraft struct {
	Key   string          `json:"key"`
	Value json.RawMessage `json:"value"`
}
