package kit

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Issue 33 §4: a save or an import on a full disk, or while another
// program held the database, showed SQLite's own words ("database or disk
// is full (13)", "database is locked (5) (SQLITE_BUSY)") in English.
func TestTrErrWordsTheStoresErrors(t *testing.T) {
	useTable(t, "fr", map[string]string{
		"The disk is full: free some space and try again.":            "Le disque est plein : libérez de la place et réessayez.",
		"Another program holds the database: close it and try again.": "Un autre programme tient la base : fermez-le et réessayez.",
	})
	assert.Equal(t, "Le disque est plein : libérez de la place et réessayez.",
		TrErr(fmt.Errorf("the import was undone, nothing changed: %w", errors.New("database or disk is full (13)"))))
	assert.Equal(t, "Un autre programme tient la base : fermez-le et réessayez.",
		TrErr(fmt.Errorf("append event: %w", errors.New("database is locked (5) (SQLITE_BUSY)"))))
}
