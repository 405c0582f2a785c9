package gtp

import (
	"bufio"
	"fmt"
	"strings"
)

// streamer runs a command whose response is written while it runs (lz-analyze and the like): it checks its
// arguments first (an error before anything was written is an ordinary GTP error), then writes lines to out
// until out.stop is closed or its work is done, and returns the response's last lines ("" for none).
type streamer func(s *Server, args []string, out *stream) (string, error)

// streamers is the table of streaming commands; init fills it, and list_commands names them with the others.
var streamers map[string]streamer

// stream is the response of a streaming command as it is written: "=id" on a line of its own before the first
// line, then each line as it comes. Serve writes it to the connection at once; Execute collects it.
type stream struct {
	id    string
	w     *bufio.Writer // nil: collect in text
	text  strings.Builder
	begun bool
	stop  <-chan struct{} // closed when the next command arrives
	err   error           // the first write error
}

// begin writes the response's first line, "=id", unless it was written.
func (o *stream) begin() {
	if !o.begun {
		o.begun = true
		o.write("=" + o.id + "\n")
	}
}

// line writes one line of the response (after its first line).
func (o *stream) line(text string) {
	o.begin()
	if text == "" {
		return // a blank line would end the response (an analysis report with no candidate yet)
	}
	o.write(text + "\n")
}

// write sends text to the connection and flushes it, or collects it.
func (o *stream) write(text string) {
	if o.w == nil {
		o.text.WriteString(text)
		return
	}
	if o.err != nil {
		return
	}
	if _, err := o.w.WriteString(text); err != nil {
		o.err = err
		return
	}
	o.err = o.w.Flush()
}

// runStream runs a streaming command and returns what is left to write of its response: the whole response
// when nothing was written yet, else its last lines and the empty line that ends it. A panic is an error and
// the state is put back, as in Run.
func (s *Server) runStream(cmd Command, out *stream) (resp string) {
	saved := s.snapshot()
	defer func() {
		if r := recover(); r != nil {
			s.restore(saved)
			resp = s.endStream(cmd, out, "", fmt.Errorf("internal error: %v", r))
		}
	}()
	last, err := streamers[cmd.Name](s, cmd.Args, out)
	if err != nil {
		s.restore(saved)
	}
	return s.endStream(cmd, out, last, err)
}

// endStream returns the rest of a streaming response: an ordinary response when no line was written, else the
// last lines (an error after the start can only be said as a line) and the empty line.
func (s *Server) endStream(cmd Command, out *stream, last string, err error) string {
	if !out.begun {
		if err != nil {
			return Format(cmd.ID, false, oneLine(err.Error()))
		}
		return Format(cmd.ID, true, last)
	}
	if err != nil {
		last = "error: " + oneLine(err.Error())
	}
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(last, "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			b.WriteString(l + "\n")
		}
	}
	b.WriteString("\n")
	if out.w == nil {
		return out.text.String() + b.String()
	}
	return b.String()
}
