// Package ai holds the computer players and the Worker that runs them off the game loop.
//
// Where to start reading: player.go defines Player (a position in, a move and Info out, honouring the
// context) and Progress; worker.go runs one request at a time in its own goroutine with cancellation, the
// pattern of package job for players (a newer request cancels the older, whose answer is never delivered; a
// panic is an error), with the player's progress readable while it thinks and answers on a channel;
// spec.go turns a specification string such as "alphabeta:3" into a Player, and levels.go is the table
// of named strengths people choose from. The players: eval.go is the thesis evaluation (and how it was
// reconstructed), greedy.go and alphabeta.go the thesis players, reader.go the tactical reader (can this
// chain be captured or saved, and how), mcts.go the Monte-Carlo tree search, solver.go the exact solver
// for small boards; the tests read the tactical problem suite in testdata/problems (problemsuite_test.go), and
// testdata/tactics holds attack and defend questions from real 19×19 games on which reader_games_measure_test.go
// measures the reader against GNU Go (reader_games_build_test.go builds and cross-checks them); testdata/heldout
// holds held-out questions from GNU Go's regression suite, never tuned on, which reading_heldout_measure_test.go
// asks the reader, the exact life-and-death search and GNU Go (reading_heldout_build_test.go builds them).
//
// The search: mcts.go is the player (threads, time, tree reuse, the choice of move), mcts_time.go when a
// search stops (with the knob timeplan, early when its choice is settled and later when it is not), mcts_tree.go the
// tree (UCT with RAVE, priors, proven wins and losses, and in Go the value of a playout's margin, with which
// a losing side fights for a smaller loss), mcts_playout.go the playout policy (capture, escape, atari,
// MoGo shapes from mcts_patterns.go, throw-ins that spoil an eye, the vital point of an eye
// space), mcts_root.go what the tactical reader
// tells the root, mcts_life.go what the exact life-and-death search tells it in Go, and mcts_owl.go what the
// open-group search of owl.go (a narrow search judged by eyes and escape, as GNU Go's owl reads) tells it about
// groups that are not enclosed; testdata/owl holds that search's development questions (owl_measure_test.go).
// mcts_dead.go (the knob provedead) counts the stones the proofs of lifestatus.go find dead, at the root and a
// move or two below it, as the opponent's points at the end of a playout, which would let them live.
// The solver: solver.go is the entry (Solve, lines, the table kept between calls), solver_board.go the bit
// board and the safe-move rule that makes capture-1 Atari Go a game of placing stones, solver_dfpn.go the
// proof-number search, solver_ladder.go its exact ladders, solver_tt.go the table (solver_tt_linux.go asks for large pages), solver_proof.go a long proof split
// over workers, resumable from a state file and verified again from scratch (cmd/atarigo-solve; docs/proof:
// Black wins the empty 6×6 board); solver_player.go makes it
// the "perfect" player and hint.go gives hints: the quickest win (quickwin.go, counted only when searched out both
// ways), the winning line, the exact endgame move in Go, else Master's choice. levels_novice.go is the Beginner's
// player and variety.go the random choice among equally good moves. judge.go decides exercises (goals, verdicts,
// the lines that show them; judge_life.go the exact life-and-death search, judge_joint.go the chains a Go page names read
// together, as a ko threat needs, judge_connect.go what a connection is). lifestatus.go works out the life of every
// chain of a Go position, proving what Benson's algorithm, that search and the reader can and leaving the rest to
// playouts; deadstones.go counts the dead stones at the end of a Go game with it for every place that counts one,
// estimate.go counts an unfinished game (estimate_games_test.go measures it move by move on the records of
// testdata/games9 beside GNU Go), settled.go finds the areas where no move changes the count, which useful.go keeps
// every level out of (so each passes when nothing else is left), and risk.go marks the chains the reader proves lost. motif.go names the tactic of a line and finds its decisive move, coach.go and
// decided.go check a person's moves by the solver and the reader, levels_rating.go holds the levels' measured
// ratings and what extra stones are worth, and endgame.go searches a Go endgame's last open points exactly.
package ai
