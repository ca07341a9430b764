package shell_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/exchange"
	"hearth/data/game"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// pickers stand in for the system's file chooser: the next save goes to
// saveTo, the next open reads openFrom; "" is the player cancelling.
type pickers struct {
	saveTo, openFrom string
	asked            []string // suggested names and filters, in order
}

func (p *pickers) install(t *testing.T, h *shell.Host) {
	h.SetFilePickers(func(name string, done func(fyne.URIWriteCloser, error)) {
		p.asked = append(p.asked, name)
		if p.saveTo == "" {
			done(nil, nil)
			return
		}
		w, err := storage.Writer(storage.NewFileURI(p.saveTo))
		require.NoError(t, err)
		done(w, nil)
	}, func(exts []string, done func(fyne.URIReadCloser, error)) {
		p.asked = append(p.asked, strings.Join(exts, ","))
		if p.openFrom == "" {
			done(nil, nil)
			return
		}
		r, err := storage.Reader(storage.NewFileURI(p.openFrom))
		require.NoError(t, err)
		done(r, nil)
	})
}

// dataHost is a host on a database holding Ana's one saved play, with
// Settings open and the file pickers replaced.
func dataHost(t *testing.T, path, language string) (*shell.Host, *pickers) {
	t.Helper()
	h, store := uitest.NewHost(t, path, language, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	// A restore replaces the store: close whichever is open at the end.
	t.Cleanup(func() { _ = h.Store().Close() })
	h.SetClock(func() time.Time { return time.Date(2026, 11, 23, 20, 0, 0, 0, time.UTC) })
	if n, _ := store.CountPlays(t.Context(), ""); n == 0 {
		ana, err := store.CreateProfile(t.Context(), "Ana")
		require.NoError(t, err)
		_, err = store.SavePlay(t.Context(), data.Play{Game: game.Lueur, PlayedAt: time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC), Results: []data.Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 72, Winner: true}, {Seat: 1, Name: "Ben", Score: 60},
		}})
		require.NoError(t, err)
	}
	p := &pickers{}
	p.install(t, h)
	uitest.Tap(t, h, lang.L("Settings"))
	return h, p
}

func playCount(t *testing.T, h *shell.Host) int {
	n, err := h.Store().CountPlays(t.Context(), "")
	require.NoError(t, err)
	return n
}

// TestExportEachFormat writes the three exports from Settings → Your data
// (issue 11: "Export (choose format)") and reads each back.
func TestExportEachFormat(t *testing.T) {
	dir := t.TempDir()
	h, p := dataHost(t, filepath.Join(dir, "h.db"), "en")

	p.saveTo = filepath.Join(dir, "out.json")
	uitest.Tap(t, h, "Export…")
	assert.Equal(t, "hearth-2026-11-23.json", p.asked[0], "JSON is the default format, with a dated name")
	assert.Contains(t, uitest.OverlayTexts(h), "out.json")
	uitest.CloseOverlays(h)
	var doc struct {
		Format string            `json:"format"`
		Plays  []json.RawMessage `json:"plays"`
	}
	b, err := os.ReadFile(p.saveTo)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &doc))
	assert.Equal(t, "hearth-export", doc.Format)
	assert.Len(t, doc.Plays, 1)

	p.saveTo = filepath.Join(dir, "out.csv")
	uitest.Tap(t, h, "CSV")
	uitest.Tap(t, h, "Export…")
	assert.Equal(t, "hearth-2026-11-23.csv", p.asked[1])
	uitest.CloseOverlays(h)
	f, err := os.Open(p.saveTo)
	require.NoError(t, err)
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	require.NoError(t, err)
	assert.Len(t, rows, 3, "a header and one row per player")
	assert.Contains(t, strings.Join(rows[1], ","), "Ana")

	p.saveTo = filepath.Join(dir, "out.bgsplay")
	uitest.Tap(t, h, "BG Stats")
	uitest.Tap(t, h, "Export…")
	assert.Equal(t, "hearth-2026-11-23.bgsplay", p.asked[2])
	uitest.CloseOverlays(h)
	var bgs struct {
		Plays []struct {
			PlayerScores []struct{ Score string } `json:"playerScores"`
		} `json:"plays"`
	}
	b, err = os.ReadFile(p.saveTo)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &bgs))
	require.Len(t, bgs.Plays, 1)
	assert.Len(t, bgs.Plays[0].PlayerScores, 2)

	// Cancelling the chooser writes nothing and says nothing.
	p.saveTo = ""
	uitest.Tap(t, h, "Export…")
	assert.Nil(t, h.Window().Canvas().Overlays().Top())
}

// TestImportMergesOnceAndRefusesBadFiles: an export imported into an empty
// database brings its plays; the same file again adds nothing; a cut-off
// file is refused with a sentence and the database is untouched (issue 11).
func TestImportMergesOnceAndRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	src, p := dataHost(t, filepath.Join(dir, "a.db"), "en")
	p.saveTo = filepath.Join(dir, "all.json")
	uitest.Tap(t, src, "Export…")

	h, store := uitest.NewHost(t, filepath.Join(dir, "b.db"), "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	q := &pickers{openFrom: p.saveTo}
	q.install(t, h)
	uitest.Tap(t, h, "Settings")
	uitest.Tap(t, h, "Import a Hearth export…")
	assert.Equal(t, ".json", q.asked[0], "the chooser shows JSON files")
	texts := uitest.OverlayTexts(h)
	assert.Contains(t, texts, "all.json")
	assert.Contains(t, texts, "Profiles: 1\nPlays: 1\nSolo games: 0")
	assert.Equal(t, 0, playCount(t, h), "nothing is imported before the player agrees")
	uitest.TapInDialog(t, h, "Yes")
	assert.Contains(t, uitest.OverlayTexts(h), "Already here: 0")
	assert.Equal(t, 1, playCount(t, h))
	uitest.CloseOverlays(h)

	uitest.Tap(t, h, "Import a Hearth export…")
	uitest.TapInDialog(t, h, "Yes")
	assert.Contains(t, uitest.OverlayTexts(h), "Profiles: 0\nPlays: 0\nSolo games: 0")
	assert.Contains(t, uitest.OverlayTexts(h), "Already here: 2", "Ana and the play")
	assert.Contains(t, uitest.OverlayTexts(h), "Settings and drafts: 0")
	assert.Equal(t, 1, playCount(t, h))
	uitest.CloseOverlays(h)

	whole, err := os.ReadFile(p.saveTo)
	require.NoError(t, err)
	q.openFrom = filepath.Join(dir, "cut.json")
	require.NoError(t, os.WriteFile(q.openFrom, whole[:len(whole)/2], 0o600))
	before := exportOf(t, store)
	uitest.Tap(t, h, "Import a Hearth export…")
	texts = uitest.OverlayTexts(h)
	assert.Contains(t, texts, "This file cannot be imported.")
	assert.Contains(t, texts, "The file is cut off")
	assert.NotContains(t, texts, "Yes", "a refused file is not offered for import")
	assert.Equal(t, before, exportOf(t, store))
	uitest.CloseOverlays(h)

	require.NoError(t, os.WriteFile(q.openFrom, bytes.Replace(whole, []byte(`"game":"lueur"`), []byte(`"game":"chess"`), 1), 0o600))
	uitest.Tap(t, h, "Import a Hearth export…")
	assert.Contains(t, uitest.OverlayTexts(h), "Unknown game chess", "the reason is given")
	assert.Contains(t, uitest.OverlayTexts(h), "(plays[0].game)", "and the entry it is about")
	assert.Equal(t, before, exportOf(t, store))
}

func exportOf(t *testing.T, s *data.Store) string {
	var b bytes.Buffer
	require.NoError(t, exchange.ExportJSON(t.Context(), s, &b))
	_, rest, _ := strings.Cut(b.String(), "\n") // after the export time
	return rest
}

// TestBackupThenRestore: a backup written from Settings brings a deleted
// play back when restored; the database it replaced is kept beside it; a
// file that is no Hearth database is refused and changes nothing (issue 11).
func TestBackupThenRestore(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	h, p := dataHost(t, path, "en")
	p.saveTo = filepath.Join(dir, "backup.db")
	uitest.Tap(t, h, "Back up…")
	assert.Equal(t, "hearth-backup-2026-11-23.db", p.asked[0])
	assert.Contains(t, uitest.OverlayTexts(h), "backup.db")
	uitest.CloseOverlays(h)

	plays, err := h.Store().Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	require.NoError(t, h.Store().DeletePlay(t.Context(), plays[0].ID))
	require.Equal(t, 0, playCount(t, h))

	p.openFrom = filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(p.openFrom, []byte("not a database at all, just some words to fill a page"), 0o600))
	uitest.Tap(t, h, "Restore a backup…")
	assert.Contains(t, uitest.OverlayTexts(h), "The file is not a Hearth backup.")
	uitest.CloseOverlays(h)
	assert.Equal(t, 0, playCount(t, h), "the refused file changed nothing")

	p.openFrom = filepath.Join(dir, "backup.db")
	uitest.Tap(t, h, "Restore a backup…")
	assert.Contains(t, uitest.OverlayTexts(h), "Replace everything in Hearth with backup.db?")
	uitest.TapInDialog(t, h, "No")
	assert.Equal(t, 0, playCount(t, h), "No keeps the database")

	old := h.Store()
	uitest.Tap(t, h, "Restore a backup…")
	uitest.TapInDialog(t, h, "Yes")
	assert.NotSame(t, old, h.Store(), "the host opened the restored database")
	assert.Equal(t, 1, playCount(t, h), "the deleted play is back")
	assert.Contains(t, uitest.OverlayTexts(h), "h.db.before-restore-20261123-200000.")
	kept, err := filepath.Glob(path + ".before-restore-20261123-200000.*")
	assert.NoError(t, err)
	assert.Len(t, kept, 1, "the replaced database is kept, under a name of its own")
	assert.Equal(t, "Settings", h.Top().Title, "the pages are rebuilt over the new database, on Settings")
}

// TestRestoreBesideAnotherWindowSaysSo: a restore while another Hearth has
// the database open is refused with the sentence the command line gives
// too, in the player's language, and the app goes on with its database
// (issue 33 §1).
func TestRestoreBesideAnotherWindowSaysSo(t *testing.T) {
	t.Cleanup(data.SetLockWait(200 * time.Millisecond))
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	h, p := dataHost(t, path, "fr")
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	p.saveTo = filepath.Join(dir, "backup.db")
	uitest.Tap(t, h, "Sauvegarder…")
	uitest.CloseOverlays(h)
	other, err := data.Open(path)
	require.NoError(t, err)
	defer other.Close()

	p.openFrom = p.saveTo
	uitest.Tap(t, h, "Restaurer une sauvegarde…")
	uitest.TapInDialog(t, h, "Oui")
	assert.Contains(t, uitest.OverlayTexts(h), "Hearth écrit dans cette base de données dans une autre fenêtre ; réessayez quand il aura fini.")
	assert.Equal(t, 1, playCount(t, h), "the app goes on with its database")
	kept, err := filepath.Glob(path + ".before-restore-*")
	require.NoError(t, err)
	assert.Empty(t, kept, "nothing was swapped")
}

// TestRestoreKeepsTheBackupsLanguage: the restored database's language is
// applied at once, like choosing it in Settings.
func TestRestoreKeepsTheBackupsLanguage(t *testing.T) {
	dir := t.TempDir()
	fr, p := dataHost(t, filepath.Join(dir, "fr.db"), "fr")
	p.saveTo = filepath.Join(dir, "fr-backup.db")
	uitest.Tap(t, fr, "Sauvegarder…")
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })

	h, q := dataHost(t, filepath.Join(dir, "en.db"), "en")
	q.openFrom = p.saveTo
	uitest.Tap(t, h, "Restore a backup…")
	uitest.TapInDialog(t, h, "Yes")
	assert.Equal(t, "Réglages", h.Top().Title)
}

// urlApp records the links the app opens.
type urlApp struct {
	fyne.App
	opened []*url.URL
}

func (a *urlApp) OpenURL(u *url.URL) error { a.opened = append(a.opened, u); return nil }

// TestSendToBGStats: the play page's button opens BG Stats' createPlay link
// with the play's players and scores (issue 11, SPEC §7).
func TestSendToBGStats(t *testing.T) {
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	require.NoError(t, store.SetSetting(t.Context(), data.SettingLanguage, "en"))
	saved, err := store.SavePlay(t.Context(), data.Play{Game: game.Lueur, PlayedAt: time.Now(), Results: []data.Result{
		{Seat: 0, Name: "Ana", Score: 72, Winner: true}, {Seat: 1, Name: "Ben", Score: 60},
	}})
	require.NoError(t, err)
	a := &urlApp{App: test.NewTempApp(t)}
	h := shell.New(a, store, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	h.OpenPlay(saved.ID)
	uitest.Tap(t, h, "Send to BG Stats")
	if !a.Driver().Device().IsMobile() {
		uitest.TapInDialog(t, h, "Open on this computer") // a computer shows a QR code first
	}
	require.Len(t, a.opened, 1)
	link := a.opened[0]
	assert.Equal(t, "app.bgstatsapp.com", link.Host)
	assert.Less(t, len(link.String()), 8000)
	var sent struct {
		Players []struct{ Name string } `json:"players"`
	}
	require.NoError(t, json.Unmarshal([]byte(link.Query().Get("data")), &sent))
	assert.Len(t, sent.Players, 2)
	assert.Contains(t, link.Query().Get("data"), "72")
}

// TestYourDataFitsAPhone: the section's texts and format picker fit 360 px
// in every language.
func TestYourDataFitsAPhone(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range []string{"en", "fr", "de"} {
		h, _ := dataHost(t, filepath.Join(t.TempDir(), "h.db"), l)
		h.Window().Resize(fyne.NewSize(360, 640))
		assert.LessOrEqual(t, h.Top().Content.MinSize().Width, float32(360), l)
		assert.NotEmpty(t, uitest.FindAll(uitest.Screen(h), func(s *kit.Segmented) bool { return true }), l)
		assert.NotEmpty(t, uitest.FindAll(uitest.Screen(h), func(b *widget.Button) bool {
			return b.Text == map[string]string{"en": "Restore a backup…", "fr": "Restaurer une sauvegarde…", "de": "Sicherung wiederherstellen…"}[l]
		}), l)
	}
}
