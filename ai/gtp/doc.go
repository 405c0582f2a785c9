// Package gtp speaks the Go Text Protocol (version 2) both ways: Server makes any ai.Player a GTP engine
// (cmd/atarigo-gtp), and Engine makes any GTP engine's command line an ai.Player (cmd/atarigo-arena plays
// GNU Go with it).
//
// Where to start reading: server.go holds the Server (the current line of the game as a list of steps, each
// with its position), Execute and Serve (the command reader: GTP preprocessing in command.go, responses in
// GTP form, over-long lines refused, a failed or panicking command leaving the state as it was); commands.go
// is the command table, and each group of commands has its file: board.go (boardsize, play, undo, showboard),
// genmove.go and clock.go (the player and its time budget), handicap.go, query.go (GNU Go's is_legal,
// all_legal, list_stones, captures), status.go (final_score, final_status_list, unconditional_status),
// tactics.go (attack, defend, ladder_attack through ai.Reader; owl_attack, owl_defend through ai.OwlAttack),
// solve.go (atarigo-solve through ai.Solver or ExhaustiveSolver), sgf.go (loadsgf, printsgf through
// engine/sgf), extensions.go (atarigo-rules, atarigo-player), cputime.go, gogui.go (gogui-analyze_commands and the atarigo-*_gfx drawings) and, in
// genmove.go, kgs-genmove_cleanup. A Go game never ends in GTP: after two passes play goes on (resumed in
// board.go). Commands whose answer streams have their own table: stream.go runs them (Serve reads the input on
// its own goroutine, and the next line stops them), analyze.go holds lz-analyze, kata-analyze and their genmove
// forms over ai.MCTS.Analyze. Answers follow GNU Go's formats (vertex lists row by row from the top, "1 E3" for a
// successful reading, error texts such as "illegal move" and "invalid color or coordinate"), so one script
// can ask both engines and compare; gnugo_test.go does that on random games.
//
// The other way, client.go runs an engine as a child process and sends it one command at a time with a
// deadline (a late engine is killed: ErrTimeout; an exited one is ErrDied; "? message" is ErrRejected), and
// engine.go keeps a copy of the board it gave the engine, so that each Move sends only the opponent's new move,
// or sets the position up again (boardsize, or rectangular_boardsize for an engine that knows it, clear_board, komi,
// loadsgf of a temporary file holding the stones).
package gtp
