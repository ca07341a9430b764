package setup

import (
	refb "hearth/data/bonfire"
	refi "hearth/data/insula"
	refl "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/data/msg/msgcheck"
	"hearth/setup/bonfire"
	"hearth/setup/step"
	"path/filepath"
	"strings"
	"testing"
	"text/template"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// translationFiles are this feature's translation files (SPEC §3: English
// source strings, French and German translations).
var translationFiles = []string{"en", "fr", "de"}

// sources are the files whose msg.T / msg.New / msg.Term literals the setup
// feature owns, relative to the module root.
var sources = []string{"setup", "data/lueur", "data/insula"}

// literalKeys are the literal keys the setup feature's sources pass to
// msg.T, msg.New and msg.Term.
func literalKeys(t *testing.T) map[string]string {
	var roots []string
	for _, dir := range sources {
		roots = append(roots, filepath.Join("..", dir))
	}
	found, err := msgcheck.Scan(roots...)
	require.NoError(t, err)
	assert.Empty(t, found.Problems)
	return found.Keys
}

// vocabulary is every name a String method returns that the setups use as
// a msg.Term, so that the UI can translate it.
func vocabulary() []string {
	out := append(refl.Names(), refi.Names()...)
	for _, v := range refb.Resources {
		out = append(out, v.String())
	}
	for _, v := range refb.Colours {
		out = append(out, v.String())
	}
	for _, g := range step.Games {
		out = append(out, g.String())
	}
	return out
}

// runtimeKeys generates setups for every option and collects the templates
// and terms they actually use, results and labels included.
func runtimeKeys(t *testing.T) (texts, terms map[string]bool) {
	texts, terms = map[string]bool{}, map[string]bool{}
	addText := func(x msg.Text) {
		texts[x.Text] = true
		for _, a := range x.Args {
			if term, ok := a.(msg.Term); ok {
				terms[string(term)] = true
			}
		}
	}
	for _, g := range step.Games {
		lo, hi := g.Players()
		for p := lo; p <= hi; p++ {
			for _, c := range variants(g, p) {
				for seed := range uint64(20) {
					c.Seed = seed
					s, err := Generate(c)
					require.NoError(t, err)
					addText(s.Title)
					for _, st := range s.Steps {
						terms[string(st.Section)] = true
						addText(st.Text)
						if st.Result == nil {
							continue
						}
						for _, l := range st.Result.Lines() {
							addText(l)
						}
						if plan, ok := st.Result.(bonfire.TaskPlan); ok {
							for _, r := range plan.Rows {
								addText(r.Label)
							}
						}
					}
				}
			}
		}
	}
	return texts, terms
}

func loadTranslations(t *testing.T, lang string) map[string]string {
	m, err := msgcheck.Load(filepath.Join("..", "ui", "translations"), "setup", lang)
	require.NoError(t, err)
	return m
}

// Every sentence and word the setups show has an English, a French and a
// German entry with the same template fields; the files hold nothing else.
func TestTranslationsCoverTheSetups(t *testing.T) {
	want := map[string]bool{}
	for k := range literalKeys(t) {
		want[k] = true
	}
	for _, v := range vocabulary() {
		want[v] = true
	}
	texts, terms := runtimeKeys(t)
	for k := range texts {
		assert.True(t, want[k], "template %q is made at run time but is not a literal", k)
	}
	for k := range terms {
		want[k] = true
	}
	for _, lang := range translationFiles {
		tr := loadTranslations(t, lang)
		for k := range want {
			v, ok := tr[k]
			if !assert.True(t, ok, "setup.%s.json lacks %q", lang, k) {
				continue
			}
			assert.NotEmpty(t, strings.TrimSpace(v), "%s: %q", lang, k)
			assert.Equal(t, msgcheck.Fields(k), msgcheck.Fields(v), "%s: fields of %q", lang, k)
			_, err := template.New("").Parse(v)
			assert.NoError(t, err, "%s: %q", lang, v)
			if lang == "en" {
				assert.Equal(t, k, v, "English maps a key to itself")
			}
		}
		for k := range tr {
			assert.True(t, want[k], "setup.%s.json has %q, which nothing uses", lang, k)
		}
	}
}

// TestPathPilesFollowTheLanguagesRules (SPEC §8): seed 000 (French) says 2
// piles of equal height ("2 pioches distinctes de même hauteur"), seeds 001
// and 002 (German, English) 2–3 piles; each language's sentence gives the
// rule of its own rulebook.
func TestPathPilesFollowTheLanguagesRules(t *testing.T) {
	key := "Shuffle the 28 path tiles into 2 or 3 face-down piles and reveal 4 of them into the display."
	want := map[string][]string{"en": {"2 or 3"}, "de": {"2–3"}, "fr": {"2 pioches", "même hauteur"}}
	for lang, parts := range want {
		m, err := msgcheck.Load(filepath.Join("..", "ui", "translations"), "setup", lang)
		require.NoError(t, err)
		for _, p := range parts {
			assert.Contains(t, m[key], p, lang)
		}
	}
	fr, err := msgcheck.Load(filepath.Join("..", "ui", "translations"), "setup", "fr")
	require.NoError(t, err)
	assert.NotContains(t, fr[key], "ou 3", "French rules know no third pile")
}
