package data

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func soloPlay(profile int64, you, tom int, at time.Time) Play {
	return Play{Game: GameBonfire, Mode: ModeSolo, PlayedAt: at, Results: []Result{
		{Seat: 0, Name: "Ana", ProfileID: profile, Score: you, Winner: you > tom},
		{Seat: 1, Name: "Tom", Bot: true, Score: tom, Winner: you <= tom},
	}}
}

func TestSoloGamesAndLedgerRows(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	p2, err := s.SavePlay(ctx, soloPlay(ana.ID, 50, 60, base.Add(2*time.Hour)))
	require.NoError(t, err)
	p1, err := s.SavePlay(ctx, soloPlay(ana.ID, 70, 60, base.Add(time.Hour)))
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, soloPlay(ben.ID, 1, 2, base))
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, samplePlay("Ana", 10)) // multi-player: not in the ledger
	require.NoError(t, err)

	games, err := s.SoloGames(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Equal(t, p1.ID, games[0].PlayID, "play order, not insertion order")
	assert.Equal(t, SoloGame{PlayID: p1.ID, PlayedAt: base.Add(time.Hour), You: 70, Tom: 60}, games[0])

	// The store kept the ledger as the plays were saved (seed 000
	// "CHALLENGE 1 : MODE HANDICAP": −10, win +5, loss −2).
	got, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, LedgerEntry{PlayID: p1.ID, Position: 1, Before: -10, Outcome: "win", After: -5, You: 70, Tom: 60}, got[0])
	assert.Equal(t, -7, got[1].After)
	assert.True(t, got[1].PlayedAt.IsZero(), "the stored ledger is read without the plays")

	// Deleting the first play recomputes the second from −10: a loss, −12.
	require.NoError(t, s.DeletePlay(ctx, p1.ID))
	got, err = s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, LedgerEntry{PlayID: p2.ID, Position: 1, Before: -10, Outcome: "loss", After: -12, You: 50, Tom: 60}, got[0])

	// A repair rebuilds the same rows.
	require.NoError(t, s.RebuildLedgers(ctx))
	again, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, got, again)
}

// marked is a solo play whose player's result records the handicap challenge
// (or a standard game) as the Tom screen saves it.
func marked(t *testing.T, p Play, challenge bool, start int) Play {
	t.Helper()
	b, err := MarkHandicap(p.Results[0].Breakdown, challenge, start)
	require.NoError(t, err)
	p.Results[0].Breakdown = b
	return p
}

func afters(t *testing.T, s *Store, profile int64) (before, after []int) {
	t.Helper()
	rows, err := s.Ledger(context.Background(), profile)
	require.NoError(t, err)
	for _, r := range rows {
		before, after = append(before, r.Before), append(after, r.After)
	}
	return before, after
}

// Seeds 000 "JEU SOLO" / 001 "SOLOSPIEL" against "CHALLENGE 1" /
// "HERAUSFORDERUNG 1": the handicap is a challenge the player chooses; a
// standard solo game never touches the ledger (SPEC §4.4).
func TestStandardSoloGameNeverTouchesTheLedger_Seed000JeuSolo(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	_, err = s.SavePlay(ctx, marked(t, soloPlay(ana.ID, 70, 60, base), true, -10))
	require.NoError(t, err)
	std, err := s.SavePlay(ctx, marked(t, soloPlay(ana.ID, 90, 60, base.Add(time.Hour)), false, 0))
	require.NoError(t, err)
	older, err := s.SavePlay(ctx, marked(t, soloPlay(ana.ID, 10, 60, base.Add(-time.Hour)), false, 0))
	require.NoError(t, err)

	before, after := afters(t, s, ana.ID)
	assert.Equal(t, []int{-10}, before, "only the challenge is in the ledger")
	assert.Equal(t, []int{-5}, after)
	games, err := s.SoloGames(ctx, ana.ID)
	require.NoError(t, err)
	assert.Len(t, games, 1)
	assert.Equal(t, SoloGame{PlayID: games[0].PlayID, PlayedAt: base, You: 70, Tom: 60, Start: -10, Recorded: true}, games[0])

	require.NoError(t, s.DeletePlay(ctx, std.ID))
	require.NoError(t, s.DeletePlay(ctx, older.ID))
	require.NoError(t, s.RebuildLedgers(ctx))
	_, after = afters(t, s, ana.ID)
	assert.Equal(t, []int{-5}, after)
}

// SPEC §4.4: a ledger row records the handicap its game started with, not
// the one at save time. Another solo play saved while the game was played,
// or a deletion of an earlier game, does not shift it.
func TestLedgerRowKeepsTheHandicapTheGameStartedWith_Seed000ModeHandicap(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	first, err := s.SavePlay(ctx, marked(t, soloPlay(ana.ID, 70, 60, base), true, -10)) // win: −10 → −5
	require.NoError(t, err)
	// A game started at −5; meanwhile a game scored by hand (no recorded
	// start) is saved: it follows the chain, −5 → 0.
	_, err = s.SavePlay(ctx, soloPlay(ana.ID, 80, 60, base.Add(time.Hour)))
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, marked(t, soloPlay(ana.ID, 50, 60, base.Add(2*time.Hour)), true, -5)) // loss
	require.NoError(t, err)
	before, after := afters(t, s, ana.ID)
	assert.Equal(t, []int{-10, -5, -5}, before, "the game started at −5, not at the 0 the ledger stood at when it was saved")
	assert.Equal(t, []int{-5, 0, -7}, after)

	// Deleting the first game: the recorded start stays; the hand-scored game
	// follows the chain from −10.
	require.NoError(t, s.DeletePlay(ctx, first.ID))
	before, after = afters(t, s, ana.ID)
	assert.Equal(t, []int{-10, -5}, before)
	assert.Equal(t, []int{-5, -7}, after)
	require.NoError(t, s.RebuildLedgers(ctx))
	again, againAfter := afters(t, s, ana.ID)
	assert.Equal(t, before, again, "a rebuild (import) gives the same rows")
	assert.Equal(t, after, againAfter)
}

func TestMarkHandicap(t *testing.T) {
	b, err := MarkHandicap(json.RawMessage(`{"lines":[],"input":{"a":1}}`), true, -10)
	require.NoError(t, err)
	assert.JSONEq(t, `{"lines":[],"input":{"a":1},"handicap":{"challenge":true,"start":-10}}`, string(b))
	b, err = MarkHandicap(nil, false, 7)
	require.NoError(t, err)
	assert.JSONEq(t, `{"handicap":{"challenge":false}}`, string(b))
	for _, bad := range []string{`[1]`, `null`, `3`, `{`} {
		_, err = MarkHandicap(json.RawMessage(bad), true, 0)
		assert.Error(t, err, bad)
	}
}

// Migration 0008: every game the ledger held was a challenge; it records the
// start the ledger gave it, so deleting an earlier game no longer shifts it.
func TestMigration0008RecordsTheStartsOfTheLedger(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	first, err := s.SavePlay(ctx, soloPlay(ana.ID, 70, 60, base)) // −10 → −5
	require.NoError(t, err)
	second, err := s.SavePlay(ctx, soloPlay(ana.ID, 50, 60, base.Add(time.Hour))) // −5 → −7
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, samplePlay("Ana", 10))
	require.NoError(t, err)
	ms, err := migrations()
	require.NoError(t, err)
	m := ms[7]
	require.Equal(t, "0008_handicap_start.sql", m.name)
	_, err = s.db.ExecContext(ctx, m.sql)
	require.NoError(t, err)

	p, err := s.Play(ctx, second.ID)
	require.NoError(t, err)
	assert.JSONEq(t, `{"challenge":true,"start":-5}`, string(mustField(t, p.Results[0].Breakdown, "handicap")))
	assert.Nil(t, mustField(t, p.Results[1].Breakdown, "handicap"), "Tom's result is left alone")
	require.NoError(t, s.DeletePlay(ctx, first.ID))
	before, after := afters(t, s, ana.ID)
	assert.Equal(t, []int{-5}, before)
	assert.Equal(t, []int{-7}, after)
}

func mustField(t *testing.T, b json.RawMessage, key string) json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	if len(b) > 0 {
		require.NoError(t, json.Unmarshal(b, &m))
	}
	return m[key]
}

// Issue 21: the current handicap is one row of the ledger, found through
// its (profile, position) index, not the whole ledger read.
func TestCurrentHandicapReadsOneRow(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	_, ok, err := s.CurrentHandicap(ctx, ana.ID)
	require.NoError(t, err)
	assert.False(t, ok, "no ledger yet")
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i, sc := range [][2]int{{70, 60}, {50, 60}, {80, 60}} {
		_, err = s.SavePlay(ctx, soloPlay(ana.ID, sc[0], sc[1], base.Add(time.Duration(i)*time.Hour)))
		require.NoError(t, err)
	}
	h, ok, err := s.CurrentHandicap(ctx, ana.ID)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, -2, h, "−10 → −5 → −7 → −2")

	rows, err := s.db.QueryContext(ctx, `EXPLAIN QUERY PLAN SELECT after FROM handicap_ledger WHERE profile_id = ? ORDER BY position DESC LIMIT 1`, ana.ID)
	require.NoError(t, err)
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		require.NoError(t, rows.Scan(&id, &parent, &unused, &detail))
		plan = append(plan, detail)
	}
	require.Len(t, plan, 1, "no sort step: %v", plan)
	// Either the profile index or migration 9's covering series index: a search, never a scan.
	assert.Regexp(t, `^SEARCH handicap_ledger USING (COVERING )?INDEX`, plan[0])
}

// An abandoned handicap challenge the player counted as lost (issue 32 §6;
// the rulebook is silent on abandoning) is a loss in the ledger, −2 from
// the handicap it started with, whatever its scores: it has none, and 0–0
// would be a tie.
func TestConcededChallengeIsALoss(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	first, err := s.SavePlay(ctx, marked(t, soloPlay(ana.ID, 70, 60, base), true, -10)) // win: −10 → −5
	require.NoError(t, err)
	conceded := soloPlay(ana.ID, 0, 0, base.Add(time.Hour))
	conceded.Results[0].Breakdown, err = MarkConceded(nil, -5)
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, conceded)
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, soloPlay(ana.ID, 10, 60, base.Add(2*time.Hour))) // scored by hand: follows the chain
	require.NoError(t, err)

	rows, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, rows, 3)
	assert.Equal(t, "loss", rows[1].Outcome)
	before, after := afters(t, s, ana.ID)
	assert.Equal(t, []int{-10, -5, -7}, before)
	assert.Equal(t, []int{-5, -7, -9}, after)
	h, ok, err := s.CurrentHandicap(ctx, ana.ID)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, -9, h)

	games, err := s.SoloGames(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, games, 3)
	assert.Equal(t, []bool{false, true, false}, []bool{games[0].Conceded, games[1].Conceded, games[2].Conceded})

	// The conceded game was never scored: its 0 is in no best or average,
	// Ana's nor Tom's, and it broke no tie.
	st, err := s.SoloStats(ctx, GameBonfire, Player{ProfileID: ana.ID})
	require.NoError(t, err)
	assert.Equal(t, 3, st.Plays)
	assert.Equal(t, 2, st.Scored)
	assert.InDelta(t, 40.0, st.Average, 0.001, "(70 + 10) / 2")
	plays, err := s.Plays(ctx, PlayFilter{})
	require.NoError(t, err)
	for _, p := range plays {
		if p.PlayedAt.Equal(base.Add(time.Hour)) {
			assert.True(t, p.Results[0].Unscored && p.Results[1].Unscored, "both sides of the conceded game")
			assert.Empty(t, p.TieBreak(), "a conceded game broke no tie")
		}
	}

	// Deleting the first game recomputes the rows after it: the conceded
	// game keeps its start and stays a loss.
	require.NoError(t, s.DeletePlay(ctx, first.ID))
	before, after = afters(t, s, ana.ID)
	assert.Equal(t, []int{-5, -7}, before)
	assert.Equal(t, []int{-7, -9}, after)
	require.NoError(t, s.RebuildLedgers(ctx))
	again, againAfter := afters(t, s, ana.ID)
	assert.Equal(t, before, again, "a rebuild (import) gives the same rows")
	assert.Equal(t, after, againAfter)
}

func TestMarkConceded(t *testing.T) {
	b, err := MarkConceded(json.RawMessage(`{"bonfires":7}`), -5)
	require.NoError(t, err)
	assert.JSONEq(t, `{"bonfires":7,"handicap":{"challenge":true,"start":-5,"conceded":true}}`, string(b))
}
