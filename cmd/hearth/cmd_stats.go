package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"hearth/data"
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

// statsPlayerJSON is one player's line. Best and Average are over the
// plays with a score: null when there is none (an Insula player who never
// fought a final battle has no strength, not 0).
type statsPlayerJSON struct {
	Name    string   `json:"name"`
	Plays   int      `json:"plays"`
	Wins    int      `json:"wins"`
	Best    *int     `json:"best"`
	Average *float64 `json:"average"`
}

// runStats prints, per game, the leaderboard the app's Stats page shows:
// every player at the table, then the solo players apart; plays, wins,
// best and average score (Insula's "score" is the strength in the final
// battle, over the battles fought). It reads the per-player sums the store
// keeps and never writes.
func runStats(e *env, args []string) int {
	games, asJSON, err := statsArgs(args)
	if err != nil {
		return e.usageError(err.Error())
	}
	store, code := e.openReadStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	out := []statsJSON{}
	for _, g := range games {
		part, err := statsOf(ctx, store, g)
		if err != nil {
			return e.fail(err)
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
		writeStatsText(e.stdout, part)
	}
	return exitOK
}

// statsArgs reads --json and at most one game (every game when none).
func statsArgs(args []string) (games []hgame.Game, asJSON bool, err error) {
	games = hgame.All
	picked := false
	for _, a := range args {
		switch {
		case a == "--json":
			asJSON = true
		case !strings.HasPrefix(a, "-"):
			g, ok := hgame.Parse(a)
			if !ok {
				return nil, false, fmt.Errorf("unknown game %q; the games are bonfire, lueur and insula (%s)", names.Printable(a), statsUsage)
			}
			if picked {
				return nil, false, fmt.Errorf("stats takes one game or none, got %s and %s (%s)", games[0].Key(), g.Key(), statsUsage)
			}
			games, picked = []hgame.Game{g}, true
		default:
			return nil, false, fmt.Errorf("unexpected argument %q (%s)", names.Printable(a), statsUsage)
		}
	}
	return games, asJSON, nil
}

// statsOf is one game's leaderboard, the players at the table then the
// solo players.
func statsOf(ctx context.Context, store *data.Store, g hgame.Game) (statsJSON, error) {
	part := statsJSON{Game: g.Key(), Players: []statsPlayerJSON{}}
	for _, solo := range []bool{false, true} {
		board, err := store.Leaderboard(ctx, g, solo)
		if err != nil {
			return part, err
		}
		for _, st := range board {
			line := statsPlayerJSON{Name: st.Name, Plays: st.Plays, Wins: st.Wins}
			if st.Scored > 0 {
				avg := float64(int(st.Average*10+0.5)) / 10
				line.Best, line.Average = &st.Best, &avg
			}
			if solo {
				part.Solo = append(part.Solo, line)
			} else {
				part.Players = append(part.Players, line)
			}
		}
	}
	return part, nil
}

// writeStatsText prints one game's leaderboard as tables.
func writeStatsText(w io.Writer, part statsJSON) {
	g, _ := hgame.Parse(part.Game)
	fmt.Fprintln(w, g.String())
	if len(part.Players) == 0 && len(part.Solo) == 0 {
		fmt.Fprintln(w, "  no plays yet")
		return
	}
	for _, list := range []struct {
		title   string
		players []statsPlayerJSON
	}{{"", part.Players}, {"solo", part.Solo}} {
		if len(list.players) == 0 {
			continue
		}
		if list.title != "" {
			fmt.Fprintln(w, "  "+list.title)
		}
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, statsHeader(g))
		for _, p := range list.players {
			best, avg := noScore(g), ""
			if p.Best != nil {
				best, avg = fmt.Sprint(*p.Best), fmt.Sprintf("%.1f", *p.Average)
			}
			fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t\n", names.Printable(p.Name), p.Plays, p.Wins, best, avg)
		}
		tw.Flush()
	}
}

// statsHeader names the columns: Insula's plays keep the strength in the
// final battle, not points.
func statsHeader(g hgame.Game) string {
	if g == hgame.Insula {
		return "player\tplays\twins\tbest strength\taverage strength\t"
	}
	return "player\tplays\twins\tbest\taverage\t"
}

// noScore stands in the best column for a player without a score.
func noScore(g hgame.Game) string {
	if g == hgame.Insula {
		return "no battle"
	}
	return "-"
}
