package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/records"
	"hearth/ui/kit"
)

// gameRecordsButton opens a game's records across its players, from its
// leaderboard.
func (h *Host) gameRecordsButton(g game.Game) fyne.CanvasObject {
	// No icon: Fyne parses an icon's SVG each time its image is refreshed,
	// four times as a page is built, 6-9 ms of the leaderboard's opening in
	// a phone's browser with the CPU 4× slower (issue 36).
	return widget.NewButton(lang.L("Records"), func() { h.nav.push(h.gameRecordsPage(g)) })
}

// recordLine is one line of a game's records page, read off the UI's
// thread.
type recordLine struct {
	heading string // set for a heading line
	holder  data.Holder
	shown   string     // the holder as the leaderboard names them
	own     *OwnRecord // set for a record of the game alone
}

// GameRecordHolder is a game with solo records of its own held across its
// players (Insula: the fastest defeat of Kingosh; Bonfire: the best
// handicap reached against Tom), listed on the game's records page under
// Solo. It is called off the UI's thread.
type GameRecordHolder interface {
	RecordHolders() ([]OwnRecord, error)
}

// OwnRecord is one of a game's own records: its name and its value as the
// page writes them, and who holds it.
type OwnRecord struct {
	Name, Value string
	Holder      data.Holder
}

// gameRecordsPage lists who holds each of a game's records, at the table
// then solo (issue 35 §2); a line opens the play that set it. The records
// read every result of the game (data.GameRecords: 0.6 s for Bonfire's at
// 100,000 plays on 2 shared cores), so the page opens at once, saying so,
// and its lines follow.
func (h *Host) gameRecordsPage(g game.Game) *kit.Page {
	box := container.NewVBox(kit.Note(lang.L("Reading the records…")))
	var lines []recordLine
	var err error
	h.background(func() { lines, err = h.gameRecordLines(g) }, func() {
		box.Objects = nil
		if err != nil {
			box.Add(kit.Note(kit.TrErr(err)))
		}
		for _, l := range lines {
			box.Add(h.recordLineObject(g, l))
		}
		if len(box.Objects) == 0 {
			box.Add(kit.Note(lang.L("No records yet.")))
		}
		box.Refresh()
	})
	return &kit.Page{Title: lang.L("Records") + " · " + h.GameName(g), Content: kit.ScrollPage(box)}
}

// gameRecordLines reads a game's records and who holds them, as lines.
func (h *Host) gameRecordLines(g game.Game) ([]recordLine, error) {
	apart := h.namesApart()
	var out []recordLine
	for _, solo := range []bool{false, true} {
		hs, err := h.store.GameRecords(h.ctx, g, solo)
		if err != nil {
			return out, err
		}
		var lines []recordLine
		for _, r := range hs {
			if h.pointless(g) && r.Kind == records.Margin {
				continue
			}
			lines = append(lines, recordLine{holder: r, shown: apart(r.Player)})
		}
		if keeper, ok := h.Module(g).(GameRecordHolder); ok && solo {
			own, err := keeper.RecordHolders()
			if err != nil {
				return out, err
			}
			for i := range own {
				lines = append(lines, recordLine{holder: own[i].Holder, shown: apart(own[i].Holder.Player), own: &own[i]})
			}
		}
		if len(lines) > 0 {
			out = append(out, recordLine{heading: map[bool]string{false: lang.L("At the table"), true: lang.L("Solo")}[solo]})
			out = append(out, lines...)
		}
	}
	return out, nil
}

// recordLineObject draws a line: a heading, or a record in its holder's
// colour that opens the play that set it.
func (h *Host) recordLineObject(g game.Game, l recordLine) fyne.CanvasObject {
	if l.heading != "" {
		return kit.Heading(l.heading)
	}
	r := l.holder
	title := lang.L("{{.Record}}: {{.Value}}", map[string]any{"Record": h.recordName(g, r.Kind), "Value": r.Value})
	if l.own != nil {
		title = lang.L("{{.Record}}: {{.Value}}", map[string]any{"Record": l.own.Name, "Value": l.own.Value})
	}
	id := r.PlayID
	return kit.NewTile(title, l.shown+" · "+FormatDate(r.At), h.playerColours().of(r.Player), func() { h.nav.push(h.playPage(id)) })
}
