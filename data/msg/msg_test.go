package msg

import (
	"errors"
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRenderFillsTemplate(t *testing.T) {
	e := New("players[0].bonfires", "A city has at most {{.Max}} bonfires; you entered {{.Got}}.", map[string]any{"Max": 7, "Got": 8})
	assert.Equal(t, "A city has at most 7 bonfires; you entered 8.", e.Error())
	assert.Equal(t, "players[0].bonfires: A city has at most 7 bonfires; you entered 8.", e.Line())
}

func TestRenderKeepsBrokenTemplate(t *testing.T) {
	assert.Equal(t, "oops {{", Render("oops {{", nil))
	assert.Equal(t, "plain", Render("plain", nil))
}

func TestAsFindsWrappedError(t *testing.T) {
	wrapped := fmt.Errorf("saving: %w", New("", "Nothing to save.", nil))
	e, ok := As(wrapped)
	require.True(t, ok)
	assert.Equal(t, "Nothing to save.", e.Text)
	_, ok = As(errors.New("plain"))
	assert.False(t, ok)
}

func TestMergeReadsFilesInNameOrder(t *testing.T) {
	fsys := fstest.MapFS{
		"t/a.fr.json":   {Data: []byte(`{"One": "Un", "Two": "Deux?"}`)},
		"t/b.fr.json":   {Data: []byte(`{"Two": "Deux"}`)},
		"t/a.de.json":   {Data: []byte(`{"One": "Eins"}`)},
		"t/bad.xx.json": {Data: []byte(`{`)},
	}
	m, err := Merge(fsys, "t/*.fr.json")
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"One": "Un", "Two": "Deux"}, m, "the later file wins")
	_, err = Merge(fsys, "t/*.xx.json")
	assert.ErrorContains(t, err, "bad.xx.json")
	none, err := Merge(fsys, "t/*.it.json")
	require.NoError(t, err)
	assert.Empty(t, none)
}

func TestWithin(t *testing.T) {
	e, ok := As(Within("players[1]", New("track", "Too far.", nil)))
	require.True(t, ok)
	assert.Equal(t, "players[1].track", e.Field)
	e, _ = As(Within("players[0]", New("", "Bad.", nil)))
	assert.Equal(t, "players[0]", e.Field)
	plain := errors.New("disk full")
	assert.Equal(t, plain, Within("players[0]", plain))
}
