package scenes

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// progressScene is the learner's progress: the rating in each family of games drawn over the games played,
// with the computer levels' measured ratings as lines to climb past, the games and lessons done, the next step
// to take, and a reset of the ratings.
type progressScene struct {
	back    Request
	form    *widget.Form
	panel   *widget.Panel
	title   *widget.Label
	tabs    *widget.Radio
	summary *widget.Label
	next    *widget.Label
	lesson  *widget.Button // the next step when it is a lesson: opens it
	lessonK string         // the key of that lesson
	empty   *widget.Label
	reset   *widget.Button
	done    *widget.Button

	chart   image.Rectangle // where the chart is drawn
	confirm bool            // Reset was pressed once and asks to be pressed again
	looks                   // what the last frame showed (Dirty)
}

// newProgressScene builds the scene on the family of the last game setup; back is where Back leads.
func newProgressScene(ctx *Context, back Request) *progressScene {
	s := &progressScene{back: back}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.tabs = widget.NewRadio(make([]string, len(ai.RatingFamilies())), 0, "")
	s.tabs.Small = true
	if f, ok := ai.FamilyOf(ctx.LastSetup.Rules, ctx.LastSetup.Cols, ctx.LastSetup.Rows); ok {
		for i, g := range ai.RatingFamilies() {
			if g == f {
				s.tabs.Selected = i
			}
		}
	}
	s.summary = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.next = &widget.Label{Size: widget.SizeBody, Bold: true, Wrap: true, V: widget.AlignStart} // plain text: only the lesson step is a button
	s.empty = &widget.Label{Size: widget.SizeBody, Dim: true, Wrap: true, H: widget.AlignCenter, V: widget.AlignCenter}
	s.lesson = &widget.Button{}
	s.reset = &widget.Button{Kind: widget.ButtonQuiet}
	s.done = &widget.Button{Kind: widget.ButtonPrimary}
	s.form = widget.NewForm(s.title, s.tabs, s.summary, s.next, s.lesson, s.empty, s.reset, s.done)
	s.texts(ctx)
	return s
}

// family returns the family shown.
func (s *progressScene) family() ai.RatingFamily { return ai.RatingFamilies()[s.tabs.Selected] }

// texts sets the captions and the figures in the current language.
func (s *progressScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("progress.title")
	for i, f := range ai.RatingFamilies() {
		s.tabs.Options[i] = tr.T(familyKeys[f])
	}
	s.tabs.Tip = tr.T("progress.family.tip")
	s.reset.Text, s.reset.Tip = tr.T("progress.reset"), tr.T("progress.reset.tip")
	if s.confirm {
		s.reset.Text = tr.T("progress.reset.confirm")
	}
	s.done.Text, s.done.Tip = tr.T("common.back"), tr.T("setup.back.tip")
	s.empty.Text = tr.T("progress.empty")
	s.lesson.Hidden = true
	if ctx.Learner == nil {
		s.summary.Text, s.next.Text = "", ""
		return
	}
	r := ctx.Learner.Ratings.Of(s.family())
	won := 0
	for _, g := range r.Games {
		if g.Score == 1 {
			won++
		}
	}
	s.summary.Text = tr.T("progress.rating", ctx.Num(math.Round(r.Value))) + "\n" +
		tr.Plural("progress.games", float64(len(r.Games)), len(r.Games), won) + "\n" +
		tr.T("progress.lessons", s.lessonsDone(ctx))
	s.next.Text, s.lessonK = s.nextStep(ctx)
	s.next.Hidden = s.lessonK != ""
	s.lesson.Hidden = s.lessonK == ""
	s.lesson.Text, s.lesson.Tip = s.next.Text, tr.T("progress.next.lesson.tip")
	s.empty.Hidden = len(r.Games) > 0
}

// lessonsDone counts the built-in lessons finished and says it as "N of M".
func (s *progressScene) lessonsDone(ctx *Context) string {
	list, _ := ctx.lessons()
	done, all := 0, 0
	for _, l := range list {
		if l.Own {
			continue
		}
		all++
		if ctx.Learner.Tutorial.State(l.Key, len(l.Pages)).Finished() {
			done++
		}
	}
	return ctx.Tr.T("progress.of", done, all)
}

// nextStep suggests what to do next: the next lesson while the lessons are not done (with its key, for the button
// that opens it), then Atari Go to five captures, then Go on 9×9, then more games against the coach's pick.
func (s *progressScene) nextStep(ctx *Context) (text, lessonKey string) {
	tr := ctx.Tr
	list, _ := ctx.lessons()
	for _, l := range list {
		if !l.Own && !ctx.Learner.Tutorial.State(l.Key, len(l.Pages)).Finished() {
			return tr.T("progress.next.lesson", l.Title.In(tr.Lang())), l.Key
		}
	}
	rs := ctx.Learner.Ratings
	medium, _ := ai.LevelRating(ai.FamilyAtari7, "medium")
	switch {
	case rs.Of(ai.FamilyAtari7).Value < medium:
		return tr.T("progress.next.atari"), ""
	case len(rs.Of(ai.FamilyCapture5).Games) == 0:
		return tr.T("progress.next.capture5"), ""
	case len(rs.Of(ai.FamilyGo9).Games) == 0:
		return tr.T("progress.next.go"), ""
	}
	return tr.T("progress.next.more"), ""
}

// nextHeight returns the height of the next step in a column w wide: the label's, or the button's.
func (s *progressScene) nextHeight(t *widget.Theme, w int) int {
	if !s.lesson.Hidden {
		return t.I(46)
	}
	return s.next.Height(t, w)
}

// layout places the title, the families, the chart beside the figures (or above them when narrow) and the buttons.
func (s *progressScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(t.I(24))
	panel := centered(scr, min(scr.Dx(), t.I(1000)), min(scr.Dy(), t.I(680)))
	s.panel.Rect = panel
	in := panel.Inset(t.I(20))
	gap := t.I(12)
	s.title.Rect = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+t.I(34))
	// The families side by side, or one under another where their names do not fit side by side (a phone).
	tabsH, need := t.I(36), 0.0
	for _, o := range s.tabs.Options {
		need = max(need, widget.TextWidth(o, t.Face(widget.SizeSmall, true))+t.S(12))
	}
	s.tabs.Vertical = need*float64(len(s.tabs.Options)) > float64(in.Dx())
	if s.tabs.Vertical {
		tabsH *= len(s.tabs.Options)
	}
	s.tabs.Rect = image.Rect(in.Min.X, s.title.Rect.Max.Y+gap, in.Max.X, s.title.Rect.Max.Y+gap+tabsH)
	bottom := in.Max.Y - t.I(46)
	s.done.Rect = image.Rect(in.Max.X-t.I(180), bottom, in.Max.X, in.Max.Y)
	s.reset.Rect = image.Rect(in.Min.X, bottom, in.Min.X+min(t.I(300), in.Dx()/2), in.Max.Y)
	area := image.Rect(in.Min.X, s.tabs.Rect.Max.Y+gap, in.Max.X, bottom-gap)
	var side image.Rectangle
	if area.Dx() >= t.I(700) {
		sw := min(t.I(320), area.Dx()*2/5)
		s.chart = image.Rect(area.Min.X, area.Min.Y, area.Max.X-sw-gap, area.Max.Y)
		side = image.Rect(area.Max.X-sw, area.Min.Y, area.Max.X, area.Max.Y)
	} else {
		st := widget.Stack{X: area.Min.X, W: area.Dx(), Y: area.Min.Y, Gap: gap}
		h := s.summary.Height(t, st.W) + s.nextHeight(t, st.W) + gap
		s.chart = image.Rect(area.Min.X, area.Min.Y, area.Max.X, area.Max.Y-h-gap)
		side = image.Rect(area.Min.X, area.Max.Y-h, area.Max.X, area.Max.Y)
	}
	st := widget.Stack{X: side.Min.X, W: side.Dx(), Y: side.Min.Y, Gap: gap}
	s.summary.Rect = st.Next(s.summary.Height(t, st.W))
	s.next.Rect = st.Next(s.nextHeight(t, st.W))
	s.lesson.Rect = s.next.Rect
	s.empty.Rect = s.chart.Inset(t.I(30))
}

// Update handles the families, Reset (pressed twice) and Back.
func (s *progressScene) Update(ctx *Context) Request {
	s.layout(ctx)
	s.form.Update(ctx.Input)
	in := ctx.Input
	switch {
	case s.done.Clicked() || in.TakeKey(ebiten.KeyEscape):
		return s.back
	case !s.lesson.Hidden && s.lesson.Clicked():
		return OpenLesson{Key: s.lessonK, Page: -1}
	case s.reset.Clicked():
		if s.confirm && ctx.Learner != nil {
			ctx.Learner.ResetRatings(ctx.Now())
			ctx.SaveProgress()
		}
		s.confirm = !s.confirm
	case s.tabs.Changed():
		s.confirm = false
	}
	s.texts(ctx)
	s.layout(ctx)
	s.noteChanges()
	return nil
}

// Draw paints the panel, the chart and the controls.
func (s *progressScene) Draw(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	s.panel.Draw(screen, t, false)
	widget.FillRoundRect(screen, s.chart, t.S(10), widget.Mix(t.Panel, t.Background, 0.6))
	if ctx.Learner != nil {
		s.drawChart(screen, ctx)
	}
	s.form.Draw(screen, t)
}

// drawChart draws the rating after each game as a line, over the levels' ratings as labelled rules.
func (s *progressScene) drawChart(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	f := s.family()
	games := ctx.ratings().Of(f).Games
	if len(games) == 0 {
		return // the chart's place says how to start instead
	}
	small := t.Face(widget.SizeSmall, false)
	area := s.chart.Inset(t.I(16))
	plot := image.Rect(area.Min.X+t.I(100), area.Min.Y+t.I(8), area.Max.X-t.I(8), area.Max.Y-t.I(24))
	// The range shown takes in every rating reached and the levels just below and above them, the next ones to
	// climb past, so that a game's change stays visible however far apart the levels are.
	type rule struct {
		name string
		at   float64
	}
	start := float64(ai.BaseRating)
	lo, hi := start, start
	for _, g := range games {
		lo, hi = min(lo, g.Rating), max(hi, g.Rating)
	}
	var all []rule
	for _, l := range ai.Levels() {
		if r, ok := ai.LevelRating(f, l.Key); ok {
			all = append(all, rule{levelName(ctx, l.Key), r})
		}
	}
	below, above := math.Inf(-1), math.Inf(1)
	for _, r := range all {
		if r.at <= lo {
			below = max(below, r.at)
		}
		if r.at >= hi {
			above = min(above, r.at)
		}
	}
	if !math.IsInf(below, 0) {
		lo = below
	}
	if !math.IsInf(above, 0) {
		hi = above
	}
	var rules []rule
	for _, r := range all {
		if r.at >= lo && r.at <= hi {
			rules = append(rules, r)
		}
	}
	pad := max(30, (hi-lo)*0.08)
	lo, hi = lo-pad, hi+pad
	y := func(r float64) float64 {
		return float64(plot.Max.Y) - (r-lo)/(hi-lo)*float64(plot.Dy())
	}
	for _, r := range rules {
		yy := y(r.at)
		widget.Line(screen, float64(plot.Min.X), yy, float64(plot.Max.X), yy, t.S(1), widget.WithAlpha(t.TextDim, 0x60))
		name := widget.Ellipsize(r.name+" "+ctx.Num(math.Round(r.at)), small, float64(plot.Min.X-area.Min.X)-t.S(8))
		widget.DrawText(screen, name, small, float64(plot.Min.X)-t.S(8), yy, widget.AlignEnd, widget.AlignCenter, t.TextDim)
	}
	widget.Line(screen, float64(plot.Min.X), float64(plot.Max.Y), float64(plot.Max.X), float64(plot.Max.Y), t.S(1.5), t.TextDim)
	widget.DrawText(screen, ctx.Tr.T("progress.axis"), small, float64(plot.Max.X), float64(plot.Max.Y)+t.S(4),
		widget.AlignEnd, widget.AlignStart, t.TextDim)
	// Game 0 is the start, Beginner's rating; game i the rating after the i-th game.
	n := len(games)
	x := func(i int) float64 {
		return float64(plot.Min.X) + float64(i)/float64(n)*float64(plot.Dx())
	}
	prevX, prevY := x(0), y(start)
	for i, g := range games {
		cx, cy := x(i+1), y(g.Rating)
		widget.Line(screen, prevX, prevY, cx, cy, t.S(2.5), t.Accent)
		prevX, prevY = cx, cy
	}
	for i, g := range games {
		c := t.Accent
		if g.Score == 0 {
			c = t.TextDim
		}
		widget.FillCircle(screen, x(i+1), y(g.Rating), t.S(5), c)
	}
	last := games[n-1]
	widget.DrawText(screen, ctx.Num(math.Round(last.Rating)), t.Face(widget.SizeBody, true), x(n)-t.S(6), y(last.Rating)-t.S(8),
		widget.AlignEnd, widget.AlignEnd, t.Accent)
}

// noteChanges decides whether the next frame must be drawn again.
func (s *progressScene) noteChanges() {
	sig := fmt.Sprintf("%d|%v|%s|%s|%s|%s", s.tabs.Selected, s.confirm, s.summary.Text, s.next.Text, s.title.Text, s.chart)
	s.looks.note(sig, s.form.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *progressScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *progressScene) mainForm() *widget.Form { return s.form }
