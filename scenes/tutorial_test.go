package scenes

import (
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// runLesson updates the lesson scene until its board is quiet (nothing judged, nothing played out), waiting for
// the judge, which runs off the game loop, whenever it is asked; it fails after many frames without rest.
func runLesson(t *testing.T, ctx *Context, s *lessonScene) Request {
	t.Helper()
	for range 100000 {
		req := s.Update(ctx)
		ctx.Input.Reset()
		if req != nil {
			return req
		}
		if !s.sess.Busy() && !s.sess.ShowingMe() {
			return nil
		}
		s.sess.WaitJudge()
	}
	t.Fatalf("the lesson page stayed busy: %v", s.sess.Exercise())
	return nil
}

// press clicks button b in the next update.
func press(ctx *Context, b *widget.Button) {
	c := b.Rect.Min.Add(b.Rect.Size().Div(2))
	ctx.Input.Pos, ctx.Input.Kind = c, widget.PointerMouse
	ctx.Input.Pressed, ctx.Input.Down = true, true
}

// release finishes the click press started.
func release(ctx *Context) {
	ctx.Input.Released, ctx.Input.Down = true, false
}

// clickButton clicks b: a press in one frame, the release in the next.
func clickButton(t *testing.T, ctx *Context, s Scene, b *widget.Button) Request {
	t.Helper()
	s.Update(ctx) // lay out
	ctx.Input.Reset()
	press(ctx, b)
	if req := s.Update(ctx); req != nil {
		return req
	}
	ctx.Input.Reset()
	release(ctx)
	req := s.Update(ctx)
	ctx.Input.Reset()
	return req
}

func lessonTestScene(t *testing.T, ctx *Context, key string, page int) *lessonScene {
	t.Helper()
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	l := ctx.lesson(key)
	if l == nil {
		t.Fatalf("no lesson %q", key)
	}
	s := newLessonScene(ctx, l, page, sprites)
	t.Cleanup(s.sess.Close)
	s.Update(ctx)
	return s
}

// TestLessonPageSolvedByClicksKeepsItsStars plays the ladder exercise through the window's own paths (a click
// on the board, the judge off the game loop, the computer's answers played out) and finds the stars kept.
func TestLessonPageSolvedByClicksKeepsItsStars(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := lessonTestScene(t, ctx, "10-ladder", 1)
	if s.sess.Page().Kind != lesson.PageExercise {
		t.Fatalf("page 2 of the ladder lesson is %v", s.sess.Page().Kind)
	}
	if ctx.Learner.Tutorial.Last != "10-ladder" {
		t.Errorf("the lesson last opened is %q", ctx.Learner.Tutorial.Last)
	}
	for step := 0; s.sess.Exercise().State() != lesson.Solved && step < 30; step++ {
		pt := s.sess.Exercise().Next()
		if pt == engine.NoPoint { // the first move: the judge's own answers, asked as the hint asks them
			for i := 0; i < 3 && s.sess.Exercise().Said().Kind != lesson.SaidHintMove; i++ {
				s.sess.Hint()
				runLesson(t, ctx, s)
			}
			pt = s.sess.Exercise().Said().Point
			s.sess.Retry() // hints cost stars: start again and play the move unaided
		}
		s.sess.Click(pt)
		runLesson(t, ctx, s)
	}
	if s.sess.Exercise().State() != lesson.Solved {
		t.Fatalf("the ladder was not solved: %v", s.sess.Exercise())
	}
	if got, want := *s.sess.Board(), *s.sess.Exercise().Position(); got.String() != want.String() {
		t.Errorf("the board shows\n%v\nthe exercise is at\n%v", &got, &want)
	}
	s.Update(ctx)
	if got := ctx.Learner.Tutorial.Stars("10-ladder", 1); got != s.sess.Exercise().Stars() || got == 0 {
		t.Errorf("the page kept %d stars, the exercise earned %d", got, s.sess.Exercise().Stars())
	}
	if s.next.Kind != widget.ButtonPrimary {
		t.Error("Next is not the button to press once the page is solved")
	}
	if s.feedback.Text == "" || s.feedback.Color != ctx.Theme.Good {
		t.Errorf("the page says %q", s.feedback.Text)
	}
}

// TestLessonWrongMoveIsRefutedOnTheBoard plays a wrong ladder and watches the refutation played out and said.
func TestLessonWrongMoveIsRefutedOnTheBoard(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := lessonTestScene(t, ctx, "10-ladder", 1)
	wrong, _ := engine.ParseGTPPoint("C4", 8, 8) // atari from the wrong side: the stone runs into open space
	s.sess.Click(wrong)
	if s.sess.Board().At(wrong) != engine.Black {
		t.Fatal("the learner's move is not on the board while it is judged")
	}
	runLesson(t, ctx, s)
	if s.sess.Exercise().State() != lesson.Refuted || s.sess.Exercise().Said().Kind != lesson.SaidEscaped {
		t.Fatalf("after a wrong ladder: %v, %v", s.sess.Exercise().State(), s.sess.Exercise().Said().Kind)
	}
	if got, want := *s.sess.Board(), *s.sess.Exercise().Position(); got.String() != want.String() {
		t.Errorf("the refutation left the board\n%v\nnot\n%v", &got, &want)
	}
	s.Update(ctx)
	if s.retry.Hidden || s.retry.Kind != widget.ButtonPrimary {
		t.Error("Try again is not offered first after a refutation")
	}
	if ctx.Learner.Tutorial.Stars("10-ladder", 1) != 0 {
		t.Error("a refuted page counts as done")
	}
	if req := clickButton(t, ctx, s, s.retry); req != nil || s.sess.Exercise().State() != lesson.Waiting {
		t.Fatalf("Try again gave %v, %v", req, s.sess.Exercise().State())
	}
	if got, want := *s.sess.Board(), s.sess.Page().Start(); got.String() != want.String() {
		t.Error("Try again did not put the board back")
	}
}

// TestLessonShowPagePlaysItsMovesAndCounts plays a show page to its end and finds it counted done.
func TestLessonShowPagePlaysItsMovesAndCounts(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := lessonTestScene(t, ctx, "10-ladder", 0)
	start := *s.sess.Board()
	runLesson(t, ctx, s)
	want := s.sess.Page().Record.Clone()
	want.ToEnd()
	if s.sess.Board().String() != want.Position().String() {
		t.Errorf("the show page ended at\n%v\nnot\n%v", s.sess.Board(), want.Position())
	}
	if s.sess.Board().String() == start.String() {
		t.Error("the show page played nothing")
	}
	if ctx.Learner.Tutorial.Stars("10-ladder", 0) != game.MaxStars {
		t.Error("a show page seen to its end does not count")
	}
	if mk := s.marks(); len(mk.Labels) == 0 {
		t.Error("the moves of the show page are not numbered")
	}
}

// TestLessonMapOpensALessonWhereTheLearnerLeftOff checks the cards' states and where a card opens.
func TestLessonMapOpensALessonWhereTheLearnerLeftOff(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	ctx.Learner.Tutorial.Done("03-atari", 0, 3)
	ctx.Learner.Tutorial.Done("03-atari", 1, 2)
	m := newTutorialScene(ctx, ToMenu{})
	if !ctx.Learner.Tutorial.Offered {
		t.Error("opening the lessons does not count as the offer made")
	}
	m.Update(ctx)
	var card *widget.Card
	for i, l := range m.lessons {
		if l.Key == "03-atari" {
			card = m.cards[i]
		}
	}
	if card == nil || card.Detail != "2 of 7 pages done" || card.Done || card.Progress <= 0 {
		t.Fatalf("the card of a lesson begun: %+v", card)
	}
	c := card.Rect.Min.Add(card.Rect.Size().Div(2))
	ctx.Input.Pos, ctx.Input.Kind, ctx.Input.Pressed, ctx.Input.Down = c, widget.PointerMouse, true, true
	m.Update(ctx)
	ctx.Input.Reset()
	release(ctx)
	req := m.Update(ctx)
	if req != (OpenLesson{Key: "03-atari", Page: -1}) {
		t.Fatalf("a click on the card asked for %#v", req)
	}
	s := newLessonScene(ctx, ctx.lesson("03-atari"), -1, nil)
	defer s.sess.Close()
	if s.sess.PageIndex() != 2 {
		t.Errorf("the lesson opened on page %d, not the first page not done (3)", s.sess.PageIndex()+1)
	}
}

// TestLessonGamePageStartsAGameAndAWinFinishesIt starts the game of a game page and wins it by a capture.
func TestLessonGamePageStartsAGameAndAWinFinishesIt(t *testing.T) {
	data := "(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]GN[Game]PL[B]AB[dd]AW[cc]C[Beat the computer.]AGGL[game]AGLV[beginner])"
	l, err := lesson.Parse("15-game.sgf", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	setup := lessonSetup(&l.Pages[0])
	if err := setup.Check(); err != nil {
		t.Fatal(err)
	}
	pos, err := setup.Position()
	want := l.Pages[0].Start()
	if err != nil || pos.String() != want.String() || pos.ToMove() != engine.Black {
		t.Fatalf("the game starts at\n%v\nnot at the page's\n%v (%v)", &pos, &want, err)
	}
	if !setup.Seats[engine.Black].IsHuman() || setup.Seats[engine.White] != game.Computer("beginner") {
		t.Errorf("seats %+v", setup.Seats)
	}
	ctx := testContext(t, "en", 1200, 760)
	// Black surrounds the white stone at C5 and captures it: the same setup played by people ends quickly.
	people := setup
	people.Seats = [3]game.Seat{}
	g, err := people.NewRecord()
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"B5", "E2", "C6", "F2", "D5", "G2", "C4"} {
		pt, _ := engine.ParseGTPPoint(mv, 7, 7)
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	m, first := game.NewMatchFromRecord(g, people.Seats, ctx.Now)
	sess := game.NewSessionEval(m, first, 1, game.DefaultEval())
	defer sess.Close()
	ctx.lessonGame = &lessonGame{LessonLink: LessonLink{Key: "15-game", Page: 0, Learner: engine.Black}, session: sess}
	if !ctx.noteLessonWin(sess) {
		t.Fatalf("a won lesson game is not seen as won: %v, %v", m.State(), m.Outcome())
	}
	if ctx.Learner.Tutorial.Stars("15-game", 0) != game.MaxStars {
		t.Error("winning the lesson's game did not finish its page")
	}
	ctx.lessonGame.Learner = engine.White
	ctx.Learner.Tutorial = game.Tutorial{}
	ctx.lessonGame.recorded = false
	if ctx.noteLessonWin(sess) || ctx.Learner.Tutorial.Stars("15-game", 0) != 0 {
		t.Error("a lost lesson game finished the page")
	}
}

// TestOwnLessonsJoinTheMap puts a teacher's lesson and a broken file in the folder of own lessons, drops
// another lesson on the window, and finds them on the map with the broken one named.
func TestOwnLessonsJoinTheMap(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	ctx := testContext(t, "en", 1200, 760)
	good := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Teacher's capture]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd])"
	if _, err := game.AddLessonFile("mine.sgf", []byte(good), game.ReplaceLesson); err != nil {
		t.Fatal(err)
	}
	if _, err := game.AddLessonFile("broken.sgf", []byte("(;GM[1]SZ[7]GN[T]C[x]AGGL[conquer])"), game.ReplaceLesson); err != nil {
		t.Fatal(err)
	}
	ctx.forgetLessons()
	m := newTutorialScene(ctx, ToMenu{})
	m.Update(ctx)
	found := false
	for i, l := range m.lessons {
		if l.Key == "+mine" {
			found = true
			if partOfLesson(l) != 2 || m.cards[i].Title != "Teacher's capture" || m.cards[i].Badge != "1" {
				t.Errorf("the own lesson's card: part %d, %+v", partOfLesson(l), m.cards[i])
			}
		}
	}
	if !found || m.parts[2].Hidden && m.parts[2].Rect.Overlaps(m.view) {
		t.Errorf("the own lesson is not on the map (found %v)", found)
	}
	if !strings.Contains(m.note.Text, "broken.sgf") {
		t.Errorf("the broken file is not named: %q", m.note.Text)
	}

	// A lesson file dropped on the window is kept in the folder and opened.
	dropped := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Dropped]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd])"
	r := readDropped(fstest.MapFS{"dropped.sgf": {Data: []byte(dropped)}}, "dropped.sgf")
	if r.err != nil || r.lesson == nil {
		t.Fatalf("the dropped lesson was read as %+v", r)
	}
	a := &App{ctx: *ctx}
	a.ctx.svc = &services{}
	if req := a.addLesson(keepDropped(r, game.NewLesson, a.ctx.own)); req != (OpenLesson{Key: "+dropped", Page: 0}) {
		t.Fatalf("the dropped lesson asked for %#v", req)
	}
	if !strings.Contains(a.ctx.svc.toast.text, "Dropped") {
		t.Errorf("the learner is told %q", a.ctx.svc.toast.text)
	}
	if a.ctx.lesson("+dropped") == nil {
		t.Error("the dropped lesson is not among the lessons")
	}
	if _, err := os.Stat(filepath.Join(dir, game.LessonsDirName, "dropped.sgf")); err != nil {
		t.Errorf("the dropped lesson was not kept: %v", err)
	}
}

// TestPracticeSetComesPageByPage asks for More practice of ladders from the ladder lesson's last page, and
// works through the set as its pages come: each is a fresh exercise the lesson page can be solved on.
func TestPracticeSetComesPageByPage(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := lessonTestScene(t, ctx, "10-ladder", 7)
	s.Update(ctx)
	if s.more.Hidden {
		t.Fatal("the last page of the ladder lesson offers no More practice")
	}
	req := clickButton(t, ctx, s, s.more)
	op, ok := req.(OpenPractice)
	if !ok || op.Kind != (lesson.PracticeKind{Motif: ai.MotifLadder}) {
		t.Fatalf("More practice asked for %#v", req)
	}
	p := newPracticeScene(ctx, op.Kind, op.Back)
	// Every page is sent before the making ends: once it has, the scene finds the first one.
	awaitMaking(t, p.feed)
	show, ok := p.Update(ctx).(showPractice)
	if !ok || p.failed {
		t.Fatalf("no practice page came: %q", p.note.Text)
	}
	sprites, _ := board.LoadSprites()
	ls := newLessonScene(ctx, practiceLesson(show.Kind, show.First), 0, sprites)
	ls.back, ls.feed, ls.feedKind = show.Back, show.Feed, show.Kind
	defer ls.Leave(ctx)
	awaitMaking(t, show.Feed)
	ls.Update(ctx) // takes the pages made and the end of the making
	if ls.feed != nil {
		t.Fatal("the lesson page still waits for practice pages after the making ended")
	}
	if len(ls.sess.Lesson().Pages) < 2 || ls.sess.Lesson().Pages[1].Text.In("ru") == "" {
		t.Fatalf("the practice set has %d pages", len(ls.sess.Lesson().Pages))
	}
	if got := ls.sess.Lesson().Title.In("en"); got != "More practice: ladder" {
		t.Errorf("the set is called %q", got)
	}
	ls.Update(ctx)
	if ctx.Learner.Tutorial.Stars(ls.sess.Lesson().Key, 0) != 0 || ctx.Learner.Tutorial.Last != "10-ladder" {
		t.Error("a practice set touched the lessons' progress")
	}
	if mk := ls.marks(); len(mk.Rings) == 0 {
		t.Error("the practice page does not mark the stones it asks about")
	}
	// The first page, solved with Show me (the engine's own line, as the learner would see it).
	ls.sess.ShowMe()
	runLesson(t, ctx, ls)
	if ls.sess.Exercise().State() != lesson.Solved {
		t.Errorf("Show me did not solve the practice page: %v", ls.sess.Exercise())
	}
}

// TestEveryPracticeKindHasItsWords checks that each practice kind, and the mixed set, has its name, title and
// prompt in every language's catalog (the keys are in a table, out of reach of the catalog test's search).
func TestEveryPracticeKindHasItsWords(t *testing.T) {
	kinds := append([]lesson.PracticeKind{{}}, lesson.PracticeKinds...)
	for _, code := range game.LanguageCodes() {
		tr := game.NewTranslator(code)
		for _, k := range kinds {
			w, ok := practiceWords[k.String()]
			if !ok {
				t.Fatalf("no words for the practice kind %s", k)
			}
			for _, key := range []string{w.name, w.title, w.prompt} {
				if _, ok := tr.Lookup(key); !ok {
					t.Errorf("%s: %s: the key %q is not in the catalog", code, k, key)
				}
			}
		}
	}
}

// awaitMaking waits until the making of the practice set f has ended; a making that never ends is caught by the
// test's timeout.
func awaitMaking(t *testing.T, f *practiceFeed) {
	t.Helper()
	<-f.done
}

// clickAt clicks the pixel p of scene s: a press in one update, the release in the next.
func clickAt(ctx *Context, s Scene, p image.Point) Request {
	ctx.Input.Pos, ctx.Input.Kind = p, widget.PointerMouse
	ctx.Input.Pressed, ctx.Input.Down = true, true
	if req := s.Update(ctx); req != nil {
		return req
	}
	ctx.Input.Reset()
	ctx.Input.Pos, ctx.Input.Kind = p, widget.PointerMouse
	release(ctx)
	req := s.Update(ctx)
	ctx.Input.Reset()
	return req
}

// TestAClickBetweenThePointsSaysWhereStonesGo clicks inside a square of the first lesson's board, where a
// beginner might put a stone as on a chessboard: nothing is played, the page says kindly that stones go on the
// points where the lines cross and marks the nearest point; a click on that point then plays there.
func TestAClickBetweenThePointsSaysWhereStonesGo(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := lessonTestScene(t, ctx, "01-stones", 2) // "Put a black stone on the centre point, in the circle."
	if s.sess.Page().Goal.Kind != ai.GoalPlace {
		t.Fatalf("page 3 of the first lesson asks %v", s.sess.Page().Goal.Kind)
	}
	g := s.view.Geometry()
	d4 := engine.Pt(3, 3)
	x, y := g.Center(d4)
	inSquare := image.Pt(int(x+g.Cell*0.4), int(y+g.Cell*0.35)) // right of and below D4, nearer D4 than E3
	before := s.sess.Board().String()
	clickAt(ctx, s, inSquare)
	if s.sess.Board().String() != before {
		t.Fatal("a click between the points played a stone")
	}
	if want := "Stones go on the points where the lines cross, not inside the squares. The nearest point is marked: try there!"; s.feedback.Text != want {
		t.Errorf("the page says %q", s.feedback.Text)
	}
	if mk := s.marks(); mk.Highlight != d4 || mk.Ghost != d4 {
		t.Errorf("the nearest point is not marked: highlight %v, ghost %v", mk.Highlight.GTP(7), mk.Ghost.GTP(7))
	}
	for _, lang := range []string{"en", "cs", "ru"} {
		ctx.Tr = game.NewTranslator(lang)
		s.Update(ctx)
		if s.feedback.Text == "" || lang != "en" && strings.Contains(s.feedback.Text, "Stones go") {
			t.Errorf("%s: the page says %q", lang, s.feedback.Text)
		}
		for _, term := range lesson.TermsIn(s.feedback.Text, lang) { // the first lesson teaches no term yet
			t.Errorf("%s: %q says %q, taught in lesson %d", lang, s.feedback.Text, term.Key, term.Lesson)
		}
	}
	ctx.Tr = game.NewTranslator("en")
	clickAt(ctx, s, image.Pt(int(x), int(y)))
	runLesson(t, ctx, s)
	if s.sess.Board().At(d4) != engine.Black || s.between != engine.NoPoint {
		t.Errorf("a click on the marked point: %v there, still marked %v", s.sess.Board().At(d4), s.between)
	}
	if s.feedback.Text != "Well done!" {
		t.Errorf("after the stone on the point the page says %q", s.feedback.Text)
	}

	// On a page that asks for something else, a click between the points is just not a move.
	s = lessonTestScene(t, ctx, "03-atari", 1)
	g = s.view.Geometry()
	x, y = g.Center(d4)
	clickAt(ctx, s, image.Pt(int(x+g.Cell*0.4), int(y+g.Cell*0.35)))
	if s.between != engine.NoPoint || strings.Contains(s.feedback.Text, "Stones go") {
		t.Errorf("a capture page explains points: %q", s.feedback.Text)
	}
}

// TestTryAgainKeepsItsWidthBesideMorePractice follows the last page of a lesson through its states (waiting, a
// wrong move refuted, tried again): wherever Try again and More practice show, they are halves of one row, and
// neither moves nor changes its width.
func TestTryAgainKeepsItsWidthBesideMorePractice(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	l := ctx.lesson("09-double-atari")
	s := lessonTestScene(t, ctx, l.Key, len(l.Pages)-1)
	if s.more.Hidden || s.sess.Page().Kind != lesson.PageExercise {
		t.Fatalf("the last page of the double atari lesson is a %v page, More practice hidden: %v", s.sess.Page().Kind, s.more.Hidden)
	}
	moreAt := s.more.Rect
	var retryAt image.Rectangle
	check := func(state string) {
		t.Helper()
		s.Update(ctx)
		if s.more.Rect != moreAt {
			t.Errorf("%s: More practice moved from %v to %v", state, moreAt, s.more.Rect)
		}
		if s.retry.Hidden {
			return
		}
		if retryAt.Empty() {
			retryAt = s.retry.Rect
		}
		if s.retry.Rect != retryAt || s.retry.Rect.Dx() != s.more.Rect.Dx() || s.retry.Rect.Min.Y != s.more.Rect.Min.Y {
			t.Errorf("%s: Try again at %v beside More practice at %v (first at %v)", state, s.retry.Rect, s.more.Rect, retryAt)
		}
		for _, b := range []*widget.Button{s.hint, s.showMe} {
			if !b.Hidden && b.Rect.Overlaps(s.retry.Rect.Union(s.more.Rect)) {
				t.Errorf("%s: %s overlaps the pair", state, b.Text)
			}
		}
	}
	check("waiting")
	wrong := engine.NoPoint
	start := s.sess.Page().Start()
	for _, m := range start.LegalMoves(nil) { // a move that is not the answer: the engine refutes it
		if m != engine.Pass && !slices.Contains(s.sess.Page().Answers, m) && m.Col() == 0 {
			wrong = m
			break
		}
	}
	s.sess.Click(wrong)
	s.Update(ctx)
	check("judging")
	runLesson(t, ctx, s)
	check("after a wrong move")
	if s.retry.Hidden {
		t.Fatalf("no Try again after %s: %v", wrong.GTP(start.Rows()), s.sess.Exercise())
	}
	s.sess.Retry()
	check("tried again")
}
