package insula

import (
	"encoding/json"
	"slices"

	iref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/solo/insula"
)

// settingPrinted is the store's settings key of the values printed on the
// player's copy of Insula that the rules text does not give (SPEC §8).
const settingPrinted = "insula_expedition"

// printed are the values a player reads off their copy once and keeps in
// Settings: the start page is prefilled with them, nothing is invented.
// TimeTrack 0 means "not entered yet". The time track and the circles are
// printed on both sides of the time counter and the adventurer sheet: the
// top-level ones are the base game's side B, Advanced holds side A, which
// the advanced game turns up (seed 004 G.1 "Retournez la feuille
// aventurier et le marqueur de temps du côté A"). The die and Kingosh's
// drawback are the same in both.
type printed struct {
	TimeTrack       int             `json:"time_track"`
	Die             insula.DieFaces `json:"die"`
	KingoshDrawback int             `json:"kingosh_drawback"`
	RewardCircle    insula.Layout   `json:"reward_circle,omitempty"`
	DrawbackCircle  insula.Layout   `json:"drawback_circle,omitempty"`
	Advanced        *side           `json:"advanced,omitempty"`
	// Guardians were kept here before they had a setting of their own
	// (settingGuardians); only read, as the list met so far, until then.
	Guardians []insula.Guardian `json:"guardians,omitempty"`
}

// maxGuardians bounds the guardians remembered (the bag holds fewer).
const maxGuardians = 12

// settingGuardians is the store's settings key of the guardians of the
// copy met in expeditions, latest first: their printed numbers are offered
// again at one tap. Apart from the printed values, which the player types
// in Settings, because expeditions write it.
const settingGuardians = "insula_guardians"

// loadGuardians are the guardians met with this copy, latest first.
func (m *Module) loadGuardians() []insula.Guardian {
	v, ok, err := m.h.Store().Setting(m.h.Ctx(), settingGuardians)
	if err != nil {
		return nil
	}
	if !ok { // kept with the printed values before
		p, _ := m.loadPrinted()
		return p.Guardians
	}
	var list []insula.Guardian
	if json.Unmarshal([]byte(v), &list) != nil {
		return nil // a list of quick picks is not worth an error
	}
	return list
}

// rememberGuardian keeps gd first among the guardians met (a failure to
// save is no reason to refuse the answer).
func (m *Module) rememberGuardian(gd insula.Guardian) {
	list := m.loadGuardians()
	if len(list) > 0 && list[0] == gd {
		return
	}
	list = append([]insula.Guardian{gd}, slices.DeleteFunc(list, func(x insula.Guardian) bool { return x == gd })...)
	b, err := json.Marshal(list[:min(len(list), maxGuardians)])
	if err == nil {
		_ = m.h.Store().SetSetting(m.h.Ctx(), settingGuardians, string(b))
	}
}

// side is what one side of the time counter and the sheet print.
type side struct {
	TimeTrack      int           `json:"time_track"`
	RewardCircle   insula.Layout `json:"reward_circle,omitempty"`
	DrawbackCircle insula.Layout `json:"drawback_circle,omitempty"`
}

// sideOf is the side version v plays on: side A for the advanced game
// (none entered yet: nothing, never side B's values), else side B.
func (p printed) sideOf(v iref.Version) side {
	if v == iref.Advanced {
		if p.Advanced == nil {
			return side{}
		}
		return *p.Advanced
	}
	return side{TimeTrack: p.TimeTrack, RewardCircle: p.RewardCircle, DrawbackCircle: p.DrawbackCircle}
}

// withSide is p with version v's side set to sd.
func (p printed) withSide(v iref.Version, sd side) printed {
	if v == iref.Advanced {
		p.Advanced = &sd
		if sd.TimeTrack == 0 && sd.RewardCircle == nil && sd.DrawbackCircle == nil {
			p.Advanced = nil
		}
		return p
	}
	p.TimeTrack, p.RewardCircle, p.DrawbackCircle = sd.TimeTrack, sd.RewardCircle, sd.DrawbackCircle
	return p
}

// loadPrinted reads the saved values; none saved (or unreadable) is all zero.
func (m *Module) loadPrinted() (printed, error) {
	var p printed
	v, ok, err := m.h.Store().Setting(m.h.Ctx(), settingPrinted)
	if err != nil || !ok {
		return p, err
	}
	if err := json.Unmarshal([]byte(v), &p); err != nil {
		return printed{}, msg.New("settings", "The saved values of your Insula copy could not be read; enter them again.", nil)
	}
	return p, nil
}

func (m *Module) savePrinted(p printed) error {
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return m.h.Store().SetSetting(m.h.Ctx(), settingPrinted, string(b))
}

// check refuses values no copy could print, with the engine's sentence:
// the options of an advanced game (which accept every symbol) with the
// time track left out when not entered yet.
func (p printed) check() error {
	for _, v := range []iref.Version{iref.Base, iref.Advanced} {
		sd := p.sideOf(v)
		o := insula.Options{Version: iref.Advanced, Variant: iref.Purple, TimeTrack: sd.TimeTrack,
			Die:             insula.DieFaces{Physical: true, Shield: p.Die.Shield, Sword: p.Die.Sword, Moon: p.Die.Moon, Blank: p.Die.Blank},
			KingoshDrawback: p.KingoshDrawback, RewardCircle: sd.RewardCircle, DrawbackCircle: sd.DrawbackCircle}
		if o.TimeTrack == 0 {
			o.TimeTrack = insula.MinTimeTrack
		}
		if err := o.Validate(); err != nil {
			return err
		}
	}
	return nil
}

// samePrinted compares two sets of values by what they say (an empty and a
// missing layout are the same).
func samePrinted(a, b printed) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && string(ja) == string(jb)
}
