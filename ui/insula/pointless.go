package insula

import "hearth/ui/shell"

var _ shell.Pointless = (*Module)(nil)

// Pointless: an Insula play keeps the strength in the final battle, not
// points; who won depends on more than that number.
func (m *Module) Pointless() bool { return true }
