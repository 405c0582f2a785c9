//go:build !windows && !(darwin && !ios)

package game

// platformLocale returns "": elsewhere the locale comes from the environment variables alone.
func platformLocale() string { return "" }
