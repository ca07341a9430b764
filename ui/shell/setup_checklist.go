package shell

import (
	"hearth/setup"
	"hearth/setup/code"
	"hearth/setup/step"
	"hearth/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"rsc.io/qr"
)

// checklist is the state of a checklist page.
type checklist struct {
	f        *setupFlow
	s        setup.Setup
	ticks    map[string]bool
	rows     []*kit.StepRow
	cards    map[string]*canvas.Rectangle
	progress *kit.ProgressLine
	done     fyne.CanvasObject
	copied   *widget.RichText
}

// checklistPage is a setup's step-by-step checklist: the code to share at
// the top, then each section's steps with the app's random results drawn in.
func (f *setupFlow) checklistPage(s setup.Setup, ticks map[string]bool) *kit.Page {
	cl := &checklist{f: f, s: s, ticks: ticks, cards: map[string]*canvas.Rectangle{}}
	accent := f.h.Accent(s.Game)

	codeText := canvas.NewText(s.Code, theme.Color(theme.ColorNameForeground))
	codeText.TextSize = 30
	codeText.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
	codeText.Alignment = fyne.TextAlignCenter
	cl.copied = kit.Note(lang.L("This is the setup code: read it out, copy it to a friend, or let their phone's camera scan it; typed or pasted in their Hearth, it gives the same setup."))
	copyButton := widget.NewButtonWithIcon(lang.L("Copy"), theme.ContentCopyIcon(), func() {
		f.h.app.Clipboard().SetContent(s.Code)
		kit.SetNote(cl.copied, lang.L("Copied: paste it in a message to your friend."))
		cl.copied.Segments[0].(*widget.TextSegment).Style.ColorName = theme.ColorNameSuccess
		cl.copied.Refresh()
	})
	reroll := widget.NewButtonWithIcon(lang.L("Re-roll"), theme.ViewRefreshIcon(), cl.reroll)
	stripe := canvas.NewRectangle(accent)
	stripe.SetMinSize(fyne.NewSize(0, 4))
	title := widget.NewLabelWithStyle(kit.Tr(s.Title), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	codeCard := kit.Card(container.NewVBox(
		stripe,
		title,
		codeText,
		setupCodeQR(s.Code),
		cl.copied,
		container.NewGridWithColumns(2, copyButton, reroll),
	), theme.Color(theme.ColorNameInputBackground))

	cl.progress = kit.NewProgressLine(accent)
	doneText := widget.NewLabelWithStyle(lang.L("All set: have a good game!"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	doneText.Wrapping = fyne.TextWrapWord
	cl.done = kit.Card(doneText, kit.SuccessTint())

	box := container.NewVBox(codeCard, cl.progress, cl.done)
	for _, sec := range s.Sections() {
		box.Add(kit.Heading(lang.L(string(sec.Title))))
		for _, st := range sec.Steps {
			box.Add(cl.stepCard(st))
		}
	}
	finish := kit.Primary(lang.L("Done"), theme.ConfirmIcon(), func() {
		cl.f.store(s, cl.ticks, true)
		f.h.nav.popTo(f.depth)
	})
	again := widget.NewButtonWithIcon(lang.L("New options"), theme.NavigateBackIcon(), func() {
		f.h.nav.popTo(f.depth)
		f.h.nav.push(f.optionsPage(codeOf(s)))
	})
	box.Add(widget.NewSeparator())
	box.Add(container.NewGridWithColumns(2, again, rerollButton(cl)))
	if sp, ok := f.h.Module(s.Game).(SetupPlayer); ok {
		if a := sp.PlaySetup(s); a != nil {
			// Playing is the way on; Done stays as the quieter way out.
			finish.Importance = widget.MediumImportance
			play := kit.Primary(a.Label, a.Icon, func() {
				cl.f.store(s, cl.ticks, true)
				f.h.nav.popTo(f.depth)
				a.Open()
			})
			box.Add(kit.WithHeight(play, kit.PrimaryHeight))
		}
	}
	box.Add(kit.WithHeight(finish, kit.PrimaryHeight))
	cl.paint()
	return &kit.Page{Title: f.title(s.Game), Content: kit.ScrollPage(box)}
}

// setupCodeQR is the setup code as a QR code another phone's camera reads:
// the code alone (its text, which the other Hearth's New setup takes typed
// or pasted: Hearth has no web address or link scheme another phone could
// open), 21 modules at level Q, drawn 4 dp a module. Nothing when the code
// has none (it always has).
func setupCodeQR(setupCode string) fyne.CanvasObject {
	c, err := encodeQR(setupCode, qr.Q)
	if err != nil {
		return layout.NewSpacer()
	}
	return container.NewCenter(qrView(c, float32(4*(c.Size+2*qrQuiet))))
}

// rerollButton is the Re-roll button at the bottom of the checklist.
func rerollButton(cl *checklist) *widget.Button {
	return widget.NewButtonWithIcon(lang.L("Re-roll"), theme.ViewRefreshIcon(), cl.reroll)
}

// stepCard is one step: its row to tick, and the app's result under it.
func (cl *checklist) stepCard(st step.Step) fyne.CanvasObject {
	row := kit.NewStepRow(st.ID, kit.Tr(st.Text), cl.ticks[st.ID], func() { cl.toggle(st.ID) })
	cl.rows = append(cl.rows, row)
	parts := []fyne.CanvasObject{row}
	if st.Result != nil {
		if st.Random {
			parts = append(parts, kit.Note(lang.L("Drawn at random by the app:")))
		}
		parts = append(parts, cl.f.h.resultView(cl.s, st.Result))
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 10
	cl.cards[st.ID] = bg
	return container.NewStack(bg, container.NewPadded(container.NewVBox(parts...)))
}

func (cl *checklist) count() int {
	n := 0
	for _, st := range cl.s.Steps {
		if cl.ticks[st.ID] {
			n++
		}
	}
	return n
}

func (cl *checklist) toggle(id string) {
	cl.ticks[id] = !cl.ticks[id]
	if !cl.ticks[id] {
		delete(cl.ticks, id)
	}
	cl.f.save(cl.s, cl.ticks)
	cl.paint()
}

// paint shows the ticks, the progress and the done state.
func (cl *checklist) paint() {
	for _, r := range cl.rows {
		r.SetChecked(cl.ticks[r.ID])
		if bg := cl.cards[r.ID]; bg != nil {
			if cl.ticks[r.ID] {
				bg.FillColor = kit.SuccessTint()
			} else {
				bg.FillColor = theme.Color(theme.ColorNameInputBackground)
			}
			bg.Refresh()
		}
	}
	n := cl.count()
	cl.progress.Set(n, len(cl.s.Steps))
	if n == len(cl.s.Steps) {
		cl.done.Show()
	} else {
		cl.done.Hide()
	}
}

// reroll deals a new setup with the same options, after asking when ticks
// would be lost.
func (cl *checklist) reroll() {
	do := func() {
		c := codeOf(cl.s)
		c.Seed = cl.f.h.newSeed() & code.MaxSeed
		s, err := setup.Generate(c)
		if err != nil {
			cl.f.h.ShowError(err)
			return
		}
		ticks := map[string]bool{}
		cl.f.save(s, ticks)
		cl.f.h.nav.replace(cl.f.checklistPage(s, ticks))
	}
	if cl.count() == 0 {
		do()
		return
	}
	warning := widget.NewLabel(lang.L("A new setup replaces this one and clears your ticks ({{.Done}} so far).", map[string]any{"Done": cl.count()}))
	warning.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Re-roll the setup?"), lang.L("Re-roll"), lang.L("Cancel"), warning, func(ok bool) {
		if ok {
			do()
		}
	}, cl.f.h.win)
	d.Show()
}

// resultView draws a step's result: the module's picture for the ones a
// player lays out on the table, the result's lines for the others.
func (h *Host) resultView(s setup.Setup, r step.Result) fyne.CanvasObject {
	if mod, ok := h.Module(s.Game).(Setups); ok {
		if v := mod.SetupView(s, r); v != nil {
			return v
		}
	}
	return kit.LinesLabel(r.Lines())
}
