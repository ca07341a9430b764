package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"hearth/data"
	"hearth/data/names"
)

const takePlaysUsage = "hearth take-plays NAME"

func init() {
	register("take-plays", command{usage: takePlaysUsage, about: "give the profile NAME the plays saved under its name without a profile (the app's “Same person”)", run: runTakePlays})
}

// runTakePlays links to the profile NAME (case and accents aside) every
// seat saved under its name without a profile (data.Store.TakePlays), and
// says how many plays it took. It is the command an import or a score
// saved with a new --profile names when such plays are left apart.
func runTakePlays(e *env, args []string) int {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") || strings.TrimSpace(args[0]) == "" {
		return e.usageError("give exactly one profile NAME (" + takePlaysUsage + ")")
	}
	store, code := e.openStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	p, err := store.ProfileByName(ctx, args[0])
	if errors.Is(err, data.ErrNotFound) {
		return e.usageError(fmt.Sprintf("there is no profile named %q", args[0]))
	}
	if err != nil {
		return e.fail(err)
	}
	n, err := store.TakePlays(ctx, p.ID)
	if err != nil {
		return e.fail(err)
	}
	if n == 0 {
		fmt.Fprintf(e.stdout, "No plays to take: none is saved under the name %s without a profile.\n", names.Printable(p.Name))
		return exitOK
	}
	fmt.Fprintf(e.stdout, "The profile %s took %s saved under its name without a profile.\n", names.Printable(p.Name), count(n, "play"))
	return exitOK
}

// sayPlaysApart tells, in one sentence, that n plays saved under profile
// p's name without a profile stay apart from it, and the command that
// gives them to it: what the app asks as "Same person / Someone else".
func (e *env) sayPlaysApart(w io.Writer, p data.Profile, n int) {
	verb, them := "stay", "them"
	if n == 1 {
		verb, them = "stays", "it"
	}
	command := "hearth take-plays " + shellWord(p.Name)
	if e.db != "" {
		command = "hearth --db " + shellWord(e.db) + " take-plays " + shellWord(p.Name)
	}
	fmt.Fprintf(w, "%s saved under the name “%s” without a profile %s apart from that profile; if that was the same person, link %s with: %s\n",
		count(n, "play"), names.Printable(p.Name), verb, them, names.Printable(command))
}

// plainWord is a word a shell reads as it is.
var plainWord = regexp.MustCompile(`^[\p{L}\p{N}_./:@%+=,-]+$`)

// shellWord quotes s for a POSIX shell where it needs it.
func shellWord(s string) string {
	if plainWord.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
