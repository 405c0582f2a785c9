package widget

import (
	"image"
	"image/draw"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// Icon names a small picture drawn on an IconButton.
type Icon int

// The icons: the controls of a player of recorded moves.
const (
	// IconFirst is a bar and a triangle pointing left: to the start.
	IconFirst Icon = iota
	// IconPrev is a triangle pointing left: one step back.
	IconPrev
	// IconNext is a triangle pointing right: one step forward.
	IconNext
	// IconLast is a triangle pointing right and a bar: to the end.
	IconLast
	// IconPlay is a large triangle pointing right: play.
	IconPlay
	// IconPause is two bars: pause.
	IconPause
)

// IconButton is a Button that shows an icon instead of a caption; its
// tooltip says what it does.
type IconButton struct {
	Button
	// Icon is the picture.
	Icon Icon
}

// NewIconButton returns a normal button showing icon with a tooltip.
func NewIconButton(icon Icon, tip string) *IconButton {
	return &IconButton{Button: Button{Base: Base{Tip: tip}}, Icon: icon}
}

// Draw paints the button and its icon.
func (b *IconButton) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	b.Button.Text = ""
	b.Button.Draw(dst, t, focused)
	fg := t.Text
	switch {
	case b.Disabled:
		fg = t.Disabled
	case b.Kind == ButtonPrimary:
		fg = t.TextOnAccent
	case b.Selected:
		fg = t.SelectedText
	}
	r := b.Rect
	if b.pressing && b.hovered {
		r = r.Add(imagePt(0, t.I(1)))
	}
	size := min(t.I(18), r.Dy()-t.I(8))
	if size <= 0 {
		return
	}
	m := iconMask(b.Icon, size)
	x := float64(r.Min.X+r.Max.X-size) / 2
	y := float64(r.Min.Y+r.Max.Y-size) / 2
	drawMask(dst, m, x, y, fg)
}

// iconKey identifies a cached icon mask.
type iconKey struct {
	icon Icon
	size int
}

var iconCache = map[iconKey]*ebiten.Image{}

// iconMask returns a white size×size mask of the icon, rasterised once.
func iconMask(icon Icon, size int) *ebiten.Image {
	k := iconKey{icon, size}
	if img, ok := iconCache[k]; ok {
		return img
	}
	s := float32(size)
	z := xvector.NewRasterizer(size, size)
	poly := func(pts ...[2]float32) {
		z.MoveTo(pts[0][0]*s, pts[0][1]*s)
		for _, p := range pts[1:] {
			z.LineTo(p[0]*s, p[1]*s)
		}
		z.ClosePath()
	}
	bar := func(x0, x1 float32) {
		poly([2]float32{x0, 0.1}, [2]float32{x1, 0.1}, [2]float32{x1, 0.9}, [2]float32{x0, 0.9})
	}
	switch icon {
	case IconFirst:
		bar(0.12, 0.26)
		poly([2]float32{0.88, 0.1}, [2]float32{0.88, 0.9}, [2]float32{0.3, 0.5})
	case IconPrev:
		poly([2]float32{0.75, 0.1}, [2]float32{0.75, 0.9}, [2]float32{0.2, 0.5})
	case IconNext:
		poly([2]float32{0.25, 0.1}, [2]float32{0.8, 0.5}, [2]float32{0.25, 0.9})
	case IconLast:
		poly([2]float32{0.12, 0.1}, [2]float32{0.7, 0.5}, [2]float32{0.12, 0.9})
		bar(0.74, 0.88)
	case IconPlay:
		poly([2]float32{0.2, 0.05}, [2]float32{0.9, 0.5}, [2]float32{0.2, 0.95})
	case IconPause:
		bar(0.2, 0.4)
		bar(0.6, 0.8)
	}
	mask := image.NewAlpha(image.Rect(0, 0, size, size))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	rgba := image.NewRGBA(mask.Bounds())
	draw.DrawMask(rgba, rgba.Bounds(), image.White, image.Point{}, mask, image.Point{}, draw.Src)
	img := ebiten.NewImageFromImage(rgba)
	iconCache[k] = img
	return img
}
