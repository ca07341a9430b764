package shell

import (
	"encoding/json"
	"hearth/ui/kit"
	"hearth/ui/translations"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// Languages are the ones Hearth is translated into, in settings order.
var Languages = translations.Languages

// languageNames are shown in the settings picker, each in its own language.
var languageNames = map[string]string{"en": "English", "fr": "Français", "de": "Deutsch"}

// translations merges the files of one language into one key → text map.
func translationTable(code string) (map[string]string, error) { return translations.Table(code) }

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
	m, err := translationTable(code)
	if err != nil {
		return err
	}
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := lang.AddTranslationsForLocale(b, lang.SystemLocale()); err != nil {
		return err
	}
	kit.UseLanguage(code)
	return nil
}
