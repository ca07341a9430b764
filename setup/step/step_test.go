package step

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

type fake struct{ N int }

func (fake) Kind() string                   { return "fake" }
func (fake) Lines() []msg.Text              { return nil }
func (f fake) MarshalJSON() ([]byte, error) { return json.Marshal(map[string]int{"n": f.N}) }

func TestListAndSections(t *testing.T) {
	var l List
	l.Section(msg.Term("A"))
	l.Add("one", msg.T("One.", nil))
	l.Data("two", msg.T("Two.", nil), fake{2})
	l.Section(msg.Term("B"))
	l.Random("three", msg.T("Three.", nil), fake{3})
	s := Setup{Game: Lueur, Players: 2, Steps: l.Steps()}

	secs := s.Sections()
	require.Len(t, secs, 2)
	assert.Equal(t, msg.Term("A"), secs[0].Title)
	assert.Len(t, secs[0].Steps, 2)
	assert.Equal(t, "three", secs[1].Steps[0].ID)

	st, ok := s.Step("three")
	require.True(t, ok)
	assert.True(t, st.Random)
	_, ok = s.Step("four")
	assert.False(t, ok)

	b, err := json.Marshal(s)
	require.NoError(t, err)
	assert.JSONEq(t, `{"game":"lueur","players":2,"title":{"text":""},"steps":[
		{"id":"one","section":"A","text":{"text":"One."}},
		{"id":"two","section":"A","text":{"text":"Two."},"kind":"fake","result":{"n":2}},
		{"id":"three","section":"B","text":{"text":"Three."},"random":true,"kind":"fake","result":{"n":3}}]}`, string(b))
}
