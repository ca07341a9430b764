// Command hearth is Hearth's command line: with a command (score, setup,
// handicap, stats, export, import, backup, restore, session, version, help)
// it works in the terminal; with none it starts the window, the separate
// program hearth-app (cmd/hearth-app). It links no GUI toolkit, so it builds
// with CGO_ENABLED=0 and runs without a display or GL libraries.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv}))
}
