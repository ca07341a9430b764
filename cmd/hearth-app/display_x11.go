//go:build ((linux && !android) || freebsd || netbsd || openbsd || dragonfly) && !wayland

package main

import (
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"
)

// noDisplay says, in one sentence, why no window can be opened here, or ""
// when an X server answers. Fyne's desktop driver (X11 unless built with
// the wayland tag) otherwise panics with a stack trace.
func noDisplay(getenv func(string) string) string {
	d := getenv("DISPLAY")
	if d == "" {
		return "no display to open the app on (DISPLAY is not set); the command line needs none: try hearth help"
	}
	if !reachable(d) {
		return fmt.Sprintf("cannot reach the display %q to open the app on; the command line needs none: try hearth help", d)
	}
	return ""
}

// reachable tells whether the X server DISPLAY names accepts a connection.
// A value it cannot read is left to the driver (true).
func reachable(display string) bool {
	host, rest, ok := cutLast(display, ":")
	if !ok {
		return true
	}
	num, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 {
		return true
	}
	if host == "" || host == "unix" {
		for _, addr := range []string{"/tmp/.X11-unix/X" + num, "@/tmp/.X11-unix/X" + num} {
			if c, err := net.DialTimeout("unix", addr, time.Second); err == nil {
				_ = c.Close()
				return true
			}
		}
		if host == "unix" {
			return false
		}
		host = "localhost"
	}
	if strings.HasPrefix(host, "/") { // a launchd socket path (XQuartz)
		return true
	}
	c, err := net.DialTimeout("tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)), time.Second)
	if err != nil {
		return false
	}
	_ = c.Close()
	return true
}

// cutLast splits s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}
