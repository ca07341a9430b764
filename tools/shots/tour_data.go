package main

// walkData captures the screens of Settings, Your data, and the play page's BG Stats link.
func (t *tour) walkData() {}
