package quietlocale

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsC(t *testing.T) {
	for v, want := range map[string]bool{"C": true, "C.UTF-8": true, "C.utf8": true, "POSIX": true, "C@euro": true,
		"en_US.UTF-8": false, "fr_FR": false, "de": false, "": false, "Catalan": false} {
		assert.Equal(t, want, isC(v), v)
	}
}
