package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"hearth/data/msg"
	"hearth/scoring"
	"hearth/scoring/bonfire"
)

const scoreUsage = "hearth score bonfire|lueur|insula [--json] [--save [--profile NAME] [--challenge]] [--lang en|fr|de] FILE"

func init() {
	register("score", command{
		usage: scoreUsage,
		about: "final scores and winner of a game from a JSON file (FILE - reads standard input)",
		run:   runScore,
	})
}

// runScore is `hearth score GAME [--json] FILE`. Only Bonfire can be scored
// for now. The input is a bonfire.Game in JSON, decoded strictly (see
// decodeBonfireGame). The default output is a breakdown per player, line by
// line as in the rulebook's example, then the winner. --json writes one line:
//
//	{"players":[{"name":"Ana","total":61,"breakdown":{…}}],"winners":["Ana"]}
//
// where breakdown has the keys of bonfire.Breakdown ("specialists" only when
// specialist 18 scores), winners lists the winners' names (several for a
// shared victory; in solo "Tom", or whatever players[1] is called, unless you
// win), and a solo game adds "outcome": "win", "loss" or "tie".
func runScore(e *env, args []string) int {
	sp, err := e.speak()
	if err != nil {
		return e.usageError(err.Error())
	}
	if len(args) == 0 {
		return e.usageError("score needs a game and a file: " + scoreUsage)
	}
	switch game := args[0]; game {
	case "bonfire":
		return scoreBonfire(e, sp, args[1:])
	case "lueur":
		return scoreLueur(e, sp, args[1:])
	case "insula":
		return scoreInsula(e, sp, args[1:])
	default:
		return e.usageError(fmt.Sprintf("unknown game %q; the games are bonfire, lueur and insula (%s)", game, scoreUsage))
	}
}

// scoreBonfire is `hearth score bonfire`: args are what follows the game.
func scoreBonfire(e *env, sp speaker, args []string) int {
	req, code, done := e.scoreInput("bonfire", args,
		`FILE holds {"solo": false, "players": [{"name": …, "track_points": …, "bonfires": […], …}]}; - reads standard input.`)
	if done {
		return code
	}
	g, err := decodeBonfireGame(req.raw)
	if err != nil {
		return e.inputError(err)
	}
	var bots []string
	if g.Solo && len(g.Players) > 1 {
		bots = append(bots, g.Players[1].Name)
	}
	if code, done := e.profileSolo(req, g.Solo, bots...); done {
		return code
	}
	if req.challenge && !g.Solo {
		return e.usageError("--challenge is for a solo Bonfire game against Tom: the handicap challenge (" + scoreUsage + ")")
	}
	res, err := bonfire.ScoreGame(g)
	if err != nil {
		return e.inputError(err)
	}
	if req.asJSON {
		err = writeBonfireJSON(e.stdout, res)
	} else {
		err = writeBonfireText(e.stdout, res, sp)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "hearth: %v\n", err)
		return exitFail
	}
	if !req.save {
		return exitOK
	}
	return saveBonfire(e, req, g, res)
}

// scoredPlayer is one player's breakdown as the text output prints it.
type scoredPlayer struct {
	name  string
	lines []scoring.Line
	total int
}

// writeBonfireText writes each player's breakdown, then the result, in the
// speaker's language.
func writeBonfireText(w io.Writer, res bonfire.GameResult, sp speaker) error {
	players := make([]scoredPlayer, len(res.Players))
	for i, p := range res.Players {
		players[i] = scoredPlayer{name: p.Name, lines: p.Breakdown.Lines(), total: p.Total}
	}
	return writeScoreText(w, sp, players, resultLine(res))
}

// writeScoreText writes each player's breakdown as aligned columns (label,
// how it was counted, points) ending with the total, then the result line.
func writeScoreText(w io.Writer, sp speaker, players []scoredPlayer, result msg.Text) error {
	total := sp.text(msg.T("Total", nil))
	labelW, detailW, pointsW := utf8.RuneCountInString(total), 0, 1
	for _, p := range players {
		for _, l := range p.lines {
			labelW = max(labelW, utf8.RuneCountInString(sp.word(l.Label)))
			detailW = max(detailW, utf8.RuneCountInString(l.Detail))
			pointsW = max(pointsW, len(strconv.Itoa(l.Points)))
		}
		pointsW = max(pointsW, len(strconv.Itoa(p.total)))
	}
	var b strings.Builder
	row := func(label, detail string, points int) {
		fmt.Fprintf(&b, "  %s%s  %-*s  %*d\n", label, strings.Repeat(" ", labelW-utf8.RuneCountInString(label)), detailW, detail, pointsW, points)
	}
	for i, p := range players {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(p.name + "\n")
		for _, l := range p.lines {
			row(sp.word(l.Label), l.Detail, l.Points)
		}
		row(total, "", p.total)
	}
	b.WriteString("\n" + sp.text(result) + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// resultLine says who won.
func resultLine(res bonfire.GameResult) msg.Text {
	if len(res.Winners) == 0 {
		return msg.T("No winner.", nil)
	}
	if res.Solo {
		you, tom := res.Players[0], res.Players[1]
		args := map[string]any{"You": you.Name, "Tom": tom.Name, "Yours": you.Total, "His": tom.Total}
		switch res.Outcome {
		case bonfire.Win:
			return msg.T("{{.You}} beats {{.Tom}}, {{.Yours}} to {{.His}}.", args)
		case bonfire.Tie:
			return msg.T("{{.You}} and {{.Tom}} tie at {{.Yours}}: a tie loses against {{.Tom}}, and leaves the handicap as it is.", args)
		default:
			return msg.T("{{.Tom}} wins, {{.His}} to {{.Yours}}: {{.You}} loses.", args)
		}
	}
	first := res.Players[res.Winners[0]]
	args := map[string]any{"Name": first.Name, "Points": first.Total, "Bonfires": len(first.Breakdown.BonfireValues)}
	if len(res.Winners) > 1 {
		names := make([]string, len(res.Winners))
		for i, w := range res.Winners {
			names[i] = res.Players[w].Name
		}
		args["Some"], args["Last"] = strings.Join(names[:len(names)-1], ", "), names[len(names)-1]
		return msg.T("Shared victory: {{.Some}} and {{.Last}}, with {{.Points}} points and {{.Bonfires}} bonfires each.", args)
	}
	for i, p := range res.Players {
		if i != res.Winners[0] && p.Total == first.Total {
			return msg.T("Winner: {{.Name}} with {{.Points}} points, on the tie-break: more bonfires ({{.Bonfires}}).", args)
		}
	}
	return msg.T("Winner: {{.Name}} with {{.Points}} points.", args)
}

// decodeBonfireGame reads a bonfire.Game strictly: one JSON object and
// nothing after it, no unknown or repeated key, no missing key (but "solo"
// and "specialists"), every value of the right type (null is none), and every
// player named. Errors are *msg.Error naming the field, such as
// "players[0].bonfires[2]".
func decodeBonfireGame(raw []byte) (bonfire.Game, error) {
	var g bonfire.Game
	doc, err := scoreDocument(raw)
	if err != nil {
		return g, err
	}
	top, err := scoreObject(doc, "", bonfireGameKeys)
	if err != nil {
		return g, err
	}
	players, err := scoreArray(top["players"], "players")
	if err != nil {
		return g, err
	}
	for i, p := range players {
		field := "players[" + strconv.Itoa(i) + "]"
		members, err := scoreObject(p, field, bonfirePlayerKeys)
		if err != nil {
			return g, err
		}
		var name string
		if err := json.Unmarshal(members["name"], &name); err != nil || strings.TrimSpace(name) == "" {
			return g, msg.New(field+".name", "Every player needs a name.", nil)
		}
	}
	if err := json.Unmarshal(doc, &g); err != nil {
		// The checks above leave nothing for Unmarshal to refuse.
		return bonfire.Game{}, msg.New("", "The file could not be read: {{.Problem}}.", map[string]any{"Problem": err.Error()})
	}
	return g, nil
}

// scoreDocument returns the one JSON value raw holds.
func scoreDocument(raw []byte) (json.RawMessage, error) {
	raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf")) // a byte order mark some editors write
	dec := json.NewDecoder(bytes.NewReader(raw))
	var doc json.RawMessage
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, msg.New("", "The file is empty; it should hold a JSON object.", nil)
		}
		line, col := scorePosition(raw, dec.InputOffset())
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			line, col = scorePosition(raw, syn.Offset)
		}
		return nil, msg.New("", "The file is not valid JSON (line {{.Line}}, column {{.Column}}): {{.Problem}}.",
			map[string]any{"Line": line, "Column": col, "Problem": err.Error()})
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		line, col := scorePosition(raw, dec.InputOffset())
		return nil, msg.New("", "The file goes on after its JSON object (line {{.Line}}, column {{.Column}}); remove what follows.",
			map[string]any{"Line": line, "Column": col})
	}
	return doc, nil
}

// scoreObject returns the members of a JSON object after checking its keys
// against known and each value's type. field is the object's path ("" for
// the document).
func scoreObject(raw json.RawMessage, field string, known []scoreKey) (map[string]json.RawMessage, error) {
	notObject := func() error {
		if field == "" {
			return msg.New("", "The file should hold a JSON object {…}; it holds {{.Got}}.", map[string]any{"Got": scoreShow(raw)})
		}
		return msg.New(field, "This should be an object {…}; the file has {{.Got}}.", map[string]any{"Got": scoreShow(raw)})
	}
	if scoreKindOf(raw) != '{' {
		return nil, notObject()
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil, msg.New(field, "This should be an object {…}; the file has {{.Got}}.", map[string]any{"Got": scoreShow(raw)})
	}
	members := map[string]json.RawMessage{}
	for dec.More() {
		if err := scoreMember(dec, raw, field, known, members); err != nil {
			return nil, err
		}
	}
	return members, scoreMissing(members, field, known)
}

// scoreMember reads the next key and value of an object into members,
// checking the key is known, given once, and its value of the right type.
func scoreMember(dec *json.Decoder, raw json.RawMessage, field string, known []scoreKey, members map[string]json.RawMessage) error {
	tok, err := dec.Token()
	key, ok := tok.(string)
	if err != nil || !ok {
		return msg.New(field, "This should be an object {…}; the file has {{.Got}}.", map[string]any{"Got": scoreShow(raw)})
	}
	path := scoreJoin(field, key)
	var value json.RawMessage
	if err := dec.Decode(&value); err != nil {
		return msg.New(path, "This value could not be read.", nil)
	}
	k, found := scoreLookup(known, key)
	if !found && field == "" && key == playedAtKey.name {
		k, found = playedAtKey, true // every game's file may say when it was played
	}
	if !found {
		names := make([]string, len(known))
		for i, k := range known {
			names[i] = k.name
		}
		return msg.New(path, "Unknown key; the keys are {{.Keys}}.", map[string]any{"Keys": strings.Join(names, ", ")})
	}
	if _, twice := members[key]; twice {
		return msg.New(path, "This key appears twice.", nil)
	}
	if err := scoreCheckValue(value, path, k.kind); err != nil {
		return err
	}
	members[key] = value
	return nil
}

// scoreMissing names the first required key an object lacks.
func scoreMissing(members map[string]json.RawMessage, field string, known []scoreKey) error {
	for _, k := range known {
		if _, ok := members[k.name]; !ok && !k.optional {
			if k.name == "name" {
				return msg.New(scoreJoin(field, k.name), "Every player needs a name.", nil)
			}
			return msg.New(scoreJoin(field, k.name), "This key is missing; write 0, or [] for a list, when there is none.", nil)
		}
	}
	return nil
}

// scoreArray returns the elements of a JSON array.
func scoreArray(raw json.RawMessage, field string) ([]json.RawMessage, error) {
	var items []json.RawMessage
	if scoreKindOf(raw) != '[' || json.Unmarshal(raw, &items) != nil {
		return nil, msg.New(field, "This should be a list […]; the file has {{.Got}}.", map[string]any{"Got": scoreShow(raw)})
	}
	return items, nil
}

// scoreCheckValue checks that a value has the JSON type the key needs.
func scoreCheckValue(raw json.RawMessage, field string, kind scoreKind) error {
	got := map[string]any{"Got": scoreShow(raw)}
	switch kind {
	case scoreBool:
		if s := string(raw); s != "true" && s != "false" {
			return msg.New(field, "This should be true or false; the file has {{.Got}}.", got)
		}
	case scoreString:
		if scoreKindOf(raw) != '"' {
			return msg.New(field, "This should be text in quotes; the file has {{.Got}}.", got)
		}
	case scoreInt:
		var n int
		if scoreKindOf(raw) != '0' || json.Unmarshal(raw, &n) != nil {
			return msg.New(field, "This should be a whole number; the file has {{.Got}}.", got)
		}
	case scoreList:
		if scoreKindOf(raw) != '[' {
			return msg.New(field, "This should be a list […]; the file has {{.Got}}.", got)
		}
	case scoreInts:
		return scoreCheckInts(raw, field)
	}
	return nil
}

// scoreCheckInts checks a list of whole numbers.
func scoreCheckInts(raw json.RawMessage, field string) error {
	var items []json.RawMessage
	if scoreKindOf(raw) != '[' || json.Unmarshal(raw, &items) != nil {
		return msg.New(field, "This should be a list of whole numbers such as [7, 5, 2]; the file has {{.Got}}.", map[string]any{"Got": scoreShow(raw)})
	}
	for i, item := range items {
		if err := scoreCheckValue(item, field+"["+strconv.Itoa(i)+"]", scoreInt); err != nil {
			return err
		}
	}
	return nil
}
