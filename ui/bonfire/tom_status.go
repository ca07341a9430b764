package bonfire

import (
	"fmt"
	ref "hearth/data/bonfire"
	"hearth/ui/kit"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusView is Tom's running state, always on screen: his score with his
// bonfires and path crystals, a gauge per common task, then the cycle, the
// High Council and the countdown.
func (g *tomGame) statusView() fyne.CanvasObject {
	s := g.run.State()
	// Most taps change nothing Tom shows: the view drawn last is kept (its
	// colours are fixed when drawn, so the theme's count too).
	sig := fmt.Sprint(s.Tom(), s.Council(), s.Cycle(), s.CardsLeftInCycle(), s.NeutralLeft(), s.Countdown(), s.Over(), s.Passed(), s.PassPoints(), kit.Language(), g.u.h.Window().Canvas().Size().Width,
		theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameInputBackground))
	if g.status != nil && sig == g.statusSig {
		return g.status
	}
	g.status, g.statusSig = g.makeStatus(), sig
	return g.status
}

func (g *tomGame) makeStatus() fyne.CanvasObject {
	s := g.run.State()
	b := s.Tom()

	who := canvas.NewText(lang.L("Tom"), theme.Color(theme.ColorNameForeground))
	who.TextSize = theme.TextSize()
	score := canvas.NewText(strconv.Itoa(b.Score), theme.Color(theme.ColorNameForeground))
	score.TextSize = 26
	score.TextStyle = fyne.TextStyle{Bold: true}
	scoreBox := lazy(layout.NewHBoxLayout(), lazy(layout.NewCenterLayout(), who), score)

	chips := lazy(layout.NewCustomPaddedHBoxLayout(3))
	for _, t := range b.Tasks {
		chips.Objects = append(chips.Objects, lazy(layout.NewCenterLayout(), kit.Chip(strconv.Itoa(t.Points), crystalColours[t.Colour], fyne.NewSize(24, 26))))
	}
	crystals := lazy(layout.NewCustomPaddedHBoxLayout(2))
	for _, p := range b.Paths {
		crystals.Objects = append(crystals.Objects, lazy(layout.NewCenterLayout(), tomCrystalChip(p)))
	}
	head := g.statusHead(scoreBox, chips, crystals)

	neutral := map[ref.CommonTask]bool{}
	for _, t := range s.NeutralLeft() {
		neutral[t] = true
	}
	// Three gauges a row: names stay at the body size, even in German.
	gauges := lazy(layout.NewGridLayoutWithColumns(3))
	for _, t := range ref.CommonTasks {
		gauges.Objects = append(gauges.Objects, tomGauge(commonTaskShort(t), b.Count(t), t.Threshold(), b.Fulfils(t), neutral[t]))
	}

	info := widget.NewRichText(g.cycleLine(), g.councilLine())
	info.Wrapping = fyne.TextWrapWord
	return lazy(layout.NewCustomPaddedVBoxLayout(2), head, gauges, kit.Steady(info))
}

// cycleLine is Tom's cycle, his novices and, in the handicap challenge, the
// handicap the game started with (issue 32 §6: it showed nowhere until
// final scoring). Within a game only its numbers change.
func (g *tomGame) cycleLine() widget.RichTextSegment {
	s := g.run.State()
	line := lang.L("Cycle {{.Cycle}}/{{.Max}}, {{.Left}} in the pile · Tom's novices: {{.Novices}}",
		map[string]any{"Cycle": s.Cycle(), "Max": ref.TomMaxCycles, "Left": s.CardsLeftInCycle(), "Novices": s.Tom().NovicesLeft})
	if o := s.Options(); o.Challenge {
		line += " · " + lang.L("your handicap {{.Handicap}}", map[string]any{"Handicap": signedHandicap(o.Handicap)})
	}
	return &widget.TextSegment{Text: line, Style: widget.RichTextStyleParagraph}
}

// councilLine is the High Council until the countdown starts, then the
// countdown in its place, in the warning colour: a paragraph of one line
// either way, so that the countdown starting during your turn moves nothing
// under the status (issue 32 §1), and the council no longer reads "8/7"
// once its count stops mattering.
func (g *tomGame) councilLine() widget.RichTextSegment {
	s := g.run.State()
	cd := s.Countdown()
	if !cd.Started {
		c := s.Council()
		return &widget.TextSegment{Text: lang.L("High Council {{.Total}}/{{.Threshold}}", map[string]any{"Total": c.Total(), "Threshold": c.Threshold}),
			Style: widget.RichTextStyleParagraph}
	}
	var t string
	switch {
	case s.Over():
		t = kit.Tr(s.End().Text())
	case s.Passed():
		t = lang.L("Countdown: you passed (+{{.Points}}).", map[string]any{"Points": s.PassPoints()})
	case cd.TomHolds > 0:
		t = lang.L("Countdown: Tom holds tile {{.Tile}}.", map[string]any{"Tile": cd.TomHolds})
	default:
		t = lang.L("Countdown: tile {{.Tile}} is next.", map[string]any{"Tile": cd.Pile})
	}
	return &widget.TextSegment{Text: t, Style: widget.RichTextStyle{ColorName: theme.ColorNameWarning, TextStyle: fyne.TextStyle{Bold: true}}}
}

// statusHead is Tom's score, task chips and path crystals on one row, or,
// when the row is wider than the window (late in a game on a phone), the
// crystals on a row of their own under the score and chips.
func (g *tomGame) statusHead(score, chips, crystals fyne.CanvasObject) fyne.CanvasObject {
	pad := theme.Padding()
	one := score.MinSize().Width + chips.MinSize().Width + crystals.MinSize().Width + 2*pad
	if one <= g.u.h.Window().Canvas().Size().Width-4*pad {
		return lazyBorder(nil, nil, score, crystals, lazy(layout.NewHBoxLayout(), layout.NewSpacer(), chips))
	}
	return lazy(layout.NewVBoxLayout(), lazyBorder(nil, nil, score, chips), lazy(layout.NewHBoxLayout(), layout.NewSpacer(), crystals))
}

// commonTaskShort names a common task by what Tom counts for it.
func commonTaskShort(t ref.CommonTask) string {
	switch t {
	case ref.SevenTasks:
		return lang.L("Bonfires")
	case ref.SevenPortals:
		return lang.L("Portals")
	case ref.SevenPaths:
		return lang.L("Paths")
	case ref.FiveGuardians:
		return lang.L("Guardians")
	}
	return lang.L("Gnomes")
}
