package data

import "encoding/json"

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

// decodeFast decodes a well-formed export of this version in one pass
// (decodeOnePass), else with json.Unmarshal and one scan of the bytes
// (scanKeys) that refuses what json lets through and finds the entries
// json would skip. ok is false for
// anything the fast way cannot vouch for — a syntax error, a wrong type, an
// unknown or missing entry, another version — which decodeExport then reads
// entry by entry to name what is wrong; err is the scan's refusal.
func decodeFast(b []byte) (doc importDoc, ok bool, err error) {
	if fd, ok := decodeOnePass(b); ok && fd.whole() {
		return fd.doc(), true, nil
	}
	// The scan reads the same bytes as json, on another core when there
	// is one: a large file is checked in the time it takes to decode.
	var unknown bool
	scanned := make(chan struct{})
	go func() {
		defer close(scanned)
		unknown, err = scanKeys(b, fastSchema)
	}()
	var fd fastDoc
	decoded := json.Unmarshal(b, &fd) == nil && fd.whole()
	<-scanned
	if !decoded || unknown {
		return importDoc{}, false, nil
	}
	return fd.doc(), true, err
}

// doc is the decoded document import reads.
func (fd *fastDoc) doc() importDoc {
	return importDoc{Version: *fd.Version, ExportedAt: *fd.ExportedAt, Profiles: fd.Profiles, Plays: fd.Plays,
		Sessions: fd.Sessions, Settings: fd.Settings, Drafts: fd.Drafts}
}

// whole tells whether the document has every entry an export of a version
// this Hearth reads must have.
func (fd *fastDoc) whole() bool {
	if fd.Format == nil || *fd.Format != ExportFormat || fd.Version == nil || *fd.Version < 1 || *fd.Version > ExportVersion ||
		fd.ExportedAt == nil || fd.Profiles == nil || fd.Plays == nil || fd.Sessions == nil {
		return false
	}
	return fd.listsWhole()
}

// listsWhole tells whether every play has its results, every session with
// a cursor its events and every draft its value.
func (fd *fastDoc) listsWhole() bool {
	for _, p := range fd.Plays {
		if p.Results == nil {
			return false
		}
	}
	for _, ss := range fd.Sessions {
		if ss.Events == nil && ss.Cursor != 0 {
			return false
		}
	}
	for _, dr := range fd.Drafts {
		if len(dr.Value) == 0 {
			return false
		}
	}
	return true
}
