package engine

import "errors"

// Sentinel errors returned (wrapped with %w) by the rules engine; test them with errors.Is.
var (
	// ErrOccupied means the move's point already holds a stone.
	ErrOccupied = errors.New("the point is occupied")
	// ErrSuicide means the move would leave its own chain without liberties and captures nothing.
	ErrSuicide = errors.New("suicide is not allowed")
	// ErrKo means the move retakes a ko immediately.
	ErrKo = errors.New("the ko cannot be retaken at once")
	// ErrSuperko means the move repeats an earlier whole-board position.
	ErrSuperko = errors.New("the move repeats an earlier position (superko)")
	// ErrPassNotAllowed means the ruleset (Atari Go) has no passing.
	ErrPassNotAllowed = errors.New("passing is not allowed in Atari Go")
	// ErrGameOver means the game has already ended.
	ErrGameOver = errors.New("the game is over")
	// ErrWrongColor means the move is not by the side to move.
	ErrWrongColor = errors.New("it is the other side's turn")
	// ErrOffBoard means the point is not on the board.
	ErrOffBoard = errors.New("the point is not on the board")
	// ErrNoLiberties means a composed position holds a chain without liberties.
	ErrNoLiberties = errors.New("a chain has no liberties")
	// ErrBadSize means a board size outside 2…19 was asked for.
	ErrBadSize = errors.New("board size must be between 2 and 19")
	// ErrBadCoordinate means a coordinate string could not be read.
	ErrBadCoordinate = errors.New("bad coordinate")
	// ErrBadRules means a ruleset string could not be read.
	ErrBadRules = errors.New("bad rules")
	// ErrBadHandicap means the handicap cannot be placed on this board.
	ErrBadHandicap = errors.New("bad handicap")
)
