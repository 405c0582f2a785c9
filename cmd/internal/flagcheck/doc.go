// Package flagcheck is the one place where the programs' command lines are checked: the game window (atarigo), the
// match runner (atarigo-arena), the solver (atarigo-solve), the GTP engine (atarigo-gtp) and the lesson checker
// (atarigo-lessons) read their flags with the same functions, so that a value one program refuses (a komi of NaN,
// a board of 0 lines, a FIFO given as a file) is refused by every program, with the same message naming the flag,
// the value and what is wanted, before anything is played or written.
//
// Where to start reading: values.go checks numbers and names (board size, rules, start position, komi, handicap,
// ranges, the window's size); files.go checks the files and folders a command line names: only a regular file is
// read or written (a FIFO or a device would make the program wait for ever, a folder is not a file), at most a
// given size, and a folder must be a folder. Every error wraps ErrUsage (or ErrNotAFile for a file that is not a
// regular one) and names the flag and the file.
package flagcheck
