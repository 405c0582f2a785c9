package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Random plays a uniformly random legal move (in Go it passes only when nothing else is legal).
type Random struct {
	rng *engine.Rand
}

// NewRandom returns a random player started from seed.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRand(seed)} }

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Move picks a legal move at random.
func (r *Random) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	moves := pos.LegalMoves(nil)
	prog.AddNodes(int64(len(moves)))
	if len(moves) == 0 {
		if pos.Rules().Kind == engine.Go {
			return engine.Pass, Info{Comment: "pass"}, nil
		}
		return engine.NoPoint, Info{}, ErrNoMove
	}
	return moves[r.rng.Intn(len(moves))], Info{Nodes: int64(len(moves))}, ctx.Err()
}

func init() {
	register("random", func(arg string, seed uint64) (Player, error) { return NewRandom(seed), nil })
}
