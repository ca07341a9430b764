package data

import (
	"context"
	"database/sql"
	"sync"
)

// prepared are the store's prepared statements of the queries that open
// the pages read most (a game's leaderboard, the players and their
// colours, History's plays and their results), each prepared at its first
// use and closed with the store.
// SQLite parses and plans a query each time one is prepared: in a phone's
// browser (SQLite translated to Go, in wasm) that was a third of the work
// of opening a leaderboard, 16 of 44 ms with the CPU 4× slower (issue 36),
// where a statement kept runs at once. On a desktop it is some 20 µs a
// query.
type prepared struct {
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

// query runs q through its kept statement. q is one of a few texts, made
// of fixed parts (never of what was typed, which goes in args): each text
// is kept as long as the store.
func (s *Store) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	st, err := s.statement(ctx, q)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// statement is q's kept statement, prepared now the first time.
func (s *Store) statement(ctx context.Context, q string) (*sql.Stmt, error) {
	s.prepared.mu.Lock()
	defer s.prepared.mu.Unlock()
	if st, ok := s.prepared.stmts[q]; ok {
		return st, nil
	}
	st, err := s.db.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	if s.prepared.stmts == nil {
		s.prepared.stmts = map[string]*sql.Stmt{}
	}
	s.prepared.stmts[q] = st
	return st, nil
}

// closeStatements closes the kept statements, before the database.
func (s *Store) closeStatements() {
	s.prepared.mu.Lock()
	defer s.prepared.mu.Unlock()
	for q, st := range s.prepared.stmts {
		st.Close()
		delete(s.prepared.stmts, q)
	}
}
