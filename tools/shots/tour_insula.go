package main

// walkExpedition captures the screens of the Insula solo expedition.
func (t *tour) walkExpedition() {}
