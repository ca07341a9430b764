package main

// What `hearth score GAME` is asked for besides the scoring itself
// (cmd_score.go): its flags, --save and --json.

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"hearth/data"
	"hearth/scoring"
	"hearth/scoring/bonfire"
)

// saveBonfire records a scored Bonfire game (--save).
func saveBonfire(e *env, req scoreRequest, g bonfire.Game, res bonfire.GameResult) int {
	play := data.Play{Game: data.GameBonfire, Mode: data.ModeMulti}
	if g.Solo {
		play.Mode = data.ModeSolo
	}
	won := winnerSet(res.Winners)
	for i, p := range res.Players {
		r, err := scoreResult(i, p.Name, p.Total, won[i], g.Solo && i == 1, p.Breakdown.Lines(), g.Players[i])
		if err != nil {
			return e.fail(err)
		}
		play.Results = append(play.Results, r)
	}
	return e.savePlay(play, req)
}

// winnerSet turns winner indices into a set.
func winnerSet(winners []int) map[int]bool {
	out := make(map[int]bool, len(winners))
	for _, w := range winners {
		out[w] = true
	}
	return out
}

// scoreRequest is what the arguments after `hearth score GAME` ask for.
type scoreRequest struct {
	asJSON      bool
	save        bool   // --save: record the scored play in the database
	profile     string // --profile: who played the solo game saved
	withProfile bool   // --profile was given
	challenge   bool   // --challenge: the solo Bonfire game saved was the handicap challenge
	raw         []byte // the file
}

// scoreInput reads the arguments after `hearth score GAME`: --json, --save,
// --profile NAME, -h and one FILE ("-" for standard input). done tells that
// the command ends here with code (help printed, or a usage error).
func (e *env) scoreInput(game string, args []string, help string) (req scoreRequest, code int, done bool) {
	var files []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--profile" && i+1 < len(args):
			req.profile, req.withProfile = args[i+1], true
			i++
		case a == "-h" || a == "--help":
			fmt.Fprintln(e.stdout, "usage: "+scoreUsage)
			fmt.Fprintln(e.stdout, help)
			return req, exitOK, true
		case req.flag(a):
		case a != "-" && strings.HasPrefix(a, "-"):
			return req, e.usageError(fmt.Sprintf("unknown flag %q (%s)", a, scoreUsage)), true
		default:
			files = append(files, a)
		}
	}
	if code, done := e.profileFlag(&req); done {
		return req, code, true
	}
	if len(files) != 1 {
		return req, e.usageError(fmt.Sprintf("score %s needs exactly one FILE, got %d (%s)", game, len(files), scoreUsage)), true
	}
	raw, err := e.readInput(files[0])
	if err != nil {
		return req, e.usageError(err.Error()), true
	}
	req.raw = raw
	return req, exitOK, false
}

// flag takes one of the flags that stand alone (--json, --save,
// --challenge, --profile=NAME); false when a is none of them.
func (req *scoreRequest) flag(a string) bool {
	switch {
	case a == "--json" || a == "-json":
		req.asJSON = true
	case a == "--save":
		req.save = true
	case a == "--challenge":
		req.challenge = true
	case strings.HasPrefix(a, "--profile="):
		req.profile, req.withProfile = strings.TrimPrefix(a, "--profile="), true
	default:
		return false
	}
	return true
}

// scoreResult is one player's line of a play saved by --save: the breakdown
// is a scoring.Record of the lines and the player's part of the input.
func scoreResult(seat int, name string, score int, winner, bot bool, lines []scoring.Line, input any) (data.Result, error) {
	in, err := json.Marshal(input)
	if err != nil {
		return data.Result{}, err
	}
	rec, err := json.Marshal(scoring.Record{Lines: lines, Input: in})
	if err != nil {
		return data.Result{}, err
	}
	return data.Result{Seat: seat, Name: name, Score: score, Winner: winner, Bot: bot, Breakdown: rec}, nil
}

// scoreJSON is the --json output of a scored game (SPEC §5.3): each
// player's total and breakdown, the winners' names, and a solo game's
// outcome; B is the game's breakdown.
type scoreJSON[B any] struct {
	Players []scoreJSONPlayer[B] `json:"players"`
	Winners []string             `json:"winners"`
	Outcome string               `json:"outcome,omitempty"`
}

type scoreJSONPlayer[B any] struct {
	Name      string `json:"name"`
	Total     int    `json:"total"`
	Breakdown B      `json:"breakdown"`
}

// newScoreJSON is players, each made by one, and the winners (indexes
// into players) by name.
func newScoreJSON[P, B any](players []P, winners []int, one func(P) scoreJSONPlayer[B]) scoreJSON[B] {
	out := scoreJSON[B]{Players: make([]scoreJSONPlayer[B], len(players)), Winners: []string{}}
	for i, p := range players {
		out.Players[i] = one(p)
	}
	for _, i := range winners {
		out.Winners = append(out.Winners, out.Players[i].Name)
	}
	return out
}

// write writes the output as one line of JSON.
func (out scoreJSON[B]) write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

func writeBonfireJSON(w io.Writer, res bonfire.GameResult) error {
	out := newScoreJSON(res.Players, res.Winners, func(p bonfire.PlayerResult) scoreJSONPlayer[bonfire.Breakdown] {
		return scoreJSONPlayer[bonfire.Breakdown]{Name: p.Name, Total: p.Total, Breakdown: p.Breakdown}
	})
	if res.Solo {
		out.Outcome = res.Outcome.String()
	}
	return out.write(w)
}
