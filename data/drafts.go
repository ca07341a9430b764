package data

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hearth/data/game"
	"strings"
	"time"
)

// draftPrefix marks the settings rows that hold drafts.
const draftPrefix = "draft."

// Draft is work in progress typed at the table and not yet saved as a play
// (a score entry, a setup): kept on every change so that Back, a kill or a
// relaunch loses nothing (SPEC §3).
type Draft struct {
	// Key identifies the draft; saving under the same key replaces it.
	Key string `json:"-"`
	// Game and Kind say which module restores it and how ("score").
	Game game.Game `json:"game"`
	Kind string    `json:"kind"`
	// Body is the module's own JSON.
	Body      json.RawMessage `json:"body"`
	UpdatedAt time.Time       `json:"updated_at"`
}

// SaveDraft stores d under its key, replacing an older version, in one
// durable write.
func (s *Store) SaveDraft(ctx context.Context, d Draft) error {
	if d.Key == "" || strings.ContainsAny(d.Key, "\x00") {
		return errors.New("a draft needs a key")
	}
	if !json.Valid(d.Body) {
		return fmt.Errorf("draft %s: the body is not valid JSON", d.Key)
	}
	d.UpdatedAt = s.now().UTC()
	b, err := json.Marshal(d)
	if err != nil {
		return err
	}
	return s.SetSetting(ctx, draftPrefix+d.Key, string(b))
}

// Drafts lists every draft, most recently changed first.
func (s *Store) Drafts(ctx context.Context) ([]Draft, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT key, value FROM settings WHERE key >= ? AND key < ?`, draftPrefix, draftPrefix[:len(draftPrefix)-1]+"/")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Draft
	for rows.Next() {
		var key, value string
		if err := rows.Scan(&key, &value); err != nil {
			return nil, err
		}
		var d Draft
		if json.Unmarshal([]byte(value), &d) != nil {
			continue
		}
		d.Key = strings.TrimPrefix(key, draftPrefix)
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].UpdatedAt.After(out[j-1].UpdatedAt); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out, nil
}

// LoadDraft reads one draft; false when there is none under key.
func (s *Store) LoadDraft(ctx context.Context, key string) (Draft, bool, error) {
	v, ok, err := s.Setting(ctx, draftPrefix+key)
	if err != nil || !ok {
		return Draft{}, false, err
	}
	var d Draft
	if err := json.Unmarshal([]byte(v), &d); err != nil {
		return Draft{}, false, nil
	}
	d.Key = key
	return d, true, nil
}

// DeleteDraft removes a draft; removing one that is not there is no error.
func (s *Store) DeleteDraft(ctx context.Context, key string) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM settings WHERE key = ?`, draftPrefix+key)
	return err
}
