package game

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// ConfigDirEnv names the environment variable that, when set, replaces the
// config directory (os.UserConfigDir()/atarigo), for tests and portable use.
const ConfigDirEnv = "ATARIGO_CONFIG_DIR"

// ConfigDir returns the directory for settings and the autosave: the app's own folder when SetAppDir gave one,
// else the value of ATARIGO_CONFIG_DIR when set (a relative one taken from the working folder, so that it stays the
// same folder), else os.UserConfigDir()/atarigo, where a relative XDG_CONFIG_HOME is ignored as the XDG spec says
// ($HOME/.config instead). It does not create the directory; ErrNoConfigDir says that there is none.
func ConfigDir() (string, error) {
	if d := appDir(); d != "" {
		return d, nil
	}
	if d := os.Getenv(ConfigDirEnv); d != "" {
		abs, err := filepath.Abs(d)
		if err != nil {
			return "", fmt.Errorf("%w: %s %q: %v", ErrNoConfigDir, ConfigDirEnv, d, err)
		}
		return abs, nil
	}
	d, err := userConfigDir()
	if err != nil || d == "" {
		return "", fmt.Errorf("%w: %v", ErrNoConfigDir, err)
	}
	return filepath.Join(d, "atarigo"), nil
}

// userConfigDir is os.UserConfigDir, except that a relative XDG_CONFIG_HOME, which the XDG Base Directory spec
// calls invalid and to be ignored, gives $HOME/.config rather than an error.
func userConfigDir() (string, error) {
	d, err := os.UserConfigDir()
	if err == nil || !readsXDG() {
		return d, err
	}
	if x := os.Getenv("XDG_CONFIG_HOME"); x != "" && !filepath.IsAbs(x) {
		if home := os.Getenv("HOME"); filepath.IsAbs(home) {
			return filepath.Join(home, ".config"), nil
		}
	}
	return d, err
}

// readsXDG reports whether os.UserConfigDir reads XDG_CONFIG_HOME on this system (not Windows, macOS, iOS, Plan 9).
func readsXDG() bool {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9":
		return false
	}
	return true
}
