package bonfire

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

const gnomesLabel = "Gnomes (specialists and elders)"

// tomFinalBoard shows board i of Tom's final scoring (0 you, 1 Tom).
func tomFinalBoard(t *testing.T, u *shell.Host, i int) {
	t.Helper()
	require.Equal(t, "Final scoring", u.Top().Title)
	tabs := uitest.FindAll[*container.AppTabs](uitest.Screen(u), nil)
	require.Len(t, tabs, 1)
	tabs[0].SelectIndex(i)
}

// value is the number the stepper with this label shows.
func value(t *testing.T, u *shell.Host, label string) int {
	t.Helper()
	return uitest.StepperNamed(t, u, label).Value()
}

// cityShown tells whether the board shown is in City mode.
func cityShown(t *testing.T, u *shell.Host) bool {
	t.Helper()
	segs := uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)
	require.NotEmpty(t, segs)
	return segs[0].Selected() == 1
}

// openFinished stores a finished game for Dora and opens its final scoring
// from Home.
func openFinished(t *testing.T, path string) (*shell.Host, *data.Store) {
	t.Helper()
	finishedTomGame(t, path, "Dora", tom.DefaultOptions())
	u, store := newTestUI(t, path)
	uitest.TapTile(t, u, "Dora against Tom")
	require.Equal(t, "Final scoring", u.Top().Title)
	return u, store
}

// typeBothBoards types Portals 4 and score track 37 on your board, and
// Gnomes 3 in City mode on Tom's.
func typeBothBoards(t *testing.T, u *shell.Host) {
	t.Helper()
	tomFinalBoard(t, u, 0)
	uitest.TypeInto(t, u, "Portals", "4")
	uitest.TypeInto(t, u, trackLabel, "37")
	tomFinalBoard(t, u, 1)
	uitest.Tap(t, u, "City")
	uitest.TypeInto(t, u, gnomesLabel, "3")
	tomFinalBoard(t, u, 0)
}

// assertTyped checks the final scoring shows what typeBothBoards typed.
func assertTyped(t *testing.T, u *shell.Host, when string) {
	t.Helper()
	tomFinalBoard(t, u, 0)
	assert.Equal(t, 4, value(t, u, "Portals"), when)
	assert.Equal(t, 37, value(t, u, trackLabel), when)
	assert.False(t, cityShown(t, u), when)
	tomFinalBoard(t, u, 1)
	assert.True(t, cityShown(t, u), "%s: Tom's board is still in City mode", when)
	assert.Equal(t, 3, value(t, u, gnomesLabel), when)
	tomFinalBoard(t, u, 0)
}

// TestTomFinalScoringKeptOnBack (the QA report): what is typed on both
// boards of Tom's final scoring comes back after Back and "Score the game".
func TestTomFinalScoringKeptOnBack(t *testing.T) {
	u, _ := openFinished(t, filepath.Join(t.TempDir(), "h.db"))
	assert.Equal(t, 0, value(t, u, "Portals"))
	typeBothBoards(t, u)
	uitest.Back(u)
	require.Equal(t, "Dora against Tom", u.Top().Title)
	uitest.Tap(t, u, "Score the game")
	assertTyped(t, u, "after Back and Score the game")
}

// TestTomFinalScoringKeptThroughHome: leaving to Home and resuming the game
// from its card brings the boards back; Home shows the game's card, not a
// second card for its final scoring.
func TestTomFinalScoringKeptThroughHome(t *testing.T) {
	u, _ := openFinished(t, filepath.Join(t.TempDir(), "h.db"))
	typeBothBoards(t, u)
	u.PopTo(1)
	shown := uitest.ScreenTexts(u)
	assert.NotContains(t, shown, "Unfinished score")
	require.True(t, uitest.HasTile(u, "Dora against Tom"))
	uitest.TapTile(t, u, "Dora against Tom")
	assertTyped(t, u, "after Home and Resume")
}

// TestTomFinalScoringKeptAfterKill: the boards are in the database as they
// are typed: an app reopened on the same file finds them.
func TestTomFinalScoringKeptAfterKill(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := openFinished(t, path)
	typeBothBoards(t, u)
	require.NoError(t, store.Close()) // killed: nothing more is written

	u, _ = newTestUI(t, path)
	u.PopTo(1) // it reopens on the game's final scoring that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u, "Dora against Tom")
	assertTyped(t, u, "after a kill")
}

// TestTomFinalScoringDraftGoneOnceSaved: saving the play forgets the draft.
func TestTomFinalScoringDraftGoneOnceSaved(t *testing.T) {
	u, store := openFinished(t, filepath.Join(t.TempDir(), "h.db"))
	sess, _ := storedTom(t, store)
	typeBothBoards(t, u)
	assert.Equal(t, []string{tomDraftKey(sess.ID)}, draftKeys(t, store), "kept as typed")

	uitest.Tap(t, u, "See the scores")
	uitest.Tap(t, u, "Save to history")
	plays, err := store.Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	var b struct {
		Input struct {
			Track   int `json:"track_points"`
			Portals int `json:"portals"`
		} `json:"input"`
	}
	require.NoError(t, json.Unmarshal(plays[0].Results[0].Breakdown, &b))
	assert.Equal(t, 37, b.Input.Track, "the typed board was scored")
	assert.Equal(t, 4, b.Input.Portals)
	assert.Empty(t, draftKeys(t, store), "the saved play's draft is gone")
}

// TestTomFinalScoringAbandonDropsDraft: abandoning the game forgets what was
// typed on its final scoring.
func TestTomFinalScoringAbandonDropsDraft(t *testing.T) {
	u, store := openFinished(t, filepath.Join(t.TempDir(), "h.db"))
	typeBothBoards(t, u)
	u.PopTo(1)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "Abandon")
	uitest.TapInDialog(t, u, "Yes")
	sess, _ := storedTom(t, store)
	require.Equal(t, data.SessionAbandoned, sess.Status)
	assert.Empty(t, draftKeys(t, store))
}

// draftKeys are the keys of the drafts in the database.
func draftKeys(t *testing.T, store *data.Store) []string {
	t.Helper()
	drafts, err := store.Drafts(t.Context())
	require.NoError(t, err)
	var out []string
	for _, d := range drafts {
		out = append(out, d.Key)
	}
	return out
}

// TestTomFinalScoringIgnoresDraftThatDoesNotFit: a draft that cannot be read
// or is not two boards, you then Tom, is ignored: the pre-filled values
// stand, and the next change replaces it.
func TestTomFinalScoringIgnoresDraftThatDoesNotFit(t *testing.T) {
	bad := map[string]string{
		"not JSON":         `{"game":"bonfire","kind":"tom-score","body":{"boards":[{`,
		"boards not list":  `{"game":"bonfire","kind":"tom-score","body":{"solo":true,"boards":5,"prefill":[]}}`,
		"one board":        `{"game":"bonfire","kind":"tom-score","body":{"solo":true,"boards":[{"name":"Dora","quick":{"portals":4}}],"prefill":[{}]}}`,
		"no prefill":       `{"game":"bonfire","kind":"tom-score","body":{"solo":true,"boards":[{"name":"Dora","quick":{"portals":4}},{"name":"Tom","bot":true,"quick":{"gnomes":3}}]}}`,
		"boards swapped":   `{"game":"bonfire","kind":"tom-score","body":` + swapped(t) + `}`,
		"body not object":  `{"game":"bonfire","kind":"tom-score","body":[1,2]}`,
		"slots not a list": `{"game":"bonfire","kind":"tom-score","body":{"solo":true,"boards":[{"city":{"slots":"x"}},{}],"prefill":[{},{}]}}`,
	}
	for name, raw := range bad {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "h.db")
			finishedTomGame(t, path, "Dora", tom.DefaultOptions())
			u, store := newTestUI(t, path)
			sess, st := storedTom(t, store)
			require.NoError(t, store.SetSetting(t.Context(), "draft."+tomDraftKey(sess.ID), raw))
			uitest.TapTile(t, u, "Dora against Tom")
			assert.Equal(t, 0, value(t, u, "Portals"))
			assert.Equal(t, st.PlayerStart()+st.PassPoints(), value(t, u, trackLabel))
			tomFinalBoard(t, u, 1)
			assert.False(t, cityShown(t, u))
			assert.Equal(t, st.Tom().Gnomes, value(t, u, gnomesLabel))
			assert.Equal(t, st.Tom().Guardians, value(t, u, "Guardians in Tom's city, his own included"))

			typeBothBoards(t, u)
			uitest.Back(u)
			uitest.Tap(t, u, "Score the game")
			assertTyped(t, u, "once typed again")
		})
	}
}

// swapped is a draft of this test's game typed well but with Tom's board
// first: neither board is put back.
func swapped(t *testing.T) string {
	t.Helper()
	you := newBoardEntry("Dora")
	you.quick.Portals, you.quickEdited = 4, true
	them := newBoardEntry("Tom")
	them.bot, them.quick.Gnomes, them.quickEdited = true, 3, true
	body, err := json.Marshal(tomScoreDraft{scoreDraft: scoreDraft{Solo: true, Boards: []boardDraft{draftOf(them), draftOf(you)}},
		Prefill: []json.RawMessage{prefillOf(them), prefillOf(you)}})
	require.NoError(t, err)
	return string(body)
}

// TestTomFinalScoringAfterUndo: undoing out of the ended game and redoing
// the same moves finds the boards as typed; ending it otherwise (Tom takes
// a task on his last card) shows Tom's board as the game fills it now,
// never the number typed over his old record, while your board, which the
// game fills as before, keeps what you typed.
func TestTomFinalScoringAfterUndo(t *testing.T) {
	u, store := openFinished(t, filepath.Join(t.TempDir(), "h.db"))
	typeBothBoards(t, u)
	uitest.Back(u)
	undo := uitest.IconButton(t, u, theme.ContentUndoIcon())
	redo := uitest.IconButton(t, u, theme.ContentRedoIcon())
	test.Tap(undo)
	test.Tap(undo)
	assert.NotContains(t, uitest.ScreenTexts(u), "Score the game")
	test.Tap(redo)
	test.Tap(redo)
	uitest.Tap(t, u, "Score the game")
	assertTyped(t, u, "after undo and redo")

	uitest.Back(u)
	test.Tap(undo)
	_, st := storedTom(t, store)
	require.Equal(t, tom.AskTask, st.Pending().Kind, "Tom's last card is a task, which he did not take")
	answerTom(t, u, store, 0) // he took one worth 2 this time
	for i := 0; i < 10; i++ {
		if _, st = storedTom(t, store); st.Over() {
			break
		}
		answerTom(t, u, store, i)
	}
	require.True(t, st.Over())
	require.NotEmpty(t, st.Tom().Tasks)
	uitest.Tap(t, u, "Score the game")
	tomFinalBoard(t, u, 0)
	assert.Equal(t, 4, value(t, u, "Portals"), "your board is filled as before: what you typed stands")
	assert.Equal(t, 37, value(t, u, trackLabel))
	tomFinalBoard(t, u, 1)
	assert.False(t, cityShown(t, u), "Tom's board typed over his old record is not put back")
	assert.Equal(t, st.Tom().Gnomes, value(t, u, gnomesLabel))
	assert.Equal(t, st.Tom().Score, value(t, u, trackLabel))
	assert.Equal(t, st.TomPlayer().Bonfires, uitest.FindAll[*valuePicker](uitest.Screen(u), nil)[0].values)
}
