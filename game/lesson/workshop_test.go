package lesson

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// workshopCase is a page made in the workshop from a board, and the same page written by hand in SGF.
type workshopCase struct {
	name    string
	board   string
	rules   engine.Rules
	task    Task
	marks   []engine.Point
	handSGF string
	// want are the first moves the engine accepts (GTP), or for a question its answer ("yes", "no").
	want []string
	// said is what the page says at the end of the first right try (or the right answer).
	said SaidKind
}

var workshopCases = []workshopCase{
	{"a capture", `
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . X O X . .
		. . . X . . .
		. . . . . . .
		. . . . . . .`, engine.AtariRules(1), TaskCapture, []engine.Point{engine.Pt(3, 3)},
		"(;GM[1]FF[4]SZ[7]AGCT[1]GN[Hand]PL[B]AB[cd][ed][de]AW[dd]C[Capture it.]AGGL[capture]AGTG[dd]AGAN[dc]AGMO[capture])",
		[]string{"D5"}, SaidSolved},
	{"a double atari", `
		. . . . . . .
		. . . X . . .
		. . X O . . .
		. . O . . . .
		. . X . . . .
		. . . . . . .
		. . . . . . .`, engine.AtariRules(1), TaskDoubleAtari, []engine.Point{engine.Pt(3, 2), engine.Pt(2, 3)},
		"(;GM[1]FF[4]SZ[7]AGCT[1]GN[Hand]PL[B]AB[db][cc][ce]AW[dc][cd]C[Cut.]AGGL[capture]AGTG[dc][cd]AGAN[dd]AGMO[double-atari])",
		[]string{"D4"}, SaidSolved},
	{"a ladder question", `
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. X . . . . . .
		. X O . . . . .
		. . X . . . . .
		. . . . . . . .`, engine.AtariRules(1), TaskLadder, []engine.Point{engine.Pt(2, 5)},
		"(;GM[1]FF[4]SZ[8]AGCT[1]GN[Hand]PL[B]AB[be][bf][cg]AW[cf]C[Does the ladder work?]AGGL[ladder]AGTG[cf])",
		[]string{"yes"}, SaidSolved},
}

// draftOf makes the case's page in the workshop: the board, Black to move, the task and the chains clicked.
func (c workshopCase) draftOf(t *testing.T) *Draft {
	t.Helper()
	d := NewDraft(engine.MustDiagram(c.board, c.rules))
	d.SetLearner(engine.Black)
	d.SetTask(c.task)
	for _, m := range c.marks {
		if err := d.Toggle(m); err != nil {
			t.Fatalf("%s: marking %s: %v", c.name, m.GTP(d.Start.Rows()), err)
		}
	}
	d.Text["en"] = "Words."
	return d
}

// TestAWorkshopPageIsJudgedAsTheSamePageWrittenByHand makes each page in the workshop and writes it by hand in SGF:
// the checker's report on the hand-written page (every move's verdict, the problems, a question's answer) is the
// workshop's, and each of the workshop's tries ends the same on the hand-written page.
func TestAWorkshopPageIsJudgedAsTheSamePageWrittenByHand(t *testing.T) {
	ctx := context.Background()
	for _, c := range workshopCases {
		t.Run(c.name, func(t *testing.T) {
			x, err := Examine(ctx, ai.NewJudge(), c.draftOf(t))
			if err != nil {
				t.Fatal(err)
			}
			l, err := Parse("hand.sgf", []byte(c.handSGF))
			if err != nil {
				t.Fatal(err)
			}
			hand := &l.Pages[0]
			r, err := CheckPage(ctx, ai.NewJudge(), hand)
			if err != nil {
				t.Fatal(err)
			}
			w := x.Report
			if !reflect.DeepEqual(r.Accepted, w.Accepted) || !reflect.DeepEqual(r.Lines, w.Lines) ||
				!reflect.DeepEqual(r.Refuted, w.Refuted) || !reflect.DeepEqual(r.Aside, w.Aside) ||
				!reflect.DeepEqual(r.Undecided, w.Undecided) || r.Answer != w.Answer || len(r.Problems)+len(w.Problems) != 0 {
				t.Errorf("by hand: accepted %v, refuted %d, aside %d, answer %v, problems %v\nin the workshop: accepted %v, refuted %d, aside %d, answer %v, problems %v",
					r.Accepted, len(r.Refuted), len(r.Aside), r.Answer, r.Problems, w.Accepted, len(w.Refuted), len(w.Aside), w.Answer, w.Problems)
			}
			if !x.Exercise() {
				t.Errorf("the workshop's page is not an exercise: %v", w.Problems)
			}
			start := hand.Start()
			rows := start.Rows()
			var got []string
			for _, m := range w.Accepted {
				got = append(got, m.GTP(rows))
			}
			if hand.Kind == PageQuestion {
				got = []string{map[bool]string{true: "yes", false: "no"}[w.Answer]}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("accepted %v, want %v", got, c.want)
			}
			tries := slices.Concat(x.Right, x.Wrong, x.Aside, x.Answers)
			if len(tries) == 0 {
				t.Fatal("no try")
			}
			for i, try := range tries {
				ex, err := Rehearse(ctx, ai.NewJudge(), hand, try.Move, try.Yes)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(ex.Said(), try.Exercise.Said()) || ex.State() != try.Exercise.State() ||
					ex.Position().String() != try.Exercise.Position().String() {
					t.Errorf("try %d (%s, yes %v): by hand %v %+v, in the workshop %v %+v", i, try.Move.GTP(rows), try.Yes,
						ex.State(), ex.Said(), try.Exercise.State(), try.Exercise.Said())
				}
			}
			first := tries[0]
			if hand.Kind == PageQuestion {
				first = x.Answers[map[bool]int{true: 0, false: 1}[w.Answer]]
			}
			if first.Exercise.Said().Kind != c.said || first.Exercise.State() != Solved {
				t.Errorf("the first right try ends %v saying %v, want solved saying %v", first.Exercise.State(),
					first.Exercise.Said().Kind, c.said)
			}
		})
	}
}

// TestExamineNamesTheTactic lets the engine name a capture page's tactic from its quickest right line, and judges
// the page with it; a tactic the teacher names that no right line shows leaves no right move.
func TestExamineNamesTheTactic(t *testing.T) {
	c := workshopCases[1]
	d := c.draftOf(t)
	d.SetTask(TaskCapture) // the chains marked stay
	x, err := Examine(context.Background(), ai.NewJudge(), d)
	if err != nil {
		t.Fatal(err)
	}
	if x.Named != ai.MotifDoubleAtari || x.Page.Motif != ai.MotifDoubleAtari || x.Page.Goal.Motif != ai.MotifDoubleAtari {
		t.Errorf("named %v, the page teaches %v (goal %v)", x.Named, x.Page.Motif, x.Page.Goal.Motif)
	}
	d.SetMotif(ai.MotifLadder, true)
	x, err = Examine(context.Background(), ai.NewJudge(), d)
	if err != nil {
		t.Fatal(err)
	}
	if x.Exercise() || len(x.Report.Accepted) != 0 {
		t.Errorf("a ladder asked of a double atari: accepted %v, problems %v", x.Report.Accepted, x.Report.Problems)
	}
}

// TestExamineSaysWhatKeepsAPageFromBeingAnExercise finds the problems the checker finds: no right move, every move
// right.
func TestExamineSaysWhatKeepsAPageFromBeingAnExercise(t *testing.T) {
	for _, c := range []struct {
		name  string
		board string
		task  Task
		mark  engine.Point
		want  ProblemKind
	}{
		{"a chain that cannot be captured", `
			. . . . .
			. . . . .
			. . O . .
			. . . . .
			. . . . .`, TaskCapture, engine.Pt(2, 2), ProblemNoneCorrect},
		{"a chain no move can lose", `
			. . . . .
			. . . . .
			. . X . .
			. . . . .
			. . . . .`, TaskSave, engine.Pt(2, 2), ProblemAllCorrect},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := NewDraft(engine.MustDiagram(c.board, engine.AtariRules(1)))
			d.SetTask(c.task)
			if err := d.Toggle(c.mark); err != nil {
				t.Fatal(err)
			}
			x, err := Examine(context.Background(), ai.NewJudge(), d)
			if err != nil {
				t.Fatal(err)
			}
			if x.Exercise() || !slices.ContainsFunc(x.Report.Problems, func(p Problem) bool { return p.Kind == c.want }) {
				t.Errorf("problems %v, want %v", x.Report.Problems, c.want)
			}
		})
	}
}

// TestDraftMarksTheChainsItsTaskIsAbout clicks chains for each task: a stone of the right colour marks its chain, a
// second click lets it go, a task about one chain takes the new one instead, and the rest are refused.
func TestDraftMarksTheChainsItsTaskIsAbout(t *testing.T) {
	board := `
		. . . . .
		. X X . .
		. O . O .
		. . . . .
		. . . . .`
	b1, c1, b2, d2, c3 := engine.Pt(1, 1), engine.Pt(2, 1), engine.Pt(1, 2), engine.Pt(3, 2), engine.Pt(2, 3)
	for _, c := range []struct {
		name   string
		task   Task
		clicks []engine.Point
		want   []engine.Point
		err    error // of the last click
	}{
		{"capture takes several chains", TaskCapture, []engine.Point{b2, d2}, []engine.Point{b2, d2}, nil},
		{"a second click lets go", TaskCapture, []engine.Point{b2, d2, b2}, []engine.Point{d2}, nil},
		{"one chain, two stones", TaskSave, []engine.Point{b1, c1}, nil, nil},
		{"kill takes one chain", TaskKill, []engine.Point{b2, d2}, []engine.Point{d2}, nil},
		{"own stone to capture", TaskCapture, []engine.Point{b1}, nil, ai.ErrTargetColor},
		{"an empty point", TaskSave, []engine.Point{c3}, nil, ErrNotAStone},
		{"a task about no chain", TaskWin, []engine.Point{b1}, nil, ai.ErrNoTarget},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := NewDraft(engine.MustDiagram(board, engine.AtariRules(1)))
			d.SetTask(c.task)
			var err error
			for _, pt := range c.clicks {
				err = d.Toggle(pt)
			}
			if !errors.Is(err, c.err) && !(c.err == nil && err == nil) {
				t.Errorf("the last click: %v, want %v", err, c.err)
			}
			if !slices.Equal(d.Targets, c.want) {
				t.Errorf("marked %v, want %v", d.Targets, c.want)
			}
		})
	}
}

// TestDraftCheckSaysWhyItCannotBeAPage checks drafts that cannot be pages: each reason is a sentinel the window
// puts into words.
func TestDraftCheckSaysWhyItCannotBeAPage(t *testing.T) {
	small := engine.MustDiagram(`
		. . . . .
		. X . X .
		. . . . .
		. . O . .
		. . . . .`, engine.AtariRules(1))
	noLiberty := small
	for _, pt := range []engine.Point{engine.Pt(0, 1), engine.Pt(1, 0), engine.Pt(1, 2), engine.Pt(2, 1)} {
		if err := noLiberty.Place(pt, engine.White); err != nil {
			t.Fatal(err)
		}
	}
	big, err := engine.NewPosition(19, 19, engine.AtariRules(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		pos   engine.Position
		task  Task
		marks []engine.Point
		want  error
	}{
		{"a chain without liberties", noLiberty, TaskShow, nil, engine.ErrNoLiberties},
		{"an exercise on 19×19", big, TaskWin, nil, ErrBoardTooLarge},
		{"a capture of nothing", small, TaskCapture, nil, ai.ErrNoTarget},
		{"one chain to connect", small, TaskConnect, []engine.Point{engine.Pt(1, 1)}, ErrTwoChains},
		{"a count in Atari Go", small, TaskCount, nil, ai.ErrCountRules},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := NewDraft(c.pos)
			d.Start = c.pos // NewDraft reads a legal position; the chain without liberties is put back as it was
			d.SetTask(c.task)
			for _, m := range c.marks {
				if err := d.Toggle(m); err != nil {
					t.Fatal(err)
				}
			}
			if err := d.Check(); !errors.Is(err, c.want) {
				t.Errorf("Check: %v, want %v", err, c.want)
			}
			if _, err := Examine(context.Background(), ai.NewJudge(), d); !errors.Is(err, c.want) {
				t.Errorf("Examine: %v, want %v", err, c.want)
			}
		})
	}
	big.Place(engine.Pt(3, 3), engine.Black)
	d := NewDraft(big)
	d.SetTask(TaskShow)
	if err := d.Check(); err != nil {
		t.Errorf("a show page on 19×19: %v", err)
	}
}

// TestWorkshopOrdersItsPages adds, moves, replaces and deletes pages.
func TestWorkshopOrdersItsPages(t *testing.T) {
	w := &Workshop{Title: Text{"en": "Captures, first steps!"}}
	for _, s := range []string{"a", "b", "c"} {
		w.Add(Page{Text: Text{"en": s}})
	}
	order := func() string {
		out := ""
		for _, p := range w.Pages {
			out += p.Text["en"]
		}
		return out
	}
	steps := []struct {
		do   func() error
		want string
	}{
		{func() error { return w.Move(2, 0) }, "cab"},
		{func() error { return w.Move(0, 1) }, "acb"},
		{func() error { return w.Replace(1, Page{Text: Text{"en": "d"}}) }, "adb"},
		{func() error { return w.Delete(0) }, "db"},
	}
	for i, s := range steps {
		if err := s.do(); err != nil || order() != s.want {
			t.Errorf("step %d: %v, pages %q, want %q", i+1, err, order(), s.want)
		}
	}
	if err := w.Delete(2); !errors.Is(err, ErrNoPage) {
		t.Errorf("deleting a page past the end: %v", err)
	}
	if got := w.FileName(); got != "captures-first-steps.sgf" {
		t.Errorf("file name %q", got)
	}
	if l := w.Lesson(); l.Key != OwnPrefix+"captures-first-steps" || !l.Own {
		t.Errorf("lesson key %q, own %v", l.Key, l.Own)
	}
}

// TestReopenGivesAnOwnLessonBackToTheWorkshop reads an own lesson file of the workshop's pages and a show page with
// moves, reopens it, and saves it unchanged: the same file's name and key, the same bytes, each page made again by
// its draft (the show page with moves kept as it is); a built-in lesson is not reopened.
func TestReopenGivesAnOwnLessonBackToTheWorkshop(t *testing.T) {
	data := ""
	for _, c := range workshopCases {
		data += c.handSGF
	}
	data += "(;GM[1]FF[4]SZ[5]AGCT[1]PL[B]AB[cc]C[A stone, then another.];W[dd]C[White answers.])"
	for _, name := range []string{"my-ladders.sgf", "моя лекция.sgf"} {
		l, err := Parse(name, []byte(data))
		if err != nil {
			t.Fatal(err)
		}
		l.Title = Text{"en": "My ladders"}
		want, err := Format(l)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Reopen(l); !errors.Is(err, ErrNotOwn) {
			t.Errorf("%s: reopening it as a built-in lesson: %v", name, err)
		}
		l.Key, l.Own = KeyOf(name), true
		w, err := Reopen(l)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := w.Bytes()
		if err != nil || string(got) != string(want) {
			t.Errorf("%s: saved again unchanged it writes %v\n%s\nwant\n%s", name, err, got, want)
		}
		if w.FileName() != name || w.Lesson().Key != l.Key {
			t.Errorf("%s: reopened as file %q, key %q; want %q, %q", name, w.FileName(), w.Lesson().Key, name, l.Key)
		}
		for i, c := range workshopCases {
			d, ok := DraftOf(&w.Pages[i])
			if !ok || d.Task != c.task || len(d.Targets) != len(c.marks) {
				t.Errorf("%s: page %d (%s) drafted %v as %+v", name, i+1, c.name, ok, d)
			}
		}
		if _, ok := DraftOf(&w.Pages[3]); ok {
			t.Errorf("%s: the show page with moves is drafted, and its moves would be lost", name)
		}
		w.Title["cs"] = "Moje žebříky"
		if l.Title["cs"] != "" {
			t.Errorf("%s: a change of the reopened title changed the lesson read", name)
		}
	}
}

// TestAKeptWorkshopComesBackAsItWas keeps lessons being made, with and without a title, pages or a file, and reads
// them back: the same title, file and pages (written the same); what is not a kept workshop is refused.
func TestAKeptWorkshopComesBackAsItWas(t *testing.T) {
	data := ""
	for _, c := range workshopCases {
		data += c.handSGF
	}
	data += "(;GM[1]FF[4]SZ[5]AGCT[1]PL[B]AB[cc]C[A stone, then another.];W[dd]C[White answers.])"
	full, err := Parse("mine.sgf", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []Workshop{
		{Title: Text{}},
		{Title: Text{}, Pages: full.Pages[:1]},
		{Title: Text{"cs": "Žebříky", "ru": "Лестницы"}, Pages: full.Pages, File: "ladders.sgf"},
	} {
		kept, err := w.Keep()
		if err != nil {
			t.Fatalf("%v: %v", w.Title, err)
		}
		back, err := Kept(kept)
		if err != nil {
			t.Fatalf("%v: %v\n%s", w.Title, err, kept)
		}
		again, _ := back.Keep()
		if !reflect.DeepEqual(back.Title, w.Title) || back.File != w.File || len(back.Pages) != len(w.Pages) ||
			string(again) != string(kept) {
			t.Errorf("%v: came back as %v, %q, %d pages\n%s\nwant\n%s", w.Title, back.Title, back.File, len(back.Pages), again, kept)
		}
	}
	for _, bad := range []string{"", "{", `{"lesson": "(;GM[1]FF[4]SZ[5]AGGL[nonsense])"}`, `{"file": "../x.sgf"}`} {
		if _, err := Kept([]byte(bad)); err == nil {
			t.Errorf("%q read as a kept workshop", bad)
		}
	}
}

// TestAShowPageStepsThroughAGamesMoves makes show pages from a game's moves, from a node on and at most so many:
// written and read back, each steps through those moves from that node's position, and its draft gives them back.
func TestAShowPageStepsThroughAGamesMoves(t *testing.T) {
	g := engine.NewGameFrom(engine.MustDiagram(`
		. . . . .
		. . . . .
		. . X . .
		. . . . .
		. . . . .`, engine.AtariRules(1)))
	moves := []string{"C4", "D3", "B3", "C2"}
	for _, m := range moves {
		pt, err := engine.ParseGTPPoint(m, 5, 5)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatal(err)
		}
	}
	line := []*engine.Node{g.Root()}
	for n := g.Root(); len(n.Children()) > 0; {
		n = n.Children()[0]
		line = append(line, n)
	}
	for _, c := range []struct {
		from, most int
		want       []string
	}{
		{0, 0, moves}, {1, 0, moves[1:]}, {1, 2, moves[1:3]}, {4, 0, nil},
	} {
		d := ShowDraft(line[c.from:], c.most)
		d.Text["en"] = "Watch."
		p, err := d.Page(ai.MotifNone, nil)
		if err != nil {
			t.Fatal(err)
		}
		data, err := Format(&Lesson{Title: Text{"en": "A game"}, Pages: []Page{p}})
		if err != nil {
			t.Fatal(err)
		}
		l, err := Parse("game.sgf", data)
		if err != nil {
			t.Fatalf("%s\n%v", data, err)
		}
		back := &l.Pages[0]
		var got []string
		for n := back.Record.Root(); len(n.Children()) > 0; {
			n = n.Children()[0]
			got = append(got, n.Move().Point.GTP(5))
		}
		start, want := back.Start(), line[c.from].Position()
		if !slices.Equal(got, c.want) || back.Kind != PageShow || start.String() != want.String() {
			t.Errorf("from %d, at most %d: the page steps through %v from\n%s\nwant %v from\n%s", c.from, c.most, got,
				start.String(), c.want, want.String())
		}
		again, ok := DraftOf(back)
		if !ok || len(again.Moves) != len(c.want) || again.Task != TaskShow {
			t.Errorf("from %d, at most %d: drafted again %v with %d moves", c.from, c.most, ok, len(again.Moves))
		}
		again.SetTask(TaskCapture)
		if len(again.Moves) != 0 {
			t.Errorf("a capture page keeps the show page's line")
		}
	}
}
