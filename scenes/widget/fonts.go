package widget

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
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
	regularSrc  *opentype.Font
	boldSrc     *opentype.Font
	fontLoadErr error
)

// loadFonts parses the embedded Go fonts once; they cover Latin (Czech included) and Cyrillic. They are drawn
// through golang.org/x/image's rasteriser (Ebiten's GoXFace) rather than Ebiten's shaping GoTextFace: the game's
// three languages need no shaping, and the shaper's tables were a sixth of the browser's program (4.3 MB of 28).
func loadFonts() error {
	fontOnce.Do(func() {
		regularSrc, fontLoadErr = opentype.Parse(goregular.TTF)
		if fontLoadErr != nil {
			return
		}
		boldSrc, fontLoadErr = opentype.Parse(gobold.TTF)
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
	faces map[faceKey]text.Face
}

// face returns the Go font face of px pixels, bold or regular.
func (fs *fontSet) face(px float64, bold bool) text.Face {
	k := faceKey{px, bold}
	if f, ok := fs.faces[k]; ok {
		return f
	}
	if fs.faces == nil {
		fs.faces = map[faceKey]text.Face{}
	}
	src := regularSrc
	if bold {
		src = boldSrc
	}
	// NewFace only keeps its options: it has no error to give.
	of, _ := opentype.NewFace(src, &opentype.FaceOptions{Size: px, DPI: 72})
	f := text.NewGoXFace(of)
	fs.faces[k] = f
	return f
}
