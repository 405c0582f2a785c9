package script

import (
	"errors"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// fakeEnv answers a script's questions without a window.
type fakeEnv struct {
	busy    bool
	dropped []string
	scene   string
	backs   int      // back presses taken
	missed  []string // translation keys no catalog has
}

func (e *fakeEnv) MissedKeys() []string { return e.missed }

// Back is taken anywhere but at the menu, which leads back to the menu.
func (e *fakeEnv) Back() bool {
	if e.scene == "menu" {
		return false
	}
	e.backs++
	e.scene = "menu"
	return true
}
func (e *fakeEnv) Scene() string { return e.scene }

func (e *fakeEnv) Drop(dir string) { e.dropped = append(e.dropped, dir) }

func (e *fakeEnv) Busy() bool { return e.busy }
func (e *fakeEnv) Locate(c string) (image.Point, error) {
	if c == "D4" {
		return image.Pt(40, 40), nil
	}
	return image.Point{}, scenes.ErrNoBoard
}
func (e *fakeEnv) Find(text string) (image.Point, error) { return image.Pt(7, 8), nil }

func TestParseScriptRejectsBadLines(t *testing.T) {
	for _, bad := range []string{"click 1", "click a b", "key NoSuchKey", "wait", "jump 3", "shot", "press", "drop", "drop a b"} {
		if _, err := Parse(strings.NewReader("# comment\n\n" + bad + "\n")); !errors.Is(err, ErrScript) || !strings.Contains(err.Error(), " 3:") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestScriptClickTakesHoverPressRelease(t *testing.T) {
	s, err := Parse(strings.NewReader("play D4\nkey shift+tab\nidle 1000\nquit\n"))
	if err != nil {
		t.Fatal(err)
	}
	var in widget.Input
	env := &fakeEnv{}
	now := time.Unix(0, 0)
	var frames []widget.Input
	for i := 0; i < 12 && !s.done; i++ {
		s.step1(&in, now, env)
		frames = append(frames, in)
	}
	if frames[0].Pos != image.Pt(40, 40) || frames[0].Pressed || !frames[1].Pressed || !frames[2].Released {
		t.Fatalf("click frames: %+v", frames[:3])
	}
	if len(frames[4].Keys) != 1 || frames[4].Keys[0] != ebiten.KeyTab || !frames[4].Shift {
		t.Fatalf("key frame: %+v", frames[4])
	}
	if !s.done || s.err != nil {
		t.Fatalf("script did not reach quit: %v", s.err)
	}
	// A busy window holds idle until its time runs out.
	s, _ = Parse(strings.NewReader("idle 100\nquit\n"))
	env.busy = true
	for i := 0; i < 5; i++ {
		s.step1(&in, now, env)
	}
	if s.done {
		t.Fatal("idle did not wait for a busy window")
	}
	s.step1(&in, now.Add(time.Second), env)
	if !s.done {
		t.Fatal("idle did not give up after its time")
	}
	// A coordinate that is not on the board stops the script with an error.
	s, _ = Parse(strings.NewReader("play Z9\n"))
	s.step1(&in, now, env)
	if s.done {
		t.Fatal("play gave up at once")
	}
	s.step1(&in, now.Add(findPatience+time.Second), env)
	if !s.done || !errors.Is(s.err, ErrScript) {
		t.Fatalf("bad coordinate: %v", s.err)
	}
}

func TestScriptDropsAFolder(t *testing.T) {
	s, err := Parse(strings.NewReader("drop /tmp/games\nquit\n"))
	if err != nil {
		t.Fatal(err)
	}
	var in widget.Input
	env := &fakeEnv{}
	for i := 0; i < 3 && !s.done; i++ {
		s.step1(&in, time.Unix(0, 0), env)
	}
	if len(env.dropped) != 1 || env.dropped[0] != "/tmp/games" || !s.done {
		t.Fatalf("dropped %v, done %v", env.dropped, s.done)
	}
}

// TestQuitFailsOnMissedKeys checks that a script ends with an error naming the keys the window asked for that no
// catalog has, and without one when there are none.
func TestQuitFailsOnMissedKeys(t *testing.T) {
	for _, missed := range [][]string{nil, {"play.nothing", "Undo"}} {
		s, err := Parse(strings.NewReader("quit\n"))
		if err != nil {
			t.Fatal(err)
		}
		var in widget.Input
		s.step1(&in, time.Unix(0, 0), &fakeEnv{missed: missed})
		quit, err := s.Quit()
		if !quit || (err == nil) != (missed == nil) || err != nil && !strings.Contains(err.Error(), "play.nothing, Undo") {
			t.Errorf("missed %v: quit %v, %v", missed, quit, err)
		}
	}
}

func TestTouchScriptTapsAndRefusesMouseAndKeys(t *testing.T) {
	for _, bad := range []string{"click 1 2", "move 1 2", "key Escape", "drop /tmp", "back now", "scene"} {
		if _, err := Parse(strings.NewReader("touch\n" + bad + "\n")); !errors.Is(err, ErrScript) || !strings.Contains(err.Error(), " 2:") {
			t.Errorf("%q after touch: %v", bad, err)
		}
	}
	s, err := Parse(strings.NewReader("touch\npress New game\nplay D4\nquit\n"))
	if err != nil {
		t.Fatal(err)
	}
	var in widget.Input
	env := &fakeEnv{}
	for i := 0; i < 12 && !s.done; i++ {
		s.step1(&in, time.Unix(0, 0), env)
		if in.HasPointer() && in.Kind != widget.PointerTouch {
			t.Fatalf("frame %d: pointer %v, want a finger", i, in.Kind)
		}
		if in.Pressed && in.Pos != image.Pt(7, 8) && in.Pos != image.Pt(40, 40) {
			t.Fatalf("frame %d: tapped %v", i, in.Pos)
		}
	}
	if !s.done || s.err != nil {
		t.Fatalf("script did not reach quit: %v", s.err)
	}
}

func TestBackAndSceneCheckWhereTheGameIs(t *testing.T) {
	run := func(text, scene string) (*Script, *fakeEnv) {
		s, err := Parse(strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		var in widget.Input
		env := &fakeEnv{scene: scene}
		now := time.Unix(0, 0)
		for i := 0; i < 10 && !s.done; i++ {
			s.step1(&in, now, env)
			now = now.Add(time.Second) // past any patience
		}
		return s, env
	}
	if s, env := run("scene settings\nback\nscene menu\nback closes\nquit\n", "settings"); s.err != nil || env.backs != 1 {
		t.Errorf("back from the settings to the menu: %v, %d backs", s.err, env.backs)
	}
	if s, _ := run("back\nquit\n", "menu"); !errors.Is(s.err, ErrScript) || !strings.Contains(s.err.Error(), "menu") {
		t.Errorf("back refused at the menu: %v", s.err)
	}
	if s, _ := run("back closes\nquit\n", "play"); !errors.Is(s.err, ErrScript) {
		t.Errorf("back closes taken in a game: %v", s.err)
	}
	if s, _ := run("scene play\nquit\n", "menu"); !errors.Is(s.err, ErrScript) || !strings.Contains(s.err.Error(), "the menu scene is shown, want play") {
		t.Errorf("a scene that never comes: %v", s.err)
	}
}

// TestALookAndTheShotAfterItShareOneFrame checks that a shot right after a look is asked for in the look's frame,
// drawn whole once the look is taken, and that the script then goes past both; a shot alone waits for a frame of
// its own, drawn whole.
func TestALookAndTheShotAfterItShareOneFrame(t *testing.T) {
	s, err := Parse(strings.NewReader("look a.png\nshot b.png\nshot c.png\nquit\n"))
	if err != nil {
		t.Fatal(err)
	}
	var in widget.Input
	env := &fakeEnv{}
	s.step1(&in, time.Unix(0, 0), env)
	if s.wantShot() != "a.png" || s.WholeFrame() || s.whole != "b.png" {
		t.Fatalf("look: file %q, whole frame %v, then %q", s.wantShot(), s.WholeFrame(), s.whole)
	}
	s.taken = true // what Frame does after writing both
	s.step1(&in, time.Unix(0, 0), env)
	if s.wantShot() != "c.png" || !s.WholeFrame() {
		t.Fatalf("after the look: file %q, whole frame %v; want c.png drawn whole", s.wantShot(), s.WholeFrame())
	}
}
