package shell

import (
	"image/color"
	"strings"
	"time"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// historyPageSize is how many plays History reads at a time, as the list
// scrolls near its end; historyFirstPage how many it reads as it opens, a
// phone's screen of them twice over: reading 50 took a third of History's
// opening over 5,000 plays in a phone's browser (issue 36).
const (
	historyPageSize  = 50
	historyFirstPage = 25
)

// historyList is History's state: the filter and the plays read so far.
// Only the rows on screen exist as widgets (widget.List), so a history of
// any length costs what one screen of it costs.
type historyList struct {
	h       *Host
	filter  data.PlayFilter
	plays   []data.Play
	more    bool // the store has plays after the last one read
	list    *widget.List
	empty   *widget.Label
	rows    []historyRow // the list's rows: game night headers and plays
	tall    map[widget.ListItemID]bool
	colours playerColours // read when the list is read
	// playHeight and headerHeight are a play's and a night's row heights
	// (heights).
	playHeight, headerHeight float32
}

// historyRow is a row of History: a play (an index into plays) or, above
// the plays of a game night, its header (play -1); a play alone below a
// night has a header too, its night of Count 1.
type historyRow struct {
	play  int
	night data.Night
}

// regroup lays the plays read so far out in rows, a header above each game
// night, and gives header rows their own height. Once a night's header has
// shown, a play alone has a header of its own, its day: without one it read
// as one more play of the night above (issue 32 §5).
func (l *historyList) regroup() {
	l.rows = l.rows[:0]
	nights := data.Nights(l.plays)
	headed := false
	for i, p := range l.plays {
		switch {
		case len(nights) > 0 && nights[0].First == i:
			l.rows = append(l.rows, historyRow{play: -1, night: nights[0]})
			headed = true
		case headed && (len(nights) == 0 || i < nights[0].First):
			l.rows = append(l.rows, historyRow{play: -1, night: data.Night{First: i, Count: 1, Evening: p.PlayedAt.Local()}})
		}
		if len(nights) > 0 && i == nights[0].First+nights[0].Count-1 {
			nights = nights[1:]
		}
		l.rows = append(l.rows, historyRow{play: i})
	}
	if l.list == nil {
		return
	}
	playHeight, headerHeight := l.heights()
	for id := range l.tall {
		if id >= len(l.rows) || l.rows[id].play >= 0 {
			l.list.SetItemHeight(id, playHeight)
			delete(l.tall, id)
		}
	}
	for id, r := range l.rows {
		if r.play < 0 {
			l.list.SetItemHeight(id, headerHeight)
			l.tall[id] = true
		}
	}
}

// heights are a play's and a night's row heights, measured once (every
// page read lays the rows out again).
func (l *historyList) heights() (play, header float32) {
	if l.playHeight == 0 {
		l.playHeight = l.list.CreateItem().MinSize().Height
		l.headerHeight = nightHeader(data.Night{}).MinSize().Height
	}
	return l.playHeight, l.headerHeight
}

// load reads the first n plays (at least a page) of the current filter.
func (l *historyList) load(n int) {
	f := l.filter
	f.Limit, f.Offset = max(n, historyFirstPage)+1, 0
	plays, err := l.h.store.Plays(l.h.ctx, f)
	if err != nil {
		l.h.ShowError(err)
		return
	}
	l.more = len(plays) == f.Limit
	if l.more {
		plays = plays[:f.Limit-1]
		if plays, l.more, err = l.withRestOfNight(plays, 0); err != nil {
			l.h.ShowError(err)
			return
		}
	}
	l.plays = plays
	l.colours = l.h.playerColours()
	l.regroup()
	l.showEmpty()
}

// next reads the page after the plays read so far.
func (l *historyList) next() {
	f := l.filter
	f.Limit, f.Offset = historyPageSize+1, len(l.plays)
	plays, err := l.h.store.Plays(l.h.ctx, f)
	if err != nil {
		l.h.ShowError(err)
		l.more = false
		return
	}
	l.more = len(plays) == f.Limit
	if l.more {
		plays = plays[:historyPageSize]
		if plays, l.more, err = l.withRestOfNight(plays, len(l.plays)); err != nil {
			l.h.ShowError(err)
			l.more = false
			return
		}
	}
	l.plays = append(l.plays, plays...)
	l.regroup()
}

func (l *historyList) showEmpty() {
	if len(l.plays) > 0 {
		l.empty.Hide()
		return
	}
	l.empty.SetText(lang.L("No plays yet. Scored and solo games appear here once saved."))
	if l.filtered() {
		l.empty.SetText(lang.L("No play matches."))
	}
	l.empty.Show()
}

func (l *historyList) filtered() bool {
	f := l.filter
	return f.Game != "" || f.Player != nil || f.Search != "" || f.Location != "" || !f.From.IsZero() || !f.To.IsZero()
}

// refilter applies a changed filter: the list starts again at its top.
func (l *historyList) refilter() {
	l.load(0)
	l.list.Refresh()
	l.list.ScrollToTop()
}

// build makes the list. Its few rows are made once and show whichever
// play or night scrolls into them: a row shown again with the same play is
// not laid out again (issue 21).
func (l *historyList) build() *widget.List {
	l.empty = widget.NewLabel("")
	l.empty.Wrapping = fyne.TextWrapWord
	l.tall = map[widget.ListItemID]bool{}
	l.list = widget.NewList(
		func() int { return len(l.rows) },
		func() fyne.CanvasObject { return newHistoryRowView() },
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= len(l.rows) {
				return
			}
			if id >= len(l.rows)-10 && l.more {
				l.next()
				defer l.list.Refresh()
			}
			l.show(o.(*historyRowView), l.rows[id])
		})
	l.list.HideSeparators = true
	return l.list
}

// show puts a row of History in a list row: a play's tile over its
// players' colours, or a night's header.
func (l *historyList) show(v *historyRowView, r historyRow) {
	if r.play < 0 {
		v.showHeader(nightText(r.night))
		return
	}
	p := l.plays[r.play]
	v.tile.SetContent(l.h.PlayTitle(p), l.h.playSummary(p), l.h.Accent(p.Game), func() { l.h.nav.push(l.h.playPage(p.ID)) })
	v.play.SetColours(l.playerColours(p))
	v.showPlay()
}

// historyRowView is a row of History's list: a play's tile with its
// players' colours under it, or a night's header. Only the one shown is
// laid out and drawn; the header is made when the row first shows one.
type historyRowView struct {
	widget.BaseWidget
	tile   *kit.Tile
	play   *kit.PlayersMark
	header *widget.Label // nil until the row shows a night
	shown  fyne.CanvasObject
}

// newHistoryRowView is a row sized for a play's tile (a title and a
// two-line summary).
func newHistoryRowView() *historyRowView {
	v := &historyRowView{tile: kit.NewTile(rowTemplateTitle, rowTemplateSummary, color.Transparent, nil)}
	v.play = kit.NewPlayersMark([]color.Color{color.Transparent}, v.tile)
	v.shown = v.play.Row
	v.ExtendBaseWidget(v)
	return v
}

// showPlay shows the play's tile, the header hidden.
func (v *historyRowView) showPlay() { v.swap(v.play.Row) }

// showHeader shows a night's header, the play hidden.
func (v *historyRowView) showHeader(text string) {
	if v.header == nil {
		v.header = nightHeader(data.Night{})
	}
	if v.header.Text != text {
		v.header.SetText(text)
	}
	v.swap(v.header)
}

// swap shows o in the row's size instead of what showed.
func (v *historyRowView) swap(o fyne.CanvasObject) {
	if v.shown == o {
		return
	}
	v.shown = o
	o.Resize(v.Size())
	canvas.Refresh(v)
}

// CreateRenderer draws what the row shows.
func (v *historyRowView) CreateRenderer() fyne.WidgetRenderer { return &historyRowRenderer{v: v} }

type historyRowRenderer struct{ v *historyRowView }

func (r *historyRowRenderer) Layout(s fyne.Size)           { r.v.shown.Resize(s) }
func (r *historyRowRenderer) MinSize() fyne.Size           { return r.v.shown.MinSize() }
func (r *historyRowRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.v.shown} }

// Refresh refreshes what the row hides (a new theme reaches what it shows
// through Objects), so that it shows in the theme's colours later.
func (r *historyRowRenderer) Refresh() {
	if r.v.shown != r.v.play.Row {
		r.v.play.Row.Refresh()
	}
	if r.v.header != nil && r.v.shown != fyne.CanvasObject(r.v.header) {
		r.v.header.Refresh()
	}
}

func (r *historyRowRenderer) Destroy() {}

// playerColours are a play's players' colours in seat order (bots left
// out), as its row's strip shows them.
func (l *historyList) playerColours(p data.Play) []color.Color {
	var out []color.Color
	for _, r := range p.Results {
		if !r.Bot {
			out = append(out, l.colours.of(data.Player{ProfileID: r.ProfileID, Name: r.Name}))
		}
	}
	return out
}

// nightHeader is the line above a game night's plays, ending in "…" where
// a phone's row is too narrow.
func nightHeader(n data.Night) *widget.Label {
	label := widget.NewLabelWithStyle(nightText(n), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	label.Truncation = fyne.TextTruncateEllipsis
	return label
}

// nightText is "Friday 21 Nov 2026 · 3 plays · Ana, Ben", the day alone
// for a play alone ("Thursday 20 Nov 2026"); "0" for no night (it measures
// a header's height).
func nightText(n data.Night) string {
	switch n.Count {
	case 0:
		return "0"
	case 1:
		return FormatEvening(n.Evening)
	}
	return FormatEvening(n.Evening) + " · " + kit.N("{{.Count}} plays", n.Count, nil) + " · " + strings.Join(n.Names, ", ")
}

// A row's size is measured on a title and a two-line summary.
var rowTemplateTitle, rowTemplateSummary = strings.Repeat("0", 24), strings.Repeat("0", 20) + "\n" + strings.Repeat("0", 20)

// historyPeriods are the date ranges History filters by, from now.
func historyPeriods(now time.Time) ([]string, []func() (time.Time, time.Time)) {
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	year := time.Date(now.Year(), 1, 1, 0, 0, 0, 0, now.Location())
	labels := []string{lang.L("Any time"), lang.L("Today"), lang.L("Last 7 days"), lang.L("Last 30 days"), lang.L("This year"), lang.L("Last year")}
	ranges := []func() (time.Time, time.Time){
		func() (time.Time, time.Time) { return time.Time{}, time.Time{} },
		func() (time.Time, time.Time) { return day, time.Time{} },
		func() (time.Time, time.Time) { return day.AddDate(0, 0, -6), time.Time{} },
		func() (time.Time, time.Time) { return day.AddDate(0, 0, -29), time.Time{} },
		func() (time.Time, time.Time) { return year, time.Time{} },
		func() (time.Time, time.Time) { return year.AddDate(-1, 0, 0), year },
	}
	return labels, ranges
}

// historyPage lists plays newest first, filtered by game ("" for all), by
// player, period and place, and by what is typed in the search field.
func (h *Host) historyPage(g game.Game) *kit.Page {
	l := &historyList{h: h, filter: data.PlayFilter{Game: g}}
	list := l.build()
	l.load(0)

	gamePick := h.gamePicker(l, g)
	players, _ := h.store.StatPlayers(h.ctx)
	playerPick := widget.NewSelect(append([]string{lang.L("Everyone")}, playerLabels(players)...), nil)
	playerPick.SetSelectedIndex(0)
	playerPick.OnChanged = func(string) {
		kit.Unfocus(playerPick)
		l.filter.Player = nil
		if i := playerPick.SelectedIndex(); i > 0 {
			l.filter.Player = &players[i-1]
		}
		l.refilter()
	}

	periodPick := h.periodPicker(l)

	placePick := newPlacePicker(func() []string {
		places, _ := h.store.Locations(h.ctx)
		return places
	}, func(place string) { l.filter.Location = place; l.refilter() })

	search := kit.NewEntry()
	search.SetPlaceHolder(lang.L("Search a player or a place"))
	search.OnChanged = func(s string) { l.filter.Search = s; l.refilter() }

	filters := container.NewVBox(search, container.NewGridWithColumns(2, gamePick, playerPick, periodPick, placePick))
	// The outer scroll moves only in a window shorter than the filters and
	// a few rows (listFloor); otherwise the list scrolls itself.
	p := &kit.Page{Title: lang.L("History"), Content: container.NewVScroll(container.NewBorder(container.NewPadded(filters), nil, nil, nil,
		container.NewStack(listFloor(l), list, container.NewPadded(container.NewVBox(l.empty)))))}
	// Back from a play: the plays read so far are read again (one may have
	// been corrected or deleted) and the list stays where it was.
	p.OnShow = func() {
		l.load(len(l.plays))
		list.Refresh()
	}
	return p
}

// gamePicker is History's game filter, on g at first ("" for all games).
func (h *Host) gamePicker(l *historyList, g game.Game) *widget.Select {
	games := append([]game.Game{""}, game.All...)
	labels := []string{lang.L("All games")}
	for _, x := range game.All {
		labels = append(labels, h.GameName(x))
	}
	pick := widget.NewSelect(labels, nil)
	for i, x := range games {
		if x == g {
			pick.SetSelectedIndex(i)
		}
	}
	pick.OnChanged = func(string) { kit.Unfocus(pick); l.filter.Game = games[pick.SelectedIndex()]; l.refilter() }
	return pick
}

// listFloor keeps room for a few rows of list however small the window
// (a test window, a phone in landscape): below it the page scrolls
// instead of showing no play at all.
func listFloor(l *historyList) fyne.CanvasObject {
	row, _ := l.heights()
	floor := canvas.NewRectangle(color.Transparent)
	floor.SetMinSize(fyne.NewSize(0, 2.5*row))
	return floor
}
