package shell

import "hearth/data"

// nightChunk is how many plays restOfNight reads at a time.
const nightChunk = 8

// restOfNight reads on from offset read, past last (the last play read), the
// plays of last's game night that the page left out, so that a page never
// ends inside a night: a night's header counts and names the plays read,
// and a night cut by the page said "20 plays" of a night of 40 until the
// list scrolled on. more is whether plays remain after them. It reads
// nightChunk plays at a time: most nights are a few plays, and a whole page
// more of plays with their results was a tenth of opening History.
func (l *historyList) restOfNight(read int, last data.Play) (rest []data.Play, more bool, err error) {
	f := l.filter
	for {
		f.Limit, f.Offset = nightChunk, read+len(rest)
		page, err := l.h.store.Plays(l.h.ctx, f)
		if err != nil {
			return nil, false, err
		}
		for i, p := range page {
			if !data.SameNight(last, p) {
				return append(rest, page[:i]...), true, nil
			}
			last = p
		}
		rest = append(rest, page...)
		if len(page) < f.Limit {
			return rest, false, nil
		}
	}
}

// withRestOfNight is page, read from offset from, with the rest of the
// night its last play is in (restOfNight), and whether plays remain.
func (l *historyList) withRestOfNight(page []data.Play, from int) ([]data.Play, bool, error) {
	rest, more, err := l.restOfNight(from+len(page), page[len(page)-1])
	if err != nil {
		return nil, false, err
	}
	return append(page, rest...), more, nil
}
