package bonfire

import (
	"fmt"
	"math/rand/v2"
	"slices"

	ref "hearth/data/bonfire"
	"hearth/data/msg"
)

// Shape is one of the 7 portal shapes. The rules text does not name or draw
// them, so the app letters them A–G and the player gives each physical shape
// a letter in any order: every deal is as likely under any lettering.
type Shape int

// String is the shape's letter, A to G.
func (s Shape) String() string {
	if s < 0 || int(s) >= ref.PortalShapes {
		return "?"
	}
	return string(rune('A' + int(s)))
}

// MarshalText writes the letter.
func (s Shape) MarshalText() ([]byte, error) {
	if s < 0 || int(s) >= ref.PortalShapes {
		return nil, fmt.Errorf("invalid portal shape %d", int(s))
	}
	return []byte(s.String()), nil
}

// GreatBonfireSpaces is the number of spaces around the Great Bonfire.
const GreatBonfireSpaces = 7

// PortalDeal is the portals step's result.
type PortalDeal struct {
	// Removed are the shapes of the portals returned to the box (1–2 players:
	// one of each shape); empty with 3–4 players.
	Removed []Shape `json:"removed,omitempty"`
	// Spaces lists each space's portals by shape, in shape order. Space 1
	// (index 0) is the southern one, where the Great Bonfire points; the
	// others follow clockwise.
	Spaces [][]Shape `json:"spaces"`
	// Distinct tells that the shapes on a space all differ (solo rule).
	Distinct bool `json:"distinct,omitempty"`
}

// Kind implements step.Result.
func (PortalDeal) Kind() string { return "portals" }

// Count is the number of portals dealt.
func (d PortalDeal) Count() int {
	n := 0
	for _, s := range d.Spaces {
		n += len(s)
	}
	return n
}

// PerSpace is the number of portals on each space.
func (d PortalDeal) PerSpace() int {
	if len(d.Spaces) == 0 {
		return 0
	}
	return len(d.Spaces[0])
}

// Lines implements step.Result: one line per space.
func (d PortalDeal) Lines() []msg.Text {
	out := make([]msg.Text, 0, len(d.Spaces))
	for i, sp := range d.Spaces {
		args := map[string]any{"Space": i + 1}
		for j, k := range []string{"A", "B", "C", "D"} {
			if j < len(sp) {
				args[k] = sp[j].String()
			}
		}
		if len(sp) == 4 {
			out = append(out, msg.T("Space {{.Space}}: {{.A}} {{.B}} {{.C}} {{.D}}", args))
		} else {
			out = append(out, msg.T("Space {{.Space}}: {{.A}} {{.B}} {{.C}}", args))
		}
	}
	return out
}

// PortalsPerShape is how many portals of each shape are dealt for a player
// count: 1–2 players return one of each shape to the box (seed 000 "MISE EN
// PLACE" step 6; solo plays by the 2-player rules, "JEU SOLO").
func PortalsPerShape(players int) int {
	if players <= 2 {
		return ref.PortalsEach - 1
	}
	return ref.PortalsEach
}

// dealPortals deals the portals to the spaces around the Great Bonfire.
// Multi-player: a uniform shuffle dealt in runs. Solo: uniform among the deals
// where every space holds different shapes.
func dealPortals(players int, rng *rand.Rand) PortalDeal {
	each := PortalsPerShape(players)
	var d PortalDeal
	if each < ref.PortalsEach {
		for s := 0; s < ref.PortalShapes; s++ {
			d.Removed = append(d.Removed, Shape(s))
		}
	}
	perSpace := each * ref.PortalShapes / GreatBonfireSpaces
	if players == 1 {
		caps := make([]int, ref.PortalShapes)
		for i := range caps {
			caps[i] = each
		}
		rows, err := sampleMatrix(GreatBonfireSpaces, perSpace, caps, rng)
		if err == nil {
			d.Distinct = true
			for _, r := range rows {
				sp := make([]Shape, len(r))
				for i, c := range r {
					sp[i] = Shape(c)
				}
				d.Spaces = append(d.Spaces, sp)
			}
			return d
		}
		// Unreachable for Bonfire's numbers; deal without the constraint
		// rather than fail.
	}
	pile := make([]Shape, 0, each*ref.PortalShapes)
	for s := 0; s < ref.PortalShapes; s++ {
		for k := 0; k < each; k++ {
			pile = append(pile, Shape(s))
		}
	}
	rng.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
	for sp := 0; sp < GreatBonfireSpaces; sp++ {
		space := slices.Clone(pile[sp*perSpace : (sp+1)*perSpace])
		slices.Sort(space)
		d.Spaces = append(d.Spaces, space)
	}
	return d
}

// sampleMatrix draws, uniformly among all 0/1 matrices with `rows` rows of
// rowSum ones each and column sums caps, one such matrix, returned as each
// row's column indices in ascending order.
//
// It counts completions exactly: how many ways the remaining rows can be
// filled depends only on how many columns have each remaining capacity, so
// f(state) is memoised over capacity profiles. Each row picks how many columns
// to take from each capacity level with probability ways·f(next)/f(state),
// then which columns uniformly; the probability of a matrix telescopes to
// 1/f(start). Counts must fit in a uint64 (Bonfire's 7×7 has 68,938,800).
func sampleMatrix(rows, rowSum int, caps []int, rng *rand.Rand) ([][]int, error) {
	maxCap := 0
	total := 0
	for _, c := range caps {
		if c < 0 {
			return nil, fmt.Errorf("negative column capacity %d", c)
		}
		maxCap = max(maxCap, c)
		total += c
	}
	if rows < 0 || rowSum < 0 || total != rows*rowSum {
		return nil, fmt.Errorf("%d rows of %d cannot fill columns summing to %d", rows, rowSum, total)
	}
	m := &matrixCounter{rowSum: rowSum, memo: map[uint64]uint64{}}
	left := slices.Clone(caps)
	out := make([][]int, 0, rows)
	for r := 0; r < rows; r++ {
		prof := profile(left, maxCap)
		all := m.count(prof)
		if all == 0 {
			return nil, fmt.Errorf("no matrix with these sums")
		}
		pick := rng.Uint64N(all)
		var chosen []int
		m.each(prof, func(take []int, ways uint64, next []int) bool {
			w := ways * m.count(next)
			if pick >= w {
				pick -= w
				return true
			}
			chosen = take
			return false
		})
		// Which columns: for each capacity level, a uniform subset of the
		// columns at that level, by a partial Fisher–Yates shuffle.
		var row []int
		for level := maxCap; level >= 1; level-- {
			if chosen[level] == 0 {
				continue
			}
			var at []int
			for c, v := range left {
				if v == level {
					at = append(at, c)
				}
			}
			for i := 0; i < chosen[level]; i++ {
				j := i + rng.IntN(len(at)-i)
				at[i], at[j] = at[j], at[i]
				row = append(row, at[i])
			}
		}
		for _, c := range row {
			left[c]--
		}
		slices.Sort(row)
		out = append(out, row)
	}
	return out, nil
}

// profile counts the columns at each remaining capacity 0..maxCap.
func profile(left []int, maxCap int) []int {
	p := make([]int, maxCap+1)
	for _, v := range left {
		p[v]++
	}
	return p
}

// matrixCounter counts the completions of a partly filled matrix from its
// capacity profile.
type matrixCounter struct {
	rowSum int
	memo   map[uint64]uint64
}

// count is the number of ways to fill the remaining rows.
func (m *matrixCounter) count(prof []int) uint64 {
	left := 0
	for level, n := range prof {
		left += level * n
	}
	if left == 0 {
		return 1
	}
	key, ok := profileKey(prof)
	if v, found := m.memo[key]; ok && found {
		return v
	}
	var sum uint64
	m.each(prof, func(_ []int, ways uint64, next []int) bool {
		sum += ways * m.count(next)
		return true
	})
	if ok {
		m.memo[key] = sum
	}
	return sum
}

// profileKey packs a profile into a memo key, 8 bits per capacity level;
// false when it does not fit (the count is then not memoised).
func profileKey(prof []int) (uint64, bool) {
	if len(prof) > 8 {
		return 0, false
	}
	var k uint64
	for _, n := range prof {
		if n < 0 || n > 255 {
			return 0, false
		}
		k = k<<8 | uint64(n)
	}
	return k, true
}

// each calls fn for every way one row can take rowSum columns from the
// capacity levels: take[level] columns from each level, in how many ways, and
// the profile after; fn returns false to stop. The order is fixed.
func (m *matrixCounter) each(prof []int, fn func(take []int, ways uint64, next []int) bool) {
	take := make([]int, len(prof))
	var rec func(level, need int) bool
	rec = func(level, need int) bool {
		if level == 0 {
			if need > 0 {
				return true
			}
			ways := uint64(1)
			next := slices.Clone(prof)
			for l := 1; l < len(prof); l++ {
				ways *= binomial(prof[l], take[l])
				next[l] -= take[l]
				next[l-1] += take[l]
			}
			return fn(slices.Clone(take), ways, next)
		}
		for k := 0; k <= min(need, prof[level]); k++ {
			take[level] = k
			if !rec(level-1, need-k) {
				return false
			}
		}
		take[level] = 0
		return true
	}
	rec(len(prof)-1, m.rowSum)
}

func binomial(n, k int) uint64 {
	if k < 0 || k > n {
		return 0
	}
	r := uint64(1)
	for i := 1; i <= k; i++ {
		r = r * uint64(n-k+i) / uint64(i)
	}
	return r
}
