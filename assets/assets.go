package assets

//go:generate go run ./gen

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"image"
	"image/png"
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

//go:embed data
var files embed.FS

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

// Image decodes the embedded PNG picture with the given name, such as WoodPNG.
func Image(name string) (image.Image, error) {
	data, err := read(name, ".png")
	if err != nil {
		return nil, err
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("assets: decoding %s: %w", name, err)
	}
	return img, nil
}

// Sound returns the bytes of the embedded WAV file with the given name, such as StoneWAV.
func Sound(name string) ([]byte, error) {
	return read(name, ".wav")
}

// read returns the contents of one file in data, rejecting anything that is
// not a plain file name there with the given extension.
func read(name, ext string) ([]byte, error) {
	if path.Ext(name) != ext || path.Base(name) != name || !fs.ValidPath(name) {
		return nil, fmt.Errorf("assets: %q: %w", name, ErrNotFound)
	}
	data, err := files.ReadFile("data/" + name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("assets: %q: %w", name, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("assets: %q: %w", name, err)
	}
	return data, nil
}
