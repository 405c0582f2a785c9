// Package engine holds the rules of Atari Go and Go: the board, chains and liberties, captures, ko,
// the rulesets and their ends, scoring, Benson's unconditional life, and the game record tree.
//
// Where to start reading: position.go defines Position, a whole game state as a value (copy it with
// next := pos); play.go is the heart — legality (legal), playing a stone (play), merging and capturing
// chains. Points are indices into a padded 1-D board (point.go: Pt, Stride, GTP and SGF coordinates), so
// neighbours are p±1 and p±Stride. rules.go says which game is played (Rules: Atari Go with a capture
// target, or Go with Japanese or Chinese counting, komi, superko); status.go says when it is over and
// who won. game.go is the record: a tree of Nodes with a cursor (Play, Undo, Redo, variations), where
// superko is checked; a node keeps its position only while it is the cursor or a checkpoint of the cursor's
// path (every 64th node), and any other node computes it on demand, so records of a million nodes fit in
// memory; what a node does is fixed when it is made, and a node added to a record (AddChild) is worked out at
// once, so nothing a node keeps goes stale. recorded.go executes a file's moves that break the rules as SGF FF[4] asks (PlayAsRecorded); the
// record marks them (Node.Irregular). cycle.go reports long cycles. score.go counts territory or area given dead stones,
// seki.go finds the stones in seki (whose eyes Japanese counting gives to nobody), benson.go finds
// unconditionally alive chains, start.go has the start positions and handicap points,
// playout.go the fast random games the computer players and benchmarks use, diagram.go the ASCII boards
// tests are written in.
//
// Chains keep pseudo-liberties (a count of stone–empty-neighbour pairs with their sum and sum of squares):
// a chain is captured when the count is zero and is in atari exactly when all pairs name the same point,
// which makes legality and atari tests O(1) without liberty sets (Playable is that test for the AI's
// playouts). Liberties and LibertyPoints give exact counts by walking the chain; LibertiesUpTo answers
// from the count alone when it can (a chain of one or two stones counts each liberty once, a larger one at
// most four times). Each point also has a neighbour entry (neighbours.go): its four neighbours' colours
// and how many are empty, kept up to date by one addition per neighbour, from which play and the playout
// read masks through small tables, and the AI its 3×3 shapes (Neighbourhood). The playouts (PlayoutLight,
// PlayoutAtari) play without the liberty sums, deciding legality from the counts alone (closedPlayable,
// which legal shares), and rebuild the sums at their end.
//
// The hot path. play.go and playout.go are written for speed: per-point arrays are indexed with arrMask so
// that they need no bounds checks, the four neighbours are read through one window of an array (nbrWindow,
// wUp … wDown), and comparisons become 0 or 1 (bit) so that sums are free of branches. Keep it that way
// only where it pays: a change that makes the engine harder to read must buy at least 5%, measured side by
// side (tools/playout-ab.sh: alternating batches of the old and the new code in one process, on one core,
// timed in the thread's CPU time, which is what `make bench-ab OLD=rev` runs), and say so in its commit.
//
// Ko: a move that captured exactly one stone with a lone stone that is left with exactly one liberty
// forbids the immediate recapture at the captured point (Position.Ko); superko is positional and lives
// in Game.Play because it needs the history. Errors are sentinel values (ErrOccupied, ErrSuicide, ErrKo,
// ErrSuperko, ErrPassNotAllowed, ErrGameOver, …) wrapped with %w: test them with errors.Is.
package engine
