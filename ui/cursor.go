package ui

import "fyne.io/fyne/v2/driver/desktop"

// desktopCursor lets tappable widgets show a pointing hand on desktop.
type desktopCursor = desktop.Cursor

const desktopPointer = desktop.PointerCursor
