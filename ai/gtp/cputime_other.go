//go:build !unix && !windows

package gtp

import (
	"errors"
	"time"
)

// cpuTime reports that this system does not tell a process its CPU time.
var cpuTime = func() (time.Duration, error) { return 0, errors.ErrUnsupported }
