package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data/bgstats"
	"hearth/data/bgstats/bgsplay"
	"hearth/data/game"
	"hearth/ui/kit"
)

// bggIDs is the Settings group where the player gives each game's
// BoardGameGeek id, pasted once from the game's page: Send to BG Stats and
// the BG Stats file carry it, so that BG Stats finds the game and can post
// the play to BoardGameGeek. No id is built in (no public source read for
// Hearth states them). The fields are saved as typed or refused with a
// sentence naming the game; leaving Settings with a field changed asks
// first (SettingsGroup).
type bggIDs struct {
	h       *Host
	fields  map[game.Game]*kit.NumberEntry
	stored  map[game.Game]string
	problem kit.ErrorLabel
	saved   *widget.RichText
}

func (h *Host) bggIDsSection() fyne.CanvasObject {
	b := &bggIDs{h: h, fields: map[game.Game]*kit.NumberEntry{}, stored: map[game.Game]string{},
		problem: kit.NewErrorLabel(), saved: kit.Note("")}
	form := container.New(layout.NewFormLayout())
	for _, g := range game.All {
		text, err := bgstats.BGGIDText(h.ctx, h.store, g)
		if err != nil {
			b.problem.Set(kit.TrErr(err))
		}
		e := kit.NewNumberEntry()
		e.SetText(text)
		e.SetPlaceHolder(lang.L("None"))
		e.OnChanged = func(string) { kit.SetNote(b.saved, "") }
		b.fields[g], b.stored[g] = e, text
		form.Add(widget.NewLabel(g.String()))
		form.Add(e)
	}
	if err := b.check(); err != nil {
		b.problem.Set(err.Error())
	}
	save := widget.NewButtonWithIcon(lang.L("Save the BoardGameGeek ids"), theme.DocumentSaveIcon(), func() {
		if err := b.save(); err != nil {
			b.problem.Set(err.Error())
			return
		}
		b.problem.Set("")
		kit.SetNote(b.saved, lang.L("Saved: every play sent to BG Stats carries them."))
	})
	box := container.NewVBox(
		kit.Heading(lang.L("BoardGameGeek ids")),
		kit.Note(lang.L("BG Stats finds a game by its BoardGameGeek id, and needs it to post a play to BoardGameGeek. Paste each game's number once, from its page on boardgamegeek.com: the 12345 in boardgame/12345.")),
		form, b.problem.Label, save, b.saved,
	)
	return SettingsGroup(box, b.unsaved)
}

// check reads every field: the first refusal, named by its game.
func (b *bggIDs) check() error {
	for _, g := range game.All {
		if _, err := bgsplay.ParseBGGID(b.fields[g].Text); err != nil {
			return gameError{g, err}
		}
	}
	return nil
}

// save keeps every field, once all are ids.
func (b *bggIDs) save() error {
	if err := b.check(); err != nil {
		return err
	}
	for _, g := range game.All {
		if _, err := bgstats.SetBGGID(b.h.ctx, b.h.store, g, b.fields[g].Text); err != nil {
			return err
		}
		b.stored[g] = b.fields[g].Text
	}
	return nil
}

// unsaved says what Settings would lose: nil when every field is as kept.
func (b *bggIDs) unsaved() *Unsaved {
	same := true
	for _, g := range game.All {
		same = same && b.fields[g].Text == b.stored[g]
	}
	if same {
		return nil
	}
	u := &Unsaved{What: lang.L("BoardGameGeek ids"), Save: b.save}
	if err := b.check(); err != nil {
		u.Problem = err.Error()
	}
	return u
}

// gameError is a refused BoardGameGeek id, worded with its game's name.
type gameError struct {
	g   game.Game
	err error
}

func (e gameError) Error() string {
	return lang.L("{{.Game}}: {{.Problem}}", map[string]any{"Game": e.g.String(), "Problem": kit.TrErr(e.err)})
}
