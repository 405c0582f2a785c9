package ai

import (
	"fmt"
	"sort"
	"strings"
)

// ErrUnknownPlayer means a player specification could not be read.
var ErrUnknownPlayer = fmt.Errorf("unknown player")

// Factory builds a player from the argument after the colon of a specification ("" when there is none).
type Factory func(arg string, seed uint64) (Player, error)

// factories maps a player kind ("random", "greedy", "alphabeta", …) to its Factory; files register theirs in init.
var factories = map[string]Factory{}

// register adds a player kind; it is called from init functions only.
func register(kind string, f Factory) { factories[kind] = f }

// PlayerKinds returns the registered player kinds, sorted.
func PlayerKinds() []string {
	var ks []string
	for k := range factories {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// ParsePlayer builds a player from a specification: a level key (see Levels), or KIND[:ARG] such as
// "random", "greedy", "alphabeta:3", "mcts:2000"; seed makes its random choices reproducible.
func ParsePlayer(spec string, seed uint64) (Player, error) {
	s := strings.ToLower(strings.TrimSpace(spec))
	if l, ok := LevelByKey(s); ok && l.Spec != s {
		return ParsePlayer(l.Spec, seed)
	}
	kind, arg, _ := strings.Cut(s, ":")
	if f, ok := factories[kind]; ok {
		p, err := f(arg, seed)
		if err != nil {
			return nil, fmt.Errorf("%w: %q: %w", ErrUnknownPlayer, spec, err)
		}
		return p, nil
	}
	return nil, fmt.Errorf("%w: %q (levels: %s; kinds: %s)", ErrUnknownPlayer, spec, levelKeys(), strings.Join(PlayerKinds(), ", "))
}

func levelKeys() string {
	var ks []string
	for _, l := range levels {
		ks = append(ks, l.Key)
	}
	return strings.Join(ks, ", ")
}
