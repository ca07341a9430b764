package ui

// registerResumers tells the home screen how to reopen each kind of
// unfinished session.
func (u *UI) registerResumers() {
	u.resumers[modeTom] = u.resumeTom
}
