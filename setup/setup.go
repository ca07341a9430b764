// Package setup makes randomized setups for Bonfire, Lueur and Insula from
// setup codes (SPEC §1.3, §4.1, §5.1, §6.1).
//
// The packages below it keep dependencies pointing one way:
//
//	setup/step     shared types: Game, Setup, Step, Result
//	setup/bonfire  Bonfire's generator and result types   (imports step)
//	setup/lueur    Lueur's generator and result types     (imports step)
//	setup/insula   Insula's generator and result types    (imports step)
//	setup/code     setup codes: Code, Parse, Encode       (imports the generators' options)
//	setup          this package: a code in, a setup out  (imports all of them)
//
// Each generator is a pure function (options, *rand.Rand) → Setup; this
// package feeds it the generator a code's seed makes, so the same code gives
// the same setup on every device.
package setup

import (
	"hearth/setup/bonfire"
	"hearth/setup/code"
	"hearth/setup/insula"
	"hearth/setup/lueur"
	"hearth/setup/step"
)

// Aliases for the types a screen works with.
type (
	// Setup is a generated checklist.
	Setup = step.Setup
	// Step is one tickable item of it.
	Step = step.Step
	// Code is what a setup code carries.
	Code = code.Code
	// Game is Bonfire, Lueur or Insula.
	Game = step.Game
)

// Generate makes the setup c stands for; its Code field is c's canonical form.
func Generate(c Code) (Setup, error) {
	text, err := c.Encode()
	if err != nil {
		return Setup{}, err
	}
	var s Setup
	switch c.Game {
	case step.Bonfire:
		s, err = bonfire.Generate(c.Bonfire(), c.Rand())
	case step.Lueur:
		s, err = lueur.Generate(c.Lueur(), c.Rand())
	default:
		s, err = insula.Generate(c.Insula(), c.Rand())
	}
	if err != nil {
		return Setup{}, err
	}
	s.Code = text
	return s, nil
}

// FromCode reads a setup code as a player typed it and makes its setup.
func FromCode(typed string) (Setup, error) {
	c, err := code.Parse(typed)
	if err != nil {
		return Setup{}, err
	}
	return Generate(c)
}
