package kit

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// SessionScreen is the frame every solo session's page shares: a status
// panel at the top, what happens now in the middle (scrolling), the one
// primary action at the bottom, and Undo, Redo and the session log in the
// top bar. A game fills it with Show after every change.
type SessionScreen struct {
	status, center, bottom *fyne.Container
	scroll                 *container.Scroll
	undo, redo, log        *widget.Button
	// notice is the passing line saying what Undo or Redo just did; the
	// next Show hides it. It is laid over the top of the middle part, not
	// above it: a line that came and went moved everything under it, and
	// repeated taps on one spot recorded moves nobody made (issue 32 §1).
	// A tap on it hides it.
	notice     *fyne.Container
	noticeText *widget.Label
	middle     *fyne.Container
	// guard holds taps for a moment after a new question (QuestionGuard);
	// guarding counts the questions, so that only the newest one's timer
	// lets taps through again.
	guard    *tapGuard
	guarding int
}

// QuestionGuard is how long a session screen holds taps once a new
// question is on it: the second tap of a double tap on "End turn", or a tap
// meant for the question before, answered the new question with whatever
// stood under the thumb (Tom's "Guardian" recorded 0.5 s after End turn, in
// a real window; issue 32 §1). A player reads a new question for longer
// than this. UI tests, which tap faster than a player, set it to 0.
var QuestionGuard = 350 * time.Millisecond

// tapGuard is a transparent cover that takes taps and does nothing with
// them; scrolling passes through it.
type tapGuard struct{ widget.BaseWidget }

func newTapGuard() *tapGuard {
	g := &tapGuard{}
	g.ExtendBaseWidget(g)
	g.Hide()
	return g
}

// Tapped takes a tap that came too early.
func (g *tapGuard) Tapped(*fyne.PointEvent) {}

// TappedSecondary takes a long press that came too early.
func (g *tapGuard) TappedSecondary(*fyne.PointEvent) {}

// CreateRenderer draws nothing.
func (g *tapGuard) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// NewSessionScreen makes the frame; undo, redo and openLog answer the top
// bar's buttons.
func NewSessionScreen(undo, redo, openLog func()) *SessionScreen {
	s := &SessionScreen{status: container.NewVBox(), center: container.NewVBox(), bottom: container.NewVBox()}
	// Made as values, not by widget.NewButtonWithIcon: a button not yet
	// drawn takes Disable without drawing itself twice. Their icons are
	// drawn once per process (DrawnIcon), in the colour of their state: a
	// themed icon was coloured and its SVG parsed anew on every refresh,
	// half of session.Open again on resuming a game (issue 19).
	s.undo = &widget.Button{OnTapped: undo, Importance: widget.LowImportance}
	s.redo = &widget.Button{OnTapped: redo, Importance: widget.LowImportance}
	s.log = &widget.Button{OnTapped: openLog, Importance: widget.LowImportance}
	frameButton(s.undo, theme.ContentUndoIcon(), false)
	frameButton(s.redo, theme.ContentRedoIcon(), false)
	frameButton(s.log, theme.ListIcon(), true)
	s.scroll = container.NewVScroll(container.NewPadded(s.center))
	s.notice = container.NewStack()
	s.notice.Hide()
	return s
}

// overTop lays its first object out over the whole of its size and its
// second, when shown, over the top of the first at its own height; its
// size is the first's alone.
type overTop struct{}

func (overTop) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
	if len(objs) > 1 && objs[1].Visible() {
		h := min(objs[1].MinSize().Height, size.Height)
		objs[1].Move(fyne.Position{})
		objs[1].Resize(fyne.NewSize(size.Width, h))
	}
}

func (overTop) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// Page is the session's page, keeping the screen awake.
func (s *SessionScreen) Page(title string, onShow func()) *Page {
	top := container.NewVBox(container.NewPadded(s.status), widget.NewSeparator())
	bottom := container.NewVBox(widget.NewSeparator(), container.NewPadded(s.bottom))
	s.middle = container.New(overTop{}, s.scroll, s.notice)
	s.guard = newTapGuard()
	return &Page{Title: title, Actions: []fyne.CanvasObject{s.undo, s.redo, s.log},
		Content: container.NewStack(container.NewBorder(top, bottom, nil, nil, s.middle), s.guard), KeepAwake: true, OnShow: onShow,
		Notice: s.SetNotice}
}

// SetNotice shows text on a line over the top of the middle part
// ("Undone: Task II · Shell") until the next Show or a tap on it; "" hides
// the line.
func (s *SessionScreen) SetNotice(text string) {
	if text == "" {
		s.notice.Hide()
		return
	}
	if s.noticeText == nil { // made on the first notice: most games open without one
		s.noticeText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
		s.noticeText.Wrapping = fyne.TextWrapWord
		pad := theme.Padding()
		line := container.NewBorder(nil, widget.NewSeparator(), nil, nil, container.New(layout.NewCustomPaddedLayout(0, 0, pad, pad),
			container.NewBorder(nil, nil, container.NewCenter(widget.NewIcon(theme.HistoryIcon())), nil, s.noticeText)))
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
		s.notice.Objects = []fyne.CanvasObject{NewTapArea(container.NewStack(bg, line), func() { s.SetNotice("") })}
	}
	s.noticeText.SetText(text)
	s.notice.Show()
	if s.middle != nil { // lays the line out at its height for this text
		s.middle.Layout.Layout(s.middle.Objects, s.middle.Size())
	}
}

// Notice is the text of the line under the header, "" when hidden, for
// tests.
func (s *SessionScreen) Notice() string {
	if !s.notice.Visible() || s.noticeText == nil {
		return ""
	}
	return s.noticeText.Text
}

// Show replaces the frame's contents and enables Undo and Redo as the
// session allows. It hides the notice of the move before: whatever changed
// the screen since is the next action.
func (s *SessionScreen) Show(status fyne.CanvasObject, body, bottom []fyne.CanvasObject, canUndo, canRedo bool) {
	if s.notice.Visible() {
		s.SetNotice("")
	}
	s.status.Objects = []fyne.CanvasObject{status}
	s.center.Objects = body
	s.bottom.Objects = bottom
	// Before its page is first laid out (a game opening or resuming) the
	// frame has no size: laying it out now would be done again when it is
	// shown, so only then.
	if !s.scroll.Size().IsZero() {
		s.status.Refresh()
		s.center.Refresh()
		s.bottom.Refresh()
	}
	frameButton(s.undo, theme.ContentUndoIcon(), canUndo)
	frameButton(s.redo, theme.ContentRedoIcon(), canRedo)
	frameButton(s.log, theme.ListIcon(), true)
}

// frameButton enables or disables one of the frame's icon buttons, its
// icon drawn once in the colour Fyne gives a low-importance button's icon
// in that state (Fyne greys only SVG icons itself); after a change of
// theme, the next Show draws it in the new colours.
func frameButton(b *widget.Button, icon fyne.Resource, on bool) {
	colour := theme.ColorNameForeground
	if !on {
		colour = theme.ColorNameDisabled
	}
	want := DrawnIcon(icon, colour)
	stateChanges := b.Disabled() == on
	if b.Icon == want && !stateChanges {
		return
	}
	b.Icon = want
	if stateChanges {
		Enable(b, on) // refreshes the button
		return
	}
	b.Refresh()
}

// ScrollToTop shows the top of the middle part after a new question, and
// holds taps for QuestionGuard. Fyne's ScrollToTop measures and lays out
// the whole scrolled content even when it is already at the top (a sixth
// of the expedition's redraw); a content that changed size is laid out
// again by the canvas anyway.
func (s *SessionScreen) ScrollToTop() {
	if s.scroll.Offset.Y != 0 {
		s.scroll.ScrollToTop()
	}
	s.holdTaps()
}

// holdTaps covers the screen for QuestionGuard.
func (s *SessionScreen) holdTaps() {
	if QuestionGuard <= 0 || s.guard == nil {
		return
	}
	s.guarding++
	n := s.guarding
	s.guard.Show()
	time.AfterFunc(QuestionGuard, func() {
		fyne.Do(func() {
			if s.guarding == n {
				s.guard.Hide()
			}
		})
	})
}

// Buttons are Undo, Redo and Log, for tests.
func (s *SessionScreen) Buttons() (undo, redo, log *widget.Button) { return s.undo, s.redo, s.log }

// Enable enables or disables a button.
func Enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// LogLine is one event of a session in words.
type LogLine struct {
	Seq    int
	Text   string
	When   string
	Undone bool // waiting for Redo
}

// LogPage lists a session's events newest first; tapping one in effect
// undoes back to it (Redo brings it back), tapping an undone one redoes up
// to it.
func LogPage(lines []LogLine, undoTo, redoTo func(seq int)) *Page {
	box := container.NewVBox(Note(lang.L("Tap a move to undo back to it; Redo brings it back.")))
	if len(lines) == 0 {
		box.Add(Note(lang.L("Nothing has happened yet.")))
	}
	for _, l := range lines {
		l := l
		sub := l.When
		if l.Undone {
			sub = lang.L("Undone · tap to redo up to here")
		}
		box.Add(NewTile(l.Text, sub, theme.Color(logAccent(l.Undone)), func() {
			if l.Undone {
				redoTo(l.Seq)
			} else {
				undoTo(l.Seq)
			}
		}))
	}
	return &Page{Title: lang.L("Session log"), Content: ScrollPage(box)}
}

func logAccent(undone bool) fyne.ThemeColorName {
	if undone {
		return theme.ColorNameDisabled
	}
	return theme.ColorNamePrimary
}
