package kit

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data/msg"
	"hearth/data/names"
	"hearth/ui/translations"
)

// PlayerNames is the "How many players?" and "Names" part of the screens
// that score or record a game: a segmented count and one name field per
// player, each offering the profiles and prefilled with them in order.
type PlayerNames struct {
	// Box holds the headings, the count and the name fields.
	Box     *fyne.Container
	count   *Segmented
	counts  []int
	entries []*NameEntry
	names   *fyne.Container
	problem ErrorLabel
	// OnCount runs after the count changes, with the new player count.
	OnCount func(n int)
	// OnChange runs after the player edits a name or the count (a draft
	// keeps them).
	OnChange func()
}

// NewPlayerNames offers the player counts counts (labelled labels) with
// selected chosen, for at most max(counts) players.
func NewPlayerNames(profiles, labels []string, counts []int, selected int) *PlayerNames {
	p := &PlayerNames{counts: counts, names: container.NewVBox()}
	most := 0
	for _, c := range counts {
		most = max(most, c)
	}
	for i := 0; i < most; i++ {
		e := NewNameEntry(profiles)
		e.SetPlaceHolder(defaultName(i + 1))
		if i < len(profiles) {
			e.SetText(profiles[i])
		}
		e.OnChanged = func(string) { p.changed() }
		p.entries = append(p.entries, e)
	}
	p.count = NewSegmented(labels, selected, func(int) {
		p.show()
		if p.OnCount != nil {
			p.OnCount(p.N())
		}
		p.changed()
	})
	p.show()
	p.problem = NewErrorLabel()
	p.Box = container.NewVBox(
		Heading(lang.L("How many players?")), p.count,
		Heading(lang.L("Names")), Note(lang.L("Pick a profile or type a name.")), p.names, p.problem.Label,
	)
	return p
}

func (p *PlayerNames) changed() {
	if p.problem.Label != nil && p.problem.Visible() {
		p.Check()
	}
	if p.OnChange != nil {
		p.OnChange()
	}
}

// Check refuses two players of the same name (case, accents and spaces
// aside, names.Fold, as the store refuses them), also against others (such
// as Tom in a solo game), saying so under the names; it reports whether the
// names can be used.
func (p *PlayerNames) Check(others ...string) bool {
	seen := map[string]bool{}
	for _, o := range others {
		seen[names.Fold(o)] = true
	}
	for _, n := range p.Names() {
		k := names.Fold(n)
		if seen[k] {
			p.problem.Set(lang.L("Two players are called {{.Name}}: give each a different name.", map[string]any{"Name": n}))
			return false
		}
		seen[k] = true
	}
	p.problem.Set("")
	return true
}

func (p *PlayerNames) show() {
	p.names.Objects = nil
	for _, e := range p.entries[:p.N()] {
		p.names.Add(e)
	}
	p.names.Refresh()
}

// Offer sets the names every field's list offers (the profiles, then the
// names of earlier plays), leaving what the fields hold as it is.
func (p *PlayerNames) Offer(names []string) {
	for _, e := range p.entries {
		e.Offer(names)
	}
}

// N is the player count chosen.
func (p *PlayerNames) N() int { return p.counts[p.count.Selected()] }

// Names are the chosen players' names, trimmed; an empty field reads
// "Player N".
func (p *PlayerNames) Names() []string {
	out := make([]string, p.N())
	for i := range out {
		out[i] = strings.TrimSpace(p.entries[i].Text)
		if out[i] == "" {
			out[i] = defaultName(i + 1)
		}
	}
	return out
}

// SetNames chooses len(names) players, if that count is offered, and fills
// their fields; a seat's name as an empty field reads it ("Player 2")
// leaves its field empty (putBack).
func (p *PlayerNames) SetNames(names []string) {
	for i, c := range p.counts {
		if c == len(names) {
			p.count.Select(i, false)
		}
	}
	for i, n := range names {
		p.putBack(i, n)
	}
	p.show()
}

// SetSpare fills the fields after the chosen players' with names, the
// seats a lower count dropped (a draft reopened keeps them), so that
// raising the count again brings them back as they were.
func (p *PlayerNames) SetSpare(names []string) {
	for i, n := range names {
		p.putBack(p.N()+i, n)
	}
}

// putBack fills field i with name, a draft's, unless name is only what the
// field reads empty: the drafts keep the names as Names reads them, and
// "Player 2" put back was text in the field, typing gave "Player 2Ben"
// (issue 32 §4). Empty stays empty; the placeholder is a hint.
func (p *PlayerNames) putBack(i int, name string) {
	if i >= len(p.entries) {
		return
	}
	if isDefaultName(name, i+1) {
		name = ""
	}
	p.entries[i].SetText(name)
}

// defaultName is the name of an empty field: "Player 2".
func defaultName(seat int) string {
	return lang.L("Player {{.N}}", map[string]any{"N": seat})
}

// isDefaultName tells whether name is the name of seat's empty field in
// one of the app's languages: a draft kept in German reopens in English.
func isDefaultName(name string, seat int) bool {
	n := strconv.Itoa(seat)
	if name == defaultName(seat) {
		return true
	}
	if !strings.Contains(name, n) {
		return false
	}
	for _, form := range defaultNameForms() {
		if strings.ReplaceAll(form, "{{.N}}", n) == name {
			return true
		}
	}
	return false
}

// defaultNameForms are "Player {{.N}}" in every language of the app, read
// once, when a draft is put back, from the shell's translation files (1.8
// ms for the three; every file of the three languages took 200 ms).
var defaultNameForms = sync.OnceValue(func() []string {
	var forms []string
	for _, code := range translations.Languages {
		table, err := msg.Merge(translations.Files, "shell."+code+".json")
		if form := table["Player {{.N}}"]; err == nil && form != "" {
			forms = append(forms, form)
		}
	}
	return forms
})

// SaveFooter ends a result page: optional notes and duration, and the
// button that saves the play. save gets the notes and the minutes; the
// button stays disabled while it runs and comes back if it fails.
func SaveFooter(save func(notes string, minutes int) error) fyne.CanvasObject {
	return SaveFooterFrom(0, save)
}

// SaveFooterFrom is SaveFooter with the duration already filled in (a solo
// game's length, from MinutesSince).
func SaveFooterFrom(minutes int, save func(notes string, minutes int) error) fyne.CanvasObject {
	return SaveFooterKeeping(&PlayNotes{}, minutes, nil, save)
}

// PlayNotes are the notes and the duration typed on a result page. A flow
// keeps them, so that going back to the boards and forward again, or a
// draft reopened, shows them as typed (found by a QA pass: they were lost).
type PlayNotes struct {
	Notes   string `json:"notes,omitempty"`
	Minutes int    `json:"minutes,omitempty"`
	// Typed: the player changed one of them (the duration then no longer
	// follows the game's length).
	Typed bool `json:"typed,omitempty"`
}

// SaveFooterKeeping is SaveFooterFrom keeping what is typed in n: the
// duration starts at minutes until the player changes it; changed, when
// not nil, runs after every change (a draft keeps them).
func SaveFooterKeeping(n *PlayNotes, minutes int, changed func(), save func(notes string, minutes int) error) fyne.CanvasObject {
	if !n.Typed {
		n.Minutes = minutes
	}
	typed := func() {
		n.Typed = true
		if changed != nil {
			changed()
		}
	}
	notes := NewMultiLineEntry()
	notes.SetPlaceHolder(lang.L("Notes (optional)"))
	notes.SetMinRowsVisible(2)
	notes.SetText(n.Notes)
	notes.OnChanged = func(s string) { n.Notes = s; typed() }
	duration := NewStepper(lang.L("Duration in minutes (optional)"), 0, 600, n.Minutes, func(m int) { n.Minutes = m; typed() })
	var button *widget.Button
	button = Primary(lang.L("Save to history"), theme.DocumentSaveIcon(), func() {
		button.Disable()
		if err := save(strings.TrimSpace(n.Notes), n.Minutes); err != nil {
			button.Enable()
		}
	})
	return container.NewVBox(notes, duration, button)
}

// MinutesSince is how long a solo game has lasted, for its saved play's
// duration: 0 when the clock went back or the game spanned more than a
// sitting (10 hours), where the player knows better.
func MinutesSince(start, now time.Time) int {
	if d := now.Sub(start); d > 0 && d < 10*time.Hour {
		return int(d.Minutes())
	}
	return 0
}
