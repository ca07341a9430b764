package main

// walkJourney captures the screens of the Lueur solo journey.
func (t *tour) walkJourney() {}
