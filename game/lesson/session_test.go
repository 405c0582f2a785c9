package lesson

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// sessionLesson is a lesson made for these tests: a show page of two moves, a capture that takes two moves
// (the white stone at D4 escapes towards the open side, not towards Black's stones below), and a game page.
//
//	  A B C D E F G
//	7 . . . . . . .
//	6 . . . . . . .
//	5 . . . . . . .
//	4 . . X O X . .
//	3 . . X . X . .
//	2 . . . . . . .
//	1 . . . . . . .
const sessionLesson = `(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]GN[Session]PL[B]AB[cd][ed]AW[dd]C[Two moves.]
;B[dc]C[Atari from above.];W[de]C[White runs.])
(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]PL[B]AB[cd][ed][ce][ee]AW[dd]C[Capture the white stone.]AGGL[capture]AGTG[dd]AGAN[dc])
(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]PL[B]AB[cd][ed]AW[dd]C[Win a game.]AGGL[game]AGLV[beginner])`

// progressLog is a Progress that remembers what it was told.
type progressLog struct {
	stars    map[string]int
	saved    int
	missed   []string
	mastered []string
}

func (p *progressLog) Stars(key string, page int) int { return p.stars[fmt.Sprint(key, page)] }

func (p *progressLog) Done(key string, page, stars int) bool {
	if p.stars == nil {
		p.stars = map[string]int{}
	}
	k := fmt.Sprint(key, page)
	if stars <= p.stars[k] {
		return false
	}
	p.stars[k] = stars
	return true
}

func (p *progressLog) Miss(kind string)     { p.missed = append(p.missed, kind) }
func (p *progressLog) Mastered(kind string) { p.mastered = append(p.mastered, kind) }

// newTestSession opens page of the lesson text with a progressLog.
func newTestSession(t *testing.T, text string, page int) (*Session, *progressLog) {
	t.Helper()
	l, err := Parse("session.sgf", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	p := &progressLog{}
	s := NewSession(l, page, Options{Progress: p, Save: func() { p.saved++ }})
	t.Cleanup(s.Close)
	return s, p
}

// pt reads a point in GTP coordinates on the 7×7 board.
func pt(t *testing.T, s string) engine.Point {
	t.Helper()
	p, err := engine.ParseGTPPoint(s, 7, 7)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// played returns the moves among events, in GTP coordinates.
func played(events []Event) []string {
	var out []string
	for _, e := range events {
		if p, ok := e.(Played); ok {
			out = append(out, p.Move.Point.GTP(7))
		}
	}
	return out
}

// TestSessionShowPagePlaysItsMovesAtItsPace ticks a show page through: nothing while the page's words are read,
// then each move when the words of the one before have been read, and the page recorded done once, with all its
// stars, at the end.
func TestSessionShowPagePlaysItsMovesAtItsPace(t *testing.T) {
	s, prog := newTestSession(t, sessionLesson, 0)
	if s.Steps() != 3 || !s.Playing() || s.Done() {
		t.Fatalf("a show page of two moves: %d steps, playing %v, done %v", s.Steps(), s.Playing(), s.Done())
	}
	var events []Event
	var at []int // the tick each move came at
	ticks := 0
	for s.Playing() && ticks < 10000 {
		s.Tick()
		ticks++
		if got := s.Events(); len(got) > 0 {
			events = append(events, got...)
			at = append(at, ticks)
		}
	}
	page := ReadingTicks("Two moves.")
	first := ReadingTicks("Atari from above.")
	if len(at) < 2 || at[0] != page || at[1] != page+first {
		t.Errorf("the moves came at ticks %v, want %d (the page's words read) and %d (the first move's read)", at,
			page, page+first)
	}
	if got := played(events); !slices.Equal(got, []string{"D5", "D3"}) {
		t.Errorf("played %v", got)
	}
	if got := s.Caption("en"); got != "White runs." {
		t.Errorf("the caption at the end is %q", got)
	}
	if !slices.Contains(events, Event(PageDone{Page: 0, Stars: MaxStars})) {
		t.Errorf("the end of the show did not record the page: %v", events)
	}
	if prog.stars[fmt.Sprint(s.Lesson().Key, 0)] != MaxStars || prog.saved != 1 || !s.Done() {
		t.Errorf("progress %v saved %d times, done %v", prog.stars, prog.saved, s.Done())
	}
	if mk := s.Marks(); len(mk.Numbers) != 2 || mk.Last != engine.NoPoint {
		t.Errorf("the moves of the show are not numbered: %+v", mk)
	}
	s.Open(0)
	s.FinishShow()
	if s.Playing() || s.Board().At(pt(t, "D3")) != engine.White || !s.Done() {
		t.Error("FinishShow did not show the show's end at once")
	}
}

// TestSessionRefutesThenSolves plays a wrong move, sees it refuted on the board and counted as a miss, starts
// again, and solves the page with the engine's moves: the stars and the progress follow.
func TestSessionRefutesThenSolves(t *testing.T) {
	s, prog := newTestSession(t, sessionLesson, 1)
	ex := s.Exercise()
	s.Click(pt(t, "D3")) // atari from below: White runs up into open space
	if got := played(s.Events()); !slices.Equal(got, []string{"D3"}) || ex.State() != Judging {
		t.Fatalf("the learner's move is not on the board at once: %v, %v", got, ex.State())
	}
	if !s.Busy() || s.Done() {
		t.Error("a move being judged leaves the page idle")
	}
	s.Settle()
	if ex.State() != Refuted {
		t.Fatalf("D3 left %v (%v)", ex.State(), ex.Said().Kind)
	}
	if ex.Said().Kind != SaidEscaped {
		t.Errorf("the refutation says %v", ex.Said().Kind)
	}
	events := s.Events()
	if len(played(events)) == 0 {
		t.Error("the refutation was not played on the board")
	}
	if got, want := s.Board().String(), ex.Position().String(); got != want {
		t.Errorf("the board after the refutation\n%s\nthe exercise\n%s", got, want)
	}

	s.Retry()
	start := s.Page().Start()
	if s.Board().String() != start.String() || ex.State() != Waiting || s.Moved() {
		t.Fatal("Retry did not put the page back to its start")
	}
	s.Click(pt(t, "D5"))
	s.Settle()
	for step := 0; ex.State() == Waiting && step < 10; step++ {
		if ex.Said().Kind != SaidGood || ex.Next() == engine.NoPoint {
			t.Fatalf("after a right move: %v, next %v", ex.Said().Kind, ex.Next())
		}
		s.Click(ex.Next())
		s.Settle()
	}
	if ex.State() != Solved || !s.Solved() {
		t.Fatalf("the engine's own line left %v", ex.State())
	}
	events = s.Events()
	if !slices.Contains(events, Event(ExerciseSolved{Stars: 2})) || s.Stars() != 2 {
		t.Errorf("solved after one wrong try: %v, %d stars", events, s.Stars())
	}
	if got := prog.Stars(s.Lesson().Key, 1); got != 2 || !s.Done() {
		t.Errorf("the page kept %d stars, done %v", got, s.Done())
	}
}

// TestSessionHintsThenShowMe takes the three hints, sees each on the board's marks, and lets Show me finish.
func TestSessionHintsThenShowMe(t *testing.T) {
	s, prog := newTestSession(t, sessionLesson, 1)
	ex := s.Exercise()
	target := pt(t, "D4")
	s.Hint()
	s.Settle() // the first hint asks the judge for the answers
	if mk := s.Marks(); ex.Said().Kind != SaidHintLook || !slices.Contains(mk.Rings, target) {
		t.Errorf("the first hint: %v, rings %v", ex.Said().Kind, mk.Rings)
	}
	s.Hint()
	if mk := s.Marks(); ex.Said().Kind != SaidHintLiberties || len(mk.Dots) != 2 {
		t.Errorf("the second hint: %v, dots %v", ex.Said().Kind, mk.Dots)
	}
	s.Hint()
	mk := s.Marks()
	if ex.Said().Kind != SaidHintMove || mk.HintMove != pt(t, "D5") || !s.HintsUsedUp() {
		t.Fatalf("the third hint: %v at %v", ex.Said().Kind, mk.HintMove)
	}
	s.ShowMe()
	if !s.ShowingMe() {
		t.Fatal("Show me did not start")
	}
	s.Settle()
	if ex.State() != Solved || s.ShowingMe() || s.Stars() != 1 {
		t.Fatalf("after Show me: %v, showing %v, %d stars", ex.State(), s.ShowingMe(), s.Stars())
	}
	if len(prog.mastered) != 0 {
		t.Error("a page solved with help counts as mastered")
	}
}

// brokenLadder is a ladder question made for these tests: the white stone at D4 runs, and the ladder meets
// White's stone at B3, so it does not work; the escape is proved by the reader.
//
//	  A B C D E F G H J
//	6 . . . . . . O . .
//	5 . . . X . . . . .
//	4 . . X O . . . . .
//	3 . O . . X . . . .
const brokenLadder = `(;GM[1]FF[4]CA[UTF-8]SZ[9]AGCT[1]GN[Ladder]PL[B]AB[de][cf][eg]AW[df][bg][gd]
C[Does the ladder work?]AGGL[ladder]AGTG[df])`

// TestSessionQuestionShowsItsLine answers a ladder question both ways and finds, each time, the ladder played
// out to the chain's escape and the board left where the line ends, not back at the start.
func TestSessionQuestionShowsItsLine(t *testing.T) {
	for _, yes := range []bool{true, false} {
		l, err := Parse("ladder.sgf", []byte(brokenLadder))
		if err != nil {
			t.Fatal(err)
		}
		s := NewSession(l, 0, Options{})
		ex := s.Exercise()
		s.Answer(yes)
		if got := played(s.Events()); len(got) != 0 {
			t.Errorf("answer %v: moves played before the judge answered: %v", yes, got)
		}
		s.WaitJudge()
		if !s.Playing() {
			t.Fatalf("answer %v: the ladder's line is not being played", yes)
		}
		start := s.Page().Start()
		if s.Board().String() != start.String() {
			t.Errorf("answer %v: the line starts from another board", yes)
		}
		s.Settle()
		var got []string
		for _, e := range s.Events() {
			if p, ok := e.(Played); ok {
				got = append(got, p.Move.Point.GTP(9))
			}
		}
		if want := []string{"E4", "D3", "D2", "C3"}; !slices.Equal(got, want) {
			t.Errorf("answer %v: played %v, want %v", yes, got, want)
		}
		if want := map[bool]State{true: Refuted, false: Solved}[yes]; ex.State() != want {
			t.Errorf("answer %v: %v, want %v", yes, ex.State(), want)
		}
		if s.Board().String() != ex.Position().String() || s.Board().String() == start.String() {
			t.Errorf("answer %v: the board went back after the line:\n%s", yes, s.Board())
		}
		if d4, _ := engine.ParseGTPPoint("D4", 9, 9); s.Board().Liberties(d4) < 3 {
			t.Errorf("answer %v: the chain did not escape:\n%s", yes, s.Board())
		}
		s.Retry()
		if s.Board().String() != start.String() {
			t.Errorf("answer %v: Retry did not put the board back", yes)
		}
		s.Close()
	}
}

// TestSessionDropsAnAnswerForAPageLeft asks the judge, leaves the page before it answers, and finds nothing
// delivered to the new page.
func TestSessionDropsAnAnswerForAPageLeft(t *testing.T) {
	s, _ := newTestSession(t, sessionLesson, 1)
	s.Click(pt(t, "D3"))
	if err := s.Open(2); err != nil {
		t.Fatal(err)
	}
	s.WaitJudge() // nothing is being judged any more: returns at once
	for range 5 {
		s.Tick()
	}
	for _, e := range s.Events() {
		if j, ok := e.(Judged); ok {
			t.Fatalf("an answer for the page left was delivered: %+v", j)
		}
	}
	if s.Exercise() != nil || s.Busy() {
		t.Error("the game page has an exercise or is busy")
	}
	if err := s.Open(3); err != ErrNoPage {
		t.Errorf("a page past the end: %v", err)
	}
}

// TestSessionGamePageIsDoneByItsStars checks that a game page is done once the learner's win is recorded.
func TestSessionGamePageIsDoneByItsStars(t *testing.T) {
	s, prog := newTestSession(t, sessionLesson, 2)
	if s.Page().Kind != PageGame || s.Done() {
		t.Fatalf("the game page: %v, done %v", s.Page().Kind, s.Done())
	}
	prog.Done(s.Lesson().Key, 2, MaxStars)
	if !s.Done() || s.PageStars(2) != MaxStars {
		t.Error("a won game page is not done")
	}
}

// TestSessionRefusesIllegalClicks checks that an occupied point is refused without asking the judge.
func TestSessionRefusesIllegalClicks(t *testing.T) {
	s, _ := newTestSession(t, sessionLesson, 1)
	s.Click(pt(t, "D4"))
	events := s.Events()
	if len(events) != 1 || events[0] != Event(Refused{Point: pt(t, "D4")}) || s.Busy() {
		t.Errorf("a click on a stone: %v, busy %v", events, s.Busy())
	}
	if s.Playable(pt(t, "D4")) || !s.Playable(pt(t, "A1")) {
		t.Error("Playable is wrong about an occupied or an empty point")
	}
}

// TestSessionShowMeEarnsOneStar plays a right move, lets Show me finish the exercise, and finds one star: a page
// Show me played a move of is not solved alone, however it began. The judge's work is told apart: checking the
// learner's move, or finding the hint's.
func TestSessionShowMeEarnsOneStar(t *testing.T) {
	s, _ := newTestSession(t, sessionLesson, 1)
	ex := s.Exercise()
	s.Click(pt(t, "D5"))
	if !ex.Checking() {
		t.Error("the judge deciding the learner's move is not said to be checking it")
	}
	s.Settle()
	if ex.State() != Waiting || ex.Said().Kind != SaidGood {
		t.Fatalf("after the right first move: %v, %v", ex.State(), ex.Said().Kind)
	}
	s.ShowMe()
	s.Settle()
	if ex.State() != Solved || s.Stars() != 1 {
		t.Errorf("finished by Show me: %v, %d stars; want solved with 1", ex.State(), s.Stars())
	}
	s.Retry()
	s.Hint()
	s.Hint()
	s.Hint()
	if ex.State() != Judging || ex.Checking() {
		t.Errorf("finding the hint's move: %v, checking %v", ex.State(), ex.Checking())
	}
}

// TestSessionHintsLeadToTheRightMove takes the hints on the page where the stone in atari is saved by a capture
// elsewhere (running only makes a bigger chain in atari): they point at the white stone to capture and its last
// liberty, never at the run that loses.
func TestSessionHintsLeadToTheRightMove(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	var l *Lesson
	for _, c := range lessons {
		if c.Key == "05-escape" {
			l = c
		}
	}
	if l == nil || len(l.Pages) < 5 {
		t.Fatal("no lesson 05-escape with five pages")
	}
	s := NewSession(l, 4, Options{})
	defer s.Close()
	ex := s.Exercise()
	s.Hint()
	s.Settle()
	f2, f1 := pt(t, "F2"), pt(t, "F1")
	if said := ex.Said(); said.Kind != SaidHintLook || said.Point != f2 || !slices.Contains(s.Marks().Rings, f2) {
		t.Errorf("the first hint: %+v, rings %v; want the white stone at F2", said, s.Marks().Rings)
	}
	s.Hint()
	if said, mk := ex.Said(), s.Marks(); said.Kind != SaidHintLiberties || !slices.Equal(mk.Dots, []engine.Point{f1}) {
		t.Errorf("the second hint: %+v, dots %v; want F2's last liberty F1", said, mk.Dots)
	}
	s.Hint()
	if said := ex.Said(); said.Kind != SaidHintMove || said.Point != f1 {
		t.Errorf("the third hint: %+v; want F1", said)
	}
}

// asideLesson is a capture page made for these tests: the chain at D5 is captured at once at D3; G2 would take
// the stone in the corner first.
const asideLesson = `(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]GN[Aside]PL[B]AB[db][cc][ec][cd][ed][ce][ee][fg]AW[dc][dd][gg]
C[Capture the two white stones.]AGGL[capture]AGTG[dc]AGAN[de])`

// TestSessionTakesBackWhatThePageDoesNotAsk plays a slower way to the chain and a capture of another stone:
// each is taken back and said, neither praised nor counted wrong, and the quickest capture still earns all
// the stars.
func TestSessionTakesBackWhatThePageDoesNotAsk(t *testing.T) {
	s, prog := newTestSession(t, asideLesson, 0)
	ex := s.Exercise()
	start := s.Page().Start()
	for _, tc := range []struct {
		move string
		said SaidKind
	}{{"A7", SaidSlower}, {"G2", SaidOffTask}} {
		s.Click(pt(t, tc.move))
		s.Settle()
		if ex.State() != Waiting || ex.Said().Kind != tc.said {
			t.Errorf("%s: %v, %v; want waiting, %v", tc.move, ex.State(), ex.Said().Kind, tc.said)
		}
		if s.Board().String() != start.String() {
			t.Errorf("%s was not taken back:\n%s", tc.move, s.Board())
		}
	}
	s.Click(pt(t, "D3"))
	s.Settle()
	if ex.State() != Solved || s.Stars() != MaxStars || len(prog.missed) != 0 {
		t.Errorf("the capture after two moves set aside: %v, %d stars, misses %v", ex.State(), s.Stars(), prog.missed)
	}
}

// koLesson is a ko-threat page made for these tests (Go rules): the page's last move, White's E5, takes the ko,
// so the learner starts with the take-back at F5 forbidden; the targets are the stone in the ko and C3.
//
//	  A B C D E F G
//	7 . . . . . . .
//	6 . . . . X O .
//	5 . . O X O . O
//	4 . . . . X O .
//	3 . X O . . . .
//	2 . . X O . . .
//	1 . . . . . . .
const koLesson = `(;GM[1]FF[4]CA[UTF-8]SZ[7]RU[Japanese]KM[6.5]GN[Ko]PL[B]AB[eb][dc][ed][fc][be][cf]AW[fb][gc][fd][ce][cc][df]
C[Play a threat, then take back.]AGGL[capture]AGTG[ec][ce]AGAN[cd][de]AGMO[ko];W[ec])`

// TestSessionKoThreatThenTakeBack starts on the ko just taken: the forbidden point is marked and a click on it is
// refused with the ko rule; a move that is no threat is refuted by White ending the ko, and counted as a ko miss;
// the threat is answered, the take-back solves the page, and White's take-back at once is shown refused.
func TestSessionKoThreatThenTakeBack(t *testing.T) {
	s, prog := newTestSession(t, koLesson, 0)
	ex := s.Exercise()
	if mk := s.Marks(); mk.Ko != pt(t, "F5") {
		t.Errorf("the forbidden point marked is %v; want F5", mk.Ko.GTP(7))
	}
	s.Click(pt(t, "F5"))
	if events := s.Events(); len(events) != 1 || events[0] != Event(Refused{Point: pt(t, "F5")}) ||
		ex.Said().Kind != SaidIllegal || !errors.Is(ex.Said().Err, engine.ErrKo) {
		t.Fatalf("the take-back at once: %v, said %+v", events, ex.Said())
	}
	s.Click(pt(t, "A7"))
	s.Settle()
	if ex.State() != Refuted || !slices.Equal(played(s.Events()), []string{"A7", "F5"}) {
		t.Fatalf("a move that is no threat: %v, played %v", ex.State(), played(s.Events()))
	}
	if ex.Said().Kind != SaidKoEnded {
		t.Errorf("a move that is no threat says %v; want that the ko ended", ex.Said().Kind)
	}
	if !slices.Equal(prog.missed, []string{"ko"}) {
		t.Errorf("the miss was counted as %v; want ko", prog.missed)
	}
	s.Retry()
	s.Click(pt(t, "C4"))
	s.Settle()
	if ex.State() != Waiting || ex.Said().Kind != SaidGood || ex.Next() != pt(t, "F5") {
		t.Fatalf("after the threat: %v, %v, next %v", ex.State(), ex.Said().Kind, ex.Next().GTP(7))
	}
	s.Events()
	s.Click(pt(t, "F5"))
	s.Settle()
	if ex.State() != Solved || ex.Said().Motif != ai.MotifKo {
		t.Fatalf("the take-back left %v, motif %v", ex.State(), ex.Said().Motif)
	}
	if events := s.Events(); !slices.Contains(events, Event(Refused{Point: pt(t, "E5")})) {
		t.Errorf("White's take-back at once is not shown refused: %v", events)
	}
	if mk := s.Marks(); mk.Ko != pt(t, "E5") {
		t.Errorf("after the take-back the forbidden point marked is %v; want E5", mk.Ko.GTP(7))
	}
}

// connectOnlyLesson is a connect page whose author wants the solid connection only (AGOA[yes]): the tiger's mouth
// at D5 connects too, but is taken back.
const connectOnlyLesson = `(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]GN[Connect]PL[B]AB[cd][de]AW[ce][cf][ec]C[Connect solidly.]AGGL[connect]AGTG[cd][de]AGAN[dd]AGOA[yes])`

// TestSessionOnlyTheIntendedAnswers plays a right move that is not the page's answer (taken back, said as another
// way, no miss counted), then asks for the hints, which lead to the page's answer, and plays it.
func TestSessionOnlyTheIntendedAnswers(t *testing.T) {
	s, prog := newTestSession(t, connectOnlyLesson, 0)
	ex := s.Exercise()
	s.Click(pt(t, "D5"))
	s.Settle()
	if ex.State() != Waiting || ex.Said().Kind != SaidOtherWay || s.Board().At(pt(t, "D5")) != engine.Empty || len(prog.missed) > 0 {
		t.Fatalf("the tiger's mouth on a page that wants its answer: %v, %v, D5 %v, missed %v", ex.State(), ex.Said().Kind,
			s.Board().At(pt(t, "D5")), prog.missed)
	}
	for i := 0; i < 3; i++ {
		s.Hint()
		s.Settle()
	}
	if said := ex.Said(); said.Kind != SaidHintMove || said.Point != pt(t, "D4") {
		t.Fatalf("the last hint is %v at %v; want the move D4", said.Kind, said.Point.GTP(7))
	}
	s.Click(pt(t, "D4"))
	s.Settle()
	if ex.State() != Solved {
		t.Errorf("the page's answer left %v (%v)", ex.State(), ex.Said().Kind)
	}
}
