//go:build !js

package main

import (
	"flag"
	"os"
	"runtime/pprof"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
	"github.com/seed593a7f8d/atarigo/scenes"
	"github.com/seed593a7f8d/atarigo/scenes/script"
)

// The flags of this file drive and measure the desktop's program (the tests' scripts, profiles); the browser's
// program has none of them (devflags_js.go), so their code stays out of its download.

// maxScript is the largest script file read (-script).
const maxScript = 1 << 20

// scriptFlag adds -script to the flags.
func scriptFlag(fs *flag.FlagSet) *string {
	return fs.String("script", "", "drive the window from a script `file` (click, tap, move, play, press, key, wait, idle, shot, look, quit)")
}

// loadScript reads the named script file, if one is named, as the window's driver.
func loadScript(name string) (scenes.Driver, error) {
	if name == "" {
		return nil, nil
	}
	f, err := flagcheck.Open("script", name, maxScript)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc, err := script.Parse(f)
	if err != nil {
		return nil, err
	}
	return sc, nil
}

// profileFlag adds -cpuprofile to the flags.
func profileFlag(fs *flag.FlagSet) *string {
	return fs.String("cpuprofile", "", "write a CPU profile to `file`")
}

// startProfile starts writing a CPU profile to the named file, if one is named, and returns what stops it.
func startProfile(name string) (stop func(), err error) {
	if name == "" {
		return func() {}, nil
	}
	if err := flagcheck.Writable("cpuprofile", name); err != nil {
		return nil, err
	}
	f, err := os.Create(name)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
