package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Errors of talking to a GTP engine, wrapped with the details; test them with errors.Is.
var (
	// ErrDied means the engine's process exited or closed its output.
	ErrDied = errors.New("the engine died")
	// ErrTimeout means the engine did not answer in time; its process is then killed.
	ErrTimeout = errors.New("the engine did not answer in time")
	// ErrRejected means the engine answered a command with a GTP error ("? message").
	ErrRejected = errors.New("the engine rejected the command")
	// ErrCommandLine means the engine's command line is empty or badly quoted.
	ErrCommandLine = errors.New("bad engine command line")
)

// maxResponse bounds the size of one response read from an engine.
const maxResponse = 4 << 20

// Client runs a GTP engine as a child process and sends it commands one at a time; it is safe for
// concurrent use, commands being serialised.
type Client struct {
	mu     sync.Mutex
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string
	stderr *tail
	dead   error
	done   chan struct{} // closed when the process has been waited for
	stop   chan struct{} // closed when the output is no longer read
	once   sync.Once
}

// SplitCommandLine splits a command line into words at spaces; single or double quotes keep spaces inside a word.
func SplitCommandLine(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			cur.WriteByte(c)
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("%w: unclosed quote in %q", ErrCommandLine, line)
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("%w: empty", ErrCommandLine)
	}
	return words, nil
}

// StartClient starts the engine given by a command line (see SplitCommandLine).
func StartClient(cmdline string) (*Client, error) {
	words, err := SplitCommandLine(cmdline)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(words[0], words[1:]...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	c := &Client{cmd: cmd, stdin: stdin, lines: make(chan string, 64), stderr: &tail{max: 2048},
		done: make(chan struct{}), stop: make(chan struct{})}
	cmd.Stderr = c.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDied, err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64<<10), maxResponse)
		for sc.Scan() {
			select {
			case c.lines <- sc.Text():
			case <-c.stop:
			}
		}
		close(c.lines)
		_ = cmd.Wait()
		close(c.done)
	}()
	return c, nil
}

// Send sends one command and returns the text of the engine's answer (without "= " and the final empty line).
// A "? message" answer is an ErrRejected error holding the message; when ctx ends first the engine is killed
// and the error is ErrTimeout; after a death every command fails with ErrDied.
func (c *Client) Send(ctx context.Context, command string) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dead != nil {
		return "", c.dead
	}
	if strings.ContainsAny(command, "\n\r") {
		return "", fmt.Errorf("%w: %q holds a line break", ErrCommandLine, command)
	}
	if _, err := io.WriteString(c.stdin, command+"\n"); err != nil {
		return "", c.die(fmt.Errorf("%w: writing %q: %v%s", ErrDied, command, err, c.stderrNote()))
	}
	var resp []string
	started := false
	size := 0
	for {
		select {
		case <-ctx.Done():
			c.kill()
			return "", c.die(fmt.Errorf("%w: %q (%v)", ErrTimeout, command, context.Cause(ctx)))
		case line, ok := <-c.lines:
			if !ok {
				return "", c.die(fmt.Errorf("%w: no answer to %q%s", ErrDied, command, c.stderrNote()))
			}
			line = strings.TrimRight(line, "\r")
			if !started {
				if line == "" || (line[0] != '=' && line[0] != '?') {
					continue // chatter before the answer
				}
				started = true
			} else if strings.TrimSpace(line) == "" {
				return parseResponse(command, resp)
			}
			size += len(line)
			if size > maxResponse {
				c.kill()
				return "", c.die(fmt.Errorf("%w: the answer to %q is too long", ErrDied, command))
			}
			resp = append(resp, line)
		}
	}
}

// parseResponse turns the lines of an answer into its text or an ErrRejected error.
func parseResponse(command string, lines []string) (string, error) {
	first := lines[0]
	ok := first[0] == '='
	// Drop the status character and the id.
	i := 1
	for i < len(first) && first[i] >= '0' && first[i] <= '9' {
		i++
	}
	lines[0] = strings.TrimPrefix(first[i:], " ")
	text := strings.TrimSpace(strings.Join(lines, "\n"))
	if !ok {
		return "", fmt.Errorf("%w: %s: %s", ErrRejected, command, text)
	}
	return text, nil
}

// die records err as the reason every later command fails, and returns it.
func (c *Client) die(err error) error {
	c.dead = err
	return err
}

// kill ends the process at once and stops reading its output.
func (c *Client) kill() {
	if c.cmd.Process != nil {
		_ = c.cmd.Process.Kill()
	}
	c.once.Do(func() { close(c.stop) })
}

// stderrNote returns the end of what the engine wrote on its error output, for error messages.
func (c *Client) stderrNote() string {
	s := strings.TrimSpace(c.stderr.String())
	if s == "" {
		return ""
	}
	if i := strings.LastIndexByte(s, '\n'); i >= 0 && len(s)-i > 20 {
		s = s[i+1:]
	}
	return " (stderr: " + strings.ReplaceAll(s, "\n", " | ") + ")"
}

// Alive reports whether the engine can still take commands.
func (c *Client) Alive() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.dead == nil
}

// Close asks the engine to quit, gives it a second, then kills it, and waits for the process to end.
func (c *Client) Close() error {
	if c.Alive() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_, _ = c.Send(ctx, "quit")
		cancel()
	}
	c.mu.Lock()
	_ = c.stdin.Close()
	if c.dead == nil {
		c.dead = fmt.Errorf("%w: closed", ErrDied)
	}
	c.once.Do(func() { close(c.stop) })
	c.mu.Unlock()
	select {
	case <-c.done:
	case <-time.After(time.Second):
		c.kill()
		<-c.done
	}
	return nil
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

// Write keeps the end of p.
func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append([]byte(nil), t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

// String returns what is kept.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}
