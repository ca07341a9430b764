package insula

import (
	"encoding/json"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	iref "hearth/data/insula"
	iscore "hearth/scoring/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// recordDraftKey is where the record of a game in progress is kept, one at
// a time, like the other games' score entries.
const recordDraftKey = "insula.record"

var _ shell.Drafter = (*Module)(nil)

// recordDraft is a record as entered so far.
type recordDraft struct {
	Variant    int             `json:"variant"`
	Ending     int             `json:"ending"`
	Players    []iscore.Player `json:"players"`
	Strength   []int           `json:"strength"`
	Arrival    []int           `json:"arrival"`
	OnFighters bool            `json:"on_fighters,omitempty"`
	// Spare are the seats dropped by lowering the count, kept in case it
	// goes back up, after a restart too.
	Spare []spareSeat `json:"spare,omitempty"`
	// Notes are the notes and duration typed on the result page.
	Notes kit.PlayNotes `json:"notes,omitempty"`
}

// spareSeat is a recordSeat as a draft keeps it.
type spareSeat struct {
	Player   iscore.Player `json:"player"`
	Strength int           `json:"strength"`
	Arrival  int           `json:"arrival"`
}

// spareSeats are the flow's spare seats as a draft keeps them.
func (f *recordFlow) spareSeats() []spareSeat {
	var out []spareSeat
	for _, st := range f.spare {
		out = append(out, spareSeat{st.player, st.strength, st.arrival})
	}
	return out
}

// recordSeats are a draft's spare seats as the flow keeps them; nil when
// there are more than the seats a game can have.
func recordSeats(ss []spareSeat) []recordSeat {
	if len(ss) > iref.MaxPlayers {
		return nil
	}
	var out []recordSeat
	for _, s := range ss {
		out = append(out, recordSeat{s.Player, s.Strength, s.Arrival})
	}
	return out
}

// saveDraft keeps the record as it is now; it runs after every change.
func (f *recordFlow) saveDraft() {
	if f.variant == nil || f.ending == nil {
		return
	}
	body, err := json.Marshal(recordDraft{Variant: f.variant.Selected(), Ending: f.ending.Selected(),
		Players: f.players, Strength: f.strength, Arrival: f.arrival, OnFighters: f.onFighters, Spare: f.spareSeats(), Notes: f.notes})
	if err == nil {
		err = f.m.h.Store().SaveDraft(f.m.h.Ctx(), data.Draft{Key: recordDraftKey, Game: data.GameInsula, Kind: "record", Body: body})
	}
	if err != nil {
		fyne.LogError("saving the Insula record draft", err)
	}
}

// dropDraft forgets the draft once the play is saved.
func (f *recordFlow) dropDraft() {
	if err := f.m.h.Store().DeleteDraft(f.m.h.Ctx(), recordDraftKey); err != nil {
		fyne.LogError("dropping the Insula record draft", err)
	}
}

// DraftTitle names an unfinished record on Home; an expedition's answer
// and the start page's values are found where they were typed, not there.
func (m *Module) DraftTitle(d data.Draft) string {
	if d.Kind == expeditionDraftKind || d.Kind == startDraftKind {
		return ""
	}
	var rd recordDraft
	_ = json.Unmarshal(d.Body, &rd)
	return kit.N("Unfinished record — Insula, {{.Count}} players", len(rd.Players), nil)
}

// RestoreDraft reopens an unfinished record where it was left.
func (m *Module) RestoreDraft(d data.Draft) {
	var rd recordDraft
	err := json.Unmarshal(d.Body, &rd)
	n := len(rd.Players)
	if err == nil && (n < 2 || n > iref.MaxPlayers || len(rd.Strength) != n || len(rd.Arrival) != n ||
		rd.Variant < 0 || rd.Variant >= len(variantKeys) || rd.Ending < 0 || rd.Ending >= len(endingKeys)) {
		err = errors.New(lang.L("This unfinished score could not be read."))
	}
	if err != nil {
		m.h.ShowError(err)
		return
	}
	f := &recordFlow{m: m, base: m.h.Depth(), players: rd.Players, strength: rd.Strength, arrival: rd.Arrival,
		onFighters: rd.OnFighters, spare: recordSeats(rd.Spare), notes: rd.Notes}
	m.h.Push(f.gamePage(rd.Variant, rd.Ending))
	if f.onFighters && endingKeys[rd.Ending] != iscore.Nightfall {
		m.h.Push(f.fightersPage())
	}
}
