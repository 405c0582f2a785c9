package gtp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// chainLines writes the chains among the points of set, one chain per line, in GNU Go's order.
func chainLines(p *engine.Position, set engine.PointSet) string {
	var lines []string
	var done engine.PointSet
	for _, pt := range p.Points(nil) {
		if !set.Has(pt) || done.Has(pt) || !p.At(pt).IsStone() {
			continue
		}
		stones := p.ChainStones(pt, nil)
		for _, s := range stones {
			done.Add(s)
		}
		lines = append(lines, Vertices(stones, p.Rows()))
	}
	return strings.Join(lines, "\n")
}

func cmdFinalScore(s *Server, _ []string) (string, error) {
	p := s.pos()
	if s.rules.Kind == engine.AtariGo {
		if !p.Over() {
			return "", errors.New("the game is not over")
		}
		return p.Outcome().Winner.String() + "+", nil
	}
	dead := ai.DeadStones(p, s.seed, nil)
	sc := p.Score(&dead)
	o := sc.Outcome()
	if !o.Winner.IsStone() {
		return "0", nil
	}
	return fmt.Sprintf("%s+%s", o.Winner, formatFloat(o.Margin)), nil
}

func cmdFinalStatusList(s *Server, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("invalid status")
	}
	p := s.pos()
	dead := ai.DeadStones(p, s.seed, nil)
	switch strings.ToLower(args[0]) {
	case "alive":
		seki := p.Seki(&dead)
		var alive engine.PointSet
		for _, pt := range p.Points(nil) {
			if p.At(pt).IsStone() && !dead.Has(pt) && !seki.Has(pt) {
				alive.Add(pt)
			}
		}
		return chainLines(p, alive), nil
	case "dead":
		return chainLines(p, dead), nil
	case "seki":
		return chainLines(p, p.Seki(&dead)), nil
	case "black_territory", "white_territory", "dame":
		sc := p.Score(&dead)
		want := map[string]engine.Color{"black_territory": engine.Black, "white_territory": engine.White, "dame": engine.Empty}[strings.ToLower(args[0])]
		var pts []engine.Point
		for _, pt := range p.Points(nil) {
			if p.At(pt).IsStone() && !dead.Has(pt) {
				continue
			}
			if sc.Owner[pt] == want {
				pts = append(pts, pt)
			}
		}
		return Vertices(pts, s.rows), nil
	}
	return "", errors.New("invalid status")
}

func cmdUnconditionalStatus(s *Server, args []string) (string, error) {
	pt, err := vertexArg(s, args)
	if err != nil {
		return "", err
	}
	u := ai.FindUnconditional(s.pos())
	switch {
	case u.Alive.Has(pt):
		return "alive", nil
	case u.Dead.Has(pt):
		return "dead", nil
	case u.Territory[engine.Black].Has(pt):
		return "black_territory", nil
	case u.Territory[engine.White].Has(pt):
		return "white_territory", nil
	}
	return "undecided", nil
}
