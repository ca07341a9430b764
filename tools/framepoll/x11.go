package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"time"
)

// conn is a minimal X11 client: enough requests to list the top-level
// windows and read a patch of their pixels (X11 protocol, little-endian).
type conn struct {
	c    net.Conn
	root uint32
	buf  []byte
}

var le = binary.LittleEndian

// dial connects to the X server of DISPLAY (":N", "unix:N" or "host:N"),
// without authentication (as Xvfb started by tools/startup.sh accepts).
func dial(display string) (*conn, error) {
	i := strings.LastIndex(display, ":")
	if i < 0 {
		return nil, fmt.Errorf("DISPLAY %q has no ':N'", display)
	}
	host, num := display[:i], strings.SplitN(display[i+1:], ".", 2)[0]
	n, err := strconv.Atoi(num)
	if err != nil {
		return nil, fmt.Errorf("DISPLAY %q: %w", display, err)
	}
	var c net.Conn
	if host == "" || host == "unix" {
		c, err = net.Dial("unix", "/tmp/.X11-unix/X"+num)
	} else {
		c, err = net.Dial("tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)))
	}
	if err != nil {
		return nil, err
	}
	x := &conn{c: c}
	if err := x.setup(); err != nil {
		_ = c.Close()
		return nil, err
	}
	return x, nil
}

// setup does the connection handshake and keeps screen 0's root window.
func (x *conn) setup() error {
	req := []byte{'l', 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	if _, err := x.c.Write(req); err != nil {
		return err
	}
	head := make([]byte, 8)
	if _, err := io.ReadFull(x.c, head); err != nil {
		return err
	}
	body := make([]byte, int(le.Uint16(head[6:]))*4)
	if _, err := io.ReadFull(x.c, body); err != nil {
		return err
	}
	if head[0] != 1 {
		return fmt.Errorf("the X server refused the connection: %s", strings.TrimSpace(string(body)))
	}
	vendorLen := int(le.Uint16(body[16:]))
	formats := int(body[21])
	off := 32 + (vendorLen+3)&^3 + 8*formats
	if off+4 > len(body) {
		return errors.New("short X setup reply")
	}
	x.root = le.Uint32(body[off:])
	return nil
}

// request sends one request and reads its reply; an X error is returned
// as an error (the window is not viewable, for instance).
func (x *conn) request(req []byte) ([]byte, error) {
	if _, err := x.c.Write(req); err != nil {
		return nil, err
	}
	head := make([]byte, 32)
	if _, err := io.ReadFull(x.c, head); err != nil {
		return nil, err
	}
	if head[0] == 0 {
		return nil, fmt.Errorf("X error %d", head[1])
	}
	extra := int(le.Uint32(head[4:])) * 4
	if cap(x.buf) < 32+extra {
		x.buf = make([]byte, 32+extra)
	}
	reply := x.buf[:32+extra]
	copy(reply, head)
	if _, err := io.ReadFull(x.c, reply[32:]); err != nil {
		return nil, err
	}
	return reply, nil
}

// children lists the top-level windows (QueryTree on the root).
func (x *conn) children() ([]uint32, error) {
	req := make([]byte, 8)
	req[0] = 15
	le.PutUint16(req[2:], 2)
	le.PutUint32(req[4:], x.root)
	r, err := x.request(req)
	if err != nil {
		return nil, err
	}
	n := int(le.Uint16(r[16:]))
	out := make([]uint32, n)
	for i := range out {
		out[i] = le.Uint32(r[32+4*i:])
	}
	return out, nil
}

// patch reads w×h pixels of window win from its top-left corner (ZPixmap);
// it fails while the window is not viewable.
func (x *conn) patch(win uint32, w, h uint16) ([]byte, error) {
	req := make([]byte, 20)
	req[0], req[1] = 73, 2
	le.PutUint16(req[2:], 5)
	le.PutUint32(req[4:], win)
	le.PutUint16(req[12:], w)
	le.PutUint16(req[14:], h)
	le.PutUint32(req[16:], 0xffffffff)
	r, err := x.request(req)
	if err != nil {
		return nil, err
	}
	return r[32:], nil
}

// drawn tells whether a patch holds more than one colour (32-bit pixels).
func drawn(p []byte) bool {
	for i := 4; i+4 <= len(p); i += 4 {
		if le.Uint32(p[i:])&0xffffff != le.Uint32(p)&0xffffff {
			return true
		}
	}
	return false
}

// waitDrawn polls every interval until a top-level window shows more than
// one colour in its top-left patch, or the deadline passes; it returns
// that window.
func (x *conn) waitDrawn(interval time.Duration, deadline time.Time, exited <-chan struct{}) (uint32, error) {
	for {
		wins, err := x.children()
		if err != nil {
			return 0, err
		}
		for _, w := range wins {
			if p, err := x.patch(w, patchW, patchH); err == nil && drawn(p) {
				return w, nil
			}
		}
		select {
		case <-exited:
			return 0, errors.New("the program exited before drawing a window")
		default:
		}
		if time.Now().After(deadline) {
			return 0, errors.New("no window drawn before the timeout")
		}
		time.Sleep(interval)
	}
}

// geometry is a window's width and height (GetGeometry).
func (x *conn) geometry(win uint32) (w, h uint16, err error) {
	req := make([]byte, 8)
	req[0] = 14
	le.PutUint16(req[2:], 2)
	le.PutUint32(req[4:], win)
	r, err := x.request(req)
	if err != nil {
		return 0, 0, err
	}
	return le.Uint16(r[16:]), le.Uint16(r[18:]), nil
}

// extension is the major opcode of the named extension (QueryExtension),
// an error when the server lacks it.
func (x *conn) extension(name string) (byte, error) {
	n := len(name)
	req := make([]byte, 8+(n+3)&^3)
	req[0] = 98
	le.PutUint16(req[2:], uint16(len(req)/4))
	le.PutUint16(req[4:], uint16(n))
	copy(req[8:], name)
	r, err := x.request(req)
	if err != nil {
		return 0, err
	}
	if r[8] == 0 {
		return 0, fmt.Errorf("the X server has no %s extension", name)
	}
	return r[9], nil
}

// fakeInput sends one XTEST event (no reply): a pointer motion to x,y on
// the root window (kind 6), or a press (4) or release (5) of button 1.
func (x *conn) fakeInput(xtest byte, kind byte, px, py int16) error {
	req := make([]byte, 36)
	req[0], req[1] = xtest, 2
	le.PutUint16(req[2:], 9)
	req[4] = kind
	if kind != 6 {
		req[5] = 1
	}
	le.PutUint32(req[12:], x.root)
	le.PutUint16(req[24:], uint16(px))
	le.PutUint16(req[26:], uint16(py))
	_, err := x.c.Write(req)
	return err
}
