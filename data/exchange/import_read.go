package exchange

import (
	"bytes"
	"errors"
	"io"
	"os"

	"hearth/data/msg"
)

// The first step of an import (import.go): the bytes of a file, at most
// MaxImportBytes of them, without a byte order mark, as the decoder
// (import_decode.go) reads them, a buffer at a time.

// MaxImportBytes is the largest file import reads: ten times an export of
// 100 000 plays. A file that says it is larger is refused before a byte is
// read; any other (standard input) is refused once it has given one byte
// more.
const MaxImportBytes = 256 << 20

// errTooLarge stops the decoder when the file goes past MaxImportBytes.
var errTooLarge = errors.New("the file is larger than the import reads")

// tooLarge is what a player is told of a file over MaxImportBytes.
func tooLarge() error {
	return msg.New("", "The file is larger than {{.Max}} MB: it is not a Hearth export.", map[string]any{"Max": MaxImportBytes >> 20})
}

// importSource wraps r for the decoder: refused at once when r tells a
// length over MaxImportBytes (a file, a byte slice), bounded otherwise.
func importSource(r io.Reader) (io.Reader, error) {
	if r == nil {
		return nil, msg.New("", "The file is empty.", nil)
	}
	switch v := r.(type) {
	case interface{ Len() int }:
		if v.Len() > MaxImportBytes {
			return nil, tooLarge()
		}
	case interface{ Stat() (os.FileInfo, error) }:
		if st, err := v.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxImportBytes {
			return nil, tooLarge()
		}
	}
	capped := &capReader{r: r, left: MaxImportBytes}
	var bom [3]byte
	n, err := io.ReadFull(capped, bom[:])
	switch {
	case errors.Is(err, errTooLarge):
		return nil, tooLarge()
	case err != nil && err != io.EOF && err != io.ErrUnexpectedEOF:
		return nil, err
	case n == 3 && bom == [3]byte{0xef, 0xbb, 0xbf}:
		return capped, nil
	}
	return io.MultiReader(bytes.NewReader(bom[:n]), capped), nil
}

// capReader reads at most left bytes of r, then one more to tell the end
// of r from a file too large, which it refuses with errTooLarge.
type capReader struct {
	r    io.Reader
	left int64
}

func (c *capReader) Read(p []byte) (int, error) {
	if int64(len(p)) > c.left+1 {
		p = p[:c.left+1]
	}
	n, err := c.r.Read(p)
	if c.left -= int64(n); c.left < 0 {
		return 0, errTooLarge
	}
	return n, err
}
