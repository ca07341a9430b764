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

// statsJSON is one game's part of the --json output: its leaderboard at the
// table, and apart the solo plays (a journey or an expedition is no win
// over anyone; games against Tom count their wins).
type statsJSON struct {
	Game    string            `json:"game"`
	Players []statsPlayerJSON `json:"players"`
	Solo    []statsPlayerJSON `json:"solo,omitempty"`
}

type statsPlayerJSON struct {
	Name    string  `json:"name"`
	Plays   int     `json:"plays"`
	Wins    int     `json:"wins"`
	Best    int     `json:"best"`
	Average float64 `json:"average"`
}

// runStats prints, per game, the leaderboard the app's Stats page shows:
// every player at the table, then the solo players apart; plays, wins,
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
	out := []statsJSON{}
	for _, g := range games {
		part := statsJSON{Game: g.Key(), Players: []statsPlayerJSON{}}
		for _, solo := range []bool{false, true} {
			board, err := store.Leaderboard(ctx, g, solo)
			if err != nil {
				return e.fail(err)
			}
			for _, st := range board {
				avg := float64(int(st.Average*10+0.5)) / 10
				line := statsPlayerJSON{Name: st.Name, Plays: st.Plays, Wins: st.Wins, Best: st.Best, Average: avg}
				if solo {
					part.Solo = append(part.Solo, line)
				} else {
					part.Players = append(part.Players, line)
				}
			}
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
		if len(part.Players) == 0 && len(part.Solo) == 0 {
			fmt.Fprintln(e.stdout, "  no plays yet")
			continue
		}
		for _, list := range []struct {
			title   string
			players []statsPlayerJSON
		}{{"", part.Players}, {"solo", part.Solo}} {
			if len(list.players) == 0 {
				continue
			}
			if list.title != "" {
				fmt.Fprintln(e.stdout, "  "+list.title)
			}
			tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
			fmt.Fprintln(tw, "player\tplays\twins\tbest\taverage\t")
			for _, p := range list.players {
				fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.1f\t\n", names.Printable(p.Name), p.Plays, p.Wins, p.Best, p.Average)
			}
			tw.Flush()
		}
	}
	return exitOK
}
