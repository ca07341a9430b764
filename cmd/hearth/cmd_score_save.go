package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"hearth/data"
	"hearth/data/msg"
	"hearth/data/names"
)

// profileFlag checks --profile where it stands: it needs --save and a
// usable name.
func (e *env) profileFlag(req *scoreRequest) (code int, done bool) {
	if req.challenge && !req.save {
		return e.usageError("--challenge needs --save: it says the solo Bonfire game being saved was the handicap challenge (" + scoreUsage + ")"), true
	}
	if !req.withProfile {
		return exitOK, false
	}
	if !req.save {
		return e.usageError("--profile needs --save: it names who played the solo game being saved (" + scoreUsage + ")"), true
	}
	n, err := data.CleanName(req.profile)
	if err != nil {
		return e.usageError("--profile: " + err.Error()), true
	}
	req.profile = n
	return exitOK, false
}

// profileSolo refuses --profile, before anything is printed, for a game at
// the table (there each player is linked to the profile of their name) and
// for a name a bot of the game has.
func (e *env) profileSolo(req scoreRequest, solo bool, bots ...string) (code int, done bool) {
	if !req.withProfile {
		return exitOK, false
	}
	if !solo {
		return e.usageError("--profile is for solo games; in a game at the table each player is linked to the profile of the same name"), true
	}
	if err := names.Distinct("profile", append(bots, req.profile)); err != nil {
		return e.inputError(err), true
	}
	return exitOK, false
}

// savePlay records a scored play (--save). With --profile NAME the solo
// player is that profile, created when there is none of that name, and is
// saved under its name; otherwise each player who is not a bot is linked to
// the profile of the same name. Text mode says what was done.
func (e *env) savePlay(play data.Play, req scoreRequest) int {
	store, code := e.openStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	at, err := playedAt(req.raw)
	if err != nil {
		return e.inputError(err)
	}
	play.PlayedAt = at
	if err := e.linkProfiles(ctx, store, &play, req); err != nil {
		return e.fail(err)
	}
	if err := markChallenge(&play, req.challenge); err != nil {
		return e.fail(err)
	}
	saved, err := store.SavePlay(ctx, play)
	if _, ok := msg.As(err); ok {
		return e.inputError(err)
	}
	if err != nil {
		return e.fail(err)
	}
	if !req.asJSON {
		fmt.Fprintf(e.stdout, "Saved to history as play %d.\n", saved.ID)
	}
	return exitOK
}

// linkProfiles links the play's players who are not bots to profiles:
// with --profile NAME to that profile (created when there is none, and
// said so in text mode, with the plays already saved under its name that
// it could take), otherwise each to the profile of the same name.
func (e *env) linkProfiles(ctx context.Context, store *data.Store, play *data.Play, req scoreRequest) error {
	if !req.withProfile {
		for i, r := range play.Results {
			if r.Bot {
				continue
			}
			if p, err := store.ProfileByName(ctx, r.Name); err == nil {
				play.Results[i].ProfileID = p.ID
			}
		}
		return nil
	}
	p, created, err := profileNamed(ctx, store, req.profile)
	if err != nil {
		return err
	}
	if created && !req.asJSON {
		fmt.Fprintf(e.stdout, "Created the profile %s.\n", names.Printable(p.Name))
	}
	if created {
		if err := e.sayPlaysToTake(ctx, store, p, req.asJSON); err != nil {
			return err
		}
	}
	for i, r := range play.Results {
		if !r.Bot {
			play.Results[i].ProfileID, play.Results[i].Name = p.ID, p.Name
		}
	}
	return nil
}

// sayPlaysToTake tells, for a profile --profile just created, how many
// plays were saved under its name without a profile and how to link them
// (on standard error with --json, whose output stays the score alone).
func (e *env) sayPlaysToTake(ctx context.Context, store *data.Store, p data.Profile, asJSON bool) error {
	n, err := store.PlaysToTake(ctx, p.Name, p.ID)
	if err != nil || n == 0 {
		return err
	}
	w := e.stdout
	if asJSON {
		w = e.stderr
	}
	e.sayPlaysApart(w, p, n)
	return nil
}

// profileNamed finds the profile called name (case and accents aside) or
// creates it.
func profileNamed(ctx context.Context, store *data.Store, name string) (data.Profile, bool, error) {
	p, err := store.ProfileByName(ctx, name)
	if err == nil {
		return p, false, nil
	}
	if !errors.Is(err, data.ErrNotFound) {
		return data.Profile{}, false, err
	}
	p, err = store.CreateProfile(ctx, name)
	return p, err == nil, err
}

// playedAtKey is the optional top-level key of every score file saying
// when the game was played (for --save); without it, now.
var playedAtKey = scoreKey{name: "played_at", kind: scoreString, optional: true}

// playedAtLayouts are the forms played_at is read in, local time unless it
// says its zone.
var playedAtLayouts = []string{time.RFC3339, "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02"}

// playedAt reads the file's played_at; now when it has none.
func playedAt(raw []byte) (time.Time, error) {
	var doc struct {
		PlayedAt *string `json:"played_at"`
	}
	if json.Unmarshal(scoreTrimBOM(raw), &doc) != nil || doc.PlayedAt == nil {
		return time.Now(), nil
	}
	for _, layout := range playedAtLayouts {
		if t, err := time.ParseInLocation(layout, strings.TrimSpace(*doc.PlayedAt), time.Local); err == nil {
			return t, nil
		}
	}
	return time.Time{}, msg.New("played_at", "A date such as 2026-11-21 or 2026-11-21 20:30 (or RFC 3339); the file has {{.Got}}.",
		map[string]any{"Got": names.Printable(*doc.PlayedAt)})
}

// scoreTrimBOM drops the byte order mark some editors write.
func scoreTrimBOM(raw []byte) []byte { return bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf")) }

// markChallenge records in a solo Bonfire play whether it was the handicap
// challenge (--challenge), or the standard game, which never moves the
// handicap (seeds 000 "CHALLENGE 1", 001 "HERAUSFORDERUNG 1"). Other plays
// are left as they are. A challenge scored here starts where the player's
// ledger stands at its date (data.MarkChallengeInChain): a file may be dated
// before games already saved, and its start then is not the current one.
func markChallenge(play *data.Play, challenge bool) error {
	if play.Game != data.GameBonfire || play.Mode != data.ModeSolo {
		return nil
	}
	for i, r := range play.Results {
		if r.Bot || r.ProfileID == 0 {
			continue
		}
		var err error
		if challenge {
			play.Results[i].Breakdown, err = data.MarkChallengeInChain(r.Breakdown)
		} else {
			play.Results[i].Breakdown, err = data.MarkHandicap(r.Breakdown, false, 0)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
