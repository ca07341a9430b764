// Package bgstats sends Hearth's plays to BG Stats: a "Send to BG Stats"
// link per play (BG Stats' createPlay deep link) and a play as BG Stats'
// file has it (FilePlay, for exchange.ExportBGStats); both are built by data/bgstats/bgsplay,
// which knows BG Stats' field names and imports nothing of Hearth's store.
package bgstats

import (
	"bytes"
	"encoding/json"
	"net/url"
	"strings"
	"time"

	"hearth/data"
	"hearth/data/bgstats/bgsplay"
	"hearth/data/msg"
)

// MaxLinkLength bounds a link, in bytes: what browsers and link handlers
// accept.
const MaxLinkLength = 8000

// createPlay is BG Stats' page that opens the app on a new, filled-in play.
const createPlay = "https://app.bgstatsapp.com/createPlay.html?data="

// Link is the createPlay URL for one play (< 8 KB); error if it cannot be built.
// The error is a *msg.Error a player can read.
func Link(p data.Play) (string, error) {
	if !p.Game.Valid() {
		return "", msg.New("game", "This play is of no game BG Stats can be told about.", nil)
	}
	if len(p.Results) == 0 {
		return "", msg.New("players", "This play has no players to send to BG Stats.", nil)
	}
	l, err := bgsplay.BuildLink(Plain(p))
	if err != nil {
		return "", msg.New("", "This play cannot be sent to BG Stats.", nil)
	}
	u, err := encode(l)
	if err == nil && len(u) >= MaxLinkLength && l.Comments != "" {
		// The notes go when they do not fit: the result matters more.
		l.Comments = ""
		u, err = encode(l)
	}
	if err != nil {
		return "", msg.New("", "This play cannot be sent to BG Stats.", nil)
	}
	if len(u) >= MaxLinkLength {
		return "", msg.New("", "This play is too long to send to BG Stats in one link ({{.N}} characters; at most {{.Max}}).",
			map[string]any{"N": len(u), "Max": MaxLinkLength - 1})
	}
	return u, nil
}

// encode is the createPlay URL of l.
func encode(l bgsplay.Link) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(l); err != nil {
		return "", err
	}
	return createPlay + escape(strings.TrimSuffix(b.String(), "\n")), nil
}

// escape encodes a query value as JavaScript's encodeURIComponent does, so
// that a space is %20 and not +, whichever way BG Stats decodes it.
func escape(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// Plain is a play as data/bgstats/bgsplay takes it.
func Plain(p data.Play) bgsplay.Play { return FilePlay(p, time.Time{}) }
