package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"hearth/data"
	"hearth/data/msg"
	"hearth/scoring"
	"hearth/scoring/insula"
)

// insulaGameKeys and insulaPlayerKeys are the keys of insula.Game and
// insula.Player (SPEC §6.3; a test keeps them equal to the struct tags).
// strength and arrival may be left out where the variant does not need them;
// insula.Validate asks for them where it does.
var (
	insulaGameKeys = []scoreKey{
		{name: "variant", kind: scoreString},
		{name: "ending", kind: scoreString},
		{name: "players", kind: scoreList},
	}
	insulaPlayerKeys = []scoreKey{
		{name: "name", kind: scoreString},
		{name: "in_final_battle", kind: scoreBool},
		{name: "strength", kind: scoreInt, optional: true},
		{name: "arrival", kind: scoreInt, optional: true},
	}
)

// scoreInsula is `hearth score insula [--json] FILE` (SPEC §6.3): who won.
// --json writes one line, "ranking" only in the purple citadel:
//
//	{"winners":["Ben"],"island_wins":false,"ranking":["Ben","Ana"]}
func scoreInsula(e *env, sp speaker, args []string) int {
	req, code, done := e.scoreInput("insula", args,
		`FILE holds {"variant": "base", "ending": "kingosh_defeated", "players": [{"name": …, "in_final_battle": true, "strength": 6, "arrival": 1}]}; - reads standard input.`)
	if done {
		return code
	}
	if code, done := e.profileSolo(req, false); done {
		return code
	}
	if req.challenge {
		return e.usageError("--challenge is for a solo Bonfire game against Tom: the handicap challenge (" + scoreUsage + ")")
	}
	g, err := decodeInsulaGame(req.raw)
	if err != nil {
		return e.inputError(err)
	}
	res, err := insula.Decide(g)
	if err != nil {
		return e.inputError(err)
	}
	if req.asJSON {
		err = writeInsulaJSON(e.stdout, g, res)
	} else {
		_, err = io.WriteString(e.stdout, insulaText(g, res, sp))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "hearth: %v\n", err)
		return exitFail
	}
	if !req.save {
		return exitOK
	}
	play := data.Play{Game: data.GameInsula, Mode: data.ModeMulti}
	won := winnerSet(res.Winners)
	for i, p := range g.Players {
		strength := 0
		if p.Strength != nil {
			strength = *p.Strength
		}
		var lines []scoring.Line
		if p.InFinalBattle {
			lines = []scoring.Line{{Key: "strength", Label: "Strength in the final battle", Points: strength}}
		}
		input := struct {
			Variant string `json:"variant"`
			Ending  string `json:"ending"`
			insula.Player
		}{g.Variant, g.Ending, p}
		r, err := scoreResult(i, p.Name, strength, won[i], false, lines, input)
		if err != nil {
			return e.fail(err)
		}
		play.Results = append(play.Results, r)
	}
	return e.savePlay(play, req)
}

// decodeInsulaGame reads an insula.Game strictly, like decodeBonfireGame.
func decodeInsulaGame(raw []byte) (insula.Game, error) {
	var g insula.Game
	doc, err := scoreDocument(raw)
	if err != nil {
		return g, err
	}
	top, err := scoreObject(doc, "", insulaGameKeys)
	if err != nil {
		return g, err
	}
	players, err := scoreArray(top["players"], "players")
	if err != nil {
		return g, err
	}
	for i, item := range players {
		if _, err := scoreObject(item, "players["+strconv.Itoa(i)+"]", insulaPlayerKeys); err != nil {
			return g, err
		}
	}
	if err := json.Unmarshal(doc, &g); err != nil {
		return insula.Game{}, msg.New("", "The file could not be read: {{.Problem}}.", map[string]any{"Problem": err.Error()})
	}
	return g, nil
}

// insulaJSON is the --json output (SPEC §6.3).
type insulaJSON struct {
	Winners    []string `json:"winners"`
	IslandWins bool     `json:"island_wins"`
	Ranking    []string `json:"ranking,omitempty"`
}

func writeInsulaJSON(w io.Writer, g insula.Game, res insula.Result) error {
	out := insulaJSON{Winners: insulaNames(g, res.Winners), IslandWins: res.IslandWins}
	if res.Ranking != nil {
		out.Ranking = insulaNames(g, res.Ranking)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

func insulaNames(g insula.Game, idx []int) []string {
	out := make([]string, 0, len(idx))
	for _, i := range idx {
		out = append(out, g.Players[i].Name)
	}
	return out
}

// insulaText says who won and, in the purple citadel, the ranking.
func insulaText(g insula.Game, res insula.Result, sp speaker) string {
	if res.IslandWins {
		return sp.text(msg.T("Nightfall: Kingosh and the island win; nobody else does.", nil)) + "\n"
	}
	names := insulaNames(g, res.Winners)
	var b strings.Builder
	if len(names) == 1 {
		b.WriteString(sp.text(msg.T("Kingosh is defeated. Winner: {{.Name}}.", map[string]any{"Name": names[0]})) + "\n")
	} else {
		b.WriteString(sp.text(msg.T("Kingosh is defeated. Winners: {{.Names}}.", map[string]any{"Names": strings.Join(names, ", ")})) + "\n")
	}
	for place, i := range res.Ranking {
		p := g.Players[i]
		line := msg.T("{{.Place}}. {{.Name}}: strength {{.Strength}}, arrived {{.Arrival}}", map[string]any{
			"Place": place + 1, "Name": p.Name, "Strength": *p.Strength, "Arrival": *p.Arrival})
		b.WriteString("  " + sp.text(line) + "\n")
	}
	return b.String()
}
