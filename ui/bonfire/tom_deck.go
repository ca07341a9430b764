package bonfire

import (
	"encoding/json"
	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"maps"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tomDeckOrder is the order Tom's card kinds are listed in settings and
// summaries: the order SPEC §8 gives the default composition in.
var tomDeckOrder = []ref.TomCard{ref.CardGreatBonfire, ref.CardTaskI, ref.CardTaskII, ref.CardGuardian, ref.CardGnome, ref.CardPath}

// encodeDeck is the stored form of a deck composition (data.SettingTomDeck):
// a JSON object from English card name to count, every kind listed.
func encodeDeck(d ref.Deck) string {
	m := make(map[string]int, len(ref.TomCards))
	for _, k := range ref.TomCards {
		m[k.String()] = d[k]
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// decodeDeck reads what encodeDeck writes; an unknown card name is refused.
func decodeDeck(s string) (ref.Deck, error) {
	var m map[string]int
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		return nil, msg.New("deck", "The saved composition of Tom's deck could not be read; the default is used.", nil)
	}
	d := ref.Deck{}
	for name, n := range m {
		k, ok := ref.ParseTomCard(name)
		if !ok {
			return nil, msg.New("deck", "Tom's deck holds a kind of card that does not exist.", nil)
		}
		d[k] += n
	}
	return d, nil
}

// tomDeck is the virtual deck's composition from Settings: the default when
// it was never set, and also (with the error) when the stored one is unusable.
func (u *Module) tomDeck() (ref.Deck, error) {
	v, ok, err := u.h.Store().Setting(u.h.Ctx(), data.SettingTomDeck)
	if err != nil || !ok {
		return ref.DefaultDeck(), err
	}
	d, err := decodeDeck(v)
	if err == nil {
		err = tom.Options{Deck: d}.Validate()
	}
	if err != nil {
		return ref.DefaultDeck(), err
	}
	return d, nil
}

// deckSummary is "Great Bonfire ×2 · Task I ×1 · …", kinds with no card left out.
func deckSummary(d ref.Deck) string {
	var parts []string
	for _, k := range tomDeckOrder {
		if d[k] > 0 {
			parts = append(parts, kit.TrTerm(k)+" ×"+strconv.Itoa(d[k]))
		}
	}
	return strings.Join(parts, " · ")
}

// tomDeckSection is the Settings group for Tom's deck: a stepper per card
// kind, the total, and Save, which is refused unless the deck holds 8.
// Leaving Settings with a changed deck asks first (shell.SettingsGroup).
func (u *Module) tomDeckSection() fyne.CanvasObject {
	stored, loadErr := u.tomDeck()
	var saved *widget.Label
	editor := u.newDeckEditor(stored, lang.L("Save Tom's deck"), func(d ref.Deck) error {
		if err := u.h.Store().SetSetting(u.h.Ctx(), data.SettingTomDeck, encodeDeck(d)); err != nil {
			return err
		}
		saved.Importance = widget.SuccessImportance
		saved.SetText(lang.L("Saved. New games against Tom use this deck."))
		saved.Show()
		return nil
	})
	saved = widget.NewLabel("")
	saved.Wrapping = fyne.TextWrapWord
	saved.Hide()
	if loadErr != nil {
		saved.SetText(kit.TrErr(loadErr))
		saved.Importance = widget.WarningImportance
		saved.Show()
	}
	box := container.NewVBox(
		kit.Heading(lang.L("Tom's deck")),
		kit.Note(lang.L("The 8 cards Hearth shuffles when it plays Tom's deck for you, and what the cards you flip yourself are checked against. The rules do not list them: the default is Hearth's assumption, change it to match your cards.")),
		editor.box, saved,
	)
	return shell.SettingsGroup(box, editor.unsaved)
}

// deckEditor edits a composition: a stepper per card kind, the total, the
// engine's sentence while it is not 8 cards, Reset, and a button that hands
// a valid composition to save.
type deckEditor struct {
	box           *fyne.Container
	stored, draft ref.Deck
	save          func(ref.Deck) error
	total         *widget.Label
	problem       kit.ErrorLabel
	saveButton    *widget.Button
}

// deckEditor is the editor's content, for pages that need no more.
func (u *Module) deckEditor(start ref.Deck, saveLabel string, save func(ref.Deck) error) fyne.CanvasObject {
	return u.newDeckEditor(start, saveLabel, save).box
}

func (u *Module) newDeckEditor(start ref.Deck, saveLabel string, save func(ref.Deck) error) *deckEditor {
	e := &deckEditor{stored: maps.Clone(start), save: save}
	if e.stored.Size() == 0 {
		e.stored = ref.DefaultDeck()
	}
	e.draft = maps.Clone(e.stored)
	e.total = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	e.problem = kit.NewErrorLabel()
	e.saveButton = kit.Primary(saveLabel, theme.DocumentSaveIcon(), func() {
		if err := e.saveNow(); err != nil {
			e.problem.Set(kit.TrErr(err))
		}
	})
	rows := container.NewVBox()
	steppers := map[ref.TomCard]*kit.Stepper{}
	for _, k := range tomDeckOrder {
		k := k
		st := kit.NewStepper(kit.TrTerm(k), 0, ref.TomDeckSize, e.draft[k], func(n int) {
			e.draft[k] = n
			e.update()
		})
		steppers[k] = st
		rows.Add(st)
	}
	reset := widget.NewButtonWithIcon(lang.L("Reset to default"), theme.ViewRefreshIcon(), func() {
		e.draft = ref.DefaultDeck()
		for k, st := range steppers {
			st.SetValue(e.draft[k])
		}
		e.update()
	})
	e.update()
	e.box = container.NewVBox(rows, e.total, e.problem.Label, e.saveButton, reset)
	return e
}

func (e *deckEditor) update() {
	e.total.SetText(lang.L("Total: {{.Count}} of {{.Want}} cards", map[string]any{"Count": e.draft.Size(), "Want": ref.TomDeckSize}))
	err := tom.Options{Deck: e.draft}.Validate()
	e.problem.Set(kit.TrErr(err))
	kit.Enable(e.saveButton, err == nil && e.changed())
}

func (e *deckEditor) changed() bool {
	return !maps.Equal(deckNonZero(e.draft), deckNonZero(e.stored))
}

// saveNow hands a valid composition to save.
func (e *deckEditor) saveNow() error {
	if err := (tom.Options{Deck: e.draft}).Validate(); err != nil {
		return err
	}
	if err := e.save(maps.Clone(e.draft)); err != nil {
		return err
	}
	e.stored = maps.Clone(e.draft)
	e.update()
	return nil
}

// unsaved tells Settings about a composition changed but not saved.
func (e *deckEditor) unsaved() *shell.Unsaved {
	if !e.changed() {
		return nil
	}
	u := &shell.Unsaved{What: lang.L("Tom's deck"), Save: e.saveNow}
	if err := (tom.Options{Deck: e.draft}).Validate(); err != nil {
		u.Problem = kit.TrErr(err)
	}
	return u
}

// deckNonZero drops kinds with no card, so that two compositions compare by content.
func deckNonZero(d ref.Deck) ref.Deck {
	out := ref.Deck{}
	for k, n := range d {
		if n != 0 {
			out[k] = n
		}
	}
	return out
}
