package kit

import "fyne.io/fyne/v2/driver/desktop"

// DesktopCursor lets tappable widgets show a pointing hand on desktop.
type DesktopCursor = desktop.Cursor

// DesktopPointer is the pointing-hand cursor of tappable widgets.
const DesktopPointer = desktop.PointerCursor
