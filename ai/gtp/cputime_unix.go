//go:build unix

package gtp

import (
	"syscall"
	"time"
)

// cpuTime returns the user and system CPU time the process has used (getrusage).
var cpuTime = func() (time.Duration, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}
