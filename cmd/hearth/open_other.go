//go:build !unix

package main

import (
	"os"
	"os/exec"
	"runtime"
)

var exeSuffix = map[bool]string{true: ".exe", false: ""}[runtime.GOOS == "windows"]

// launch runs the app and waits for it to close (there is no exec here).
func launch(path string, args []string) error {
	cmd := exec.Command(path, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	return cmd.Run()
}
