package lueur

import (
	"encoding/json"
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	lref "hearth/data/lueur"
	lscore "hearth/scoring/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// scoreDraftKey is where the score entry in progress is kept, one at a time.
const scoreDraftKey = "lueur.score"

// journeyScoreKind marks the final score of a solo journey in progress: the
// journey resumes into it, so Home does not list it as a draft.
const journeyScoreKind = "journey-score"

// journeyDraftKey is where a journey's final score in progress is kept.
func journeyDraftKey(session int64) string { return fmt.Sprintf("lueur.journey.%d", session) }

// draftKey is where this flow keeps its entries.
func (f *scoreFlow) draftKey() (key, kind string) {
	if f.journey != nil {
		return journeyDraftKey(f.journey.run.Session().ID), journeyScoreKind
	}
	return scoreDraftKey, "score"
}

var _ shell.Drafter = (*Module)(nil)

// scoreDraft is a score entry as entered so far.
type scoreDraft struct {
	Side    lref.Side       `json:"side"`
	Players []lscore.Player `json:"players"`
	Camps   []int           `json:"camps"`
	Boats   [][]int         `json:"boats"`
	// Touched tells per board whether anyone entered it (none kept: all).
	Touched []bool `json:"touched,omitempty"`
	// NamesOnly: the boards page was not reached yet (the names page reopens).
	NamesOnly bool `json:"names_only,omitempty"`
	// Spare are the boards of seats dropped by lowering the count, kept in
	// case it goes back up, after a restart too.
	Spare []spareBoard `json:"spare,omitempty"`
	// Notes are the notes and duration typed on the result page.
	Notes kit.PlayNotes `json:"notes,omitempty"`
}

// spareBoard is a seatBoard as a draft keeps it.
type spareBoard struct {
	Player  lscore.Player `json:"player"`
	Camp    int           `json:"camp"`
	Boats   []int         `json:"boats"`
	Touched bool          `json:"touched"`
}

// spareBoards are the flow's spare seats as a draft keeps them.
func (f *scoreFlow) spareBoards() []spareBoard {
	var out []spareBoard
	for _, b := range f.spare {
		out = append(out, spareBoard{b.player, b.camp, b.boats, b.touched})
	}
	return out
}

// seatBoards are a draft's spare seats as the flow keeps them; nil when
// there are more than a game can have, and a board of the wrong shape
// starts empty.
func seatBoards(bs []spareBoard) []seatBoard {
	if len(bs) > lscore.MaxPlayers {
		return nil
	}
	var out []seatBoard
	for _, b := range bs {
		if len(b.Boats) != lscore.Boats {
			b.Boats = make([]int, lscore.Boats)
		}
		out = append(out, seatBoard{b.Player, b.Camp, b.Boats, b.Touched})
	}
	return out
}

// saveDraft keeps the boards as they are now; it runs after every change.
func (f *scoreFlow) saveDraft() {
	key, kind := f.draftKey()
	f.fillTouched()
	body, err := json.Marshal(scoreDraft{Side: f.side, Players: f.players, Camps: f.camps, Boats: f.boats, Touched: f.touched,
		NamesOnly: !f.onBoards, Spare: f.spareBoards(), Notes: f.notes})
	if err == nil {
		err = f.m.h.Store().SaveDraft(f.m.h.Ctx(), data.Draft{Key: key, Game: data.GameLueur, Kind: kind, Body: body})
	}
	if err != nil {
		fyne.LogError("saving the Lueur score draft", err)
	}
}

// dropDraft forgets the draft once the play is saved or thrown away.
func (f *scoreFlow) dropDraft() {
	key, _ := f.draftKey()
	if err := f.m.h.Store().DeleteDraft(f.m.h.Ctx(), key); err != nil {
		fyne.LogError("dropping the Lueur score draft", err)
	}
}

// DraftTitle names an unfinished score on Home.
func (m *Module) DraftTitle(d data.Draft) string {
	if d.Kind == journeyScoreKind || d.Kind == stepDraftKind {
		return ""
	}
	var sd scoreDraft
	_ = json.Unmarshal(d.Body, &sd)
	return kit.N("Unfinished score — Lueur, {{.Count}} players", len(sd.Players), nil)
}

// RestoreDraft reopens the boards of an unfinished score as they were left.
func (m *Module) RestoreDraft(d data.Draft) {
	var sd scoreDraft
	err := json.Unmarshal(d.Body, &sd)
	n := len(sd.Players)
	if err == nil && (n < 1 || n > lscore.MaxPlayers || len(sd.Camps) != n || len(sd.Boats) != n) {
		err = errors.New(lang.L("This unfinished score could not be read."))
	}
	if err != nil {
		m.h.ShowError(err)
		return
	}
	for i := range sd.Boats {
		if len(sd.Boats[i]) != lscore.Boats {
			sd.Boats[i] = make([]int, lscore.Boats)
		}
	}
	f := &scoreFlow{m: m, base: m.h.Depth(), side: sd.Side, players: sd.Players, camps: sd.Camps, boats: sd.Boats,
		onBoards: !sd.NamesOnly, spare: seatBoards(sd.Spare), notes: sd.Notes}
	if len(sd.Touched) == n {
		f.touched = sd.Touched
	}
	m.h.Push(f.playersPage())
	if f.onBoards {
		m.h.Push(f.boardsPage())
	}
}
