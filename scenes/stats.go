package scenes

import (
	"fmt"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// stats prints the frame and tick rates once a second, and optionally the longest gap between two ticks
// in that second.
type stats struct {
	w     io.Writer
	gaps  bool
	last  time.Time // when the last line was printed
	prev  time.Time // the previous tick
	worst time.Duration
}

// tick prints "fps=NN.N tps=NN.N" (and " gap=NNms" with gaps) when a second has passed since the last line.
func (s *stats) tick(now time.Time) {
	if s.w == nil {
		return
	}
	if !s.prev.IsZero() {
		s.worst = max(s.worst, now.Sub(s.prev))
	}
	s.prev = now
	if s.last.IsZero() {
		s.last = now
		return
	}
	if now.Sub(s.last) < time.Second {
		return
	}
	s.last = now
	fmt.Fprintf(s.w, "fps=%.1f tps=%.1f", ebiten.ActualFPS(), ebiten.ActualTPS())
	if s.gaps {
		fmt.Fprintf(s.w, " gap=%dms", s.worst.Milliseconds())
	}
	fmt.Fprintln(s.w)
	s.worst = 0
}
