package exchange

import (
	"context"
	"fmt"
	"time"

	"hearth/data"
)

// CheckRows runs the import's checks (import_validate.go) over every row of
// the database s, as if it were an export of it at now: what a restore
// (data/backup) asks of a backup beyond its schema, so that a restored
// database holds nothing an import would refuse. The error is the
// *msg.Error the import would give, naming the row.
func CheckRows(ctx context.Context, s *data.Store, now time.Time) error {
	c := newImportChecks(now)
	return s.Snapshot(ctx, func(r *data.Snapshot) error {
		var n int
		each := func(section string, check func(string) error) error {
			n++
			return check(fmt.Sprintf("%s[%d]", section, n-1))
		}
		if err := r.Profiles(func(p data.ProfileRow) error {
			return each("profiles", func(f string) error { return c.profile(&p, f) })
		}); err != nil {
			return err
		}
		n = 0
		if err := r.Plays(func(p data.PlayRow) error {
			return each("plays", func(f string) error { return c.play(&p, f) })
		}); err != nil {
			return err
		}
		n = 0
		if err := r.Sessions(func(ss data.SessionRow) error {
			return each("sessions", func(f string) error { return c.session(&ss, f) })
		}); err != nil {
			return err
		}
		n = 0
		if err := r.Drafts(func(d data.DraftRow) error {
			return each("drafts", func(f string) error { return c.draft(&d, f) })
		}); err != nil {
			return err
		}
		settings, err := r.Settings()
		if err != nil {
			return err
		}
		return c.settings(settings)
	})
}
