package data

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
)

// beginImport opens the import's transaction on a connection of its own
// whose statement journals are kept in memory; done ends the transaction
// (rolled back unless committed) and gives the connection back as it was.
//
// The import writes many rows to a statement (import_plays.go), and SQLite
// keeps a journal of every such statement, to undo it alone if it fails
// half-way: in a temporary file by default, which cost a write call per
// page and a third of the import's time. Nothing else changes: the
// transaction is the same, all or nothing, committed with the database's
// own journal and synchronous setting. temp_store cannot change inside a
// transaction, hence the connection of its own.
func (s *Store) beginImport(ctx context.Context) (*sql.Tx, func(), error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, nil, err
	}
	var was int
	if err := conn.QueryRowContext(ctx, `PRAGMA temp_store`).Scan(&was); err != nil {
		conn.Close()
		return nil, nil, err
	}
	restore := func() {
		// A connection left otherwise is not given back to the pool.
		_, err := conn.ExecContext(context.WithoutCancel(ctx), fmt.Sprintf(`PRAGMA temp_store = %d`, was))
		if err != nil {
			_ = conn.Raw(func(any) error { return driver.ErrBadConn })
		}
		conn.Close()
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA temp_store = MEMORY`); err != nil {
		restore()
		return nil, nil, err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		restore()
		return nil, nil, err
	}
	return tx, func() { _ = tx.Rollback(); restore() }, nil
}
