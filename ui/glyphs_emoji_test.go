//go:build !no_emoji

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// emojiFont is Fyne's bundled emoji font (in a build without no_emoji).
func emojiFont(*testing.T) fyne.Resource { return theme.DefaultEmojiFont() }
