package kit

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/data/msg"
)

// language is the code of the language lang.L answers in, for the plural
// rule of counted phrases.
var language = "en"

// UseLanguage tells kit which language lang.L now answers in (the shell calls
// it whenever it applies one), so counted phrases take that language's forms.
func UseLanguage(code string) { language = code }

// Language is the code of the language lang.L answers in now.
func Language() string { return language }

// Tr translates a Text from a logic package, translating its Terms first; a
// counted Text (msg.N) takes the form its Count asks for.
func Tr(t msg.Text) string {
	if n, ok := t.Count(); ok {
		return trKey(msg.PluralKey(language, t.Text, n), t.Text, t.Args)
	}
	return TrTemplate(t.Text, t.Args)
}

// N translates a counted phrase: text is the English template of the
// "other" form with {{.Count}} in it ("{{.Count}} spaces"), and the
// translation files hold its "one" form under text+msg.OneSuffix. Always pass
// a string literal as text.
func N(text string, count int, args map[string]any) string {
	all := make(map[string]any, len(args)+1)
	for k, v := range args {
		all[k] = v
	}
	all["Count"] = count
	return trKey(msg.PluralKey(language, text, count), text, all)
}

// TrErr translates an error: a *msg.Error through its template; a full
// disk, a database another program holds or one that cannot be written
// (data.Explain tells them, SQLite's "database or disk is full (13)" among
// them) in the sentence Settings gives them; anything else as data.Explain
// leaves it (without the names of Hearth's own temporary files).
func TrErr(err error) string {
	if err == nil {
		return ""
	}
	if m, ok := msg.As(err); ok {
		return TrTemplate(m.Text, m.Args)
	}
	x := data.Explain(err)
	switch {
	case errors.Is(x, data.ErrDiskFull):
		return lang.L("The disk is full: free some space and try again.")
	case errors.Is(x, data.ErrLocked):
		return lang.L("Another program holds the database: close it and try again.")
	case errors.Is(x, data.ErrReadOnly):
		return lang.L("The database or its folder cannot be written: check their permissions.")
	}
	return x.Error()
}

// TrTemplate translates an English template, its Term and Text arguments
// first.
func TrTemplate(text string, args map[string]any) string {
	if len(args) == 0 {
		return lang.L(text)
	}
	return trKey(text, text, args)
}

// trKey translates key with args, their Terms and Texts first; fallback is
// the English template when the key has no translation.
func trKey(key, fallback string, args map[string]any) string {
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
		case msg.Text:
			filled[k] = Tr(x)
		case []msg.Text:
			filled[k] = msg.JoinTexts(x, Tr)
		default:
			filled[k] = v
		}
	}
	return lang.LocalizeKey(key, fallback, filled)
}

// TrTerm translates one vocabulary word.
func TrTerm(s fmt.Stringer) string { return lang.L(s.String()) }
