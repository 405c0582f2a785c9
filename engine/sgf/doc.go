// Package sgf reads and writes game records in SGF FF[4], the Smart Game Format that Go programs
// (Sabaki, KaTrain, CGoban, GNU Go) exchange, and converts them to and from engine.Game.
//
// Where to start reading: tree.go defines the low-level game tree (Tree, Node, Property), parse.go reads
// text into it (Parse, ParseBytes) and format.go writes it back (Format); neither knows Go rules. read.go
// turns a tree into an engine.Game (Read, Load, GameFromTree) and write.go does the reverse (Write, Marshal,
// TreeFromGame). ruleset.go maps RU, KM and the custom properties AGCT (Atari Go capture target) and AGSK
// (superko) to engine.Rules; points.go reads SZ and point lists; text.go decodes charsets and line breaks;
// summary.go reads a file's header cheaply for a list of saved games.
//
// Atari Go records are written with RU[Capture N] and AGCT[N], so they load back as Atari Go here and
// as ordinary Go records elsewhere. Defaults for other programs' files: no SZ is 19×19, no RU is Japanese
// counting, no KM is komi 0, no CA is Latin-1 for bytes that are not UTF-8. The first variation is the
// main line in SGF, so Write puts the line through the game's cursor first (the game as played, not a
// line left behind by undo); Read returns the cursor at the root with the main line to Redo along.
//
// Bad input never panics: every error is an *Error naming line and column and wrapping one of the sentinel
// errors (ErrSyntax, ErrTooLarge, ErrTooDeep, ErrBadSize, ErrIllegalMove, ErrBadSetup, ErrBadValue,
// ErrNotGo), and engine errors behind them (engine.ErrOccupied, engine.ErrKo, …) are wrapped too. Files
// are limited to MaxFileSize bytes, MaxNodes nodes and MaxDepth nested variations, game records to
// MaxGameNodes nodes; the parser and writer keep their own stacks, so long games do not grow the Go
// stack. FuzzParse checks all this on arbitrary input.
package sgf
