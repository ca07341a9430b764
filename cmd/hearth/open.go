package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// appProgram is the window's program (cmd/hearth-app). The command line
// links no GUI toolkit, so it runs without cgo, a display or GL libraries;
// with no command it hands over to the window's program instead.
const appProgram = "hearth-app"

// openApp starts the window: the app program beside this one (make build
// puts both in one folder), else the first on PATH. It passes --db on.
func openApp(e *env) int {
	path := findApp(e.getenv)
	if path == "" {
		fmt.Fprintf(e.stderr, "hearth: the app is the program %s, found neither beside hearth nor on PATH (make build builds both); the commands work without it: hearth help\n", appProgram)
		return exitFail
	}
	var args []string
	if e.db != "" {
		args = append(args, "--db", e.db)
	}
	if err := launch(path, args); err != nil {
		fmt.Fprintf(e.stderr, "hearth: cannot start %s: %v\n", path, err)
		return exitFail
	}
	return exitOK
}

// findApp is the path of the app program, "" when there is none.
func findApp(getenv func(string) string) string {
	if self, err := os.Executable(); err == nil {
		if p := filepath.Join(filepath.Dir(self), appProgram+exeSuffix); isExecutable(p) {
			return p
		}
	}
	for _, dir := range filepath.SplitList(getenv("PATH")) {
		if dir == "" {
			continue
		}
		if p := filepath.Join(dir, appProgram+exeSuffix); isExecutable(p) {
			return p
		}
	}
	return ""
}

// isExecutable tells whether p is a regular file someone may run.
func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && (exeSuffix != "" || fi.Mode().Perm()&0o111 != 0)
}
