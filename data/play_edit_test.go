package data

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

func TestEditPlayNotesAndLocation(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	p, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: ModeMulti, Location: "Lyon", Results: []Result{{Seat: 0, Name: "Ana", Score: 72, Winner: true}}})
	require.NoError(t, err)
	got, err := s.Play(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "Lyon", got.Location)

	require.NoError(t, s.EditPlay(ctx, p.ID, "  great game\\nclose finish ", " Café du Commerce "))
	got, err = s.Play(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "great game\\nclose finish", got.Notes)
	assert.Equal(t, "Café du Commerce", got.Location)
	assert.Equal(t, 72, got.Results[0].Score, "scores are untouched")

	for _, c := range []struct{ notes, location, field string }{
		{strings.Repeat("x", 2001), "", "notes"},
		{"", strings.Repeat("y", 81), "location"},
		{"", "two\nlines", "location"},
	} {
		err := s.EditPlay(ctx, p.ID, c.notes, c.location)
		m, ok := msg.As(err)
		require.True(t, ok, c.field)
		assert.Equal(t, c.field, m.Field)
	}
	assert.True(t, errors.Is(s.EditPlay(ctx, p.ID+100, "", ""), ErrNotFound))
}
