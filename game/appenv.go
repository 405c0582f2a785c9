package game

import (
	"path/filepath"
	"sync"
)

// An app that no command line starts (the phone app) learns from its system what a desktop program reads from the
// environment: the folder that is its own and the person's language, and how to show a web page. SetAppDir,
// SetAppLocale and SetAppBrowser hand them to the game before the window's first frame; ConfigDir, DefaultGamesDir,
// DefaultSettings and OpenURL then use them.

// AppGamesDir is the folder, in the app's folder, where games are saved.
const AppGamesDir = "games"

// appEnv is what the app's system told the game.
var appEnv struct {
	mu     sync.Mutex
	dir    string                 // the app's own folder; "" for the usual places
	locale string                 // the person's locale ("cs-CZ"); "" for the environment's
	browse func(url string) error // shows a web page; nil for the platform's way (openBrowser)
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

// SetAppBrowser gives the app's way of showing a web page in the person's browser (an Android intent), which
// OpenURL then uses; nil goes back to the platform's way. Safe for concurrent use.
func SetAppBrowser(open func(url string) error) {
	appEnv.mu.Lock()
	defer appEnv.mu.Unlock()
	appEnv.browse = open
}

// browser returns the app's way of showing a web page, else the platform's (openBrowser).
func browser() func(url string) error {
	appEnv.mu.Lock()
	defer appEnv.mu.Unlock()
	if appEnv.browse != nil {
		return appEnv.browse
	}
	return openBrowser
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

// HasAppDir reports whether SetAppDir gave the app's own folder (the phone app), whose games folder the person
// neither chooses nor sees.
func HasAppDir() bool { return appDir() != "" }
