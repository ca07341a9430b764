package insula

import (
	"encoding/json"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/scoring"
	iscore "hearth/scoring/insula"
	"hearth/ui/kit"
)

// recordDetail tells what a recorded Insula game was, which its results
// alone do not show: the citadel played and how the game ended (issue 22:
// both were stored but not shown). It is nil for a play saved without them.
func recordDetail(p data.Play) fyne.CanvasObject {
	for _, r := range p.Results {
		var rec scoring.Record
		var in struct {
			Variant string `json:"variant"`
			Ending  string `json:"ending"`
		}
		if json.Unmarshal(r.Breakdown, &rec) != nil || json.Unmarshal(rec.Input, &in) != nil || in.Variant == "" {
			continue
		}
		version := "advanced"
		if in.Variant == iscore.Base {
			version = "base"
		}
		ending := lang.L("Kingosh was defeated.")
		if in.Ending == iscore.Nightfall {
			ending = lang.L("Nightfall: Kingosh and the island win.")
		}
		return container.NewVBox(kit.Heading(ending), kit.Note(variantName(version, in.Variant)))
	}
	return nil
}
