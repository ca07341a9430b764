package backup

import (
	"os"
	"testing"

	"hearth/internal/crashtest"
)

// TestMain lets the test binary double as the backing-up process of the
// kill test.
func TestMain(m *testing.M) {
	crashtest.Child(backupChildEnv, backupChild)
	crashtest.Child(autoChildEnv, autoChild)
	crashtest.Child(raceChildEnv, raceChild)
	os.Exit(m.Run())
}
