// Package lueur holds Lueur's vocabulary and reference data from the rulebook
// (seed 003, French): the five elements, the dice and their faces, the board
// sides, the companion decks and the counts the setup needs.
//
// Names are English; they double as translation keys in the UI. The mapping of
// die colours to elements is an assumption of SPEC §5 (the rulebook shows it
// only in pictures), kept here as data so that it can be changed in one place.
package lueur

import (
	"fmt"
	"strings"
)

// Element is one of the five element symbols (seed 003 "LES DÉS EN DÉTAIL":
// "Chacun des cinq symboles élément est représenté sur une face").
type Element int

// The elements in the order of SPEC §5. The encounter track has one slot per
// element; its printed left-to-right order is not in the rules text, so the app
// lists slots in this order.
const (
	Fire Element = iota
	Air
	Water
	Plant
	Earth
)

// Elements lists the five elements.
var Elements = []Element{Fire, Air, Water, Plant, Earth}

var elementNames = [...]string{"fire", "air", "water", "plant", "earth"}

// String is the English name.
func (e Element) String() string {
	if e < 0 || int(e) >= len(elementNames) {
		return "?"
	}
	return elementNames[e]
}

// ParseElement finds an element by English name, case-insensitively.
func ParseElement(s string) (Element, bool) {
	i, ok := find(elementNames[:], s)
	return Element(i), ok
}

// MarshalText writes the English name.
func (e Element) MarshalText() ([]byte, error) { return marshal(e, elementNames[:], int(e)) }

// UnmarshalText reads an English name.
func (e *Element) UnmarshalText(b []byte) error {
	i, err := unmarshal("element", elementNames[:], b)
	*e = Element(i)
	return err
}

// DieColour is the colour of a die.
type DieColour int

// The die colours, the five element colours first.
const (
	Red DieColour = iota
	Azure
	Blue
	Green
	Orange
	Purple
	Yellow
	Black
)

// DieColours lists every die colour.
var DieColours = []DieColour{Red, Azure, Blue, Green, Orange, Purple, Yellow, Black}

var dieColourNames = [...]string{"red", "azure", "blue", "green", "orange", "purple", "yellow", "black"}

// String is the English name.
func (c DieColour) String() string {
	if c < 0 || int(c) >= len(dieColourNames) {
		return "?"
	}
	return dieColourNames[c]
}

// ParseDieColour finds a die colour by English name, case-insensitively.
func ParseDieColour(s string) (DieColour, bool) {
	i, ok := find(dieColourNames[:], s)
	return DieColour(i), ok
}

// MarshalText writes the English name.
func (c DieColour) MarshalText() ([]byte, error) { return marshal(c, dieColourNames[:], int(c)) }

// UnmarshalText reads an English name.
func (c *DieColour) UnmarshalText(b []byte) error {
	i, err := unmarshal("die colour", dieColourNames[:], b)
	*c = DieColour(i)
	return err
}

// colourElements is SPEC §5's assumed mapping: the sixth face of a die of an
// element colour shows that element.
var colourElements = map[DieColour]Element{Red: Fire, Azure: Air, Blue: Water, Green: Plant, Orange: Earth}

// Element is the element of an element colour; false for purple, yellow and black.
func (c DieColour) Element() (Element, bool) {
	e, ok := colourElements[c]
	return e, ok
}

// Face is what a die shows: one of the five elements or a special symbol.
type Face int

// The faces: one per element (in Element order), then the three special
// sixth faces (seed 003 "LES DÉS EN DÉTAIL").
const (
	FaceFire Face = iota
	FaceAir
	FaceWater
	FacePlant
	FaceEarth
	// FaceSmallSteps is the purple dice's sixth face: gain 2 small steps.
	FaceSmallSteps
	// FaceLight is the yellow dice's sixth face: gain 3 light.
	FaceLight
	// FaceCurse is the black curse die's sixth face: lose 2 light.
	FaceCurse
)

// Special faces' amounts (seed 003 "LES DÉS EN DÉTAIL" and "Kaar et la
// malédiction du dé noir").
const (
	SmallStepsGain = 2
	LightGain      = 3
	CurseLoss      = 2
)

// faceNames are the faces' names as events store them.
var faceNames = [...]string{"fire", "air", "water", "plant", "earth", "2 small steps", "+3 light", "−2 light"}

// faceShown are the faces' names as the app shows them (translated): the
// curse's minus sign (U+2212, as events keep it) is in no bundled font and
// drew a box on the web, so it is shown with an en dash.
var faceShown = [...]string{"fire", "air", "water", "plant", "earth", "2 small steps", "+3 light", "–2 light"}

// String is the English name of the symbol.
func (f Face) String() string {
	if f < 0 || int(f) >= len(faceShown) {
		return "?"
	}
	return faceShown[f]
}

// MarshalText writes the English name.
func (f Face) MarshalText() ([]byte, error) { return marshal(f, faceNames[:], int(f)) }

// UnmarshalText reads an English name.
func (f *Face) UnmarshalText(b []byte) error {
	i, err := unmarshal("face", faceNames[:], b)
	*f = Face(i)
	return err
}

// ElementFace is the face showing element e.
func ElementFace(e Element) Face { return Face(e) }

// Element is the element a face shows; false for the special faces.
func (f Face) Element() (Element, bool) {
	if f >= FaceFire && f <= FaceEarth {
		return Element(f), true
	}
	return 0, false
}

// SixthFace is the face a die of colour c shows besides the five elements:
// its colour's element for the element colours, a special symbol otherwise.
func (c DieColour) SixthFace() Face {
	if e, ok := c.Element(); ok {
		return ElementFace(e)
	}
	switch c {
	case Purple:
		return FaceSmallSteps
	case Yellow:
		return FaceLight
	default:
		return FaceCurse
	}
}

// Faces lists the six faces of a die of colour c: the five elements in
// Element order, then the sixth face.
func (c DieColour) Faces() [6]Face {
	return [6]Face{FaceFire, FaceAir, FaceWater, FacePlant, FaceEarth, c.SixthFace()}
}

func find(names []string, s string) (int, bool) {
	for i, n := range names {
		if strings.EqualFold(n, strings.TrimSpace(s)) {
			return i, true
		}
	}
	return 0, false
}

func marshal(v any, names []string, i int) ([]byte, error) {
	if i < 0 || i >= len(names) {
		return nil, fmt.Errorf("invalid %T %d", v, i)
	}
	return []byte(names[i]), nil
}

func unmarshal(what string, names []string, b []byte) (int, error) {
	i, ok := find(names, string(b))
	if !ok {
		return 0, fmt.Errorf("unknown %s %q", what, b)
	}
	return i, nil
}

// Names lists every English name this package's String methods return; the
// UI translates them, and the translation tests check them.
func Names() []string {
	var out []string
	for _, e := range Elements {
		out = append(out, e.String())
	}
	for _, c := range DieColours {
		out = append(out, c.String())
	}
	for f := FaceFire; f <= FaceCurse; f++ {
		out = append(out, f.String())
	}
	for _, s := range Sides {
		out = append(out, s.String())
	}
	return append(out, Big.String(), Small.String())
}
