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

// speak picks the language from the --lang flag and the environment, and
// makes it the command's: its input errors are written in it too.
func (e *env) speak() (speaker, error) {
	code := strings.ToLower(strings.TrimSpace(e.lang))
	if code == "" {
		code = envLanguage(e.getenv)
	}
	if !knownLanguage(code) {
		return speaker{}, fmt.Errorf("--lang is en, fr or de; got %q", e.lang)
	}
	table, err := translations.Table(code)
	if err != nil {
		return speaker{}, err
	}
	sp := speaker{table: table, code: code}
	e.sp = &sp
	return sp, nil
}

// knownLanguage tells whether a --lang value names a language of Hearth's.
func knownLanguage(value string) bool {
	code := strings.ToLower(strings.TrimSpace(value))
	for _, l := range translations.Languages {
		if l == code {
			return true
		}
	}
	return false
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

// line is a player's input error as one line, "field: sentence", the
// sentence in the speaker's language.
func (sp speaker) line(m *msg.Error) string {
	text := sp.text(msg.Text{Text: m.Text, Args: m.Args})
	if m.Field == "" {
		return text
	}
	return m.Field + ": " + text
}
