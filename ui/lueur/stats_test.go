package lueur

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	lref "hearth/data/lueur"
	"hearth/scoring"
)

func lueurResult(t *testing.T, name string, profile int64, side string, score int) data.Result {
	t.Helper()
	rec, err := json.Marshal(scoring.Record{Input: json.RawMessage(`{"side":"` + side + `"}`)})
	require.NoError(t, err)
	return data.Result{Name: name, ProfileID: profile, Score: score, Breakdown: rec}
}

func TestRecordsBySide(t *testing.T) {
	plays := []data.Play{
		{Results: []data.Result{lueurResult(t, "Ana", 1, "province", 72), lueurResult(t, "Ben", 0, "province", 80)}},
		{Results: []data.Result{lueurResult(t, "Ana", 1, "province", 60)}},
		{Results: []data.Result{lueurResult(t, "Ana", 1, "archipelago", 55)}},
		{Results: []data.Result{{Name: "Ana", ProfileID: 1, Score: 99, Breakdown: []byte("not json")}}},
	}
	ana := recordsBySide(plays, data.Player{ProfileID: 1, Name: "Ana"}, nil)
	assert.Equal(t, sideRecord{Games: 2, Best: 72, Total: 132}, ana[lref.Province])
	assert.Equal(t, sideRecord{Games: 1, Best: 55, Total: 55}, ana[lref.Archipelago])
	ben := recordsBySide(plays, data.Player{Name: "Ben"}, nil)
	assert.Equal(t, map[lref.Side]sideRecord{lref.Province: {Games: 1, Best: 80, Total: 80}}, ben)
}
