package bonfire

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/solo/session"
	"hearth/solo/tom"
)

// resumeProgress is a Resume card's progress as of one stored move, and
// the game read for it until resuming takes it over.
type resumeProgress struct {
	cursor    int
	at        time.Time
	round     int
	countdown bool
	run       *session.Runner[tom.State]
}

// ResumeProgress says which round an unfinished game against Tom is in
// ("Round 7"), the round the session log names its moves by, with the
// countdown once it has begun.
func (u *Module) ResumeProgress(s data.Session) string {
	if p, ok := u.progress[s.ID]; ok && p.cursor == s.Cursor && p.at.Equal(s.UpdatedAt) {
		return roundWords(p.round, p.countdown) // in today's language
	}
	run, err := session.Open(u.h.Ctx(), u.h.Store(), tom.Engine(), s.ID)
	if err != nil {
		fyne.LogError("reading a game against Tom for its Resume card", err)
		return ""
	}
	st := run.State()
	if u.progress == nil {
		u.progress = map[int64]resumeProgress{}
	}
	u.progress[s.ID] = resumeProgress{cursor: s.Cursor, at: s.UpdatedAt, round: st.Round(), countdown: st.Countdown().Started, run: run}
	return roundWords(st.Round(), st.Countdown().Started)
}

// readTom is session s on a runner: the one Home read for the Resume card
// when it is s as stored (it is handed over, not shared), else read from
// the store.
func (u *Module) readTom(s data.Session) (*session.Runner[tom.State], error) {
	if p, ok := u.progress[s.ID]; ok && p.run != nil && sameSession(p.run.Session(), s) {
		run := p.run
		p.run = nil
		u.progress[s.ID] = p
		return run, nil
	}
	return session.Open(u.h.Ctx(), u.h.Store(), tom.Engine(), s.ID)
}

// roundWords says a round, and whether the countdown has begun.
func roundWords(round int, countdown bool) string {
	if countdown {
		return lang.L("Round {{.Round}} · countdown", map[string]any{"Round": round})
	}
	return lang.L("Round {{.Round}}", map[string]any{"Round": round})
}
