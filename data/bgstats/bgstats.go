// Package bgstats sends Hearth's plays to BG Stats: a "Send to BG Stats"
// link per play (BG Stats' createPlay deep link) and a play as BG Stats'
// file has it (FilePlay, for exchange.ExportBGStats); both are built by data/bgstats/bgsplay,
// which knows BG Stats' field names and imports nothing of Hearth's store.
package bgstats

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"time"

	"hearth/data"
	"hearth/data/bgstats/bgsplay"
	"hearth/data/game"
	"hearth/data/msg"
)

// MaxLinkLength bounds a link, in bytes: what browsers and link handlers
// accept.
const MaxLinkLength = 8000

// createPlay is BG Stats' page that opens the app on a new, filled-in play.
const createPlay = "https://app.bgstatsapp.com/createPlay.html?data="

// Link is the createPlay URL for one play (< 8 KB), bggID being its game's
// BoardGameGeek id (0: none given; BGGID reads it); error if it cannot be
// built. The error is a *msg.Error a player can read.
func Link(p data.Play, bggID int) (string, error) {
	if !p.Game.Valid() {
		return "", msg.New("game", "This play is of no game BG Stats can be told about.", nil)
	}
	if len(p.Results) == 0 {
		return "", msg.New("players", "This play has no players to send to BG Stats.", nil)
	}
	l, err := bgsplay.BuildLink(Plain(p), bggID)
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

// BGGIDText is the BoardGameGeek id kept for g, as it was typed (or
// imported): "" when there is none.
func BGGIDText(ctx context.Context, s *data.Store, g game.Game) (string, error) {
	text, _, err := s.Setting(ctx, bgsplay.BGGIDSetting(g.Key()))
	return text, err
}

// BGGID is g's BoardGameGeek id, 0 when none was given or what is kept is
// not an id (BGGIDText shows it, bgsplay.ParseBGGID says why).
func BGGID(ctx context.Context, s *data.Store, g game.Game) (int, error) {
	text, err := BGGIDText(ctx, s, g)
	if err != nil {
		return 0, err
	}
	n, err := bgsplay.ParseBGGID(text)
	if err != nil {
		return 0, nil
	}
	return n, nil
}

// SetBGGID keeps the BoardGameGeek id the player typed for g, checked
// first (bgsplay.ParseBGGID): a refused text changes nothing; an empty one
// removes the id. It returns the id kept.
func SetBGGID(ctx context.Context, s *data.Store, g game.Game, text string) (int, error) {
	n, err := bgsplay.ParseBGGID(text)
	if err != nil {
		return 0, err
	}
	kept := ""
	if n > 0 {
		kept = strconv.Itoa(n)
	}
	return n, s.SetSetting(ctx, bgsplay.BGGIDSetting(g.Key()), kept)
}
