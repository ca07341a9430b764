package insula

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/uitest"
)

// TestRecordsFastestDefeatOfKingosh (issue 35 §2): of Ana's expeditions,
// the won one in fewest rounds is her record; a lost one in fewer is not.
func TestRecordsFastestDefeatOfKingosh(t *testing.T) {
	u, s := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	ctx := context.Background()
	for i, e := range []struct {
		rounds, strength int
		won              bool
	}{{14, 30, true}, {11, 25, true}, {9, 12, false}} {
		b, err := json.Marshal(map[string]any{"lines": []map[string]any{{"key": "rounds", "label": "Rounds played", "points": e.rounds},
			{"key": "strength", "label": "Final strength", "points": e.strength}}})
		require.NoError(t, err)
		_, err = s.SavePlay(ctx, data.Play{Game: data.GameInsula, Mode: data.ModeSolo, PlayedAt: time.Date(2026, 4, 1+i, 20, 0, 0, 0, time.Local),
			Results: []data.Result{{Name: "Ana", Score: e.strength, Winner: e.won, Breakdown: b}}})
		require.NoError(t, err)
	}
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Stats")
	uitest.OpenStanding(t, u, "Ana")
	uitest.Tap(t, u, "Records")
	assert.Contains(t, uitest.ScreenTexts(u), "Fastest defeat of Kingosh: 11 rounds (2 Apr 2026)")
}

// TestGameRecordsFastestDefeatOfKingosh (issue 35 §2, a game's records):
// Insula's records page names who defeated Kingosh in fewest rounds, under
// Solo, and the line opens that expedition.
func TestGameRecordsFastestDefeatOfKingosh(t *testing.T) {
	u, s := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	ctx := context.Background()
	var fastest int64
	for i, e := range []struct {
		name   string
		rounds int
		won    bool
	}{{"Ana", 14, true}, {"Ben", 11, true}, {"Ana", 9, false}, {"Ana", 11, true}} {
		b, err := json.Marshal(map[string]any{"lines": []map[string]any{{"key": "rounds", "label": "Rounds played", "points": e.rounds}}})
		require.NoError(t, err)
		p, err := s.SavePlay(ctx, data.Play{Game: data.GameInsula, Mode: data.ModeSolo, PlayedAt: time.Date(2026, 4, 1+i, 20, 0, 0, 0, time.Local),
			Results: []data.Result{{Name: e.name, Score: 20, Winner: e.won, Breakdown: b}}})
		require.NoError(t, err)
		if i == 1 {
			fastest = p.ID
		}
	}
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Stats")
	uitest.Tap(t, u, "Records")
	line := "Fastest defeat of Kingosh: 11 rounds"
	require.Eventually(t, func() bool { return uitest.HasTile(u, line) }, 5*time.Second, 10*time.Millisecond)
	assert.Contains(t, uitest.ScreenTexts(u), "Solo")
	uitest.TapTile(t, u, line)
	p, err := s.Play(ctx, fastest)
	require.NoError(t, err)
	assert.Equal(t, u.PlayTitle(p), u.Top().Title, "Ben's expedition of 2 April opens")
	assert.Contains(t, uitest.ScreenTexts(u), "Ben")
}
