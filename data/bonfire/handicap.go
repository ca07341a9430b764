package bonfire

// The handicap mode (seed 000 "CHALLENGE 1 : MODE HANDICAP", seed 001
// "HANDICAP-MODUS"; SPEC §4.4): a profile's first solo game starts at −10; a
// win raises the handicap by 5, a loss lowers it by 2, a tie leaves it.
const (
	HandicapStart = -10
	HandicapWin   = 5
	HandicapLoss  = -2
)

// HandicapStep is one game of the chain: its outcome for the player ("win"
// with strictly more points than Tom, "tie" with as many, else "loss") and
// the handicap after it.
func HandicapStep(before, you, tom int) (outcome string, after int) {
	switch {
	case you > tom:
		return "win", before + HandicapWin
	case you == tom:
		return "tie", before
	}
	return "loss", before + HandicapLoss
}
