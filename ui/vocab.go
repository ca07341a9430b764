package ui

import (
	refb "hearth/data/bonfire"
	refi "hearth/data/insula"
	refl "hearth/data/lueur"
	"hearth/setup/step"
)

// vocabulary lists the words the UI translates from values rather than from
// literals (a resource's String(), a die colour, a game's name); the
// translation test checks that each has a French and a German entry.
func vocabulary() []string {
	out := append(refb.Names(), refl.Names()...)
	out = append(out, refi.Names()...)
	for _, g := range step.Games {
		out = append(out, g.String())
	}
	return out
}
