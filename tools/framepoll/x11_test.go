package main

import (
	"encoding/binary"
	"io"
	"net"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeX answers the X11 handshake, QueryTree with one window, and GetImage
// with a black patch for the first `blank` requests, then a patch with one
// other pixel (the first frame).
func fakeX(t *testing.T, srv net.Conn, blank int) {
	le := binary.LittleEndian
	hello := make([]byte, 12)
	if _, err := io.ReadFull(srv, hello); err != nil {
		return
	}
	body := make([]byte, 84)
	le.PutUint16(body[16:], 4) // vendor length
	body[21] = 1               // one pixmap format
	copy(body[32:], "Fake")
	le.PutUint32(body[44:], 0x123) // screen 0's root
	head := []byte{1, 0, 11, 0, 0, 0, 0, 0}
	le.PutUint16(head[6:], uint16(len(body)/4))
	_, _ = srv.Write(append(head, body...))
	images := 0
	for {
		req := make([]byte, 4)
		if _, err := io.ReadFull(srv, req); err != nil {
			return
		}
		rest := make([]byte, int(le.Uint16(req[2:]))*4-4)
		if _, err := io.ReadFull(srv, rest); err != nil {
			return
		}
		reply := make([]byte, 32)
		reply[0] = 1
		switch req[0] {
		case 15: // QueryTree
			assert.Equal(t, uint32(0x123), le.Uint32(rest))
			le.PutUint32(reply[4:], 1)
			le.PutUint16(reply[16:], 1)
			reply = le.AppendUint32(reply, 0x400001)
		case 73: // GetImage
			assert.Equal(t, uint32(0x400001), le.Uint32(rest))
			w, h := int(le.Uint16(rest[8:])), int(le.Uint16(rest[10:]))
			pix := make([]byte, 4*w*h)
			if images >= blank {
				pix[4*w*h/2] = 0xff
			}
			images++
			le.PutUint32(reply[4:], uint32(len(pix)/4))
			reply = append(reply, pix...)
		default:
			reply[0], reply[1] = 0, 1 // BadRequest
		}
		_, _ = srv.Write(reply)
	}
}

// TestWaitDrawnSeesTheFirstFrame: the poller keeps looking while the window
// is one colour and stops at the first patch with two.
func TestWaitDrawnSeesTheFirstFrame(t *testing.T) {
	cli, srv := net.Pipe()
	defer cli.Close()
	go fakeX(t, srv, 5)
	x := &conn{c: cli}
	require.NoError(t, x.setup())
	assert.Equal(t, uint32(0x123), x.root)
	wins, err := x.children()
	require.NoError(t, err)
	assert.Equal(t, []uint32{0x400001}, wins)
	p, err := x.patch(wins[0], patchW, patchH)
	require.NoError(t, err)
	assert.Len(t, p, 4*patchW*patchH)
	assert.False(t, drawn(p), "a blank window is not a frame")
	win, err := x.waitDrawn(time.Millisecond, time.Now().Add(5*time.Second), nil)
	require.NoError(t, err)
	assert.Equal(t, uint32(0x400001), win)
}

func TestWaitDrawnGivesUp(t *testing.T) {
	cli, srv := net.Pipe()
	defer cli.Close()
	go fakeX(t, srv, 1<<30)
	x := &conn{c: cli}
	require.NoError(t, x.setup())
	_, err := x.waitDrawn(time.Millisecond, time.Now().Add(30*time.Millisecond), nil)
	assert.ErrorContains(t, err, "timeout")
	exited := make(chan struct{})
	close(exited)
	_, err = x.waitDrawn(time.Millisecond, time.Now().Add(time.Second), exited)
	assert.ErrorContains(t, err, "exited")
}

func TestDrawn(t *testing.T) {
	assert.False(t, drawn(make([]byte, 16)))
	assert.False(t, drawn([]byte{1, 2, 3, 0, 1, 2, 3, 255}), "the unused byte is not a colour")
	assert.True(t, drawn([]byte{1, 2, 3, 0, 1, 2, 4, 0}))
}
