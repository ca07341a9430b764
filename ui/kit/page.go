package kit

import "fyne.io/fyne/v2"

// Page is one screen on the navigation stack.
type Page struct {
	Title   string
	Content fyne.CanvasObject
	Actions []fyne.CanvasObject // small buttons at the right of the top bar
	// OnShow runs when the page becomes visible again after the one above is popped.
	OnShow func()
	// OnLeave runs before the page is popped; returning false keeps it.
	OnLeave func() bool
	// KeepAwake keeps the screen on while the page shows (a solo session, a
	// score entry), unless the player turned it off in Settings.
	KeepAwake bool
	// Flush saves what the page holds in memory (a draft) when the app leaves
	// the foreground; pages that save on every change need none.
	Flush func()
	// Notice shows a passing line on the page (what Undo just undid); nil
	// for pages that have none.
	Notice func(text string)
}
