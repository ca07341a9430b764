package insula

// Numbers of the round and its actions (seed 004 C.1, C.2, D.1, E.1, F.5,
// F.8, G.3, G.4, G.5) that the solo expedition engine (solo/insula) applies.
const (
	// ActionsPerTurn is the most actions a turn holds; every action after
	// the first costs SecondActionCost energy from Vitality (seed 004 C.1, F.8).
	ActionsPerTurn   = 2
	SecondActionCost = 1

	// Rest (seed 004 C.1 "Repos"; G.4 "Repos plus court"): energy recovered,
	// base then advanced; on a tile with a guardian only GuardianRest.
	BaseRestEnergy         = 3
	BasePondRestEnergy     = 4
	AdvancedPondRestEnergy = 3
	GuardianRestEnergy     = 1
	// EaseRestEnergy is the rest option of the advanced Ease action (seed 004 G.4).
	EaseRestEnergy = 2

	// CurseSlots is the number of curse slots on an adventurer sheet
	// (seed 004 B.11): next to the Rest, Flower and Move actions.
	CurseSlots = 3

	// SwordBonus is what the sword face adds to the adventurers' strength (seed 004 D.1, F.1).
	SwordBonus = 2
	// ShadowBonus is added to the guardians' strength on shadow tiles (advanced, seed 004 G.2).
	ShadowBonus = 1
	// ShieldFatigue is the invested energy that goes to Fatigue on a shield draw (seed 004 D.1).
	ShieldFatigue = 1

	// BaseTimeBack and AdvancedTimeBack are the spaces the time marker moves
	// back towards the Sun for each time symbol of the reward circle (seed 004
	// D.2, F.5; G.4 "Soleil étouffant").
	BaseTimeBack     = 1
	AdvancedTimeBack = 2

	// BlueFuryMax is the highest space of the blue Kingosh card, where a
	// shield sends the fury token (seed 004 G.5).
	BlueFuryMax = 100

	// IslandPile is the island tiles that can be explored: every tile but
	// the beach and the citadel (seed 004 "COMPOSANTS", F.4).
	IslandPile = LightTiles + ShadowTiles
	// CitadelRow is the citadel's distance from the beach when set up: the
	// TilesBetween tiles' room, plus one (seed 004 B.1).
	CitadelRow = TilesBetween + 1
)
