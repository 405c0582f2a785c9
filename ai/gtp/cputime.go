package gtp

import (
	"errors"
	"strconv"
)

// cmdCPUTime is GNU Go's "cputime": the CPU seconds the process has used, with three decimals.
func cmdCPUTime(*Server, []string) (string, error) {
	d, err := cpuTime()
	if err != nil {
		return "", errors.New("cannot read the process CPU time: " + err.Error())
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 3, 64), nil
}
