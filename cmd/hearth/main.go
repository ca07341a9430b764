// Command hearth is the Hearth table companion: with no command it opens the
// window; with a command (score, setup, handicap, session, version) it works on
// the command line and opens no window.
package main

import (
	"os"

	_ "hearth/cmd/hearth/internal/quietlocale" // before Fyne reads the locale
)

func main() {
	os.Exit(run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv}))
}
