package insula

import "hearth/data/msg"

// Describe says an action in words for the session log, with the round it
// belongs to ("Round 4 — moved inward onto a danger tile: a guardian appears").
func Describe(before State, a Action) msg.Text {
	return msg.T("Round {{.Round}}", map[string]any{"Round": before.Round()})
}
