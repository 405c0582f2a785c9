package scenes

import (
	"fmt"
	"image"
	"path/filepath"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// testContext returns a context for a w×h window in language lang, the
// theme scaled as the App scales it.
func testContext(t *testing.T, lang string, w, h int) *Context {
	t.Helper()
	th, err := widget.NewTheme(zoomFor(float64(w), float64(h)))
	if err != nil {
		t.Fatal(err)
	}
	st := game.DefaultSettings()
	st.Language = lang
	return &Context{Theme: th, Input: &widget.Input{}, W: w, H: h, Tr: game.NewTranslator(lang), Settings: &st,
		Learner: &game.Learner{}, LastSetup: game.DefaultSetup(), Seed: 1, Now: func() time.Time { return time.Date(2024, 5, 1, 14, 30, 0, 0, time.UTC) }}
}

// mustRecord plays the moves (GTP points, colours alternating) on a new record.
func mustRecord(t *testing.T, s game.Setup, moves ...string) *engine.Game {
	t.Helper()
	g, err := s.NewRecord()
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		pt, err := engine.ParseGTPPoint(mv, s.Cols, s.Rows)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return g
}

// screen is one state of the window to check.
type screen struct {
	name  string
	build func(ctx *Context) (Scene, func())
}

// screens returns every scene in the states that show different controls.
func screens(t *testing.T, sprites *board.Sprites, dir string) []screen {
	atari := game.DefaultSetup()
	atari.Seats[engine.White] = game.Computer("beginner")
	goGame := game.Setup{Rules: engine.GoRules(engine.Territory, 6.5), Cols: 9, Rows: 9, First: engine.Black}
	watch := atari
	watch.Seats[engine.Black] = game.Computer("hard")
	session := func(ctx *Context, g *engine.Game, seats [3]game.Seat) *game.Session {
		m, first := game.NewMatchFromRecord(g, seats, ctx.Now)
		s := game.NewSessionEval(m, first, 1, game.DefaultEval())
		ctx.Session = s
		return s
	}
	play := func(setup game.Setup, moves ...string) func(ctx *Context) (Scene, func()) {
		return func(ctx *Context) (Scene, func()) {
			s := session(ctx, mustRecord(t, setup, moves...), setup.Seats)
			return newPlayScene(ctx, s, sprites), s.Close
		}
	}
	varied := func() *engine.Game {
		g := mustRecord(t, atari, "D4", "C5", "E3", "F2")
		g.Undo()
		g.Undo()
		if _, err := g.Play(engine.Move{Color: engine.Black, Point: engine.Pt(1, 1)}); err != nil {
			t.Fatal(err)
		}
		return g
	}
	return []screen{
		{"menu", func(ctx *Context) (Scene, func()) { return newMenuScene(ctx, sprites, ""), func() {} }},
		{"menu with a game", func(ctx *Context) (Scene, func()) {
			s := session(ctx, mustRecord(t, atari, "D4"), atari.Seats)
			return newMenuScene(ctx, sprites, ""), s.Close
		}},
		{"setup", func(ctx *Context) (Scene, func()) { return newSetupScene(ctx, sprites), func() {} }},
		{"setup go with handicap", func(ctx *Context) (Scene, func()) {
			ctx.LastSetup = game.Setup{Rules: engine.GoRules(engine.Area, 7.5), Cols: 13, Rows: 13, Handicap: 3,
				Seats: [3]game.Seat{engine.Black: game.Human, engine.White: game.Computer("master")}}
			return newSetupScene(ctx, sprites), func() {}
		}},
		{"play counting", play(goGame, "E5", "C3", "pass", "pass")},
		{"play atari go", play(atari, "D4", "C5")},
		{"play go", play(goGame, "E5", "C3")},
		{"play watching", play(watch, "D4")},
		{"play over", play(atari, "D4", "D5", "C5", "E5", "D6", "C4", "E6", "B5", "F5")},
		{"play coach line on a diagram", func(ctx *Context) (Scene, func()) {
			s, sess := coachScene(t, ctx, sprites)
			if _, err := sess.Match().Play(engine.Pt(0, 6)); err != nil { // White's A1, off the line
				t.Fatal(err)
			}
			s.Update(ctx)
			return s, sess.Close
		}},
		{"review", func(ctx *Context) (Scene, func()) {
			s := session(ctx, varied(), atari.Seats)
			return newReviewScene(ctx, s, sprites, false), s.Close
		}},
		{"save", func(ctx *Context) (Scene, func()) {
			s := session(ctx, mustRecord(t, atari, "D4"), atari.Seats)
			return newFilesScene(ctx, true, nil, ContinueGame{}), s.Close
		}},
		{"load", func(ctx *Context) (Scene, func()) { return newFilesScene(ctx, false, nil, ToMenu{}), func() {} }},
		{"settings", func(ctx *Context) (Scene, func()) { return newSettingsScene(ctx, ToMenu{}), func() {} }},
		{"settings advanced", func(ctx *Context) (Scene, func()) {
			s := newSettingsScene(ctx, ToMenu{})
			s.page.Selected = 1
			return s, func() {}
		}},
		{"learn", func(ctx *Context) (Scene, func()) { return newLearnScene(ctx, sprites, ToMenu{}), func() {} }},
		{"tutorial map", func(ctx *Context) (Scene, func()) { return newTutorialScene(ctx, ToMenu{}), func() {} }},
		{"tutorial map with a checked own lesson", func(ctx *Context) (Scene, func()) {
			checkedOwnLesson(t, ctx)
			s := newTutorialScene(ctx, ToMenu{})
			return s, func() { s.Leave(ctx) }
		}},
		{"own lesson page with the check's notice", func(ctx *Context) (Scene, func()) {
			l := checkedOwnLesson(t, ctx)
			s := newLessonScene(ctx, l, 0, sprites)
			return s, s.sess.Close
		}},
		{"progress with a lesson next", func(ctx *Context) (Scene, func()) { return newProgressScene(ctx, ToMenu{}), func() {} }},
		{"lesson last page after a wrong move", lessonPage(t, sprites, "09-double-atari", 7, func(ctx *Context, s *lessonScene) {
			s.sess.Click(engine.Pt(0, 0))
			s.sess.WaitJudge()
			s.sess.Settle()
		})},
		{"tutorial map with progress", func(ctx *Context) (Scene, func()) {
			for i := range 6 {
				ctx.Learner.Tutorial.Done("02-liberties", i, 2)
			}
			ctx.Learner.Tutorial.Done("10-ladder", 1, 3)
			ctx.Learner.Tutorial.Last = "10-ladder"
			ctx.Learner.Tutorial.Miss("ladder")
			ctx.Learner.Tutorial.Miss("double-atari")
			return newTutorialScene(ctx, ToMenu{}), func() {}
		}},
		{"lesson show page", lessonPage(t, sprites, "10-ladder", 0, nil)},
		{"lesson exercise", lessonPage(t, sprites, "10-ladder", 1, nil)},
		{"lesson question", lessonPage(t, sprites, "10-ladder", 6, nil)},
		{"lesson game page", lessonPage(t, sprites, "22-first-go-game", 1, nil)},
		{"lesson solved", lessonPage(t, sprites, "02-liberties", 1, func(ctx *Context, s *lessonScene) {
			for _, pt := range s.sess.Board().LibertyPoints(s.sess.Page().Goal.Targets[0], nil) {
				s.sess.Click(pt)
			}
		})},
		{"lesson hint", lessonPage(t, sprites, "03-atari", 1, func(ctx *Context, s *lessonScene) {
			s.sess.Hint()
			s.sess.WaitJudge() // the first hint asks the judge for the answers
		})},
		{"study board", func(ctx *Context) (Scene, func()) {
			ctx.study = nil
			return newStudyScene(ctx, sprites), func() {}
		}},
		{"study answer", func(ctx *Context) (Scene, func()) {
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
			s.ask(game.AskSolve, engine.NoPoint)
			s.asker.Wait()
			return s, s.asker.Stop
		}},
		{"study setup", func(ctx *Context) (Scene, func()) {
			st, err := game.NewStudy(engine.GoRules(engine.Territory, 6.5), 9, 9)
			if err != nil {
				t.Fatal(err)
			}
			return newStudySetupScene(ctx, sprites, st), func() {}
		}},
		{"workshop page judged", func(ctx *Context) (Scene, func()) {
			s := workshopPage(t, ctx, sprites)
			return s, s.judging.Stop
		}},
		{"workshop page of a ladder question", func(ctx *Context) (Scene, func()) {
			s := workshopPage(t, ctx, sprites)
			s.draft.SetTask(lesson.TaskLadder)
			s.draft.Toggle(engine.Pt(3, 3))
			s.fromDraft()
			s.judge()
			s.judgedNow(ctx)
			return s, s.judging.Stop
		}},
		{"workshop page that cannot be an exercise", func(ctx *Context) (Scene, func()) {
			s := workshopPage(t, ctx, sprites)
			s.draft.Toggle(engine.Pt(3, 3))
			s.draft.Toggle(engine.Pt(4, 4))
			s.judge()
			s.judgedNow(ctx)
			return s, s.judging.Stop
		}},
		{"workshop lesson", func(ctx *Context) (Scene, func()) {
			s := workshopPage(t, ctx, sprites)
			k := ctx.workshopKept()
			k.lesson.Add(*s.exam.Page)
			k.lesson.Add(*s.exam.Page)
			k.lesson.Pages[1].Text = lesson.Text{"en": "A page whose words are a little longer than one line of the list.",
				"cs": "Stránka, jejíž slova jsou o něco delší než jeden řádek seznamu.",
				"ru": "Страница, текст которой немного длиннее одной строки списка."}
			k.lesson.Title = lesson.Text{"en": "My first captures", "cs": "Moje první zajetí", "ru": "Мои первые захваты"}
			return newWorkshopLessonScene(ctx, sprites), func() {}
		}},
		{"who is playing", func(ctx *Context) (Scene, func()) {
			withLearners(ctx, "Аня", "", "Борис Александрович Иванов")
			return newLearnersScene(ctx, true), func() {}
		}},
		{"who is playing, a class", func(ctx *Context) (Scene, func()) {
			var names []string
			for i := range 40 {
				names = append(names, fmt.Sprint("Ученик ", i+1))
			}
			withLearners(ctx, names...)
			s := newLearnersScene(ctx, false)
			s.page = 1
			return s, func() {}
		}},
		{"a new learner", func(ctx *Context) (Scene, func()) {
			withLearners(ctx, "Аня")
			return newLearnerEditScene(ctx, ""), func() {}
		}},
		{"a learner to remove", func(ctx *Context) (Scene, func()) {
			withLearners(ctx, "Аня", "Вера")
			s := newLearnerEditScene(ctx, ctx.LearnerID)
			s.confirm = true
			s.texts(ctx)
			return s, func() {}
		}},
		{"overview", func(ctx *Context) (Scene, func()) {
			withLearners(ctx, "Аня", "Вера")
			ctx.Learner.Tutorial.Miss("ladder")
			ctx.Learner.Ratings.Rate(ai.FamilyAtari7, game.Opponent{Level: "beginner"}, 1, ctx.Now())
			s := newOverviewScene(ctx, ToMenu{})
			<-s.reading.Ready()
			return s, func() {}
		}},
		{"workshop page with the glossary's words", func(ctx *Context) (Scene, func()) {
			s := workshopPage(t, ctx, sprites)
			s.text.SetText(map[string]string{"en": "Capture the da", "cs": "Zajmi da", "ru": "Возьми да"}[ctx.Tr.Lang()])
			s.suggestWords()
			s.layout(ctx)
			return s, s.judging.Stop
		}},
		{"workshop own lessons to reopen", func(ctx *Context) (Scene, func()) {
			s := workshopPage(t, ctx, sprites)
			k := ctx.workshopKept()
			k.lesson.Add(*s.exam.Page)
			l := newWorkshopLessonScene(ctx, sprites)
			own, err := lesson.Parse("мои-первые-захваты-на-малых-досках.sgf", []byte(
				"(;GM[1]FF[4]SZ[7]GN[My first captures on small boards]AGGN[cs:Moje první zajetí na malých deskách]"+
					"[ru:Мои первые захваты на малых досках]PL[B]AB[cd][ed][de]AW[dd]C[Capture it.]AGGL[capture]AGTG[dd])"))
			if err != nil {
				t.Fatal(err)
			}
			own.Key, own.Own = lesson.KeyOf("мои-первые-захваты-на-малых-досках.sgf"), true
			l.picking, l.owns, l.opening = true, []*lesson.Lesson{own}, 0
			l.list.Select(0)
			return l, func() {}
		}},
		{"learn links", func(ctx *Context) (Scene, func()) {
			s := newLearnScene(ctx, sprites, ToMenu{})
			s.tabs.Selected = 1
			s.fill(ctx)
			s.list.Select(0)
			return s, func() {}
		}},
	}
}

// workshopPage returns the workshop's page of a capture on 7×7, judged: the white stone at D4 marked, words written.
func workshopPage(t *testing.T, ctx *Context, sprites *board.Sprites) *workshopScene {
	t.Helper()
	p := engine.MustDiagram(`
		. . . . . . .
		. . . . . . .
		. . . X . . .
		. . X O . . .
		. . . X . O .
		. . . . . . .
		. . . . . . .`, engine.AtariRules(1))
	ctx.workshop = nil
	s := newWorkshopScene(ctx, sprites, &p, nil)
	if err := s.draft.Toggle(engine.Pt(3, 3)); err != nil {
		t.Fatal(err)
	}
	s.draft.Text["en"] = "Capture the white stone."
	s.draft.Text["cs"] = "Zajmi bílý kámen."
	s.draft.Text["ru"] = "Захватите белый камень."
	s.wordsFromDraft()
	s.judge()
	s.judgedNow(ctx)
	return s
}

// judgedNow waits for the examination of the workshop's page and takes it.
func (s *workshopScene) judgedNow(ctx *Context) {
	if ready := s.judging.Ready(); ready != nil {
		<-ready
	}
	s.poll(ctx)
}

// withLearners gives ctx a device whose learners, kept in memory, are called names ("" for none: the picture's
// name), with pictures in the game's order; the first plays. The names are Cyrillic, as a learner's own name may
// be, so that the check of Russian screens for English words does not count them.
func withLearners(ctx *Context, names ...string) {
	list := game.DefaultLearnerList()
	st := game.MemoryLearnerList(list)
	pictures := game.LearnerPictures()
	st.Change(game.DefaultLearnerID, names[0], pictures[0])
	for i, n := range names[1:] {
		st.Add(n, pictures[(i+1)%len(pictures)])
	}
	ctx.svc = &services{learners: st}
	ctx.LearnerID = game.DefaultLearnerID
}

// checkedOwnLesson makes a teacher's lesson the own lessons of ctx, checked with the problems of its wrong intended
// answer and of undecided moves, and returns it.
func checkedOwnLesson(t *testing.T, ctx *Context) *lesson.Lesson {
	t.Helper()
	l, err := lesson.Parse("mine.sgf", []byte("(;GM[1]FF[4]SZ[5]AGCT[1]GN[A teacher's own capture]AGGN[cs:Učitelovo zajetí]"+
		"AGGN[ru:Захват от учителя]PL[B]AB[bc][dc][cd]AW[cc]C[Capture the white stone.]AGC[cs:Zajmi bílý kámen.]"+
		"AGC[ru:Захвати белый камень.]AGGL[capture]AGTG[cc]AGAN[aa])"))
	if err != nil {
		t.Fatal(err)
	}
	l.Key, l.Own = lesson.OwnPrefix+l.Key, true
	ctx.lessons()
	ctx.setOwn(lesson.Folder{Lessons: []*lesson.Lesson{l}})
	ctx.checks = &ownChecks{done: map[*lesson.Lesson]ownCheck{l: {pages: [][]lesson.Problem{{
		{Kind: lesson.ProblemWrongAnswer, Points: []engine.Point{engine.Pt(0, 0)}, Rows: 5},
		{Kind: lesson.ProblemUndecided, Points: []engine.Point{engine.Pt(4, 4), engine.Pt(3, 4)}, Rows: 5},
	}}}}}
	return l
}

// lessonPage returns a screen of page page of the built-in lesson key, after do (when not nil) worked on it.
func lessonPage(t *testing.T, sprites *board.Sprites, key string, page int, do func(*Context, *lessonScene)) func(ctx *Context) (Scene, func()) {
	return func(ctx *Context) (Scene, func()) {
		l := ctx.lesson(key)
		if l == nil {
			t.Fatalf("no lesson %q", key)
		}
		s := newLessonScene(ctx, l, page, sprites)
		if do != nil {
			s.Update(ctx)
			do(ctx, s)
		}
		return s, func() { s.sess.Close() }
	}
}

// screenTestEnv loads the sprites and points the games and config folders at a
// folder of the test's own, which it returns.
func screenTestEnv(t *testing.T) (*board.Sprites, string) {
	t.Helper()
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv(game.GamesDirEnv, dir)
	t.Setenv(game.ConfigDirEnv, filepath.Join(dir, "config"))
	return sprites, dir
}

// TestTextsFitInEveryLanguage builds every screen in English, Czech and
// Russian, in a landscape window, a small one and three portrait ones, and checks
// that no caption is shortened and no control is off the screen.
func TestTextsFitInEveryLanguage(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	g := mustRecord(t, game.DefaultSetup(), "D4", "C5")
	if _, err := game.NewLibrary(dir).Save("A game with a long name to see the columns", g, false); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1200, 760}, {1024, 640}, {800, 600}, {540, 960}, {640, 1000}, {720, 1280}} {
		for _, lang := range game.LanguageCodes() {
			for _, sc := range screens(t, sprites, dir) {
				name := fmt.Sprintf("%s/%dx%d/%s", lang, size[0], size[1], sc.name)
				ctx := testContext(t, lang, size[0], size[1])
				s, done := sc.build(ctx)
				for range 3 {
					s.Update(ctx)
					ctx.Input.Reset()
					time.Sleep(time.Millisecond)
				}
				if f, ok := s.(*filesScene); ok {
					runFiles(t, ctx, f)
				}
				for _, c := range cutTexts(s, ctx.Theme) {
					t.Errorf("%s: %s", name, c)
				}
				if fs, ok := s.(formScene); ok {
					screen := image.Rect(0, 0, size[0], size[1])
					for _, w := range fs.mainForm().Items() {
						if b := w.Common(); !b.Hidden && !b.Rect.Empty() && !b.Rect.In(screen) {
							t.Errorf("%s: a control at %v is off the %v screen", name, b.Rect, screen)
						}
					}
				}
				done()
			}
		}
	}
}

// TestCutTextsFindsALongCaption checks the checker itself.
func TestCutTextsFindsALongCaption(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	s := newLearnScene(ctx, sprites, ToMenu{})
	s.Update(ctx)
	if cut := cutTexts(s, ctx.Theme); len(cut) != 0 {
		t.Fatalf("learn scene: %v", cut)
	}
	s.done.Text = "A caption far too long for the button that holds it"
	if cut := cutTexts(s, ctx.Theme); len(cut) != 1 {
		t.Errorf("a long caption gave %v, want one line", cut)
	}
}

// TestEveryControlHasATooltip checks every screen in every language for
// controls without a tooltip.
func TestEveryControlHasATooltip(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	for _, lang := range game.LanguageCodes() {
		for _, sc := range screens(t, sprites, dir) {
			ctx := testContext(t, lang, 1200, 760)
			s, done := sc.build(ctx)
			s.Update(ctx)
			for _, w := range s.(formScene).mainForm().Items() {
				b := w.Common()
				if b.Hidden || b.Rect.Empty() || b.NoFocus {
					continue
				}
				var what string
				switch w := w.(type) {
				case *widget.Button:
					what = "button " + w.Text
				case *widget.IconButton:
					what = "icon button"
				case *widget.Toggle:
					what = "switch " + w.Text
				case *widget.Radio:
					what = fmt.Sprint("choice ", w.Options)
				case *widget.Stepper:
					what = "stepper"
				case *widget.List:
					what = "list"
				case *widget.TextField:
					what = "text field"
				case *widget.Tile:
					what = "tile " + w.Text
				default:
					continue
				}
				if r, ok := w.(*widget.Radio); ok && len(r.Tips) == len(r.Options) {
					for i, tip := range r.Tips {
						if tip == "" {
							t.Errorf("%s/%s: %s: option %q has no tooltip", lang, sc.name, what, r.Options[i])
						}
					}
					continue
				}
				if b.Tip == "" {
					t.Errorf("%s/%s: %s has no tooltip", lang, sc.name, what)
				}
			}
			done()
		}
	}
}
