package ui

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
	"github.com/stretchr/testify/require"
)

// TestNoTextNeedsTheEmojiFont: the app is built without Fyne's bundled
// emoji font (APP_TAGS = no_emoji in the Makefile: 4 MB less in every
// package, and Fyne parsed it again for each text style before the first
// frame, issue 21). That changes nothing Hearth writes only if every
// character in its translations and in its Go sources is in the bundled
// text fonts, or in none of Fyne's bundled fonts (then the system's fonts
// draw it, with or without the emoji font). A player's name with an emoji
// is drawn from the system's fonts.
func TestNoTextNeedsTheEmojiFont(t *testing.T) {
	parse := func(r fyne.Resource) *font.Face {
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		require.NoError(t, err, r.Name())
		return f
	}
	text := []*font.Face{parse(theme.DefaultTextFont()), parse(theme.DefaultTextBoldFont()),
		parse(theme.DefaultTextItalicFont()), parse(theme.DefaultTextBoldItalicFont())}
	emoji := parse(emojiFont(t))
	runes := map[rune]string{}
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && p != ".." || d.Name() == "seeds") {
			return filepath.SkipDir
		}
		ext := filepath.Ext(p)
		if d.IsDir() || !(ext == ".go" || ext == ".json" && filepath.Base(filepath.Dir(p)) == "translations") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, r := range string(b) {
			if r > unicode.MaxASCII && runes[r] == "" {
				runes[r] = p
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.Contains(t, runes, '…', "the walk read the translations")
	for r, p := range runes {
		inText := true
		for _, f := range text {
			if _, ok := f.NominalGlyph(r); !ok {
				inText = false
			}
		}
		_, inEmoji := emoji.NominalGlyph(r)
		if !inText && inEmoji {
			t.Errorf("%q (U+%04X, in %s) is drawn from the emoji font, which the app is built without", r, r, p)
		}
	}
}

// TestTranslationsUseTheTextFonts: every character of the translations is
// in Hearth's bundled text fonts, so that a line is drawn from one font.
// "→" was not, and came from the system's fonts with a wide blank after it
// in a real window (seen by a QA pass on the journey); the words say it
// instead. The minus sign (U+2212) is the one exception: the system's font
// draws it without a gap in a real window ("Light (+ or –)"), and the
// numbers need it.
func TestTranslationsUseTheTextFonts(t *testing.T) {
	f, err := font.ParseTTF(bytes.NewReader(theme.DefaultTextFont().Content()))
	require.NoError(t, err)
	files, err := filepath.Glob("translations/*.json")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, p := range files {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		for _, r := range string(b) {
			if _, ok := f.NominalGlyph(r); !ok && r > unicode.MaxASCII && r != '–' {
				t.Errorf("%q (U+%04X) in %s is not in the text font", r, r, p)
			}
		}
	}
}

// TestShownLiteralsUseTheTextFonts: every character of the string literals
// of the UI's Go sources (not their comments, not tests) is in Hearth's
// bundled text fonts, as the translations' are: a text built in code (a
// handicap's sign, a die's face) is drawn from them too, and where a
// browser has no system font to fall back on a missing one is a box.
func TestShownLiteralsUseTheTextFonts(t *testing.T) {
	f, err := font.ParseTTF(bytes.NewReader(theme.DefaultTextFont().Content()))
	require.NoError(t, err)
	fset := token.NewFileSet()
	files := goFiles(t, ".")
	for _, p := range files {
		file, err := parser.ParseFile(fset, p, nil, 0)
		require.NoError(t, err)
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING && lit.Kind != token.CHAR {
				return true
			}
			for _, r := range lit.Value {
				if _, ok := f.NominalGlyph(r); !ok && r > unicode.MaxASCII {
					t.Errorf("%s: %q (U+%04X) is not in the text font", fset.Position(lit.Pos()), r, r)
				}
			}
			return true
		})
	}
}
