//go:build js

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path"
	"strings"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/data/backup"
	"hearth/data/game"
	"hearth/ui/shell"
)

// remindEvery is how often the player is asked to download a backup: the
// browser may delete its storage, and the automatic backups live in it.
const remindEvery = 7 * 24 * time.Hour

// followHistory keeps one browser history entry per page pushed over
// Home (hearth.js, hearth.nav), so that the browser's Back and Android's
// back gesture go back a page in Hearth and leave it only from Home.
func followHistory(h *shell.Host, nav js.Value) {
	h.SetOnDepth(func(depth int) { nav.Call("setDepth", depth) })
	// Called by the page on the browser's Back; a JavaScript callback must
	// not wait, so the work goes to Fyne's thread. Kept for the page's life.
	back := js.FuncOf(func(js.Value, []js.Value) any {
		go fyne.Do(func() {
			h.Back()
			nav.Call("setDepth", h.Depth())
		})
		return nil
	})
	nav.Set("onBack", back)
	nav.Call("setDepth", h.Depth())
}

// storageNote says in Settings whether the browser granted persistent
// storage (navigator.storage.persist(), asked by hearth.js).
func storageNote(persisted js.Value) string {
	switch {
	case persisted.Type() == js.TypeBoolean && persisted.Bool():
		return lang.L("This browser keeps Hearth's data until you delete it. Download a backup now and then all the same.")
	case persisted.Type() == js.TypeBoolean:
		return lang.L("This browser may delete Hearth's data when it runs short of space: install Hearth to the home screen, and download a backup now and then.")
	}
	return lang.L("This browser does not say whether it keeps Hearth's data: download a backup now and then.")
}

// remindBackup asks once a week to download a backup.
func remindBackup(h *shell.Host) { h.RemindBackup(remindEvery) }

// backedUp puts the reminder off after a backup was downloaded.
func backedUp(h *shell.Host) { h.NoteBackup() }

// exposeMeasures gives the page (and make test-web) hearth.measure:
// commits() the milliseconds each IndexedDB commit took, appends(n) the
// milliseconds each of n session events took to append, in a session made
// for it and deleted after; fill, roundtrip and probe below; locate,
// open, scrolls and cut (locate.go) to find, tap, and look at what the
// page shows.
func exposeMeasures(page js.Value) {
	m := js.Global().Get("Object").New()
	m.Set("commits", js.FuncOf(func(js.Value, []js.Value) any {
		out := []any{}
		if b := data.WebBackends[path.Base(dbPath)]; b != nil {
			for _, d := range b.Took {
				out = append(out, float64(d.Microseconds())/1000)
			}
		}
		return js.ValueOf(out)
	}))
	m.Set("appends", js.FuncOf(func(_ js.Value, args []js.Value) any {
		n := args[0].Int()
		return promise(func() (any, error) { return appends(n) })
	}))
	m.Set("fill", js.FuncOf(func(_ js.Value, args []js.Value) any {
		mb := args[0].Int()
		return promise(func() (any, error) { return nil, fill(mb) })
	}))
	m.Set("roundtrip", js.FuncOf(func(js.Value, []js.Value) any {
		return promise(roundtrip)
	}))
	m.Set("locate", js.FuncOf(func(_ js.Value, args []js.Value) any {
		label := args[0].String()
		return promise(func() (any, error) { return locate(label) })
	}))
	m.Set("probe", js.FuncOf(func(js.Value, []js.Value) any {
		return promise(probe)
	}))
	m.Set("open", js.FuncOf(func(_ js.Value, args []js.Value) any {
		label := args[0].String()
		return promise(func() (any, error) { return open(label) })
	}))
	m.Set("scrolls", js.FuncOf(func(js.Value, []js.Value) any {
		return promise(scrolls)
	}))
	m.Set("cut", js.FuncOf(func(js.Value, []js.Value) any {
		return promise(cut)
	}))
	page.Set("measure", m)
}

// probe says what make test-web checks: the page showing, how deep, the
// profiles and their names, the plays, and each session's game, status and
// moves (cursor).
func probe() (any, error) {
	var title string
	var depth, dialogs int
	fyne.DoAndWait(func() {
		depth = host.Depth()
		dialogs = len(host.Window().Canvas().Overlays().List())
		if p := host.Top(); p != nil {
			title = p.Title
		}
	})
	ctx := context.Background()
	s := host.Store()
	profiles, err := s.Profiles(ctx)
	if err != nil {
		return nil, err
	}
	type sess struct {
		Game   string `json:"game"`
		Mode   string `json:"mode"`
		Status string `json:"status"`
		Cursor int    `json:"cursor"`
	}
	out := struct {
		Title    string   `json:"title"`
		Depth    int      `json:"depth"`
		Dialogs  int      `json:"dialogs"`
		Profiles int      `json:"profiles"`
		Names    []string `json:"names"` // the profiles'
		Plays    int      `json:"plays"`
		Sessions []sess   `json:"sessions"`
	}{Title: title, Depth: depth, Dialogs: dialogs, Profiles: len(profiles), Names: []string{}, Sessions: []sess{}}
	for _, p := range profiles {
		out.Names = append(out.Names, p.Name)
	}
	if out.Plays, err = s.CountPlays(ctx, ""); err != nil {
		return nil, err
	}
	ss, err := s.Sessions(ctx, "", "")
	if err != nil {
		return nil, err
	}
	for _, x := range ss {
		out.Sessions = append(out.Sessions, sess{string(x.Game), x.Mode, x.Status, x.Cursor})
	}
	b, err := json.Marshal(out)
	return string(b), err
}

// appends times n appends of a session event, as a move in a solo game.
func appends(n int) (any, error) {
	ctx := context.Background()
	s := host.Store()
	sess, err := s.CreateSession(ctx, data.NewSession{Game: game.Bonfire, Mode: "measure", Seed: 1})
	if err != nil {
		return nil, err
	}
	defer func() { _ = s.DeleteSession(ctx, sess.ID) }()
	out := []any{}
	for i := range n {
		start := time.Now()
		if _, err := s.Append(ctx, sess.ID, "measure", map[string]int{"move": i}); err != nil {
			return nil, err
		}
		out = append(out, float64(time.Since(start).Microseconds())/1000)
	}
	b, err := json.Marshal(out)
	return string(b), err
}

// fill grows the history by about mb megabytes: a session of moves of
// 64 KB each, kept.
func fill(mb int) error {
	ctx := context.Background()
	s := host.Store()
	sess, err := s.CreateSession(ctx, data.NewSession{Game: game.Bonfire, Mode: "measure-fill", Seed: 1})
	if err != nil {
		return err
	}
	pad := strings.Repeat("x", 64<<10)
	for range mb * 16 {
		if _, err := s.Append(ctx, sess.ID, "measure", map[string]string{"pad": pad}); err != nil {
			return err
		}
	}
	return nil
}

// roundtrip is Back up and Restore on the browser's storage without the
// file dialogs: the live database streamed as Back up streams it, restored
// to a database of its own in IndexedDB (hearth-roundtrip.db) as Restore
// restores, opened, its sessions and profiles counted, then dropped.
func roundtrip() (any, error) {
	ctx := context.Background()
	var buf bytes.Buffer
	if err := backup.Stream(ctx, host.Store(), &buf); err != nil {
		return nil, err
	}
	const dst = "/tmp/roundtrip/hearth-roundtrip.db"
	if _, err := backup.RestoreFrom(bytes.NewReader(buf.Bytes()), dst, time.Now()); err != nil {
		return nil, err
	}
	s, err := data.Open(dst)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	sessions, err := s.Sessions(ctx, "", "")
	if err != nil {
		return nil, err
	}
	profiles, err := s.Profiles(ctx)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(map[string]int{"bytes": buf.Len(), "sessions": len(sessions), "profiles": len(profiles)})
	return string(b), err
}

// promise runs f on a goroutine of its own and settles a JavaScript
// promise with its result.
func promise(f func() (any, error)) js.Value {
	var exec js.Func
	exec = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resolve, reject := args[0], args[1]
		go func() {
			defer exec.Release()
			v, err := f()
			if err != nil {
				reject.Invoke(err.Error())
				return
			}
			resolve.Invoke(v)
		}()
		return nil
	})
	return js.Global().Get("Promise").New(exec)
}
