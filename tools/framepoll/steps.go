package main

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// A step is a click at X,Y in the window: "click" waits until the window
// has changed and is still again; "time" also measures, from the click,
// the wall and CPU time until the window's title bar first changes (the
// next page drawn). Written "click:X,Y" and "time:X,Y".
type step struct {
	timed bool
	x, y  int16
}

// parseSteps reads steps separated by spaces.
func parseSteps(s string) ([]step, error) {
	var out []step
	for _, f := range strings.Fields(s) {
		kind, xy, ok := strings.Cut(f, ":")
		xs, ys, ok2 := strings.Cut(xy, ",")
		x, errX := strconv.ParseInt(xs, 10, 16)
		y, errY := strconv.ParseInt(ys, 10, 16)
		if !ok || !ok2 || errX != nil || errY != nil || (kind != "click" && kind != "time") {
			return nil, fmt.Errorf("step %q: want click:X,Y or time:X,Y", f)
		}
		out = append(out, step{timed: kind == "time", x: int16(x), y: int16(y)})
	}
	return out, nil
}

// The title bar's height, across the window's width: what changes when a
// page is pushed or popped, and nothing under the pointer of a click on a
// page's body changes it.
const titleH = 44

// stepper clicks in the program's window and watches its title bar.
type stepper struct {
	x        *conn
	win      uint32
	pid      int
	interval time.Duration
	xtest    byte   // XTEST's major opcode
	w, h     uint16 // the window's size
}

// click moves the pointer to x,y and clicks button 1 there.
func (s *stepper) click(x, y int16) error {
	for _, kind := range []byte{6, 4, 5} {
		if err := s.x.fakeInput(s.xtest, kind, x, y); err != nil {
			return err
		}
	}
	return nil
}

// run does the steps and returns, for each timed one, its wall and CPU
// time.
func (s *stepper) run(steps []step) ([]time.Duration, error) {
	var out []time.Duration
	for _, st := range steps {
		before, err := s.x.patch(s.win, s.w, titleH)
		if err != nil {
			return nil, err
		}
		before = bytes.Clone(before)
		cpu0, err := cpuTime(s.pid)
		if err != nil {
			return nil, err
		}
		t0 := time.Now()
		if err := s.click(st.x, st.y); err != nil {
			return nil, err
		}
		if err := s.waitChange(before, t0.Add(10*time.Second)); err != nil {
			return nil, fmt.Errorf("click at %d,%d: %w", st.x, st.y, err)
		}
		wall := time.Since(t0)
		cpu1, err := cpuTime(s.pid)
		if err != nil {
			return nil, err
		}
		if st.timed {
			out = append(out, wall, cpu1-cpu0)
		}
		if err := s.waitStill(300 * time.Millisecond); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// waitChange polls the title bar until it differs from before.
func (s *stepper) waitChange(before []byte, deadline time.Time) error {
	for {
		p, err := s.x.patch(s.win, s.w, titleH)
		if err != nil {
			return err
		}
		if !bytes.Equal(p, before) {
			return nil
		}
		if time.Now().After(deadline) {
			return errors.New("the title bar did not change")
		}
		time.Sleep(s.interval)
	}
}

// waitStill waits until the whole window has not changed for quiet.
func (s *stepper) waitStill(quiet time.Duration) error {
	var last []byte
	since := time.Now()
	deadline := since.Add(10 * time.Second)
	for time.Now().Before(deadline) {
		p, err := s.x.patch(s.win, s.w, s.h)
		if err != nil {
			return err
		}
		if !bytes.Equal(p, last) {
			last, since = bytes.Clone(p), time.Now()
		} else if time.Since(since) >= quiet {
			return nil
		}
		time.Sleep(10 * time.Millisecond)
	}
	return errors.New("the window never stood still")
}
