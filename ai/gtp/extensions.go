package gtp

import (
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// cmdRules is "atarigo-rules capture N | go japanese | go chinese" (the -rules strings capture:N, japanese and
// chinese are accepted too): it changes the rules of the game in progress, keeping the stones and the komi.
// Without arguments it answers the current rules in -rules form.
func cmdRules(s *Server, args []string) (string, error) {
	if len(args) == 0 {
		return s.rules.String(), nil
	}
	r, err := engine.ParseRules(strings.Join(args, " "))
	if err != nil {
		return "", err
	}
	s.rules = r
	s.applyRules()
	return "", nil
}

// cmdPlayer is "atarigo-player SPEC": genmove asks this player from now on (a level name or greedy,
// alphabeta:DEPTH, mcts:PLAYOUTS, random). Without arguments it answers the current specification.
func cmdPlayer(s *Server, args []string) (string, error) {
	if len(args) == 0 {
		return s.playerSpec, nil
	}
	return "", s.setPlayer(strings.Join(args, " "))
}
