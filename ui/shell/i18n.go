package shell

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"hearth/data/msg"
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
	var err error
	if code == "en" && !registered && systemBase() == "en" {
		err = registerEnglishForms()
	} else {
		err = registerFiles(code)
	}
	if err != nil {
		return err
	}
	kit.UseLanguage(code)
	return nil
}

// registerFiles registers every translation file of language code, handed
// to Fyne as it is: each file is parsed once.
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
	registered = true
	return nil
}

// registerEnglishForms registers, for English on an English system, only
// the English texts that differ from their key: the "one" forms of counted
// phrases (msg.OneSuffix). Every other English text is its own key, which
// Fyne's lookup answers when it has no text: at start-up only the files
// with such forms are read.
func registerEnglishForms() error {
	paths, err := fs.Glob(translations.Files, "*.en.json")
	if err != nil {
		return err
	}
	forms := map[string]string{}
	for _, p := range paths {
		b, err := fs.ReadFile(translations.Files, p)
		if err != nil {
			return err
		}
		if !bytes.Contains(b, []byte(msg.OneSuffix+`"`)) {
			continue
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		for k, v := range m {
			if v != k {
				forms[k] = v
			}
		}
	}
	if len(forms) == 0 {
		return nil
	}
	b, err := json.Marshal(forms)
	if err != nil {
		return err
	}
	return lang.AddTranslationsForLocale(b, lang.SystemLocale())
}

// registered is whether a language's files have been registered under the
// system locale's tag (then English must be too, to replace them).
var registered bool

// systemBase is the system locale's language ("en" for en-US).
func systemBase() string {
	base, _, _ := strings.Cut(lang.SystemLocale().LanguageString(), "-")
	return base
}
