package gtp

import (
	"strings"
)

// MaxLine is the longest command line the server reads; longer lines are answered with an error and skipped.
const MaxLine = 64 << 10

// Command is one parsed GTP command: an optional numeric id, the command name and its arguments.
type Command struct {
	ID    string // the id digits as sent, "" when there is none
	HasID bool
	Name  string
	Args  []string
}

// Clean applies the GTP preprocessing to a raw line: control characters other than tab and newline
// are removed, tabs become spaces and everything from '#' on is a comment.
func Clean(line string) string {
	var b strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '#':
			return b.String()
		case c == '\t':
			b.WriteByte(' ')
		case c < 32 || c == 127:
			// dropped
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// ParseCommand reads one cleaned line; ok is false for an empty line, which GTP ignores.
// A leading number is the id; the command name is the next word (an id alone leaves Name empty).
func ParseCommand(line string) (cmd Command, ok bool) {
	words := strings.Fields(Clean(line))
	if len(words) == 0 {
		return Command{}, false
	}
	if isID(words[0]) {
		cmd.ID, cmd.HasID = words[0], true
		words = words[1:]
	}
	if len(words) > 0 {
		cmd.Name = strings.ToLower(words[0])
		cmd.Args = words[1:]
	}
	return cmd, true
}

// isID reports whether w is a GTP id: a non-negative decimal integer, of any number of digits (the id is sent
// back as it came, never read as a number).
func isID(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// Format returns the response to a command in GTP form: "=id text" or "?id text", ending with an empty line.
// Empty lines inside text are removed so that the response cannot end early.
func Format(id string, ok bool, text string) string {
	var b strings.Builder
	if ok {
		b.WriteByte('=')
	} else {
		b.WriteByte('?')
	}
	b.WriteString(id)
	b.WriteByte(' ')
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	first := true
	for _, l := range lines {
		l = strings.TrimRight(l, "\r")
		if strings.TrimSpace(l) == "" && !first {
			continue
		}
		if !first {
			b.WriteByte('\n')
		}
		b.WriteString(l)
		first = false
	}
	b.WriteString("\n\n")
	return b.String()
}
