package exchange

import (
	"os"
	"testing"

	"hearth/internal/crashtest"
)

// TestMain lets the test binary double as the saving process of the
// concurrent export test.
func TestMain(m *testing.M) {
	crashtest.Child(saverChildEnv, saverChild)
	os.Exit(m.Run())
}
