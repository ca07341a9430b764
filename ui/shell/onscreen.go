package shell

import (
	"strings"

	"fyne.io/fyne/v2"

	"hearth/data"
	"hearth/ui/kit"
)

// SettingOnScreen is what the app showed when it was last left, opened
// again at the next start (issue 32 §6: after a kill the app reopened on
// Home, one tap from the game): a solo session's page, "session:" and the
// session's UID (stable across export and import), or a score entry,
// "draft:" and its draft's key; "" for anything else.
const SettingOnScreen = "on_screen"

// onScreen is a value of SettingOnScreen.
type onScreen string

const (
	sessionPrefix = "session:"
	draftPrefix   = "draft:"
)

func sessionMark(s data.Session) onScreen { return onScreen(sessionPrefix + s.UID) }
func draftMark(key string) onScreen       { return onScreen(draftPrefix + key) }

// The pages of a session or a score entry are marked as they are pushed:
// a session's page (a page with a Notice: kit.SessionScreen's) takes the
// mark of the session last opened (NewSessionMoves, a Resume card), a
// score entry's first page the mark of its draft (ScorePage, a draft's
// card). What is on screen is the mark of the topmost marked page of the
// stack: the pages a session or a score opens above its own (its log,
// its final scoring, the boards) are still it.

// expect marks the next page pushed (a session's page only, for a
// session's mark).
func (n *nav) expect(m onScreen) { n.pending = m }

// mark gives p the mark expected, if any and if p takes it.
func (n *nav) mark(p *kit.Page) {
	if n.pending == "" || (strings.HasPrefix(string(n.pending), sessionPrefix) && p.Notice == nil) {
		return
	}
	if n.marks == nil {
		n.marks = map[*kit.Page]onScreen{}
	}
	n.marks[p] = n.pending
	n.pending = ""
}

// onScreen is the mark of the topmost marked page, "" when none.
func (n *nav) onScreen() onScreen {
	for i := len(n.stack) - 1; i >= 0; i-- {
		if m, ok := n.marks[n.stack[i]]; ok {
			return m
		}
	}
	return ""
}

// keepOnScreen stores what is on screen when it changed: on entering or
// leaving a session's or a score's pages, not on every page.
func (n *nav) keepOnScreen() {
	if n.starting {
		return
	}
	// A page off the stack keeps no mark: one pushed again is marked again.
	for p := range n.marks {
		if !n.stacked(p) {
			delete(n.marks, p)
		}
	}
	now := n.onScreen()
	if now == n.kept {
		return
	}
	if err := n.h.store.SetSetting(n.h.ctx, SettingOnScreen, string(now)); err != nil {
		fyne.LogError("keeping the page on screen", err)
		return
	}
	n.kept = now
}

// stacked tells whether p is on the stack.
func (n *nav) stacked(p *kit.Page) bool {
	for _, s := range n.stack {
		if s == p {
			return true
		}
	}
	return false
}

// reopen opens what was on screen when the app was last left, over Home:
// the session, while it is unfinished, or the score entry, while its draft
// is kept. What is gone leaves Home on top.
func (h *Host) reopen() {
	n := h.nav
	saved, _, err := h.store.Setting(h.ctx, SettingOnScreen)
	if err != nil {
		fyne.LogError("reading the page on screen", err)
	}
	n.kept = onScreen(saved)
	defer func() {
		n.starting = false
		n.pending = ""
		n.keepOnScreen()
	}()
	n.starting = true
	if uid, ok := strings.CutPrefix(saved, sessionPrefix); ok {
		h.reopenSession(uid)
	} else if key, ok := strings.CutPrefix(saved, draftPrefix); ok {
		h.reopenDraft(key)
	}
}

// reopenSession opens the unfinished session of that UID, if its module
// resumes it.
func (h *Host) reopenSession(uid string) {
	open, err := h.store.Sessions(h.ctx, "", data.SessionOpen)
	if err != nil {
		fyne.LogError("listing sessions", err)
		return
	}
	for _, s := range open {
		if r, ok := h.Module(s.Game).(Resumer); ok && s.UID == uid && r.Resumes(s.Mode) {
			h.nav.expect(sessionMark(s))
			r.Resume(s)
			return
		}
	}
}

// reopenDraft opens the score entry kept under key, if its module restores
// it and shows it on Home.
func (h *Host) reopenDraft(key string) {
	d, ok, err := h.store.LoadDraft(h.ctx, key)
	if err != nil || !ok {
		return
	}
	if r, ok := h.Module(d.Game).(Drafter); ok && r.DraftTitle(d) != "" {
		h.nav.expect(draftMark(key))
		r.RestoreDraft(d)
	}
}
