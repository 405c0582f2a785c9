//go:build !linux

package ai

import "time"

// threadCPU is not measured off Linux: the tables then show no CPU times.
func threadCPU() (time.Duration, bool) { return 0, false }
