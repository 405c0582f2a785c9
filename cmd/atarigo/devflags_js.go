//go:build js

package main

import (
	"flag"

	"github.com/seed593a7f8d/atarigo/scenes"
)

// scriptFlag gives the browser's program no -script: the page passes no flags.
func scriptFlag(*flag.FlagSet) *string {
	none := ""
	return &none
}

// loadScript has no script to read in the browser.
func loadScript(string) (scenes.Driver, error) { return nil, nil }

// profileFlag gives the browser's program no -cpuprofile (the browser's own profiler serves there), so the
// profiler is left out of its download.
func profileFlag(*flag.FlagSet) *string {
	none := ""
	return &none
}

// startProfile does nothing in the browser.
func startProfile(string) (stop func(), err error) { return func() {}, nil }
