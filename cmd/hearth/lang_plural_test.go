package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"hearth/data/msg"
)

func TestSpeakerPicksTheCountedForm(t *testing.T) {
	const key = "{{.Count}} spaces"
	sp := speaker{code: "fr", table: map[string]string{key: "{{.Count}} cases", key + msg.OneSuffix: "{{.Count}} case"}}
	assert.Equal(t, "0 case", sp.text(msg.N(key, 0, nil)))
	assert.Equal(t, "2 cases", sp.text(msg.N(key, 2, nil)))
	en := speaker{code: "en", table: map[string]string{}}
	assert.Equal(t, "0 spaces", en.text(msg.N(key, 0, nil)), "a missing translation falls back to the English key")
}
