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
// counting, no KM is komi 0, no CA is Latin-1 for bytes that are not UTF-8.
//
// Bad input never panics: every error is an *Error naming line and column and wrapping one of the sentinel
// errors (ErrSyntax, ErrTooLarge, ErrTooDeep, ErrBadSize, ErrIllegalMove, ErrBadSetup, ErrBadValue,
// ErrNotGo). Files are limited to MaxFileSize bytes, MaxNodes nodes and MaxDepth nested variations; the
// parser and writer keep their own stacks, so long games do not grow the Go stack. FuzzParse checks this.
package sgf
