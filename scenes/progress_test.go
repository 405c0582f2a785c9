package scenes

import (
	"testing"
)

// TestProgressNextLessonIsAButton finds the Progress screen's next step, while lessons are left, as a button that
// opens the next lesson where the learner left off; once they are done, the next step is words, not a button.
func TestProgressNextLessonIsAButton(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	for _, p := range []int{0, 1, 2, 3, 4, 5, 6, 7} {
		ctx.Learner.Tutorial.Done("01-stones", p, 3)
	}
	s := newProgressScene(ctx, ToMenu{})
	s.Update(ctx)
	if s.lesson.Hidden || s.lesson.Text != "Next: the lesson “Liberties”." || !s.next.Hidden {
		t.Fatalf("the next step: button %q (hidden %v), words %q", s.lesson.Text, s.lesson.Hidden, s.next.Text)
	}
	if req := clickButton(t, ctx, s, s.lesson); req != (OpenLesson{Key: "02-liberties", Page: -1}) {
		t.Errorf("the next lesson's button asked for %#v", req)
	}

	list, _ := ctx.lessons()
	for _, l := range list {
		for p := range l.Pages {
			ctx.Learner.Tutorial.Done(l.Key, p, 3)
		}
	}
	s = newProgressScene(ctx, ToMenu{})
	s.Update(ctx)
	if !s.lesson.Hidden || s.next.Hidden || s.next.Text == "" {
		t.Errorf("with every lesson done: button hidden %v, words %q", s.lesson.Hidden, s.next.Text)
	}
}
