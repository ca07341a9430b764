package insula

import ref "hearth/data/insula"

// expectedKind is the kind of tile the piles should give at p.
func (s State) expectedKind(p Position) ref.Tile { return ref.Light }

// kindsAt are the kinds of tile accepted at p.
func (s State) kindsAt(p Position) []ref.Tile { return []ref.Tile{ref.Light, ref.Shadow} }
