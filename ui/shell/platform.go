package shell

// The hooks a platform without Fyne's own means plugs in from its main:
// the web build (cmd/hearth-web) follows the browser's history, keeps the
// screen on with the browser's wake lock and says in Settings whether the
// browser keeps Hearth's data. Desktop and Android set none of them.

// SetOnDepth calls f with the number of pages stacked after every page
// shown (1 is Home).
func (h *Host) SetOnDepth(f func(depth int)) { h.onDepth = f }

// Back does what Android's back key does in Hearth: closes an open dialog,
// else goes back a page (a page may ask first). At Home with no dialog it
// does nothing and returns false.
func (h *Host) Back() bool { return h.nav.goBack() }

// SetScreenKeeper replaces Fyne's SetDisableScreenBlanking for keeping the
// screen on during a session or a score entry.
func (h *Host) SetScreenKeeper(f func(on bool)) { h.screenKeeper = f }

// SetStorageNote adds a line to Settings → Your data, written by f each
// time the page is built.
func (h *Host) SetStorageNote(f func() string) { h.storageNote = f }

// BackUp asks where to save a backup and writes it, as Settings → Your
// data → Back up does.
func (h *Host) BackUp() { h.backUp() }
