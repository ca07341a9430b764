package shell_test

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// TestNamesFoldAsTheStoreFoldsThem (issue 32 §5): History's search for
// "zoe" (or "ZOE") finds Zoé's plays; a score entry offers Zoé once though
// a play was typed "zoe"; a correction typed "zoe" is Zoé's profile.
func TestNamesFoldAsTheStoreFoldsThem(t *testing.T) {
	h, _, s := newHost(t)
	zoe, err := s.CreateProfile(t.Context(), "Zoé")
	require.NoError(t, err)
	at := time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local)
	for i, name := range []string{"Zoé", "zoe", "Ana"} {
		first := data.Result{Seat: 0, Name: name, Score: 40, Winner: true}
		if name == "Zoé" {
			first.ProfileID = zoe.ID
		}
		_, err := s.SavePlay(t.Context(), data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: at.AddDate(0, 0, -i),
			Results: []data.Result{first, {Seat: 1, Name: "Ben", Score: 30}}})
		require.NoError(t, err)
	}
	assert.Equal(t, []string{"Zoé", "Ben", "Ana"}, h.PlayerNames(), "Zoé once, as her profile")

	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	search := uitest.FindAll[*widget.Entry](uitest.Screen(h), nil)[0]
	for _, typed := range []string{"zoe", "ZOE", "Zoé"} {
		search.SetText("")
		test.Type(search, typed)
		uitest.Relayout(h)
		assert.Len(t, shownTiles(h), 2, "%q finds both plays of Zoé", typed)
	}

	search.SetText("")
	uitest.Relayout(h)
	ana := uitest.FindAll[*kit.Tile](uitest.Screen(h), nil)[2]
	test.Tap(ana)
	uitest.Tap(t, h, "Correct date, players, scores")
	uitest.FindAll[*kit.TextEntry](uitest.Screen(h), nil)[1].SetText("zoe")
	uitest.Tap(t, h, "Save the correction")
	plays, err := s.Plays(t.Context(), data.PlayFilter{Player: &data.Player{ProfileID: zoe.ID}})
	require.NoError(t, err)
	assert.Len(t, plays, 2, "the corrected play is Zoé's profile's")
	for _, p := range plays {
		assert.Equal(t, "Zoé", p.Results[0].Name)
	}
}
