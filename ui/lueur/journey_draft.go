package lueur

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"fyne.io/fyne/v2"

	"hearth/data"
	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/solo/session"
)

// stepDraftKind marks what is typed on a journey's step and not yet
// confirmed: the journey reopens it, so Home does not list it.
const stepDraftKind = "journey-step"

// stepDraftKey is where a journey's step in progress is kept.
func stepDraftKey(session int64) string { return fmt.Sprintf("lueur.journey-step.%d", session) }

// storedStep is a journeyDraft as the store keeps it, with the state it was
// typed on (issue 32 §2: noon's Light +5 typed, the app killed, the journey
// reopened at "Day 2 · Noon" with Light 0; Back, a language switch and
// Resume lost it too). Faces are numbers: –1 is "none chosen".
type storedStep struct {
	On        string          `json:"on"`
	Slot      int             `json:"slot"`
	Rec       journey.Recruit `json:"rec"`
	Die       string          `json:"die,omitempty"`
	Pick      int             `json:"pick"`
	MoveBlack int             `json:"move_black"`
	BlackSlot int             `json:"black_slot"`
	Faces     []int           `json:"faces,omitempty"`
	Sel       []int           `json:"sel,omitempty"`
	SetFace   bool            `json:"set_face,omitempty"`
	Target    int             `json:"target"`
	TrackTo   string          `json:"track_to,omitempty"`
	FaceTo    []string        `json:"face_to,omitempty"`
	Change    journey.Change  `json:"change"`
	Gained    bool            `json:"gained,omitempty"`
	Camped    bool            `json:"camped,omitempty"`
	Camp      string          `json:"camp,omitempty"`
	Boat      int             `json:"boat,omitempty"`
	Island    string          `json:"island,omitempty"`
}

// stepOn names the state the runner is at: the number of moves and the last
// one (its place and what it was), the same after a restart. Two states with
// one name hold the same moves.
func stepOn(run *session.Runner[journey.State]) string {
	ev := run.Events()
	if len(ev) == 0 {
		return "0"
	}
	last := ev[len(ev)-1]
	return fmt.Sprintf("%d/%d/%x", len(ev), last.Seq, session.ChainEvent(0, last))
}

// stored is d as kept, typed on state on.
func (d journeyDraft) stored(on string) storedStep {
	sd := storedStep{On: on, Slot: d.slot, Rec: d.rec, Die: d.die, Pick: d.pick, MoveBlack: d.moveBlack, BlackSlot: d.blackSlot,
		Sel: slices.Clone(d.sel), SetFace: d.setFace, Target: int(d.target), TrackTo: d.trackTo, FaceTo: slices.Clone(d.faceTo),
		Change: d.change, Gained: d.gained, Camped: d.camped, Camp: d.camp, Boat: d.boat, Island: d.island}
	for _, f := range d.faces {
		sd.Faces = append(sd.Faces, int(f))
	}
	sd.Change.Lost = nil
	for id, lost := range d.lost {
		if lost {
			sd.Change.Lost = append(sd.Change.Lost, id)
		}
	}
	slices.Sort(sd.Change.Lost)
	return sd
}

// draft is the kept step as a draft for state s; false when it does not fit
// s (a draft is read from the store: nothing in it may be trusted).
func (sd storedStep) draft(s journey.State) (journeyDraft, bool) {
	d := newDraft(s)
	if !sd.choicesFit() || !sd.diceFit(len(s.Dice()), len(d.faces)) {
		return d, false
	}
	d.slot, d.rec, d.die, d.pick, d.moveBlack, d.blackSlot = sd.Slot, sd.Rec, sd.Die, sd.Pick, sd.MoveBlack, sd.BlackSlot
	d.sel, d.setFace, d.target, d.trackTo, d.faceTo = sd.Sel, sd.SetFace, lref.Face(sd.Target), sd.TrackTo, sd.FaceTo
	d.change, d.gained, d.camped, d.camp, d.boat, d.island = sd.Change, sd.Gained, sd.Camped, sd.Camp, sd.Boat, sd.Island
	if len(sd.Faces) > 0 {
		d.faces = make([]lref.Face, len(sd.Faces))
		for i, f := range sd.Faces {
			d.faces[i] = lref.Face(f)
		}
	}
	for _, id := range sd.Change.Lost {
		d.lost[id] = true
	}
	d.change.Lost = nil
	return d, true
}

// choicesFit tells whether each choice is one a form offers.
func (sd storedStep) choicesFit() bool {
	return inRange(sd.Slot, -1, lref.EncounterSlots) && inRange(sd.MoveBlack, -1, lref.EncounterSlots) &&
		inRange(sd.BlackSlot, -1, lref.EncounterSlots) && inRange(sd.Target, -1, int(lref.FaceCurse)+1) &&
		inRange(sd.Pick, -1, len(lref.ReserveBig)) && inRange(sd.Boat, 0, journey.Boats+1) && len(sd.FaceTo) <= journey.SetFaceRerolls
}

// diceFit tells whether the faces and the dice chosen fit a state with dice
// dice, whose form has faces faces (none kept: the form's own).
func (sd storedStep) diceFit(dice, faces int) bool {
	if len(sd.Faces) > 0 {
		if len(sd.Faces) != faces && len(sd.Faces) != dice {
			return false
		}
		faces = len(sd.Faces)
	}
	for _, f := range sd.Faces {
		if !inRange(f, -1, int(lref.FaceCurse)+1) {
			return false
		}
	}
	if len(sd.Sel) > 2 {
		return false
	}
	for _, i := range sd.Sel {
		if !inRange(i, 0, min(dice, faces)) {
			return false
		}
	}
	return true
}

func inRange(v, least, below int) bool { return v >= least && v < below }

// stepKept is the step draft the store holds for this journey.
type stepKept struct {
	on   string // the state it was typed on; "" when none is kept
	body []byte
}

// edited keeps what the step's form shows, once it changed, as the score
// drafts are kept, so that Back, Resume, a language or theme change and a
// kill find it again until it is confirmed. A form back to blank is
// dropped. The store writes it beside the screen (stepWriter).
func (g *journeyGame) edited() {
	on := stepOn(g.run)
	body, err := json.Marshal(g.d.stored(on))
	if err != nil || (on == g.kept.on && bytes.Equal(body, g.kept.body)) {
		return
	}
	blank, _ := json.Marshal(newDraft(g.run.State()).stored(on))
	key := stepDraftKey(g.run.Session().ID)
	switch {
	case !bytes.Equal(body, blank):
		g.m.stepWriter().put(key, body)
		g.kept = stepKept{on, body}
	case g.kept.on != "":
		g.dropStep()
	}
}

// restoreStep puts back what was typed on the step the journey is at, as
// it was kept; a step kept for another state is dropped.
func (g *journeyGame) restoreStep() {
	key := stepDraftKey(g.run.Session().ID)
	g.m.stepWriter().flush()
	d, ok, err := g.m.h.Store().LoadDraft(g.m.h.Ctx(), key)
	if err != nil || !ok {
		return
	}
	var sd storedStep
	on := stepOn(g.run)
	if json.Unmarshal(d.Body, &sd) == nil && sd.On == on {
		if draft, fits := sd.draft(g.run.State()); fits {
			g.d, g.kept = draft, stepKept{on, d.Body}
			return
		}
	}
	g.dropStep()
}

// confirmedStep forgets a kept step when the journey comes back to the
// state it was typed on (an undo): it was confirmed, and a confirmed answer
// is not a draft.
func (g *journeyGame) confirmedStep() {
	if g.kept.on != "" && g.kept.on == stepOn(g.run) {
		g.dropStep()
	}
}

// dropStep forgets the journey's kept step.
func (g *journeyGame) dropStep() {
	g.kept = stepKept{}
	g.m.stepWriter().put(stepDraftKey(g.run.Session().ID), nil)
}

// stepWriter writes the journeys' step drafts on a goroutine of its own,
// the latest of each key, so that a tap that edits a form does not wait for
// the disk: written on the tapping thread, each edit cost one durable
// write, and the median tap of BenchmarkJourneyTap rose from 0.35–0.56× a
// bare append to 1.75–3.6× (2 shared cores, three runs each). A draft is
// on disk a write's time after its tap (a few ms).
type stepWriter struct {
	m       *Module
	mu      sync.Mutex
	idle    *sync.Cond
	pending map[string][]byte // nil body: delete
	order   []string
	busy    bool
}

// stepWriter is the module's writer, made on first use.
func (m *Module) stepWriter() *stepWriter {
	if m.steps == nil {
		m.steps = &stepWriter{m: m, pending: map[string][]byte{}}
		m.steps.idle = sync.NewCond(&m.steps.mu)
	}
	return m.steps
}

// put asks for body to be kept under key (nil: dropped), replacing what is
// still waiting for that key.
func (w *stepWriter) put(key string, body []byte) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, waiting := w.pending[key]; !waiting {
		w.order = append(w.order, key)
	}
	w.pending[key] = body
	if !w.busy {
		w.busy = true
		go w.run()
	}
}

// run writes what waits, oldest key first, until nothing does.
func (w *stepWriter) run() {
	for {
		w.mu.Lock()
		if len(w.order) == 0 {
			w.busy = false
			w.idle.Broadcast()
			w.mu.Unlock()
			return
		}
		key := w.order[0]
		body := w.pending[key]
		w.order = w.order[1:]
		delete(w.pending, key)
		w.mu.Unlock()
		w.write(key, body)
	}
}

func (w *stepWriter) write(key string, body []byte) {
	store, ctx := w.m.h.Store(), w.m.h.Ctx()
	var err error
	if body == nil {
		err = store.DeleteDraft(ctx, key)
	} else {
		err = store.SaveDraft(ctx, data.Draft{Key: key, Game: data.GameLueur, Kind: stepDraftKind, Body: body})
	}
	if err != nil {
		fyne.LogError("keeping a journey's step", err)
	}
}

// flush waits until every step asked for is written.
func (w *stepWriter) flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.busy {
		w.idle.Wait()
	}
}
