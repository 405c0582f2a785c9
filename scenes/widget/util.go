package widget

import "image"

// imagePt is image.Pt, short for offsets.
func imagePt(x, y int) image.Point { return image.Pt(x, y) }

// Stack hands out rectangles one below the other inside a column.
type Stack struct {
	// X and W are the column's left edge and width.
	X, W int
	// Y is where the next rectangle starts.
	Y int
	// Gap is the space left after each rectangle.
	Gap int
}

// Next returns the next rectangle of height h and moves Y past it and the gap.
func (s *Stack) Next(h int) image.Rectangle {
	r := image.Rect(s.X, s.Y, s.X+s.W, s.Y+h)
	s.Y += h + s.Gap
	return r
}

// Skip moves Y down by d pixels.
func (s *Stack) Skip(d int) {
	s.Y += d
}

// SplitH cuts r into n columns of equal width with gap pixels between them.
func SplitH(r image.Rectangle, n, gap int) []image.Rectangle {
	if n <= 0 {
		return nil
	}
	out := make([]image.Rectangle, n)
	w := (r.Dx() - gap*(n-1))
	for i := range n {
		x0 := r.Min.X + i*w/n + i*gap
		x1 := r.Min.X + (i+1)*w/n + i*gap
		out[i] = image.Rect(x0, r.Min.Y, x1, r.Max.Y)
	}
	return out
}
