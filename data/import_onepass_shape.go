package data

import "bytes"

// The export's shape as onePass reads it: one reader per entry of each
// object (export_format.go; fastDoc for the top level).

var docFields = fieldsOf(map[string]func(*onePass, *fastDoc) bool{
	"format":      func(d *onePass, v *fastDoc) bool { v.Format = new(string); return d.str(v.Format) },
	"version":     func(d *onePass, v *fastDoc) bool { v.Version = new(int); return d.int(v.Version) },
	"exported_at": func(d *onePass, v *fastDoc) bool { v.ExportedAt = new(string); return d.str(v.ExportedAt) },
	"app":         func(d *onePass, v *fastDoc) bool { return d.str(&v.App) },
	"profiles": func(d *onePass, v *fastDoc) (ok bool) {
		v.Profiles, ok = onePassList(d, func(d *onePass, p *exportProfile) bool { return onePassObject(d, profileFields, p) })
		return ok
	},
	"plays": func(d *onePass, v *fastDoc) (ok bool) {
		v.Plays, ok = onePassList(d, func(d *onePass, p *exportPlay) bool { return onePassObject(d, playFields, p) })
		return ok
	},
	"handicap_ledger": func(d *onePass, v *fastDoc) (ok bool) {
		v.Ledger, ok = onePassList(d, func(d *onePass, l *exportLedger) bool { return onePassObject(d, ledgerFields, l) })
		return ok
	},
	"sessions": func(d *onePass, v *fastDoc) (ok bool) {
		v.Sessions, ok = onePassList(d, func(d *onePass, s *exportSession) bool { return onePassObject(d, sessionFields, s) })
		return ok
	},
	"settings": func(d *onePass, v *fastDoc) bool { return d.settings(&v.Settings) },
	"drafts": func(d *onePass, v *fastDoc) (ok bool) {
		v.Drafts, ok = onePassList(d, func(d *onePass, dr *exportDraft) bool { return onePassObject(d, draftFields, dr) })
		return ok
	},
})

var profileFields = fieldsOf(map[string]func(*onePass, *exportProfile) bool{
	"uid":        func(d *onePass, v *exportProfile) bool { return d.str(&v.UID) },
	"name":       func(d *onePass, v *exportProfile) bool { return d.str(&v.Name) },
	"created_at": func(d *onePass, v *exportProfile) bool { return d.str(&v.CreatedAt) },
	"colour":     func(d *onePass, v *exportProfile) bool { return d.str(&v.Colour) },
})

var playFields = fieldsOf(map[string]func(*onePass, *exportPlay) bool{
	"uid":        func(d *onePass, v *exportPlay) bool { return d.str(&v.UID) },
	"game":       func(d *onePass, v *exportPlay) bool { return d.str(&v.Game) },
	"mode":       func(d *onePass, v *exportPlay) bool { return d.str(&v.Mode) },
	"played_at":  func(d *onePass, v *exportPlay) bool { return d.str(&v.PlayedAt) },
	"duration_s": func(d *onePass, v *exportPlay) bool { return d.int64(&v.DurationS) },
	"setup_code": func(d *onePass, v *exportPlay) bool { return d.str(&v.SetupCode) },
	"notes":      func(d *onePass, v *exportPlay) bool { return d.str(&v.Notes) },
	"location":   func(d *onePass, v *exportPlay) bool { return d.str(&v.Location) },
	"created_at": func(d *onePass, v *exportPlay) bool { return d.str(&v.CreatedAt) },
	"tie_break":  func(d *onePass, v *exportPlay) bool { return d.str(&v.TieBreak) },
	"results": func(d *onePass, v *exportPlay) (ok bool) {
		v.Results, ok = onePassList(d, func(d *onePass, r *exportResult) bool { return onePassObject(d, resultFields, r) })
		return ok
	},
})

var resultFields = fieldsOf(map[string]func(*onePass, *exportResult) bool{
	"seat":      func(d *onePass, v *exportResult) bool { return d.int(&v.Seat) },
	"name":      func(d *onePass, v *exportResult) bool { return d.str(&v.Name) },
	"profile":   func(d *onePass, v *exportResult) bool { return d.str(&v.Profile) },
	"bot":       func(d *onePass, v *exportResult) bool { return d.boolean(&v.Bot) },
	"score":     func(d *onePass, v *exportResult) bool { return d.int64(&v.Score) },
	"winner":    func(d *onePass, v *exportResult) bool { return d.boolean(&v.Winner) },
	"breakdown": func(d *onePass, v *exportResult) bool { return d.raw(&v.Breakdown) },
})

var ledgerFields = fieldsOf(map[string]func(*onePass, *exportLedger) bool{
	"profile":  func(d *onePass, v *exportLedger) bool { return d.str(&v.Profile) },
	"play":     func(d *onePass, v *exportLedger) bool { return d.str(&v.Play) },
	"position": func(d *onePass, v *exportLedger) bool { return d.int(&v.Position) },
	"before":   func(d *onePass, v *exportLedger) bool { return d.int(&v.Before) },
	"outcome":  func(d *onePass, v *exportLedger) bool { return d.str(&v.Outcome) },
	"after":    func(d *onePass, v *exportLedger) bool { return d.int(&v.After) },
	"you":      func(d *onePass, v *exportLedger) bool { return d.int(&v.You) },
	"tom":      func(d *onePass, v *exportLedger) bool { return d.int(&v.Tom) },
})

var sessionFields = fieldsOf(map[string]func(*onePass, *exportSession) bool{
	"uid":        func(d *onePass, v *exportSession) bool { return d.str(&v.UID) },
	"game":       func(d *onePass, v *exportSession) bool { return d.str(&v.Game) },
	"mode":       func(d *onePass, v *exportSession) bool { return d.str(&v.Mode) },
	"seed":       func(d *onePass, v *exportSession) bool { return d.quotedUint(&v.Seed) },
	"options":    func(d *onePass, v *exportSession) bool { return d.raw(&v.Options) },
	"profile":    func(d *onePass, v *exportSession) bool { return d.str(&v.Profile) },
	"cursor":     func(d *onePass, v *exportSession) bool { return d.int(&v.Cursor) },
	"status":     func(d *onePass, v *exportSession) bool { return d.str(&v.Status) },
	"play":       func(d *onePass, v *exportSession) bool { return d.str(&v.Play) },
	"created_at": func(d *onePass, v *exportSession) bool { return d.str(&v.CreatedAt) },
	"updated_at": func(d *onePass, v *exportSession) bool { return d.str(&v.UpdatedAt) },
	"events": func(d *onePass, v *exportSession) (ok bool) {
		v.Events, ok = onePassList(d, func(d *onePass, e *exportEvent) bool { return onePassObject(d, eventFields, e) })
		return ok
	},
})

var eventFields = fieldsOf(map[string]func(*onePass, *exportEvent) bool{
	"seq":     func(d *onePass, v *exportEvent) bool { return d.int(&v.Seq) },
	"type":    func(d *onePass, v *exportEvent) bool { return d.str(&v.Type) },
	"payload": func(d *onePass, v *exportEvent) bool { return d.raw(&v.Payload) },
	"at":      func(d *onePass, v *exportEvent) bool { return d.str(&v.At) },
})

var draftFields = fieldsOf(map[string]func(*onePass, *exportDraft) bool{
	"key":   func(d *onePass, v *exportDraft) bool { return d.str(&v.Key) },
	"value": func(d *onePass, v *exportDraft) bool { return d.raw(&v.Value) },
})

// settings reads the settings' object of texts, each key once.
func (d *onePass) settings(dst *map[string]string) bool {
	if !d.open('{') {
		return false
	}
	m := map[string]string{}
	*dst = m
	if d.close('}') {
		return true
	}
	for {
		key, ok := d.key()
		if !ok {
			return false
		}
		var v string
		if _, dup := m[string(key)]; dup || !d.str(&v) {
			return false
		}
		m[string(key)] = v
		if d.close('}') {
			return true
		}
		if !d.next(',') {
			return false
		}
	}
}

// skip passes over one valid JSON value of any kind.
func (d *onePass) skip() bool {
	d.ws()
	if d.i >= len(d.b) {
		return false
	}
	switch c := d.b[d.i]; {
	case c == '{':
		return d.skipObject()
	case c == '[':
		return d.skipList()
	case c == '"':
		var s string
		return d.str(&s)
	case c == 't':
		return d.literal("true")
	case c == 'f':
		return d.literal("false")
	case c == 'n':
		return d.literal("null")
	}
	return d.number()
}

func (d *onePass) literal(s string) bool {
	if !hasPrefixAt(d.b, d.i, s) {
		return false
	}
	d.i += len(s)
	return true
}

// skipObject passes over an object whose keys are each given once
// (compared as written: a key with an escape is declined).
func (d *onePass) skipObject() bool {
	if !d.open('{') {
		return false
	}
	if d.close('}') {
		return true
	}
	var seen [8][]byte // most objects have few keys: no allocation
	keys := seen[:0]
	for {
		d.ws()
		start := d.i
		var k string
		if !d.str(&k) {
			return false
		}
		key := d.b[start+1 : d.i-1]
		for _, k := range keys {
			if bytes.Equal(k, key) {
				return false
			}
		}
		keys = append(keys, key)
		if bytes.IndexByte(key, '\\') >= 0 || !d.next(':') || !d.skip() {
			return false
		}
		if d.close('}') {
			return true
		}
		if !d.next(',') {
			return false
		}
	}
}

func (d *onePass) skipList() bool {
	if !d.open('[') {
		return false
	}
	if d.close(']') {
		return true
	}
	for {
		if !d.skip() {
			return false
		}
		if d.close(']') {
			return true
		}
		if !d.next(',') {
			return false
		}
	}
}

// number passes over a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (d *onePass) number() bool {
	b, i := d.b, d.i
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i = digitsEnd(b, i)
	default:
		return false
	}
	if i < len(b) && b[i] == '.' {
		if i = digitsEnd(b, i+1); b[i-1] == '.' {
			return false
		}
	}
	i, ok := exponentEnd(b, i)
	d.i = i
	return ok
}

// exponentEnd passes over the exponent of a number at i, if it has one.
func exponentEnd(b []byte, i int) (int, bool) {
	if i >= len(b) || b[i]|0x20 != 'e' {
		return i, true
	}
	i++
	if i < len(b) && (b[i] == '+' || b[i] == '-') {
		i++
	}
	j := digitsEnd(b, i)
	return j, j > i
}

func digitsEnd(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
}
