package insula

import (
	"encoding/json"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	iref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
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

// formatLayout writes a layout in the notation of the layout entries:
// spaces separated by commas, "-" for an empty space, "+" between the
// symbols of one space and "/" between the symbols of a choice.
func formatLayout(l insula.Layout) string {
	if l == nil {
		return ""
	}
	spaces := make([]string, len(l))
	for i, sp := range l {
		if len(sp) == 0 {
			spaces[i] = "-"
			continue
		}
		entries := make([]string, len(sp))
		for j, e := range sp {
			keys := make([]string, len(e))
			for k, s := range e {
				keys[k] = s.Key()
			}
			entries[j] = strings.Join(keys, "/")
		}
		spaces[i] = strings.Join(entries, "+")
	}
	return strings.Join(spaces, ", ")
}

// parseLayout reads what formatLayout writes; "" is no layout (the
// expedition then asks which symbols a marker passed).
func parseLayout(s string) (insula.Layout, error) {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\n", " "))
	if s == "" {
		return nil, nil
	}
	var raw [][]string
	for _, sp := range strings.Split(s, ",") {
		sp = strings.TrimSpace(sp)
		entries := []string{}
		if sp != "-" && sp != "" {
			for _, e := range strings.Split(sp, "+") {
				entries = append(entries, strings.ReplaceAll(strings.TrimSpace(e), " ", ""))
			}
		}
		raw = append(raw, entries)
	}
	b, err := json.Marshal(raw)
	if err != nil {
		return nil, err
	}
	var l insula.Layout
	if err := json.Unmarshal(b, &l); err != nil {
		return nil, err
	}
	return l, nil
}

// symbolKeysNote lists the symbol keys a layout entry accepts, each with its
// translated name.
func symbolKeysNote(c insula.CircleKind) string {
	var parts []string
	for _, s := range c.Symbols() {
		parts = append(parts, s.Key()+" = "+kit.TrTerm(s))
	}
	return strings.Join(parts, " · ")
}

// printedForm edits the printed values: the time track, who rolls the fate
// die and its faces, Kingosh's drawback and the two circle layouts, the
// time track and the circles of one side at a time (versions). It is the
// Settings group and part of the start page. read gives the values as
// entered, or a sentence saying what is wrong with a layout.
type printedForm struct {
	box              *fyne.Container
	time, kingosh    *kit.Stepper
	shield, sword    *kit.Stepper
	moon, blank      *kit.Stepper
	die              *kit.Segmented
	reward, drawback *kit.TextEntry
	onChange         func()
	// values are the values as last read; version is the side shown.
	values  printed
	version iref.Version
	// sides chooses the side shown (Settings); on the start page sideNote
	// says which side the version plays on.
	sides    *kit.Segmented
	sideNote *widget.Label
}

// newPrintedForm edits p, on version's side; withSides adds the choice of
// the side (Settings), else the start page's version chooses it.
func newPrintedForm(p printed, version iref.Version, withSides bool, onChange func()) *printedForm {
	f := &printedForm{onChange: onChange, values: p, version: version}
	changed := func(int) {
		if f.onChange != nil {
			f.onChange()
		}
	}
	physical := 0
	if p.Die.Physical {
		physical = 1
	}
	sd := p.sideOf(version)
	f.die = kit.NewSegmented([]string{lang.L("Virtual die"), lang.L("I roll my own")}, physical, changed)
	f.time = kit.NewStepper(lang.L("Time track: steps from the Sun to the Moon"), 0, insula.MaxTimeTrack, sd.TimeTrack, changed)
	f.shield = kit.NewStepper(lang.L("Shield faces"), 0, insula.MaxDieFaces, p.Die.Shield, changed)
	f.sword = kit.NewStepper(lang.L("Sword faces"), 0, insula.MaxDieFaces, p.Die.Sword, changed)
	f.moon = kit.NewStepper(lang.L("Moon faces"), 0, insula.MaxDieFaces, p.Die.Moon, changed)
	f.blank = kit.NewStepper(lang.L("Blank faces"), 0, insula.MaxDieFaces, p.Die.Blank, changed)
	f.kingosh = kit.NewStepper(lang.L("Kingosh's drawback (0 if none is printed)"), 0, insula.MaxGuardianValue, p.KingoshDrawback, changed)
	f.reward, f.drawback = layoutEntry(sd.RewardCircle, changed), layoutEntry(sd.DrawbackCircle, changed)
	f.box = container.NewVBox()
	if withSides {
		sel := 0
		if version == iref.Advanced {
			sel = 1
		}
		f.sides = kit.ChoiceColumn([]string{lang.L("Base game: side B"), lang.L("Advanced: side A")}, sel, func(i int) {
			f.setVersion([]iref.Version{iref.Base, iref.Advanced}[i])
		})
		f.box.Add(kit.Note(lang.L("The time counter and the adventurer sheet print other values on side A, which the advanced game turns up: enter each side.")))
		f.box.Add(f.sides)
	} else {
		f.sideNote = widget.NewLabel("")
		f.sideNote.Wrapping = fyne.TextWrapWord
		f.box.Add(f.sideNote)
		f.showSide()
	}
	f.box.Add(f.time)
	f.box.Objects = append(f.box.Objects, f.dieAndCircles()...)
	return f
}

// layoutEntry edits a circle's layout.
func layoutEntry(l insula.Layout, changed func(int)) *kit.TextEntry {
	// Multi-line so that the placeholder and a long layout wrap at phone
	// width rather than being cut.
	e := kit.NewMultiLineEntry()
	e.Wrapping = fyne.TextWrapWord
	e.SetMinRowsVisible(2)
	e.SetText(formatLayout(l))
	e.SetPlaceHolder(lang.L("Not entered: you say what the marker passed"))
	e.OnChanged = func(string) { changed(0) }
	return e
}

// dieAndCircles are the form's die, Kingosh and circle fields.
func (f *printedForm) dieAndCircles() []fyne.CanvasObject {
	return []fyne.CanvasObject{
		kit.Heading(lang.L("Who rolls the fate die?")),
		f.die,
		kit.Note(lang.L("Virtual: Hearth rolls the die from its faces below. Your own: you roll it at the table and tap the face.")),
		kit.Heading(lang.L("The die's faces")),
		kit.Note(lang.L("How many faces of your fate die show each symbol.")),
		f.shield, f.sword, f.moon, f.blank,
		f.kingosh,
		kit.Heading(lang.L("Circle layouts (optional)")),
		kit.Note(lang.L("Clockwise from the marker's first space: spaces separated by commas, - for an empty space, + between two symbols of a space, / between the symbols of a choice. Example: energy, -, time/flower, flower+time")),
		widget.NewLabel(kit.Capitalised(kit.TrTerm(insula.RewardCircle))), f.reward,
		kit.Note(symbolKeysNote(insula.RewardCircle)),
		widget.NewLabel(kit.Capitalised(kit.TrTerm(insula.DrawbackCircle))), f.drawback,
		kit.Note(symbolKeysNote(insula.DrawbackCircle)),
	}
}

// setVersion shows version's side, keeping what was entered on the other
// (a layout that cannot be read is kept as it was saved).
func (f *printedForm) setVersion(v iref.Version) {
	if v == f.version {
		return
	}
	if p, err := f.read(); err == nil {
		f.values = p
	}
	f.version = v
	sd := f.values.sideOf(v)
	f.time.SetValue(sd.TimeTrack)
	f.reward.SetText(formatLayout(sd.RewardCircle))
	f.drawback.SetText(formatLayout(sd.DrawbackCircle))
	if f.sides != nil && f.sides.Selected() != map[iref.Version]int{iref.Base: 0, iref.Advanced: 1}[v] {
		f.sides.Select(map[iref.Version]int{iref.Base: 0, iref.Advanced: 1}[v], false)
	}
	f.showSide()
	if f.onChange != nil {
		f.onChange()
	}
}

// showSide says on the start page which side the time track and the
// circles are read from.
func (f *printedForm) showSide() {
	if f.sideNote != nil {
		f.sideNote.SetText(lang.L("Time track and circles: side {{.Side}} of the time counter and the adventurer sheet.", map[string]any{"Side": f.version.Letter()}))
	}
}

// read gives the values entered, both sides; a layout that cannot be read
// is an error.
func (f *printedForm) read() (printed, error) {
	p := f.values
	p.KingoshDrawback = f.kingosh.Value()
	p.Die = insula.DieFaces{Physical: f.die.Selected() == 1, Shield: f.shield.Value(), Sword: f.sword.Value(), Moon: f.moon.Value(), Blank: f.blank.Value()}
	sd := side{TimeTrack: f.time.Value()}
	var err error
	if sd.RewardCircle, err = parseLayout(f.reward.Text); err != nil {
		return p, err
	}
	if sd.DrawbackCircle, err = parseLayout(f.drawback.Text); err != nil {
		return p, err
	}
	return p.withSide(f.version, sd), nil
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

var _ shell.SettingsSectioner = (*Module)(nil)

// SettingsSection is the values printed on the player's copy, saved once and
// prefilled on the expedition's start page. Leaving Settings with values
// changed but not saved asks first (shell.SettingsGroup).
func (m *Module) SettingsSection() fyne.CanvasObject {
	p, err := m.loadPrinted()
	problem := kit.NewErrorLabel()
	if err != nil {
		problem.Set(kit.TrErr(err))
	}
	stored := p
	saved := kit.Note("")
	form := newPrintedForm(p, iref.Base, true, func() { kit.SetNote(saved, "") })
	// valid reads the form: the values, or the sentence refusing them.
	valid := func() (printed, error) {
		p, err := form.read()
		if err == nil {
			err = p.check()
		}
		return p, err
	}
	saveNow := func() error {
		p, err := valid()
		if err == nil {
			err = m.savePrinted(p)
		}
		if err != nil {
			return err
		}
		stored = p
		return nil
	}
	save := widget.NewButtonWithIcon(lang.L("Save these values"), theme.DocumentSaveIcon(), func() {
		if err := saveNow(); err != nil {
			problem.Set(kit.TrErr(err))
			return
		}
		problem.Set("")
		kit.SetNote(saved, lang.L("Saved: a new expedition starts with these values."))
	})
	unsaved := func() *shell.Unsaved {
		p, err := form.read()
		if err == nil && samePrinted(p, stored) {
			return nil
		}
		u := &shell.Unsaved{What: lang.L("Insula solo expedition"), Save: saveNow}
		if _, err := valid(); err != nil {
			u.Problem = kit.TrErr(err)
		}
		return u
	}
	box := container.NewVBox(
		kit.Heading(lang.L("Insula solo expedition")),
		kit.Note(lang.L("Values printed on your copy that the rules do not give. Saved here, they fill in the start of every expedition.")),
		form.box, problem.Label, save, saved,
	)
	return shell.SettingsGroup(box, unsaved)
}

// samePrinted compares two sets of values by what they say (an empty and a
// missing layout are the same).
func samePrinted(a, b printed) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && string(ja) == string(jb)
}
