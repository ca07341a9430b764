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
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// The printed values as the player enters them: the circles' layouts in
// words, the form shared by Settings and the start page, and the Settings
// group (the values and their sides are in printed.go).

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
	f.time = kit.NewStepper(lang.L("Time track: steps from the Sun to the Moon"), insula.MinTimeTrack, insula.MaxTimeTrack, sd.TimeTrack, changed)
	f.setTime(sd.TimeTrack)
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
	f.setTime(sd.TimeTrack)
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

// setTime shows the time track's length, "?" for none entered yet (0):
// the stepper counts from the rules' shortest track (issue 32 §5: its
// sheet said "0 to 30" where the page said "3 to 30").
func (f *printedForm) setTime(n int) {
	f.time.SetValue(n)
	if n == 0 {
		f.time.Clear()
	}
}

// timeTrack is the time track's length entered, 0 for none.
func (f *printedForm) timeTrack() int {
	if !f.time.Entered() {
		return 0
	}
	return f.time.Value()
}

// typed is what the form holds, for a draft: the values, the side shown
// as entered (a layout that cannot be read as it was), and the two layouts
// as typed.
func (f *printedForm) typed() (p printed, reward, drawback string) {
	p = f.values
	p.KingoshDrawback = f.kingosh.Value()
	p.Die = insula.DieFaces{Physical: f.die.Selected() == 1, Shield: f.shield.Value(), Sword: f.sword.Value(), Moon: f.moon.Value(), Blank: f.blank.Value()}
	sd := p.sideOf(f.version)
	sd.TimeTrack = f.timeTrack()
	if l, err := parseLayout(f.reward.Text); err == nil {
		sd.RewardCircle = l
	}
	if l, err := parseLayout(f.drawback.Text); err == nil {
		sd.DrawbackCircle = l
	}
	return p.withSide(f.version, sd), f.reward.Text, f.drawback.Text
}

// setTexts puts back the layouts as they were typed.
func (f *printedForm) setTexts(reward, drawback string) {
	if f.reward.Text != reward {
		f.reward.SetText(reward)
	}
	if f.drawback.Text != drawback {
		f.drawback.SetText(drawback)
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
	sd := side{TimeTrack: f.timeTrack()}
	var err error
	if sd.RewardCircle, err = parseLayout(f.reward.Text); err != nil {
		return p, err
	}
	if sd.DrawbackCircle, err = parseLayout(f.drawback.Text); err != nil {
		return p, err
	}
	return p.withSide(f.version, sd), nil
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
