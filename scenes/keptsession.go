package scenes

import "github.com/seed593a7f8d/atarigo/game"

// KeptSession returns the options of a game whose settings and autosave are kept on disk from one start to the
// next (the desktop window, the phone app): the settings read from their file, a damaged file repaired and kept beside as .bad so
// that its problem is told once (a repair that fails is told with the rest when the settings are next saved).
func KeptSession() SessionOptions {
	settings, err := game.LoadSettings()
	_ = game.RepairSettings(settings, err)
	return SessionOptions{Settings: &settings, SettingsErr: err, Persist: true}
}
