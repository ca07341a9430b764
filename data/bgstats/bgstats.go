// Package bgstats sends Hearth's plays to BG Stats: a "Send to BG Stats"
// link per play (BG Stats' createPlay deep link). The .bgsplay file of every
// play is data.Store.ExportBGStats; both are built by data/bgstats/bgsplay,
// which knows BG Stats' field names and imports nothing of Hearth's store.
package bgstats

import (
	"bytes"
	"encoding/json"
	"net/url"
	"strings"

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
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(l); err != nil {
		return "", msg.New("", "This play cannot be sent to BG Stats.", nil)
	}
	u := createPlay + escape(strings.TrimSuffix(b.String(), "\n"))
	if len(u) >= MaxLinkLength {
		return "", msg.New("", "This play is too long to send to BG Stats in one link ({{.N}} characters; at most {{.Max}}).",
			map[string]any{"N": len(u), "Max": MaxLinkLength - 1})
	}
	return u, nil
}

// escape encodes a query value as JavaScript's encodeURIComponent does, so
// that a space is %20 and not +, whichever way BG Stats decodes it.
func escape(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// Plain is a play as data/bgstats/bgsplay takes it.
func Plain(p data.Play) bgsplay.Play {
	out := bgsplay.Play{UID: p.UID, Game: string(p.Game), PlayedAt: p.PlayedAt, Duration: p.Duration, Location: p.Location, Notes: p.Notes}
	for _, r := range p.Results {
		out.Players = append(out.Players, bgsplay.Player{Name: r.Name, ProfileUID: r.ProfileUID, Bot: r.Bot, Score: r.Score, Winner: r.Winner, Seat: r.Seat})
	}
	return out
}
