package lueur

import (
	"encoding/json"

	"hearth/data"
	lref "hearth/data/lueur"
	"hearth/scoring"
	lscore "hearth/scoring/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// wordedLines are a breakdown's lines as a player reads them: the
// fireflies' detail says what was counted against what ("3 fireflies < 7
// companions", seed 003 Exemple 5) where the stored detail has only digits.
func wordedLines(b lscore.Breakdown) []scoring.Line {
	lines := b.Lines()
	for i, l := range lines {
		if l.Key != "fireflies" || l.Detail == "" {
			continue
		}
		lines[i].Detail = kit.N("{{.Count}} fireflies", b.FireflyCount, nil) + " " + b.FireflyRelation() + " " +
			kit.N("{{.Count}} companions", b.CompanionCount, nil)
	}
	return lines
}

var _ shell.ResultLiner = (*Module)(nil)

// ResultLines counts a saved result again from the board saved with it, so
// its play page shows every line's detail in the reader's language; false
// when the play kept no board (or one that no longer scores as it did).
func (m *Module) ResultLines(r data.Result) ([]scoring.Line, bool) {
	var rec scoring.Record
	if json.Unmarshal(r.Breakdown, &rec) != nil || len(rec.Input) == 0 {
		return nil, false
	}
	var in struct {
		Side lref.Side `json:"side"`
		lscore.Player
	}
	if json.Unmarshal(rec.Input, &in) != nil {
		return nil, false
	}
	b, err := lscore.Score(in.Side, in.Player)
	if err != nil || !sameLines(b.Lines(), rec.Lines) {
		return nil, false
	}
	return wordedLines(b), true
}

// sameLines is whether a recount gives the points stored, line by line.
func sameLines(a, b []scoring.Line) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Key != b[i].Key || a[i].Points != b[i].Points {
			return false
		}
	}
	return true
}
