package assets

//go:generate go run ./gen

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
)

// Names of the picture files.
const (
	// WoodPNG is the 1024×1024 kaya board texture; it tiles seamlessly.
	WoodPNG = "wood.png"
	// StoneBlackPNG is the 256×256 black stone on a transparent background.
	StoneBlackPNG = "stone_black.png"
	// StoneWhitePNG is the 256×256 white stone on a transparent background.
	StoneWhitePNG = "stone_white.png"
	// StoneShadowPNG is the 256×256 soft shadow drawn a little below a stone.
	StoneShadowPNG = "stone_shadow.png"
	// IconPNG is the 64×64 application icon.
	IconPNG = "icon.png"
	// Icon256PNG is the same icon, 256×256, for large displays and the Windows program.
	Icon256PNG = "icon_256.png"
)

// Names of the sound files, all 16-bit mono WAV at 44100 Hz.
const (
	// StoneWAV is the clack of a stone being placed.
	StoneWAV = "stone.wav"
	// CaptureWAV is the clicking of captured stones being picked up.
	CaptureWAV = "capture.wav"
	// GameEndWAV is the chime played when a game ends.
	GameEndWAV = "gameend.wav"
	// IllegalWAV is the dull thunk of a move that is not allowed.
	IllegalWAV = "illegal.wav"
	// SolvedWAV is the bright arpeggio of a solved exercise.
	SolvedWAV = "solved.wav"
)

// ErrNotFound is returned, wrapped, for a name that is not an embedded file.
var ErrNotFound = errors.New("asset not found")

// Sounds are the sound effects the game plays.
var Sounds = []string{StoneWAV, CaptureWAV, GameEndWAV, IllegalWAV, SolvedWAV}

//go:embed lessons/*.sgf
var lessonFiles embed.FS

// Lessons returns the built-in lessons of the tutorial: one SGF collection a lesson, named NN-key.sgf, in the
// root of the returned file system (see game/lesson).
func Lessons() fs.FS {
	sub, err := fs.Sub(lessonFiles, "lessons")
	if err != nil {
		panic(err) // the embedded folder is there by construction
	}
	return sub
}

// validName returns the error for a name that is not a plain file name with the given extension, else nil.
func validName(name, ext string) error {
	if path.Ext(name) != ext || path.Base(name) != name || !fs.ValidPath(name) {
		return fmt.Errorf("assets: %q: %w", name, ErrNotFound)
	}
	return nil
}
