package lueur

import (
	"encoding/json"
	"errors"
	"time"

	"fyne.io/fyne/v2/lang"

	"hearth/data"
	lscore "hearth/scoring/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// scorePage opens Lueur's final scoring for one player, pre-filled from the
// journey (journey.Prefill): the player adds the light printed on the cards.
func (g *journeyGame) scorePage() *kit.Page {
	s := g.run.State()
	p := journey.Prefill(s)
	p.Name = g.name
	f := &scoreFlow{m: g.m, base: g.base, side: s.Side(), journey: g,
		players: []lscore.Player{p}, camps: []int{0}, boats: [][]int{make([]int, lscore.Boats)}}
	if p.CampVillage != nil {
		f.camps[0] = *p.CampVillage
	}
	copy(f.boats[0], p.BoatIslands)
	f.note = lang.L("Pre-filled from the journey: light, small steps, fireflies, companions, reroll tokens and travel. Add the light printed on your cards.")
	f.restoreJourneyDraft()
	return f.boardsPage()
}

// restoreJourneyDraft puts back what was entered on this journey's final
// score before the app was closed; a draft that does not fit one board is
// ignored (the pre-filled values stand).
func (f *scoreFlow) restoreJourneyDraft() {
	key, _ := f.draftKey()
	d, ok, err := f.m.h.Store().LoadDraft(f.m.h.Ctx(), key)
	if err != nil || !ok {
		return
	}
	var sd scoreDraft
	if json.Unmarshal(d.Body, &sd) != nil || len(sd.Players) != 1 || len(sd.Camps) != 1 || len(sd.Boats) != 1 || len(sd.Boats[0]) != lscore.Boats {
		return
	}
	f.players, f.camps, f.boats, f.notes = sd.Players, sd.Camps, sd.Boats, sd.Notes
}

// save stores the play as a solo journey and closes the session with it in
// one transaction.
func (g *journeyGame) save(game lscore.Game, res lscore.Result, notes string, minutes int) (data.Play, error) {
	if g.playID != 0 {
		return g.m.h.Store().Play(g.m.h.Ctx(), g.playID)
	}
	play := data.Play{Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: g.m.h.Now(), Notes: notes,
		Duration: time.Duration(minutes) * time.Minute, SetupCode: g.run.State().Options().SetupCode}
	// A solo journey is a score, not a win over anyone (issue 18 item 7).
	r, err := result(0, game, res.Players[0], false)
	if err != nil {
		return data.Play{}, err
	}
	r.ProfileID = g.run.Session().ProfileID
	play.Results = []data.Result{r}
	saved, err := g.run.Finish(g.m.h.Ctx(), play)
	if errors.Is(err, data.ErrSessionClosed) {
		// A journey abandoned meanwhile on another screen keeps its play.
		saved, err = g.m.h.Store().SavePlay(g.m.h.Ctx(), play)
	}
	if err != nil {
		return data.Play{}, err
	}
	g.playID = saved.ID
	g.dropStep()
	return saved, nil
}
