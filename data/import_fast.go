package data

import (
	"bytes"
	"encoding/json"
)

// fastDoc is a whole export decoded in one strict pass; the pointers tell
// a missing entry from an empty one.
type fastDoc struct {
	Format     *string           `json:"format"`
	Version    *int              `json:"version"`
	ExportedAt *string           `json:"exported_at"`
	App        string            `json:"app"`
	Profiles   []exportProfile   `json:"profiles"`
	Plays      []exportPlay      `json:"plays"`
	Ledger     []exportLedger    `json:"handicap_ledger"`
	Sessions   []exportSession   `json:"sessions"`
	Settings   map[string]string `json:"settings"`
	Drafts     []exportDraft     `json:"drafts"`
}

// decodeFast decodes a well-formed export of this version in one pass of
// encoding/json (unknown entries refused anywhere). ok is false for
// anything else — a syntax error, a wrong type, a missing entry, another
// version — which decodeExport then reads entry by entry to name what is
// wrong.
func decodeFast(b []byte) (importDoc, bool) {
	var fd fastDoc
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if d.Decode(&fd) != nil || d.InputOffset() != int64(len(bytes.TrimRight(b, " \t\r\n"))) {
		return importDoc{}, false
	}
	if fd.Format == nil || *fd.Format != ExportFormat || fd.Version == nil || *fd.Version < 1 || *fd.Version > ExportVersion ||
		fd.ExportedAt == nil || fd.Profiles == nil || fd.Plays == nil || fd.Sessions == nil {
		return importDoc{}, false
	}
	for _, p := range fd.Plays {
		if p.Results == nil {
			return importDoc{}, false
		}
	}
	for _, ss := range fd.Sessions {
		if ss.Events == nil && ss.Cursor != 0 {
			return importDoc{}, false
		}
	}
	for _, dr := range fd.Drafts {
		if len(dr.Value) == 0 {
			return importDoc{}, false
		}
	}
	return importDoc{Version: *fd.Version, ExportedAt: *fd.ExportedAt, Profiles: fd.Profiles, Plays: fd.Plays,
		Sessions: fd.Sessions, Settings: fd.Settings, Drafts: fd.Drafts}, true
}
