package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// RiskBudget is the reader's node budget for one chain when AtRisk reads it.
const RiskBudget = 5000

// riskLiberties is the most liberties a chain may have for AtRisk to read it.
const riskLiberties = 3

// AtRisk returns the stones of every chain of p, of either colour, that the tactical reader proves captured when
// its opponent moves first: the chains a player should look after (their own) or can take (the opponent's).
// Chains with more than riskLiberties liberties, and those the reader cannot decide within RiskBudget nodes, are
// left out: the aid marks only what was proven. It stops early, with what it found so far, when ctx ends.
func AtRisk(ctx context.Context, p *engine.Position) engine.PointSet {
	var risk, seen engine.PointSet
	r := NewReader(RiskBudget)
	for _, pt := range p.Points(nil) {
		if ctx.Err() != nil {
			break
		}
		if !p.At(pt).IsStone() || seen.Has(pt) {
			continue
		}
		stones := p.ChainStones(pt, nil)
		for _, s := range stones {
			seen.Add(s)
		}
		if p.Liberties(pt) > riskLiberties {
			continue
		}
		if res, _ := r.Attack(p, pt); res == ReadCaptured {
			for _, s := range stones {
				risk.Add(s)
			}
		}
	}
	return risk
}
