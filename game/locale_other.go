//go:build !windows && !(darwin && !ios) && !js

package game

// platformLocale returns "": elsewhere the locale comes from the environment variables alone.
func platformLocale() string { return "" }
