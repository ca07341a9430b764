package insula

func (s State) apply(a Action) (State, error) {
	return s, errStub
}

// Allowed tells whether action k may be taken now in your turn: nil, or a
// *msg.Error saying why not (the UI greys the action out with it).
func (s State) Allowed(k ActionKind) error { return errStub }

// opponent is the strength the current combat faces.
func (s State) opponent() int { return 0 }
