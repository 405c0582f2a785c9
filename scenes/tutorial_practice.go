package scenes

import (
	"context"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// practicePrefix starts the key of a practice set, which the lesson page shows like a lesson but whose progress
// is not kept (no lesson key starts with it).
const practicePrefix = "~"

// practicePages is how many exercises a practice set has.
const practicePages = 5

// OpenPractice asks for a fresh practice set of Kind (More practice); Back is where its Lessons button leads.
type OpenPractice struct {
	Kind lesson.PracticeKind
	Back Request
}

// showPractice asks for the lesson page of a practice set whose first page the practice scene has; the rest
// come on Feed while the learner works.
type showPractice struct {
	Kind  lesson.PracticeKind
	First lesson.Page
	Feed  *practiceFeed
	Back  Request
}

// practiceFeed brings the pages of a practice set as they are made, off the game loop: the making sends each page
// on pages as it is made, and its answer is the making's end (nil, or why no page could be made).
type practiceFeed struct {
	pages  chan lesson.Page                        // each page as it is made, every one before the making ends
	making job.Slot[lesson.PracticeKind, struct{}] // the making, about the kind of the set
	done   <-chan struct{}                         // closed once the making has ended (making's Ready, kept at the start)
}

// cancel stops the making; the pages already made stay on pages.
func (f *practiceFeed) cancel() { f.making.Cancel() }

// startPractice starts making a practice set of kind k from the lessons' exercises; a mixed set takes each page
// of a kind drawn with the weight of its misses (game.Tutorial.Missed), so that what went wrong comes back more.
func startPractice(ctx *Context, k lesson.PracticeKind) *practiceFeed {
	list, _ := ctx.lessons()
	seed := uint64(ctx.Now().UnixNano()) ^ ctx.Seed<<32
	ctx.Seed++
	f := &practiceFeed{pages: make(chan lesson.Page, practicePages)}
	emit := func(p lesson.Page) { f.pages <- p }
	f.making.Start(k, makePractice(ctx, list, k, seed, emit))
	f.done = f.making.Ready()
	return f
}

// makePractice returns the work that makes a practice set of kind k from the exercises of list, sending each page
// to emit as it is made.
func makePractice(ctx *Context, list []*lesson.Lesson, k lesson.PracticeKind, seed uint64,
	emit func(lesson.Page)) func(context.Context) (struct{}, error) {
	if k != (lesson.PracticeKind{}) {
		templates := lesson.Templates(list, k)
		return func(c context.Context) (struct{}, error) {
			_, err := lesson.MakePractice(c, ai.NewJudge(), templates, k, practicePages, seed, emit)
			return struct{}{}, err
		}
	}
	kinds, weights := practiceWeights(ctx, list)
	return func(c context.Context) (struct{}, error) {
		// One maker for the whole set: no position comes twice, and each kind's shapes take turns, across kinds.
		m := lesson.NewPracticeMaker(ai.NewJudge(), seed)
		rnd := engine.NewRand(seed | 1)
		var err error
		made := 0
		for i := 0; made < practicePages && i < 3*practicePages && len(kinds) > 0; i++ {
			pick := weightedPick(weights, rnd)
			var p lesson.Page
			if p, err = m.Next(c, lesson.Templates(list, kinds[pick]), kinds[pick]); err == nil {
				emit(p)
				made++
			}
			if c.Err() != nil {
				break
			}
		}
		if made > 0 {
			err = nil
		} else if err == nil {
			err = lesson.ErrNoPractice
		}
		return struct{}{}, err
	}
}

// practiceWeights returns the kinds the lessons can make practice of, each weighed one more than twice its misses.
func practiceWeights(ctx *Context, list []*lesson.Lesson) ([]lesson.PracticeKind, []int) {
	var kinds []lesson.PracticeKind
	var weights []int
	for _, k := range lesson.PracticeKinds {
		if len(lesson.Templates(list, k)) == 0 {
			continue
		}
		w := 1
		if ctx.Learner != nil {
			w += 2 * ctx.Learner.Tutorial.Missed[k.String()]
		}
		kinds, weights = append(kinds, k), append(weights, w)
	}
	return kinds, weights
}

// weightedPick returns an index of weights, each as likely as its weight.
func weightedPick(weights []int, rnd *engine.Rand) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	r := rnd.Intn(max(total, 1))
	for i, w := range weights {
		if r < w {
			return i
		}
		r -= w
	}
	return len(weights) - 1
}

func (OpenPractice) request() {}
func (showPractice) request() {}

// practiceScene makes a practice set off the game loop (lesson.MakePractice: the built-in exercises of the kind,
// changed, each change kept only when the judge proves it), then asks for its lesson page.
type practiceScene struct {
	kind   lesson.PracticeKind
	back   Request
	form   *widget.Form
	title  *widget.Label
	note   *widget.Label
	done   *widget.Button
	feed   *practiceFeed
	failed bool
	frame  int
}

// newPracticeScene starts making a practice set of kind k.
func newPracticeScene(ctx *Context, k lesson.PracticeKind, back Request) *practiceScene {
	s := &practiceScene{kind: k, back: back, feed: startPractice(ctx, k)}
	s.title = &widget.Label{Size: widget.SizeTitle, Bold: true, Wrap: true, V: widget.AlignStart}
	s.note = &widget.Label{Size: widget.SizeLarge, Wrap: true, V: widget.AlignStart}
	s.done = &widget.Button{}
	s.form = widget.NewForm(s.title, s.note, s.done)
	s.title.Text = practiceTitle(ctx.Tr, k)
	s.note.Text = ctx.Tr.T("practice.making")
	s.done.Text, s.done.Tip = ctx.Tr.T("common.back"), ctx.Tr.T("tutorial.lessons.tip")
	return s
}

// practiceWords are the catalog keys of the words of each practice kind, by the kind's name
// (lesson.PracticeKind.String): its name in a sentence, its card's title, and what its pages ask.
var practiceWords = map[string]struct{ name, title, prompt string }{
	"mixed":        {"practice.kind.mixed", "practice.card.mixed", "practice.prompt.capture"},
	"capture":      {"practice.kind.capture", "practice.kind.capture.title", "practice.prompt.capture"},
	"escape":       {"practice.kind.escape", "practice.kind.escape.title", "practice.prompt.escape"},
	"double-atari": {"practice.kind.double-atari", "practice.kind.double-atari.title", "practice.prompt.double-atari"},
	"ladder":       {"practice.kind.ladder", "practice.kind.ladder.title", "practice.prompt.ladder"},
	"net":          {"practice.kind.net", "practice.kind.net.title", "practice.prompt.net"},
	"snapback":     {"practice.kind.snapback", "practice.kind.snapback.title", "practice.prompt.snapback"},
	"race":         {"practice.kind.race", "practice.kind.race.title", "practice.prompt.race"},
}

// practiceKindName names kind k in a sentence, in tr's language.
func practiceKindName(tr *game.Translator, k lesson.PracticeKind) string {
	return tr.T(practiceWords[k.String()].name)
}

// practiceCardTitle names kind k on its card.
func practiceCardTitle(tr *game.Translator, k lesson.PracticeKind) string {
	return tr.T(practiceWords[k.String()].title)
}

// practicePrompt is what a practice page of kind k asks, in tr's language.
func practicePrompt(tr *game.Translator, k lesson.PracticeKind) string {
	return tr.T(practiceWords[k.String()].prompt)
}

// practiceTitle names a practice set of kind k.
func practiceTitle(tr *game.Translator, k lesson.PracticeKind) string {
	return tr.T("practice.title", practiceKindName(tr, k))
}

// practiceLesson makes the lesson of a practice set of its first page: its title in every language.
func practiceLesson(k lesson.PracticeKind, first lesson.Page) *lesson.Lesson {
	l := &lesson.Lesson{Key: practicePrefix + k.String(), Title: lesson.Text{}}
	for _, code := range game.LanguageCodes() {
		l.Title[code] = practiceTitle(game.NewTranslator(code), k)
	}
	addPracticePage(l, k, first)
	return l
}

// addPracticePage adds a page of a practice set to its lesson, with its words in every language: those of its
// own kind (in a mixed set each page has its own).
func addPracticePage(l *lesson.Lesson, k lesson.PracticeKind, p lesson.Page) {
	if own, ok := lesson.KindOf(&p); ok {
		k = own
	}
	p.Text = lesson.Text{}
	for _, code := range game.LanguageCodes() {
		tr := game.NewTranslator(code)
		p.Text[code] = practicePrompt(tr, k)
		if p.Grade != lesson.GradeNone {
			p.Text[code] = tr.T(gradeKeys[p.Grade]) + " " + p.Text[code]
		}
	}
	l.Pages = append(l.Pages, p)
}

// gradeKeys are the catalog keys of the sentences that grade a practice page.
var gradeKeys = map[lesson.Grade]string{
	lesson.GradeEasy:   "practice.grade.easy",
	lesson.GradeMedium: "practice.grade.medium",
	lesson.GradeHard:   "practice.grade.hard",
}

// isPractice reports whether l is a practice set.
func isPractice(l *lesson.Lesson) bool { return strings.HasPrefix(l.Key, practicePrefix) }

// practiceKindOf returns the kind of practice lesson l trains most, and whether it trains one at all.
func practiceKindOf(l *lesson.Lesson) (lesson.PracticeKind, bool) {
	if l.Key == practicePrefix+(lesson.PracticeKind{}).String() {
		return lesson.PracticeKind{}, true
	}
	if isPractice(l) {
		for _, k := range lesson.PracticeKinds {
			if practicePrefix+k.String() == l.Key {
				return k, true
			}
		}
	}
	best, most := lesson.PracticeKind{}, 0
	for _, k := range lesson.PracticeKinds {
		if n := len(lesson.Templates([]*lesson.Lesson{l}, k)); n > most {
			best, most = k, n
		}
	}
	return best, most > 0
}

// Update waits for the practice set and opens it; Back stops the making.
func (s *practiceScene) Update(ctx *Context) Request {
	s.frame++
	t := ctx.Theme
	in := centered(screenRect(ctx).Inset(t.I(24)), min(ctx.W, t.I(720)), t.I(360))
	st := widget.Stack{X: in.Min.X, W: in.Dx(), Y: in.Min.Y, Gap: t.I(16)}
	s.title.Rect = st.Next(s.title.Height(t, st.W))
	s.note.Rect = st.Next(s.note.Height(t, st.W))
	st.Skip(t.I(8))
	s.done.Rect = st.Next(t.I(46))
	s.done.Rect.Max.X = s.done.Rect.Min.X + min(st.W, t.I(200))
	s.form.Update(ctx.Input)
	if !s.failed {
		select {
		case p := <-s.feed.pages:
			return showPractice{Kind: s.kind, First: p, Feed: s.feed, Back: s.back}
		default:
		}
		if r, ok := s.feed.making.Poll(); ok && r.Err != nil {
			s.note.Text = ctx.Tr.T("practice.failed", ctx.ErrorText(r.Err))
			s.failed = true
		}
	}
	if s.done.Clicked() || ctx.Input.TakeKey(ebiten.KeyEscape) {
		s.feed.cancel()
		return s.back
	}
	return nil
}

// Draw paints the title, the note and a dot that goes round while the set is made.
func (s *practiceScene) Draw(screen *ebiten.Image, ctx *Context) {
	s.form.Draw(screen, ctx.Theme)
	if !s.failed {
		t := ctx.Theme
		r := s.note.Rect
		for i := range 3 {
			a := uint8(80 + 175*((s.frame/15+i)%3)/2)
			widget.FillCircle(screen, float64(r.Min.X)+t.S(8)+float64(i)*t.S(18), float64(r.Max.Y)+t.S(16), t.S(5), widget.WithAlpha(t.Accent, a))
		}
	}
}

// Busy reports whether the set is still being made.
func (s *practiceScene) Busy() bool { return !s.failed }

// Dirty reports that the waiting dots move.
func (s *practiceScene) Dirty() bool { return !s.failed || s.form.Animating() }

// Live returns nothing: a dirty frame is drawn whole.
func (s *practiceScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *practiceScene) mainForm() *widget.Form { return s.form }

// pollFeed adds the practice pages made since the last frame, and opens the next one when it was waited for.
func (s *lessonScene) pollFeed(ctx *Context) {
	if s.feed == nil {
		return
	}
	les := s.sess.Lesson()
	for {
		select {
		case p := <-s.feed.pages:
			addPracticePage(les, s.feedKind, p)
			if s.waitNext {
				s.waitNext = false
				s.open(len(les.Pages) - 1)
			}
			continue
		case <-s.feed.done:
			// Every page was sent before the end: take those still waiting, then stop listening.
			for len(s.feed.pages) > 0 {
				addPracticePage(les, s.feedKind, <-s.feed.pages)
			}
			s.feed = nil
			if s.waitNext && s.sess.PageIndex()+1 < len(les.Pages) {
				s.open(s.sess.PageIndex() + 1)
			}
			s.waitNext = false
		default:
		}
		return
	}
}
