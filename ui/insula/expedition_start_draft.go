package insula

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"hearth/data"
)

// The "Solo expedition" page keeps what was typed on it until an
// expedition starts from it (issue 32 §2: the time track and "I roll my
// own" were forgotten on Back): a draft in the store, written on every
// change, read whenever the page is built (Back and again, a new language
// or theme, a killed app). Its printed values give way to Settings' when
// those were saved since.

// startDraftKey is where the start page is kept; startDraftKind marks it
// (Home lists no card for it: the page is one tap from the menu).
const (
	startDraftKey  = "insula.start"
	startDraftKind = "start"
)

// startDraft is the start page as typed: the version and Kingosh variant
// chosen (segment indexes), who plays, the printed values with the
// layouts as typed, and the values saved in Settings they were typed over.
type startDraft struct {
	Version   int     `json:"version"`
	Variant   int     `json:"variant"`
	ProfileID int64   `json:"profile_id,omitempty"`
	Values    printed `json:"values"`
	Reward    string  `json:"reward,omitempty"`
	Drawback  string  `json:"drawback,omitempty"`
	Settings  printed `json:"settings"`
}

// loadDraft reads the page as it was left; false when it was not (or it
// cannot be read, then nothing is lost but what it held).
func (st *expeditionStart) loadDraft() (startDraft, bool) {
	raw, ok, err := st.m.h.Store().LoadDraft(st.m.h.Ctx(), startDraftKey)
	var d startDraft
	if err != nil || !ok || json.Unmarshal(raw.Body, &d) != nil || d.Version < 0 || d.Version > 1 || d.Variant < 0 || d.Variant > 1 {
		return startDraft{}, false
	}
	return d, true
}

// changed answers every change the player makes on the page: the checks,
// then the draft.
func (st *expeditionStart) changed() {
	st.check()
	if !st.settled || st.form == nil {
		return // build is making the page, nothing was typed
	}
	d := startDraft{Version: st.ver.Selected(), Variant: st.vari.Selected(), ProfileID: st.profileID, Settings: st.settings}
	if st.from != nil { // a dealt setup's version is not the player's choice
		old, _ := st.loadDraft()
		d.Version, d.Variant = old.Version, old.Variant
	}
	d.Values, d.Reward, d.Drawback = st.form.typed()
	body, err := json.Marshal(d)
	if err == nil {
		err = st.m.h.Store().SaveDraft(st.m.h.Ctx(), data.Draft{Key: startDraftKey, Game: data.GameInsula, Kind: startDraftKind, Body: body})
	}
	if err != nil {
		fyne.LogError("keeping the expedition's start page", err)
	}
}

// dropStartDraft forgets the page once an expedition starts from it.
func (m *Module) dropStartDraft() {
	if err := m.h.Store().DeleteDraft(m.h.Ctx(), startDraftKey); err != nil {
		fyne.LogError("forgetting the expedition's start page", err)
	}
}
