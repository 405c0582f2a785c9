package game

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestARelativeConfigPathIsMadeAbsoluteOrIgnored sets the config folder by relative paths: ATARIGO_CONFIG_DIR is
// taken from the folder the program started in, and a relative XDG_CONFIG_HOME is ignored as the XDG spec says
// (the config folder is then $HOME/.config/atarigo); either way the settings are saved and read back.
func TestARelativeConfigPathIsMadeAbsoluteOrIgnored(t *testing.T) {
	if runtime.GOOS != "js" { // the browser's files have no working folder to change to; "/" is one to write in
		t.Chdir(t.TempDir())
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	tests := []struct {
		name    string
		env     map[string]string
		want    string
		xdgOnly bool // the system reads XDG_CONFIG_HOME (not macOS, Windows)
	}{
		{"ATARIGO_CONFIG_DIR relative", map[string]string{ConfigDirEnv: "rel-config"}, filepath.Join(wd, "rel-config"), false},
		{"XDG_CONFIG_HOME relative", map[string]string{ConfigDirEnv: "", "XDG_CONFIG_HOME": "rel-xdg", "HOME": home},
			filepath.Join(home, ".config", "atarigo"), true},
		{"XDG_CONFIG_HOME dot", map[string]string{ConfigDirEnv: "", "XDG_CONFIG_HOME": ".", "HOME": home},
			filepath.Join(home, ".config", "atarigo"), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.xdgOnly && !readsXDG() {
				t.Skipf("%s does not read XDG_CONFIG_HOME", runtime.GOOS)
			}
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			got, err := ConfigDir()
			if err != nil || got != tt.want {
				t.Fatalf("ConfigDir = %q, %v; want %q", got, err, tt.want)
			}
			s := DefaultSettings()
			s.Language = "ru"
			if err := s.Save(); err != nil {
				t.Fatalf("Save: %v", err)
			}
			if back, err := LoadSettingsFile(filepath.Join(tt.want, SettingsFile)); err != nil || back.Language != "ru" {
				t.Errorf("the settings saved read back as %+v, %v", back, err)
			}
		})
	}
}
