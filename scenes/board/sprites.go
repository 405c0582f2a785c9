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

// Sprites are the decoded pictures the board is drawn from.
type Sprites struct {
	wood, black, white, shadow image.Image
	woodImg                    *ebiten.Image
	stoneImgs                  [3]*ebiten.Image // black, white, shadow at full size, made on first use
}

// LoadSprites decodes the embedded wood and stone pictures; call it once,
// before the game loop starts.
func LoadSprites() (*Sprites, error) {
	s := &Sprites{}
	for _, l := range []struct {
		name string
		dst  *image.Image
	}{
		{assets.WoodPNG, &s.wood},
		{assets.StoneBlackPNG, &s.black},
		{assets.StoneWhitePNG, &s.white},
		{assets.StoneShadowPNG, &s.shadow},
	} {
		img, err := assets.Image(l.name)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrSprites, err)
		}
		*l.dst = img
	}
	return s, nil
}

// woodImage returns the wood texture as an Ebiten image, made on first use.
func (s *Sprites) woodImage() *ebiten.Image {
	if s.woodImg == nil {
		s.woodImg = ebiten.NewImageFromImage(s.wood)
	}
	return s.woodImg
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
	if s.stoneImgs[0] == nil {
		for i, img := range []image.Image{s.black, s.white, s.shadow} {
			s.stoneImgs[i] = ebiten.NewImageFromImage(img)
		}
	}
	return stoneSet{size: d, black: scaled(s.stoneImgs[0], d), white: scaled(s.stoneImgs[1], d), shadow: scaled(s.stoneImgs[2], d)}
}
