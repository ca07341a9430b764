package main

// scoreInsula is `hearth score insula [--json] FILE`.
func scoreInsula(e *env, args []string) int {
	return e.usageError("scoring insula is not available yet")
}
