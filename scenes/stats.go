package scenes

import (
	"fmt"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// stats prints the frame and tick rates once a second.
type stats struct {
	w    io.Writer
	last time.Time
}

// tick prints "fps=NN.N tps=NN.N" when a second has passed since the last line.
func (s *stats) tick(now time.Time) {
	if s.w == nil {
		return
	}
	if s.last.IsZero() {
		s.last = now
		return
	}
	if now.Sub(s.last) < time.Second {
		return
	}
	s.last = now
	fmt.Fprintf(s.w, "fps=%.1f tps=%.1f\n", ebiten.ActualFPS(), ebiten.ActualTPS())
}
