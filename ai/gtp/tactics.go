package gtp

import (
	"errors"
	"strconv"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// reader returns the tactical reader of attack, defend and ladder_attack (ai.NewQuestionReader), made on
// first use.
func (s *Server) reader() *ai.Reader {
	if s.tactics == nil {
		s.tactics = ai.NewQuestionReader()
	}
	return s.tactics
}

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

// codeAnswer writes a reading as GNU Go does: "0" when it fails (or is undecided), "1 MOVE" when it succeeds,
// "2 MOVE" when it succeeds through a ko the mover takes first and "3 MOVE" when it needs a ko the other side
// takes first ("PASS" when no move is needed).
func codeAnswer(code ai.ReadCode, move engine.Point, rows int) string {
	if code <= ai.CodeFails {
		return "0"
	}
	if move == engine.NoPoint {
		move = engine.Pass
	}
	return strconv.Itoa(int(code)) + " " + vertexWord(move, rows)
}

func cmdAttack(s *Server, args []string) (string, error) {
	pt, err := chainArg(s, args)
	if err != nil {
		return "", err
	}
	p := *s.pos()
	code, mv := s.reader().AttackCode(&p, pt)
	return codeAnswer(code, mv, s.rows), nil
}

func cmdDefend(s *Server, args []string) (string, error) {
	pt, err := chainArg(s, args)
	if err != nil {
		return "", err
	}
	p := *s.pos()
	code, mv := s.reader().DefendCode(&p, pt)
	return codeAnswer(code, mv, s.rows), nil
}

// owlCommand is owl_attack or owl_defend, answered by read (ai.OwlAttack or ai.OwlDefend).
func owlCommand(read func(*engine.Position, engine.Point) (ai.ReadCode, engine.Point)) func(*Server, []string) (string, error) {
	return func(s *Server, args []string) (string, error) {
		pt, err := chainArg(s, args)
		if err != nil {
			return "", err
		}
		code, mv := read(s.pos(), pt)
		return codeAnswer(code, mv, s.rows), nil
	}
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
	code := ai.CodeFails
	if res == ai.ReadCaptured {
		code = ai.CodeWins
	}
	return codeAnswer(code, mv, s.rows), nil
}
