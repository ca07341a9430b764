package shell

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"hearth/ui/kit"
	"hearth/ui/translations"

	"fyne.io/fyne/v2/lang"
)

// Languages are the ones Hearth is translated into, in settings order.
var Languages = translations.Languages

// languageNames are shown in the settings picker, each in its own language.
var languageNames = map[string]string{"en": "English", "fr": "Français", "de": "Deutsch"}

// systemLanguage is the system's language if Hearth has it, else English.
func systemLanguage() string {
	code := lang.SystemLocale().LanguageString()
	base, _, _ := strings.Cut(code, "-")
	for _, l := range Languages {
		if l == base {
			return l
		}
	}
	return "en"
}

// ApplyLanguage makes code ("" for the system's) the language lang.L answers
// in; tests use it to pin their language.
//
// Fyne picks its localizer from the system locale and offers no override, so
// the chosen language's strings are registered under the system locale's tag:
// the lookup for that tag then finds them, on every platform.
func ApplyLanguage(code string) error { return applyLanguage(code) }

func applyLanguage(code string) error {
	if code == "" {
		code = systemLanguage()
	}
	// English too: every English text is its own key, but Fyne logs each
	// key it has no text for.
	if err := registerFiles(code); err != nil {
		return err
	}
	kit.UseLanguage(code)
	return nil
}

// registerFiles registers every translation file of language code, handed
// to Fyne as it is: each file is parsed once (merging them into one table
// first parsed every text twice).
func registerFiles(code string) error {
	paths, err := fs.Glob(translations.Files, "*."+code+".json")
	if err != nil {
		return err
	}
	slices.Sort(paths) // a later area's text wins, as translations.Table merges
	for _, p := range paths {
		b, err := fs.ReadFile(translations.Files, p)
		if err != nil {
			return err
		}
		if err := lang.AddTranslationsForLocale(b, lang.SystemLocale()); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
	}
	return nil
}
