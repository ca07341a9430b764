package data

import (
	"encoding/json"
	"time"

	"hearth/data/game"
)

// Rows as the store keeps them, for what moves them in and out whole (the
// export and the import of data/exchange): times as stored text (in the
// store's layout, UTC), linked rows by uid, raw JSON as written. Their
// JSON names are the export's (docs/export.md).

// ProfileRow is a profile as stored.
type ProfileRow struct {
	UID       string `json:"uid"`
	Name      string `json:"name"`
	CreatedAt string `json:"created_at"`
	// Colour is the player's colour (#RRGGBB from Palette); absent in files
	// from before colours, and then the import chooses one.
	Colour string `json:"colour,omitempty"`
}

// PlayRow is a play as stored, with its results in seat order.
type PlayRow struct {
	UID       string      `json:"uid"`
	Game      string      `json:"game"`
	Mode      string      `json:"mode"`
	PlayedAt  string      `json:"played_at"`
	DurationS int64       `json:"duration_s"`
	SetupCode string      `json:"setup_code"`
	Notes     string      `json:"notes"`
	Location  string      `json:"location"`
	CreatedAt string      `json:"created_at"`
	TieBreak  string      `json:"tie_break,omitempty"` // Play.TieBreak, for people reading the file; ignored on import
	Results   []ResultRow `json:"results"`
}

// ResultRow is one player's line of a play; Profile is the uid of the
// linked profile, empty for none.
type ResultRow struct {
	Seat      int             `json:"seat"`
	Name      string          `json:"name"`
	Profile   string          `json:"profile,omitempty"`
	Bot       bool            `json:"bot"`
	Score     int64           `json:"score"`
	Winner    bool            `json:"winner"`
	Breakdown json.RawMessage `json:"breakdown"`
}

// LedgerRow is one row of a profile's Bonfire handicap ledger. It is
// derived from the plays: written for reading, recomputed on import.
type LedgerRow struct {
	Profile  string `json:"profile"`
	Play     string `json:"play"`
	Position int    `json:"position"`
	Before   int    `json:"before"`
	Outcome  string `json:"outcome"`
	After    int    `json:"after"`
	You      int    `json:"you"`
	Tom      int    `json:"tom"`
}

// SessionRow is a solo session with its whole event log.
type SessionRow struct {
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
	Events    []EventRow      `json:"events"`
}

// EventRow is one entry of a session's log, undone ones included (those
// with a seq past the session's cursor).
type EventRow struct {
	Seq     int             `json:"seq"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
	At      string          `json:"at"`
}

// DraftRow is work in progress not yet saved as a play.
type DraftRow struct {
	Key   string          `json:"key"`
	Value json.RawMessage `json:"value"`
}

// FormatTime writes t in the store's layout (UTC, to the nanosecond, fixed
// width): how a row's times are stored, and compare as text.
func FormatTime(t time.Time) string { return formatTime(t) }

// CheckNotAhead refuses a play of game g dated more than a day after now,
// as saving one is refused; field names the date's entry.
func CheckNotAhead(field string, g game.Game, at, now time.Time) error {
	return checkNotAhead(field, g, at, now)
}

// DraftPrefix starts the name of every setting that holds a draft
// (DraftRow's key is without it).
const DraftPrefix = draftPrefix
