package main

import (
	"encoding/binary"
	"io"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSteps(t *testing.T) {
	got, err := parseSteps("click:195,150  time:100,430\n")
	require.NoError(t, err)
	assert.Equal(t, []step{{x: 195, y: 150}, {timed: true, x: 100, y: 430}}, got)
	none, err := parseSteps("")
	require.NoError(t, err)
	assert.Empty(t, none)
	for _, bad := range []string{"tap:1,2", "click:1", "click:a,2", "time:1,99999", "click1,2", "time:,"} {
		_, err := parseSteps(bad)
		assert.Error(t, err, bad)
	}
}

// A click is three XTEST FakeInput requests: a motion to the point, then
// button 1 pressed and released there.
func TestClickSendsMotionPressRelease(t *testing.T) {
	cli, srv := net.Pipe()
	defer cli.Close()
	s := &stepper{x: &conn{c: cli, root: 0x123}, xtest: 140}
	done := make(chan error, 1)
	go func() { done <- s.click(195, 385) }()
	le := binary.LittleEndian
	for _, kind := range []byte{6, 4, 5} {
		req := make([]byte, 36)
		_, err := io.ReadFull(srv, req)
		require.NoError(t, err)
		assert.Equal(t, byte(140), req[0], "XTEST's opcode")
		assert.Equal(t, byte(2), req[1], "FakeInput")
		assert.Equal(t, uint16(9), le.Uint16(req[2:]))
		assert.Equal(t, kind, req[4])
		assert.Equal(t, uint32(0x123), le.Uint32(req[12:]))
		assert.Equal(t, uint16(195), le.Uint16(req[24:]))
		assert.Equal(t, uint16(385), le.Uint16(req[26:]))
		if kind != 6 {
			assert.Equal(t, byte(1), req[5], "button 1")
		}
	}
	require.NoError(t, <-done)
}
