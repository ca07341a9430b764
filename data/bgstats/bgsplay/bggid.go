package bgsplay

import (
	"context"
	"strconv"
	"strings"

	"hearth/data/msg"
)

// BoardGameGeek ids: BG Stats matches a game by its BoardGameGeek id first
// (its page on links: "based on the provided game's BGG id (if any), name,
// and player names") and needs one to post a play to BoardGameGeek. No
// public source read for Hearth states the ids of Bonfire, Lueur or
// Insula, so none is written in the code: the player pastes each game's
// number from its page once (Settings), and it is kept as a setting.

// MaxBGGIDDigits bounds an id: BoardGameGeek's run to six digits today,
// and nine keep any id within a 32-bit whole number, whatever BG Stats
// reads it into. It is written as a JSON number: a public writer found BG
// Stats' app failing on a bggId sent as text
// (sean-owens/rulebook-rebels-discord-bot, src/utils/bgStats.ts).
const MaxBGGIDDigits = 9

// BGGIDSetting is the name of the setting holding the BoardGameGeek id the
// player gave the game of that key ("bonfire").
func BGGIDSetting(game string) string { return "bgg_id_" + game }

// ParseBGGID reads a BoardGameGeek id as the player typed it: digits only,
// blanks around them ignored; nothing at all is no id (0). Anything else is
// refused with a sentence.
func ParseBGGID(text string) (int, error) {
	s := strings.TrimSpace(text)
	if s == "" {
		return 0, nil
	}
	if strings.Trim(s, "0123456789") != "" {
		return 0, msg.New("bggId", "A BoardGameGeek id is digits only: the number in the game's address on boardgamegeek.com, as 12345 in boardgame/12345; {{.Text}} is not one.",
			map[string]any{"Text": s})
	}
	if len(s) > MaxBGGIDDigits {
		return 0, msg.New("bggId", "A BoardGameGeek id has at most {{.Max}} digits; {{.Text}} has {{.N}}.",
			map[string]any{"Text": s, "N": len(s), "Max": MaxBGGIDDigits})
	}
	n, err := strconv.Atoi(s)
	if err != nil || n == 0 {
		return 0, msg.New("bggId", "A BoardGameGeek id is a number above 0.", nil)
	}
	return n, nil
}

// ReadBGGIDs reads every game's BoardGameGeek id, by game key, through
// setting (a store's Setting). A game without one is left out, and so is
// one whose setting is not an id (an import may bring any text; Settings
// shows it with the reason): no number is ever guessed.
func ReadBGGIDs(ctx context.Context, setting func(context.Context, string) (string, bool, error)) (map[string]int, error) {
	out := map[string]int{}
	for key := range games {
		text, ok, err := setting(ctx, BGGIDSetting(key))
		if err != nil {
			return nil, err
		}
		if n, err := ParseBGGID(text); ok && err == nil && n > 0 {
			out[key] = n
		}
	}
	return out, nil
}
