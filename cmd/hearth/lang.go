package main

import (
	"fmt"
	"strings"

	"hearth/data/msg"
	"hearth/ui/translations"
)

// speaker renders the command line's sentences in one language: the
// language of --lang, else of LC_ALL, LC_MESSAGES or LANG like the app, else
// English. JSON output is never translated.
type speaker struct {
	table map[string]string
	code  string
}

// speakerFor picks the language from the --lang value (may be empty) and
// the environment.
func (e *env) speakerFor(flag string) (speaker, error) {
	code := strings.ToLower(strings.TrimSpace(flag))
	if code == "" {
		code = envLanguage(e.getenv)
	}
	known := false
	for _, l := range translations.Languages {
		known = known || l == code
	}
	if !known {
		return speaker{}, fmt.Errorf("--lang is en, fr or de; got %q", flag)
	}
	table, err := translations.Table(code)
	if err != nil {
		return speaker{}, err
	}
	return speaker{table: table, code: code}, nil
}

// envLanguage is the language of the locale variables: fr or de when they
// name one, else en (C, POSIX and unset included).
func envLanguage(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		val := strings.ToLower(getenv(v))
		if val == "" {
			continue
		}
		for _, l := range translations.Languages {
			if strings.HasPrefix(val, l) {
				return l
			}
		}
		return "en"
	}
	return "en"
}

// text renders a sentence, translating its vocabulary words first.
func (sp speaker) text(t msg.Text) string {
	args := make(map[string]any, len(t.Args))
	for k, v := range t.Args {
		switch x := v.(type) {
		case msg.Term:
			args[k] = sp.word(string(x))
		case []msg.Term:
			words := make([]string, len(x))
			for i, w := range x {
				words[i] = sp.word(string(w))
			}
			args[k] = strings.Join(words, ", ")
		default:
			args[k] = v
		}
	}
	key := t.Text
	if n, ok := t.Count(); ok {
		key = msg.PluralKey(sp.code, key, n)
	}
	if v, ok := sp.table[key]; ok && v != "" {
		return msg.Render(v, args)
	}
	return msg.Render(t.Text, args)
}

// word translates one key, the English key itself when it has none.
func (sp speaker) word(key string) string {
	if v, ok := sp.table[key]; ok && v != "" {
		return v
	}
	return key
}

// langFlag takes --lang VALUE or --lang=VALUE out of args.
func langFlag(args []string) (rest []string, value string, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--lang" || a == "-lang":
			if i+1 >= len(args) {
				return nil, "", fmt.Errorf("--lang needs en, fr or de")
			}
			value = args[i+1]
			i++
		case strings.HasPrefix(a, "--lang="):
			value = strings.TrimPrefix(a, "--lang=")
			if value == "" {
				return nil, "", fmt.Errorf("--lang needs en, fr or de")
			}
		default:
			rest = append(rest, a)
		}
	}
	return rest, value, nil
}
