// Command framepoll times a program from launch to its first drawn window
// on an X server: it starts the program, polls the top-level windows' pixels
// every millisecond (a tiny X11 client, no Xlib) until one shows more than
// one colour, and prints the wall time and the program's CPU time (all its
// threads, from /proc) up to that moment, in milliseconds: "WALL CPU".
// Then it stops the program. tools/startup.sh runs it.
//
// With -steps, it then clicks in the window (XTEST) and, for each "time"
// step, adds the wall and CPU time from the click to the next page drawn
// (its title bar changed) to the line. tools/opentime.sh runs it so.
//
//	framepoll [-interval 1ms] [-timeout 60s] [-steps "click:X,Y time:X,Y ..."] -- PROGRAM [ARG...]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The patch read at each poll: the window's top-left corner, where Fyne
// draws content from the first frame (a label, Hearth's title bar).
const patchW, patchH = 160, 80

func main() {
	interval := flag.Duration("interval", time.Millisecond, "time between two looks at the window")
	timeout := flag.Duration("timeout", 60*time.Second, "give up after this long")
	stepList := flag.String("steps", "", `clicks after the first frame: "click:X,Y" waits for the window to change and stand still, "time:X,Y" also times it`)
	flag.Parse()
	steps, err := parseSteps(*stepList)
	if flag.NArg() == 0 || err != nil {
		fmt.Fprintln(os.Stderr, "usage: framepoll [-interval 1ms] [-timeout 60s] [-steps \"click:X,Y time:X,Y ...\"] -- PROGRAM [ARG...]")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		os.Exit(2)
	}
	times, err := measure(flag.Args(), *interval, *timeout, steps)
	if err != nil {
		fmt.Fprintf(os.Stderr, "framepoll: %v\n", err)
		os.Exit(1)
	}
	line := make([]string, len(times))
	for i, t := range times {
		line[i] = fmt.Sprintf("%.1f", ms(t))
	}
	fmt.Println(strings.Join(line, " "))
}

// measure starts the program and waits for its first drawn window; it
// returns the wall and CPU time to it, then those of each timed step.
func measure(argv []string, interval, timeout time.Duration, steps []step) ([]time.Duration, error) {
	x, err := dial(os.Getenv("DISPLAY"))
	if err != nil {
		return nil, err
	}
	defer x.c.Close()
	before, err := x.children()
	if err != nil {
		return nil, err
	}
	for _, w := range before {
		if p, err := x.patch(w, patchW, patchH); err == nil && drawn(p) {
			return nil, fmt.Errorf("a drawn window is already on the display (%#x)", w)
		}
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdout, cmd.Stderr = nil, nil
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	defer stop(cmd, exited)
	win, err := x.waitDrawn(interval, t0.Add(timeout), exited)
	if err != nil {
		return nil, err
	}
	wall := time.Since(t0)
	cpu, err := cpuTime(cmd.Process.Pid)
	if err != nil || len(steps) == 0 {
		return []time.Duration{wall, cpu}, err
	}
	s := &stepper{x: x, win: win, pid: cmd.Process.Pid, interval: interval}
	if s.xtest, err = x.extension("XTEST"); err != nil {
		return nil, err
	}
	if s.w, s.h, err = x.geometry(win); err != nil {
		return nil, err
	}
	if err := s.waitStill(300 * time.Millisecond); err != nil {
		return nil, err
	}
	timed, err := s.run(steps)
	return append([]time.Duration{wall, cpu}, timed...), err
}

// stop ends the program and waits until it is gone (its window with it).
func stop(cmd *exec.Cmd, exited <-chan struct{}) {
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(3 * time.Second):
		_ = cmd.Process.Kill()
		<-exited
	}
}

// cpuTime is the time every live thread of pid has run on a CPU, in
// nanoseconds from the scheduler (/proc/PID/task/*/schedstat), not the
// 10 ms ticks of /proc/PID/stat.
func cpuTime(pid int) (time.Duration, error) {
	tasks, err := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
	if err != nil || len(tasks) == 0 {
		return 0, fmt.Errorf("no scheduler statistics for process %d", pid)
	}
	var total time.Duration
	for _, t := range tasks {
		b, err := os.ReadFile(t)
		if err != nil {
			continue // the thread ended
		}
		f := strings.Fields(string(b))
		if len(f) == 0 {
			continue
		}
		ns, err := strconv.ParseInt(f[0], 10, 64)
		if err == nil {
			total += time.Duration(ns)
		}
	}
	return total, nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
