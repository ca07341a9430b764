//go:build mobile

package shell_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

// make test-mobile runs the UI tests with -tags mobile: Fyne's test driver
// is then a mobile device, so widgets take their phone paths (no hover,
// touch focus). This fails if the tag stops reaching the test driver.
func TestRunsOnAMobileDevice(t *testing.T) {
	test.NewTempApp(t)
	assert.True(t, fyne.CurrentDevice().IsMobile())
}
