package shell

import (
	"math"
	"net/url"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"rsc.io/qr"

	"hearth/data"
	"hearth/data/bgstats"
)

// settingTomNoted is "yes" once this phone told the player, before BG
// Stats opened on a game against Tom, to mark Tom a non-player there: BG
// Stats' link has no such flag, and BG Stats remembers the player's choice,
// so it is said once.
const settingTomNoted = "bgstats_tom_noted"

// sendToBGStats hands a play to BG Stats through its createPlay link, with
// the game's BoardGameGeek id when the player gave one. BG Stats is an app
// for phones (its page: "installed on their iOS or Android device"), so a
// phone opens the link, and any other device shows it as a QR code for the
// phone that has BG Stats to scan.
func (h *Host) sendToBGStats(p data.Play) {
	id, err := bgstats.BGGID(h.ctx, h.store, p.Game)
	if err != nil {
		h.ShowError(err)
		return
	}
	link, err := bgstats.Link(p, id)
	if err != nil {
		h.ShowError(err)
		return
	}
	switch {
	case !h.app.Driver().Device().IsMobile():
		h.showBGStatsLink(link, withTom(p), lang.L("BG Stats is an app for phones: scan this code with the phone where it is installed, and it opens on this play."), "", true)
	case withTom(p) && !h.tomNoted():
		h.noteTomFirst(link)
	default:
		h.openBGStats(link, withTom(p))
	}
}

// withTom tells a play against Tom.
func withTom(p data.Play) bool {
	for _, r := range p.Results {
		if r.Bot {
			return true
		}
	}
	return false
}

// openBGStats opens the link (BG Stats, or the browser when it is not
// installed); where the device can open neither (no browser, no BG Stats)
// it says so in words and shows the link to scan or copy. The raw error
// stays out.
func (h *Host) openBGStats(link string, tom bool) {
	u, err := url.Parse(link)
	if err == nil {
		err = h.app.OpenURL(u)
	}
	if err != nil {
		h.showBGStatsLink(link, tom, lang.L("This device could not open BG Stats or a browser. Scan this code with a phone where BG Stats is installed, or copy the link: it fills in this play."),
			lang.L("This device could not open BG Stats or a browser."), false)
	}
}

// tomNoted tells whether the player was told to mark Tom a non-player.
func (h *Host) tomNoted() bool {
	v, _, err := h.store.Setting(h.ctx, settingTomNoted)
	return err == nil && v == "yes"
}

// tomNote is the sentence on Tom: the link brings him in as a player.
// The docs add BG Stats' robot emoji (U+1F916), which the app's fonts do
// not draw: TestNoTextNeedsTheEmojiFont refuses it.
func tomNote() string {
	return lang.L("In BG Stats, mark Tom as a Non-player once; BG Stats remembers it.")
}

// noteTomFirst tells the player about Tom before BG Stats opens on a game
// against him, the first time on this phone.
func (h *Host) noteTomFirst(link string) {
	width := h.win.Canvas().Size().Width
	dialog.ShowCustomConfirm(lang.L("Send to BG Stats"), lang.L("Open BG Stats"), lang.L("Cancel"), wrapped(tomNote(), width), func(ok bool) {
		if !ok {
			return
		}
		if err := h.store.SetSetting(h.ctx, settingTomNoted, "yes"); err != nil {
			h.ShowError(err)
			return
		}
		h.openBGStats(link, false)
	}, h.win)
}

// showBGStatsLink shows the link as a QR code under lead (or, for a link
// too long for a code, noCode, which says nothing of a code, and a
// sentence saying why there is none), the note on Tom for a game
// against him, and offers to copy the link, to close, and, here being a
// computer (where BG Stats may still run), to open it here. The code is as
// large as the window allows, 4 dp a module at most (3 px on the desktop
// window's default 420×820 for Hearth's usual links, 2 or 3 at 360×640);
// on a small window the texts and the code scroll above the buttons.
func (h *Host) showBGStatsLink(link string, tom bool, lead, noCode string, here bool) {
	size := h.win.Canvas().Size()
	room := size.Height - 240 // the title, the buttons and the dialog's margins
	body := container.NewVBox()
	note := wrapped(tomNote(), size.Width)
	if c, err := encodeQR(link, qr.L); err == nil {
		body.Add(wrapped(lead, size.Width))
		texts := body.MinSize().Height + theme.Padding()
		if tom {
			texts += note.MinSize().Height + theme.Padding()
		}
		body.Add(container.NewCenter(qrView(c, linkCodeSide(c, size.Width, room-texts))))
	} else {
		if noCode != "" {
			body.Add(wrapped(noCode, size.Width))
		}
		body.Add(wrapped(lang.L("This play's link is too long for a code a phone can scan ({{.N}} characters): copy it instead, and open it on the phone where BG Stats is installed.", map[string]any{"N": len(link)}), size.Width))
	}
	if tom {
		body.Add(note)
	}
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(body.MinSize().Width, min(body.MinSize().Height, room)))
	var d *dialog.CustomDialog
	copyLink := widget.NewButtonWithIcon(lang.L("Copy link"), theme.ContentCopyIcon(), func() {
		h.app.Clipboard().SetContent(link)
		d.Hide()
		dialog.ShowInformation(lang.L("Link copied"), lang.L("Paste it in a browser or a message to yourself."), h.win)
	})
	buttons := container.NewVBox(container.NewGridWithColumns(2, copyLink, widget.NewButton(lang.L("Close"), func() { d.Hide() })))
	if here {
		open := widget.NewButtonWithIcon(lang.L("Open on this computer"), theme.ComputerIcon(), func() {
			d.Hide()
			h.openBGStats(link, false)
		})
		open.Importance = widget.LowImportance
		buttons.Add(open)
	}
	d = dialog.NewCustomWithoutButtons(lang.L("Send to BG Stats"), container.NewBorder(nil, buttons, nil, nil, scroll), h.win)
	d.Show()
}

// linkCodeSide is the side of a link's code in a dialog on a screen width
// wide with height left under its texts: as wide as the window lets the
// dialog be (its margins take 40 dp), as tall as height, 2 dp a module at
// least and 4 at most, and a whole number of dp a module (no white band
// wider than needed).
func linkCodeSide(c *qr.Code, width, height float32) float32 {
	modules := float32(c.Size + 2*qrQuiet)
	fits := min(width-40, 4*modules, max(height, 2*modules))
	return modules * float32(math.Floor(float64(fits/modules)))
}

// textWidth is the width of a dialog's text on a screen of the given
// width (at most 320): see wrapped.
func textWidth(screen float32) float32 {
	w := screen - 8*theme.Padding()
	if w > 320 || w <= 0 {
		w = 320
	}
	return w
}

// wrapped is a word-wrapped text sized for a dialog on a screen of the
// given width (at most 320 wide), tall enough for all its lines: a
// wrapping label alone asks a dialog for one line's height.
func wrapped(text string, screen float32) fyne.CanvasObject {
	w := textWidth(screen)
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.Resize(fyne.NewSize(w, 0))
	return container.New(layout.NewGridWrapLayout(fyne.NewSize(w, l.MinSize().Height)), l)
}
