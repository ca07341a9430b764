package insula

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"fyne.io/fyne/v2"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/kit"
)

// What is typed on an expedition's question is a draft until it is
// confirmed (issue 32 §2): kept in the store, as the score entries are, on
// every change, so that Back, Resume, a new language or theme and a killed
// app find it again. It belongs to the question it answers (the cursor):
// once that question is answered, undone past or left for the action
// picker, it is forgotten.

// expeditionDraftKind marks an expedition's answer among the drafts; Home
// lists none of them (DraftTitle): the expedition's Resume card reopens it.
const expeditionDraftKind = "expedition"

// expeditionDraftKey is where session id's answer being built is kept.
func expeditionDraftKey(id int64) string { return fmt.Sprintf("insula.expedition.%d", id) }

// storedAnswer is an answer being built as its draft keeps it: the
// question (cursor) and every field of expDraft, the ending's notes too.
type storedAnswer struct {
	Cursor     int               `json:"cursor"`
	Mode       turnMode          `json:"mode,omitempty"`
	Dir        insula.Dir        `json:"dir"`
	HasDir     bool              `json:"has_dir,omitempty"`
	Tile       insula.TileFace   `json:"tile"`
	Thorns     bool              `json:"thorns,omitempty"`
	Effect     insula.Effect     `json:"effect"`
	Slot       insula.ActionKind `json:"slot"`
	White      bool              `json:"white,omitempty"`
	Bonus      int               `json:"bonus,omitempty"`
	Guardian   insula.Guardian   `json:"guardian"`
	Symbols    []insula.Symbol   `json:"symbols,omitempty"`
	Drawn      *insula.Colour    `json:"drawn,omitempty"`
	Invest     insula.Invest     `json:"invest"`
	Invested   bool              `json:"invested,omitempty"`
	BonusGiven bool              `json:"bonus_given,omitempty"`
	Fix        insula.Correct    `json:"fix"`
	FixFrom    turnMode          `json:"fix_from,omitempty"`
	Notes      kit.PlayNotes     `json:"notes"`
}

func storedOf(cursor int, d expDraft, notes kit.PlayNotes) storedAnswer {
	return storedAnswer{Cursor: cursor, Mode: d.mode, Dir: d.dir, HasDir: d.hasDir, Tile: d.tile, Thorns: d.thorns,
		Effect: d.effect, Slot: d.slot, White: d.white, Bonus: d.bonus, Guardian: d.guardian, Symbols: d.symbols,
		Drawn: d.drawn, Invest: d.invest, Invested: d.invested, BonusGiven: d.bonusGiven, Fix: d.fix, FixFrom: d.fixFrom, Notes: notes}
}

func (a storedAnswer) draft() expDraft {
	return expDraft{mode: a.Mode, dir: a.Dir, hasDir: a.HasDir, tile: a.Tile, thorns: a.Thorns, effect: a.Effect,
		slot: a.Slot, white: a.White, bonus: a.Bonus, guardian: a.Guardian, symbols: a.Symbols, drawn: a.Drawn,
		invest: a.Invest, invested: a.Invested, bonusGiven: a.BonusGiven, fix: a.Fix, fixFrom: a.FixFrom}
}

// restoreDraft puts back the answer kept for the question on screen, or
// after an Undo the answer undone; it notes whether a draft is stored.
func (g *expedition) restoreDraft() {
	d, ok, err := g.m.h.Store().LoadDraft(g.m.h.Ctx(), expeditionDraftKey(g.run.Session().ID))
	if err != nil {
		fyne.LogError("reading an expedition's answer", err)
	}
	g.stored = ok
	var a storedAnswer
	if ok && json.Unmarshal(d.Body, &a) == nil && a.Cursor == g.run.Session().Cursor && a.Mode >= pickAction && a.Mode <= buildCorrect && a.FixFrom >= pickAction && a.FixFrom < buildCorrect {
		g.expDraft, g.notes, g.saved, g.filled = a.draft(), a.Notes, a, true
		return
	}
	g.giveBack()
}

// keepDraft stores the answer being built when it is not what the question
// opened with, and forgets a stored one that is: it runs after every
// change of a form and every redraw.
func (g *expedition) keepDraft() {
	a := storedOf(g.run.Session().Cursor, g.expDraft, g.notes)
	typed := !reflect.DeepEqual(a, g.opened)
	store, ctx, key := g.m.h.Store(), g.m.h.Ctx(), expeditionDraftKey(g.run.Session().ID)
	switch {
	case typed && (!g.stored || !reflect.DeepEqual(a, g.saved)):
		body, err := json.Marshal(a)
		if err == nil {
			err = store.SaveDraft(ctx, data.Draft{Key: key, Game: data.GameInsula, Kind: expeditionDraftKind, Body: body})
		}
		if err != nil {
			fyne.LogError("keeping an expedition's answer", err)
			return
		}
		g.saved, g.stored = a, true
	case !typed && g.stored:
		if err := store.DeleteDraft(ctx, key); err != nil {
			fyne.LogError("forgetting an expedition's answer", err)
			return
		}
		g.stored = false
	}
}

// dropDraft forgets the expedition's answer once it is saved or abandoned.
func (m *Module) dropDraft(id int64) {
	if err := m.h.Store().DeleteDraft(m.h.Ctx(), expeditionDraftKey(id)); err != nil {
		fyne.LogError("forgetting an expedition's answer", err)
	}
}

// opening notes what the question on screen opened with, once it is drawn
// for the first time: the answer then counts as typed only when it
// differs. A question filled from a draft or an Undo opened empty.
func (g *expedition) opening() {
	d := g.expDraft
	if g.filled {
		d, g.filled = g.cleared(), false
	}
	g.opened = storedOf(g.run.Session().Cursor, d, g.notes)
	g.opened.Symbols = slices.Clone(g.opened.Symbols)
}

// giveBack fills the question an Undo came back to with the answer the
// undone move gave it, to change what was wrong rather than enter it all
// again (issue 32 §3: the combat came back empty). Your turn's actions
// come back to the action picker: the undo may be for another action.
func (g *expedition) giveBack() {
	ev, ok := g.run.Undone()
	if !ok {
		return
	}
	a, err := insula.Decode(ev)
	if err != nil {
		return
	}
	switch a := a.(type) {
	case insula.Invest:
		g.invest, g.invested, g.bonusGiven = a, true, a.Red > 0
	case insula.Guardian:
		g.guardian = a
	case insula.Explore:
		g.tile = a.Tile
	case insula.Symbols:
		g.symbols = slices.Clone(a.Symbols)
	case insula.Draw:
		if a.Discard == nil {
			return
		}
		c := a.Colour
		g.drawn = &c
	default:
		return
	}
	g.filled = true
}

// number is a stepper of the answer being built: v follows it and the
// draft is kept on every change.
func (g *expedition) number(label string, lo, hi int, v *int) *kit.Stepper {
	return kit.NewStepper(label, lo, hi, *v, func(n int) {
		*v = n
		g.keepDraft()
	})
}

// tick is a check box of the answer being built, kept as number is.
func (g *expedition) tick(label string, v *bool) *kit.WrapCheck {
	return kit.NewWrapCheck(label, *v, func(b bool) {
		*v = b
		g.keepDraft()
	})
}
