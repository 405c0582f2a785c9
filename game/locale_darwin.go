//go:build darwin && !ios

package game

import (
	"context"
	"os/exec"
	"strings"
	"time"
)

// platformLocale returns the user's locale from the macOS defaults ("cs_CZ"), or "" when it cannot be read.
func platformLocale() string {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "/usr/bin/defaults", "read", "-g", "AppleLocale").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
