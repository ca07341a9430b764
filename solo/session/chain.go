package session

import "hearth/data"

// ChainEvent mixes event e into a session's choice chain h (64-bit FNV-1a
// over its type and payload), from which an engine keys its virtual throws:
// replaying the same log throws the same faces, while another choice after an
// undo gets an independent throw, so undo cannot be used to peek at a die.
// JSON whitespace is skipped, so a log whose payloads were re-indented (an
// export, an import) keys the same throws. The chain starts at 0.
func ChainEvent(h uint64, e data.Event) uint64 {
	const prime = 1099511628211
	if h == 0 {
		h = 14695981039346656037
	}
	for i := 0; i < len(e.Type); i++ {
		h = (h ^ uint64(e.Type[i])) * prime
	}
	h = (h ^ 0xff) * prime // between type and payload
	for _, c := range e.Payload {
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		}
		h = (h ^ uint64(c)) * prime
	}
	return h
}
