package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

// gtpPoints reads GTP points of a 7×7 board.
func gtpPoints(t *testing.T, pts ...string) []engine.Point {
	t.Helper()
	var out []engine.Point
	for _, s := range pts {
		p, err := engine.ParseGTPPoint(s, 7, 7)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// TestFirstShown shows a short line whole and a longer one up to its decisive move: the first atari of a ladder,
// or the last quiet move after which every move of the attacker is an atari or the capture.
func TestFirstShown(t *testing.T) {
	corner := `
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. X . . . . .
		. O X . . . .
		. . . . . . .`
	tests := []struct {
		name  string
		board string
		white bool // White moves first
		line  []string
		want  int
	}{
		{"a short line", corner, false, []string{"A2", "B1", "C1", "F4", "A1"}, 5},
		{"a ladder", `
			X . O . . . X
			X . . . . O .
			X . . . X O .
			X . . . O . .
			. O X . . O .
			. . O O X . .
			. . . . . . X`, true, []string{"D5", "E6", "E7", "D6", "C6", "C5", "D7"}, 1},
		{"quiet moves before the chase", corner, false, []string{"G7", "G1", "G6", "F1", "A2", "B1", "C1", "F4", "A1"}, 3},
	}
	for _, tc := range tests {
		pos := engine.MustDiagram(tc.board, engine.AtariRules(1))
		if tc.white {
			pos.SetToMove(engine.White)
		}
		line := gtpPoints(t, tc.line...)
		q := pos
		for _, m := range line {
			if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
				t.Fatalf("%s: %s: %v", tc.name, m.GTP(7), err)
			}
		}
		if !q.Over() {
			t.Fatalf("%s: the line takes nothing", tc.name)
		}
		if got := firstShown(&pos, line); got != tc.want {
			t.Errorf("%s: %d moves shown first, want %d", tc.name, got, tc.want)
		}
	}
}

// TestPlayedAlong follows the record from a line's start: the line's own moves keep it on the board, any other move
// or a move taken back leaves it.
func TestPlayedAlong(t *testing.T) {
	g := mustRecord(t, game.DefaultSetup(), "D4", "C4", "E4")
	path := g.Path() // the root, D4, C4, E4
	line := gtpPoints(t, "C4", "E4", "D5")
	other := gtpPoints(t, "C4", "D5")
	tests := []struct {
		name     string
		from, to *engine.Node
		line     []engine.Point
		played   int
		ok       bool
	}{
		{"the start itself", path[1], path[1], line, 0, true},
		{"one move of the line", path[1], path[2], line, 1, true},
		{"two moves of the line", path[1], path[3], line, 2, true},
		{"another move", path[1], path[3], other, 0, false},
		{"before the start", path[2], path[1], line, 0, false},
		{"more moves than the line", path[0], path[3], line[:1], 0, false},
	}
	for _, tc := range tests {
		played, ok := playedAlong(tc.from, tc.to, tc.line)
		if played != tc.played || ok != tc.ok {
			t.Errorf("%s: %d, %v; want %d, %v", tc.name, played, ok, tc.played, tc.ok)
		}
	}
}

// coachLadder is the position of the window's coach test: Black's E5 walks into a ladder that starts at D5.
const coachLadder = `
	X . O . . . X
	X . . . . O .
	X . . . . O .
	X . . . O . .
	. O X . . O .
	. . O O X . .
	. . . . . . X`

// coachScene returns a play scene of two people on coachLadder, the coach on, after Black's E5 and the coach's word
// on it, with Show pressed.
func coachScene(t *testing.T, ctx *Context, sprites *board.Sprites) (*playScene, *game.Session) {
	t.Helper()
	pos := engine.MustDiagram(coachLadder, engine.AtariRules(1))
	var seats [3]game.Seat
	seats[engine.Black], seats[engine.White] = game.Human, game.Human
	m, first := game.NewMatchFromRecord(engine.NewGameFrom(pos), seats, ctx.Now)
	sess := game.NewSessionEval(m, first, 1, game.DefaultEval())
	ctx.Session = sess
	sess.SetCoaching(true)
	s := newPlayScene(ctx, sess, sprites)
	if err := sess.Do(m.Play(gtpPoints(t, "E5")[0])); err != nil {
		t.Fatal(err)
	}
	<-sess.CoachReady()
	s.Update(ctx)
	if _, ok := sess.Advice(); !ok {
		t.Fatal("the coach says nothing about E5")
	}
	s.coach.showing = true
	s.Update(ctx)
	return s, sess
}

// TestShowDrawsTheLineOnTheBoardAsItIs follows the coach's line after Black's E5 (a ladder from D5) while the board
// changes: on the board it starts from, the first move of the line as a ghost; once White played that move, its
// number on White's stone and the next moves as ghosts; once White played elsewhere, nothing on the board, the line
// on a diagram of the position after E5 in the panel, and the sentence in the past. The arrows step the line.
func TestShowDrawsTheLineOnTheBoardAsItIs(t *testing.T) {
	sprites, _ := screenTestEnv(t)
	ctx := testContext(t, "en", 1200, 760)
	s, sess := coachScene(t, ctx, sprites)
	defer sess.Close()
	m := sess.Match()
	a, _ := sess.Advice()
	if got := fmt.Sprint(gtpList(a.Note.Line)); got != "D5 E6 E7 D6 C6 C5 D7" || a.Note.Motif != ai.MotifLadder {
		t.Fatalf("the coach's line %s (%s); the test wants the ladder D5 E6 E7 D6 C6 C5 D7", got, a.Note.Motif)
	}
	marks := func() (ghosts, labels string) {
		mk := s.marks(m, m.Position())
		var g, l []string
		for _, st := range mk.Ghosts {
			g = append(g, st.Point.GTP(7))
		}
		for _, lb := range mk.Labels {
			l = append(l, lb.Point.GTP(7)+"="+lb.Text)
		}
		return strings.Join(g, " "), strings.Join(l, " ")
	}
	// White's moves go to the Match alone, not through the game.Session, so that the coach does not check them too.
	play := func(pt string) {
		if _, err := m.Play(gtpPoints(t, pt)[0]); err != nil {
			t.Fatal(err)
		}
	}
	step := func(k ebiten.Key) {
		ctx.Input.Keys = []ebiten.Key{k}
		s.Update(ctx)
		ctx.Input.Reset()
	}
	tests := []struct {
		name           string
		do             func()
		onBoard        bool
		ghosts, labels string
		past           bool
	}{
		{"after E5: the ladder's first atari", func() {}, true, "D5", "D5=1", false},
		{"two steps on", func() { step(ebiten.KeyRight); step(ebiten.KeyRight) }, true, "D5 E6 E7", "D5=1 E6=2 E7=3", false},
		{"a step back", func() { step(ebiten.KeyLeft) }, true, "D5 E6", "D5=1 E6=2", false},
		{"White played D5, the line's move", func() { play("D5") }, true, "E6", "D5=1 E6=2", false},
		{"White played A1 instead", func() {
			if _, err := m.Undo(); err != nil {
				t.Fatal(err)
			}
			play("A1")
		}, false, "", "", true},
	}
	for _, tc := range tests {
		tc.do()
		s.Update(ctx)
		ghosts, labels := marks()
		if s.line.onBoard != tc.onBoard || ghosts != tc.ghosts || labels != tc.labels {
			t.Errorf("%s: on the board %v, ghosts %q, numbers %q; want %v, %q, %q", tc.name, s.line.onBoard, ghosts, labels,
				tc.onBoard, tc.ghosts, tc.labels)
		}
		if past := strings.HasPrefix(s.coach.say.Text, "After that move"); past != tc.past {
			t.Errorf("%s: the coach says %q", tc.name, s.coach.say.Text)
		}
	}
	// The diagram lies in the panel, clear of the board, and the panel's controls still fit.
	d, _ := s.line.area()
	if wood := s.view.Geometry().Wood; d.Empty() || !d.In(s.panel.Rect) || d.Overlaps(wood) {
		t.Errorf("the diagram at %v; the panel is at %v, the board at %v", d, s.panel.Rect, wood)
	}
	for _, w := range s.form.Items() {
		if c := w.Common(); !c.Hidden && !c.Rect.Empty() && !c.Rect.In(s.panel.Rect) {
			t.Errorf("%T %v lies outside the panel %v", w, c.Rect, s.panel.Rect)
		}
	}
	if d.Overlaps(s.line.caption.Rect) || d.Overlaps(s.line.next.Rect) || s.line.next.Rect.Overlaps(s.coach.back.Rect) {
		t.Errorf("the diagram %v, its caption %v and its step buttons %v overlap", d, s.line.caption.Rect, s.line.next.Rect)
	}
}

// gtpList writes points as GTP coordinates of a 7×7 board.
func gtpList(pts []engine.Point) string {
	var out []string
	for _, p := range pts {
		out = append(out, p.GTP(7))
	}
	return strings.Join(out, " ")
}
