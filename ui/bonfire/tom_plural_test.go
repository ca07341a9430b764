package bonfire

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// TestTomCountedPhrasesTakeTheirForm (issue 19, "no '1 spaces'"): Tom's log
// and the pass question say "1 specialist", "1 point", and French uses its
// "one" form for 0 as well.
func TestTomCountedPhrasesTakeTheirForm(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	s, err := tom.New(1, tom.DefaultOptions())
	require.NoError(t, err)
	cases := []struct {
		lang string
		a    tom.Action
		want string
	}{
		{"en", tom.Specialists{Count: 1}, "Round 0 — Tom took 1 specialist"},
		{"en", tom.Specialists{Count: 2}, "Round 0 — Tom took 2 specialists"},
		{"fr", tom.Specialists{Count: 0}, "Manche 0 — Tom a pris 0 spécialiste"},
		{"fr", tom.Specialists{Count: 2}, "Manche 0 — Tom a pris 2 spécialistes"},
		{"de", tom.Paths{Crystals: []ref.Colour{ref.Blue}}, "Runde 0 — Tom hat 1 Wegeplättchen genommen: blau"},
	}
	for _, c := range cases {
		require.NoError(t, shell.ApplyLanguage(c.lang))
		assert.Equal(t, c.want, kit.Tr(tom.Describe(s, c.a)), c.lang)
	}
	require.NoError(t, shell.ApplyLanguage("en"))
	assert.Equal(t, "Pass for 1 point?", kit.N("Pass for {{.Count}} points?", 1, nil))
	assert.Equal(t, "Pass for 3 points?", kit.N("Pass for {{.Count}} points?", 3, nil))
}
