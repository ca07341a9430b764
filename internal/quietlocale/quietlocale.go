// Package quietlocale maps the C and POSIX locales to English before Fyne's
// lang package reads the locale in its own initialisation: Fyne cannot parse
// "C" and logs three lines about it, on every run of the app in containers
// and CI. Hearth's languages treat C as English anyway.
//
// It must import nothing but os: Go initialises the packages sorted by
// import path among those whose imports are ready, so this one runs as soon
// as os is ready, before lang (which needs log, sorted after hearth/…).
package quietlocale

import "os"

func init() {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		val, ok := os.LookupEnv(v)
		if !ok || val == "" {
			continue
		}
		if isC(val) {
			_ = os.Setenv(v, "en_US.UTF-8")
		}
	}
}

// isC tells whether a locale value is C or POSIX, with or without a codeset.
func isC(v string) bool {
	base := v
	for i := 0; i < len(v); i++ {
		if v[i] == '.' || v[i] == '@' {
			base = v[:i]
			break
		}
	}
	return base == "C" || base == "POSIX"
}
