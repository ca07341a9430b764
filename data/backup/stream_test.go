package backup

import (
	"bytes"
	"context"
	"errors"
	"hearth/data"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A backup taken while a writer appends events is a sound database that
// opens with every event acknowledged before the backup began.
func TestStreamWhileAWriterAppends(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: "tom", Seed: 1})
	require.NoError(t, err)
	var acked atomic.Int64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := s.Append(ctx, ss.ID, "card", tomLikePayload); err != nil {
				t.Error(err)
				return
			}
			acked.Add(1)
		}
	}()
	for acked.Load() < 30 {
		time.Sleep(time.Millisecond)
	}
	before := acked.Load()
	var b bytes.Buffer
	err = Stream(ctx, s, &b)
	close(stop)
	wg.Wait()
	require.NoError(t, err)

	path := filepath.Join(t.TempDir(), "backup.db")
	require.NoError(t, os.WriteFile(path, b.Bytes(), 0o600))
	require.NoError(t, data.CheckFile(path))
	back, err := data.Open(path)
	require.NoError(t, err)
	defer back.Close()
	events, err := back.AllEvents(ctx, ss.ID)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, int64(len(events)), before)
	assert.Less(t, int64(len(events)), acked.Load()+1)
	for i, e := range events {
		assert.Equal(t, i+1, e.Seq)
	}
	got, err := back.Session(ctx, ss.ID)
	require.NoError(t, err)
	assert.Equal(t, len(events), got.Cursor, "the copy is one consistent moment")
}

// RestoreFrom puts a backup stream in place and keeps the database it
// replaced; a stream that is not a backup is refused, the database left
// byte-identical and no temporary file behind.
func TestRestoreFrom(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	var b bytes.Buffer
	require.NoError(t, Stream(ctx, f.s, &b))

	dir := t.TempDir()
	dst := filepath.Join(dir, "hearth.db")
	live, err := data.Open(dst)
	require.NoError(t, err)
	_, err = live.CreateProfile(ctx, "Zed")
	require.NoError(t, err)
	require.NoError(t, live.Close())
	state := fileHash(t, dst)

	for name, junk := range map[string][]byte{
		"not a database": []byte("SQLite format 3\x00 but not really"),
		"empty":          nil,
		"cut off":        b.Bytes()[:b.Len()/2],
	} {
		_, err := RestoreFrom(bytes.NewReader(junk), dst, time.Now())
		require.Error(t, err, name)
		assert.NotContains(t, err.Error(), ".incoming-", "the temporary file is not named")
		assert.Equal(t, state, fileHash(t, dst), name)
	}
	_, err = RestoreFrom(failingReader{}, dst, time.Now())
	assert.Error(t, err)
	assert.Equal(t, state, fileHash(t, dst))

	kept, err := RestoreFrom(bytes.NewReader(b.Bytes()), dst, time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(kept, dst+".before-restore-20260501-120000."), kept)
	assert.Equal(t, state, fileHash(t, kept), "the replaced database is kept as it was")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		assert.False(t, strings.Contains(e.Name(), ".incoming-") || strings.Contains(e.Name(), ".creating-"), e.Name())
	}
	restored, err := data.Open(dst)
	require.NoError(t, err)
	defer restored.Close()
	assert.Equal(t, withoutStamp(export(t, f.s)), withoutStamp(export(t, restored)))
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("the phone took the file back") }
