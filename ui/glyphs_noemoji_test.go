//go:build no_emoji

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// emojiFont: a build without the emoji font has nothing to check against.
func emojiFont(t *testing.T) fyne.Resource {
	t.Skip("built with no_emoji: Fyne's emoji font is not in this build")
	return nil
}
