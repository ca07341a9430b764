package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hearth/ui/kit"
	"hearth/ui/shell"
)

// OpenStanding taps a player's line of a Stats leaderboard ("1. Ana"),
// which opens the player's page.
func OpenStanding(t *testing.T, h *shell.Host, name string) {
	t.Helper()
	Relayout(h)
	for _, tile := range FindAll[*kit.Tile](Screen(h), nil) {
		if _, who, ok := strings.Cut(tile.Title(), ". "); ok && who == name {
			test.Tap(tile)
			return
		}
	}
	t.Fatalf("no line for %s on %q", name, h.Top().Title)
}

// OpenFirstStanding opens the first player's page of a leaderboard, if it
// has one; it tells whether it did.
func OpenFirstStanding(h *shell.Host) bool {
	Relayout(h)
	for _, tile := range FindAll[*kit.Tile](Screen(h), nil) {
		if strings.HasPrefix(tile.Title(), "1. ") {
			test.Tap(tile)
			return true
		}
	}
	return false
}
