//go:build !js

package assets

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io/fs"
)

// files are the pictures and sounds, embedded: the browser's program fetches them beside it instead (files_js.go).
//
//go:embed data
var files embed.FS

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
	if err := validName(name, ext); err != nil {
		return nil, err
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
