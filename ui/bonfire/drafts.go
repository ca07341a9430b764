package bonfire

import (
	"encoding/json"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	bscore "hearth/scoring/bonfire"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// scoreDraftKey is where the score entry in progress is kept: one at a time,
// like the paper score pad it replaces.
const scoreDraftKey = "bonfire.score"

// draftKindScore is the kind of a score entry's draft.
const draftKindScore = "score"

var _ shell.Drafter = (*Module)(nil)

// scoreDraft is a score entry as typed so far: every board in both modes.
type scoreDraft struct {
	Solo   bool         `json:"solo"`
	Boards []boardDraft `json:"boards"`
	// NamesOnly: the boards page was not reached yet (the names page reopens).
	NamesOnly bool `json:"names_only,omitempty"`
	// Spare are the boards of seats dropped by lowering the count, kept in
	// case it goes back up, after a restart too.
	Spare []boardDraft `json:"spare,omitempty"`
	// Notes are the notes and duration typed on the result page.
	Notes kit.PlayNotes `json:"notes,omitempty"`
}

type boardDraft struct {
	Name     string        `json:"name"`
	Bot      bool          `json:"bot,omitempty"`
	CityMode bool          `json:"city_mode,omitempty"`
	Quick    bscore.Player `json:"quick"`
	City     bscore.City   `json:"city"`
	Spec18   bool          `json:"specialist_18,omitempty"`
	// Untouched marks a board nobody entered (drafts from before it was
	// kept count as entered).
	QuickUntouched bool `json:"quick_untouched,omitempty"`
	CityEdited     bool `json:"city_edited,omitempty"`
}

// draftOf is board e as a draft keeps it.
func draftOf(e *boardEntry) boardDraft {
	return boardDraft{Name: e.name, Bot: e.bot, CityMode: e.cityMode, Quick: e.quick, City: e.city, Spec18: e.spec18,
		QuickUntouched: !e.quickEdited, CityEdited: e.cityEdited}
}

// entry is the board a draft kept.
func (b boardDraft) entry() *boardEntry {
	e := newBoardEntry(b.Name)
	e.bot = b.Bot
	putBack(e, b)
	return e
}

// putBack fills a board from its draft; its name and whether it is Tom
// stay the game's.
func putBack(e *boardEntry, b boardDraft) {
	e.cityMode, e.quick, e.city, e.spec18 = b.CityMode, b.Quick, b.City, b.Spec18
	e.quickEdited, e.cityEdited = !b.QuickUntouched, b.CityEdited
}

// saveDraft keeps the boards as they are now; it runs after every change.
func (f *bonfireScore) saveDraft() {
	d := scoreDraft{Solo: f.solo, NamesOnly: !f.onBoards, Notes: f.notes}
	for _, e := range f.entries {
		d.Boards = append(d.Boards, draftOf(e))
	}
	for _, e := range f.spare {
		d.Spare = append(d.Spare, draftOf(e))
	}
	body, err := json.Marshal(d)
	if err == nil {
		err = f.u.h.Store().SaveDraft(f.u.h.Ctx(), data.Draft{Key: scoreDraftKey, Game: data.GameBonfire, Kind: draftKindScore, Body: body})
	}
	if err != nil {
		fyne.LogError("saving the score draft", err)
	}
}

// dropDraft forgets the draft once the play is saved.
func (f *bonfireScore) dropDraft() {
	if err := f.u.h.Store().DeleteDraft(f.u.h.Ctx(), scoreDraftKey); err != nil {
		fyne.LogError("dropping the score draft", err)
	}
}

// DraftTitle names an unfinished score on Home.
func (u *Module) DraftTitle(d data.Draft) string {
	if d.Kind == tomScoreKind || d.Kind == tomAnswerKind {
		return "" // a game against Tom puts its final scoring and its answers back itself
	}
	var sd scoreDraft
	_ = json.Unmarshal(d.Body, &sd)
	if sd.Solo {
		return lang.L("Unfinished score — Bonfire against Tom")
	}
	return kit.N("Unfinished score — Bonfire, {{.Count}} players", len(sd.Boards), nil)
}

// RestoreDraft reopens the boards of an unfinished score as they were left.
func (u *Module) RestoreDraft(d data.Draft) {
	var sd scoreDraft
	if err := json.Unmarshal(d.Body, &sd); err != nil || len(sd.Boards) == 0 {
		u.h.ShowError(err)
		return
	}
	f := &bonfireScore{u: u, solo: sd.Solo, base: u.h.Depth(), onBoards: !sd.NamesOnly, notes: sd.Notes}
	for _, b := range sd.Boards {
		f.entries = append(f.entries, b.entry())
	}
	for i, b := range sd.Spare {
		if i < bscore.MaxPlayers && !b.Bot {
			f.spare = append(f.spare, b.entry())
		}
	}
	u.h.Push(f.playersPage())
	if f.onBoards {
		u.h.Push(f.boardsPage())
	}
}
