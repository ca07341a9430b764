package main

import (
	crand "crypto/rand"
	"encoding/json"
	"fmt"
	"hearth/data/msg"
	"strconv"
	"strings"

	dinsula "hearth/data/insula"
	dlueur "hearth/data/lueur"
	"hearth/setup"
	"hearth/setup/code"
	"hearth/setup/insula"
	"hearth/setup/lueur"
	"hearth/setup/step"
)

// defaultPlayers is the player count when --players is not given.
const defaultPlayers = 2

func init() {
	register("setup", command{
		usage: "hearth setup bonfire|lueur|insula [--players N] [--first-game] [--advanced] [--kingosh purple|blue] [--side province|archipelago] [--seed S] [--json] [--lang en|fr|de] | hearth setup --code CODE [--json] [--lang en|fr|de]",
		about: "deal a randomized setup as a checklist, with its setup code",
		run:   runSetup,
	})
}

// setupArgs are the parsed arguments of the setup command.
type setupArgs struct {
	game     string
	code     string
	json     bool
	players  string
	seed     string
	side     string
	kingosh  string
	first    bool
	advanced bool
	// generation is set when an option other than --code and --json was given.
	generation bool
}

func parseSetupArgs(args []string) (setupArgs, error) {
	var a setupArgs
	valueFlags := map[string]*string{"players": &a.players, "seed": &a.seed, "side": &a.side, "kingosh": &a.kingosh, "code": &a.code}
	boolFlags := map[string]*bool{"first-game": &a.first, "advanced": &a.advanced, "json": &a.json}
	seen := map[string]bool{}
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if !strings.HasPrefix(arg, "-") || arg == "-" {
			if a.game != "" {
				return a, fmt.Errorf("setup takes one game; got %q and %q", a.game, arg)
			}
			a.game = arg
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if seen[name] {
			return a, fmt.Errorf("--%s is given twice", name)
		}
		seen[name] = true
		if p, ok := valueFlags[name]; ok {
			if !hasValue {
				if i+1 >= len(args) {
					return a, fmt.Errorf("--%s needs a value", name)
				}
				i++
				value = args[i]
			}
			if strings.TrimSpace(value) == "" {
				return a, fmt.Errorf("--%s needs a value", name)
			}
			*p = value
		} else if p, ok := boolFlags[name]; ok {
			if hasValue {
				return a, fmt.Errorf("--%s takes no value", name)
			}
			*p = true
		} else {
			return a, fmt.Errorf("unknown option %s (try: hearth help)", arg)
		}
		if name != "code" && name != "json" {
			a.generation = true
		}
	}
	return a, nil
}

func runSetup(e *env, args []string) int {
	sp, err := e.speak()
	if err != nil {
		return e.usageError(err.Error())
	}
	a, err := parseSetupArgs(args)
	if err != nil {
		return e.usageError(err.Error())
	}
	var s setup.Setup
	if a.code != "" {
		if a.game != "" || a.generation {
			return e.usageError("--code already holds the game and the options; give it alone (with --json at most)")
		}
		s, err = setup.FromCode(a.code)
		if err != nil {
			return e.inputError(err)
		}
	} else {
		c, status := e.setupCode(a)
		if status != exitOK {
			return status
		}
		s, err = setup.Generate(c)
		if err != nil {
			return e.inputError(err)
		}
	}
	if a.json {
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(s); err != nil {
			fmt.Fprintf(e.stderr, "hearth: %v\n", err)
			return exitFail
		}
		return exitOK
	}
	printSetup(e, s, sp)
	return exitOK
}

// setupCode turns the arguments into a code, drawing a seed when none is given.
func (e *env) setupCode(a setupArgs) (code.Code, int) {
	if a.game == "" {
		return code.Code{}, e.usageError("setup needs a game (bonfire, lueur or insula) or --code CODE")
	}
	g, ok := step.ParseGame(a.game)
	if !ok {
		return code.Code{}, e.usageError(fmt.Sprintf("unknown game %q (choose bonfire, lueur or insula)", a.game))
	}
	c := code.Code{Game: g, Players: defaultPlayers, FirstGame: a.first, Advanced: a.advanced}
	if a.players != "" {
		n, err := strconv.Atoi(strings.TrimSpace(a.players))
		if err != nil {
			return c, e.usageError(fmt.Sprintf("--players needs a whole number; got %q", a.players))
		}
		c.Players = n
	}
	if a.side != "" {
		side, ok := dlueur.ParseSide(a.side)
		if !ok {
			return c, e.usageError(fmt.Sprintf("--side is province or archipelago; got %q", a.side))
		}
		c.Side = lueur.Choose(side)
	}
	if a.kingosh != "" {
		v, ok := dinsula.ParseVariant(a.kingosh)
		if !ok {
			return c, e.usageError(fmt.Sprintf("--kingosh is purple or blue; got %q", a.kingosh))
		}
		c.Kingosh = insula.Choose(v)
	}
	if a.seed != "" {
		n, err := strconv.ParseUint(strings.TrimSpace(a.seed), 10, 64)
		if err != nil {
			return c, e.usageError(fmt.Sprintf("--seed needs a whole number from 0 to %d; got %q", uint64(code.MaxSeed), a.seed))
		}
		c.Seed = n
	} else {
		seed, err := code.SeedFrom(crand.Reader)
		if err != nil {
			fmt.Fprintf(e.stderr, "hearth: cannot draw a random seed: %v\n", err)
			return c, exitFail
		}
		c.Seed = seed
	}
	if err := c.Validate(); err != nil {
		return c, e.inputError(err)
	}
	return c, exitOK
}

// printSetup writes the checklist in the speaker's language: the code, the
// title, then numbered steps under their section headings with the app's
// decisions indented below.
func printSetup(e *env, s setup.Setup, sp speaker) {
	w := e.stdout
	fmt.Fprintln(w, sp.text(msg.T("Setup code: {{.Code}}", map[string]any{"Code": s.Code})))
	fmt.Fprintln(w, sp.text(s.Title))
	drawn := sp.text(msg.T("[drawn by the app]", nil))
	n := 0
	for _, sec := range s.Sections() {
		fmt.Fprintf(w, "\n%s\n", sp.word(string(sec.Title)))
		for _, st := range sec.Steps {
			n++
			mark := ""
			if st.Random {
				mark = " " + drawn
			}
			fmt.Fprintf(w, "%3d. %s%s\n", n, sp.text(st.Text), mark)
			if st.Result == nil {
				continue
			}
			for _, line := range st.Result.Lines() {
				fmt.Fprintf(w, "       %s\n", sp.text(line))
			}
		}
	}
	fmt.Fprintln(w, "\n"+sp.text(msg.T("Same setup again: hearth setup --code {{.Code}}", map[string]any{"Code": s.Code})))
}
