package insula

import (
	"slices"

	ref "hearth/data/insula"
	"hearth/data/msg"
)

// how is what makes you move.
type how int

const (
	howAction how = iota // the Move action
	howCard              // a free move a card granted
	howEase              // the advanced Ease action: explored tiles only
	howPush              // pushed back after a lost combat
)

// Square says what lies on a square.
type Square int

// NeedsTile says whether moving onto the square reveals a tile, which the
// move must name (Move.Tile): an unexplored square or a face-down tile.
func (sq Square) NeedsTile() bool { return sq == Unexplored || sq == FaceDown }

// What a square can be.
const (
	Sea Square = iota
	OnBeach
	OnCitadel
	Explored
	// FaceDown is an advanced face-down tile between beach and citadel: its
	// kind is known, its face is not.
	FaceDown
	Unexplored
)

// Neighbour is the square next to yours in one direction, and whether you
// may move there now.
type Neighbour struct {
	Dir    Dir
	At     Position
	Square Square
	// Tile is the explored tile there (Explored, FaceDown).
	Tile Tile
	// Expected and Kinds are the tile kinds to offer when exploring.
	Expected ref.Tile
	Kinds    []ref.Tile
	// Move, Card and Ease are nil when the Move action, a card's free move
	// or the Ease action may go there now, else why not. Exploring needs
	// Move.Tile (Square Unexplored or FaceDown).
	Move, Card, Ease error
}

// Neighbours are the four squares around yours.
func (s State) Neighbours() []Neighbour {
	out := make([]Neighbour, 0, len(Dirs))
	for _, d := range Dirs {
		to := s.at.Next(d)
		nb := Neighbour{Dir: d, At: to, Square: s.square(to)}
		nb.Tile, _ = s.TileAt(to)
		if nb.Square.NeedsTile() {
			nb.Expected, nb.Kinds = s.expectedKind(to), s.kindsAt(to)
		}
		nb.Move = s.Allowed(ActMove)
		if nb.Move == nil {
			nb.Move = s.dirErr(d, howAction, false)
		}
		nb.Card = s.cardErr()
		if nb.Card == nil {
			nb.Card = s.dirErr(d, howCard, true)
		}
		nb.Ease = s.Allowed(ActEase)
		if nb.Ease == nil {
			nb.Ease = s.dirErr(d, howEase, false)
		}
		out = append(out, nb)
	}
	return out
}

func (s State) square(p Position) Square {
	switch {
	case p.Y < 0:
		return Sea
	case p == Beach:
		return OnBeach
	case p == Citadel:
		return OnCitadel
	}
	i := s.tileIndex(p)
	switch {
	case i < 0:
		return Unexplored
	case s.tiles[i].Hidden:
		return FaceDown
	}
	return Explored
}

// guarded tells whether unbeaten guardians stand on square p.
func (s State) guarded(p Position) bool {
	i := s.tileIndex(p)
	return i >= 0 && len(s.tiles[i].Guardians) > 0
}

func (s State) onTile(f func(TileFace) bool) bool {
	i := s.tileIndex(s.at)
	return i >= 0 && !s.tiles[i].Hidden && f(s.tiles[i].TileFace)
}

func (s State) onMeadow() bool { return s.onTile(func(t TileFace) bool { return t.Meadow }) }
func (s State) onPond() bool   { return s.onTile(func(t TileFace) bool { return t.Pond }) }

// restHere tells whether you rest in peace here: no guardian, and not
// before Kingosh in the citadel.
func (s State) restHere() bool { return s.at != Citadel && !s.guarded(s.at) }

// expectedKind is the kind of tile the piles should give at p: a face-down
// tile's own kind; advanced, shadow beyond the shadow line (G.2); base,
// light until the 16 light tiles on top of the pile are drawn (B.2).
func (s State) expectedKind(p Position) ref.Tile {
	if i := s.tileIndex(p); i >= 0 {
		return s.tiles[i].Kind
	}
	if s.opts.Advanced() {
		if p.Y > ref.AdvancedLightTiles {
			return ref.Shadow
		}
		return ref.Light
	}
	if s.explored >= ref.LightTiles {
		return ref.Shadow
	}
	return ref.Light
}

// kindsAt are the kinds of tile accepted at p: a face-down tile's own kind,
// else either (a pile may run out, G.2).
func (s State) kindsAt(p Position) []ref.Tile {
	if i := s.tileIndex(p); i >= 0 {
		return []ref.Tile{s.tiles[i].Kind}
	}
	return []ref.Tile{ref.Light, ref.Shadow}
}

func (s State) cardErr() error {
	if err := s.turnOpen(); err != nil {
		return err
	}
	if s.cardMoves == 0 {
		return msg.New("card", "No card has granted you a free move this turn.", nil)
	}
	return nil
}

func (s State) canMoveSomewhere(h how) bool {
	for _, d := range Dirs {
		if s.dirErr(d, h, h == howCard) == nil {
			return true
		}
	}
	return false
}

// dirErr tells whether you may move one square in direction d (seed 004
// F.4): not into the sea, not inward off a guarded tile, not against the
// citadel's red thorns, not into the citadel without what the version asks
// (G.5), not onto a new square once every tile is out, and, with Ease, only
// onto an explored tile. paid tells that a second action's energy is
// already paid (false when asking before the action).
func (s State) dirErr(d Dir, h how, paid bool) error {
	if d < Inward || d > Right {
		return msg.New("dir", "There is no such direction.", nil)
	}
	to := s.at.Next(d)
	sq := s.square(to)
	switch {
	case sq == Sea:
		return msg.New("dir", "The sea lies that way.", nil)
	case s.blocksCentre(d, to) && s.guarded(s.at) && !(h == howCard && s.through):
		return msg.New("dir", "An unbeaten guardian stands on your tile: you cannot leave it towards the centre of the island.", nil)
	case sq == OnCitadel && h == howEase && s.arrivals == 0 && s.opts.Rules >= CurrentRules:
		return msg.New("dir", "Ease moves you only onto an explored tile, and the citadel is not explored until you have entered it.", nil)
	case sq == OnCitadel:
		return s.citadelErr(d, h, paid)
	}
	return s.exploreErr(sq, h)
}

// exploreErr tells whether a move may go onto square sq as far as
// exploring goes: Ease only onto an explored tile, and no new square once
// every island tile is out.
func (s State) exploreErr(sq Square, h how) error {
	switch {
	case h == howEase && sq.NeedsTile():
		return msg.New("dir", "Ease moves you only onto an explored tile.", nil)
	case sq == Unexplored && s.explored >= ref.IslandPile:
		return msg.New("dir", "Every island tile is on the table: there is nothing left to explore.", nil)
	}
	return nil
}

// towardCentre tells whether a move from p to q goes towards the centre of
// the island (seed 004 "Déplacement": "en direction du centre de l'île";
// F.6: the centre is the citadel, and a tile's distance to it is the least
// number of moves from it): q is nearer the citadel than p. Behind or
// beside the citadel, the move into it is inward and a move away is not.
func towardCentre(p, q Position) bool {
	return citadelDistance(q) < citadelDistance(p)
}

// blocksCentre tells whether a guardian on your tile forbids moving in
// direction d to q: towards the centre; expeditions stored before issue 18
// (Rules 0) read "inward" as the grid's y + 1 and replay so.
func (s State) blocksCentre(d Dir, q Position) bool {
	if s.opts.Rules == 0 {
		return d == Inward
	}
	return towardCentre(s.at, q)
}

// citadelDistance is the least number of orthogonal moves from the citadel
// to p (seed 004 F.6).
func citadelDistance(p Position) int {
	return absInt(p.X-Citadel.X) + absInt(p.Y-Citadel.Y)
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// citadelErr checks the citadel's entry (seed 004 E.1, G.5).
func (s State) citadelErr(d Dir, h how, paid bool) error {
	if d == Inward {
		return msg.New("dir", "Red thorns: the citadel cannot be entered from the shore side. Go round to a side or the back.", nil)
	}
	if !s.opts.Advanced() {
		return nil
	}
	if s.energy.Gained < ref.AdvancedExtraEnergy {
		return msg.New("dir", "Advanced rule: you enter the citadel only after gaining at least 1 extra energy token (a full lap of the reward circle).", nil)
	}
	vit := s.energy.Vitality
	if !paid && (h == howAction || h == howEase) && len(s.taken) == 1 {
		vit -= ref.SecondActionCost // the action about to be taken is the second
	}
	if s.opts.Variant == ref.Blue && vit < ref.BlueVitality {
		return msg.New("dir", "The blue citadel lets you in only with {{.Need}} energy in Vitality, counted after paying for a second action; you would have {{.Got}}.",
			map[string]any{"Need": ref.BlueVitality, "Got": vit})
	}
	return nil
}

func (s *State) cardMove(a Move) error {
	if err := s.cardErr(); err != nil {
		return err
	}
	s.cardMoves--
	return s.move(a.Dir, a.Tile, a.Thorns, howCard)
}

// move does a move of yours (Move action, card, Ease): explore, relocate,
// then suffer the thorns (seed 004 F.4).
func (s *State) move(d Dir, tile *TileFace, thorns bool, h how) error {
	if err := s.dirErr(d, h, true); err != nil {
		return err
	}
	to := s.at.Next(d)
	sq := s.square(to)
	needTile := sq.NeedsTile()
	switch {
	case needTile && tile == nil:
		return msg.New("tile", "This square is unexplored: say which tile you revealed.", nil)
	case !needTile && tile != nil:
		return msg.New("tile", "This square is already explored: leave the tile out.", nil)
	}
	if needTile {
		if err := s.reveal(to, *tile); err != nil {
			return err
		}
	}
	s.arrive(to)
	if thorns {
		n := ref.BaseThornsDrawbacks
		if s.opts.Advanced() {
			n = ref.AdvancedThornsDrawbacks
		}
		s.steps = append(s.steps, step{kind: stMarker, circle: DrawbackCircle, n: n})
	}
	return nil
}

// arrive puts you on square p; entering the citadel counts an arrival.
func (s *State) arrive(p Position) {
	if p == Citadel && s.at != Citadel {
		s.arrivals++
		s.furyRolled = false
	}
	s.at = p
}

// reveal turns the tile of square p face up (exploring takes it from the
// pile); a danger tile makes a guardian appear, asked next (seed 004 F.4 1).
func (s *State) reveal(p Position, t TileFace) error {
	if t.Kind != ref.Light && t.Kind != ref.Shadow {
		return msg.New("tile", "An island tile is a light or a shadow tile.", nil)
	}
	if i := s.tileIndex(p); i >= 0 {
		if s.tiles[i].Kind != t.Kind {
			return msg.New("tile", "This face-down tile is a {{.Kind}}.", map[string]any{"Kind": msg.Term(s.tiles[i].Kind.String())})
		}
		s.setTile(i, Tile{At: p, TileFace: t})
	} else {
		s.tiles = append(s.tiles, Tile{At: p, TileFace: t})
		s.explored++
	}
	if t.Danger {
		s.pushFront(step{kind: stGuardian, at: p})
	}
	return nil
}

// setTile replaces tile i in a copy of the tiles, never in place.
func (s *State) setTile(i int, t Tile) {
	s.tiles = slices.Clone(s.tiles)
	s.tiles[i] = t
}

// addGuardian stands g on square p (a guardian never stands on the beach or
// the citadel, seed 004 F.6).
func (s *State) addGuardian(p Position, g Guardian) {
	i := s.tileIndex(p)
	if i < 0 {
		return
	}
	t := s.tiles[i]
	t.Guardians = append(slices.Clip(t.Guardians), g)
	s.setTile(i, t)
}

// pushBack moves you one square towards the shore after a lost combat
// (seed 004 F.2): by the rules of movement, so an unexplored square is
// explored (asked); from the shore row, to the beach.
func (s *State) pushBack() {
	to := s.at.Next(Shoreward)
	if to.Y < 0 {
		to = Beach
	}
	switch sq := s.square(to); {
	case to == s.at || sq == OnCitadel:
		return // nowhere to go: you stay
	case sq == Unexplored && s.explored >= ref.IslandPile:
		return
	case sq.NeedsTile():
		s.arrive(to)
		s.pushFront(step{kind: stTile, at: to})
	default:
		s.arrive(to)
	}
}

// explore answers the question of the tile revealed on a square you were
// pushed back onto.
func (s *State) explore(st step, a Explore) error {
	if !slices.Contains(s.kindsAt(st.at), a.Tile.Kind) {
		return msg.New("tile", "This face-down tile is a {{.Kind}}.", map[string]any{"Kind": msg.Term(s.expectedKind(st.at).String())})
	}
	return s.reveal(st.at, a.Tile)
}

// pushFront puts steps at the head of the queue, in order.
func (s *State) pushFront(steps ...step) {
	out := make([]step, 0, len(steps)+len(s.steps))
	s.steps = append(append(out, steps...), s.steps...)
}
