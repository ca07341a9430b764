package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"hearth/data"
	"hearth/data/msg"
	"hearth/data/names"
)

// profileFlag checks --profile where it stands: it needs --save and a
// usable name.
func (e *env) profileFlag(req *scoreRequest) (code int, done bool) {
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
	play.PlayedAt = time.Now()
	if req.withProfile {
		p, created, err := profileNamed(ctx, store, req.profile)
		if err != nil {
			return e.fail(err)
		}
		if created && !req.asJSON {
			fmt.Fprintf(e.stdout, "Created the profile %s.\n", names.Printable(p.Name))
		}
		for i, r := range play.Results {
			if !r.Bot {
				play.Results[i].ProfileID, play.Results[i].Name = p.ID, p.Name
			}
		}
	} else {
		for i, r := range play.Results {
			if r.Bot {
				continue
			}
			if p, err := store.ProfileByName(ctx, r.Name); err == nil {
				play.Results[i].ProfileID = p.ID
			}
		}
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

// profileNamed finds the profile called name (any case) or creates it.
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
