package gtp

import (
	"errors"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// reader returns the tactical reader of attack, defend and ladder_attack, made on first use.
func (s *Server) reader() *ai.Reader {
	if s.tactics == nil {
		s.tactics = ai.NewReader(ReadBudget)
	}
	return s.tactics
}

// ReadBudget is the node budget of one attack, defend or ladder_attack reading.
const ReadBudget = 200_000

// chainArg reads the vertex of a tactical command, which must hold a stone.
func chainArg(s *Server, args []string) (engine.Point, error) {
	pt, err := vertexArg(s, args)
	if err != nil {
		return pt, err
	}
	if !s.pos().At(pt).IsStone() {
		return pt, errors.New("vertex must not be empty")
	}
	return pt, nil
}

// codeAnswer writes a reading as GNU Go does: "0" when it fails (or is undecided), "1 MOVE" when it succeeds
// ("1 PASS" when no move is needed). GNU Go's ko codes 2 and 3 never occur: the reader gives no side ko threats.
func codeAnswer(res, success ai.ReadResult, move engine.Point, rows int) string {
	if res != success {
		return "0"
	}
	if move == engine.NoPoint {
		move = engine.Pass
	}
	return "1 " + vertexWord(move, rows)
}

func cmdAttack(s *Server, args []string) (string, error) {
	pt, err := chainArg(s, args)
	if err != nil {
		return "", err
	}
	p := *s.pos()
	res, mv := s.reader().Attack(&p, pt)
	return codeAnswer(res, ai.ReadCaptured, mv, s.rows), nil
}

func cmdDefend(s *Server, args []string) (string, error) {
	pt, err := chainArg(s, args)
	if err != nil {
		return "", err
	}
	p := *s.pos()
	res, mv := s.reader().Defend(&p, pt)
	return codeAnswer(res, ai.ReadSafe, mv, s.rows), nil
}

func cmdLadderAttack(s *Server, args []string) (string, error) {
	pt, err := chainArg(s, args)
	if err != nil {
		return "", err
	}
	p := *s.pos()
	if p.Liberties(pt) != 2 {
		return "", errors.New("string must have exactly 2 liberties")
	}
	res, mv := s.reader().Ladder(&p, pt)
	return codeAnswer(res, ai.ReadCaptured, mv, s.rows), nil
}
