package lueur

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/uitest"
)

// TestPlayerPageShowsTheSectionsOfItsModes (issue 35 §2): a player who
// played Lueur only at the table sees the games per board side and not
// "Solo journeys: 0"; once they have a journey too, the solo side of their
// page has the journeys and the table side has not.
func TestPlayerPageShowsTheSectionsOfItsModes(t *testing.T) {
	u, s := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	at := time.Date(2026, 4, 1, 20, 0, 0, 0, time.Local)
	_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: at, Results: []data.Result{
		{Name: "Ana", Score: 60, Winner: true, Breakdown: []byte(`{"lines":[],"input":{"side":"province"}}`)}, {Seat: 1, Name: "Ben", Score: 50}}})
	require.NoError(t, err)
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Stats")
	uitest.OpenStanding(t, u, "Ana")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Per board side")
	assert.NotContains(t, shown, "Solo journeys")

	_, err = s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: at.Add(24 * time.Hour), Results: []data.Result{
		{Name: "Ana", Score: 40, Breakdown: []byte(`{"lines":[],"input":{"side":"province"}}`)}}})
	require.NoError(t, err)
	uitest.Back(u)
	uitest.OpenStanding(t, u, "Ana")
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Per board side", "at the table first: as many plays, the table's")
	assert.NotContains(t, shown, "Solo journeys")
	uitest.Tap(t, u, "Solo")
	uitest.Relayout(u)
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Solo journeys: 0", "a solo play saved by hand is no journey")
	assert.NotContains(t, shown, "Per board side")
}
