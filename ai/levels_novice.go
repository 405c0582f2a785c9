package ai

import (
	"context"
	"fmt"
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Novice is the Beginner level's player ("novice:SLIP"): it always takes a stone it can capture at once (in Go,
// among its useful moves: not dead stones inside its own settled area),
// and otherwise plays like the thesis' greedy player with a wide margin, except that with probability
// Slip it plays a random move that is not a self-atari, as a beginner does who has not looked at the
// whole board (so it sometimes leaves its own stones in atari, and never reads a ladder or a double atari).
type Novice struct {
	Slip float64 // chance of a careless move, 0…1
	base Player
	rng  *engine.Rand
}

// NewNovice returns the Beginner's player with the given chance of a careless move, seeded with seed.
func NewNovice(slip float64, seed uint64) (*Novice, error) {
	base, err := ParsePlayer(noviceBase, seed)
	if err != nil {
		return nil, err
	}
	return &Novice{Slip: slip, base: base, rng: engine.NewRand(seed ^ 0x6e6f76)}, nil
}

// noviceBase is the player the Novice follows when it is careful.
const noviceBase = "greedy:margin=15"

// Name returns "novice:SLIP".
func (n *Novice) Name() string { return "novice:" + strconv.FormatFloat(n.Slip, 'g', -1, 64) }

// Move captures when it can, slips now and then, and otherwise asks the greedy player.
func (n *Novice) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	c := pos.ToMove()
	useful := usefulMoves(ctx, pos)
	if len(useful) == 0 {
		return noMove(pos)
	}
	best, size := engine.NoPoint, 0
	for _, m := range useful {
		if s := mcCaptureSize(pos, m, c); s > size {
			best, size = m, s
		}
	}
	var careless []engine.Point
	for _, m := range useful {
		if !mcSelfAtari(pos, m, c) {
			careless = append(careless, m)
		}
	}
	prog.AddNodes(1)
	switch {
	case best != engine.NoPoint:
		return best, Info{Comment: "captures"}, nil
	case len(careless) > 0 && float64(n.rng.Intn(1<<20)) < n.Slip*(1<<20):
		return careless[n.rng.Intn(len(careless))], Info{Comment: "a careless move"}, nil
	}
	return n.base.Move(ctx, pos, prog)
}

func init() {
	register("novice", func(arg string, seed uint64) (Player, error) {
		slip := 0.3
		if arg != "" {
			f, err := strconv.ParseFloat(arg, 64)
			if err != nil || f < 0 || f > 1 {
				return nil, fmt.Errorf("slip %q: want a number from 0 to 1", arg)
			}
			slip = f
		}
		return NewNovice(slip, seed)
	})
}
