package game

import "errors"

// Sentinel errors of the game model; test them with errors.Is.
var (
	// ErrBadSeat means a player name is neither "human" nor a computer level.
	ErrBadSeat = errors.New("unknown player")
	// ErrBadSetup means a game cannot be started from the given setup.
	ErrBadSetup = errors.New("the game cannot start this way")
	// ErrNotYourTurn means a person tried to move while the computer is to move or thinking.
	ErrNotYourTurn = errors.New("it is the computer's turn")
	// ErrNotPlacing means stones were placed outside the placing stage.
	ErrNotPlacing = errors.New("stones can be placed only before the game starts")
	// ErrNotScoring means dead stones were marked outside the scoring stage.
	ErrNotScoring = errors.New("dead stones are marked only after two passes")
	// ErrDisputed means a count was accepted while the computer sees some stones otherwise than they are marked.
	ErrDisputed = errors.New("the computer sees some stones otherwise: play on to settle it")
	// ErrNothingToUndo means the game is at its start position.
	ErrNothingToUndo = errors.New("there is no move to take back")
	// ErrNothingToRedo means there is no taken-back move to play again.
	ErrNothingToRedo = errors.New("there is no move to play again")
)
