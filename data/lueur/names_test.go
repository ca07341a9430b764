package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNamesAreRealWords: every value the package enumerates has a name, so
// none reaches the UI as "?" or empty.
func TestNamesAreRealWords(t *testing.T) {
	names := Names()
	assert.NotEmpty(t, names)
	for _, n := range names {
		assert.NotContains(t, []string{"", "?"}, n)
	}
}
