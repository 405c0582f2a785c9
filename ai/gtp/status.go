package gtp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// statusPlayouts is the number of random playouts the dead-stone estimate runs.
const statusPlayouts = 200

// DeadStones estimates the dead stones of a Go position: a chain Benson proves alive is alive, opponent stones in
// its small enclosed regions are dead, and any other chain is dead when the opponent owns its points at the end of
// most of statusPlayouts light playouts (seeded from seed, so the answer is reproducible).
func DeadStones(p *engine.Position, seed uint64) engine.PointSet {
	u := findUnconditional(p)
	dead := u.dead
	seki := p.Seki(nil) // stones in seki live, whatever the playouts say
	fresh := freshCopy(p)
	var owned [engine.MaxPoints]int // playouts in which the point ended as Black's minus those as White's
	rng := engine.NewRand(seed)
	for i := 0; i < statusPlayouts; i++ {
		q := fresh
		if i%2 == 1 {
			q.SetToMove(q.ToMove().Opponent())
		}
		q.PlayoutLight(rng)
		for _, pt := range q.Points(nil) {
			switch owner(&q, pt) {
			case engine.Black:
				owned[pt]++
			case engine.White:
				owned[pt]--
			}
		}
	}
	var done engine.PointSet
	for _, pt := range p.Points(nil) {
		c := p.At(pt)
		if !c.IsStone() || done.Has(pt) || u.alive.Has(pt) || u.dead.Has(pt) || seki.Has(pt) {
			continue
		}
		stones := p.ChainStones(pt, nil)
		sum := 0
		for _, s := range stones {
			done.Add(s)
			sum += owned[s]
		}
		if c == engine.White {
			sum = -sum
		}
		if sum < 0 {
			for _, s := range stones {
				dead.Add(s)
			}
		}
	}
	return dead
}

// owner is the colour a point belongs to after a playout: its stone, or the colour of all its neighbours.
func owner(p *engine.Position, pt engine.Point) engine.Color {
	if c := p.At(pt); c.IsStone() {
		return c
	}
	var seen [4]bool
	for _, n := range engine.Neighbors(pt) {
		seen[p.At(n)] = true
	}
	switch {
	case seen[engine.Black] && !seen[engine.White]:
		return engine.Black
	case seen[engine.White] && !seen[engine.Black]:
		return engine.White
	}
	return engine.Empty
}

// freshCopy returns the stones and side to move of p in a new position (no passes, no ko, no captures).
func freshCopy(p *engine.Position) engine.Position {
	q := engine.MustPosition(p.Cols(), p.Rows(), p.Rules())
	for _, pt := range p.Points(nil) {
		if c := p.At(pt); c.IsStone() {
			_ = q.Place(pt, c)
		}
	}
	q.SetToMove(p.ToMove())
	return q
}

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
	dead := DeadStones(p, s.seed)
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
	dead := DeadStones(p, s.seed)
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
	u := findUnconditional(s.pos())
	switch {
	case u.alive.Has(pt):
		return "alive", nil
	case u.dead.Has(pt):
		return "dead", nil
	case u.territory[engine.Black].Has(pt):
		return "black_territory", nil
	case u.territory[engine.White].Has(pt):
		return "white_territory", nil
	}
	return "undecided", nil
}

// unconditional is what Benson's algorithm proves about both colours: stones alive whatever the opponent does,
// opponent stones inside the regions vital to them (dead) and those regions' empty points (territory).
type unconditional struct {
	alive, dead engine.PointSet
	territory   [3]engine.PointSet
}

func findUnconditional(p *engine.Position) unconditional {
	var u unconditional
	for _, c := range []engine.Color{engine.Black, engine.White} {
		alive, terr := p.UnconditionalLife(c)
		for _, pt := range alive.Points(nil) {
			u.alive.Add(pt)
		}
		for _, pt := range terr.Points(nil) {
			if p.At(pt) == engine.Empty {
				u.territory[c].Add(pt)
			} else {
				u.dead.Add(pt)
			}
		}
	}
	return u
}
