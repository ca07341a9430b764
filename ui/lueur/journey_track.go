package lueur

import (
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// trackRow draws the encounter track's 5 slots with their small dice and
// small-step tokens, kept from tap to tap.
type trackRow struct {
	box   *fyne.Container
	slots []*slotView
}

func newTrackRow() *trackRow {
	return &trackRow{box: container.NewGridWithColumns(lref.EncounterSlots)}
}

// set shows the state's track; tap, when given, chooses a slot (the
// selected one, an index into the track, is ringed).
func (t *trackRow) set(s journey.State, selected int, tap func(int)) {
	for i, sl := range s.Track() {
		if i == len(t.slots) {
			t.slots = append(t.slots, newSlotView())
			t.box.Add(t.slots[i])
		}
		var onTap func()
		if tap != nil {
			onTap = func() { tap(i) }
		}
		t.slots[i].set(sl, tap != nil && selected == i, onTap)
	}
}

// slotView is one slot of the encounter track.
type slotView struct {
	widget.BaseWidget
	slot     journey.Slot
	selected bool
	onTap    func()

	bg, band *canvas.Rectangle
	name     *canvas.Text
	dice     *fyne.Container
	chip     *fyne.Container
	chipText *canvas.Text
	shown    []lref.DieColour // the dice drawn
	drawn    bool
}

func newSlotView() *slotView {
	v := &slotView{}
	v.ExtendBaseWidget(v)
	return v
}

// Element is the slot's element.
func (v *slotView) Element() lref.Element { return v.slot.Element }

// Tapped chooses the slot.
func (v *slotView) Tapped(*fyne.PointEvent) {
	if v.onTap != nil {
		v.onTap()
	}
}

// Cursor is the pointing hand when the slot can be chosen.
func (v *slotView) Cursor() kit.DesktopCursor {
	if v.onTap != nil {
		return kit.DesktopPointer
	}
	return desktop.DefaultCursor
}

// set shows slot sl, ringed when selected, and redraws only what changed.
func (v *slotView) set(sl journey.Slot, selected bool, onTap func()) {
	v.onTap = onTap
	if v.drawn && v.slot.Element == sl.Element && v.slot.Tokens == sl.Tokens && slices.Equal(v.slot.Dice, sl.Dice) && v.selected == selected {
		return
	}
	v.slot, v.selected = sl, selected
	v.Refresh()
}

// CreateRenderer draws the slot: its element band, its dice, its tokens.
func (v *slotView) CreateRenderer() fyne.WidgetRenderer {
	v.bg, v.band = kit.Rect(color.Transparent, 8), kit.Rect(color.Transparent, 6)
	v.name = canvas.NewText("", color.Black)
	v.name.TextSize = 11
	v.name.TextStyle = fyne.TextStyle{Bold: true}
	v.name.Alignment = fyne.TextAlignCenter
	head := container.NewStack(v.band, container.NewPadded(v.name))
	v.dice = container.NewGridWrap(fyne.NewSize(20, 20))
	v.chip, v.chipText = tokenChip()
	parts := container.NewVBox(head, container.NewCenter(v.dice), container.NewCenter(v.chip))
	min := canvas.NewRectangle(color.Transparent)
	min.SetMinSize(fyne.NewSize(56, 96))
	r := &slotRenderer{v: v, WidgetRenderer: widget.NewSimpleRenderer(container.NewStack(min, v.bg, parts))}
	v.drawn = false
	r.Refresh()
	return r
}

// slotRenderer redraws a slot in place.
type slotRenderer struct {
	fyne.WidgetRenderer
	v *slotView
}

func (r *slotRenderer) Refresh() {
	v := r.v
	col := elementColour(v.slot.Element)
	v.bg.FillColor = kit.Tint(col, 0.28)
	v.bg.StrokeWidth = 0
	if v.selected {
		v.bg.StrokeColor, v.bg.StrokeWidth = theme.Color(theme.ColorNameForeground), 3
	}
	v.band.FillColor = col
	v.name.Text, v.name.Color = kit.Capitalised(kit.TrTerm(v.slot.Element)), kit.InkOn(col)
	if !v.drawn || !slices.Equal(v.shown, v.slot.Dice) {
		v.dice.Objects = nil
		for _, c := range v.slot.Dice {
			v.dice.Add(smallDie(c, v.slot.Element))
		}
		v.shown = slices.Clone(v.slot.Dice)
	}
	v.chipText.Text = strconv.Itoa(v.slot.Tokens)
	if v.slot.Tokens > 0 {
		v.chip.Show()
	} else {
		v.chip.Hide()
	}
	v.drawn = true
	r.WidgetRenderer.Refresh()
	for _, o := range []fyne.CanvasObject{v.bg, v.band, v.name, v.dice, v.chipText} {
		o.Refresh()
	}
}

// tokenChip is a gold disc with the small steps waiting on a slot.
func tokenChip() (*fyne.Container, *canvas.Text) {
	disc := canvas.NewCircle(smallStepToken)
	disc.StrokeColor, disc.StrokeWidth = kit.DarkSide, 1.5
	t := canvas.NewText("", kit.DarkSide)
	t.TextStyle = fyne.TextStyle{Bold: true}
	t.TextSize = 12
	size := canvas.NewRectangle(color.Transparent)
	size.SetMinSize(fyne.NewSize(24, 24))
	return container.NewStack(size, disc, container.NewCenter(t)), t
}

// smallDie is a small die of colour c showing element e, on the track.
func smallDie(c lref.DieColour, e lref.Element) fyne.CanvasObject {
	fill := lueurDieColours[c]
	r := kit.Rect(fill, 4)
	r.StrokeColor, r.StrokeWidth = kit.InkOn(fill), 1
	sym := elementSymbol(e, kit.InkOn(fill))
	p := kit.NewPicture(fyne.NewSize(20, 20), 0)
	p.Add(r, sym)
	p.Arrange = func(w, h float32) {
		kit.Box(r, 0, 0, w, h)
		kit.Box(sym, w*0.25, h*0.25, w*0.5, h*0.5)
	}
	return p
}
