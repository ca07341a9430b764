package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	hgame "hearth/data/game"
	"hearth/data/names"
)

const statsUsage = "hearth stats [bonfire|lueur|insula] [--json]"

func init() {
	register("stats", command{usage: statsUsage, about: "plays, wins, best and average score per player, for one game or all", run: runStats})
}

// statsJSON is one game's part of the --json output.
type statsJSON struct {
	Game    string            `json:"game"`
	Players []statsPlayerJSON `json:"players"`
}

type statsPlayerJSON struct {
	Name    string  `json:"name"`
	Plays   int     `json:"plays"`
	Wins    int     `json:"wins"`
	Best    int     `json:"best"`
	Average float64 `json:"average"`
}

// runStats prints, per game, every player who has played it: plays, wins,
// best and average score (Insula's "score" is the strength in the final
// battle). It reads the per-player sums the store keeps and never writes.
func runStats(e *env, args []string) int {
	games := hgame.All
	asJSON := false
	for _, a := range args {
		switch {
		case a == "--json":
			asJSON = true
		case !strings.HasPrefix(a, "-"):
			g, ok := hgame.Parse(a)
			if !ok {
				return e.usageError(fmt.Sprintf("unknown game %q; the games are bonfire, lueur and insula (%s)", names.Printable(a), statsUsage))
			}
			games = []hgame.Game{g}
		default:
			return e.usageError(fmt.Sprintf("unexpected argument %q (%s)", names.Printable(a), statsUsage))
		}
	}
	store, code := e.openReadStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	players, err := store.StatPlayers(ctx)
	if err != nil {
		return e.fail(err)
	}
	out := []statsJSON{}
	for _, g := range games {
		part := statsJSON{Game: g.Key(), Players: []statsPlayerJSON{}}
		for _, p := range players {
			st, err := store.Stats(ctx, g, p)
			if err != nil {
				return e.fail(err)
			}
			if st.Plays == 0 {
				continue
			}
			avg := float64(int(st.Average*10+0.5)) / 10
			part.Players = append(part.Players, statsPlayerJSON{Name: p.Name, Plays: st.Plays, Wins: st.Wins, Best: st.Best, Average: avg})
		}
		out = append(out, part)
	}
	if asJSON {
		if err := json.NewEncoder(e.stdout).Encode(out); err != nil {
			return e.fail(err)
		}
		return exitOK
	}
	for i, part := range out {
		if i > 0 {
			fmt.Fprintln(e.stdout)
		}
		g, _ := hgame.Parse(part.Game)
		fmt.Fprintln(e.stdout, g.String())
		if len(part.Players) == 0 {
			fmt.Fprintln(e.stdout, "  no plays yet")
			continue
		}
		tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "player\tplays\twins\tbest\taverage\t")
		for _, p := range part.Players {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.1f\t\n", names.Printable(p.Name), p.Plays, p.Wins, p.Best, p.Average)
		}
		tw.Flush()
	}
	return exitOK
}
