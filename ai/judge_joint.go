package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// A capture page under Go rules may name several chains, of which the learner must take one: a stone taken in a
// ko and a chain a ko threat puts in atari. Read one at a time, each chain is safe (the defender connects the ko,
// or answers the threat), so the judge reads them together: every reply of the defender, a pass included, must
// leave one of them to be captured by force. Under Atari Go rules the first capture ends the game, and the
// reader's Targets already count a capture of any of them.

// jointTargets reports whether the targets of a capture goal must be read together in pos: Go rules, and two or
// more chains of def named.
func jointTargets(pos *engine.Position, targets []engine.Point, def engine.Color) bool {
	if pos.Rules().Kind == engine.AtariGo {
		return false
	}
	var heads engine.PointSet
	n := 0
	for _, t := range targets {
		if h := pos.ChainHead(t); pos.At(t) == def && !heads.Has(h) {
			heads.Add(h)
			n++
		}
	}
	return n >= 2
}

// jointDefence reads, with the defender to move in pos, whether some reply saves every target chain at once. It
// returns ReadSafe and such a reply, or ReadCaptured and the defender's best reply: the one that leaves the fewest
// targets to be captured, then the one after which the learner needs the most plies, then the one whose quickest
// loss is the page's first target (its main one: a threat answered, the ko retaken); or ReadUnknown. The replies
// next to the targets are read first, so a saving reply shown is one a player would find.
func (j *Judge) jointDefence(ctx context.Context, pos *engine.Position, targets []engine.Point) (ReadResult, engine.Point) {
	def := pos.ToMove()
	var replies []engine.Point
	var seen engine.PointSet
	for _, t := range targets {
		for _, m := range j.defenceCandidates(pos, t) {
			if !seen.Has(m) {
				seen.Add(m)
				replies = append(replies, m)
			}
		}
	}
	for _, m := range pos.LegalMoves(nil) {
		if !seen.Has(m) {
			replies = append(replies, m)
		}
	}
	replies = append(replies, engine.Pass)
	type fallen struct {
		reply                 engine.Point
		lost, plies, firstIdx int
	}
	best := fallen{reply: engine.NoPoint, lost: len(targets) + 1}
	unknown := false
	for _, d := range replies {
		if ctx.Err() != nil || j.outOfBudget() {
			return ReadUnknown, engine.NoPoint
		}
		q := *pos
		captured, err := q.Play(engine.Move{Color: def, Point: d})
		if err != nil {
			continue
		}
		if len(captured) > 0 {
			return ReadSafe, d // the defender captured first: the page's capture would no longer come before all else
		}
		f := fallen{reply: d, firstIdx: len(targets)}
		open := false
		var heads engine.PointSet
		for i, t := range targets {
			if heads.Has(q.ChainHead(t)) {
				continue // read with another target of its chain
			}
			heads.Add(q.ChainHead(t))
			switch r, _ := j.attack(&q, t); r {
			case ReadCaptured:
				f.lost++
				if p := j.capturePlies(ctx, &q, t); p > 0 && (f.plies == 0 || p < f.plies) {
					f.plies, f.firstIdx = p, i
				}
			case ReadUnknown:
				open = true
			}
		}
		switch {
		case f.lost == 0 && !open:
			return ReadSafe, d
		case f.lost == 0:
			unknown = true // this reply may save them all: not proven either way
		case f.lost < best.lost || f.lost == best.lost && (f.plies > best.plies || f.plies == best.plies && f.firstIdx < best.firstIdx):
			best = f
		}
	}
	if unknown {
		return ReadUnknown, engine.NoPoint
	}
	return ReadCaptured, best.reply
}
