package scenes

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/job"
)

// Sleeping: a window left open must not keep a core busy. Even a frame that draws nothing costs a turn of the
// game loop (the devices polled, every scene's Update), 60 times a second. So when nothing has been drawn for
// sleepAfter ticks, no scene is busy (the computer thinking, a stone moving, a fade), no message is shown and no
// button is held, the App puts the loop to sleep: Ebiten's minimum frame mode runs a frame only on input or when
// asked. It is asked by the work that runs off the game loop when its answer is ready (job.SetWake: a
// computer's move, the coach's check, a hint; a dropped file read), and by a heartbeat once a second, for what
// the scenes only poll (an autosave that failed). A scene that changes on its own at known times (the menu's
// blinking stone) says when (timedScene): the sleeping loop wakes for each such change, and what it draws does
// not count as drawing. The first frame that draws otherwise, or works, wakes the loop back to the display's
// rate. A driver (a script) keeps the window awake: it feeds input the loop would not wake for.

// followTimed is how many ticks a sleeping loop goes on following a scene's own changes at known times (timedScene)
// and its live parts: then the screen stays as it is until input. The menu's blinking stone blinks for about ten
// seconds after the last input, then rests; each blink costs a whole frame in the browser (the page's canvas is
// drawn again: 15% of a core in headless Chromium with software rendering, against 1.7% without it).
const followTimed = 24

// sleepAfter is how many quiet ticks in a row put the loop to sleep: longer than a tooltip's delay, so a
// tooltip shows before the loop sleeps.
const sleepAfter = 60

// heartbeat is how often a sleeping loop runs a frame all the same. Each such frame costs about 4 ms of
// processor time under Xvfb (software rendering), so a beat a second keeps a sleeping window under 1% of a core.
const heartbeat = time.Second

// sleeper decides when the game loop sleeps. Its effects go through setSleep and frame, so tests can
// follow it without a window.
type sleeper struct {
	quiet  int  // quiet ticks in a row
	asleep bool // the loop is in the minimum frame mode
	drew   bool // the last Draw drew something
	slept  int  // ticks since the loop went to sleep

	setSleep func(bool)    // switches the minimum frame mode on or off
	frame    func()        // asks for one frame; safe for concurrent use
	beat     time.Duration // the heartbeat's period

	mu   sync.Mutex
	stop chan struct{} // closes to end the heartbeat; nil while awake

	next    atomic.Int64  // when a scene changes on its own next (Unix nanoseconds), 0 for never
	resched chan struct{} // tells the heartbeat that next moved
}

// timedScene is a scene that changes on its own at known times (the menu's blinking stone) and is quiet in
// between: a sleeping loop is woken for each change.
type timedScene interface {
	// NextChange returns when the scene next looks different; the zero time means never.
	NextChange() time.Time
}

// newSleeper returns a sleeper that switches Ebiten's frame mode and registers itself as the game package's wake.
func newSleeper() *sleeper {
	s := &sleeper{setSleep: setMinimumFrames, frame: scheduleFrame, beat: heartbeat}
	job.SetWake(s.frame)
	return s
}

// schedule records that the scene changes on its own at t (the zero time for never), so that a sleeping
// loop wakes then.
func (s *sleeper) schedule(t time.Time) {
	var at int64
	if !t.IsZero() {
		at = t.UnixNano()
	}
	if s.next.Swap(at) == at {
		return
	}
	if s.resched == nil {
		s.resched = make(chan struct{}, 1)
	}
	select {
	case s.resched <- struct{}{}:
	default:
	}
}

// tick records one tick: quiet says that nothing was drawn by the last frame and nothing works or moves.
// It puts the loop to sleep after sleepAfter quiet ticks and wakes it at the first tick that is not quiet.
func (s *sleeper) tick(quiet bool) {
	if !quiet {
		s.quiet = 0
		if s.asleep {
			s.wake()
		}
		return
	}
	s.quiet++
	if s.asleep {
		s.slept++
	}
	if !s.asleep && s.quiet >= sleepAfter {
		s.sleep()
	}
}

// resting reports whether the loop has slept for followTimed ticks: it then no longer follows a scene's own timed
// changes and live parts, until it wakes.
func (s *sleeper) resting() bool { return s.asleep && s.slept >= followTimed }

// sleep switches to the minimum frame mode and starts the heartbeat.
func (s *sleeper) sleep() {
	s.asleep, s.slept = true, 0
	s.setSleep(true)
	stop := make(chan struct{})
	s.mu.Lock()
	s.stop = stop
	s.mu.Unlock()
	if s.resched == nil {
		s.resched = make(chan struct{}, 1)
	}
	go s.beatUntil(stop, s.resched)
}

// beatUntil asks for a frame every beat, and when a scene's next change is due, until stop closes.
func (s *sleeper) beatUntil(stop <-chan struct{}, resched <-chan struct{}) {
	for {
		wait, at := s.beat, s.next.Load()
		if at != 0 {
			wait = min(wait, max(time.Until(time.Unix(0, at)), 0))
		}
		t := time.NewTimer(wait)
		select {
		case <-stop:
			t.Stop()
			return
		case <-resched:
			t.Stop()
		case <-t.C:
			// A change that is due is asked for once; the frame's tick schedules the one after.
			s.next.CompareAndSwap(at, 0)
			s.frame()
		}
	}
}

// wake leaves the minimum frame mode and ends the heartbeat.
func (s *sleeper) wake() {
	s.asleep = false
	s.setSleep(false)
	s.endHeartbeat()
}

// endHeartbeat stops the heartbeat, if it runs.
func (s *sleeper) endHeartbeat() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stop != nil {
		close(s.stop)
		s.stop = nil
	}
}

// close ends the heartbeat and unregisters the wake; call it when the game loop ends.
func (s *sleeper) close() {
	s.endHeartbeat()
	job.SetWake(nil)
}

// setMinimumFrames switches Ebiten between its minimum frame mode (a frame only on input or when asked, one tick
// a frame) and frames paced by the display's vsync with 60 ticks a second, the default.
func setMinimumFrames(on bool) {
	restPage(on)
	if on {
		// A frame after a long sleep would otherwise run the ticks it missed (up to five) to catch up.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		// Deprecated since Ebiten v2.5 in favour of SetScreenClearedEveryFrame(false), which the App also uses;
		// but that still runs the loop 60 times a second, and only this mode lets it wait for input.
		//lint:ignore SA1019 the only way to let the loop wait for input (see above)
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		return
	}
	ebiten.SetVsyncEnabled(true)
	ebiten.SetTPS(ebiten.DefaultTPS)
}

// scheduleFrame asks for one frame in the minimum frame mode; it is safe for concurrent use.
func scheduleFrame() {
	//lint:ignore SA1019 goes with the minimum frame mode (see setMinimumFrames)
	ebiten.ScheduleFrame()
	wakePage()
}
