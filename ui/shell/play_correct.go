package shell

import (
	"strings"
	"time"

	"hearth/data"
	"hearth/data/msg"
	"hearth/data/names"
	"hearth/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Score limits of a correction: wider than any game's real range.
const (
	minCorrectScore = -999
	maxCorrectScore = 999
)

// correctRow is one player's line of the correction page.
type correctRow struct {
	result data.Result
	name   *kit.TextEntry
	score  *kit.Stepper
	winner *widget.Check
}

// correctPage corrects a saved play's date, players and scores. Changing a
// score chooses the winners again by the scores (by the game's WinnerRule:
// solo against Tom the player wins only with more points, a tie is a tie);
// the checks stay free for the game's tie-breakers. A Pointless game
// (Insula's strengths) has no scores to correct here.
func (h *Host) correctPage(p data.Play) *kit.Page {
	when := kit.NewEntry()
	when.SetText(FormatWhen(p.PlayedAt))
	rows := make([]*correctRow, len(p.Results))
	form := container.NewVBox(kit.Heading(lang.L("Date")), when,
		kit.Note(lang.L("Written like {{.Example}}.", map[string]any{"Example": FormatWhen(h.Now())})))
	scored := !h.pointless(p.Game)
	for i, r := range p.Results {
		row := &correctRow{result: r, name: kit.NewEntry(), winner: widget.NewCheck(lang.L("Won"), nil)}
		row.name.SetText(r.Name)
		row.winner.SetChecked(r.Winner)
		rows[i] = row
		form.Add(kit.Heading(lang.L("Player {{.N}}", map[string]any{"N": i + 1})))
		if r.Bot {
			row.name.Disable()
		}
		form.Add(row.name)
		if scored {
			row.score = kit.NewStepper(lang.L("Points"), minCorrectScore, maxCorrectScore, r.Score, func(int) { h.chooseWinners(p, rows) })
			form.Add(row.score)
		}
		form.Add(row.winner)
	}
	problem := kit.NewErrorLabel()
	form.Add(problem.Label)
	save := widget.NewButton(lang.L("Save the correction"), func() {
		c, err := h.correction(when.Text, rows)
		if err == nil {
			_, err = h.store.CorrectPlay(h.ctx, p.ID, c)
		}
		if err != nil {
			problem.Set(kit.TrErr(err))
			return
		}
		h.nav.pop()
		h.nav.replace(h.playPage(p.ID))
	})
	save.Importance = widget.HighImportance
	form.Add(save)
	return &kit.Page{Title: lang.L("Correct the play"), Content: kit.ScrollPage(form)}
}

// chooseWinners marks the winners by the scores: by the game's rule when it
// has one (solo against Tom), else the highest scores.
func (h *Host) chooseWinners(p data.Play, rows []*correctRow) {
	scores := make([]int, len(rows))
	for i, r := range rows {
		scores[i] = r.score.Value()
	}
	var won []bool
	if rule, ok := h.Module(p.Game).(WinnerRule); ok {
		won = rule.Winners(p, scores)
	}
	if len(won) != len(rows) {
		won = highest(scores)
	}
	for i, r := range rows {
		r.winner.SetChecked(won[i])
	}
}

// highest marks the highest scores.
func highest(scores []int) []bool {
	best := scores[0]
	for _, s := range scores {
		best = max(best, s)
	}
	out := make([]bool, len(scores))
	for i, s := range scores {
		out[i] = s == best
	}
	return out
}

// correction reads the page; a name matching a profile (names.Fold, as the
// store matches names: "zoe" is Zoé) is linked to it.
func (h *Host) correction(when string, rows []*correctRow) (data.PlayCorrection, error) {
	at, ok := parseWhen(when)
	if !ok {
		return data.PlayCorrection{}, msg.New("date", "Date: write it like {{.Example}}.", map[string]any{"Example": FormatWhen(h.Now())})
	}
	profiles, err := h.store.Profiles(h.ctx)
	if err != nil {
		return data.PlayCorrection{}, err
	}
	c := data.PlayCorrection{PlayedAt: at}
	for _, row := range rows {
		r := row.result
		r.Name, r.ProfileID, r.Winner = strings.TrimSpace(row.name.Text), 0, row.winner.Checked
		if row.score != nil {
			r.Score = row.score.Value()
		}
		if !r.Bot && row.result.ProfileID != 0 && names.Fold(row.result.Name) == names.Fold(r.Name) {
			// The name left as saved: the seat stays its profile's, even one
			// renamed since (found by a QA pass: the play left the profile,
			// its stats and its handicap game with it).
			r.ProfileID = row.result.ProfileID
			c.Results = append(c.Results, r)
			continue
		}
		for _, pr := range profiles {
			if !r.Bot && names.Fold(pr.Name) == names.Fold(r.Name) {
				r.Name, r.ProfileID = pr.Name, pr.ID
			}
		}
		c.Results = append(c.Results, r)
	}
	return c, nil
}

// parseWhen reads a date and time as FormatWhen writes it in the chosen
// language, or as a date alone (at midnight), or in the ISO form.
func parseWhen(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{lang.L("2 Jan 2006, 15:04"), lang.L("2 Jan 2006"), "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// correctButton opens the correction page.
func (h *Host) correctButton(p data.Play) fyne.CanvasObject {
	return widget.NewButton(lang.L("Correct date, players, scores"), func() { h.nav.push(h.correctPage(p)) })
}

// personalBests is the line announcing the players whose score in this
// play beat all their earlier ones in the game (at the table, or solo as
// the play was); "" when none did. Insula has no points to beat.
func (h *Host) personalBests(p data.Play) string {
	if h.pointless(p.Game) {
		return ""
	}
	var who []string
	for _, r := range p.Results {
		best, err := h.store.IsPersonalBest(h.ctx, p, r)
		if err != nil {
			fyne.LogError("reading personal bests", err)
			return ""
		}
		if best {
			who = append(who, r.Name)
		}
	}
	if len(who) == 0 {
		return ""
	}
	return lang.L("New personal best: {{.Names}}", map[string]any{"Names": strings.Join(who, ", ")})
}
