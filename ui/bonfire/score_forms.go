package bonfire

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ref "hearth/data/bonfire"
	bscore "hearth/scoring/bonfire"
	"hearth/ui/kit"
)

// boardEditor edits one board: the Quick/City switch above the chosen form,
// with total shown at the right. changed runs after every edit. Switching
// forms never loses numbers: a city entered carries over to the quick form
// (asking first when the quick form was entered too), the quick numbers
// stay while the city is entered, and a form nobody filled replaces nothing.
func boardEditor(e *boardEntry, total *widget.Label, changed func()) fyne.CanvasObject {
	body := container.NewStack()
	var mode *kit.Segmented
	show := func() {
		if e.cityMode {
			body.Objects = []fyne.CanvasObject{cityForm(e, func() { e.cityEdited = true; changed() })}
		} else {
			body.Objects = []fyne.CanvasObject{quickForm(e, func() { e.quickEdited = true; changed() })}
		}
		body.Refresh()
		changed()
	}
	selected := 0
	if e.cityMode {
		selected = 1
	}
	mode = kit.NewSegmented([]string{lang.L("Quick"), lang.L("City")}, selected, func(i int) {
		if i == 1 {
			e.cityMode = true
			show()
			return
		}
		e.cityMode = false
		p, err := e.cityPlayer()
		if !e.cityEdited || err != nil {
			show() // nothing entered in the city, or nothing it could carry
			return
		}
		if !e.quickEdited {
			e.quick, e.quickEdited = p, true
			show()
			return
		}
		kit.Confirm(body, lang.L("Carry the city over?"),
			lang.L("The quick form holds numbers already. Replace them with the city's count, or keep them?"),
			lang.L("Replace"), lang.L("Keep them"), func(replace bool) {
				if replace {
					e.quick = p
				}
				show()
			})
	})
	show()
	top := container.NewBorder(nil, nil, nil, total, mode)
	return container.NewBorder(container.NewPadded(top), nil, nil, nil, body)
}

// quickForm is a stepper per category: no typing.
func quickForm(e *boardEntry, changed func()) fyne.CanvasObject {
	q := &e.quick
	st := func(label string, min, max int, v *int) *kit.Stepper {
		return kit.NewStepper(label, min, max, *v, func(n int) { *v = n; changed() })
	}
	bonfires := newValuePicker(lang.L("Lit bonfires: tap a value to add one, a chip to remove it."), ref.MaxValue, ref.BonfireSpaces, q.Bonfires,
		func(v []int) { q.Bonfires = v; changed() })
	guardians := newValuePicker(lang.L("Guardians on bonfires: the value printed beside each one's space."), ref.MaxValue, ref.MaxGuardians, q.GuardiansOnBonfires,
		func(v []int) { q.GuardiansOnBonfires = v; changed() })
	spec := kit.NewCheck(lang.L("Specialist 18 (+2 per guardian on a bonfire)"), e.spec18, func(b bool) { e.spec18 = b; changed() })
	return container.NewVScroll(container.NewPadded(container.NewVBox(
		kit.Heading(lang.L("Bonfires")), bonfires,
		st(lang.L("Tasks not yet flipped"), 0, ref.MaxTasks, &q.OpenTasks),
		kit.Heading(lang.L("Guardians")),
		st(guardiansLabel(e.bot), 1, ref.MaxGuardians, &q.Guardians),
		guardians,
		kit.Heading(lang.L("Portals and paths")),
		st(lang.L("Portals"), 0, ref.MaxPortals, &q.Portals),
		st(lang.L("Portals next to a lit bonfire"), 0, ref.MaxPortals, &q.PortalsAdjacent),
		st(lang.L("Path tiles, starting tile included"), 1, ref.MaxPaths, &q.PathTiles),
		st(lang.L("Path crystals matching their bonfire"), 0, ref.MaxPaths, &q.MatchingPaths),
		kit.Heading(lang.L("Gnomes and supply")),
		st(lang.L("Gnomes (specialists and elders)"), 0, ref.MaxGnomes, &q.Gnomes),
		spec,
		st(fateLabel(e.bot), 0, ref.FateTiles-1, &q.FateTilesLeft),
		st(lang.L("Action tiles and resources left"), 0, maxLeftovers, &q.Leftovers),
		kit.Heading(lang.L("Score track")),
		st(lang.L("Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)"), 0, maxTrackPoints, &q.TrackPoints),
	)))
}

// cityForm is the seven spaces of a city plus what is not tied to a space.
func cityForm(e *boardEntry, changed func()) fyne.CanvasObject {
	c := &e.city
	st := func(label string, min, max int, v *int) *kit.Stepper {
		return kit.NewStepper(label, min, max, *v, func(n int) { *v = n; changed() })
	}
	space1 := lang.L("Space 1 is the one beside your starting tile.")
	elsewhere := lang.L("Elsewhere in your city")
	if e.bot {
		space1 = lang.L("Space 1 is the one beside Tom's starting tile.")
		elsewhere = lang.L("Elsewhere in Tom's city")
	}
	box := container.NewVBox(kit.Note(space1))
	for i := range c.Slots {
		box.Add(slotCard(i, &c.Slots[i], changed))
	}
	spec := kit.NewCheck(lang.L("Specialist 18 (+2 per guardian on a bonfire)"), e.spec18, func(b bool) { e.spec18 = b; changed() })
	box.Add(kit.Heading(elsewhere))
	box.Add(st(lang.L("Tasks not yet flipped"), 0, ref.MaxTasks, &c.OpenTasks))
	box.Add(st(guardiansLabel(e.bot), 1, ref.MaxGuardians, &c.Guardians))
	box.Add(st(lang.L("Gnomes (specialists and elders)"), 0, ref.MaxGnomes, &c.Gnomes))
	box.Add(spec)
	box.Add(st(fateLabel(e.bot), 0, ref.FateTiles-1, &c.FateTilesLeft))
	box.Add(st(lang.L("Action tiles and resources left"), 0, maxLeftovers, &c.Leftovers))
	box.Add(st(lang.L("Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)"), 0, maxTrackPoints, &c.TrackPoints))
	return container.NewVScroll(container.NewPadded(box))
}

// guardiansLabel and fateLabel name a board's own things: "your" for a
// player, "Tom's" on Tom's board.
func guardiansLabel(bot bool) string {
	if bot {
		return lang.L("Guardians in Tom's city, his own included")
	}
	return lang.L("Guardians in your city, yours included")
}

func fateLabel(bot bool) string {
	if bot {
		return lang.L("Fate tiles left in Tom's supply")
	}
	return lang.L("Fate tiles left in your supply")
}

// colourLabels are the bonfire and crystal colours as shown.
func colourLabels() []string {
	out := make([]string, len(ref.Colours))
	for i, c := range ref.Colours {
		out[i] = kit.TrTerm(c)
	}
	return out
}

// slotCard edits one city space: bonfire, portal, path crystal, guardian.
func slotCard(i int, s *bscore.Slot, changed func()) fyne.CanvasObject {
	f := &slotForm{i: i, s: s, changed: changed, body: container.NewVBox(), colours: colourLabels()}
	f.build()
	title := widget.NewLabelWithStyle(lang.L("Space {{.N}}", map[string]any{"N": i + 1}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return widget.NewCard("", "", container.NewVBox(title, f.body))
}

// slotForm is one space's card of the board: made again by build whenever
// an answer changes what it asks.
type slotForm struct {
	i       int
	s       *bscore.Slot
	changed func()
	body    *fyne.Container
	colours []string
}

// rebuild makes the card again for a changed answer, then tells.
func (f *slotForm) rebuild() {
	f.build()
	f.changed()
}

func (f *slotForm) build() {
	f.body.Objects = nil
	f.addBonfire()
	f.addCrystal()
	f.addGuardian()
	f.body.Refresh()
}

// addBonfire asks whether the space has a lit bonfire (its colour and
// value) and a portal.
func (f *slotForm) addBonfire() {
	s := f.s
	lit := kit.NewWrapCheck(lang.L("Lit bonfire"), s.Lit, func(b bool) {
		s.Lit = b
		if b && s.Value == 0 {
			s.Colour = ref.Blue
			s.Value, _ = ref.TaskPoints(ref.Blue)
		}
		if !b {
			s.Guardian = false
		}
		f.rebuild()
	})
	portal := kit.NewWrapCheck(lang.L("Portal"), s.Portal, func(b bool) { s.Portal = b; f.changed() })
	f.body.Add(container.NewGridWithColumns(2, lit, portal))
	if !s.Lit {
		return
	}
	lo, hi := ref.TaskPoints(s.Colour)
	value := kit.NewStepper(lang.L("Bonfire value"), lo, hi, s.Value, func(n int) { s.Value = n; f.changed() })
	colour := kit.NewSegmented(f.colours, int(s.Colour), func(ci int) {
		s.Colour = ref.Colour(ci)
		s.Value, _ = ref.TaskPoints(s.Colour)
		f.rebuild()
	})
	f.body.Add(colour)
	f.body.Add(value)
}

// addCrystal asks for the path tile (the first space always has its
// starting tile) and its crystal.
func (f *slotForm) addCrystal() {
	s := f.s
	crystal := widget.NewSelect(append([]string{lang.L("No crystal")}, f.colours...), nil)
	if s.HasCrystal {
		crystal.SetSelectedIndex(int(s.Crystal) + 1)
	} else {
		crystal.SetSelectedIndex(0)
	}
	crystal.OnChanged = func(string) {
		kit.Unfocus(crystal)
		k := crystal.SelectedIndex()
		s.HasCrystal = k > 0
		if k > 0 {
			s.Crystal = ref.Colour(k - 1)
		}
		f.changed()
	}
	if f.i == 0 {
		s.Path = true
		f.body.Add(container.NewBorder(nil, nil, widget.NewLabel(lang.L("Starting tile")), nil, crystal))
		return
	}
	path := kit.NewCheck(lang.L("Path tile"), s.Path, func(b bool) {
		s.Path = b
		f.rebuild()
	})
	if s.Path {
		f.body.Add(container.NewBorder(nil, nil, path, nil, crystal))
	} else {
		f.body.Add(path)
	}
}

// addGuardian asks, on a lit bonfire, for a guardian and the value beside
// the space.
func (f *slotForm) addGuardian() {
	s := f.s
	if !s.Lit {
		return
	}
	guardian := kit.NewCheck(lang.L("Guardian on this bonfire"), s.Guardian, func(b bool) {
		s.Guardian = b
		if b && s.GuardianValue == 0 {
			s.GuardianValue = ref.MinValue
		}
		f.rebuild()
	})
	f.body.Add(guardian)
	if s.Guardian {
		f.body.Add(kit.NewStepper(lang.L("Value beside the space"), ref.MinValue, ref.MaxValue, s.GuardianValue, func(n int) { s.GuardianValue = n; f.changed() }))
	}
}

// valuePicker edits a short list of values 2–8: a chip per value (tap to
// remove) and a row of buttons to add one.
type valuePicker struct {
	widget.BaseWidget
	values   []int
	max      int
	maxCount int
	onChange func([]int)
	chips    *fyne.Container
	adders   []*widget.Button
	box      *fyne.Container
}

func newValuePicker(help string, max, maxCount int, values []int, onChange func([]int)) *valuePicker {
	v := &valuePicker{values: append([]int(nil), values...), max: max, maxCount: maxCount, onChange: onChange}
	v.chips = container.NewGridWrap(fyne.NewSize(kit.TouchTarget+28, kit.TouchTarget))
	adders := container.NewGridWithColumns(max - ref.MinValue + 1)
	for n := ref.MinValue; n <= max; n++ {
		n := n
		b := widget.NewButton("+"+strconv.Itoa(n), func() { v.add(n) })
		v.adders = append(v.adders, b)
		adders.Add(b)
	}
	// The +N buttons come before the chips, so adding a value (and a new row
	// of chips) never moves the buttons under the finger.
	v.box = container.NewVBox(kit.Note(help), adders, v.chips)
	v.ExtendBaseWidget(v)
	v.rebuild()
	return v
}

func (v *valuePicker) add(n int) {
	if len(v.values) >= v.maxCount {
		return
	}
	v.values = append(v.values, n)
	v.rebuild()
	v.onChange(append([]int(nil), v.values...))
}

func (v *valuePicker) remove(i int) {
	v.values = append(v.values[:i], v.values[i+1:]...)
	v.rebuild()
	v.onChange(append([]int(nil), v.values...))
}

func (v *valuePicker) rebuild() {
	v.chips.Objects = nil
	for i, n := range v.values {
		i := i
		chip := widget.NewButtonWithIcon(strconv.Itoa(n), theme.CancelIcon(), func() { v.remove(i) })
		chip.Importance = widget.HighImportance
		v.chips.Add(chip)
	}
	if len(v.values) == 0 {
		v.chips.Add(widget.NewLabel(lang.L("None")))
	}
	v.chips.Refresh()
	for _, b := range v.adders {
		if len(v.values) >= v.maxCount {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

func (v *valuePicker) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(v.box) }
