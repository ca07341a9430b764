package exchange

import (
	"context"
	"fmt"
	"io"
	"time"

	"hearth/data"
	"hearth/data/msg"
)

// An import has four steps: read (import_read.go: the bytes, bounded),
// decode (import_decode.go: the entries, one at a time), validate
// (import_validate.go, import_checks.go: each entry against the rules and
// the entries before it) and write (the store's data.Bulk: each entry
// merged into the database in one transaction). An entry is written as
// soon as it is checked, so a file is never held whole; one refused later
// rolls the whole transaction back.

// ImportReport says what an import added (profiles, plays, sessions,
// settings and drafts) and how many profiles, plays and sessions it found
// already there (Unchanged); Offers are the profiles that could take plays
// saved under their names without a profile that the import concerns (a
// play it added has such a seat, or it added the profile), for the
// question a new profile asks.
type ImportReport struct {
	data.BulkReport
	Offers []data.TakeOffer
}

// ImportJSON merges an export (ExportJSON's format) into the database in
// one transaction: all or nothing. Rows are matched by uid (in lower case),
// so importing the same file twice adds nothing; a profile with an unknown
// uid matches a profile of the same name (case-insensitive, as profile
// names are unique). What the database already has is never changed;
// settings and drafts are only added where the database has none under
// their name. The handicap ledgers the added solo games belong to are
// recomputed from the first of them on, and the added plays counted in the
// per-player and head-to-head statistics (as saving them one by one
// would). A malformed, truncated or newer-version file is refused, with
// nothing written, with a *msg.Error naming what is wrong.
func ImportJSON(ctx context.Context, s *data.Store, r io.Reader) (ImportReport, error) {
	src, err := importSource(r)
	if err != nil {
		return ImportReport{}, err
	}
	b, err := s.BeginBulk(ctx)
	if err != nil {
		return ImportReport{}, fmt.Errorf("nothing was imported: %w", data.Explain(err))
	}
	defer b.Close()
	mark, err := b.Mark()
	if err != nil {
		return ImportReport{}, fmt.Errorf("nothing was imported: %w", data.Explain(err))
	}
	im := &importer{check: newImportChecks(s.Now()), write: b}
	if err := decodeExport(src, im); err != nil {
		if _, ok := msg.As(err); !ok {
			err = fmt.Errorf("the import was undone, nothing changed: %w", data.Explain(err))
		}
		return ImportReport{}, err
	}
	offers, err := b.OffersSince(mark)
	if err != nil {
		return ImportReport{}, fmt.Errorf("the import was undone, nothing changed: %w", data.Explain(err))
	}
	rep, err := b.Commit()
	if err != nil {
		return ImportReport{}, fmt.Errorf("the import was undone, nothing changed: %w", data.Explain(err))
	}
	return ImportReport{BulkReport: rep, Offers: offers}, nil
}

// ExportSummary is what an export file holds.
type ExportSummary struct {
	Version                   int
	ExportedAt                time.Time
	Profiles, Plays, Sessions int
}

// InspectExport reads and checks an export as ImportJSON does, without
// any database: what it holds, or the *msg.Error ImportJSON would refuse
// it with (but for what depends on the database: a profile's uid under
// another name). A screen can show it before asking to import.
func InspectExport(r io.Reader) (ExportSummary, error) {
	src, err := importSource(r)
	if err != nil {
		return ExportSummary{}, err
	}
	im := &importer{check: newImportChecks(time.Now())}
	if err := decodeExport(src, im); err != nil {
		return ExportSummary{}, err
	}
	im.sum.ExportedAt, _ = time.Parse(time.RFC3339Nano, im.exportedAt)
	return im.sum, nil
}

// importer takes each entry the decoder reads through the checks, then to
// the writer (none when only inspecting).
type importer struct {
	check      importChecks
	write      *data.Bulk
	sum        ExportSummary
	exportedAt string
}

func (im *importer) profile(p *data.ProfileRow, field string) error {
	if err := im.check.profile(p, field); err != nil {
		return err
	}
	im.sum.Profiles++
	if im.write == nil {
		return nil
	}
	return msg.Within(field, im.write.Profile(p))
}

func (im *importer) play(p *data.PlayRow, field string) error {
	if err := im.check.play(p, field); err != nil {
		return err
	}
	im.sum.Plays++
	if im.write == nil {
		return nil
	}
	return im.write.Play(p)
}

func (im *importer) session(ss *data.SessionRow, field string) error {
	if err := im.check.session(ss, field); err != nil {
		return err
	}
	im.sum.Sessions++
	if im.write == nil {
		return nil
	}
	return im.write.Session(ss)
}

func (im *importer) settings(settings map[string]string) error {
	if err := im.check.settings(settings); err != nil || im.write == nil {
		return err
	}
	return im.write.Settings(settings)
}

func (im *importer) draft(d *data.DraftRow, field string) error {
	if err := im.check.draft(d, field); err != nil || im.write == nil {
		return err
	}
	return im.write.Draft(d)
}
