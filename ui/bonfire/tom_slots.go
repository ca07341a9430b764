package bonfire

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"

	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
)

// turnSlots are the moves your turn has offered since it began: each keeps
// its place on the screen until the turn ends, greyed once it is no longer
// possible (issue 32 §1: a neutral novice taken vanished, the next one slid
// under the thumb, and each repeated tap on one spot took another).
type turnSlots struct {
	// turn names the turn they were offered in: Tom's cards drawn before
	// it. A new turn, or another question, offers its own.
	turn    string
	pass    int // the points passing was offered for, 0 when it was not
	novice  bool
	neutral []ref.CommonTask
}

// turnSlots brings the moves offered this turn up to date with p: the
// ones offered before stay, in the order of the common tasks.
func (g *tomGame) turnSlots(p tom.Pending) turnSlots {
	turn := g.questionKey(p)
	if g.slots.turn != turn {
		g.slots = turnSlots{turn: turn}
	}
	if p.CanPass && g.slots.pass == 0 {
		g.slots.pass = p.PassPoints
	}
	g.slots.novice = g.slots.novice || p.CanLogNovice
	var neutral []ref.CommonTask
	for _, t := range ref.CommonTasks {
		if slices.Contains(g.slots.neutral, t) || slices.Contains(p.NeutralTasks, t) {
			neutral = append(neutral, t)
		}
	}
	g.slots.neutral = neutral
	return g.slots
}

// questionKey names the question p asks as long as it is on screen: what
// is asked, and after how many of Tom's cards. Moves that leave it (a
// novice logged in your turn) keep it.
func (g *tomGame) questionKey(p tom.Pending) string {
	return strconv.Itoa(int(p.Kind)) + ":" + strconv.Itoa(g.run.State().CardsDrawn())
}

// answerSlot is one answer's place: its open face while open, else its
// taken face (greyed, saying so), the place as tall as the taller of the
// two so that turning one into the other moves nothing below.
func (g *tomGame) answerSlot(key string, open bool, openFace, takenFace func() fyne.CanvasObject) fyne.CanvasObject {
	c := g.keep("slot:"+key, func() fyne.CanvasObject {
		taken := takenFace()
		taken.Hide()
		return &fyne.Container{Layout: slotLayout{}, Objects: []fyne.CanvasObject{openFace(), taken}}
	}).(*fyne.Container)
	if c.Objects[0].Visible() != open {
		show, hide := c.Objects[0], c.Objects[1]
		if !open {
			show, hide = hide, show
		}
		hide.Hide()
		show.Show()
	}
	return c
}

// slotLayout lays every object over the whole of its size, and is as large
// as the largest, shown or hidden.
type slotLayout struct{}

func (slotLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

func (slotLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// enableWrap enables or disables a wrapping button.
func enableWrap(b *kit.WrapButton, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
