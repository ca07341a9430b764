package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hearth/data/names"
	"strings"
	"text/tabwriter"

	"hearth/data"
	"hearth/solo/handicap"
)

const handicapUsage = "hearth handicap [--profile NAME] [--json]"

func init() {
	register("handicap", command{usage: handicapUsage, about: "print the Bonfire handicap ledger of one profile or of all", run: runHandicap})
}

// handicapJSON is the --json form of one profile's ledger.
type handicapJSON struct {
	Profile string              `json:"profile"`
	Current int                 `json:"current"`
	Games   []handicapEntryJSON `json:"games"`
}

type handicapEntryJSON struct {
	PlayID  int64  `json:"play_id"`
	Date    string `json:"date"`
	You     int    `json:"you"`
	Tom     int    `json:"tom"`
	Outcome string `json:"outcome"`
	Before  int    `json:"before"`
	After   int    `json:"after"`
}

// runHandicap prints each profile's ledger: one row per solo game with the
// handicap before and after it (seed 000 "CHALLENGE 1 : MODE HANDICAP").
// Without --profile every profile is listed.
func runHandicap(e *env, args []string) int {
	var name string
	asJSON := false
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--json":
			asJSON = true
		case a == "--profile":
			if i+1 >= len(args) || strings.TrimSpace(args[i+1]) == "" {
				return e.usageError("--profile needs a name (" + handicapUsage + ")")
			}
			name = args[i+1]
			i++
		case strings.HasPrefix(a, "--profile="):
			name = strings.TrimPrefix(a, "--profile=")
		default:
			return e.usageError(fmt.Sprintf("unexpected argument %q (%s)", a, handicapUsage))
		}
	}
	store, code := e.openReadStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	var profiles []data.Profile
	if name != "" {
		p, err := store.ProfileByName(ctx, name)
		if errors.Is(err, data.ErrNotFound) {
			return e.usageError(fmt.Sprintf("there is no profile named %q", name))
		}
		if err != nil {
			return e.fail(err)
		}
		profiles = []data.Profile{p}
	} else {
		var err error
		if profiles, err = store.Profiles(ctx); err != nil {
			return e.fail(err)
		}
	}
	out := []handicapJSON{}
	for _, p := range profiles {
		// A read command computes the chain and writes nothing.
		games, err := store.SoloGames(ctx, p.ID)
		if err != nil {
			return e.fail(err)
		}
		entries := handicap.Ledger(games)
		h := handicapJSON{Profile: p.Name, Current: handicap.Start, Games: []handicapEntryJSON{}}
		for _, en := range entries {
			h.Current = en.After
			h.Games = append(h.Games, handicapEntryJSON{PlayID: en.PlayID, Date: en.PlayedAt.Local().Format("2006-01-02"),
				You: en.You, Tom: en.Tom, Outcome: en.Outcome, Before: en.Before, After: en.After})
		}
		out = append(out, h)
	}
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		if err := enc.Encode(out); err != nil {
			return e.fail(err)
		}
		return exitOK
	}
	if len(out) == 0 {
		fmt.Fprintln(e.stdout, "No profiles yet: create one in the app to keep a handicap.")
	}
	for i, h := range out {
		if i > 0 {
			fmt.Fprintln(e.stdout)
		}
		fmt.Fprintf(e.stdout, "%s: handicap %+d after %d solo game(s)\n", h.Profile, h.Current, len(h.Games))
		if len(h.Games) == 0 {
			fmt.Fprintf(e.stdout, "  no solo games yet; the first one starts at %+d\n", handicap.Start)
			continue
		}
		tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "#\tdate\tyou\tTom\tresult\thandicap\t")
		for k, g := range h.Games {
			fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%s\t%+d → %+d\t\n", k+1, g.Date, g.You, g.Tom, g.Outcome, g.Before, g.After)
		}
		tw.Flush()
	}
	return exitOK
}

// fail reports an unexpected error (not the player's input).
func (e *env) fail(err error) int {
	fmt.Fprintf(e.stderr, "hearth: %s\n", names.Printable(err.Error()))
	return exitFail
}
