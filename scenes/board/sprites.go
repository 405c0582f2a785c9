package board

import (
	"errors"
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
	"golang.org/x/image/draw"
)

// ErrSprites means an embedded picture of the board could not be loaded.
var ErrSprites = errors.New("cannot load the board pictures")

// stoneFill is the part of a stone sprite's width the stone itself covers.
const stoneFill = 242.0 / 256.0

// Sprites are the decoded pictures the board is drawn from.
type Sprites struct {
	wood, black, white, shadow image.Image
	woodImg                    *ebiten.Image
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

// scaled returns src resized to a d×d image with a high-quality filter.
func scaled(src image.Image, d int) *ebiten.Image {
	dst := image.NewRGBA(image.Rect(0, 0, d, d))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Over, nil)
	return ebiten.NewImageFromImage(dst)
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
	return stoneSet{size: d, black: scaled(s.black, d), white: scaled(s.white, d), shadow: scaled(s.shadow, d)}
}
