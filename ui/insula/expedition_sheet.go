package insula

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
)

// The adventurer sheet's colours.
var (
	vitalityColour = color.NRGBA{R: 0x3C, G: 0x9D, B: 0x5D, A: 0xFF}
	fatigueColour  = color.NRGBA{R: 0xE0, G: 0x9B, B: 0x2D, A: 0xFF}
	combatColour   = color.NRGBA{R: 0xC6, G: 0x3B, B: 0x3B, A: 0xFF}
	curseColour    = color.NRGBA{R: 0x55, G: 0x3A, B: 0x8C, A: 0xFF}
	violetColour   = color.NRGBA{R: 0x9B, G: 0x6B, B: 0xD6, A: 0xFF}
)

// statusView is the adventurer sheet, always on screen: folded to one line
// (the round, the energy circle's three pools, the time, the flowers in
// hand) that a tap unfolds into the whole sheet, and back.
func (g *expedition) statusView(s insula.State) fyne.CanvasObject {
	toggle := func() {
		g.unfolded = !g.unfolded
		g.render()
	}
	if !g.unfolded {
		if g.line == nil {
			g.line = newSheetLine(toggle, g.openCorrect)
		}
		g.line.show(s)
		return g.line.box
	}
	return newTapBox(g.sheet(s), toggle)
}

// sheetLine is the adventurer sheet folded to two lines, made once and
// rewritten in place: the round, the time and the flowers in hand by
// colour with the sign to unfold it, then the energy circle's three pools,
// each with its name (issue 32 §5: bare numbers did not say which was
// which), which a tap corrects (issue 32 §6). On one line it ran past a
// phone's edge in French from round 10.
type sheetLine struct {
	box   *tapBox
	round *widget.Label
	time  *widget.Label
	// pools are the pools' chips ("6 Vitality"), flowers the flowers'.
	pools   [3]*canvas.Text
	flowers [3]*canvas.Text
}

func newSheetLine(toggle, correct func()) *sheetLine {
	l := &sheetLine{round: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), time: widget.NewLabel("")}
	chip := func(fill color.NRGBA, size fyne.Size) (fyne.CanvasObject, *canvas.Text) {
		bg := canvas.NewRectangle(fill)
		bg.CornerRadius = 6
		bg.SetMinSize(size)
		t := canvas.NewText("", kit.InkOn(fill))
		t.TextStyle, t.TextSize, t.Alignment = fyne.TextStyle{Bold: true}, theme.TextSize(), fyne.TextAlignCenter
		return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(0, 0, 4, 4), container.New(kit.FitText{Base: theme.TextSize()}, t))), t
	}
	hand := container.New(layout.NewCustomPaddedHBoxLayout(2))
	for i, c := range insula.Colours {
		o, t := chip(flowerColours[c], fyne.NewSize(20, 24))
		hand.Add(container.NewCenter(o))
		l.flowers[i] = t
	}
	when := container.New(layout.NewCustomPaddedHBoxLayout(0), widget.NewIcon(theme.HistoryIcon()), l.time)
	flowers := widget.NewLabel(lang.L("Flowers"))
	top := container.NewBorder(nil, nil, container.NewHBox(l.round, when), container.NewHBox(flowers, hand, widget.NewIcon(theme.MenuExpandIcon())))
	pools := container.New(layout.NewGridLayoutWithColumns(3))
	for i, fill := range []color.NRGBA{vitalityColour, fatigueColour, combatColour} {
		o, t := chip(fill, fyne.NewSize(0, 26))
		pools.Add(newCounter(o, correct))
		l.pools[i] = t
	}
	l.box = newTapBox(container.New(layout.NewCustomPaddedVBoxLayout(2), top, pools), toggle)
	return l
}

// show writes s on the line, refreshing only what changed.
func (l *sheetLine) show(s insula.State) {
	if r := lang.L("Round {{.Round}}", map[string]any{"Round": s.Round()}); l.round.Text != r {
		l.round.SetText(r)
	}
	at, length := s.Time()
	if t := strconv.Itoa(at) + "/" + strconv.Itoa(length); l.time.Text != t {
		l.time.SetText(t)
	}
	e, h := s.Energy(), s.Hand()
	texts := []string{poolText(iref.Vitality, e.Vitality), poolText(iref.Fatigue, e.Fatigue), poolText(iref.Combat, e.Combat),
		strconv.Itoa(h.Of(insula.Colours[0])), strconv.Itoa(h.Of(insula.Colours[1])), strconv.Itoa(h.Of(insula.Colours[2]))}
	for i, t := range append(l.pools[:], l.flowers[:]...) {
		if t.Text != texts[i] {
			t.Text = texts[i]
			t.Refresh()
		}
	}
}

// poolText is a pool's chip on the folded sheet: "6 Vitality".
func poolText(p insula.Pool, n int) string { return strconv.Itoa(n) + " " + kit.TrTerm(p) }

// sheet is the whole adventurer sheet: the round and Kingosh's strength,
// the energy circle's three pools, the time track, the flowers in hand,
// the curse slots, where you stand and the circle markers.
func (g *expedition) sheet(s insula.State) fyne.CanvasObject {
	e := s.Energy()
	round := widget.NewLabelWithStyle(lang.L("Round {{.Round}}", map[string]any{"Round": s.Round()}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	kingosh := widget.NewLabel(lang.L("Kingosh {{.Strength}}", map[string]any{"Strength": s.KingoshStrength()}))

	pools := container.NewGridWithColumns(3,
		newCounter(poolCell(kit.TrTerm(iref.Vitality), e.Vitality, vitalityColour), g.openCorrect),
		newCounter(poolCell(kit.TrTerm(iref.Fatigue), e.Fatigue, fatigueColour), g.openCorrect),
		newCounter(poolCell(kit.TrTerm(iref.Combat), e.Combat, combatColour), g.openCorrect))

	at, length := s.Time()
	timeLabel := widget.NewLabel(lang.L("Time {{.At}}/{{.Length}}", map[string]any{"At": at, "Length": length}))
	timeRow := container.NewBorder(nil, nil, timeLabel, nil, timeTrack(at, length))

	h := s.Hand()
	hand := container.New(layout.NewCustomPaddedHBoxLayout(3))
	for _, c := range insula.Colours {
		hand.Add(container.NewCenter(kit.Chip(strconv.Itoa(h.Of(c)), flowerColours[c], fyne.NewSize(26, 24))))
	}
	if h.VainViolet {
		hand.Add(container.NewCenter(kit.Chip(kit.Initial(lang.L("Vain Violet")), violetColour, fyne.NewSize(22, 24))))
	}
	c := s.Curses()
	slots := container.NewGridWithColumns(3)
	for _, k := range insula.SlotKinds {
		slots.Add(slotCell(kit.TrTerm(k), c.Blocked(k)))
	}
	curses := canvas.NewText(lang.L("Curses:"), theme.Color(theme.ColorNamePlaceHolder))
	curses.TextSize = theme.TextSize() - 1
	fold := widget.NewIcon(theme.MenuDropUpIcon())
	head := container.NewBorder(nil, nil, round, container.NewHBox(kingosh, fold), container.NewCenter(hand))
	curseRow := container.NewBorder(nil, nil, container.NewCenter(curses), nil, slots)

	where := lang.L("Position: {{.Where}}", map[string]any{"Where": whereName(s)})
	lines := []string{where, markerText(insula.RewardCircle, s), markerText(insula.DrawbackCircle, s)}
	if c.White {
		lines = append(lines, lang.L("White curse: +{{.Bonus}} to guardians and Kingosh", map[string]any{"Bonus": c.WhiteBonus}))
	}
	info := kit.Note(strings.Join(lines, " · "))
	hint := g.note(lang.L("Tap a count of the energy circle to correct it."))
	return container.New(layout.NewCustomPaddedVBoxLayout(2), head, pools, hint, timeRow, curseRow, info)
}

// poolCell is one circle of the energy circle: its count over its name.
func poolCell(name string, n int, fill color.NRGBA) fyne.CanvasObject {
	bg := canvas.NewRectangle(translucent(fill, 0x50))
	bg.CornerRadius = 6
	bg.StrokeColor, bg.StrokeWidth = fill, 2
	value := canvas.NewText(strconv.Itoa(n), theme.Color(theme.ColorNameForeground))
	value.TextSize = 22
	value.TextStyle = fyne.TextStyle{Bold: true}
	value.Alignment = fyne.TextAlignCenter
	label := canvas.NewText(name, theme.Color(theme.ColorNameForeground))
	label.Alignment = fyne.TextAlignCenter
	fitted := container.New(kit.FitText{Base: theme.TextSize()}, label)
	return container.NewStack(bg, container.NewPadded(container.NewVBox(container.NewCenter(value), fitted)))
}

// slotCell is a curse slot: the action's name, dark while a curse lies on it.
func slotCell(name string, cursed bool) fyne.CanvasObject {
	fill := theme.Color(theme.ColorNameInputBackground)
	ink := theme.Color(theme.ColorNamePlaceHolder)
	if cursed {
		fill, ink = curseColour, kit.InkOn(curseColour)
	}
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 6
	bg.SetMinSize(fyne.NewSize(0, 26))
	t := canvas.NewText(name, ink)
	t.Alignment = fyne.TextAlignCenter
	t.TextStyle = fyne.TextStyle{Bold: cursed}
	return container.NewStack(bg, container.NewPadded(container.New(kit.FitText{Base: theme.TextSize() - 1}, t)))
}

// timeTrack draws the time counter: one step per space from the Sun to the
// Moon, those passed filled, the marker's space in the accent.
func timeTrack(at, length int) fyne.CanvasObject {
	track := container.New(&stepsLayout{})
	for i := 0; i <= length; i++ {
		fill := theme.Color(theme.ColorNameInputBackground)
		switch {
		case i == at:
			fill = accent
		case i < at:
			fill = translucent(accent, 0x70)
		case i == length:
			fill = theme.Color(theme.ColorNameShadow)
		}
		r := canvas.NewRectangle(fill)
		r.CornerRadius = 2
		track.Add(r)
	}
	return track
}

// stepsLayout spreads its objects evenly over the width with a 2 px gap.
type stepsLayout struct{}

// Layout places the steps side by side, 14 px high, centred vertically.
func (stepsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	const gap = 2
	w := (size.Width - gap*float32(len(objs)-1)) / float32(len(objs))
	h := float32(14)
	y := (size.Height - h) / 2
	for i, o := range objs {
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos(float32(i)*(w+gap), y))
	}
}

// MinSize is small: the track takes the width the row leaves it.
func (stepsLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(60, 14) }

// whereName says where you stand.
func whereName(s insula.State) string {
	switch s.At() {
	case insula.Beach:
		return lang.L("the beach")
	case insula.Citadel:
		return lang.L("the citadel")
	}
	t, ok := s.TileAt(s.At())
	if !ok {
		return lang.L("unexplored")
	}
	return tileName(t)
}

// markerText is where a circle's marker stands: its space with a saved
// layout, else how far it has moved.
func markerText(c insula.CircleKind, s insula.State) string {
	m := s.Markers()
	moved, space := m.Reward, m.RewardSpace
	if c == insula.DrawbackCircle {
		moved, space = m.Drawback, m.DrawbackSpace
	}
	name := kit.Capitalised(kit.TrTerm(c))
	if l := s.Options().Layout(c); l != nil && space >= 0 {
		return lang.L("{{.Circle}}: space {{.Space}} of {{.Of}}", map[string]any{"Circle": name, "Space": space + 1, "Of": len(l)})
	}
	return lang.L("{{.Circle}}: moved {{.Moved}}", map[string]any{"Circle": name, "Moved": moved})
}

// translucent is c with alpha a: it reads over either theme's background.
func translucent(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

// islandMap draws the island around you as seen from the shore: the citadel
// at the top, the beach at the bottom, the explored tiles in their colours
// (face-down ones paler), your square ringed, and the number of unbeaten
// guardians on a tile in a red disc.
func islandMap(s insula.State) fyne.CanvasObject {
	const cols, rows = 9, iref.CitadelRow + 1
	x0 := s.At().X - cols/2
	p := kit.NewPicture(fyne.NewSize(cols*22, rows*22), cols*34)
	var cells []mapCell
	for row := 0; row < rows; row++ {
		for col := 0; col < cols; col++ {
			c := newMapCell(s, insula.Position{X: x0 + col, Y: iref.CitadelRow - row})
			p.Add(c.bg)
			if c.guard != nil {
				p.Add(c.guard, c.count)
			}
			cells = append(cells, c)
		}
	}
	p.Arrange = func(w, h float32) {
		const gap = 3
		side := min((w-gap*(cols-1))/cols, (h-gap*(rows-1))/rows)
		left := (w - side*cols - gap*(cols-1)) / 2
		for i, c := range cells { // row by row from the citadel's row
			x := left + float32(i%cols)*(side+gap)
			y := float32(i/cols) * (side + gap)
			kit.Box(c.bg, x, y, side, side)
			if c.guard != nil {
				d := side * 0.6
				kit.Box(c.guard, x+(side-d)/2, y+(side-d)/2, d, d)
				kit.Centred(c.count, x+side/2, y+side/2, d, d*0.7)
			}
		}
	}
	return p
}

// mapCell is one square of the island map: its tile, and a red disc with
// the number of guardians on it.
type mapCell struct {
	bg    *canvas.Rectangle
	guard *canvas.Circle
	count *canvas.Text
}

// newMapCell draws square at: the citadel, the beach, a tile in its colour
// (paler face down) or nothing yet; your square ringed.
func newMapCell(s insula.State, at insula.Position) mapCell {
	bg := kit.Rect(color.Transparent, 4)
	bg.StrokeColor, bg.StrokeWidth = theme.Color(theme.ColorNameSeparator), 1
	switch at {
	case insula.Citadel:
		bg.FillColor = insulaCitadel
	case insula.Beach:
		bg.FillColor, bg.StrokeColor = kit.Sand, kit.SandEdge
	}
	c := mapCell{bg: bg}
	if t, ok := s.TileAt(at); ok {
		fill := insulaTileColour(t.Kind)
		if t.Hidden {
			fill = translucent(fill, 0x70)
		}
		bg.FillColor = fill
		if n := len(t.Guardians); n > 0 {
			c.guard = canvas.NewCircle(combatColour)
			c.count = kit.CanvasText(strconv.Itoa(n), kit.InkOn(combatColour), true)
		}
	}
	if at == s.At() {
		bg.StrokeColor, bg.StrokeWidth = theme.Color(theme.ColorNamePrimary), 3
	}
	return c
}

// tapBox is content that answers a tap: the sheet folds and unfolds.
type tapBox struct{ kit.TapArea }

func newTapBox(content fyne.CanvasObject, onTap func()) *tapBox {
	t := &tapBox{kit.TapArea{Content: content, OnTap: onTap}}
	t.ExtendBaseWidget(t)
	return t
}
