package lesson

import (
	"fmt"
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// The window's sentences beside the board, as the tests read them to the lesson: a short one and a long one.
const (
	shortSentence = "Watch the chain escape."
	longSentence  = "Not this time: the ladder does not work, and the chain runs to the white stone and gets away."
)

// screen is what the learner sees of a Session at one tick: the frame of the moves and the caption.
type screen struct {
	at      int
	caption string
}

// look returns what s shows in lang.
func look(s *Session, lang string) screen {
	at, _ := s.Frame()
	return screen{at, s.Caption(lang)}
}

// watch ticks s until its moves are played out and n more ticks have passed, and returns what it showed at each
// tick, the first before any.
func watch(t *testing.T, s *Session, lang string, n int) []screen {
	t.Helper()
	out := []screen{look(s, lang)}
	for i := 0; (s.Playing() || n > 0) && i < 100000; i++ {
		if !s.Playing() {
			n--
		}
		s.Tick()
		out = append(out, look(s, lang))
	}
	if s.Playing() {
		t.Fatal("the moves are still playing after 100000 ticks")
	}
	return out
}

// spells returns the runs of the same screen in seen: each screen and how many ticks it stayed.
func spells(seen []screen) (shown []screen, ticks []int) {
	for _, sc := range seen {
		if len(shown) > 0 && shown[len(shown)-1] == sc {
			ticks[len(ticks)-1]++
			continue
		}
		shown, ticks = append(shown, sc), append(ticks, 1)
	}
	return shown, ticks
}

// checkPlayedAtPace checks what a Session showed while its moves played by themselves from frame from: every frame
// one after the other, each staying at least MoveTicks and, when it brought words, their reading time; every caption
// staying its reading time; the last frame staying to the end. firstHold is the least time the first frame stays.
func checkPlayedAtPace(t *testing.T, where string, seen []screen, from, moves, firstHold int) {
	t.Helper()
	shown, ticks := spells(seen)
	for k, sc := range shown {
		if sc.at != from+k {
			t.Fatalf("%s: frame %d follows frame %d", where, sc.at, shown[max(k-1, 0)].at)
		}
		if k == len(shown)-1 {
			break
		}
		least := MoveTicks
		if k == 0 {
			least = max(least, firstHold)
		}
		if ticks[k] < least {
			t.Errorf("%s: frame %d stayed %d ticks, less than %d", where, sc.at, ticks[k], least)
		}
	}
	if last := shown[len(shown)-1]; last.at != moves {
		t.Errorf("%s: the moves stopped at frame %d of %d", where, last.at, moves)
	}
	// A caption stays its reading time, whichever frames it spans.
	since, caption := 0, seen[0].caption
	for i, sc := range seen {
		if sc.caption == caption {
			continue
		}
		if need := ReadingTicks(caption); i-since < need {
			t.Errorf("%s: %q was on screen %d ticks, less than its reading time %d (%d words at %.1f a second)",
				where, caption, i-since, need, Words(caption), ChildWordsPerSecond)
		}
		since, caption = i, sc.caption
	}
}

// checkSteps steps s from its last frame back to the start and forward again with Back and Forward: each step shows
// the frame next to the one before with the caption its step has (want), and nothing moves by itself between steps,
// however long the learner looks; at the ends a step does nothing.
func checkSteps(t *testing.T, where string, s *Session, lang string, want func(at int) (string, string)) {
	t.Helper()
	_, n := s.Frame()
	check := func(at int) {
		t.Helper()
		board, caption := want(at)
		if got := look(s, lang); got.at != at || got.caption != caption || s.Board().String() != board {
			t.Fatalf("%s: stepped to frame %d caption %q, want frame %d caption %q, board\n%s\nwant\n%s", where,
				got.at, got.caption, at, caption, s.Board(), board)
		}
		for range 3 * ReadingTicks(longSentence) {
			s.Tick()
		}
		if got := look(s, lang); got.at != at || got.caption != caption {
			t.Fatalf("%s: frame %d gave way to frame %d by itself after a step", where, at, got.at)
		}
	}
	check(n)
	for at := n - 1; at >= 0; at-- {
		s.Back()
		check(at)
	}
	s.Back()
	check(0)
	for at := 1; at <= n; at++ {
		s.Forward()
		check(at)
	}
	s.Forward()
	check(n)
}

// TestEveryShownLineStepsAtAChildsPace plays every show page and every question of the built-in lessons, in
// English, Czech and Russian, as the window does, a tick a frame: the moves play by themselves at a young reader's
// pace (each caption on screen at least its reading time, the page's words read before the first move, the window's
// sentence read before a question's line starts), the last frame stays, no jump back to the start; then the learner
// steps through every frame with Back and Forward, and each stays until the next step; Play from the last frame plays
// the line again from its start.
func TestEveryShownLineStepsAtAChildsPace(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	shows, questions := 0, 0
	for _, l := range lessons {
		for i := range l.Pages {
			pg := &l.Pages[i]
			switch pg.Kind {
			case PageShow:
				shows++
				for _, lang := range []string{"en", "cs", "ru"} {
					checkShowPage(t, l, i, lang)
				}
			case PageQuestion:
				questions++
				for _, yes := range []bool{true, false} {
					checkQuestion(t, l, i, yes)
				}
			}
		}
	}
	if shows < 20 || questions < 4 {
		t.Errorf("only %d show pages and %d questions in the built-in lessons", shows, questions)
	}
}

// checkShowPage plays page i of l in lang, then steps through it.
func checkShowPage(t *testing.T, l *Lesson, i int, lang string) {
	t.Helper()
	pg := &l.Pages[i]
	where := fmt.Sprintf("%s page %d (%s)", l.Key, i+1, lang)
	s := NewSession(l, i, Options{Lang: lang})
	defer s.Close()
	steps := pg.Steps()
	seen := watch(t, s, lang, 2*ReadingTicks(longSentence))
	checkPlayedAtPace(t, where, seen, 0, len(steps)-1, ReadingTicks(pg.Text.In(lang)))
	if !s.Done() {
		t.Errorf("%s: the show is not done at its end", where)
	}
	want := func(at int) (string, string) {
		p := pg.Start()
		for _, st := range steps[1 : at+1] {
			if _, err := p.Play(st.Move); err != nil {
				t.Fatalf("%s: move %d: %v", where, at, err)
			}
		}
		caption := ""
		for k := at; k > 0 && caption == ""; k-- {
			if steps[k].Text != nil {
				caption = steps[k].Text.In(lang)
			}
		}
		return p.String(), caption
	}
	if len(steps) > 1 {
		checkSteps(t, where, s, lang, want)
		s.Play()
		if at, _ := s.Frame(); at != 0 || !s.Playing() {
			t.Errorf("%s: Play at the last frame shows frame %d, playing %v; want the start again", where, at, s.Playing())
		}
		checkPlayedAtPace(t, where+" played again", watch(t, s, lang, 10), 0, len(steps)-1, 0)
	}
}

// checkQuestion answers question i of l with yes or no, hands the window's sentence to Read, and plays the
// question's line: it starts after the sentence is read, ends on its decisive frame (the ladder's capture, or the
// chain escaped with its liberties marked) and stays there; then the learner steps through it and plays it again.
func checkQuestion(t *testing.T, l *Lesson, i int, yes bool) {
	t.Helper()
	pg := &l.Pages[i]
	where := fmt.Sprintf("%s page %d answered %v", l.Key, i+1, yes)
	s := NewSession(l, i, Options{})
	defer s.Close()
	ex := s.Exercise()
	s.Read("") // the column says nothing while the question waits
	s.Answer(yes)
	s.WaitJudge()
	s.Read(longSentence) // the verdict, shown before the first move
	start := pg.Start()
	_, n := s.Frame()
	if pg.Goal.Kind != ai.GoalLadder {
		if n != 0 || s.Steppable() || s.Board().String() != ex.Position().String() {
			t.Errorf("%s: a question without a line has %d moves, steppable %v", where, n, s.Steppable())
		}
		return
	}
	if n == 0 || s.Board().String() != start.String() {
		t.Fatalf("%s: the ladder's line (%d moves) does not start from the question's board", where, n)
	}
	seen := watch(t, s, "en", 2*ReadingTicks(longSentence))
	checkPlayedAtPace(t, where, seen, 0, n, ReadingTicks(longSentence))
	if s.Board().String() != ex.Position().String() || s.Board().String() == start.String() {
		t.Errorf("%s: the board is not at the end of the line:\n%s", where, s.Board())
	}
	target := pg.Goal.Targets[0]
	works := yes == (ex.State() == Solved)
	mk := s.Marks()
	if works && s.Board().At(target) != engine.Empty {
		t.Errorf("%s: the ladder works but its last frame does not show the capture:\n%s", where, s.Board())
	}
	libs := s.Board().LibertyPoints(target, nil)
	if !works && (!s.Board().At(target).IsStone() || len(libs) < 2 || !containsAll(mk.Dots, libs)) {
		t.Errorf("%s: the ladder fails but its last frame does not show the chain with its liberties %v marked: %v\n%s",
			where, libs, mk.Dots, s.Board())
	}
	moves := slices.Clone(s.moves)
	checkSteps(t, where, s, "en", func(at int) (string, string) {
		p := start
		for _, mv := range moves[:at] {
			p.Play(mv)
		}
		return p.String(), ""
	})
	s.Play()
	checkPlayedAtPace(t, where+" replayed", watch(t, s, "en", 10), 0, n, 0)
}

// containsAll reports whether every point of want is in have.
func containsAll(have, want []engine.Point) bool {
	for _, p := range want {
		if !slices.Contains(have, p) {
			return false
		}
	}
	return true
}

// TestARefutationStepsAndEndsOnItsEscape plays the wrong move of the test lesson: the refutation waits for the
// window's sentence, plays at the pace, ends with the escaped stone's liberties marked, steps back and forward, and
// the learner's move stays in the line as its first move.
func TestARefutationStepsAndEndsOnItsEscape(t *testing.T) {
	s, _ := newTestSession(t, sessionLesson, 1)
	ex := s.Exercise()
	s.Click(pt(t, "D3"))
	if s.Steppable() {
		t.Error("a move being judged can be stepped through")
	}
	s.WaitJudge()
	s.Read(shortSentence)
	if ex.State() != Refuted || !s.Steppable() {
		t.Fatalf("D3: %v, steppable %v", ex.State(), s.Steppable())
	}
	at, n := s.Frame()
	if at != 1 || n < 2 {
		t.Fatalf("the refutation starts at frame %d of %d, want after the learner's move", at, n)
	}
	seen := watch(t, s, "en", 200)
	checkPlayedAtPace(t, "the refutation", seen, 1, n, ReadingTicks(shortSentence))
	d4 := pt(t, "D4")
	if libs := s.Board().LibertyPoints(d4, nil); len(libs) < 2 || !containsAll(s.Marks().Dots, libs) {
		t.Errorf("the escaped stone's liberties %v are not marked: %v", libs, s.Marks().Dots)
	}
	s.Back()
	if len(s.Marks().Dots) != 0 {
		t.Errorf("a frame before the escape marks liberties: %v", s.Marks().Dots)
	}
	for range n {
		s.Back()
	}
	if start := s.Page().Start(); s.Board().String() != start.String() {
		t.Error("Back to the start does not show the page's start")
	}
	if at, _ := s.Frame(); at != 0 {
		t.Errorf("Back to the start shows frame %d", at)
	}
	s.Forward()
	if at, _ := s.Frame(); at != 1 || s.Board().At(pt(t, "D3")) != engine.Black {
		t.Errorf("Forward from the start shows frame %d, not the learner's move", at)
	}
	s.Play()
	watch(t, s, "en", 0)
	if at, n := s.Frame(); at != n || s.Board().String() != ex.Position().String() {
		t.Errorf("Play did not play to the refutation's end: frame %d of %d", at, n)
	}
	s.Retry()
	if _, n := s.Frame(); n != 0 || s.Steppable() {
		t.Errorf("Try again kept %d moves", n)
	}
}

// TestShowMeWaitsWhileHeldBack starts Show me, steps back while it plays, and finds it waiting until Play: then it
// finishes the exercise, whose whole line can be stepped through.
func TestShowMeWaitsWhileHeldBack(t *testing.T) {
	s, _ := newTestSession(t, sessionLesson, 1)
	ex := s.Exercise()
	s.ShowMe()
	for i := 0; i < 20000; i++ {
		s.WaitJudge()
		s.Tick()
		if _, n := s.Frame(); n >= 2 {
			break
		}
	}
	at, n := s.Frame()
	if n < 2 || !s.Steppable() {
		t.Fatalf("Show me played %d moves, steppable %v", n, s.Steppable())
	}
	s.Back()
	for range 2000 {
		s.WaitJudge()
		s.Tick()
	}
	if got, m := s.Frame(); got != at-1 || m < n || ex.State() == Solved && m > n {
		t.Fatalf("held back at frame %d, Show me went on: frame %d of %d", at-1, got, m)
	}
	s.Play()
	for i := 0; s.ShowingMe() && i < 100000; i++ {
		s.WaitJudge()
		s.Tick()
	}
	s.Settle()
	if ex.State() != Solved {
		t.Fatalf("Show me did not finish: %v", ex.State())
	}
	if at, n := s.Frame(); at != n || !s.Steppable() {
		t.Errorf("after Show me: frame %d of %d, steppable %v", at, n, s.Steppable())
	}
}

// TestPacesAreFasterInOrder checks that each pace the settings offer holds a text for less time than the one
// before, and the young reader's pace for the words at ChildWordsPerSecond after the pause.
func TestPacesAreFasterInOrder(t *testing.T) {
	text := "one two three four five six seven eight nine ten"
	if got, want := ReadingTicks(text), ReadPauseTicks+int(10*TicksPerSecond/ChildWordsPerSecond); got != want {
		t.Errorf("ten words take %d ticks, want %d", got, want)
	}
	if ReadingTicks("  ") != 0 {
		t.Error("a text without words takes time to read")
	}
	last := ReadingTicks(text) + 1
	for _, p := range Paces() {
		if !p.Known() {
			t.Errorf("pace %q is not known", p)
		}
		if got := p.Ticks(ReadingTicks(text)); got >= last || got < 1 {
			t.Errorf("pace %q holds ten words %d ticks, after %d", p, got, last)
		}
		last = p.Ticks(ReadingTicks(text))
	}
	if Pace("warp").Known() {
		t.Error("an unknown pace is known")
	}
}

// TestTheComputersAnswerComesWhileTheLearnerReads plays a right move: the computer's answer comes a move's time after
// it, without waiting for the window's sentence, since the learner reads it while thinking of the next move (a
// refutation waits for it: TestARefutationStepsAndEndsOnItsEscape).
func TestTheComputersAnswerComesWhileTheLearnerReads(t *testing.T) {
	s, _ := newTestSession(t, sessionLesson, 1)
	s.Click(pt(t, "D5"))
	s.WaitJudge()
	s.Read(longSentence)
	if s.Exercise().State() != Waiting || !s.Playing() {
		t.Fatalf("after a right move: %v, playing %v", s.Exercise().State(), s.Playing())
	}
	ticks := 0
	for ; s.Playing() && ticks < 10000; ticks++ {
		s.Tick()
	}
	// The judge answered at once: the learner's move stays its time, and the answer follows.
	if want := max(MoveTicks, AnswerFirstTicks); ticks != want {
		t.Errorf("the answer came after %d ticks, want %d", ticks, want)
	}
	if s.Steppable() {
		t.Error("an exercise waiting for the learner's move can be stepped through")
	}
}
