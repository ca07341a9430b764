package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"hearth/data"
)

const sessionUsage = "hearth session export ID"

func init() {
	register("session", command{usage: sessionUsage, about: "print a solo session and its event log as JSON", run: runSession})
}

// sessionExport is the JSON of `hearth session export`: the session as
// started, its cursor, and every stored event; events after the cursor were
// undone and are marked so.
type sessionExport struct {
	ID        int64             `json:"id"`
	Game      string            `json:"game"`
	Mode      string            `json:"mode"`
	Seed      uint64            `json:"seed"`
	Options   json.RawMessage   `json:"options"`
	ProfileID int64             `json:"profile_id,omitempty"`
	Status    string            `json:"status"`
	PlayID    int64             `json:"play_id,omitempty"`
	Cursor    int               `json:"cursor"`
	CreatedAt string            `json:"created_at"`
	Events    []sessionEventOut `json:"events"`
}

type sessionEventOut struct {
	Seq     int             `json:"seq"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
	At      string          `json:"at"`
	Undone  bool            `json:"undone,omitempty"`
}

func runSession(e *env, args []string) int {
	if len(args) != 2 || args[0] != "export" {
		return e.usageError("usage: " + sessionUsage)
	}
	id, err := strconv.ParseInt(args[1], 10, 64)
	if err != nil || id <= 0 {
		return e.usageError(fmt.Sprintf("a session ID is a positive whole number; got %q", args[1]))
	}
	store, code := e.openReadStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	s, err := store.Session(ctx, id)
	if errors.Is(err, data.ErrNotFound) {
		return e.usageError(fmt.Sprintf("there is no session %d", id))
	}
	if err != nil {
		return e.fail(err)
	}
	events, err := store.AllEvents(ctx, id)
	if err != nil {
		return e.fail(err)
	}
	out := sessionExport{ID: s.ID, Game: string(s.Game), Mode: s.Mode, Seed: s.Seed, Options: s.Options, ProfileID: s.ProfileID,
		Status: s.Status, PlayID: s.PlayID, Cursor: s.Cursor, CreatedAt: s.CreatedAt.UTC().Format("2006-01-02T15:04:05Z"), Events: []sessionEventOut{}}
	for _, ev := range events {
		out.Events = append(out.Events, sessionEventOut{Seq: ev.Seq, Type: ev.Type, Payload: ev.Payload,
			At: ev.At.UTC().Format("2006-01-02T15:04:05.000Z"), Undone: ev.Seq > s.Cursor})
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return e.fail(err)
	}
	return exitOK
}
