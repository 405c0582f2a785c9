package scenes

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// studyTestScene opens the study board on an empty 7×7 board in a 1200×760 window.
func studyTestScene(t *testing.T) (*Context, *studyScene) {
	t.Helper()
	ctx := testContext(t, "en", 1200, 760)
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	st, err := game.NewStudy(engine.AtariRules(1), 7, 7)
	if err != nil {
		t.Fatal(err)
	}
	ctx.study = st
	s := newStudyScene(ctx, sprites)
	t.Cleanup(s.asker.Stop)
	s.Update(ctx)
	ctx.Input.Reset()
	return ctx, s
}

// pointerAt puts the mouse over the board point pt, pressed (down) or not, in the next update.
func (s *studyScene) pointerAt(ctx *Context, pt engine.Point) {
	x, y := s.view.Geometry().Center(pt)
	ctx.Input.Pos, ctx.Input.Kind = image.Pt(int(x), int(y)), widget.PointerMouse
}

// update runs one frame and clears the frame's input.
func (s *studyScene) update(ctx *Context) Request {
	req := s.Update(ctx)
	ctx.Input.Reset()
	return req
}

// TestStudyBoardDragPlacesSeveralStones drags the black tool over three points (one stone each, the white stone on
// the way left as it is), clicks with the alternate tool, and erases by a click.
func TestStudyBoardDragPlacesSeveralStones(t *testing.T) {
	ctx, s := studyTestScene(t)
	b := s.study.Board()
	if err := s.study.Put(engine.Pt(3, 2), engine.White); err != nil {
		t.Fatal(err)
	}
	s.study.Tool = game.StudyBlack
	path := []engine.Point{engine.Pt(1, 2), engine.Pt(2, 2), engine.Pt(3, 2), engine.Pt(4, 2)}
	for i, pt := range path {
		s.pointerAt(ctx, pt)
		ctx.Input.Down = true
		ctx.Input.Pressed = i == 0
		s.update(ctx)
	}
	s.pointerAt(ctx, path[len(path)-1])
	ctx.Input.Released = true
	s.update(ctx)
	for _, pt := range path {
		want := engine.Black
		if pt == engine.Pt(3, 2) {
			want = engine.White
		}
		if b.At(pt) != want {
			t.Errorf("after the drag %s holds %v, want %v\n%s", pt.GTP(7), b.At(pt), want, b)
		}
	}
	if s.msg != "" {
		t.Errorf("the drag over a stone said %q", s.msg)
	}
	// A click with Alternate places the side to move's stone; a click with Erase takes a stone off.
	s.study.Tool = game.StudyAlternate
	s.study.SetToMove(engine.White)
	s.click(ctx, engine.Pt(5, 5))
	if b.At(engine.Pt(5, 5)) != engine.White || s.study.ToMove() != engine.Black {
		t.Errorf("alternate put %v at F2, then %v to move", b.At(engine.Pt(5, 5)), s.study.ToMove())
	}
	s.study.Tool = game.StudyErase
	s.click(ctx, engine.Pt(1, 2))
	if b.At(engine.Pt(1, 2)) != engine.Empty {
		t.Error("erase left the stone at B5")
	}
	// Undo by the key brings it back.
	ctx.Input.Keys = append(ctx.Input.Keys, ebiten.KeyBackspace)
	s.update(ctx)
	if b.At(engine.Pt(1, 2)) != engine.Black {
		t.Error("Backspace did not undo the erase")
	}
}

// click presses and releases the mouse over pt.
func (s *studyScene) click(ctx *Context, pt engine.Point) {
	s.pointerAt(ctx, pt)
	ctx.Input.Down, ctx.Input.Pressed = true, true
	s.update(ctx)
	s.pointerAt(ctx, pt)
	ctx.Input.Released = true
	s.update(ctx)
}

// TestStudyBoardAnswersQuestions asks the reader about a chain by its button and a click, and the solver by its
// button, and finds their sentences in the panel and their moves on the board.
func TestStudyBoardAnswersQuestions(t *testing.T) {
	ctx, s := studyTestScene(t)
	for _, m := range []struct {
		pt engine.Point
		c  engine.Color
	}{{engine.Pt(3, 3), engine.Black}, {engine.Pt(2, 3), engine.White}, {engine.Pt(3, 2), engine.White}, {engine.Pt(4, 3), engine.White}} {
		if err := s.study.Put(m.pt, m.c); err != nil {
			t.Fatal(err)
		}
	}
	s.study.SetToMove(engine.White)
	wait := func() {
		s.asker.Wait()
		s.update(ctx)
		if s.asker.Thinking() {
			t.Fatal("the question was not answered")
		}
	}
	clickButton(t, ctx, s, s.read)
	if !s.reading || s.answer.Text != "Click a chain to read it." {
		t.Fatalf("after Can it be captured?: reading %v, %q", s.reading, s.answer.Text)
	}
	s.click(ctx, engine.Pt(3, 3))
	wait()
	if !strings.Contains(s.answer.Text, "captures this chain") {
		t.Errorf("the reader said %q", s.answer.Text)
	}
	mk := s.marks(ctx)
	if len(mk.Rings) != 1 || len(mk.Ghosts) == 0 {
		t.Errorf("the board shows rings %v and ghosts %v", mk.Rings, mk.Ghosts)
	}
	clickButton(t, ctx, s, s.solve)
	wait()
	if !strings.HasPrefix(s.answer.Text, "White wins in 1 move, starting at D3") {
		t.Errorf("the solver said %q", s.answer.Text)
	}
	if mk := s.marks(ctx); len(mk.Labels) == 0 {
		t.Error("the solver's line is not numbered on the board")
	}
	// A change of the board drops the answer.
	s.click(ctx, engine.Pt(0, 0))
	if strings.HasPrefix(s.answer.Text, "White wins in") {
		t.Error("the answer stays after the board changed")
	}
}

// TestStudyBoardPlayFromHereAndSave asks for a game from the study board and for its saving: the setup keeps the
// stones and the side to move, Back leads to the study board, and Save carries the position's record.
func TestStudyBoardPlayFromHereAndSave(t *testing.T) {
	ctx, s := studyTestScene(t)
	for _, pt := range []engine.Point{engine.Pt(3, 3), engine.Pt(2, 2)} {
		if err := s.study.Put(pt, engine.Black); err != nil {
			t.Fatal(err)
		}
	}
	s.study.SetToMove(engine.White)
	req := clickButton(t, ctx, s, s.play)
	if r, ok := req.(ToSetup); !ok || !r.Study {
		t.Fatalf("Play from here asked for %#v", req)
	}
	sprites, _ := board.LoadSprites()
	su := newStudySetupScene(ctx, sprites, ctx.study)
	su.Update(ctx)
	st := su.setup()
	if st.Cols != 7 || len(st.Stones.Black) != 2 || st.FirstToMove() != engine.White || st.Rules.Kind != engine.AtariGo {
		t.Errorf("the setup from the study board is %+v", st)
	}
	if req := clickButton(t, ctx, su, su.back); req != (ToStudy{}) {
		t.Errorf("Back from the study's setup asked for %#v", req)
	}
	req = clickButton(t, ctx, s, s.save)
	r, ok := req.(ToFiles)
	if !ok || !r.Save || r.Record == nil || r.Back != (ToStudy{}) {
		t.Fatalf("Save asked for %#v", req)
	}
	if p := r.Record.Current().Position(); p.At(engine.Pt(3, 3)) != engine.Black || p.ToMove() != engine.White {
		t.Errorf("the record to save holds\n%s", &p)
	}
}

// TestStudyBoardStepsALongLine asks "Who wins?" on a ladder: the solver's line is longer than a few moves, so the
// board shows it up to its decisive move, and the step buttons show the rest one move at a time.
func TestStudyBoardStepsALongLine(t *testing.T) {
	ctx, s := studyTestScene(t)
	// The ladder lesson's first shape on 5×5: the white stone on C2 runs diagonally up to the edge.
	if err := s.study.Resize(5, 5); err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct {
		sgf string
		c   engine.Color
	}{{"cd", engine.White}, {"bc", engine.Black}, {"bd", engine.Black}, {"ce", engine.Black}} {
		pt, err := engine.ParseSGFPoint(m.sgf, 5, 5)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.study.Put(pt, m.c); err != nil {
			t.Fatal(err)
		}
	}
	s.study.SetToMove(engine.Black)
	clickButton(t, ctx, s, s.solve)
	s.asker.Wait()
	s.update(ctx)
	if s.asker.Thinking() {
		t.Fatal("the question was not answered")
	}
	total := len(s.line.line)
	if total <= lineFewMoves || s.line.shown >= total || s.line.next.Hidden || s.line.next.Disabled {
		t.Fatalf("%q: a line of %d moves shows %d, next hidden %v", s.answer.Text, total, s.line.shown, s.line.next.Hidden)
	}
	numbers := func() int { mk := s.marks(ctx); return len(mk.Labels) }
	before, shown := numbers(), s.line.shown
	clickButton(t, ctx, s, s.line.next)
	if s.line.shown != shown+1 || numbers() != before+1 {
		t.Errorf("a step showed %d moves (%d numbers); want %d (%d)", s.line.shown, numbers(), shown+1, before+1)
	}
	clickButton(t, ctx, s, s.line.back)
	if s.line.shown != shown {
		t.Errorf("a step back shows %d moves; want %d", s.line.shown, shown)
	}
}

// TestStudyBoardAsksBeforeASizeTakesItsStones picks another size: on an empty board it changes at once; with stones on
// the board it asks first, Keep this board keeps them, and Change the size clears them (Undo brings them back).
func TestStudyBoardAsksBeforeASizeTakesItsStones(t *testing.T) {
	ctx, s := studyTestScene(t)
	pick := func(option string) {
		t.Helper()
		s.Update(ctx)
		p, ok := s.form.Find(option)
		if !ok {
			t.Fatalf("no choice %q", option)
		}
		ctx.Input.Reset()
		ctx.Input.Pos, ctx.Input.Kind, ctx.Input.Pressed, ctx.Input.Down = p, widget.PointerMouse, true, true
		s.Update(ctx)
		ctx.Input.Reset()
		release(ctx)
		s.Update(ctx)
		ctx.Input.Reset()
	}
	pick("9")
	if b := s.study.Board(); b.Cols() != 9 || s.sizeAsk != 0 {
		t.Fatalf("an empty board: %d×%d, asked %v", b.Cols(), b.Rows(), s.sizeAsk != 0)
	}
	if err := s.study.Put(engine.Pt(3, 3), engine.Black); err != nil {
		t.Fatal(err)
	}
	pick("13")
	if b := s.study.Board(); b.Cols() != 9 || s.resize.Hidden || !strings.Contains(s.answer.Text, "13×13") || s.size.Options[s.size.Selected] != "9" {
		t.Fatalf("with a stone: %d×%d, the question %q (buttons hidden %v), the size shown %q", b.Cols(), b.Rows(),
			s.answer.Text, s.resize.Hidden, s.size.Options[s.size.Selected])
	}
	clickButton(t, ctx, s, s.keep)
	if b := s.study.Board(); b.Cols() != 9 || b.At(engine.Pt(3, 3)) != engine.Black || !s.resize.Hidden {
		t.Fatalf("Keep this board: %d×%d, the stone %v", b.Cols(), b.Rows(), b.At(engine.Pt(3, 3)))
	}
	pick("13")
	clickButton(t, ctx, s, s.resize)
	if b := s.study.Board(); b.Cols() != 13 || b.EmptyCount() != 13*13 {
		t.Fatalf("Change the size: %d×%d with %d stones", b.Cols(), b.Rows(), 13*13-b.EmptyCount())
	}
	clickButton(t, ctx, s, s.undo)
	if b := s.study.Board(); b.Cols() != 9 || b.At(engine.Pt(3, 3)) != engine.Black {
		t.Errorf("Undo after the change: %d×%d, the stone %v", b.Cols(), b.Rows(), b.At(engine.Pt(3, 3)))
	}
}
