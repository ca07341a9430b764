package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
)

// mutant is one small change to one file: the bytes from start to end are
// replaced by repl.
type mutant struct {
	file       string // absolute path
	line, col  int
	kind, desc string
	start, end int
	repl       string
	index      int // in the package's list, before -at: -sample keeps every Nth
}

// swaps are the operator mutants, as gremlins v0.5.0 makes them (its
// ARITHMETIC_BASE, CONDITIONALS_BOUNDARY and _NEGATION, INCREMENT_DECREMENT,
// INVERT_* and REMOVE_SELF_ASSIGNMENTS, all enabled).
var swaps = map[token.Token][]token.Token{
	token.ADD: {token.SUB}, token.SUB: {token.ADD}, token.MUL: {token.QUO},
	token.QUO: {token.MUL}, token.REM: {token.MUL},
	token.LSS: {token.LEQ, token.GEQ}, token.LEQ: {token.LSS, token.GTR},
	token.GTR: {token.GEQ, token.LEQ}, token.GEQ: {token.GTR, token.LSS},
	token.EQL: {token.NEQ}, token.NEQ: {token.EQL},
	token.LAND: {token.LOR}, token.LOR: {token.LAND},
	token.AND: {token.OR}, token.OR: {token.AND}, token.XOR: {token.AND},
	token.AND_NOT: {token.AND}, token.SHL: {token.SHR}, token.SHR: {token.SHL},
	token.INC: {token.DEC}, token.DEC: {token.INC},
	token.BREAK: {token.CONTINUE}, token.CONTINUE: {token.BREAK},
	token.ADD_ASSIGN: {token.SUB_ASSIGN, token.ASSIGN},
	token.SUB_ASSIGN: {token.ADD_ASSIGN, token.ASSIGN},
	token.MUL_ASSIGN: {token.QUO_ASSIGN, token.ASSIGN},
	token.QUO_ASSIGN: {token.MUL_ASSIGN, token.ASSIGN},
	token.REM_ASSIGN: {token.ASSIGN}, token.AND_ASSIGN: {token.OR_ASSIGN, token.ASSIGN},
	token.OR_ASSIGN: {token.AND_ASSIGN, token.ASSIGN}, token.XOR_ASSIGN: {token.AND_ASSIGN, token.ASSIGN},
	token.SHL_ASSIGN: {token.SHR_ASSIGN, token.ASSIGN}, token.SHR_ASSIGN: {token.SHL_ASSIGN, token.ASSIGN},
	token.AND_NOT_ASSIGN: {token.AND_ASSIGN, token.ASSIGN},
}

// mutantsOf lists every mutant of one Go file.
func mutantsOf(path string, src []byte) ([]mutant, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, 0)
	if err != nil {
		return nil, err
	}
	c := &collector{fset: fset, path: path, src: src, bodies: map[*ast.BlockStmt]bool{}}
	ast.Inspect(f, func(n ast.Node) bool {
		if !c.operator(n) {
			c.other(n)
		}
		return true
	})
	return c.out, nil
}

// collector gathers the mutants of one file.
type collector struct {
	fset   *token.FileSet
	path   string
	src    []byte
	bodies map[*ast.BlockStmt]bool // function bodies, whose last return stays
	out    []mutant
}

func (c *collector) add(pos token.Pos, end int, kind, desc, repl string) {
	p := c.fset.Position(pos)
	c.out = append(c.out, mutant{file: c.path, line: p.Line, col: p.Column, kind: kind, desc: desc, start: p.Offset, end: end, repl: repl})
}

func (c *collector) swap(pos token.Pos, tok token.Token) {
	off := c.fset.Position(pos).Offset
	for _, to := range swaps[tok] {
		c.add(pos, off+len(tok.String()), "operator", tok.String()+" → "+to.String(), to.String())
	}
}

// operator adds the operator mutants of n; false when n holds none.
func (c *collector) operator(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.BinaryExpr:
		if !isString(n.X) && !isString(n.Y) {
			c.swap(n.OpPos, n.Op)
		}
	case *ast.UnaryExpr:
		if n.Op == token.SUB {
			c.add(n.OpPos, c.fset.Position(n.OpPos).Offset+1, "operator", "-x → +x", "+")
		}
	case *ast.AssignStmt:
		c.swap(n.TokPos, n.Tok)
	case *ast.IncDecStmt:
		c.swap(n.TokPos, n.Tok)
	case *ast.BranchStmt:
		c.swap(n.TokPos, n.Tok)
	default:
		return false
	}
	return true
}

// other adds the literal and statement-deletion mutants of n.
func (c *collector) other(n ast.Node) {
	switch n := n.(type) {
	case *ast.FuncDecl:
		c.bodies[n.Body] = true
	case *ast.FuncLit:
		c.bodies[n.Body] = true
	case *ast.BasicLit:
		if to, ok := literal(n); ok {
			c.add(n.Pos(), c.fset.Position(n.End()).Offset, "literal", n.Value+" → "+to, to)
		}
	case *ast.BlockStmt:
		deletions(c.fset, c.src, n.List, c.bodies[n], c.add)
	case *ast.CaseClause:
		deletions(c.fset, c.src, n.Body, false, c.add)
	case *ast.CommClause:
		deletions(c.fset, c.src, n.Body, false, c.add)
	}
}

// literal is an integer literal's mutant, as PIT's inline-constant mutator
// makes it: 0 → 1, 1 → 0, n → n+1.
func literal(l *ast.BasicLit) (string, bool) {
	if l.Kind != token.INT {
		return "", false
	}
	n, err := strconv.ParseInt(l.Value, 0, 64)
	switch {
	case err != nil:
		return "", false
	case n == 1:
		return "0", true
	default:
		return strconv.FormatInt(n+1, 10), true
	}
}

// deletions adds a mutant deleting each statement of a list that can go
// and still compile: not a declaration, a label or a function's last return.
func deletions(fset *token.FileSet, src []byte, list []ast.Stmt, body bool, add func(token.Pos, int, string, string, string)) {
	for i, s := range list {
		switch s := s.(type) {
		case *ast.DeclStmt, *ast.LabeledStmt, *ast.EmptyStmt:
			continue
		case *ast.AssignStmt:
			if s.Tok == token.DEFINE {
				continue
			}
		case *ast.ReturnStmt:
			if body && i == len(list)-1 {
				continue
			}
		}
		from, to := fset.Position(s.Pos()).Offset, fset.Position(s.End()).Offset
		add(s.Pos(), to, "delete", "delete "+quote(src, from, to), "")
	}
}

func isString(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && l.Kind == token.STRING
}

// quote is the first line of src[start:end], shortened.
func quote(src []byte, start, end int) string {
	s := string(src[start:end])
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	if len(s) > 60 {
		s = s[:57] + "…"
	}
	return s
}
