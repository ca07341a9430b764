// Package bgstats sends Hearth's plays to BG Stats: a "Send to BG Stats"
// link per play (BG Stats' createPlay deep link). The .bgsplay file of every
// play is data.Store.ExportBGStats; both are built by data/bgstats/bgsplay,
// which knows BG Stats' field names and imports nothing of Hearth's store.
package bgstats

import (
	"errors"

	"hearth/data"
)

// MaxLinkLength bounds a link, in bytes: what browsers and link handlers
// accept.
const MaxLinkLength = 8000

// Link is the createPlay URL for one play (< 8 KB); error if it cannot be built.
func Link(p data.Play) (string, error) {
	return "", errors.New("not built yet")
}
