// Command framepoll times a program from launch to its first drawn window
// on an X server: it starts the program, polls the top-level windows' pixels
// every millisecond (a tiny X11 client, no Xlib) until one shows more than
// one colour, and prints the wall time and the program's CPU time (all its
// threads, from /proc) up to that moment, in milliseconds: "WALL CPU".
// Then it stops the program. tools/startup.sh runs it.
//
//	framepoll [-interval 1ms] [-timeout 60s] -- PROGRAM [ARG...]
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
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: framepoll [-interval 1ms] [-timeout 60s] -- PROGRAM [ARG...]")
		os.Exit(2)
	}
	wall, cpu, err := measure(flag.Args(), *interval, *timeout)
	if err != nil {
		fmt.Fprintf(os.Stderr, "framepoll: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("%.1f %.1f\n", ms(wall), ms(cpu))
}

// measure starts the program and waits for its first drawn window.
func measure(argv []string, interval, timeout time.Duration) (wall, cpu time.Duration, err error) {
	x, err := dial(os.Getenv("DISPLAY"))
	if err != nil {
		return 0, 0, err
	}
	defer x.c.Close()
	before, err := x.children()
	if err != nil {
		return 0, 0, err
	}
	if len(before) > 0 {
		for _, w := range before {
			if p, err := x.patch(w, patchW, patchH); err == nil && drawn(p) {
				return 0, 0, fmt.Errorf("a drawn window is already on the display (%#x)", w)
			}
		}
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdout, cmd.Stderr = nil, nil
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, 0, err
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	defer stop(cmd, exited)
	if err := x.waitDrawn(interval, t0.Add(timeout), exited); err != nil {
		return 0, 0, err
	}
	wall = time.Since(t0)
	cpu, err = cpuTime(cmd.Process.Pid)
	return wall, cpu, err
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
