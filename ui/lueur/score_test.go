package lueur

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strconv"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/scoring"
	lscore "hearth/scoring/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestScoreExample5TwoPlayersAndSave taps through Lueur's "Score a game"
// with seed 003's Example 5 against a tied player with more reroll tokens,
// saves, and finds the breakdown in History after reopening the database.
func TestScoreExample5TwoPlayersAndSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Score a game")
	names := uitest.FindAll[*widget.SelectEntry](uitest.Screen(u), nil)
	require.Len(t, names, 2)
	test.Type(names[0], "Blue")
	test.Type(names[1], "Red")
	uitest.Tap(t, u, "Enter the boards")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 20", "the track starts at 10, no companions earn the 10 fireflies")
	for i, rerolls := range []int{0, 2} {
		uitest.SelectBoard(t, u, i)
		uitest.StepTo(t, u, "Light on the score track", 60)
		uitest.StepTo(t, u, "Light gained from cards", 5)
		uitest.StepTo(t, u, "Light lost from cards", 1)
		uitest.StepTo(t, u, "Your camp's village (0 if none)", 5)
		uitest.StepTo(t, u, "Fireflies on tokens (by value)", 1)
		uitest.StepTo(t, u, "Fireflies on cards", 2)
		uitest.StepTo(t, u, "Companions in front of you", 7)
		uitest.StepTo(t, u, "Small steps (by value)", 3)
		uitest.StepTo(t, u, "Reroll tokens (tie-break)", rerolls)
		assert.Contains(t, uitest.ScreenTexts(u), "Total: 72")
	}
	uitest.Tap(t, u, "See the scores")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Red wins on reroll tokens!")
	assert.Contains(t, shown, "Blue: 72 light")
	uitest.Tap(t, u, "Save to history")

	plays, err := store.Plays(context.Background(), data.PlayFilter{Game: data.GameLueur})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, data.ModeMulti, plays[0].Mode)
	assert.Equal(t, []string{"Red"}, plays[0].Winners())
	assert.Equal(t, 72, plays[0].Results[0].Score)
	var rec scoring.Record
	require.NoError(t, json.Unmarshal(plays[0].Results[0].Breakdown, &rec))
	require.Len(t, rec.Lines, 5)
	assert.Equal(t, 4, rec.Lines[1].Points, "cards: 5 gained, 1 lost")
	assert.Contains(t, string(rec.Input), `"side":"province"`)
	assert.Contains(t, string(rec.Input), `"camp_village":5`)

	require.NoError(t, store.Close())
	u2, _ := newTestUI(t, path)
	uitest.Tap(t, u2, "History")
	uitest.TapTile(t, u2, u2.PlayTitle(plays[0]))
	assert.Contains(t, uitest.ScreenTexts(u2), "Small steps")
	assert.Contains(t, uitest.ScreenTexts(u2), "Blue: 72 light", "History words the total in light")
	// Seed 003 Exemple 5, as the rulebook counts it: 5 gained, 1 lost; 3
	// fireflies against 7 companions earn nothing.
	assert.Contains(t, uitest.ScreenTexts(u2), "5 – 1")
	assert.Contains(t, uitest.ScreenTexts(u2), "3 fireflies < 7 companions")

	u2.PopTo(1)
	uitest.TapTile(t, u2, "Lueur")
	uitest.TapTile(t, u2, "Stats")
	uitest.OpenStanding(t, u2, "Blue")
	shown = uitest.ScreenTexts(u2)
	assert.Contains(t, shown, "Province of Shadows — games: 1, best 72 light, average 72")
	assert.Contains(t, shown, "Dark Archipelago: no game yet")
}

// Seed 003 "Fin du jeu" 2: the Archipelago sums the islands of the four
// boats. A solo score, tapped through in French, is saved as a solo play.
func TestScoreArchipelagoSoloInFrench(t *testing.T) {
	u, store := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "fr", func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Décompter une partie")
	segs := uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)
	require.Len(t, segs, 2)
	segs[0].Select(1, true) // Dark Archipelago
	segs[1].Select(0, true) // 1 player
	names := uitest.FindAll[*widget.SelectEntry](uitest.Screen(u), nil)
	require.Len(t, names, 1)
	test.Type(names[0], "Léa")
	uitest.Tap(t, u, "Saisir les plateaux")
	assert.Empty(t, uitest.FindAll(uitest.Screen(u), func(s *kit.Stepper) bool { return s.Label() == "Village de votre campement (0 si aucun)" }))
	for i, v := range []int{3, 0, 5, 2} {
		uitest.StepTo(t, u, "Île du bateau "+strconv.Itoa(i+1), v)
	}
	uitest.StepTo(t, u, "Compagnons devant vous", 1)
	assert.Contains(t, uitest.ScreenTexts(u), "Total : 20", "10 on the track + 10 travel, one companion and no firefly")
	uitest.StepTo(t, u, "Lucioles sur les cartes", 1)
	assert.Contains(t, uitest.ScreenTexts(u), "Total : 30", "equal is enough for the 10 fireflies")
	uitest.Tap(t, u, "Voir les scores")
	assert.Contains(t, uitest.ScreenTexts(u), "Léa : 30 éclats de lumière")
	assert.Contains(t, uitest.ScreenTexts(u), "3+0+5+2", "the four boats' islands")
	assert.Contains(t, uitest.ScreenTexts(u), "1 luciole ≥ 1 compagnon", "equal is enough, worded in French, one of each")
	uitest.Tap(t, u, "Enregistrer dans l'historique")
	plays, err := store.Plays(context.Background(), data.PlayFilter{Game: data.GameLueur})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, data.ModeSolo, plays[0].Mode)
	var rec scoring.Record
	require.NoError(t, json.Unmarshal(plays[0].Results[0].Breakdown, &rec))
	assert.Contains(t, string(rec.Input), `"boat_islands":[3,0,5,2]`)
	assert.NotContains(t, string(rec.Input), "camp_village")
}

// A score entry survives closing the app: Home offers it again and the
// boards come back as they were left.
func TestScoreDraftSurvivesRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "Enter the boards")
	uitest.StepTo(t, u, "Light on the score track", 42)
	require.NoError(t, store.Close())

	u2, store2 := newTestUI(t, path)
	u2.PopTo(1) // it reopens on the score that was on screen (issue 32 §6); from Home here
	title := "Unfinished score — Lueur, 2 players"
	uitest.TapTile(t, u2, title)
	assert.Equal(t, 42, uitest.StepperNamed(t, u2, "Light on the score track").Value())
	assert.Contains(t, uitest.ScreenTexts(u2), "Total: 52")
	uitest.Tap(t, u2, "See the scores")
	uitest.TapInDialog(t, u2, "Score them") // the second board was never entered
	uitest.Tap(t, u2, "Save to history")
	_, found, err := store2.LoadDraft(context.Background(), "lueur.score")
	require.NoError(t, err)
	assert.False(t, found, "saving the play drops the draft")
}

// Home's card for an unfinished score says "1 player", not "1 players",
// in each language (the count chooses the plural form).
func TestScoreDraftTitleCountsPlayers(t *testing.T) {
	want := map[string][2]string{
		"en": {"Unfinished score — Lueur, 1 player", "Unfinished score — Lueur, 3 players"},
		"fr": {"Score en cours — Lueur, 1 joueur", "Score en cours — Lueur, 3 joueurs"},
		"de": {"Unfertige Wertung — Lueur, 1 Person", "Unfertige Wertung — Lueur, 3 Personen"},
	}
	for _, l := range []string{"en", "fr", "de"} {
		u, _ := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
		m := u.Module(data.GameLueur).(*Module)
		for i, n := range []int{1, 3} {
			body, err := json.Marshal(scoreDraft{Players: make([]lscore.Player, n)})
			require.NoError(t, err)
			assert.Equal(t, want[l][i], m.DraftTitle(data.Draft{Key: scoreDraftKey, Game: data.GameLueur, Kind: "score", Body: body}), l)
		}
	}
}
