// Package sgf reads and writes game records in SGF FF[4], the Smart Game Format that Go programs
// (Sabaki, KaTrain, CGoban, GNU Go) exchange, and converts them to and from engine.Game.
//
// Where to start reading: tree.go defines the low-level game tree (Tree, Node, Property), parse.go reads
// text into it (Parse, ParseBytes) and format.go writes it back (Format); neither knows Go rules. charset.go
// turns a file into UTF-8 before it is parsed. read.go turns a tree into an engine.Game (Read, Load,
// GameFromTree, Warning) and write.go does the reverse (Write, Marshal, TreeFromGame). ruleset.go maps RU, KM
// (Fox's scaled komi too) and the custom properties AGCT (Atari Go capture target) and AGSK (superko) to
// engine.Rules; points.go reads SZ and point lists; text.go handles line breaks; summary.go reads a file's
// header cheaply for a list of saved games.
//
// Atari Go records are written with RU[Capture N] and AGCT[N], so they load back as Atari Go here and
// as ordinary Go records elsewhere; a file's own RU is written back while it still names the rules.
// Defaults for other programs' files: no SZ is 19×19, no RU is Japanese counting, no KM is komi 0.
// Charsets: a byte-order mark (UTF-8, UTF-16), then valid UTF-8 as it is, then the charset CA names (any
// that golang.org/x/text knows: GB2312, GBK, GB18030, Big5, Shift_JIS, EUC-JP, EUC-KR, ISO-8859-x,
// windows-125x, KOI8-R, …), else a guess from the bytes (GB18030, Shift_JIS or EUC-KR when the bytes above
// 0x7F come in pairs, else Windows-1252, the Latin-1 FF[4] names as the default); the text is UTF-8 afterwards
// and is written back as CA[UTF-8]. The first variation is the main line in SGF, so Write puts the line
// through the game's cursor first (the game as played, not a line left behind by undo); Read returns the
// cursor at the root with the main line to Redo along.
//
// Other readers' tolerance is kept: property names with lower-case letters (FF[3] "AddBlack" is AB), a node
// without its ';' after '(', a move in the root node (read as a node of its own, move 1), a handicap root
// without PL (White to move). Moves that break the rules (suicide, a stone on a stone, a ko retaken at once)
// and setups that leave a chain without liberties are executed as FF[4] asks and marked on their nodes;
// Warning tells about them. Only text that is not SGF is refused.
//
// Bad input never panics: every error is an *Error naming line and column and wrapping one of the sentinel
// errors (ErrSyntax, ErrTooLarge, ErrTooManyNodes, ErrTooDeep, ErrBadSize, ErrBadValue, ErrNotGo). Files are
// limited to MaxFileSize bytes (64 MiB), MaxNodes nodes (a million) and MaxDepth nested variations, game
// records to MaxGameNodes nodes; the parser and writer keep their own stacks, so long games do not grow the Go
// stack. FuzzParse checks all this on arbitrary input, and FuzzLoadSaveLoad that records breaking every rule
// load, write and load again unchanged.
package sgf
