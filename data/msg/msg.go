// Package msg holds the player-readable errors that logic packages return.
//
// Logic packages may not import Fyne, yet every sentence a player reads must be
// translatable. An Error therefore carries its English text as a text/template
// (which is also its translation key, as Fyne's lang.L expects) plus the values
// to fill in. The UI translates it with lang.L(e.Text, e.Args); the CLI prints
// Error(), the English rendering.
package msg

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"text/template"
)

// Error is a validation or rules error worded for a player.
type Error struct {
	// Field names the input the message is about, as a path such as
	// "players[0].bonfires"; empty when the message is not about one field.
	Field string
	// Text is the English sentence, a text/template over Args.
	Text string
	// Args fills the template.
	Args map[string]any
}

// New returns an Error about field with the English template text.
func New(field, text string, args map[string]any) *Error {
	return &Error{Field: field, Text: text, Args: args}
}

// Error renders the English sentence.
func (e *Error) Error() string { return Render(e.Text, e.Args) }

// Line is the one-line form the CLI prints: "field: sentence".
func (e *Error) Line() string {
	if e.Field == "" {
		return e.Error()
	}
	return e.Field + ": " + e.Error()
}

// JoinTexts writes a list of texts (a []Text argument: "+2 light, −1 small
// steps") with each text rendered by render, separated by commas.
func JoinTexts(list []Text, render func(Text) string) string {
	parts := make([]string, len(list))
	for i, t := range list {
		parts[i] = render(t)
	}
	return strings.Join(parts, ", ")
}

// Render fills an English template; a []Text argument is written as its
// texts separated by commas; a template that fails to parse is returned as is.
func Render(text string, args map[string]any) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	t, err := template.New("").Option("missingkey=zero").Parse(text)
	if err != nil {
		return text
	}
	filled, cloned := args, false
	for k, v := range args {
		if list, ok := v.([]Text); ok {
			if !cloned {
				filled, cloned = maps.Clone(args), true
			}
			filled[k] = JoinTexts(list, Text.String)
		}
	}
	var b strings.Builder
	if err := t.Execute(&b, filled); err != nil {
		return text
	}
	return b.String()
}

// As returns the *Error inside err, if there is one.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// Term is a vocabulary word placed in Args (a resource, a card, a colour). The
// UI translates a Term before filling the template; a plain string, such as a
// player's name, is inserted as it is.
type Term string

// Text is a sentence for the player that is not an error: a setup step, an
// instruction from Tom. Like Error, its Text is an English template and the
// translation key.
type Text struct {
	Text string         `json:"text"`
	Args map[string]any `json:"args,omitempty"`
	// Counted marks a phrase made by N, whose form follows Args["Count"].
	Counted bool `json:"counted,omitempty"`
}

// T makes a Text. Always pass a string literal as text: the translation test
// finds the keys by reading the source.
func T(text string, args map[string]any) Text { return Text{Text: text, Args: args} }

// String renders the English sentence.
func (t Text) String() string { return Render(t.Text, t.Args) }

// Merge reads the translation files of fsys matching pattern (flat JSON
// objects, key → text) in name order and merges them into one table; a later
// file wins on a key two files share.
func Merge(fsys fs.FS, pattern string) (map[string]string, error) {
	paths, err := fs.Glob(fsys, pattern)
	if err != nil {
		return nil, err
	}
	slices.Sort(paths)
	out := map[string]string{}
	for _, p := range paths {
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return nil, err
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		for k, v := range m {
			out[k] = v
		}
	}
	return out, nil
}

// Within puts an error about a field of one item inside a list: Within("players[1]",
// an error about "track") is about "players[1].track". Other errors pass unchanged.
func Within(prefix string, err error) error {
	m, ok := As(err)
	if !ok {
		return err
	}
	c := *m
	c.Field = prefix
	if m.Field != "" {
		c.Field += "." + m.Field
	}
	return &c
}
