// Command mutate is Hearth's mutation tester (make mutate; docs/testing.md).
// For each package it makes every mutant of its non-test Go files, one at a
// time: each operator swapped as gremlins v0.5.0 swaps them (+ and -, < and
// <=, == and !=, && and ||, += and =, break and continue, …), each integer
// literal changed (0 → 1, 1 → 0, n → n+1) and each statement deleted. It runs
// the package's own tests on each through `go test -overlay`, so the work
// tree is never changed and nothing is copied, and reports the share of
// mutants the tests kill, then every survivor:
//
//	go run ./tools/mutate [-j 2] [-timeout 10s] [-at lueur.go:120,lueur.go:131] ./scoring/lueur ...
//
// A mutant is killed when a test fails or runs past the timeout (5× the
// package's test time plus 10 s unless -timeout says; the report lists
// those that timed out, to check again with a longer one: at load 20, 42
// of solo/lueur's 52 that ran past 3× + 2 s passed within 120 s); one that
// does not compile is not viable and not counted. -at limits the run
// to the mutants on those lines, to check the tests written against a
// survivor; -sample N tests every Nth mutant only, a quick estimate of a
// large package; -skip leaves out files that hold test support (solo/lueur's
// random player).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

func main() {
	jobs := flag.Int("j", runtime.NumCPU(), "mutants tested at once")
	timeout := flag.Duration("timeout", 0, "a mutant's test time before it counts as killed (0: 5× the tests' time + 10s)")
	at := flag.String("at", "", "only the mutants on these FILE:LINE, comma-separated")
	list := flag.Bool("list", false, "list the mutants without testing them")
	sample := flag.Int("sample", 1, "test only every Nth mutant (a quick estimate of a large package)")
	skip := flag.String("skip", "", "files left out, comma-separated base names (test support in non-test files)")
	flag.StringVar(&testSkip, "testskip", "", "tests not run, a go test -skip pattern (one that fails on a busy machine)")
	flag.Parse()
	failed := false
	for _, pkg := range flag.Args() {
		if err := mutate(pkg, *jobs, *timeout, *at, *skip, *sample, *list); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", pkg, err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// mutate tests every mutant of one package and prints its score.
func mutate(pkg string, jobs int, timeout time.Duration, at, skip string, sample int, list bool) error {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}\t{{.ImportPath}}\t{{join .GoFiles \",\"}}", pkg).Output()
	if err != nil {
		return fmt.Errorf("go list: %w", err)
	}
	f := strings.Split(strings.TrimSpace(string(out)), "\t")
	dir, path := f[0], f[1]
	files := slices.DeleteFunc(strings.Split(f[2], ","), func(name string) bool {
		return slices.Contains(strings.Split(skip, ","), name)
	})
	ms, srcs, err := enumerate(dir, files, at)
	if err != nil {
		return err
	}
	if sample > 1 {
		ms = slices.DeleteFunc(ms, func(m mutant) bool { return m.index%sample != 0 })
	}
	if list {
		for _, m := range ms {
			fmt.Printf("%s:%d:%d\t%s\t%s\n", filepath.Base(m.file), m.line, m.col, m.kind, m.desc)
		}
		return nil
	}
	base, err := baseline(pkg)
	if err != nil {
		return err
	}
	if timeout == 0 {
		timeout = 5*base + 10*time.Second
	}
	tmp, err := os.MkdirTemp("", "hearth-mutate-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	start := time.Now()
	status := make([]string, len(ms))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < jobs; w++ {
		wg.Go(func() {
			for i := range next {
				status[i] = try(pkg, ms[i], srcs[ms[i].file], filepath.Join(tmp, strconv.Itoa(i)), timeout)
			}
		})
	}
	for i := range ms {
		next <- i
		if i%25 == 24 {
			fmt.Fprintf(os.Stderr, "%s: %d/%d mutants\n", path, i+1, len(ms))
		}
	}
	close(next)
	wg.Wait()
	report(path, ms, status, time.Since(start))
	return nil
}

// enumerate reads a package's files and lists their mutants, those on the
// lines of at only when at is not empty.
func enumerate(dir string, files []string, at string) ([]mutant, map[string][]byte, error) {
	srcs := map[string][]byte{}
	var ms []mutant
	total := 0
	for _, name := range files {
		file := filepath.Join(dir, name)
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, nil, err
		}
		srcs[file] = src
		fm, err := mutantsOf(file, src)
		if err != nil {
			return nil, nil, err
		}
		for _, m := range fm {
			m.index = total
			total++
			if at == "" || strings.Contains(","+at+",", fmt.Sprintf(",%s:%d,", name, m.line)) {
				ms = append(ms, m)
			}
		}
	}
	return ms, srcs, nil
}

// testSkip is passed to go test -skip.
var testSkip string

var testTime = regexp.MustCompile(`(?m)^ok\s+\S+\s+([0-9.]+)s`)

// baseline runs the package's tests unchanged: they must pass, and their
// time sets the mutants' timeout.
func baseline(pkg string) (time.Duration, error) {
	out, err := exec.Command("go", "test", "-count=1", "-vet=off", "-skip", testSkip, pkg).CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("the tests fail without a mutant:\n%s", out)
	}
	m := testTime.FindSubmatch(out)
	if m == nil {
		return 0, fmt.Errorf("no test time in %q", out)
	}
	s, _ := strconv.ParseFloat(string(m[1]), 64)
	return time.Duration(s * float64(time.Second)), nil
}

// try runs the package's tests on one mutant: "killed", "lived", "timed
// out" (counted as killed) or "not viable".
func try(pkg string, m mutant, src []byte, dir string, timeout time.Duration) string {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "error: " + err.Error()
	}
	mutated := filepath.Join(dir, filepath.Base(m.file))
	body := append(append(append([]byte{}, src[:m.start]...), m.repl...), src[m.end:]...)
	overlay, _ := json.Marshal(map[string]any{"Replace": map[string]string{m.file: mutated}})
	ov := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(mutated, body, 0o600); err != nil {
		return "error: " + err.Error()
	}
	if err := os.WriteFile(ov, overlay, 0o600); err != nil {
		return "error: " + err.Error()
	}
	cmd := exec.Command("go", "test", "-count=1", "-vet=off", "-failfast", "-skip", testSkip, "-timeout", timeout.String(), "-overlay", ov, pkg)
	// The test binary is go's child: a mutant that hangs past the timeout
	// and its build allowance is ended with its whole process group.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var buf strings.Builder
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Start(); err != nil {
		return "error: " + err.Error()
	}
	var hung atomic.Bool
	stop := time.AfterFunc(timeout+2*time.Minute, func() {
		hung.Store(true)
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	})
	err := cmd.Wait()
	stop.Stop()
	out := buf.String()
	switch {
	case err == nil:
		return "lived"
	case strings.Contains(out, "[build failed]") || strings.Contains(out, "[setup failed]"):
		return "not viable"
	case strings.Contains(out, "test timed out") || hung.Load():
		return "timed out"
	default:
		return "killed"
	}
}

// report prints a package's survivors, its score per file and in all.
func report(path string, ms []mutant, status []string, took time.Duration) {
	count := map[string]int{}
	killed, viable := map[string]int{}, map[string]int{}
	for i, s := range status {
		count[s]++
		f := filepath.Base(ms[i].file)
		switch s {
		case "lived":
			viable[f]++
			fmt.Printf("  survived %s:%d:%d\t%s\t%s\n", f, ms[i].line, ms[i].col, ms[i].kind, ms[i].desc)
		case "timed out":
			viable[f]++
			killed[f]++
			fmt.Printf("  timed out %s:%d:%d\t%s\t%s\n", f, ms[i].line, ms[i].col, ms[i].kind, ms[i].desc)
		case "killed":
			viable[f]++
			killed[f]++
		case "not viable":
		default:
			fmt.Fprintf(os.Stderr, "%s:%d: %s\n", f, ms[i].line, s)
		}
	}
	for _, f := range slices.Sorted(maps.Keys(viable)) {
		fmt.Printf("  %s\tkilled %d of %d\n", f, killed[f], viable[f])
	}
	k, v := count["killed"]+count["timed out"], count["killed"]+count["timed out"]+count["lived"]
	pct := 100.0
	if v > 0 {
		pct = 100 * float64(k) / float64(v)
	}
	fmt.Printf("%s\tkilled %d of %d = %.1f%%\t(%d timed out, %d not viable, %s)\n",
		path, k, v, pct, count["timed out"], count["not viable"], took.Round(time.Second))
}
