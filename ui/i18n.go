package ui

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"hearth/data/msg"
	"hearth/ui/translations"
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

// applyLanguage makes code ("" for the system's) the language lang.L answers in.
//
// Fyne picks its localizer from the system locale and offers no override, so
// the chosen language's strings are registered under the system locale's tag:
// the lookup for that tag then finds them, on every platform.
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
	return lang.AddTranslationsForLocale(b, lang.SystemLocale())
}

// tr translates a Text from a logic package, translating its Terms first.
func tr(t msg.Text) string { return trTemplate(t.Text, t.Args) }

// trErr translates an error: a *msg.Error through its template, anything
// else as it is (store and system errors are not player sentences).
func trErr(err error) string {
	if err == nil {
		return ""
	}
	if m, ok := msg.As(err); ok {
		return trTemplate(m.Text, m.Args)
	}
	return err.Error()
}

func trTemplate(text string, args map[string]any) string {
	if len(args) == 0 {
		return lang.L(text)
	}
	filled := make(map[string]any, len(args))
	for k, v := range args {
		switch x := v.(type) {
		case msg.Term:
			filled[k] = lang.L(string(x))
		case []msg.Term:
			parts := make([]string, len(x))
			for i, t := range x {
				parts[i] = lang.L(string(t))
			}
			filled[k] = strings.Join(parts, ", ")
		default:
			filled[k] = v
		}
	}
	return lang.L(text, filled)
}

// trTerm translates one vocabulary word.
func trTerm(s fmt.Stringer) string { return lang.L(s.String()) }
