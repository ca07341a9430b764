package shell

import (
	"bytes"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"hearth/data/msg"
	"hearth/ui/kit"
	"hearth/ui/translations"

	"fyne.io/fyne/v2"
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

// systemTagUsed is set once a language was registered under the system
// locale's tag: from then on English must be registered there in full, or
// the language registered before would keep answering.
var systemTagUsed bool

// registerFiles registers language code's translation files under the
// system locale's tag, as one table: the files are flat JSON objects, joined
// as text and parsed once (parsed one by one, Fyne chose its localizer again
// after each of the 23 files). On an English system that has registered no
// language yet, English needs only its counted phrases' one forms: see
// registerEnglishForms.
func registerFiles(code string) error {
	paths, err := fs.Glob(translations.Files, "*."+code+".json")
	if err != nil {
		return err
	}
	slices.Sort(paths) // a later area's text wins, as translations.Table merges
	if code == "en" && !systemTagUsed && systemBase() == "en" {
		englishPending = paths
		return registerEnglishForms(paths)
	}
	englishPending = nil
	systemTagUsed = true
	doc, err := joinObjects(paths)
	if err == nil && lang.AddTranslationsForLocale(doc, lang.SystemLocale()) == nil {
		return nil
	}
	// Say which file does not read, registering the others as before.
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

// systemBase is the system locale's language without its region ("en").
func systemBase() string {
	base, _, _ := strings.Cut(lang.SystemLocale().LanguageString(), "-")
	return base
}

// joinObjects joins the files' JSON objects into one: their members in file
// order, so that a key given twice takes the later file's text, as when the
// files were registered one after the other.
func joinObjects(paths []string) ([]byte, error) {
	out := []byte{'{'}
	for _, p := range paths {
		b, err := fs.ReadFile(translations.Files, p)
		if err != nil {
			return nil, err
		}
		body := bytes.TrimSpace(b)
		if len(body) < 2 || body[0] != '{' || body[len(body)-1] != '}' {
			return nil, fmt.Errorf("%s: not a JSON object", p)
		}
		body = bytes.TrimSpace(body[1 : len(body)-1])
		if len(body) == 0 {
			continue
		}
		if len(out) > 1 {
			out = append(out, ',')
		}
		out = append(out, body...)
	}
	return append(out, '}'), nil
}

// registerEnglishForms registers the only English texts that differ from
// their keys, the counted phrases' one forms (key#one, one to a line in the
// files), under Fyne's own "en": on an English system Fyne's localizer
// answers in "en", where a key with no text is its own text, silently.
// Parsing the 1,500 English texts that equal their keys was a tenth of
// start-up; TestEnglishTextsAreTheirKeysButOneForms keeps this exact.
func registerEnglishForms(paths []string) error {
	doc, err := englishForms(paths)
	if err != nil {
		return err
	}
	if err := lang.AddTranslationsForLocale(doc, fyne.Locale("en")); err != nil {
		return fmt.Errorf("the English one forms: %w", err)
	}
	return nil
}

// englishPending are the English files whose templated texts are left to
// registerEnglishTemplates, nil when there are none.
var englishPending []string

// registerEnglishTemplates registers the English texts with {{…}} in them,
// left out at start-up (registerEnglishForms): go-i18n parses the template
// of a text it has not registered on every lookup, so lang.L("{{.Name}}
// against Tom", …) took 6 µs in English against 1.2 µs in French, a tenth
// of resuming Tom's game. Registering them takes 3–4 ms, after the first
// frame (Host.Started). Nothing when English is registered in full.
func registerEnglishTemplates() error {
	paths := englishPending
	englishPending = nil
	if len(paths) == 0 {
		return nil
	}
	doc, err := linesWith(paths, []byte("{{"))
	if err != nil {
		return err
	}
	if err := lang.AddTranslationsForLocale(doc, fyne.Locale("en")); err != nil {
		return fmt.Errorf("the English templates: %w", err)
	}
	return nil
}

// englishForms is a JSON object of the files' one forms, read line by line.
func englishForms(paths []string) ([]byte, error) {
	return linesWith(paths, []byte(msg.OneSuffix+`":`))
}

// linesWith is a JSON object of the files' members whose line holds mark
// (the files hold one member to a line).
func linesWith(paths []string, mark []byte) ([]byte, error) {
	doc := []byte{'{'}
	for _, p := range paths {
		b, err := fs.ReadFile(translations.Files, p)
		if err != nil {
			return nil, err
		}
		for len(b) > 0 {
			line, rest, _ := bytes.Cut(b, []byte{'\n'})
			b = rest
			if !bytes.Contains(line, mark) {
				continue
			}
			if len(doc) > 1 {
				doc = append(doc, ',')
			}
			doc = append(doc, bytes.TrimSuffix(bytes.TrimSpace(line), []byte{','})...)
		}
	}
	return append(doc, '}'), nil
}
