package script

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// ErrScript means a script file line could not be read.
var ErrScript = errors.New("bad script line")

// findPatience is how long play and press look for their target before the script fails.
const findPatience = 3 * time.Second

// scriptCmd is one line of a script.
type scriptCmd struct {
	line  int
	op    string
	pt    image.Point
	key   ebiten.Key
	shift bool
	ms    int
	file  string
}

// scriptEnv is what a script may ask the window (a *scenes.App answers it).
type scriptEnv interface {
	// Busy reports whether a scene is still working (the computer thinking, a fade).
	Busy() bool
	// Locate returns the pixel of a board intersection named in Go coordinates ("D4").
	Locate(coord string) (image.Point, error)
	// Find returns the centre of the button, toggle or radio option captioned text.
	Find(text string) (image.Point, error)
	// Drop drops the files of the folder dir on the window, as a file manager does.
	Drop(dir string)
	// Back presses the system's back button and reports whether the game took it (false: the app would close).
	Back() bool
	// Scene names the scene shown ("menu", "play", …).
	Scene() string
	// MissedKeys lists the translation keys the window asked for that no catalog has.
	MissedKeys() []string
}

// Script drives the window from a file instead of the devices, one command
// a line: "click X Y", "move X Y", "tap X Y" (a finger instead of the
// mouse), "play COORD" (click the board
// intersection COORD, such as D4), "press CAPTION" (click the button, toggle,
// radio option or, by its prompt, text field with that caption), "type TEXT" (type the characters of
// TEXT into the focused text field), "key NAME" (Ebiten key names, with an
// optional "shift+"), "wait MS", "idle [MS]" (wait until no scene is busy,
// at most MS), "shot FILE" (write the next frame as PNG, drawn whole), "look FILE"
// (write the next frame as PNG as the window shows it, redrawn only where it
// changed; a shot right after a look is written from the same frame, drawn whole
// once the look is taken, so that tests compare the two), "drop DIR" (drop the
// files of the folder DIR on the window), "quit" (which fails the script when
// the window asked for a text by a key no catalog has).
//
// For a phone: "touch" makes the rest of the script touch only, as on a phone: play and press tap with a finger,
// and click, move, key and drop (a mouse, a keyboard, a file manager) are refused when the script is read; type
// stays (the screen's keyboard types). "back" presses the system's back button and fails the script when the game
// does not take it; "back closes" fails unless the game lets the system close the app (at the main menu). "scene
// NAME" waits for the scene NAME (as App.Scene names it: menu, setup, play, review, files, settings, learn,
// progress, tutorial, lesson, practice, study, workshop, workshop-lesson) and fails the script when another
// stays. Blank lines and lines starting with # are skipped.
type Script struct {
	shots  shotWriter
	fitFor string // the screenshot whose fit report is written
	cmds   []scriptCmd
	pc     int
	step   int
	until  time.Time
	shot   string
	asIs   bool   // the shot is a look: the frame is not forced to be drawn whole
	whole  string // with a look: the file of the shot after it, the same frame drawn whole
	taken  bool
	done   bool
	err    error
	touch  bool // play and press tap with a finger (the touch command)
}

// Parse reads a script; the error names the first bad line.
func Parse(r io.Reader) (*Script, error) {
	s := &Script{}
	sc := bufio.NewScanner(r)
	n := 0
	touch := false
	for sc.Scan() {
		n++
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		c := scriptCmd{line: n, op: strings.ToLower(f[0])}
		bad := func(why string) error {
			return fmt.Errorf("%w %d: %q: %s", ErrScript, n, sc.Text(), why)
		}
		switch c.op {
		case "click", "move", "key", "drop":
			if touch {
				return nil, bad("a touch-only script has no mouse, keyboard or file manager")
			}
		}
		switch c.op {
		case "touch":
			touch = true
		case "back":
			if len(f) > 2 || len(f) == 2 && strings.ToLower(f[1]) != "closes" {
				return nil, bad(`want "back" or "back closes"`)
			}
			if len(f) == 2 {
				c.file = "closes"
			}
		case "scene":
			if len(f) != 2 {
				return nil, bad("want a scene name")
			}
			c.file = strings.ToLower(f[1])
		case "click", "move", "tap":
			if len(f) != 3 {
				return nil, bad("want X Y")
			}
			x, err1 := strconv.Atoi(f[1])
			y, err2 := strconv.Atoi(f[2])
			if err1 != nil || err2 != nil {
				return nil, bad("X and Y must be whole numbers")
			}
			c.pt = image.Pt(x, y)
		case "key":
			if len(f) != 2 {
				return nil, bad("want a key name")
			}
			name := strings.ToLower(f[1])
			if rest, ok := strings.CutPrefix(name, "shift+"); ok {
				c.shift, name = true, rest
			}
			if err := c.key.UnmarshalText([]byte(name)); err != nil {
				return nil, bad("unknown key")
			}
		case "wait", "idle":
			if len(f) > 2 || (c.op == "wait" && len(f) != 2) {
				return nil, bad("want milliseconds")
			}
			c.ms = 60000
			if len(f) == 2 {
				ms, err := strconv.Atoi(f[1])
				if err != nil || ms < 0 {
					return nil, bad("milliseconds must be a whole number")
				}
				c.ms = ms
			}
		case "shot", "look":
			if len(f) != 2 {
				return nil, bad("want a file name")
			}
			c.file = f[1]
		case "play":
			if len(f) != 2 {
				return nil, bad("want a coordinate such as D4")
			}
			c.file = f[1]
		case "press":
			if len(f) < 2 {
				return nil, bad("want a caption")
			}
			c.file = strings.Join(f[1:], " ")
		case "drop":
			if len(f) != 2 {
				return nil, bad("want a folder")
			}
			c.file = f[1]
		case "type":
			text, ok := strings.CutPrefix(strings.TrimLeft(sc.Text(), " \t"), f[0])
			if !ok || strings.TrimSpace(text) == "" {
				return nil, bad("want the text to type")
			}
			c.file = strings.TrimSpace(text)
		case "quit":
		default:
			return nil, bad("unknown command")
		}
		s.cmds = append(s.cmds, c)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return s, nil
}

// Done reports whether the script has run all its commands.
func (s *Script) Done() bool { return s.done || s.pc >= len(s.cmds) }

// Quit reports whether the script reached its quit command or failed, and why it failed (scenes.Driver).
func (s *Script) Quit() (bool, error) { return s.done, s.err }

// wantShot returns the file the next frame should be written to, or "".
func (s *Script) wantShot() string {
	if s.taken {
		return ""
	}
	return s.shot
}

// WholeFrame reports whether the next frame is a screenshot to be drawn whole; a look is captured as the window
// shows it, redrawn only where it changed (scenes.Driver).
func (s *Script) WholeFrame() bool { return s.wantShot() != "" && !s.asIs }

// Frame captures the frame when the script asks for a screenshot, with where the board is beside it, and the fit
// report of the screen once it is settled (scenes.Driver).
func (s *Script) Frame(screen *ebiten.Image, app *scenes.App) {
	file := s.wantShot()
	if file == "" {
		return
	}
	s.capture(screen, file, app)
	if s.asIs && s.whole != "" {
		app.DrawWhole(screen)
		s.capture(screen, s.whole, app)
	}
	s.taken = true
}

// capture writes the frame on screen to file, with where the board is beside it, and the fit report of the
// screen once it is settled.
func (s *Script) capture(screen *ebiten.Image, file string, app *scenes.App) {
	if file != s.fitFor && app.Settled() {
		s.fitFor = file
		s.shots.report(file, app.Lang(), app.CutTexts())
	}
	var info *scenes.BoardShot
	if b, ok := app.Board(); ok {
		info = &b
	}
	s.shots.capture(screen, file, info)
}

// Close waits until every screenshot and report is written and returns the first error (scenes.Driver).
func (s *Script) Close() error { return s.shots.wait() }

// Step fills in the input for this frame from the script, asking app what it needs to know about the window, and
// reports whether the script still drives it (scenes.Driver).
func (s *Script) Step(in *widget.Input, now time.Time, app *scenes.App) bool {
	if s.Done() {
		return false
	}
	s.step1(in, now, app)
	return true
}

// step1 fills in the input for this frame from the script, asking env what it needs to know about the window.
func (s *Script) step1(in *widget.Input, now time.Time, env scriptEnv) {
	in.Reset()
	in.Shift = false
	for !s.Done() {
		c := s.cmds[s.pc]
		if c.op == "play" || c.op == "press" {
			// The target may appear a little later (a fade, a layout): look for it for a while.
			if s.step == 0 {
				s.until = now.Add(findPatience)
				s.step++
			}
			locate := env.Locate
			if c.op == "press" {
				locate = env.Find
			}
			p, err := locate(c.file)
			if err != nil {
				if now.Before(s.until) {
					return
				}
				s.err = fmt.Errorf("%w %d: %w", ErrScript, c.line, err)
				s.done = true
				return
			}
			c.op, c.pt = "click", p
			if s.touch {
				c.op = "tap"
			}
			s.cmds[s.pc] = c
			s.step = 0
		}
		switch c.op {
		case "move":
			in.Pos, in.Kind, in.Down = c.pt, widget.PointerMouse, false
			s.next()
			return
		case "click":
			// Three frames: hover, press, release; then one quiet frame.
			switch s.step {
			case 0:
				in.Pos, in.Kind, in.Down = c.pt, widget.PointerMouse, false
			case 1:
				in.Pos, in.Down, in.Pressed = c.pt, true, true
			case 2:
				in.Pos, in.Down, in.Released = c.pt, false, true
			}
			s.step++
			if s.step == 4 {
				s.next()
			}
			return
		case "tap":
			// Two frames: the finger goes down, then up; then one quiet frame.
			switch s.step {
			case 0:
				in.Pos, in.Kind, in.Down, in.Pressed = c.pt, widget.PointerTouch, true, true
			case 1:
				in.Pos, in.Down, in.Released = c.pt, false, true
			}
			s.step++
			if s.step == 3 {
				s.next()
			}
			return
		case "type":
			if s.step == 0 {
				in.Chars = append(in.Chars, []rune(c.file)...)
				s.step++
				return
			}
			s.next()
			return
		case "key":
			if s.step == 0 {
				in.Keys = append(in.Keys, c.key)
				in.Shift = c.shift
				s.step++
				return
			}
			s.next()
			return
		case "wait":
			if s.step == 0 {
				s.until = now.Add(time.Duration(c.ms) * time.Millisecond)
				s.step++
			}
			if now.Before(s.until) {
				return
			}
			s.next()
		case "idle":
			if s.step == 0 {
				s.until = now.Add(time.Duration(c.ms) * time.Millisecond)
				s.step++
				return // let one frame pass so that the last input takes effect
			}
			if env.Busy() && now.Before(s.until) {
				return
			}
			s.next()
		case "shot", "look":
			if s.step == 0 {
				s.shot, s.taken, s.asIs, s.whole = c.file, false, c.op == "look", ""
				if c.op == "look" && s.pc+1 < len(s.cmds) && s.cmds[s.pc+1].op == "shot" {
					s.whole = s.cmds[s.pc+1].file
				}
				s.step++
				return
			}
			if !s.taken {
				return
			}
			if s.whole != "" {
				s.pc++ // the shot was taken with the look
			}
			s.shot = ""
			s.next()
		case "drop":
			env.Drop(c.file)
			s.next()
			return
		case "touch":
			s.touch = true
			s.next()
		case "back":
			if took := env.Back(); took != (c.file == "") {
				want := "the game to go back"
				if c.file != "" {
					want = "the app to close"
				}
				s.err = fmt.Errorf("%w %d: back on the %s scene: want %s", ErrScript, c.line, env.Scene(), want)
				s.done = true
				return
			}
			s.next()
			return
		case "scene":
			if s.step == 0 {
				s.until = now.Add(findPatience)
				s.step++
			}
			if got := env.Scene(); got != c.file {
				if now.Before(s.until) {
					return
				}
				s.err = fmt.Errorf("%w %d: the %s scene is shown, want %s", ErrScript, c.line, got, c.file)
				s.done = true
				return
			}
			s.next()
		case "quit":
			if m := env.MissedKeys(); len(m) > 0 {
				s.err = fmt.Errorf("%w %d: the window asked for texts no catalog has: %s", ErrScript, c.line, strings.Join(m, ", "))
			}
			s.done = true
			return
		}
	}
}

// next moves to the following command.
func (s *Script) next() {
	s.pc++
	s.step = 0
}
