package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// key presses k in the next update of s and runs it.
func key(ctx *Context, s Scene, k ebiten.Key) Request {
	ctx.Input.Keys = append(ctx.Input.Keys, k)
	req := s.Update(ctx)
	ctx.Input.Reset()
	return req
}

// idle runs n updates of s without input.
func idle(ctx *Context, s Scene, n int) {
	for range n {
		s.Update(ctx)
		ctx.Input.Reset()
	}
}

// frameOf returns the frame a lesson page shows.
func frameOf(s *lessonScene) int {
	at, _ := s.sess.Frame()
	return at
}

// TestLessonShowPageStepsWithButtonsAndKeys steps through the ko page's moves with the arrow keys, the step buttons
// and a tap on the board, pauses and plays with Space and the button, and turns pages with Page Down and Page Up: a frame stepped to
// stays, however long the learner reads.
func TestLessonShowPageStepsWithButtonsAndKeys(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := lessonTestScene(t, ctx, "17-ko", 0)
	_, n := s.sess.Frame()
	if s.sess.Page().Kind != lesson.PageShow || n < 3 {
		t.Fatalf("the ko lesson's first page is not a show of several moves: %v, %d moves", s.sess.Page().Kind, n)
	}
	if s.steps.back.Hidden || s.run.Hidden || s.run.Text != ctx.Tr.T("tutorial.pause") {
		t.Fatalf("a show page playing offers steps %v and %q", !s.steps.back.Hidden, s.run.Text)
	}
	key(ctx, s, ebiten.KeyRight)
	key(ctx, s, ebiten.KeyRight)
	if frameOf(s) != 2 || s.sess.Playing() || s.run.Text != ctx.Tr.T("tutorial.play") {
		t.Fatalf("two steps forward show frame %d, playing %v, the button says %q", frameOf(s), s.sess.Playing(), s.run.Text)
	}
	key(ctx, s, ebiten.KeySpace)
	if !s.sess.Playing() || s.run.Text != ctx.Tr.T("tutorial.pause") {
		t.Errorf("Space did not play on: playing %v, the button says %q", s.sess.Playing(), s.run.Text)
	}
	key(ctx, s, ebiten.KeySpace)
	if s.sess.Playing() || frameOf(s) != 2 {
		t.Errorf("Space did not pause at once: playing %v, frame %d", s.sess.Playing(), frameOf(s))
	}
	caption := s.caption.Text
	key(ctx, s, ebiten.KeyLeft)
	if frameOf(s) != 1 {
		t.Errorf("a step back shows frame %d", frameOf(s))
	}
	idle(ctx, s, 20*lesson.TicksPerSecond)
	if frameOf(s) != 1 {
		t.Errorf("a frame stepped to gave way to frame %d by itself", frameOf(s))
	}
	clickButton(t, ctx, s, s.steps.next)
	if frameOf(s) != 2 || s.caption.Text != caption {
		t.Errorf("the step button shows frame %d with %q, want frame 2 with %q", frameOf(s), s.caption.Text, caption)
	}
	clickButton(t, ctx, s, s.steps.back)
	if frameOf(s) != 1 || s.steps.count.Text != ctx.Tr.T("rewind.position", 1, n) {
		t.Errorf("the back button shows frame %d, counted %q", frameOf(s), s.steps.count.Text)
	}
	// A tap on the board steps forward on a phone.
	x, y := s.view.Geometry().Center(engine.Pt(0, 0))
	ctx.Input.Pos, ctx.Input.Kind = image.Pt(int(x), int(y)), widget.PointerTouch
	ctx.Input.Pressed, ctx.Input.Down = true, true
	s.Update(ctx)
	ctx.Input.Reset()
	ctx.Input.Released = true
	s.Update(ctx)
	ctx.Input.Reset()
	if frameOf(s) != 2 {
		t.Errorf("a tap on the board shows frame %d, want 2", frameOf(s))
	}
	clickButton(t, ctx, s, s.run)
	if !s.sess.Playing() || s.run.Text != ctx.Tr.T("tutorial.pause") {
		t.Errorf("Play did not play on: playing %v, the button says %q", s.sess.Playing(), s.run.Text)
	}
	clickButton(t, ctx, s, s.run)
	if s.sess.Playing() {
		t.Error("Pause did not pause")
	}
	key(ctx, s, ebiten.KeyPageDown)
	if s.sess.PageIndex() != 1 {
		t.Fatalf("Page Down opened page %d", s.sess.PageIndex()+1)
	}
	if ctx.Learner.Tutorial.Stars("17-ko", 0) == 0 {
		t.Error("the show page left with Page Down is not counted seen")
	}
	key(ctx, s, ebiten.KeyPageUp)
	if s.sess.PageIndex() != 0 || frameOf(s) != 0 || !s.sess.Playing() {
		t.Errorf("Page Up opened page %d at frame %d, playing %v", s.sess.PageIndex()+1, frameOf(s), s.sess.Playing())
	}
}

// TestLadderQuestionSaysWhatItShows answers a ladder question whose ladder fails: the sentence says what the line
// will show before its first move and while it plays, what it showed at its end, where the board stays with the
// chain's liberties marked; a step back says again what the line will show, and Replay plays it again.
func TestLadderQuestionSaysWhatItShows(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := lessonTestScene(t, ctx, "11-ladder-breakers", 2)
	if s.sess.Page().Kind != lesson.PageQuestion {
		t.Fatalf("page 3 of the ladder breakers is %v", s.sess.Page().Kind)
	}
	clickButton(t, ctx, s, s.no)
	for i := 0; i < 1000 && s.sess.Exercise().State() == lesson.Judging; i++ {
		s.sess.WaitJudge()
		s.Update(ctx)
	}
	ahead := ctx.Tr.T("tutorial.solved.ladder_fails_watch")
	_, n := s.sess.Frame()
	if s.feedback.Text != ahead || frameOf(s) != 0 || n == 0 {
		t.Fatalf("before the line: frame %d of %d, the page says %q, want %q", frameOf(s), n, s.feedback.Text, ahead)
	}
	for range lesson.ReadingTicks(ahead) - lesson.TicksPerSecond {
		s.Update(ctx)
		if frameOf(s) != 0 {
			t.Fatalf("the line started before its sentence was read")
		}
	}
	for i := 0; i < 100000 && s.sess.Playing(); i++ {
		s.Update(ctx)
		if at, _ := s.sess.Frame(); at < n && s.feedback.Text != ahead {
			t.Fatalf("at frame %d the page says %q", at, s.feedback.Text)
		}
	}
	idle(ctx, s, 10*lesson.TicksPerSecond)
	if seen := ctx.Tr.T("tutorial.solved.ladder_fails"); frameOf(s) != n || s.feedback.Text != seen {
		t.Errorf("at the end: frame %d of %d, the page says %q, want %q", frameOf(s), n, s.feedback.Text, seen)
	}
	if len(s.marks().Dots) == 0 {
		t.Error("the escaped chain's liberties are not marked at the end")
	}
	if s.run.Hidden || s.run.Text != ctx.Tr.T("tutorial.replay") || s.retry.Hidden {
		t.Errorf("at the end the page offers %q (hidden %v) and Try again (hidden %v)", s.run.Text, s.run.Hidden, s.retry.Hidden)
	}
	key(ctx, s, ebiten.KeyLeft)
	if frameOf(s) != n-1 || s.feedback.Text != ahead || len(s.marks().Dots) != 0 {
		t.Errorf("a step back: frame %d, the page says %q, dots %v", frameOf(s), s.feedback.Text, s.marks().Dots)
	}
	clickButton(t, ctx, s, s.steps.next)
	clickButton(t, ctx, s, s.run)
	if frameOf(s) != 0 || !s.sess.Playing() {
		t.Errorf("Replay shows frame %d, playing %v", frameOf(s), s.sess.Playing())
	}
}

// TestShowPageWordsClearTheSteps steps every show page of the built-in lessons through all its frames, in every
// language and on every window size the texts are checked on: the page's words and each move's caption end above the
// step controls and the buttons under them.
func TestShowPageWordsClearTheSteps(t *testing.T) {
	sprites, _ := screenTestEnv(t)
	for _, size := range [][2]int{{1200, 760}, {1024, 640}, {800, 600}, {540, 960}, {640, 1000}, {720, 1280}} {
		for _, lang := range game.LanguageCodes() {
			ctx := testContext(t, lang, size[0], size[1])
			list, _ := ctx.lessons()
			for _, l := range list {
				s := newLessonScene(ctx, l, 0, sprites)
				for i := range l.Pages {
					if l.Pages[i].Kind != lesson.PageShow {
						continue
					}
					s.open(i)
					s.sess.FinishShow()
					for at, _ := s.sess.Frame(); at >= 0; at-- {
						s.refresh(ctx)
						bottom := s.steps.back.Rect.Min.Y
						if s.steps.back.Hidden {
							bottom = s.prev.Rect.Min.Y
						}
						for _, w := range []*widget.Label{s.title, s.text, s.caption, s.feedback} {
							if w.Text != "" && w.Rect.Max.Y > bottom {
								t.Errorf("%s %dx%d %s page %d frame %d: %q ends at %d, under the controls at %d", lang,
									size[0], size[1], l.Key, i+1, at, w.Text, w.Rect.Max.Y, bottom)
							}
						}
						s.sess.Back()
					}
				}
				s.sess.Close()
			}
		}
	}
}
