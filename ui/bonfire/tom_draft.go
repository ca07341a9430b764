package bonfire

import (
	"bytes"
	"encoding/json"
	"fmt"

	"fyne.io/fyne/v2"

	"hearth/data"
)

// tomScoreKind marks the final scoring of a game against Tom in progress:
// the game resumes into it, so Home does not list it as a draft (the
// game's Resume card stands for it).
const tomScoreKind = "tom-score"

// tomDraftKey is where a game against Tom keeps its final scoring as typed.
func tomDraftKey(session int64) string { return fmt.Sprintf("bonfire.tom.%d", session) }

// tomScoreDraft is a game's final scoring as typed so far: both boards (you,
// then Tom) as Score a game keeps them, each with what the game pre-filled
// it with. A board typed over other pre-filled values (the game undone and
// ended otherwise) is not put back: the game's new values stand.
type tomScoreDraft struct {
	scoreDraft
	Prefill []json.RawMessage `json:"prefill"`
}

// prefillOf is what the game pre-filled a board with, as the draft
// compares it: without the names, which a renamed profile changes.
func prefillOf(e *boardEntry) json.RawMessage {
	b := draftOf(e)
	b.Name, b.Quick.Name, b.City.Name = "", "", ""
	body, err := json.Marshal(b)
	if err != nil {
		return nil
	}
	return body
}

// draftKey is where this game's final scoring is kept.
func (f *tomFinal) draftKey() string { return tomDraftKey(f.g.run.Session().ID) }

// restoreDraft puts back what was typed on this game's final scoring before
// Back, Home or a kill: each board whose draft was typed over the values the
// game pre-fills now. A draft that does not fit (unreadable, not two boards)
// is ignored and the pre-filled values stand.
func (f *tomFinal) restoreDraft() {
	f.prefill = make([]json.RawMessage, len(f.entries))
	for i, e := range f.entries {
		f.prefill[i] = prefillOf(e)
	}
	d, ok, err := f.g.u.h.Store().LoadDraft(f.g.u.h.Ctx(), f.draftKey())
	if err != nil {
		fyne.LogError("reading the final scoring draft", err)
	}
	if err != nil || !ok {
		return
	}
	var sd tomScoreDraft
	if json.Unmarshal(d.Body, &sd) != nil || len(sd.Boards) != len(f.entries) || len(sd.Prefill) != len(f.entries) {
		return
	}
	f.notes = sd.Notes
	for i, e := range f.entries {
		if sd.Boards[i].Bot == e.bot && f.prefill[i] != nil && bytes.Equal(sd.Prefill[i], f.prefill[i]) {
			putBack(e, sd.Boards[i])
		}
	}
}

// saveDraft keeps both boards as they are now; it runs after every change,
// once the page is built.
func (f *tomFinal) saveDraft() {
	if !f.built {
		return
	}
	d := tomScoreDraft{scoreDraft: scoreDraft{Solo: true, Notes: f.notes}, Prefill: f.prefill}
	for _, e := range f.entries {
		d.Boards = append(d.Boards, draftOf(e))
	}
	body, err := json.Marshal(d)
	if err == nil {
		err = f.g.u.h.Store().SaveDraft(f.g.u.h.Ctx(), data.Draft{Key: f.draftKey(), Game: data.GameBonfire, Kind: tomScoreKind, Body: body})
	}
	if err != nil {
		fyne.LogError("saving the final scoring draft", err)
	}
}

// dropTomDraft forgets a game's final scoring, and any answer being built
// on one of its questions, once its play is saved or the game abandoned.
func (u *Module) dropTomDraft(session int64) {
	for _, key := range []string{tomDraftKey(session), tomAnswerKey(session)} {
		if err := u.h.Store().DeleteDraft(u.h.Ctx(), key); err != nil {
			fyne.LogError("dropping a draft of a game against Tom", err)
		}
	}
}
