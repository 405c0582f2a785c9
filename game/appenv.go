package game

import (
	"path/filepath"
	"sync"
)

// An app that no command line starts (the phone app) learns from its system what a desktop program reads from the
// environment: the folder that is its own and the person's language. SetAppDir and SetAppLocale hand them to the
// game before the window's first frame; ConfigDir, DefaultGamesDir and DefaultSettings then use them.

// AppGamesDir is the folder, in the app's folder, where games are saved.
const AppGamesDir = "games"

// appEnv is what the app's system told the game.
var appEnv struct {
	mu     sync.Mutex
	dir    string // the app's own folder; "" for the usual places
	locale string // the person's locale ("cs-CZ"); "" for the environment's
}

// SetAppDir makes dir the app's own folder: the settings, the autosave and own lessons are kept in it and games are
// saved in its AppGamesDir; "" goes back to the usual places (ConfigDir, DefaultGamesDir). Safe for concurrent use.
func SetAppDir(dir string) {
	appEnv.mu.Lock()
	defer appEnv.mu.Unlock()
	appEnv.dir = dir
}

// SetAppLocale gives the person's locale as the system names it ("cs-CZ", "ru_RU", "en"), whose language the
// settings start with until the person chooses one; "" goes back to the environment's. Safe for concurrent use.
func SetAppLocale(locale string) {
	appEnv.mu.Lock()
	defer appEnv.mu.Unlock()
	appEnv.locale = locale
}

// appDir returns the folder SetAppDir gave, or "".
func appDir() string {
	appEnv.mu.Lock()
	defer appEnv.mu.Unlock()
	return appEnv.dir
}

// appGamesDir returns the games folder in the app's own folder, or "" when the app has none.
func appGamesDir() string {
	if d := appDir(); d != "" {
		return filepath.Join(d, AppGamesDir)
	}
	return ""
}

// systemLocale returns the locale SetAppLocale gave, else the one the platform reports (platformLocale).
func systemLocale() string {
	appEnv.mu.Lock()
	l := appEnv.locale
	appEnv.mu.Unlock()
	if l != "" {
		return l
	}
	return platformLocale()
}
