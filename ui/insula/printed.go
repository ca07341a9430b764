package insula

import (
	"encoding/json"
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
// TimeTrack 0 means "not entered yet".
type printed struct {
	TimeTrack       int             `json:"time_track"`
	Die             insula.DieFaces `json:"die"`
	KingoshDrawback int             `json:"kingosh_drawback"`
	RewardCircle    insula.Layout   `json:"reward_circle,omitempty"`
	DrawbackCircle  insula.Layout   `json:"drawback_circle,omitempty"`
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
// die and its faces, Kingosh's drawback and the two circle layouts. It is
// the Settings group and part of the start page. read gives the values as
// entered, or a sentence saying what is wrong with a layout.
type printedForm struct {
	box              *fyne.Container
	time, kingosh    *kit.Stepper
	shield, sword    *kit.Stepper
	moon, blank      *kit.Stepper
	die              *kit.Segmented
	reward, drawback *kit.TextEntry
	onChange         func()
}

func newPrintedForm(p printed, onChange func()) *printedForm {
	f := &printedForm{onChange: onChange}
	changed := func(int) {
		if f.onChange != nil {
			f.onChange()
		}
	}
	physical := 0
	if p.Die.Physical {
		physical = 1
	}
	f.die = kit.NewSegmented([]string{lang.L("Virtual die"), lang.L("I roll my own")}, physical, changed)
	f.time = kit.NewStepper(lang.L("Time track: steps from the Sun to the Moon"), 0, insula.MaxTimeTrack, p.TimeTrack, changed)
	f.shield = kit.NewStepper(lang.L("Shield faces"), 0, insula.MaxDieFaces, p.Die.Shield, changed)
	f.sword = kit.NewStepper(lang.L("Sword faces"), 0, insula.MaxDieFaces, p.Die.Sword, changed)
	f.moon = kit.NewStepper(lang.L("Moon faces"), 0, insula.MaxDieFaces, p.Die.Moon, changed)
	f.blank = kit.NewStepper(lang.L("Blank faces"), 0, insula.MaxDieFaces, p.Die.Blank, changed)
	f.kingosh = kit.NewStepper(lang.L("Kingosh's drawback (0 if none is printed)"), 0, insula.MaxGuardianValue, p.KingoshDrawback, changed)
	entry := func(l insula.Layout) *kit.TextEntry {
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
	f.reward, f.drawback = entry(p.RewardCircle), entry(p.DrawbackCircle)
	f.box = container.NewVBox(
		f.time,
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
	)
	return f
}

// read gives the values entered; a layout that cannot be read is an error.
func (f *printedForm) read() (printed, error) {
	p := printed{TimeTrack: f.time.Value(), KingoshDrawback: f.kingosh.Value(),
		Die: insula.DieFaces{Physical: f.die.Selected() == 1, Shield: f.shield.Value(), Sword: f.sword.Value(), Moon: f.moon.Value(), Blank: f.blank.Value()}}
	var err error
	if p.RewardCircle, err = parseLayout(f.reward.Text); err != nil {
		return p, err
	}
	p.DrawbackCircle, err = parseLayout(f.drawback.Text)
	return p, err
}

// check refuses values no copy could print, with the engine's sentence:
// the options of an advanced game (which accept every symbol) with the
// time track left out when not entered yet.
func (p printed) check() error {
	o := insula.Options{Version: iref.Advanced, Variant: iref.Purple, TimeTrack: p.TimeTrack,
		Die:             insula.DieFaces{Physical: true, Shield: p.Die.Shield, Sword: p.Die.Sword, Moon: p.Die.Moon, Blank: p.Die.Blank},
		KingoshDrawback: p.KingoshDrawback, RewardCircle: p.RewardCircle, DrawbackCircle: p.DrawbackCircle}
	if o.TimeTrack == 0 {
		o.TimeTrack = insula.MinTimeTrack
	}
	return o.Validate()
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
	form := newPrintedForm(p, func() { kit.SetNote(saved, "") })
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
