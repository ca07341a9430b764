package shell

import (
	"net/url"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/bgstats"
)

// sendToBGStats opens BG Stats on a new play filled in from this one
// (its createPlay link, in the browser when the app is not installed),
// with the game's BoardGameGeek id when the player gave one.
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
	u, err := url.Parse(link)
	if err == nil {
		err = h.app.OpenURL(u)
	}
	if err != nil {
		h.offerBGStatsLink(link)
	}
}

// offerBGStatsLink is what "Send to BG Stats" does when the device could
// not open the link (no browser, no BG Stats, e.g. a desktop without
// xdg-open): it says so in words and offers to copy the link, to paste
// wherever BG Stats or a browser is at hand. The raw error stays out.
func (h *Host) offerBGStatsLink(link string) {
	text := wrapped(lang.L("This device could not open BG Stats or a browser. Copy the link and open it on a device where BG Stats is installed: it fills in this play."),
		h.win.Canvas().Size().Width)
	d := dialog.NewCustomConfirm(lang.L("BG Stats could not be opened."), lang.L("Copy link"), lang.L("Close"), text, func(copyIt bool) {
		if !copyIt {
			return
		}
		h.app.Clipboard().SetContent(link)
		dialog.ShowInformation(lang.L("Link copied"), lang.L("Paste it in a browser or a message to yourself."), h.win)
	}, h.win)
	d.Show()
}

// wrapped is a word-wrapped text sized for a dialog on a screen of the
// given width (at most 320 wide), tall enough for all its lines: a
// wrapping label alone asks a dialog for one line's height.
func wrapped(text string, screen float32) fyne.CanvasObject {
	w := screen - 8*theme.Padding()
	if w > 320 || w <= 0 {
		w = 320
	}
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.Resize(fyne.NewSize(w, 0))
	return container.New(layout.NewGridWrapLayout(fyne.NewSize(w, l.MinSize().Height)), l)
}
