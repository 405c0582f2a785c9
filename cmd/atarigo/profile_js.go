//go:build js

package main

import "flag"

// profileFlag gives the browser's program no -cpuprofile (the browser's own profiler serves there), so the
// profiler is left out of its download.
func profileFlag(*flag.FlagSet) *string {
	none := ""
	return &none
}

// startProfile does nothing in the browser.
func startProfile(string) (stop func(), err error) { return func() {}, nil }
