package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// party is the short celebration when a person beats the computer: confetti falling over the board for a
// couple of seconds. It draws nothing once it is over.
type party struct {
	left  int // ticks still to run; 0 when there is no party
	area  image.Rectangle
	bits  []confetto
	ended bool // the last frame with confetti was drawn: the board is drawn once more without them
}

// confetto is one piece of confetti: where it is, how it moves and looks.
type confetto struct {
	x, y, vx, vy, size, spin, phase float64
	c                               color.RGBA
}

// partyTicks is how long the confetti falls, at 60 ticks a second.
const partyTicks = 150

// start throws the confetti over area, seeded so that the same win looks the same.
func (p *party) start(area image.Rectangle, th *widget.Theme, seed uint64) {
	rng := engine.NewRand(seed ^ 0x7061727479)
	colors := []color.RGBA{th.Accent, {0xE8, 0xB9, 0x3A, 0xFF}, {0x3E, 0x8E, 0x6E, 0xFF}, {0x40, 0x6A, 0xC0, 0xFF},
		{0xF4, 0xF0, 0xE6, 0xFF}, {0x2A, 0x25, 0x22, 0xFF}}
	p.left, p.area, p.ended = partyTicks, area, false
	p.bits = p.bits[:0]
	w, h := float64(area.Dx()), float64(area.Dy())
	for i := 0; i < 90; i++ {
		f := func(n int) float64 { return float64(rng.Intn(n)) / float64(n) }
		p.bits = append(p.bits, confetto{
			x: float64(area.Min.X) + f(1000)*w, y: float64(area.Min.Y) - f(1000)*h*0.6,
			vx: (f(1000) - 0.5) * w / 300, vy: h/140 + f(1000)*h/160,
			size: th.S(5) + f(1000)*th.S(5), spin: 0.05 + f(1000)*0.2, phase: f(1000) * 6.3,
			c: colors[rng.Intn(len(colors))],
		})
	}
}

// step moves the confetti by one tick.
func (p *party) step() {
	if p.left == 0 {
		return
	}
	p.left--
	if p.left == 0 {
		p.ended = true
	}
	for i := range p.bits {
		b := &p.bits[i]
		b.x += b.vx + math.Sin(b.phase)*0.6
		b.y += b.vy
		b.phase += b.spin
	}
}

// draw paints the confetti inside its area.
func (p *party) draw(dst *ebiten.Image) {
	if p.left == 0 {
		return
	}
	clip := dst.SubImage(p.area.Intersect(dst.Bounds())).(*ebiten.Image)
	for _, b := range p.bits {
		// A piece turning in the air: its height shrinks and grows.
		hgt := b.size * (0.35 + 0.65*math.Abs(math.Cos(b.phase)))
		widget.FillRect(clip, b.x, b.y, b.size, hgt, b.c)
	}
}

// damage adds the area to redraw while the confetti falls, and once more after it has gone.
func (p *party) damage(buf []image.Rectangle) []image.Rectangle {
	if p.left > 0 || p.ended {
		p.ended = false
		buf = append(buf, p.area)
	}
	return buf
}
