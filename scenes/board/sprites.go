package board

import (
	"errors"
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
)

// ErrSprites means an embedded picture of the board could not be loaded.
var ErrSprites = errors.New("cannot load the board pictures")

// stoneFill is the part of a stone sprite's width the stone itself covers.
const stoneFill = 242.0 / 256.0

// The board's pictures, in the order LoadSprites reads them.
const (
	spriteWood = iota
	spriteBlack
	spriteWhite
	spriteShadow
	spriteCount
)

// spriteFiles are the pictures' files, by sprite.
var spriteFiles = [spriteCount]string{assets.WoodPNG, assets.StoneBlackPNG, assets.StoneWhitePNG, assets.StoneShadowPNG}

// Sprites are the pictures the board is drawn from: decoded by LoadSprites, made Ebiten images when the board is
// first drawn.
type Sprites struct {
	decoded [spriteCount]image.Image // dropped once the Ebiten images are made
	images  [spriteCount]*ebiten.Image
}

// LoadSprites decodes the embedded wood and stone pictures; call it once,
// before the game loop starts.
func LoadSprites() (*Sprites, error) {
	s := &Sprites{}
	for i, name := range spriteFiles {
		img, err := assets.Image(name)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrSprites, err)
		}
		s.decoded[i] = img
	}
	return s, nil
}

// image returns sprite i as an Ebiten image; the first call makes all of them, on the game loop.
func (s *Sprites) image(i int) *ebiten.Image {
	if s.images[i] == nil {
		for j, img := range s.decoded {
			s.images[j] = ebiten.NewImageFromImage(img)
		}
		s.decoded = [spriteCount]image.Image{}
	}
	return s.images[i]
}

// scaled returns src resized to a d×d image: drawn by the GPU through Ebiten's mipmaps (each level half the one
// before) with linear filtering, which takes a frame's fraction of the time the CPU's filters do. The image is
// unmanaged, kept in a texture of its own: Ebiten would otherwise move an image that was drawn to onto its shared
// atlas some frames later, and a stone drawn at a fraction of a pixel from the new place differs in the last bit
// from one drawn before the move, so a point redrawn alone would differ from the frame drawn whole.
func scaled(src *ebiten.Image, d int) *ebiten.Image {
	dst := ebiten.NewImageWithOptions(image.Rect(0, 0, d, d), &ebiten.NewImageOptions{Unmanaged: true})
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	k := float64(d) / float64(src.Bounds().Dx())
	op.GeoM.Scale(k, k)
	dst.DrawImage(src, op)
	return dst
}

// stoneSet is the stone and shadow pictures scaled for one cell size.
type stoneSet struct {
	size                 int
	black, white, shadow *ebiten.Image
}

// stones returns the stone pictures for stones whose visible diameter is
// about diam pixels.
func (s *Sprites) stones(diam float64) stoneSet {
	d := int(diam/stoneFill + 0.5)
	if d < 4 {
		d = 4
	}
	return stoneSet{size: d, black: scaled(s.image(spriteBlack), d), white: scaled(s.image(spriteWhite), d),
		shadow: scaled(s.image(spriteShadow), d)}
}
