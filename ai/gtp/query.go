package gtp

import (
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
)

// colorArg reads the single colour argument of list_stones, captures and all_legal.
func colorArg(args []string) (engine.Color, error) {
	if len(args) < 1 {
		return engine.Empty, ErrInvalidColor
	}
	return ParseColor(args[0])
}

// vertexArg reads the vertex argument of the tactical commands; extra arguments are ignored as GNU Go does.
func vertexArg(s *Server, args []string) (engine.Point, error) {
	if len(args) < 1 {
		return engine.NoPoint, ErrInvalidVertex
	}
	return parseVertex(s.pos(), args[0])
}

func cmdIsLegal(s *Server, args []string) (string, error) {
	m, err := parseMove(s.pos(), args)
	if err != nil {
		return "", err
	}
	if s.legalFor(m) != nil {
		return "0", nil
	}
	return "1", nil
}

func cmdAllLegal(s *Server, args []string) (string, error) {
	c, err := colorArg(args)
	if err != nil {
		return "", err
	}
	var legal []engine.Point
	p := s.pos()
	for _, pt := range p.Points(nil) {
		if p.At(pt) == engine.Empty && s.legalFor(engine.Move{Color: c, Point: pt}) == nil {
			legal = append(legal, pt)
		}
	}
	return Vertices(legal, s.rows), nil
}

func cmdListStones(s *Server, args []string) (string, error) {
	c, err := colorArg(args)
	if err != nil {
		return "", err
	}
	var stones []engine.Point
	p := s.pos()
	for _, pt := range p.Points(nil) {
		if p.At(pt) == c {
			stones = append(stones, pt)
		}
	}
	return Vertices(stones, s.rows), nil
}

func cmdCaptures(s *Server, args []string) (string, error) {
	c, err := colorArg(args)
	if err != nil {
		return "", err
	}
	return strconv.Itoa(s.pos().Captures(c)), nil
}
