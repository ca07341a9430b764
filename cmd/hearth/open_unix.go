//go:build unix

package main

import (
	"os"
	"syscall"
)

const exeSuffix = ""

// launch replaces this process with the app (it keeps the process id, the
// terminal and the signals); it returns only when that fails.
func launch(path string, args []string) error {
	return syscall.Exec(path, append([]string{path}, args...), os.Environ())
}
