package msg

import (
	"errors"
	"fmt"
	"testing"

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
