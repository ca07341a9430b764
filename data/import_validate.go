package data

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"hearth/data/game"
	"hearth/data/msg"
	"hearth/data/names"
)

// Bounds of what an imported file may hold. They are wider than what the
// app itself writes (a play has at most 6 players, notes edited in the app
// at most 2000 characters, a place 80), so that whatever the store holds
// survives an export and import, while garbage is refused.
const (
	maxResults     = 8
	maxModeLength  = 32
	maxCodeLength  = 64
	maxKeyLength   = 200
	maxEventType   = 64
	maxImportNotes = 20_000
	maxImportPlace = 200
	maxImportScore = 1_000_000_000
	maxDurationSec = 366 * 24 * 3600
	// maxRawBytes bounds a breakdown, a session's options or an event's
	// payload (the app writes well under 4 KB).
	maxRawBytes = 64 << 10
	// maxSettingBytes bounds a setting's value and a draft.
	maxSettingBytes = 64 << 10
	// maxDraftList bounds every list in a draft: a score entry has at most
	// 6 boards, a board a handful of values; more would only slow the
	// screen that opens it.
	maxDraftList = 16
	// maxDrafts bounds how many drafts a file brings.
	maxDrafts = 64
)

// validateImport checks everything a decoded file says, before anything is
// written, and normalizes it as the store writes it: names trimmed, times in
// the store's layout, JSON compact ({} when absent). now is the time of the
// import: a play dated more than a day after it is refused, as SavePlay
// refuses it.
func validateImport(doc *importDoc, now time.Time) error {
	profiles := make(map[string]bool, len(doc.Profiles))
	seen := make(map[string]bool, len(doc.Profiles))
	for i := range doc.Profiles {
		p := &doc.Profiles[i]
		field := fmt.Sprintf("profiles[%d]", i)
		if err := checkUID(field, p.UID, profiles, msg.Term("profiles")); err != nil {
			return err
		}
		n, err := names.Clean(p.Name)
		if err != nil {
			return msg.Within(field, err)
		}
		p.Name = n
		if seen[names.Fold(n)] {
			return msg.New(field+".name", "Two profiles are called {{.Name}}.", map[string]any{"Name": n})
		}
		seen[names.Fold(n)] = true
		if p.CreatedAt, err = checkTime(field+".created_at", p.CreatedAt); err != nil {
			return err
		}
		if err := checkColour(field+".colour", &p.Colour); err != nil {
			return err
		}
	}
	plays := make(map[string]bool, len(doc.Plays))
	latest := formatTime(now.Add(aheadLimit))
	for i := range doc.Plays {
		if err := validateImportPlay(&doc.Plays[i], fmt.Sprintf("plays[%d]", i), profiles, plays, latest); err != nil {
			return err
		}
	}
	sessions := map[string]bool{}
	for i := range doc.Sessions {
		if err := validateImportSession(&doc.Sessions[i], fmt.Sprintf("sessions[%d]", i), profiles, plays, sessions); err != nil {
			return err
		}
	}
	return validateSettings(doc)
}

// validateImportPlay checks one play; latest is the latest date a play may
// have, in the store's layout.
func validateImportPlay(p *exportPlay, field string, profiles, plays map[string]bool, latest string) error {
	if err := checkUID(field, p.UID, plays, msg.Term("plays")); err != nil {
		return err
	}
	if !game.Game(p.Game).Valid() {
		return msg.New(field+".game", "Unknown game {{.Game}}: Hearth knows bonfire, lueur and insula.", map[string]any{"Game": names.Printable(p.Game)})
	}
	// A play saved without a mode (SavePlay allows it) exports with "".
	if p.Mode != "" {
		if err := checkWord(field+".mode", p.Mode, maxModeLength); err != nil {
			return err
		}
	}
	var err error
	if p.PlayedAt, err = checkTime(field+".played_at", p.PlayedAt); err != nil {
		return err
	}
	// Both are in the store's layout (UTC, fixed width): compared as text.
	if p.PlayedAt > latest {
		return checkNotAhead(field+".played_at", game.Game(p.Game), parseTime(p.PlayedAt), parseTime(latest).Add(-aheadLimit))
	}
	if p.CreatedAt, err = checkTime(field+".created_at", p.CreatedAt); err != nil {
		return err
	}
	if p.DurationS < 0 || p.DurationS > maxDurationSec {
		return msg.New(field+".duration_s", "A play lasts from 0 to {{.Max}} seconds.", map[string]any{"Max": maxDurationSec})
	}
	if err := checkSetupCode(field+".setup_code", p.SetupCode); err != nil {
		return err
	}
	if err := checkLine(field+".location", p.Location, maxImportPlace); err != nil {
		return err
	}
	if n := utf8.RuneCountInString(p.Notes); n > maxImportNotes || !utf8.ValidString(p.Notes) {
		return msg.New(field+".notes", "Notes hold at most {{.Max}} characters; these have {{.N}}.", map[string]any{"Max": maxImportNotes, "N": n})
	}
	return validateResults(p, field, profiles)
}

func validateResults(p *exportPlay, field string, profiles map[string]bool) error {
	if len(p.Results) == 0 || len(p.Results) > maxResults {
		return msg.New(field+".results", "A play has from 1 to {{.Max}} players.", map[string]any{"Max": maxResults})
	}
	var seats uint64 // a bit per seat taken; seats are below 64
	list := make([]string, len(p.Results))
	for i := range p.Results {
		r := &p.Results[i]
		if r.Seat < 0 || r.Seat >= 64 || seats&(1<<r.Seat) != 0 {
			return msg.New(resultField(field, i)+".seat", "Each player has a seat of their own, numbered from 0.", nil)
		}
		seats |= 1 << r.Seat
		if err := validateResult(r, field, i, profiles); err != nil {
			return err
		}
		list[i] = r.Name
	}
	return msg.Within(field, names.Distinct("results", list))
}

// resultField names the i-th result of the play at field (built only for
// an error: an import checks tens of thousands).
func resultField(field string, i int) string {
	return field + ".results[" + strconv.Itoa(i) + "]"
}

// validateResult checks one player's line and cleans its name and breakdown.
func validateResult(r *exportResult, field string, i int, profiles map[string]bool) error {
	n, err := names.Clean(r.Name)
	if err != nil {
		return msg.Within(resultField(field, i), err)
	}
	r.Name = n
	if r.Profile != "" && !profiles[r.Profile] {
		return msg.New(resultField(field, i)+".profile", "This player's profile {{.UID}} is not among the file's profiles.", map[string]any{"UID": names.Printable(r.Profile)})
	}
	if r.Score < -maxImportScore || r.Score > maxImportScore {
		return msg.New(resultField(field, i)+".score", "A score lies between -{{.Max}} and {{.Max}}.", map[string]any{"Max": maxImportScore})
	}
	if r.Breakdown, err = compactJSON(r.Breakdown); err != nil {
		return msg.New(resultField(field, i)+".breakdown", "This entry cannot be read.", nil)
	}
	if len(r.Breakdown) > maxRawBytes {
		return checkSize(resultField(field, i)+".breakdown", len(r.Breakdown), maxRawBytes)
	}
	return nil
}

func validateImportSession(ss *exportSession, field string, profiles, plays, sessions map[string]bool) error {
	if err := checkUID(field, ss.UID, sessions, msg.Term("sessions")); err != nil {
		return err
	}
	if !game.Game(ss.Game).Valid() {
		return msg.New(field+".game", "Unknown game {{.Game}}: Hearth knows bonfire, lueur and insula.", map[string]any{"Game": names.Printable(ss.Game)})
	}
	if err := checkWord(field+".mode", ss.Mode, maxModeLength); err != nil {
		return err
	}
	var err error
	if ss.Options, err = checkRaw(field+".options", ss.Options, maxRawBytes); err != nil {
		return err
	}
	if err := validateSessionLinks(ss, field, profiles, plays); err != nil {
		return err
	}
	if ss.CreatedAt, err = checkTime(field+".created_at", ss.CreatedAt); err != nil {
		return err
	}
	if ss.UpdatedAt, err = checkTime(field+".updated_at", ss.UpdatedAt); err != nil {
		return err
	}
	for i := range ss.Events {
		if err := validateEvent(&ss.Events[i], fmt.Sprintf("%s.events[%d]", field, i), i); err != nil {
			return err
		}
	}
	return nil
}

// validateSessionLinks checks a session's profile, play, status and cursor.
func validateSessionLinks(ss *exportSession, field string, profiles, plays map[string]bool) error {
	if ss.Profile != "" && !profiles[ss.Profile] {
		return msg.New(field+".profile", "This session's profile {{.UID}} is not among the file's profiles.", map[string]any{"UID": names.Printable(ss.Profile)})
	}
	if ss.Play != "" && !plays[ss.Play] {
		return msg.New(field+".play", "This session's play {{.UID}} is not among the file's plays.", map[string]any{"UID": names.Printable(ss.Play)})
	}
	switch ss.Status {
	case SessionOpen, SessionFinished, SessionAbandoned:
	default:
		return msg.New(field+".status", "A session is open, finished or abandoned.", nil)
	}
	if ss.Cursor < 0 || ss.Cursor > len(ss.Events) {
		return msg.New(field+".cursor", "The cursor {{.Cursor}} lies outside the {{.N}} events.", map[string]any{"Cursor": ss.Cursor, "N": len(ss.Events)})
	}
	return nil
}

// validateEvent checks the i-th event of a session's log (at ef).
func validateEvent(e *exportEvent, ef string, i int) error {
	if e.Seq != i+1 {
		return msg.New(ef+".seq", "Events are numbered 1, 2, 3… in order, without gaps.", nil)
	}
	if err := checkWord(ef+".type", e.Type, maxEventType); err != nil {
		return err
	}
	var err error
	if e.Payload, err = checkRaw(ef+".payload", e.Payload, maxRawBytes); err != nil {
		return err
	}
	e.At, err = checkTime(ef+".at", e.At)
	return err
}

// checkRaw compacts a JSON value kept as it is ({} when absent) and bounds
// its size.
func checkRaw(field string, raw json.RawMessage, max int) (json.RawMessage, error) {
	out, err := compactJSON(raw)
	if err != nil {
		return nil, msg.New(field, "This entry cannot be read.", nil)
	}
	return out, checkSize(field, len(out), max)
}

func validateSettings(doc *importDoc) error {
	for _, k := range sortedKeys(doc.Settings) {
		if k == "" || len(k) > maxKeyLength || strings.HasPrefix(k, draftPrefix) || strings.ContainsRune(k, 0) {
			return msg.New("settings", "A setting's name {{.Key}} cannot be used.", map[string]any{"Key": names.Printable(k)})
		}
		if err := checkSize("settings."+names.Printable(k), len(doc.Settings[k]), maxSettingBytes); err != nil {
			return err
		}
	}
	if len(doc.Drafts) > maxDrafts {
		return msg.New("drafts", "A file brings at most {{.Max}} drafts; this one has {{.N}}.", map[string]any{"Max": maxDrafts, "N": len(doc.Drafts)})
	}
	keys := map[string]bool{}
	for i := range doc.Drafts {
		if err := validateDraft(&doc.Drafts[i], fmt.Sprintf("drafts[%d]", i), keys); err != nil {
			return err
		}
	}
	return nil
}

// validateDraft checks one draft (at field) and that no other has its key.
func validateDraft(d *exportDraft, field string, keys map[string]bool) error {
	if d.Key == "" || len(d.Key) > maxKeyLength || strings.ContainsRune(d.Key, 0) || keys[d.Key] {
		return msg.New(field+".key", "Each draft needs a key of its own.", nil)
	}
	keys[d.Key] = true
	if len(d.Value) == 0 {
		return msg.New(field+".value", "This entry is missing: the file is not a whole Hearth export.", nil)
	}
	var err error
	if d.Value, err = checkRaw(field+".value", d.Value, maxSettingBytes); err != nil {
		return err
	}
	if n := longestList(d.Value); n > maxDraftList {
		return msg.New(field+".value", "A draft's lists hold at most {{.Max}} entries; this one has {{.N}}.", map[string]any{"Max": maxDraftList, "N": n})
	}
	return nil
}
