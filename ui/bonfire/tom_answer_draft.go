package bonfire

import (
	"encoding/json"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/tom"
)

// tomAnswerKind marks an answer to one of Tom's questions being built tap
// by tap (the crystals of the path tiles he took): the game puts it back on
// its question, so Home does not list it.
const tomAnswerKind = "tom-answer"

// tomAnswerKey is where a game against Tom keeps the answer being built.
func tomAnswerKey(session int64) string { return fmt.Sprintf("bonfire.tom.%d.answer", session) }

// tomAnswerDraft is an answer being built: the question it answers (see
// questionID) and the crystals tapped so far, in order, by name.
type tomAnswerDraft struct {
	Question string   `json:"question"`
	Crystals []string `json:"crystals"`
}

// questionID names the question on screen: where the game stands (the
// events in effect) and what is asked, of which card and resource.
func (g *tomGame) questionID(p tom.Pending) string {
	return fmt.Sprintf("%d:%d:%d:%v:%v", g.run.Session().Cursor, p.Kind, g.run.State().CardsDrawn(), p.Card, p.Resource)
}

// loadAnswer puts back the crystals tapped on this question before Back,
// Home, a change of language or theme, or a kill (issue 32 §2: blue and red
// tapped, the app killed, both were gone), once per question shown: what
// is in memory stands, else what the store kept for this very question.
func (g *tomGame) loadAnswer(p tom.Pending) {
	id := g.questionID(p)
	if g.answerFor == id {
		return
	}
	g.answerFor = id
	if len(g.drafts.crystals) > 0 {
		return
	}
	d, ok, err := g.u.h.Store().LoadDraft(g.u.h.Ctx(), tomAnswerKey(g.run.Session().ID))
	if err != nil {
		fyne.LogError("reading the answer being built", err)
	}
	if err != nil || !ok {
		return
	}
	var ad tomAnswerDraft
	if json.Unmarshal(d.Body, &ad) != nil || ad.Question != id || len(ad.Crystals) > p.Max {
		return
	}
	var crystals []ref.Colour
	for _, name := range ad.Crystals {
		c, ok := ref.ParseColour(name)
		if !ok || !slices.Contains(p.Colours, c) {
			return
		}
		crystals = append(crystals, c)
	}
	g.drafts.crystals = crystals
	g.answerStored = id
}

// saveAnswer keeps the crystals tapped so far for the question on screen,
// at every tap; none tapped, nothing is kept.
func (g *tomGame) saveAnswer() {
	key := tomAnswerKey(g.run.Session().ID)
	if len(g.drafts.crystals) == 0 {
		g.dropAnswer()
		return
	}
	ad := tomAnswerDraft{Question: g.answerFor}
	for _, c := range g.drafts.crystals {
		ad.Crystals = append(ad.Crystals, c.String())
	}
	body, err := json.Marshal(ad)
	if err == nil {
		err = g.u.h.Store().SaveDraft(g.u.h.Ctx(), data.Draft{Key: key, Game: data.GameBonfire, Kind: tomAnswerKind, Body: body})
	}
	if err != nil {
		fyne.LogError("keeping the answer being built", err)
		return
	}
	g.answerStored = g.answerFor
}

// dropAnswer forgets the answer kept for the question it was built on.
func (g *tomGame) dropAnswer() {
	if g.answerStored == "" {
		return
	}
	if err := g.u.h.Store().DeleteDraft(g.u.h.Ctx(), tomAnswerKey(g.run.Session().ID)); err != nil {
		fyne.LogError("dropping the answer being built", err)
		return
	}
	g.answerStored = ""
}
