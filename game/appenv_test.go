package game

import (
	"path/filepath"
	"testing"
)

func TestAppDirHoldsSettingsAutosaveAndGames(t *testing.T) {
	t.Setenv(ConfigDirEnv, t.TempDir())
	t.Setenv(GamesDirEnv, t.TempDir())
	dir := t.TempDir()
	SetAppDir(dir)
	t.Cleanup(func() { SetAppDir("") })
	if d, err := ConfigDir(); err != nil || d != dir {
		t.Errorf("ConfigDir() = %q, %v; want the app's folder %q", d, err, dir)
	}
	if d := DefaultGamesDir(); d != filepath.Join(dir, AppGamesDir) {
		t.Errorf("DefaultGamesDir() = %q", d)
	}
	st := DefaultSettings()
	st.Volume = 0.5
	if err := st.Save(); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettingsFile(filepath.Join(dir, SettingsFile)); err != nil || got.Volume != 0.5 {
		t.Errorf("settings in the app's folder: volume %v, %v", got.Volume, err)
	}
	SetAppDir("")
	if d, _ := ConfigDir(); d == dir {
		t.Error("the app's folder stayed after it was taken back")
	}
}

func TestAppLocaleGivesTheFirstLanguage(t *testing.T) {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		t.Setenv(v, "")
	}
	t.Cleanup(func() { SetAppLocale("") })
	for _, tt := range []struct{ locale, want string }{
		{"cs-CZ", "cs"},
		{"ru_RU", "ru"},
		{"de-DE", DefaultLanguage},
	} {
		SetAppLocale(tt.locale)
		if got := DefaultSettings().Language; got != tt.want {
			t.Errorf("locale %q: language %q, want %q", tt.locale, got, tt.want)
		}
	}
}
