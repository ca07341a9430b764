package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"hearth/data"
	ref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/scoring/lueur"
)

// lueurGameKeys and lueurPlayerKeys are the keys of lueur.Game and
// lueur.Player (SPEC §5.3; a test keeps them equal to the struct tags). The
// travel keys are optional here; lueur.Validate asks for the one the side
// needs and refuses the other.
var (
	lueurGameKeys = []scoreKey{
		{name: "side", kind: scoreString},
		{name: "players", kind: scoreList},
	}
	lueurPlayerKeys = []scoreKey{
		{name: "name", kind: scoreString},
		{name: "track", kind: scoreInt},
		{name: "card_light_gain", kind: scoreInt},
		{name: "card_light_loss", kind: scoreInt},
		{name: "camp_village", kind: scoreInt, optional: true},
		{name: "boat_islands", kind: scoreInts, optional: true},
		{name: "firefly_tokens", kind: scoreInt},
		{name: "fireflies_on_cards", kind: scoreInt},
		{name: "companions", kind: scoreInt},
		{name: "small_steps", kind: scoreInt},
		{name: "reroll_tokens", kind: scoreInt},
	}
)

// scoreLueur is `hearth score lueur [--json] FILE` (SPEC §5.3). --json writes
// one line:
//
//	{"players":[{"name":"Blue","total":72,"breakdown":{"track":60,"cards":4,"travel":5,"fireflies":0,"small_steps":3}}],"winners":["Blue"]}
func scoreLueur(e *env, sp speaker, args []string) int {
	req, code, done := e.scoreInput("lueur", args,
		`FILE holds {"side": "province", "players": [{"name": …, "track": …, "card_light_gain": …, "camp_village": …, …}]}; - reads standard input.`)
	if done {
		return code
	}
	g, err := decodeLueurGame(req.raw)
	if err != nil {
		return e.inputError(err)
	}
	if code, done := e.profileSolo(req, len(g.Players) == 1); done {
		return code
	}
	if req.challenge {
		return e.usageError("--challenge is for a solo Bonfire game against Tom: the handicap challenge (" + scoreUsage + ")")
	}
	res, err := lueur.ScoreGame(g)
	if err != nil {
		return e.inputError(err)
	}
	if req.asJSON {
		err = writeLueurJSON(e.stdout, res)
	} else {
		players := make([]scoredPlayer, len(res.Players))
		for i, p := range res.Players {
			players[i] = scoredPlayer{name: p.Name, lines: p.Breakdown.Lines(), total: p.Total}
		}
		err = writeScoreText(e.stdout, sp, players, lueurResultLine(res))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "hearth: %v\n", err)
		return exitFail
	}
	if !req.save {
		return exitOK
	}
	play := data.Play{Game: data.GameLueur, Mode: data.ModeMulti}
	if len(res.Players) == 1 {
		play.Mode = data.ModeSolo
	}
	won := winnerSet(res.Winners)
	for i, p := range res.Players {
		input := struct {
			Side ref.Side `json:"side"`
			lueur.Player
		}{g.Side, g.Players[i]}
		r, err := scoreResult(i, p.Name, p.Total, won[i], false, p.Breakdown.Lines(), input)
		if err != nil {
			return e.fail(err)
		}
		play.Results = append(play.Results, r)
	}
	return e.savePlay(play, req)
}

// decodeLueurGame reads a lueur.Game strictly, like decodeBonfireGame: no
// unknown, repeated or missing key, every value of its type, the side named.
func decodeLueurGame(raw []byte) (lueur.Game, error) {
	var g lueur.Game
	doc, err := scoreDocument(raw)
	if err != nil {
		return g, err
	}
	top, err := scoreObject(doc, "", lueurGameKeys)
	if err != nil {
		return g, err
	}
	var side string
	if err := json.Unmarshal(top["side"], &side); err != nil {
		return g, msg.New("side", "The board side is province or archipelago.", nil)
	}
	switch strings.ToLower(strings.TrimSpace(side)) {
	case ref.Province.Key():
		g.Side = ref.Province
	case ref.Archipelago.Key():
		g.Side = ref.Archipelago
	default:
		return g, msg.New("side", "The board side is province or archipelago.", nil)
	}
	players, err := scoreArray(top["players"], "players")
	if err != nil {
		return g, err
	}
	for i, item := range players {
		field := "players[" + strconv.Itoa(i) + "]"
		members, err := scoreObject(item, field, lueurPlayerKeys)
		if err != nil {
			return g, err
		}
		// null counts as absent, as for the other optional keys.
		for _, k := range []string{"camp_village", "boat_islands"} {
			if string(members[k]) == "null" {
				delete(members, k)
			}
		}
		var p lueur.Player
		obj, _ := json.Marshal(members)
		if err := json.Unmarshal(obj, &p); err != nil {
			return g, msg.New(field, "This value could not be read.", nil)
		}
		g.Players = append(g.Players, p)
	}
	return g, nil
}

func writeLueurJSON(w io.Writer, res lueur.Result) error {
	return newScoreJSON(res.Players, res.Winners, func(p lueur.PlayerResult) scoreJSONPlayer[lueur.Breakdown] {
		return scoreJSONPlayer[lueur.Breakdown]{Name: p.Name, Total: p.Total, Breakdown: p.Breakdown}
	}).write(w)
}

// lueurResultLine says who won (seed 003 "Fin du jeu").
func lueurResultLine(res lueur.Result) msg.Text {
	if len(res.Winners) == 0 {
		return msg.T("No winner.", nil)
	}
	first := res.Players[res.Winners[0]]
	args := map[string]any{"Name": first.Name, "Light": first.Total}
	if len(res.Players) == 1 {
		return msg.T("{{.Name}} ends the journey with {{.Light}} light.", args)
	}
	if len(res.Winners) > 1 {
		names := make([]string, len(res.Winners))
		for i, w := range res.Winners {
			names[i] = res.Players[w].Name
		}
		args["Some"], args["Last"] = strings.Join(names[:len(names)-1], ", "), names[len(names)-1]
		return msg.T("Shared victory: {{.Some}} and {{.Last}}, with {{.Light}} light and as many reroll tokens each.", args)
	}
	if res.Tiebreak {
		return msg.T("Winner: {{.Name}} with {{.Light}} light, on the tie-break: more reroll tokens.", args)
	}
	return msg.T("Winner: {{.Name}} with {{.Light}} light.", args)
}
