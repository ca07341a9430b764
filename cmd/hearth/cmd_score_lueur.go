package main

// scoreLueur is `hearth score lueur [--json] FILE`.
func scoreLueur(e *env, args []string) int {
	return e.usageError("scoring lueur is not available yet")
}
