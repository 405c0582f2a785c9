package scenes

import (
	"fmt"
	"image"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The layout test follows each screen through the states that bring words and take them away (a message, a notice
// over the window, the hint, the coach's word and its line, the estimate, the count, the end of the game, a question
// asked) and checks, in every language and in five windows, that no control shown before and after a change moves
// (a list of moves may only grow or shrink at its bottom), that the board stays where it is, that no word is cut
// (a caption shortened, or a sentence taller than its place), that no sentence covers a control, and that a notice
// over the window covers neither a control nor a sentence.

// layoutSizes are the windows of the layout test: a desktop's, a low laptop's, 800×600, a tall narrow window and a
// phone held upright and on its side.
var layoutSizes = [][2]int{{1200, 760}, {1024, 640}, {800, 600}, {540, 960}, {390, 844}, {844, 390}}

// layoutOnly, when not empty, limits the test to the windows and languages it names ("800x600/cs"), for a quick look.
var layoutOnly = map[string]bool{}

// layoutStep is one change of a screen's state: do makes it, and the screen then runs until its work is done.
type layoutStep struct {
	name string
	do   func()
}

// layoutScreen is a screen and the changes it goes through, one after another.
type layoutScreen struct {
	name  string
	build func(t *testing.T, ctx *Context) (s Scene, sess *game.Session, steps []layoutStep)
}

// layoutFrame is what one state of a screen shows: the place of every control shown, and of the board.
type layoutFrame struct {
	state    string
	controls map[widget.Widget]image.Rectangle
	board    image.Rectangle
}

// isControl reports whether w is something a person clicks or reads as a control: not a label, not a panel.
func isControl(w widget.Widget) bool {
	switch w.(type) {
	case *widget.Label, *widget.Panel:
		return false
	}
	return true
}

// settleScene updates s once, then again each time the work of sess it waits for (the coach, the hint, the aids,
// the dead stones, where the game was decided, a study board question) has its answer, until none runs.
func settleScene(t *testing.T, ctx *Context, s Scene, sess *game.Session) {
	t.Helper()
	for range 50 {
		s.Update(ctx)
		ctx.Input.Reset()
		var ready <-chan struct{}
		if sess != nil {
			for _, c := range []<-chan struct{}{sess.CoachReady(), sess.HintReady(), sess.AidsReady(), sess.DeadReady(),
				sess.DecidedReady()} {
				if c != nil {
					ready = c
					break
				}
			}
		}
		if st, ok := s.(*studyScene); ok && st.asker.Thinking() {
			st.asker.Wait()
			continue
		}
		if ready == nil {
			s.Update(ctx)
			ctx.Input.Reset()
			return
		}
		select {
		case <-ready:
		case <-time.After(time.Minute):
			t.Fatal("the screen's work gave no answer within a minute")
		}
	}
	t.Fatal("the screen's work never ended")
}

// takeFrame notes what s shows and checks it on its own: no cut word, no sentence taller than its place or over a
// control, no control off the screen, and a notice over the window, when one shows, over nothing.
func takeFrame(t *testing.T, ctx *Context, s Scene, where, state string) layoutFrame {
	t.Helper()
	th := ctx.Theme
	f := layoutFrame{state: state, controls: map[widget.Widget]image.Rectangle{}}
	name := where + ", " + state
	if b, ok := s.(boardScene); ok {
		f.board = b.boardGeometry().Wood
	}
	screen := image.Rect(0, 0, ctx.W, ctx.H)
	for _, c := range cutTexts(s, th) {
		t.Errorf("%s: cut: %s", name, c)
	}
	items := s.(formScene).mainForm().Items()
	var controls, words []image.Rectangle
	for _, w := range items {
		b := w.Common()
		if b.Hidden || b.Rect.Empty() {
			continue
		}
		if !b.Rect.In(screen) {
			t.Errorf("%s: %T at %v is off the %v screen", name, w, b.Rect, screen)
		}
		if isControl(w) {
			f.controls[w] = b.Rect
			controls = append(controls, b.Rect)
			continue
		}
		l, ok := w.(*widget.Label)
		if !ok || l.Text == "" {
			continue
		}
		words = append(words, b.Rect)
		if l.Wrap {
			if need := l.Height(th, b.Rect.Dx()); need > b.Rect.Dy()+1 {
				t.Errorf("%s: %q needs %d px, has %d", name, l.Text, need, b.Rect.Dy())
			}
		}
	}
	for _, w := range items {
		l, ok := w.(*widget.Label)
		if !ok || l.Hidden || l.Text == "" || l.Rect.Empty() {
			continue
		}
		for c, r := range f.controls {
			if in := l.Rect.Intersect(r); !in.Empty() && !l.Rect.In(r) {
				t.Errorf("%s: %q at %v covers a %T at %v", name, l.Text, l.Rect, c, r)
			}
		}
	}
	if ctx.svc != nil && ctx.svc.toast.text != "" {
		var room image.Rectangle
		if n, ok := s.(noticeScene); ok {
			room = n.noticeRect()
		}
		ctx.svc.toast.update(th, toastAreas(s, th, ctx.W, ctx.H), room, controlRects(s))
		r := ctx.svc.toast.rect
		if !r.In(screen) {
			t.Errorf("%s: the notice at %v is off the screen", name, r)
		}
		for _, c := range append(controls, words...) {
			if !r.Intersect(c).Empty() {
				t.Errorf("%s: the notice at %v covers something at %v", name, r, c)
				break
			}
		}
	}
	return f
}

// compareFrames fails for every control shown in both frames that moved, and for a board that moved.
func compareFrames(t *testing.T, where string, a, b layoutFrame) {
	t.Helper()
	if a.board != b.board {
		t.Errorf("%s: the board moved from %v to %v %s", where, a.board, b.board, b.state)
	}
	for w, r := range b.controls {
		was, ok := a.controls[w]
		if !ok || was == r {
			continue
		}
		if _, list := w.(*widget.List); list && was.Min == r.Min && was.Dx() == r.Dx() {
			continue // a list may grow or shrink at its bottom
		}
		t.Errorf("%s: %s moved from %v to %v %s", where, describe(w), was, r, b.state)
	}
}

// describe names a control for a message.
func describe(w widget.Widget) string {
	switch w := w.(type) {
	case *widget.Button:
		return fmt.Sprintf("button %q", w.Text)
	case *widget.Toggle:
		return fmt.Sprintf("switch %q", w.Text)
	case *widget.Radio:
		return fmt.Sprintf("choice %q", w.Options)
	}
	return fmt.Sprintf("%T", w)
}

// layoutScreens returns the screens the layout test follows.
func layoutScreens(sprites *board.Sprites) []layoutScreen {
	return []layoutScreen{
		{"atari go with the coach", func(t *testing.T, ctx *Context) (Scene, *game.Session, []layoutStep) {
			pos := engine.MustDiagram(coachLadder, engine.AtariRules(1))
			m, first := game.NewMatchFromRecord(engine.NewGameFrom(pos), [3]game.Seat{}, ctx.Now)
			sess := game.NewSessionEval(m, first, 1, game.DefaultEval())
			sess.SetHintBudget(50 * time.Millisecond)
			ctx.Session = sess
			sess.SetCoaching(true)
			s := newPlayScene(ctx, sess, sprites)
			play := func(moves ...string) func() {
				return func() {
					for _, mv := range moves {
						pt, err := engine.ParseGTPPoint(mv, 7, 7)
						if err != nil {
							t.Fatal(err)
						}
						if err := sess.Do(m.Play(pt)); err != nil {
							t.Fatalf("%s: %v", mv, err)
						}
						settleScene(t, ctx, s, sess)
					}
				}
			}
			return s, sess, []layoutStep{
				{"a move is refused", func() { s.boardAction(ctx, engine.Pt(0, 0)) }},
				{"a notice shows", func() { ctx.Tell(longNotice(ctx), false) }},
				{"the hint speaks", func() { sess.AskHint() }},
				{"the coach speaks", play("E5")},
				{"its line is shown", func() { s.coach.showing = true }},
				{"its line goes on a diagram", play("A1")},
				{"the game ends", func() {
					play("G4", "D3", "G5", "C4")()
					if m.State() != game.Over {
						t.Fatalf("the game goes on: %v", m.State())
					}
				}},
				{"the rating suggests the next opponent", func() {
					s.rated = ratedLine{family: ai.FamilyAtari7, rating: 1234, change: -12,
						played: game.Opponent{Level: "beginner"}, next: game.Opponent{Level: "medium"}}
				}},
			}
		}},
		{"go with the estimate", func(t *testing.T, ctx *Context) (Scene, *game.Session, []layoutStep) {
			setup := game.Setup{Rules: engine.GoRules(engine.Territory, 6.5), Cols: 9, Rows: 9, First: engine.Black}
			m, first := game.NewMatchFromRecord(mustRecord(t, setup, "E5", "C3", "G5", "C7"), [3]game.Seat{}, ctx.Now)
			sess := game.NewSessionEval(m, first, 1, game.DefaultEval())
			sess.SetHintBudget(50 * time.Millisecond)
			ctx.Session = sess
			s := newPlayScene(ctx, sess, sprites)
			return s, sess, []layoutStep{
				{"the estimate shows", func() { s.aids.estimate.On = true }},
				{"a move is refused", func() { s.boardAction(ctx, engine.Pt(4, 4)) }},
				{"a notice shows", func() { ctx.Tell(longNotice(ctx), false) }},
				{"the hint speaks", func() { sess.AskHint() }},
				{"both pass", func() {
					sess.Do(m.Pass())
					sess.Do(m.Pass())
				}},
				{"the count is accepted", func() {
					if s.act(ctx, sess.Do(m.AcceptScore())); m.State() != game.Over {
						t.Fatalf("the count is not accepted: %v, %q", m.State(), s.msg)
					}
				}},
			}
		}},
		{"review", func(t *testing.T, ctx *Context) (Scene, *game.Session, []layoutStep) {
			g := mustRecord(t, game.DefaultSetup(), "D4", "C5", "E3", "F2")
			g.Undo()
			g.Undo()
			for _, mv := range []string{"B2", "F2", "D5", "D6", "C6"} {
				pt, _ := engine.ParseGTPPoint(mv, 7, 7)
				if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
					t.Fatal(err)
				}
			}
			m, first := game.NewMatchFromRecord(g, [3]game.Seat{}, ctx.Now)
			sess := game.NewSessionEval(m, first, 1, game.DefaultEval())
			ctx.Session = sess
			s := newReviewScene(ctx, sess, sprites, false)
			return s, sess, []layoutStep{
				{"it steps back to where a try branches", func() { s.goTo(ctx, 3) }},
				{"the board is clicked", func() { s.message.Text, s.message.Color = ctx.Tr.T("move.rewinding"), ctx.Theme.Error }},
				{"it shows the try", func() { s.chooseVariation(1) }},
				{"Play from here asks", func() { s.asking = true }},
				{"a notice shows", func() { ctx.Tell(longNotice(ctx), false) }},
				{"it steps to the start", func() { s.goTo(ctx, 0) }},
			}
		}},
		{"study board", func(t *testing.T, ctx *Context) (Scene, *game.Session, []layoutStep) {
			p := engine.MustDiagram(`
				. . . . . . .
				. . . . . . .
				. . X X . . .
				. O X O . . .
				. . O . . . .
				. . . . . . .
				. . . . . . .`, engine.AtariRules(1))
			ctx.study = game.StudyFrom(&p)
			s := newStudyScene(ctx, sprites)
			return s, nil, []layoutStep{
				{"it answers who wins", func() { s.ask(game.AskSolve, engine.NoPoint) }},
				{"a notice shows", func() { ctx.Tell(longNotice(ctx), false) }},
				{"it reads a chain", func() { s.ask(game.AskRead, engine.Pt(2, 3)) }},
				{"it asks before a size takes the stones", func() { s.sizeAsk = 13 }},
				{"the size is kept", func() { s.sizeAsk = 0 }},
			}
		}},
	}
}

// longNotice is a notice over the window as long as the longest the game shows: the game left kept for later.
func longNotice(ctx *Context) string {
	return ctx.Tr.T("play.left_kept", ctx.Tr.T("files.previous"))
}

// TestNothingMovesWhenWordsComeAndGo follows every screen of layoutScreens through its changes in every language
// and window of layoutSizes (see the top of this file).
func TestNothingMovesWhenWordsComeAndGo(t *testing.T) {
	sprites, _ := screenTestEnv(t)
	for _, size := range layoutSizes {
		for _, lang := range game.LanguageCodes() {
			for _, sc := range layoutScreens(sprites) {
				if len(layoutOnly) > 0 && !layoutOnly[fmt.Sprintf("%dx%d/%s", size[0], size[1], lang)] {
					continue
				}
				where := fmt.Sprintf("%s/%dx%d/%s", lang, size[0], size[1], sc.name)
				ctx := testContext(t, lang, size[0], size[1])
				ctx.svc = &services{}
				s, sess, steps := sc.build(t, ctx)
				settleScene(t, ctx, s, sess)
				before := takeFrame(t, ctx, s, where, "at first")
				for _, st := range steps {
					st.do()
					settleScene(t, ctx, s, sess)
					after := takeFrame(t, ctx, s, where, "after "+st.name)
					compareFrames(t, where, before, after)
					before = after
				}
				if sess != nil {
					sess.Close()
				}
				if st, ok := s.(*studyScene); ok {
					st.asker.Stop()
				}
			}
		}
	}
}
