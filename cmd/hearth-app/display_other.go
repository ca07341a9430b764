//go:build !(((linux && !android) || freebsd || netbsd || openbsd || dragonfly) && !wayland)

package main

// noDisplay is "" where the platform always has a screen (Windows, macOS,
// Android, iOS) or where the driver reports it (Wayland).
func noDisplay(func(string) string) string { return "" }
