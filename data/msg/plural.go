package msg

// OneSuffix marks the key of a counted phrase's "one" form. A counted phrase
// has two keys in every language's file: the English template with its
// {{.Count}} ("{{.Count}} spaces"), which holds the "other" form, and the
// same key with this suffix ("{{.Count}} spaces#one"), which holds the form
// for the counts a language calls one ("{{.Count}} space", French
// "{{.Count}} case" for 0 and 1).
//
// Hearth chooses the form itself rather than through Fyne's
// lang.LocalizePlural: that follows the plural rules of the system locale
// (Fyne offers no override, and Hearth's language is a setting), so French
// chosen on an English system would say "0 cases", and on a system whose
// language has only one form every count would take "other".
const OneSuffix = "#one"

// IsOne says whether count takes the "one" form in language code, by the
// CLDR rules for whole numbers: 0 and 1 in French, 1 alone in English and
// German.
func IsOne(code string, count int) bool {
	if code == "fr" {
		return count == 0 || count == 1
	}
	return count == 1
}

// PluralKey is the translation key of the form count takes in language code.
func PluralKey(code, key string, count int) string {
	if IsOne(code, count) {
		return key + OneSuffix
	}
	return key
}

// N makes a counted Text: args gain Count, and translating it picks the
// form by Count. Always pass a string literal as text, with {{.Count}} in it.
func N(text string, count int, args map[string]any) Text {
	all := make(map[string]any, len(args)+1)
	for k, v := range args {
		all[k] = v
	}
	all["Count"] = count
	return Text{Text: text, Args: all, Counted: true}
}

// Count is a counted Text's count, also after a JSON round trip (where it
// comes back a float64).
func (t Text) Count() (int, bool) {
	if !t.Counted {
		return 0, false
	}
	switch c := t.Args["Count"].(type) {
	case int:
		return c, true
	case float64:
		return int(c), true
	}
	return 0, false
}
