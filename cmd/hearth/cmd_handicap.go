package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hearth/data/names"
	"io"
	"strings"
	"text/tabwriter"

	"hearth/data"
	"hearth/data/msg"
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

// runHandicap prints each profile's ledger: one row per game of the
// handicap challenge against Tom, with the handicap before and after it
// (seed 000 "CHALLENGE 1 : MODE HANDICAP"); a standard solo game is none.
// Without --profile every profile is listed.
func runHandicap(e *env, args []string) int {
	name, asJSON, err := handicapArgs(args)
	if err != nil {
		return e.usageError(err.Error())
	}
	store, code := e.openReadStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	profiles, code, done := e.handicapProfiles(ctx, store, name)
	if done {
		return code
	}
	out := []handicapJSON{}
	for _, p := range profiles {
		h, err := handicapOf(ctx, store, p)
		if err != nil {
			return e.fail(err)
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
	writeHandicapText(e.stdout, out)
	return exitOK
}

// handicapArgs reads --json and --profile NAME (or --profile=NAME).
func handicapArgs(args []string) (name string, asJSON bool, err error) {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--json":
			asJSON = true
		case a == "--profile":
			if i+1 >= len(args) || strings.TrimSpace(args[i+1]) == "" {
				return "", false, errors.New("--profile needs a name (" + handicapUsage + ")")
			}
			name = args[i+1]
			i++
		case strings.HasPrefix(a, "--profile="):
			name = strings.TrimPrefix(a, "--profile=")
		default:
			return "", false, fmt.Errorf("unexpected argument %q (%s)", a, handicapUsage)
		}
	}
	return name, asJSON, nil
}

// handicapProfiles are the profile named, or every profile when name is "".
// done tells that the command ends here with code.
func (e *env) handicapProfiles(ctx context.Context, store *data.Store, name string) (profiles []data.Profile, code int, done bool) {
	if name == "" {
		profiles, err := store.Profiles(ctx)
		if err != nil {
			return nil, e.fail(err), true
		}
		return profiles, exitOK, false
	}
	p, err := store.ProfileByName(ctx, name)
	if errors.Is(err, data.ErrNotFound) {
		return nil, e.usageError(fmt.Sprintf("there is no profile named %q", name)), true
	}
	if err != nil {
		return nil, e.fail(err), true
	}
	return []data.Profile{p}, exitOK, false
}

// handicapOf is one profile's ledger. A read command computes the chain
// and writes nothing.
func handicapOf(ctx context.Context, store *data.Store, p data.Profile) (handicapJSON, error) {
	games, err := store.SoloGames(ctx, p.ID)
	if err != nil {
		return handicapJSON{}, err
	}
	h := handicapJSON{Profile: p.Name, Current: handicap.Start, Games: []handicapEntryJSON{}}
	for _, en := range handicap.Ledger(games) {
		h.Current = en.After
		h.Games = append(h.Games, handicapEntryJSON{PlayID: en.PlayID, Date: en.PlayedAt.Local().Format("2006-01-02"),
			You: en.You, Tom: en.Tom, Outcome: en.Outcome, Before: en.Before, After: en.After})
	}
	return h, nil
}

// writeHandicapText prints the ledgers as tables, one per profile.
func writeHandicapText(w io.Writer, out []handicapJSON) {
	if len(out) == 0 {
		fmt.Fprintln(w, "No profiles yet: create one in the app to keep a handicap.")
	}
	for i, h := range out {
		if i > 0 {
			fmt.Fprintln(w)
		}
		// The ledger holds the handicap challenge's games alone, not every
		// game against Tom (issue 32: beside the solo plays' count it read
		// as the same games).
		games := "handicap challenge games"
		if msg.IsOne("en", len(h.Games)) {
			games = "handicap challenge game"
		}
		fmt.Fprintf(w, "%s: handicap %+d after %d %s\n", h.Profile, h.Current, len(h.Games), games)
		if len(h.Games) == 0 {
			fmt.Fprintf(w, "  no handicap challenge yet; the first one starts at %+d\n", handicap.Start)
			continue
		}
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "#\tdate\tyou\tTom\tresult\thandicap\t")
		for k, g := range h.Games {
			fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%s\t%+d → %+d\t\n", k+1, g.Date, g.You, g.Tom, g.Outcome, g.Before, g.After)
		}
		tw.Flush()
	}
}

// fail reports an unexpected error (not the player's input).
func (e *env) fail(err error) int {
	fmt.Fprintf(e.stderr, "hearth: %s\n", names.Printable(data.Explain(err).Error()))
	return exitFail
}
