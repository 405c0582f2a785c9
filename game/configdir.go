package game

import (
	"fmt"
	"os"
	"path/filepath"
)

// ConfigDirEnv names the environment variable that, when set, replaces the
// config directory (os.UserConfigDir()/atarigo), for tests and portable use.
const ConfigDirEnv = "ATARIGO_CONFIG_DIR"

// ConfigDir returns the directory for settings and the autosave: the app's own folder when SetAppDir gave one,
// else the value of ATARIGO_CONFIG_DIR when set, else os.UserConfigDir()/atarigo. It does not create the
// directory.
func ConfigDir() (string, error) {
	if d := appDir(); d != "" {
		return d, nil
	}
	if d := os.Getenv(ConfigDirEnv); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil || d == "" {
		return "", fmt.Errorf("%w: %v", ErrNoConfigDir, err)
	}
	return filepath.Join(d, "atarigo"), nil
}
