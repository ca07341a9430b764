// Package kit holds the widgets every game module shares: steppers and
// number entry, tiles, big buttons, headings and notes, drawing helpers for
// the setup pictures, the setup checklist's rows, a line chart, the solo
// session screen, and the translation helpers that turn the logic packages'
// msg values into the player's language. It never imports a game module.
package kit
