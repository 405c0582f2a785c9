package sgf

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// parseSize reads an SZ value, "19" or "columns:rows" ("9:7"), and checks it against engine.MinSize…engine.MaxSize.
func parseSize(v string) (cols, rows int, err error) {
	v = strings.TrimSpace(v)
	c, r, rect := strings.Cut(v, ":")
	cols, err1 := strconv.Atoi(strings.TrimSpace(c))
	rows, err2 := cols, error(nil)
	if rect {
		rows, err2 = strconv.Atoi(strings.TrimSpace(r))
	}
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("SZ[%s]: expected a number of lines or columns:rows", v)
	}
	if cols < engine.MinSize || rows < engine.MinSize || cols > engine.MaxSize || rows > engine.MaxSize {
		return 0, 0, fmt.Errorf("SZ[%s]: each side must have %d to %d lines", v, engine.MinSize, engine.MaxSize)
	}
	return cols, rows, nil
}

// formatSize returns the SZ value of a cols×rows board: "19" when square, "9:7" otherwise.
func formatSize(cols, rows int) string {
	if cols == rows {
		return strconv.Itoa(cols)
	}
	return strconv.Itoa(cols) + ":" + strconv.Itoa(rows)
}

// errTooManyPoints is returned by parsePoints when the budget runs out.
var errTooManyPoints = fmt.Errorf("more than %d setup points in the game", MaxSetupPoints)

// parsePoints expands the values of a point list (AB, AW, AE): single points and compressed rectangles
// "aa:cc" (the two corners in either order, expanded row by row). Empty values and "tt" are skipped.
// Each point taken costs one from *budget; errTooManyPoints is returned when it runs out.
func parsePoints(values []string, cols, rows int, budget *int) ([]engine.Point, error) {
	var pts []engine.Point
	for _, v := range values {
		if *budget < 0 {
			return nil, errTooManyPoints
		}
		a, b, rect := strings.Cut(v, ":")
		p, err := engine.ParseSGFPoint(a, cols, rows)
		if err != nil {
			return nil, err
		}
		if !rect {
			if p != engine.Pass {
				pts = append(pts, p)
				*budget--
			}
			continue
		}
		q, err := engine.ParseSGFPoint(b, cols, rows)
		if err != nil {
			return nil, err
		}
		if p == engine.Pass || q == engine.Pass {
			return nil, fmt.Errorf("%w: %q is not a rectangle of points", engine.ErrBadCoordinate, v)
		}
		c0, c1 := min(p.Col(), q.Col()), max(p.Col(), q.Col())
		r0, r1 := min(p.Row(), q.Row()), max(p.Row(), q.Row())
		if *budget -= (c1 - c0 + 1) * (r1 - r0 + 1); *budget < 0 {
			return nil, errTooManyPoints
		}
		for r := r0; r <= r1; r++ {
			for c := c0; c <= c1; c++ {
				pts = append(pts, engine.Pt(c, r))
			}
		}
	}
	if *budget < 0 {
		return nil, errTooManyPoints
	}
	return pts, nil
}

// formatPoints returns the SGF values of a point list, one point per value.
func formatPoints(pts []engine.Point) []string {
	out := make([]string, len(pts))
	for i, p := range pts {
		out[i] = p.SGF()
	}
	return out
}
