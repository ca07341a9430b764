package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"hearth/data"
)

const importUsage = "hearth import FILE"

func init() {
	register("import", command{usage: importUsage, about: "merge a Hearth export (JSON) FILE into the database: nothing is duplicated, a bad file changes nothing (- reads standard input)", run: runImport})
}

// runImport checks the whole file before it opens (or creates) the
// database, then merges it in one transaction and says what it added.
func runImport(e *env, args []string) int {
	if len(args) != 1 || (args[0] != "-" && strings.HasPrefix(args[0], "-")) || strings.TrimSpace(args[0]) == "" {
		return e.usageError("give exactly one FILE, or - for standard input (" + importUsage + ")")
	}
	raw, err := e.readInput(args[0])
	if err != nil {
		return e.usageError(err.Error())
	}
	if _, err := data.InspectExport(bytes.NewReader(raw)); err != nil {
		return e.inputError(err)
	}
	store, code := e.openStore()
	if store == nil {
		return code
	}
	defer store.Close()
	rep, err := store.ImportJSON(context.Background(), bytes.NewReader(raw))
	if err != nil {
		return e.fail(err)
	}
	fmt.Fprintf(e.stdout, "Added %s, %s and %s; %d already there.\n",
		count(rep.Profiles, "profile"), count(rep.Plays, "play"), count(rep.Sessions, "session"), rep.Unchanged)
	return exitOK
}

// count writes "1 play", "2 plays".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
