package kit

import (
	"fmt"
	"hearth/data/msg"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// Tr translates a Text from a logic package, translating its Terms first.
func Tr(t msg.Text) string { return TrTemplate(t.Text, t.Args) }

// TrErr translates an error: a *msg.Error through its template, anything
// else as it is (store and system errors are not player sentences).
func TrErr(err error) string {
	if err == nil {
		return ""
	}
	if m, ok := msg.As(err); ok {
		return TrTemplate(m.Text, m.Args)
	}
	return err.Error()
}

// TrTemplate translates an English template, its Term and Text arguments
// first.
func TrTemplate(text string, args map[string]any) string {
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
		case []msg.Text:
			filled[k] = msg.JoinTexts(x, Tr)
		default:
			filled[k] = v
		}
	}
	return lang.L(text, filled)
}

// TrTerm translates one vocabulary word.
func TrTerm(s fmt.Stringer) string { return lang.L(s.String()) }
