package main

// The keys a `hearth score` input may hold and their kinds, and the small
// helpers that name and show them in errors (cmd_score.go reads the file;
// its sentences stay there, where the scoring translations test reads them).

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// JSON kinds a score input value may have.
type scoreKind int

const (
	scoreBool scoreKind = iota
	scoreInt
	scoreString
	scoreInts
	scoreList // a list whose items the caller checks
)

// scoreKey is a key the input may hold.
type scoreKey struct {
	name     string
	kind     scoreKind
	optional bool
}

// bonfireGameKeys and bonfirePlayerKeys are the keys of bonfire.Game and
// bonfire.Player (a test keeps them equal to the struct tags). Every player
// key is required but specialists, so that a forgotten count is an error
// rather than a silent 0.
var (
	bonfireGameKeys = []scoreKey{
		{name: "solo", kind: scoreBool, optional: true},
		{name: "players", kind: scoreList},
	}
	bonfirePlayerKeys = []scoreKey{
		{name: "name", kind: scoreString},
		{name: "track_points", kind: scoreInt},
		{name: "bonfires", kind: scoreInts},
		{name: "open_tasks", kind: scoreInt},
		{name: "guardians_on_bonfires", kind: scoreInts},
		{name: "portals", kind: scoreInt},
		{name: "portals_adjacent", kind: scoreInt},
		{name: "path_tiles", kind: scoreInt},
		{name: "matching_paths", kind: scoreInt},
		{name: "guardians", kind: scoreInt},
		{name: "gnomes", kind: scoreInt},
		{name: "fate_tiles_left", kind: scoreInt},
		{name: "leftover_tiles_and_resources", kind: scoreInt},
		{name: "specialists", kind: scoreInts, optional: true},
	}
)

// scorePosition turns a byte offset into a 1-based line and column.
func scorePosition(raw []byte, offset int64) (line, col int) {
	if offset < 0 || offset > int64(len(raw)) {
		offset = int64(len(raw))
	}
	before := raw[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:]) + 1
	return line, col
}

// scoreKindOf classifies a JSON value by its first byte: '{', '[', '"', '0'
// for a number, 't' or 'f' for a boolean, 'n' for null.
func scoreKindOf(raw json.RawMessage) byte {
	s := bytes.TrimSpace(raw)
	if len(s) == 0 {
		return 0
	}
	switch c := s[0]; {
	case c == '-' || c >= '0' && c <= '9':
		return '0'
	default:
		return c
	}
}

// scoreShow quotes a value for a one-line message: spaces collapsed, cut
// short when long.
func scoreShow(raw json.RawMessage) string {
	s := strings.Join(strings.Fields(string(raw)), " ")
	if utf8.RuneCountInString(s) > 24 {
		s = string([]rune(s)[:24]) + "…"
	}
	return s
}

// scoreJoin names key inside field, quoting a key that is not a plain word
// so that a message stays on one line whatever the file holds.
func scoreJoin(field, key string) string {
	plain := key != ""
	for _, r := range key {
		plain = plain && (r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}
	if !plain {
		key = strconv.Quote(key)
	}
	if field == "" {
		return key
	}
	return field + "." + key
}

func scoreLookup(known []scoreKey, name string) (scoreKey, bool) {
	for _, k := range known {
		if k.name == name {
			return k, true
		}
	}
	return scoreKey{}, false
}
