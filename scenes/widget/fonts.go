package widget

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// TextSize names a role of text; the theme turns it into pixels.
type TextSize int

// Text sizes from smallest to largest.
const (
	SizeSmall TextSize = iota
	SizeBody
	SizeLarge
	SizeTitle
	sizeCount
)

// sizeDP is the size of each role in device-independent pixels.
var sizeDP = [sizeCount]float64{13, 16, 21, 46}

var (
	fontOnce    sync.Once
	regularSrc  *text.GoTextFaceSource
	boldSrc     *text.GoTextFaceSource
	fontLoadErr error
)

// loadFonts parses the embedded Go fonts once; they cover Latin (Czech
// included) and Cyrillic.
func loadFonts() error {
	fontOnce.Do(func() {
		regularSrc, fontLoadErr = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
		if fontLoadErr != nil {
			return
		}
		boldSrc, fontLoadErr = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	})
	return fontLoadErr
}

// faceKey identifies a cached face.
type faceKey struct {
	px   float64
	bold bool
}

// fontSet caches the faces of one theme scale.
type fontSet struct {
	faces map[faceKey]*text.GoTextFace
}

// face returns the Go font face of px pixels, bold or regular.
func (fs *fontSet) face(px float64, bold bool) text.Face {
	k := faceKey{px, bold}
	if f, ok := fs.faces[k]; ok {
		return f
	}
	if fs.faces == nil {
		fs.faces = map[faceKey]*text.GoTextFace{}
	}
	src := regularSrc
	if bold {
		src = boldSrc
	}
	f := &text.GoTextFace{Source: src, Size: px}
	fs.faces[k] = f
	return f
}
