package bonfire

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/solo/session"
	"hearth/solo/tom"
)

// resumeProgress is a Resume card's progress as of one stored move.
type resumeProgress struct {
	cursor int
	at     time.Time
	text   string
}

// ResumeProgress says which round an unfinished game against Tom is in
// ("Round 7"), the round the session log names its moves by, with the
// countdown once it has begun.
func (u *Module) ResumeProgress(s data.Session) string {
	if p, ok := u.progress[s.ID]; ok && p.cursor == s.Cursor && p.at.Equal(s.UpdatedAt) {
		return p.text
	}
	run, err := session.Open(u.h.Ctx(), u.h.Store(), tom.Engine(), s.ID)
	if err != nil {
		fyne.LogError("reading a game against Tom for its Resume card", err)
		return ""
	}
	text := tomProgress(run.State())
	if u.progress == nil {
		u.progress = map[int64]resumeProgress{}
	}
	u.progress[s.ID] = resumeProgress{cursor: s.Cursor, at: s.UpdatedAt, text: text}
	return text
}

// tomProgress is the round of a game against Tom in words.
func tomProgress(s tom.State) string {
	if s.Countdown().Started {
		return lang.L("Round {{.Round}} · countdown", map[string]any{"Round": s.Round()})
	}
	return lang.L("Round {{.Round}}", map[string]any{"Round": s.Round()})
}
