//go:build !js

package scenes

import "errors"

// errNoDeviceFiles means this platform has no download or file picker; the scene does not offer them here.
var errNoDeviceFiles = errors.New("no download or file picker here")

// deviceFiles reports whether the files scene offers a download and a file picker: not here, where the games'
// folder is one the player sees and files are dropped on the window.
const deviceFiles = false

// downloadFile fails: there are no downloads here (the button that calls it is not shown).
func downloadFile(name string, data []byte) error { return errNoDeviceFiles }

// pickDeviceFile fails: there is no file picker here (the button that calls it is not shown).
func pickDeviceFile(accept string) error { return errNoDeviceFiles }

// browserStorageBlocked reports false: only a browser blocks the game's storage.
func browserStorageBlocked() bool { return false }
