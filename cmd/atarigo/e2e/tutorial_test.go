package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// TestTutorialAsANewcomer opens Learn to play on a first start, finishes the first lesson (its show pages, a
// stone on each point asked, the first capture), goes on to the next lesson, makes a wrong ladder and sees it refuted; then starts the
// window again and finds the progress kept.
func TestTutorialAsANewcomer(t *testing.T) {
	w := newWindow(t)
	w.clean("t0")
	w.run("tutorial.script", "en")
	for _, name := range []string{"t01-menu.png", "t02-map.png", "t05-next-lesson.png"} {
		checkNotBlank(t, load(t, w.out, name, false))
	}
	solved := load(t, w.out, "t03-solved.png", true)
	if want := "Well done!"; solved.info.Status != want {
		t.Errorf("after the first stone the page says %q, want %q", solved.info.Status, want)
	}
	last := load(t, w.out, "t04-last-page.png", true)
	if got := last.info.Status; !strings.HasPrefix(got, "Captured!") {
		t.Errorf("the last page of the first lesson says %q", got)
	}
	if point(last, "D4") != '.' || point(last, "D3") != 'X' {
		t.Errorf("the capture is not on the board (D4 %c, D3 %c)", point(last, "D4"), point(last, "D3"))
	}
	refuted := load(t, w.out, "t06-refuted.png", true)
	if !strings.Contains(refuted.info.Status, "got away") {
		t.Errorf("after a wrong ladder the page says %q, want the chain's escape", refuted.info.Status)
	}
	if point(refuted, "C4") != 'X' || point(refuted, "D3") != 'O' {
		t.Errorf("the refutation is not on the board (C4 %c, D3 %c)", point(refuted, "C4"), point(refuted, "D3"))
	}

	// The progress is in the learner's file, written at once.
	st, data := readLearner(t, w.config)
	if s := st.Tutorial.State("01-stones", 8); !s.Finished() || s.Stars != game.MaxStars {
		t.Errorf("the first lesson is not finished with three stars in the learner's file: %+v\n%s", s, data)
	}
	if !st.Tutorial.Offered || st.Tutorial.Last != "10-ladder" {
		t.Errorf("offered %v, last lesson %q", st.Tutorial.Offered, st.Tutorial.Last)
	}
	if st.Tutorial.Stars("10-ladder", 1) != 0 {
		t.Error("the refuted ladder counts as done")
	}

	w.run("tutorial-again.script", "en")
	checkNotBlank(t, load(t, w.out, "t08-map-again.png", false))
}

// TestTutorialJudgesWhatThePageAsks plays, in the window, a slower way to the chain on the chains page (taken
// back and said, not praised), then the capture at once; and answers the broken ladder's question, whose
// ladder is played to the escape and stays on the board with a sentence of what was seen.
func TestTutorialJudgesWhatThePageAsks(t *testing.T) {
	w := newWindow(t)
	w.clean("e0")
	w.run("tutorial-exact.script", "en")
	slower := load(t, w.out, "e01-slower.png", true)
	if want := "That works, but there is a quicker way. Try again!"; slower.info.Status != want {
		t.Errorf("after C6 the page says %q, want %q", slower.info.Status, want)
	}
	if point(slower, "C6") != '.' || point(slower, "D4") != 'O' {
		t.Errorf("the slower move was not taken back (C6 %c, D4 %c)", point(slower, "C6"), point(slower, "D4"))
	}
	captured := load(t, w.out, "e02-captured.png", true)
	if !strings.HasPrefix(captured.info.Status, "Captured!") || point(captured, "D4") != '.' {
		t.Errorf("after D5 the page says %q with D4 %c", captured.info.Status, point(captured, "D4"))
	}
	offTask := load(t, w.out, "e025-off-task.png", true)
	if want := "That captures other stones first, not the ones this page is about. Try again!"; offTask.info.Status != want {
		t.Errorf("after F5 the page says %q, want %q", offTask.info.Status, want)
	}
	if point(offTask, "F5") != '.' || point(offTask, "C6") != 'O' {
		t.Errorf("the move off the task was not taken back (F5 %c, C6 %c)", point(offTask, "F5"), point(offTask, "C6"))
	}
	question := load(t, w.out, "e03-question.png", true)
	seen := load(t, w.out, "e04-ladder-seen.png", true)
	if want := "Not this time: the ladder does not work here: the chain escapes."; seen.info.Status != want {
		t.Errorf("after the ladder ran the page says %q, want %q", seen.info.Status, want)
	}
	if point(question, "D5") != '.' || point(seen, "D5") != 'O' || point(seen, "E4") != 'X' {
		t.Errorf("the ladder's line is not on the board (D5 %c then %c, E4 %c)", point(question, "D5"),
			point(seen, "D5"), point(seen, "E4"))
	}
	no := load(t, w.out, "e05-ladder-no.png", true)
	if !strings.HasPrefix(no.info.Status, "Right: the ladder does not work here") {
		t.Errorf("after Try again and No the page says %q", no.info.Status)
	}
	if point(no, "D5") != 'O' || point(no, "E4") != 'X' {
		t.Errorf("the ladder's line is not on the board after No (D5 %c, E4 %c)", point(no, "D5"), point(no, "E4"))
	}
}

// TestTutorialShowPageSpeaksRussian opens the ladder lesson in Russian: its show page plays its whole line, and
// the caption is the Russian comment of the line's last move, the last move's stone on the board.
func TestTutorialShowPageSpeaksRussian(t *testing.T) {
	lessons, err := lesson.LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	var steps []lesson.Step
	for _, l := range lessons {
		if l.Key == "10-ladder" {
			steps = l.Pages[0].Steps()
		}
	}
	if len(steps) < 2 {
		t.Fatal("the ladder lesson has no shown line")
	}
	last := steps[len(steps)-1]
	want := ""
	for i := len(steps) - 1; i > 0 && want == ""; i-- {
		if steps[i].Text != nil {
			want = steps[i].Text.In("ru")
		}
	}
	w := newWindow(t)
	w.clean("r0")
	w.run("tutorial-russian.script", "ru")
	shown := load(t, w.out, "r01-ladder-shown.png", true)
	if shown.info.Caption != want {
		t.Errorf("the caption is %q, want the Russian comment %q", shown.info.Caption, want)
	}
	if !strings.ContainsFunc(want, func(r rune) bool { return r >= 'а' && r <= 'я' }) {
		t.Errorf("the last comment %q is not Russian", want)
	}
	mv := last.Move.Point.GTP(shown.info.Rows)
	if want := map[engine.Color]byte{engine.Black: 'X', engine.White: 'O'}[last.Move.Color]; point(shown, mv) != want {
		t.Errorf("the line's last move %s is not on the board (%c)", mv, point(shown, mv))
	}
}

// TestTutorialKoThreat plays the ko lesson in the window: the capture in a ko is praised as one, the take-back at
// once refused with the ko rule, a move that is no threat refuted by White ending the ko (the stone on its point),
// and a threat answered, after which the take-back solves the page.
func TestTutorialKoThreat(t *testing.T) {
	w := newWindow(t)
	w.clean("k0")
	w.run("tutorial-ko.script", "en")
	taken := load(t, w.out, "k02-taken-later.png", true)
	if !strings.HasPrefix(taken.info.Status, "Taken in a ko!") || point(taken, "C4") != '.' || point(taken, "D4") != 'X' {
		t.Errorf("after D4 the page says %q (C4 %c, D4 %c)", taken.info.Status, point(taken, "C4"), point(taken, "D4"))
	}
	refused := load(t, w.out, "k04-retake-refused.png", true)
	if !strings.HasPrefix(refused.info.Status, "Ko: you may not take back at once") || point(refused, "D5") != '.' {
		t.Errorf("the take-back at once: %q, D5 %c", refused.info.Status, point(refused, "D5"))
	}
	ended := load(t, w.out, "k05-no-threat.png", true)
	if !strings.HasPrefix(ended.info.Status, "White connected and ended the ko") || point(ended, "D5") != 'O' {
		t.Errorf("a move that is no threat: %q, D5 %c", ended.info.Status, point(ended, "D5"))
	}
	answered := load(t, w.out, "k06-threat-answered.png", true)
	if point(answered, "F5") != 'X' || point(answered, "E6") != 'O' || point(answered, "D5") != '.' {
		t.Errorf("the threat and its answer are not on the board (F5 %c, E6 %c, D5 %c)", point(answered, "F5"),
			point(answered, "E6"), point(answered, "D5"))
	}
	solved := load(t, w.out, "k07-solved.png", true)
	if !strings.HasPrefix(solved.info.Status, "Taken in a ko!") || point(solved, "D5") != 'X' || point(solved, "C5") != '.' {
		t.Errorf("the take-back: %q (D5 %c, C5 %c)", solved.info.Status, point(solved, "D5"), point(solved, "C5"))
	}
}

// readLearner reads the default learner's file in the config folder config, which must be whole; it returns the
// record and the file's text.
func readLearner(t *testing.T, config string) (game.Learner, []byte) {
	t.Helper()
	data, err := os.ReadFile(game.LearnerPath(config, game.DefaultLearnerID))
	if err != nil {
		t.Fatalf("no learner's file written: %v", err)
	}
	l, _, err := game.ReadLearner(data)
	if err != nil {
		t.Fatalf("the learner's file does not read whole: %v\n%s", err, data)
	}
	return l, data
}
