// Package bonfire generates Bonfire setups (SPEC §4.1; seed 000 "MISE EN
// PLACE" and "JEU SOLO", seed 001 "SPIELVORBEREITUNG" and "SOLOSPIEL", seed
// 002 "Setup") for 1–4 players, 1 being the solo game against Tom.
//
// The app decides, at random: the task colours on each island (solo, and
// the "first game" option), the portals on each space around the Great
// Bonfire, and who gets the oval building. Everything else is a checklist.
package bonfire

import (
	"errors"
	"math/rand/v2"

	ref "hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/setup/step"
)

// Options are the choices made before generating a setup.
type Options struct {
	// Players is 1 to 4; 1 is the solo game against Tom.
	Players int
	// FirstGame puts tasks of different colours on every island (seed 000
	// "MISE EN PLACE" step 2, the designer's advice for a first game). Solo
	// setups always do; the option changes nothing there.
	FirstGame bool
}

// Validate returns a player-readable error for impossible options.
func (o Options) Validate() error { return step.Bonfire.CheckPlayers(o.Players) }

// Generate builds the setup checklist for o, drawing every random decision
// from rng in a fixed order: tasks, portals, then the start player.
func Generate(o Options, rng *rand.Rand) (step.Setup, error) {
	if err := o.Validate(); err != nil {
		return step.Setup{}, err
	}
	if rng == nil {
		return step.Setup{}, errors.New("bonfire setup: no random generator")
	}
	solo := o.Players == 1
	tasks := planTasks(o, rng)
	portals := dealPortals(o.Players, rng)
	start := StartPlayer{Seat: 0, Solo: solo}
	if !solo {
		start.Seat = rng.IntN(o.Players)
	}

	var l step.List
	addTasks(&l, o, tasks)
	addBoard(&l, solo, portals)
	addPlayerBoards(&l, solo, start)
	if solo {
		addTom(&l)
	}
	addGameEnd(&l, o.Players, solo)

	return step.Setup{
		Game:    step.Bonfire,
		Players: o.Players,
		Title:   title(o),
		Steps:   l.Steps(),
	}, nil
}

// addTasks is the central board and the tasks on its islands.
func addTasks(l *step.List, o Options, tasks TaskPlan) {
	solo := o.Players == 1
	l.Section(msg.Term("Central board"))
	l.Add("board", msg.T("Place the central board in the middle of the table.", nil))
	if o.Players <= 2 {
		// Seed 000 Annexe I (and seed 001 likewise): the yellow task "3
		// offering tiles on 1 island" is removed for 1 or 2 players.
		l.Add("yellow-task-out", msg.T("Take the yellow task “3 offering tiles on 1 island” out of the game before you shuffle the tasks: it is not used with 1 or 2 players.", nil))
	}
	switch {
	case solo:
		l.Random("tasks", msg.T("Take 7 blue, 7 red and 6 yellow tasks at random and place them dark side up, 2 on each task island, in the colours shown: the two tasks of an island always differ. Put the other tasks back in the box unseen.", nil), tasks)
	case o.FirstGame && o.Players == 3:
		l.Random("tasks", msg.T("First game: draw tasks at random in the colours shown and place them dark side up, 2 on each of the 4 corner islands and 3 on each of the other 6 task islands, so that the tasks of an island differ in colour. Put the other tasks back in the box unseen.", nil), tasks)
	case o.FirstGame && o.Players == 4:
		l.Data("tasks", msg.T("First game: place 3 tasks dark side up on each of the 10 task islands, 1 of each colour, drawn at random. Put the other tasks back in the box unseen.", nil), tasks)
	case o.FirstGame:
		l.Random("tasks", msg.T("First game: draw tasks at random in the colours shown and place them dark side up, 2 on each task island, so that the tasks of an island differ in colour. Put the other tasks back in the box unseen.", nil), tasks)
	case o.Players == 3:
		l.Data("tasks", msg.T("Shuffle the tasks and place them dark side up: 2 on each of the 4 corner islands, 3 on each of the other 6 task islands. Put the other tasks back in the box unseen.", nil), tasks)
	default:
		l.Data("tasks", msg.T("Shuffle the tasks and place {{.Tasks}} dark side up on each of the 10 task islands. Put the other tasks back in the box unseen.",
			map[string]any{"Tasks": TasksPerIsland(o.Players)}), tasks)
	}
}

// addBoard is the rest of the central board: guardians, countdown, elders,
// portals, the Great Bonfire, paths, specialists, markers and the bank.
func addBoard(l *step.List, solo bool, portals PortalDeal) {
	l.Add("guardians", msg.T("Put each guardian on the guardian island of her colour.", nil))
	l.Add("countdown", msg.T("Stack the 5 countdown tiles in ascending order on their space.", nil))
	l.Add("elders", msg.T("Place the 6 elders face up on their spaces.", nil))
	if len(portals.Removed) > 0 {
		l.Add("portals-remove", msg.T("Return 1 portal of each of the 7 shapes to the box.", nil))
	}
	portalArgs := map[string]any{"Portals": portals.Count(), "PerSpace": portals.PerSpace()}
	if solo {
		l.Random("portals", msg.T("Give each portal shape a letter from A to G, in any order. Deal the {{.Portals}} portals to the 7 spaces around the Great Bonfire as shown, {{.PerSpace}} per space, all of different shapes on a space (solo rule). Space 1 is the southern one, where the Great Bonfire points; the others follow clockwise.", portalArgs), portals)
	} else {
		l.Random("portals", msg.T("Give each portal shape a letter from A to G, in any order. Deal the {{.Portals}} portals to the 7 spaces around the Great Bonfire as shown, {{.PerSpace}} per space. Space 1 is the southern one, where the Great Bonfire points; the others follow clockwise.", portalArgs), portals)
	}
	l.Add("great-bonfire", msg.T("Place the Great Bonfire on its space, pointing south as the board shows.", nil))
	l.Add("paths", msg.T("Shuffle the 28 path tiles into 2 or 3 face-down piles and reveal 4 of them into the display.", nil))
	if solo {
		l.Add("specialists-gold", msg.T("Return the 3 specialists showing Gold to the box.", nil))
	}
	l.Add("specialists", msg.T("Shuffle the specialists into a face-down gnome pile beside the board and reveal 6 of them face up on their spaces.", nil))
	l.Add("neutral-novices", msg.T("Place 1 neutral novice on each of the 5 common tasks.", nil))
	l.Add("markers", perPlayer(solo,
		msg.T("Put your score marker and 0/50 marker on 0 of the score track and your ship on the landing stage.", nil),
		msg.T("Each player puts their score marker and 0/50 marker on 0 of the score track and their ship on the landing stage.", nil)))
	l.Add("bank", msg.T("Put the action tiles and the resources in the bank beside the board.", nil))

}

// addPlayerBoards is each player's board and supply.
func addPlayerBoards(l *step.List, solo bool, start StartPlayer) {
	l.Section(msg.Term("Player boards"))
	l.Add("player-board", perPlayer(solo,
		msg.T("Place your player board in front of you, attach a starting tile and put your guardian on it.", nil),
		msg.T("Each player places their player board in front of them, attaches a starting tile and puts their guardian on it.", nil)))
	l.Add("novices", perPlayer(solo,
		msg.T("Put your 7 novices on their 7 spaces.", nil),
		msg.T("Each player puts their 7 novices on their 7 spaces.", nil)))
	if solo {
		l.Data("extension", msg.T("Take the extension with the oval building and attach it to your board: you are the start player.", nil), start)
	} else {
		l.Random("extension", msg.T("Take 1 extension per player, the one with the oval building among them, and deal them at random: seat {{.Seat}} gets the oval building and is the start player. Everyone attaches their extension to their board.",
			map[string]any{"Seat": start.Seat + 1}), start)
	}
	l.Add("overview", perPlayer(solo,
		msg.T("Place your action overview beside your board and your overview card nearby, for the final scoring.", nil),
		msg.T("Each player places their action overview beside their board and their overview card nearby, for the final scoring.", nil)))
	l.Add("offerings", perPlayer(solo,
		msg.T("Shuffle your 10 offering tiles face down into 2 piles of 5 on your action overview and flip the top tile of each pile.", nil),
		msg.T("Each player shuffles their 10 offering tiles face down into 2 piles of 5 on their action overview and flips the top tile of each pile.", nil)))
	l.Add("fate", perPlayer(solo,
		msg.T("Shuffle your 8 fate tiles face down, lay 7 face up as your supply and keep the last one in front of you.", nil),
		msg.T("Each player shuffles their 8 fate tiles face down, lays 7 face up as their supply and keeps the last one in front of them.", nil)))
	l.Add("fate-choice", perPlayer(solo,
		msg.T("Before your first turn, keep the fate tile in front of you or swap it with the middle one of your supply, and place the chosen tile in the centre of your fate area.", nil),
		msg.T("Before their first turn, each player keeps the fate tile in front of them or swaps it with the middle one of their supply, and places the chosen tile in the centre of their fate area.", nil)))
	l.Add("resources", perPlayer(solo,
		msg.T("Take 1 of each of the 6 resources into your supply.", nil),
		msg.T("Each player takes 1 of each of the 6 resources into their supply.", nil)))
	l.Add("action-tiles", perPlayer(solo,
		msg.T("Take 5 action tiles: 2 yellow ones and the 3 shown on your chosen fate tile.", nil),
		msg.T("Each player takes 5 action tiles: 2 yellow ones and the 3 shown on their chosen fate tile.", nil)))

}

// addTom is Tom's board, the handicap and his pile, in solo.
func addTom(l *step.List) {
	l.Section(msg.Term("Tom"))
	l.Add("tom-board", msg.T("Set up a player board for Tom: attach an extension and a starting tile, put his guardian on the starting tile, 4 of his novices beside the board and his score marker on 0.", nil))
	// Seed 000 "CHALLENGE 1 : MODE HANDICAP" (SPEC §4.4). The setup has
	// no profile: the Tom screen knows the current handicap.
	l.Add("handicap", msg.T("Handicap: if your handicap is positive, Tom starts that many points ahead on the score track; if it is negative, you do; a first game starts at –10. Hearth's “Solo against Tom” screen shows your current handicap and where to put the score markers.", nil))
	l.Add("tom-deck", msg.T("Shuffle the 8 Tom cards into a face-down Tom pile within reach, unless the app deals Tom's cards for you. Put the rest of Tom's pieces back in the box: he never gets action tiles or resources.", nil))
}

// addGameEnd says when the game ends.
func addGameEnd(l *step.List, players int, solo bool) {
	l.Section(msg.Term("Game end"))
	end := GameEnd{Novices: ref.GameEndNovices(players)}
	if solo {
		end.TomCycles = ref.TomMaxCycles
		l.Data("game-end", msg.T("The countdown starts as soon as {{.Novices}} novices are in the High Council, yours, Tom's and neutral ones alike. The game also ends at once when the Tom pile runs out for the {{.Cycles}}th time.",
			map[string]any{"Novices": end.Novices, "Cycles": end.TomCycles}), end)
	} else {
		l.Data("game-end", msg.T("The countdown starts as soon as {{.Novices}} novices are in the High Council.",
			map[string]any{"Novices": end.Novices}), end)
	}
}

// perPlayer picks a step's wording: in solo it addresses the one player
// ("Place your player board…"), otherwise everyone ("Each player places…").
func perPlayer(solo bool, yours, each msg.Text) msg.Text {
	if solo {
		return yours
	}
	return each
}

func title(o Options) msg.Text {
	switch {
	case o.Players == 1:
		return msg.T("Bonfire — solo against Tom", nil)
	case o.FirstGame:
		return msg.T("Bonfire — {{.Players}} players, first game", map[string]any{"Players": o.Players})
	default:
		return msg.T("Bonfire — {{.Players}} players", map[string]any{"Players": o.Players})
	}
}

// TasksPerIsland is how many tasks go on each task island for 1, 2 and 4
// players; with 3 players corner islands get 2 and the others 3.
func TasksPerIsland(players int) int {
	if players == 4 {
		return 3
	}
	return 2
}

// GameEnd is the game-end trigger shown with the setup.
type GameEnd struct {
	// Novices in the High Council start the countdown (seed 000 "FIN DE PARTIE").
	Novices int `json:"novices"`
	// TomCycles, in solo, is the Tom pile running out for this many times,
	// which ends the game at once; 0 otherwise.
	TomCycles int `json:"tom_cycles,omitempty"`
}

// Kind implements step.Result.
func (GameEnd) Kind() string { return "game-end" }

// Lines implements step.Result.
func (g GameEnd) Lines() []msg.Text {
	return []msg.Text{msg.T("Novices in the High Council: {{.Novices}}", map[string]any{"Novices": g.Novices})}
}

// StartPlayer is who holds the oval building, the start player.
type StartPlayer struct {
	// Seat is 0-based; always 0 in solo.
	Seat int  `json:"seat"`
	Solo bool `json:"solo,omitempty"`
}

// Kind implements step.Result.
func (StartPlayer) Kind() string { return "start-player" }

// Lines implements step.Result.
func (s StartPlayer) Lines() []msg.Text {
	if s.Solo {
		return []msg.Text{msg.T("Start player: you", nil)}
	}
	return []msg.Text{msg.T("Start player: seat {{.Seat}}", map[string]any{"Seat": s.Seat + 1})}
}
