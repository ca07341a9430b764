package ui

import ref "hearth/data/bonfire"

// vocabulary lists the words the UI translates from values rather than from
// literals (a resource's String(), a card name); the translation test checks
// that each has a French and a German entry.
func vocabulary() []string {
	var out []string
	for _, r := range ref.Resources {
		out = append(out, r.String())
	}
	for _, c := range ref.Colours {
		out = append(out, c.String())
	}
	for _, c := range ref.TomCards {
		out = append(out, c.String())
	}
	for _, c := range ref.CommonTasks {
		out = append(out, c.String())
	}
	return out
}
