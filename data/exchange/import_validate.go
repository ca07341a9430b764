package exchange

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"hearth/data"
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

// importChecks is what the checks of an import remember from entry to
// entry: the ids and names already met, so that two rows of a kind never
// share one and every link names a row of the file. Each check also
// normalizes its entry as the store writes it: ids in lower case (BG
// Stats reads hex ids whatever their case), names trimmed, times in the
// store's layout, JSON {} when absent.
type importChecks struct {
	profiles, names, plays, sessions, drafts map[string]bool
	// now is the time of the import: a play dated more than a day after it
	// is refused, as saving one is (data.CheckNotAhead).
	now time.Time
}

// newImportChecks are the checks of an import made at now.
func newImportChecks(now time.Time) importChecks {
	return importChecks{profiles: map[string]bool{}, names: map[string]bool{}, plays: map[string]bool{}, sessions: map[string]bool{}, drafts: map[string]bool{},
		now: now}
}

// profile checks the profile at field.
func (c *importChecks) profile(p *data.ProfileRow, field string) error {
	if err := checkUID(field, &p.UID, c.profiles, msg.Term("profiles")); err != nil {
		return err
	}
	n, err := names.Clean(p.Name)
	if err != nil {
		return msg.Within(field, err)
	}
	p.Name = n
	if c.names[names.Fold(n)] {
		return msg.New(field+".name", "Two profiles are called {{.Name}}.", map[string]any{"Name": n})
	}
	c.names[names.Fold(n)] = true
	if p.CreatedAt, err = checkTime(field+".created_at", p.CreatedAt); err != nil {
		return err
	}
	return checkColour(field+".colour", &p.Colour)
}

// play checks the play at field.
func (c *importChecks) play(p *data.PlayRow, field string) error {
	if p.Results == nil {
		return msg.New(field+".results", "This entry is missing: the file is not a whole Hearth export.", nil)
	}
	if err := checkUID(field, &p.UID, c.plays, msg.Term("plays")); err != nil {
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
	at, _ := time.Parse(time.RFC3339Nano, p.PlayedAt) // checked above
	if err := data.CheckNotAhead(field+".played_at", game.Game(p.Game), at, c.now); err != nil {
		return err
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
	return validateResults(p, field, c.profiles)
}

func validateResults(p *data.PlayRow, field string, profiles map[string]bool) error {
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
func validateResult(r *data.ResultRow, field string, i int, profiles map[string]bool) error {
	n, err := names.Clean(r.Name)
	if err != nil {
		return msg.Within(resultField(field, i), err)
	}
	r.Name = n
	r.Profile = strings.ToLower(r.Profile)
	if r.Profile != "" && !profiles[r.Profile] {
		return msg.New(resultField(field, i)+".profile", "This player's profile {{.UID}} is not among the file's profiles.", map[string]any{"UID": names.Printable(r.Profile)})
	}
	if r.Score < -maxImportScore || r.Score > maxImportScore {
		return msg.New(resultField(field, i)+".score", "A score lies between -{{.Max}} and {{.Max}}.", map[string]any{"Max": maxImportScore})
	}
	if r.Breakdown, err = checkRaw(resultField(field, i)+".breakdown", r.Breakdown, maxRawBytes); err != nil {
		return err
	}
	return nil
}

// session checks the session at field.
func (c *importChecks) session(ss *data.SessionRow, field string) error {
	if err := checkUID(field, &ss.UID, c.sessions, msg.Term("sessions")); err != nil {
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
	if err := validateSessionLinks(ss, field, c.profiles, c.plays); err != nil {
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
func validateSessionLinks(ss *data.SessionRow, field string, profiles, plays map[string]bool) error {
	ss.Profile, ss.Play = strings.ToLower(ss.Profile), strings.ToLower(ss.Play)
	if ss.Profile != "" && !profiles[ss.Profile] {
		return msg.New(field+".profile", "This session's profile {{.UID}} is not among the file's profiles.", map[string]any{"UID": names.Printable(ss.Profile)})
	}
	if ss.Play != "" && !plays[ss.Play] {
		return msg.New(field+".play", "This session's play {{.UID}} is not among the file's plays.", map[string]any{"UID": names.Printable(ss.Play)})
	}
	switch ss.Status {
	case data.SessionOpen, data.SessionFinished, data.SessionAbandoned:
	default:
		return msg.New(field+".status", "A session is open, finished or abandoned.", nil)
	}
	if ss.Cursor < 0 || ss.Cursor > len(ss.Events) {
		return msg.New(field+".cursor", "The cursor {{.Cursor}} lies outside the {{.N}} events.", map[string]any{"Cursor": ss.Cursor, "N": len(ss.Events)})
	}
	return nil
}

// validateEvent checks the i-th event of a session's log (at ef).
func validateEvent(e *data.EventRow, ef string, i int) error {
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

// checkRaw bounds the size of a JSON value kept as it is (compacted by
// the decoder), {} when absent.
func checkRaw(field string, raw json.RawMessage, max int) (json.RawMessage, error) {
	if len(raw) == 0 {
		return json.RawMessage("{}"), nil
	}
	return raw, checkSize(field, len(raw), max)
}

// settings checks the settings of a file.
func (c *importChecks) settings(settings map[string]string) error {
	for _, k := range slices.Sorted(maps.Keys(settings)) {
		if k == "" || len(k) > maxKeyLength || strings.HasPrefix(k, data.DraftPrefix) || strings.ContainsRune(k, 0) {
			return msg.New("settings", "A setting's name {{.Key}} cannot be used.", map[string]any{"Key": names.Printable(k)})
		}
		if err := checkSize("settings."+names.Printable(k), len(settings[k]), maxSettingBytes); err != nil {
			return err
		}
	}
	return nil
}

// draft checks the draft at field and that no other has its key.
func (c *importChecks) draft(d *data.DraftRow, field string) error {
	if len(c.drafts) == maxDrafts {
		return msg.New("drafts", "A file brings at most {{.Max}} drafts.", map[string]any{"Max": maxDrafts})
	}
	if d.Key == "" || len(d.Key) > maxKeyLength || strings.ContainsRune(d.Key, 0) || c.drafts[d.Key] {
		return msg.New(field+".key", "Each draft needs a key of its own.", nil)
	}
	c.drafts[d.Key] = true
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
