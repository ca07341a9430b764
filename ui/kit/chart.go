package kit

// maxDots is how many plays a chart still dots one by one.
const maxDots = 60

// chartLabelWidth is the width of a chart's value labels, left of it.
const chartLabelWidth = 34

// uniqueInts drops repeated values, keeping the first of each.
func uniqueInts(vs ...int) []int {
	var out []int
	seen := map[int]bool{}
	for _, v := range vs {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}
