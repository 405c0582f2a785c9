//go:build !js

package main

import (
	"flag"
	"os"
	"runtime/pprof"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
)

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
