package gtp

import (
	"context"
	"fmt"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// analyzeCommands is the answer to gogui-analyze_commands: GoGui's menu of the engine's analyses, one
// "TYPE/LABEL/COMMAND" a line (%p is a point GoGui asks for). Every command listed is one of ours and answers in
// the form its TYPE names: gfx (drawing commands), string (text), plist (a point list), none (no answer).
var analyzeCommands = []string{
	"gfx/Solver: who wins and the line (Atari Go)/atarigo-solve_gfx",
	"gfx/Ladders/atarigo-ladders_gfx",
	"gfx/Unconditional life (Benson)/atarigo-benson_gfx",
	"gfx/Territory estimate/atarigo-estimate_gfx",
	"string/Unconditional status/unconditional_status %p",
	"string/Attack/attack %p",
	"string/Defend/defend %p",
	"string/Ladder attack/ladder_attack %p",
	"string/CPU time/cputime",
	"none/Rules: Atari Go (first capture wins)/atarigo-rules capture:1",
	"none/Rules: Go, Japanese counting/atarigo-rules japanese",
	"none/Rules: Go, Chinese counting/atarigo-rules chinese",
}

func cmdGoGuiAnalyzeCommands(*Server, []string) (string, error) {
	return strings.Join(analyzeCommands, "\n"), nil
}

// gfxPoints writes one gfx drawing command with its points ("" when there are none).
func gfxPoints(cmd string, pts []engine.Point, rows int) string {
	if len(pts) == 0 {
		return ""
	}
	return cmd + " " + Vertices(pts, rows) + "\n"
}

// cmdSolveGfx is "atarigo-solve_gfx [SECONDS]": atarigo-solve as GoGui draws it, the proven line as a
// variation (VAR) and the result as the status text; in Go it says that the solver plays Atari Go only.
func cmdSolveGfx(s *Server, args []string) (string, error) {
	if s.rules.Kind != engine.AtariGo {
		return "TEXT The solver proves Atari Go positions only", nil
	}
	ans, err := cmdSolve(s, args)
	if err != nil {
		return "", err
	}
	words := strings.Fields(ans)
	if words[0] == "unknown" {
		return "TEXT Not proved in the time given", nil
	}
	winner := engine.Black
	if words[0] == "W" {
		winner = engine.White
	}
	var b strings.Builder
	if len(words) > 1 {
		b.WriteString("VAR")
		c := s.pos().ToMove()
		for _, v := range words[1:] {
			fmt.Fprintf(&b, " %s %s", strings.ToLower(c.String()), v)
			c = c.Opponent()
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "TEXT %s wins with perfect play (proved)", winner.Name())
	if len(words) > 1 {
		fmt.Fprintf(&b, "; the line: %s", strings.Join(words[1:], " "))
	}
	return b.String(), nil
}

// cmdLaddersGfx is "atarigo-ladders_gfx": every chain of either colour with two liberties that the tactical
// reader captures in a ladder, its stones marked with triangles and the first ladder move labelled "L".
func cmdLaddersGfx(s *Server, _ []string) (string, error) {
	p := *s.pos()
	var stones, starts []engine.Point
	var done engine.PointSet
	for _, pt := range p.Points(nil) {
		if !p.At(pt).IsStone() || done.Has(p.ChainHead(pt)) {
			continue
		}
		done.Add(p.ChainHead(pt))
		if p.Liberties(pt) != 2 {
			continue
		}
		q := p
		res, mv := s.reader().Ladder(&q, pt)
		if res != ai.ReadCaptured || mv == engine.NoPoint {
			continue
		}
		stones = append(stones, p.ChainStones(pt, nil)...)
		starts = append(starts, mv)
	}
	var b strings.Builder
	b.WriteString(gfxPoints("TRIANGLE", stones, s.rows))
	if len(starts) > 0 {
		b.WriteString("LABEL")
		SortPoints(starts)
		for _, mv := range starts {
			b.WriteString(" " + mv.GTP(s.rows) + " L")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "TEXT %d chains die in a ladder", len(starts))
	return b.String(), nil
}

// cmdBensonGfx is "atarigo-benson_gfx": Benson's unconditional life, the unconditionally alive stones circled,
// the stones that can never live marked with crosses and the territory no play can take shaded by its owner.
func cmdBensonGfx(s *Server, _ []string) (string, error) {
	u := ai.FindUnconditional(s.pos())
	var b strings.Builder
	b.WriteString(gfxPoints("CIRCLE", u.Alive.Points(nil), s.rows))
	b.WriteString(gfxPoints("MARK", u.Dead.Points(nil), s.rows))
	b.WriteString(gfxPoints("BLACK", u.Territory[engine.Black].Points(nil), s.rows))
	b.WriteString(gfxPoints("WHITE", u.Territory[engine.White].Points(nil), s.rows))
	fmt.Fprintf(&b, "TEXT %d stones unconditionally alive", u.Alive.Len())
	return b.String(), nil
}

// cmdEstimateGfx is "atarigo-estimate_gfx": the territory estimate of a Go game (ai.EstimateScore, for at most
// DefaultSolveTime or Config.MaxSolveTime), each point shaded by the side it is expected to belong to, the stones
// expected dead marked, and the estimated result as the status text.
func cmdEstimateGfx(s *Server, _ []string) (string, error) {
	p := s.pos()
	if s.rules.Kind != engine.Go {
		return "TEXT Territory is estimated in Go only", nil
	}
	limit := DefaultSolveTime
	if s.cfg.MaxSolveTime > 0 {
		limit = min(limit, s.cfg.MaxSolveTime)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	sc, dead := ai.EstimateScore(p, s.seed, func() bool { return ctx.Err() != nil })
	var owned [3][]engine.Point
	for _, pt := range p.Points(nil) {
		if o := sc.Owner[pt]; o.IsStone() && (!p.At(pt).IsStone() || dead.Has(pt)) {
			owned[o] = append(owned[o], pt)
		}
	}
	var b strings.Builder
	b.WriteString(gfxPoints("BLACK", owned[engine.Black], s.rows))
	b.WriteString(gfxPoints("WHITE", owned[engine.White], s.rows))
	b.WriteString(gfxPoints("MARK", dead.Points(nil), s.rows))
	o := sc.Outcome()
	result := "even"
	if o.Winner.IsStone() {
		result = fmt.Sprintf("%s+%s", o.Winner, formatFloat(o.Margin))
	}
	fmt.Fprintf(&b, "TEXT Estimate: %s", result)
	return b.String(), nil
}
