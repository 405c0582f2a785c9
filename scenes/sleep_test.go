package scenes

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// sleepLog records what a sleeper asks of the game loop.
type sleepLog struct {
	modes  []bool
	frames chan struct{}
}

func newTestSleeper() (*sleeper, *sleepLog) {
	l := &sleepLog{frames: make(chan struct{}, 1)}
	s := &sleeper{
		setSleep: func(on bool) { l.modes = append(l.modes, on) },
		frame: func() {
			select {
			case l.frames <- struct{}{}:
			default:
			}
		},
		beat: time.Millisecond,
	}
	return s, l
}

func TestSleeperSleepsAfterQuietTicksAndWakesAtOnce(t *testing.T) {
	s, l := newTestSleeper()
	defer s.close()
	for i := 1; i < sleepAfter; i++ {
		s.tick(true)
	}
	if s.asleep || len(l.modes) != 0 {
		t.Fatalf("asleep after %d quiet ticks (modes %v), want awake", sleepAfter-1, l.modes)
	}
	s.tick(false) // a tick that is not quiet starts the count again
	for i := 1; i < sleepAfter; i++ {
		s.tick(true)
	}
	if s.asleep {
		t.Fatal("a tick that was not quiet did not start the count again")
	}
	s.tick(true)
	if !s.asleep || len(l.modes) != 1 || !l.modes[0] {
		t.Fatalf("after %d quiet ticks: asleep %v, modes %v; want asleep, [true]", sleepAfter, s.asleep, l.modes)
	}
	// While asleep the heartbeat asks for frames.
	<-l.frames
	<-l.frames
	s.tick(true)
	if len(l.modes) != 1 {
		t.Fatalf("a quiet tick while asleep switched modes: %v", l.modes)
	}
	s.tick(false)
	if s.asleep || len(l.modes) != 2 || l.modes[1] {
		t.Fatalf("after a tick that was not quiet: asleep %v, modes %v; want awake, [true false]", s.asleep, l.modes)
	}
	// Awake again, the heartbeat has stopped.
	s.mu.Lock()
	stopped := s.stop == nil
	s.mu.Unlock()
	if !stopped {
		t.Error("the heartbeat still runs after waking")
	}
}

// runFrames runs n frames of app: Update, then Draw onto screen.
func runFrames(t *testing.T, app *App, screen *ebiten.Image, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := app.Update(); err != nil {
			t.Fatal(err)
		}
		app.Draw(screen)
	}
}

func TestAppSleepsOnlyWhenNothingHappens(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	setup := game.DefaultSetup()
	setup.Seats[engine.Black], setup.Seats[engine.White] = game.Seat{}, game.Seat{} // two people: nothing runs
	app, err := NewApp(Options{Lang: "en", Start: &setup, Sprites: sprites, Session: SessionOptions{NoSound: true, NoAutosave: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	s, l := newTestSleeper()
	app.sleep = s
	app.Layout(1200, 760)
	screen := ebiten.NewImage(1200, 760)
	runFrames(t, app, screen, 3*sleepAfter)
	if !s.asleep || len(l.modes) != 1 {
		t.Fatalf("an untouched game between two people: asleep %v, modes %v; want asleep", s.asleep, l.modes)
	}
	// The pointer moves: the loop wakes, and sleeps again once nothing changes.
	app.driver = &pointerDriver{at: image.Pt(300, 300)}
	runFrames(t, app, screen, 1)
	if s.asleep {
		t.Fatal("asleep after the pointer moved")
	}
	app.driver = nil
	runFrames(t, app, screen, 3*sleepAfter)
	if !s.asleep {
		t.Fatal("not asleep again after the pointer rested")
	}
}

func TestAppKeptAwakeByADriver(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(Options{Lang: "en", Driver: &pointerDriver{at: image.Pt(5, 5)}, Sprites: sprites, Session: SessionOptions{NoSound: true, NoAutosave: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	s, l := newTestSleeper()
	app.sleep = s
	app.Layout(1200, 760)
	runFrames(t, app, ebiten.NewImage(1200, 760), 3*sleepAfter)
	if s.asleep || len(l.modes) != 0 {
		t.Fatalf("a driven window went to sleep: modes %v", l.modes)
	}
}

// pointerDriver holds the mouse pointer at one place, as a script would between commands.
type pointerDriver struct{ at image.Point }

func (d *pointerDriver) Step(in *widget.Input, _ time.Time, _ *App) bool {
	*in = widget.Input{Pos: d.at, Kind: widget.PointerMouse}
	return true
}
func (d *pointerDriver) Quit() (bool, error)       { return false, nil }
func (d *pointerDriver) WholeFrame() bool          { return false }
func (d *pointerDriver) Frame(*ebiten.Image, *App) {}
func (d *pointerDriver) Close() error              { return nil }

func TestSleeperWakesForAScheduledChange(t *testing.T) {
	s, l := newTestSleeper()
	defer s.close()
	s.beat = time.Hour // only the scheduled change can ask for a frame
	for i := 0; i < sleepAfter; i++ {
		s.tick(true)
	}
	if !s.asleep {
		t.Fatal("not asleep")
	}
	s.schedule(time.Now())
	<-l.frames
	if s.next.Load() != 0 {
		t.Error("the change was asked for but is still scheduled")
	}
}

// newMenuApp returns the window on its menu, with config folders of its own, no sound and no autosave; the test
// closes it when it ends.
func newMenuApp(t *testing.T) *App {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(Options{Lang: "en", Sprites: sprites, Session: SessionOptions{NoSound: true, NoAutosave: true}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Close)
	return app
}

func TestMenuSleepsBetweenBlinks(t *testing.T) {
	app := newMenuApp(t)
	menu, ok := app.mgr.cur.(*menuScene)
	if !ok {
		t.Fatalf("first screen %T, want the menu", app.mgr.cur)
	}
	clock := menu.started
	app.ctx.Now = func() time.Time { clock = clock.Add(time.Second / 60); return clock }
	s, l := newTestSleeper()
	s.beat = time.Hour
	app.sleep = s
	app.Layout(1200, 760)
	screen := ebiten.NewImage(1200, 760)
	shown, frames := 0, sleepAfter+followTimed-1
	for i := 0; i < frames; i++ {
		runFrames(t, app, screen, 1)
		if menu.ghostDrawn {
			shown++
		}
	}
	if !s.asleep || len(l.modes) != 1 {
		t.Fatalf("the menu: asleep %v, modes %v; want asleep once", s.asleep, l.modes)
	}
	if shown == 0 || shown == frames {
		t.Fatalf("the ghost stone showed in %d of %d frames: it does not blink", shown, frames)
	}
	if next := time.Unix(0, s.next.Load()); !next.After(clock) || next.Sub(clock) > menuBlink {
		t.Errorf("next change scheduled %v after the last tick, want within %v", next.Sub(clock), menuBlink)
	}
	// Then the loop rests: no change is scheduled and the stone stays as it was drawn.
	runFrames(t, app, screen, 1)
	drawn := menu.ghostDrawn
	// Two blinks' time (the whole frame the redraw's safety net draws every fullEvery frames would show it anew).
	for i := 0; i < int(2*menuBlink*60/time.Second)+1; i++ {
		runFrames(t, app, screen, 1)
		if menu.ghostDrawn != drawn {
			t.Fatalf("the ghost stone still blinks %d frames after the loop went to sleep", frames+1+i)
		}
	}
	if next := s.next.Load(); next != 0 {
		t.Errorf("resting, a change is still scheduled %v after the last tick", time.Unix(0, next).Sub(clock))
	}
}

// TestMenuRestsAfterItsBlinks follows the menu's clock past its blinks: the ghost stone shows menuBlinks times, then
// the capture stays shown and no change is scheduled any more, so the sleeping window wakes for the heartbeat alone.
// The blinks end before the sleeping loop stops following them (followTimed ticks at one a blink's change and one a
// heartbeat, after sleepAfter quiet ticks), so the picture rests with the capture shown.
func TestMenuRestsAfterItsBlinks(t *testing.T) {
	app := newMenuApp(t)
	menu := app.mgr.cur.(*menuScene)
	shows, was := 0, false
	end := 2 * (2 * menuBlinks) * menuBlink
	for d := time.Duration(0); d <= end; d += time.Second / 60 {
		menu.now = menu.started.Add(d)
		if shown := menu.ghostShown(); shown && !was {
			shows++
		}
		was = menu.ghostShown()
	}
	if shows != menuBlinks || !was {
		t.Errorf("the ghost stone showed %d times and is shown %v at the end; want %d times and shown", shows, was, menuBlinks)
	}
	if next := menu.NextChange(); !next.IsZero() {
		t.Errorf("after the blinks the next change is at %v; want none", next.Sub(menu.started))
	}
	// While asleep the loop ticks at each change and each heartbeat: the last change must come before it rests.
	changes := 2*menuBlinks - 2
	asleepFrom := time.Duration(sleepAfter) * time.Second / 60
	ticks := changes + int((time.Duration(changes)*menuBlink-asleepFrom)/heartbeat)
	if ticks >= followTimed {
		t.Errorf("the menu's last change comes after about %d ticks of sleep; the loop follows only %d", ticks, followTimed)
	}
}

func TestFadeEndsWithAWholeFrame(t *testing.T) {
	app := newMenuApp(t)
	app.Layout(1200, 760)
	screen := ebiten.NewImage(1200, 760)
	runFrames(t, app, screen, 3)
	app.mgr.ask(ToSettings{Back: ToMenu{}})
	// Frame by frame, as Draw plans them: the frame after the fade-in's last veiled one is drawn whole, or the
	// veil would stay on the screen until something else changed.
	for i := 0; i < 4*fadeFrames; i++ {
		fading := app.mgr.out > 0 || app.mgr.in > 0
		if err := app.Update(); err != nil {
			t.Fatal(err)
		}
		full, _ := app.redraw.plan(app.mgr.cur, false, true)
		if fading && app.mgr.out == 0 && app.mgr.in == 0 {
			if !full {
				t.Fatal("the frame that ends the fade is not drawn: the veil stays")
			}
			return
		}
	}
	t.Fatal("the fade did not end")
}

// TestSleeperRestsAfterFollowingTimedChanges checks that a sleeping loop follows a scene's timed changes for
// followTimed ticks, then rests until a tick that is not quiet wakes it.
func TestSleeperRestsAfterFollowingTimedChanges(t *testing.T) {
	s, _ := newTestSleeper()
	defer s.close()
	for range sleepAfter {
		s.tick(true)
	}
	if !s.asleep || s.resting() {
		t.Fatalf("just asleep: asleep %v, resting %v; want asleep, not resting", s.asleep, s.resting())
	}
	for i := 1; i < followTimed; i++ {
		s.tick(true)
	}
	if s.resting() {
		t.Fatalf("resting after %d ticks asleep, want after %d", followTimed-1, followTimed)
	}
	s.tick(true)
	if !s.resting() {
		t.Fatalf("not resting after %d ticks asleep", followTimed)
	}
	s.tick(false)
	if s.asleep || s.resting() {
		t.Fatalf("after a tick that is not quiet: asleep %v, resting %v; want awake", s.asleep, s.resting())
	}
	for range sleepAfter {
		s.tick(true)
	}
	if s.resting() {
		t.Fatal("asleep again: resting at once, want the timed changes followed again first")
	}
}
