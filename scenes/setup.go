package scenes

import (
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// atariSizes are the board sizes offered for Atari Go.
var atariSizes = []int{5, 6, 7, 8, 9, 10, 11, 12, 13}

// goSizes are the square board sizes offered for Go; a last choice is a custom size.
var goSizes = []int{9, 13, 19}

// seatPicker is the pair of controls choosing who plays one colour.
type seatPicker struct {
	label *widget.Label
	kind  *widget.Radio
	level *widget.Stepper
}

// newSeatPicker builds the controls for seat s.
func newSeatPicker(ctx *Context, s game.Seat) *seatPicker {
	levels := ai.Levels()
	p := &seatPicker{label: widget.NewLabel(""), kind: widget.NewRadio([]string{"", ""}, 0, ""), level: widget.NewStepper(0, 0, max(0, len(levels)-1), "")}
	p.level.Arrows = true
	p.level.Format = func(i int) string {
		if i < len(levels) {
			return levelName(ctx, levels[i].Key)
		}
		return ""
	}
	if !s.IsHuman() {
		p.kind.Selected = 1
		for i, l := range levels {
			if l.Key == s.Level {
				p.level.Value = i
			}
		}
	}
	return p
}

// levelTip returns the tooltip of the level control: what the chosen level does.
func (p *seatPicker) levelTip(ctx *Context) string {
	levels := ai.Levels()
	if p.level.Value < len(levels) {
		l := levels[p.level.Value]
		return levelName(ctx, l.Key) + ": " + ctx.Tr.T("level."+l.Key+".about")
	}
	return ""
}

// seat returns the seat the controls show.
func (p *seatPicker) seat() game.Seat {
	levels := ai.Levels()
	if p.kind.Selected == 0 || len(levels) == 0 {
		return game.Human
	}
	return game.Computer(levels[min(p.level.Value, len(levels)-1)].Key)
}

// setupScene is where a new game is chosen: rules, board, start position,
// players, who starts, handicap, and placing extra stones.
type setupScene struct {
	form   *widget.Form
	title  *widget.Label
	labels map[string]*widget.Label

	kind      *widget.Radio
	target    *widget.Stepper
	atariSize *widget.Radio
	goSize    *widget.Radio
	cols      *widget.Stepper
	rows      *widget.Stepper
	scoring   *widget.Radio
	komi      *widget.Stepper
	handicap  *widget.Stepper
	start     *widget.Radio
	first     *widget.Radio
	picks     *widget.Toggle // the coach picks the computer's level from the learner's rating
	cycle     *widget.Toggle // Go: the long-cycle rule ends a game whose whole-board position repeats
	black     *seatPicker
	white     *seatPicker

	back, place, play *widget.Button
	problem           *widget.Label
	about             *widget.Label
	explain           map[string]*widget.Label // under a row that names Go terms ("komi", "start", "cycle"): what they mean

	panel       *widget.Panel
	preview     *board.View
	showPreview bool
	ctx         *Context
	pos         engine.Position
	posErr      error
	lastHcp     int
	firstChoice int         // who the person chose to move first, which a Go handicap overrules only while it is set
	komiChosen  bool        // the person set the komi; until then it follows the usual value for the game
	study       *game.Study // a game from the study board's position: its stones and size, not a start of its own
	compact     bool        // the rows are closed up, the screen being too low for them
}

// newSetupScene builds the setup scene filled in with the last setup.
func newSetupScene(ctx *Context, sprites *board.Sprites) *setupScene {
	last := ctx.LastSetup
	s := &setupScene{labels: map[string]*widget.Label{}, explain: map[string]*widget.Label{}, preview: board.NewView(sprites), ctx: ctx}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.kind = widget.NewRadio([]string{"", ""}, 0, "")
	s.target = widget.NewStepper(last.Rules.Target(), 1, game.MaxCaptureTarget, "")
	s.atariSize = widget.NewRadio(nil, 2, "")
	for _, n := range atariSizes {
		s.atariSize.Options = append(s.atariSize.Options, strconv.Itoa(n))
	}
	s.goSize = widget.NewRadio([]string{"9×9", "13×13", "19×19", ""}, 0, "")
	s.cols = widget.NewStepper(9, engine.MinSize, engine.MaxSize, "")
	s.rows = widget.NewStepper(9, engine.MinSize, engine.MaxSize, "")
	s.scoring = widget.NewRadio([]string{"", ""}, 0, "")
	s.komi = widget.NewStepper(6, -10, 9, "")
	s.handicap = widget.NewStepper(0, 0, 9, "")
	s.start = widget.NewRadio([]string{"", "", ""}, int(last.Start), "")
	s.first = widget.NewRadio([]string{"", ""}, 0, "")
	s.picks = widget.NewToggle("", "", ctx.coach().Picks)
	s.cycle = widget.NewToggle("", "", !last.NoLongCycle)
	s.black = newSeatPicker(ctx, last.Seats[engine.Black])
	s.white = newSeatPicker(ctx, last.Seats[engine.White])
	s.back = &widget.Button{Kind: widget.ButtonQuiet}
	s.place = &widget.Button{}
	s.play = &widget.Button{Kind: widget.ButtonPrimary}
	s.problem = &widget.Label{Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Error}
	s.about = &widget.Label{Wrap: true, V: widget.AlignStart, Dim: true, Size: widget.SizeSmall}

	if last.Rules.Kind == engine.Go {
		s.kind.Selected = 1
		s.scoring.Selected = int(last.Rules.Scoring)
		s.komi.Value = int(last.Rules.Komi - 0.5)
		s.handicap.Value = last.Handicap
		s.goSize.Selected = 3
		s.cols.Value, s.rows.Value = last.Cols, last.Rows
		for i, n := range goSizes {
			if last.Cols == n && last.Rows == n {
				s.goSize.Selected = i
			}
		}
	} else {
		for i, n := range atariSizes {
			if last.Cols == n {
				s.atariSize.Selected = i
			}
		}
	}
	if last.First == engine.White {
		s.first.Selected = 1
	}
	s.lastHcp = s.handicap.Value
	s.firstChoice = s.first.Selected
	s.komiChosen = last.Rules.Kind == engine.Go && last.Rules.Komi != usualKomi(last.Rules.Scoring, last.Handicap)

	s.form = widget.NewForm(s.panel, s.title)
	for _, k := range []string{"game", "target", "size", "custom", "scoring", "komi", "handicap", "start", "black", "white", "first"} {
		l := widget.NewLabel("")
		s.labels[k] = l
		s.form.Add(l)
	}
	for _, k := range []string{"komi", "start", "cycle"} {
		s.explain[k] = &widget.Label{Wrap: true, V: widget.AlignStart, Dim: true, Size: widget.SizeSmall}
		s.form.Add(s.explain[k])
	}
	s.form.Add(s.kind, s.target, s.atariSize, s.goSize, s.cols, s.rows, s.scoring, s.komi, s.handicap, s.start,
		s.black.kind, s.black.level, s.white.kind, s.white.level, s.first, s.picks, s.cycle, s.about, s.problem, s.back, s.place, s.play)
	s.texts(ctx)
	s.refresh()
	return s
}

// texts sets the captions in the current language.
func (s *setupScene) texts(ctx *Context) {
	s.title.Text = ctx.Tr.T("common.new_game")
	for k, v := range map[string]string{
		"game": "setup.label.game", "target": "setup.label.target", "size": "setup.label.size", "custom": "setup.label.custom",
		"scoring": "common.counting", "komi": "setup.label.komi", "handicap": "setup.label.handicap",
		"start": "setup.label.start", "black": "common.black", "white": "common.white", "first": "setup.label.first",
	} {
		s.labels[k].Text = ctx.Tr.T(v)
	}
	s.kind.Options = []string{ctx.Tr.T("app.title"), ctx.Tr.T("common.go")}
	s.kind.Tips = []string{ctx.Tr.T("setup.kind.atari.tip"), ctx.Tr.T("setup.kind.go.tip")}
	s.target.Tip = ctx.Tr.T("setup.target.tip")
	s.atariSize.Tip = ctx.Tr.T("setup.atari_size.tip")
	s.goSize.Options[3] = ctx.Tr.T("setup.go_size.custom")
	s.goSize.Tip = ctx.Tr.T("setup.go_size.tip")
	s.cols.Tip, s.rows.Tip = ctx.Tr.T("common.columns"), ctx.Tr.T("common.rows")
	s.scoring.Options = []string{ctx.Tr.T("setup.scoring.territory"), ctx.Tr.T("setup.scoring.area")}
	s.scoring.Tips = []string{ctx.Tr.T("setup.scoring.territory.tip"), ctx.Tr.T("setup.scoring.area.tip")}
	s.komi.Tip = ctx.Tr.T("setup.komi.tip")
	s.komi.Format = func(v int) string { return ctx.Num(float64(v) + 0.5) }
	s.handicap.Tip = ctx.Tr.T("setup.handicap.tip")
	s.handicap.Format = func(v int) string {
		if v == 0 {
			return ctx.Tr.T("common.none")
		}
		return strconv.Itoa(v)
	}
	s.start.Options = []string{ctx.Tr.T("common.empty"), ctx.Tr.T("setup.start.crosscut"), ctx.Tr.T("setup.start.stable")}
	s.start.Tips = []string{ctx.Tr.T("setup.start.empty.tip"), ctx.Tr.T("setup.start.crosscut.tip"), ctx.Tr.T("setup.start.stable.tip")}
	s.first.Options = []string{ctx.Tr.T("common.black"), ctx.Tr.T("common.white")}
	s.first.Tip = ctx.Tr.T("setup.first.tip")
	for _, p := range []*seatPicker{s.black, s.white} {
		p.kind.Options = []string{ctx.Tr.T("common.person"), ctx.Tr.T("common.computer")}
		p.kind.Tip = ctx.Tr.T("setup.player.tip")
	}
	s.picks.Text, s.picks.Tip = ctx.Tr.T("setup.coach_picks"), ctx.Tr.T("setup.coach_picks.tip")
	s.cycle.Text, s.cycle.Tip = ctx.Tr.T("setup.longcycle"), ctx.Tr.T("setup.longcycle.tip")
	if s.study != nil {
		s.title.Text = ctx.Tr.T("study.play")
		s.back.Tip = ctx.Tr.T("study.title")
	}
	s.back.Text, s.back.Tip = ctx.Tr.T("common.back"), ctx.Tr.T("setup.back.tip")
	s.place.Text, s.place.Tip = ctx.Tr.T("setup.place"), ctx.Tr.T("setup.place.tip")
	s.play.Text, s.play.Tip = ctx.Tr.T("common.start_game"), ctx.Tr.T("setup.play.tip")
}

// setup returns the game the controls describe, with the extra stones the coach gives a learner below the weakest
// level.
func (s *setupScene) setup() game.Setup {
	st := s.chosen()
	if _, o, ok := s.picked(); ok && o.Stones > 0 {
		st.Handicap = o.Stones
	}
	return st
}

// chosen returns the game the controls describe.
func (s *setupScene) chosen() game.Setup {
	var st game.Setup
	if s.kind.Selected == 0 {
		st.Rules = engine.AtariRules(s.target.Value)
		n := atariSizes[s.atariSize.Selected]
		st.Cols, st.Rows = n, n
	} else {
		st.Rules = engine.GoRules(engine.Scoring(s.scoring.Selected), float64(s.komi.Value)+0.5)
		if s.goSize.Selected < len(goSizes) {
			n := goSizes[s.goSize.Selected]
			st.Cols, st.Rows = n, n
		} else {
			st.Cols, st.Rows = s.cols.Value, s.rows.Value
		}
		st.Handicap = s.handicap.Value
	}
	st.Start = engine.Start(s.start.Selected)
	st.First = engine.Black
	if s.first.Selected == 1 {
		st.First = engine.White
	}
	st.Seats[engine.Black] = s.black.seat()
	st.Seats[engine.White] = s.white.seat()
	st.NoLongCycle = st.Rules.Kind == engine.Go && !s.cycle.On
	if s.study != nil {
		b := s.study.Board()
		st.Cols, st.Rows = b.Cols(), b.Rows()
		st.Start, st.Handicap, st.Stones = engine.StartEmpty, 0, s.study.Stones()
		if st.Rules.Kind == engine.AtariGo && s.study.Rules().Kind == engine.AtariGo {
			st.Rules = engine.AtariRules(s.target.Value)
		}
	}
	return st
}

// refresh shows the controls that apply and recomputes the preview.
func (s *setupScene) refresh() {
	atari := s.kind.Selected == 0
	hideAll(!atari, s.target, s.atariSize, s.labels["target"])
	hideAll(atari, s.goSize, s.scoring, s.komi, s.handicap, s.labels["scoring"], s.labels["komi"], s.labels["handicap"])
	custom := !atari && s.goSize.Selected == len(goSizes)
	hideAll(!custom, s.cols, s.rows, s.labels["custom"])
	s.cycle.Hidden = atari
	if s.study != nil {
		// The study board's position decides the board and the stones.
		hideAll(true, s.atariSize, s.goSize, s.labels["size"], s.cols, s.rows, s.labels["custom"], s.start, s.labels["start"],
			s.handicap, s.labels["handicap"], s.place)
	}
	s.black.level.Hidden = s.black.kind.Selected == 0
	s.white.level.Hidden = s.white.kind.Selected == 0
	s.black.level.Disabled, s.white.level.Disabled = false, false
	if p, o, ok := s.picked(); ok {
		for i, l := range ai.Levels() {
			if l.Key == o.Level {
				p.level.Value = i
			}
		}
		p.level.Disabled = true
	}
	s.black.level.Tip = s.black.levelTip(s.ctx)
	s.white.level.Tip = s.white.levelTip(s.ctx)
	// White moves first after handicap stones, the extra stones the coach gives a learner too; the person's choice
	// comes back without them.
	_, o, picked := s.picked()
	s.first.Disabled = !atari && s.handicap.Value >= 2 || picked && o.Stones > 0
	if s.first.Disabled {
		s.first.Selected = 1
	} else {
		s.first.Selected = s.firstChoice
	}
	if !s.komiChosen {
		s.komi.Value = int(usualKomi(engine.Scoring(s.scoring.Selected), s.handicap.Value) - 0.5)
	}
	// Perfect only where it is what it says (ai.LevelsFor): it comes last, so the other boards stop before it.
	st := s.chosen()
	top := max(0, len(ai.LevelsFor(st.Cols, st.Rows, st.Rules))-1)
	for _, p := range []*seatPicker{s.black, s.white} {
		p.level.Max = top
		p.level.Value = min(p.level.Value, top)
	}
	s.pos, s.posErr = s.setup().Position()
	s.explainTerms()
}

// explainTerms says, under the rows that name them, what the Go terms shown mean: komi and handicap, the start
// position chosen, the long-cycle rule.
func (s *setupScene) explainTerms() {
	tr := s.ctx.Tr
	go9 := s.kind.Selected == 1
	s.explain["komi"].Text, s.explain["komi"].Hidden = "", !go9 || s.komi.Hidden
	if go9 {
		s.explain["komi"].Text = tr.T("setup.explain.komi")
		if !s.handicap.Hidden {
			s.explain["komi"].Text += " " + tr.T("setup.explain.handicap")
		}
	}
	s.explain["start"].Text, s.explain["start"].Hidden = "", s.start.Hidden
	switch engine.Start(s.start.Selected) {
	case engine.StartCrosscut:
		s.explain["start"].Text = tr.T("setup.explain.crosscut")
	case engine.StartStable:
		s.explain["start"].Text = tr.T("setup.explain.stable")
	}
	s.explain["cycle"].Text, s.explain["cycle"].Hidden = tr.T("setup.explain.longcycle"), s.cycle.Hidden
}

// layout places the widgets for the screen size. The panel takes the screen's height with its buttons at the
// bottom, so that Start game stays where it is when a choice adds or takes away rows; the preview of the board
// goes beside it, or on a narrow screen in the room left between the choices and the buttons.
func (s *setupScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 24))
	pw := min(scr.Dx(), t.I(700))
	ph := scr.Dy()
	var panel, previewArea image.Rectangle
	if ctx.Landscape() && scr.Dx() > pw+t.I(260) {
		panel = image.Rect(scr.Min.X, scr.Min.Y, scr.Min.X+pw, scr.Min.Y+ph)
		previewArea = image.Rect(panel.Max.X+t.I(24), scr.Min.Y, scr.Max.X, scr.Max.Y)
		// Centre panel and preview together.
		extra := scr.Max.X - panel.Max.X - t.I(24) - min(previewArea.Dx(), previewArea.Dy(), t.I(520))
		if extra > 0 {
			panel = panel.Add(image.Pt(extra/2, 0))
			previewArea = previewArea.Add(image.Pt(extra/2, 0))
		}
		s.layoutPanelFit(t, panel)
	} else {
		panel = image.Rect(scr.Min.X+(scr.Dx()-pw)/2, scr.Min.Y, scr.Min.X+(scr.Dx()+pw)/2, scr.Min.Y+ph)
		s.layoutPanelFit(t, panel)
		in := panel.Inset(tightPad(t, panel, 20))
		top := max(s.about.Rect.Max.Y, s.problem.Rect.Max.Y, s.picks.Rect.Max.Y, s.cycle.Rect.Max.Y) + t.I(12)
		if free := image.Rect(in.Min.X, top, in.Max.X, s.play.Rect.Min.Y-t.I(12)); free.Dy() >= t.I(160) {
			previewArea = free
		}
	}
	s.showPreview = !previewArea.Empty()
	if s.showPreview {
		side := min(previewArea.Dx(), previewArea.Dy(), t.I(520))
		s.preview.Layout(centered(previewArea, side, side), max(2, s.pos.Cols()), max(2, s.pos.Rows()), true)
	}
}

// layoutPanelFit places the controls inside panel, closing the rows up when they would not fit otherwise.
func (s *setupScene) layoutPanelFit(t *widget.Theme, panel image.Rectangle) {
	s.compact = false
	if s.layoutPanel(t, panel, true) > panel.Dy() {
		s.compact = true
		s.layoutPanel(t, panel, true)
	}
}

// layoutPanel places the controls inside panel and returns the height they need; with bottom, the buttons go at
// the bottom of the panel, else right under the controls.
func (s *setupScene) layoutPanel(t *widget.Theme, panel image.Rectangle, bottom bool) int {
	s.panel.Rect = panel
	in := panel.Inset(tightPad(t, panel, 20))
	rh, gap := t.I(40), t.I(10)
	if s.compact {
		rh, gap = t.I(34), t.I(6) // short of height: the rows close up rather than push the buttons off
	}
	lw := min(t.I(170), in.Dx()/3)
	st := widget.Stack{X: in.Min.X, W: in.Dx(), Y: in.Min.Y, Gap: gap}
	s.title.Rect = st.Next(t.I(36))
	st.Skip(t.I(4))
	// On a narrow panel each label sits above its controls, which then get the whole width.
	stacked := in.Dx() < t.I(520)
	put := func(key string, ws ...widget.Widget) {
		if s.labels[key].Hidden {
			return
		}
		var l, c image.Rectangle
		if stacked {
			l = st.Next(t.I(20))
			st.Y -= gap - t.I(4)
			c = st.Next(rh)
		} else {
			l, c = row(st.Next(rh), lw, t.I(12))
		}
		s.labels[key].Rect = l
		parts := widget.SplitH(c, len(ws), t.I(10))
		for i, w := range ws {
			w.Common().Rect = parts[i]
		}
	}
	narrow := func(w widget.Widget, dp float64) {
		r := w.Common().Rect
		if r.Dx() > t.I(dp) {
			r.Max.X = r.Min.X + t.I(dp)
			w.Common().Rect = r
		}
	}
	put("game", s.kind)
	narrow(s.kind, 320)
	put("target", s.target)
	narrow(s.target, 170)
	if s.kind.Selected == 0 {
		put("size", s.atariSize)
	} else {
		put("size", s.goSize)
	}
	put("custom", s.cols, s.rows)
	put("scoring", s.scoring)
	narrow(s.scoring, 320)
	// Komi and handicap share a row, the handicap's label between them, when the label fits there; else each has
	// a row of its own.
	w := t.I(150)
	shared := !stacked && in.Dx()-lw-t.I(12)-2*w-t.I(20) >= int(widget.TextWidth(s.labels["handicap"].Text, t.Face(widget.SizeBody, false)))
	s.labels["handicap"].H = widget.AlignStart
	if shared {
		put("komi", s.komi, s.handicap)
		if !s.komi.Hidden {
			r := s.komi.Rect.Union(s.handicap.Rect)
			s.komi.Rect = image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y)
			s.handicap.Rect = image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y)
			s.labels["handicap"].Rect = image.Rect(s.komi.Rect.Max.X+t.I(12), r.Min.Y, s.handicap.Rect.Min.X-t.I(8), r.Max.Y)
			s.labels["handicap"].H = widget.AlignEnd
		}
	} else {
		put("komi", s.komi)
		narrow(s.komi, 170)
		put("handicap", s.handicap)
		narrow(s.handicap, 170)
	}
	explain := func(key string) {
		l := s.explain[key]
		l.Rect = image.Rectangle{}
		if !l.Hidden && l.Text != "" {
			st.Y -= gap - t.I(2)
			l.Rect = st.Next(l.Height(t, st.W))
		}
	}
	explain("komi")
	put("start", s.start)
	explain("start")
	for _, p := range []*seatPicker{s.black, s.white} {
		p.kind.Small = !stacked && in.Dx()-lw < t.I(420)
	}
	put("black", s.black.kind, s.black.level)
	put("white", s.white.kind, s.white.level)
	put("first", s.first)
	narrow(s.first, 320)
	s.picks.Rect = st.Next(t.I(32))
	if !s.cycle.Hidden {
		s.cycle.Rect = st.Next(t.I(32))
		explain("cycle")
	}
	st.Skip(t.I(2))
	aboutH := s.about.Height(t, st.W)
	s.about.Rect = st.Next(aboutH)
	s.problem.Rect = st.Next(s.problem.Height(t, st.W))
	// The buttons close the panel.
	by := st.Y + t.I(6)
	if bottom {
		by = max(by, in.Max.Y-t.I(48))
	}
	btns := image.Rect(in.Min.X, by, in.Max.X, by+t.I(48))
	if s.place.Hidden {
		parts := widget.SplitH(btns, 2, t.I(12))
		s.back.Rect, s.play.Rect = parts[0], parts[1]
	} else {
		parts := widget.SplitH(btns, 3, t.I(12))
		s.back.Rect, s.place.Rect, s.play.Rect = parts[0], parts[1], parts[2]
	}
	return btns.Max.Y + t.I(20) - panel.Min.Y
}

// Update handles the controls and the buttons.
func (s *setupScene) Update(ctx *Context) Request {
	s.layout(ctx)
	s.form.Update(ctx.Input)
	if s.handicap.Changed() && s.handicap.Value == 1 {
		if s.lastHcp == 0 {
			s.handicap.Value = 2
		} else {
			s.handicap.Value = 0
		}
	}
	s.lastHcp = s.handicap.Value
	if s.first.Changed() {
		s.firstChoice = s.first.Selected
	}
	if s.komi.Changed() {
		s.komiChosen = true
	}
	if s.picks.Changed() {
		ch := ctx.coach()
		ch.Picks = s.picks.On
		ctx.setCoach(ch)
	}
	s.refresh()
	s.layout(ctx)
	s.about.Text = s.describe(ctx)
	s.problem.Text = ""
	if s.posErr != nil {
		s.problem.Text = explainSetup(ctx, s.posErr)
	}
	s.play.Disabled = s.posErr != nil
	s.place.Disabled = s.posErr != nil && !errors.Is(s.posErr, engine.ErrNoLiberties)
	in := ctx.Input
	switch {
	case s.back.Clicked() || in.TakeKey(ebiten.KeyEscape):
		if s.study != nil {
			return ToStudy{}
		}
		return ToMenu{}
	case s.play.Clicked() || (s.form.Focused() == nil && in.TakeKey(ebiten.KeyEnter) && s.posErr == nil):
		return StartGame{Setup: s.setup()}
	case !s.place.Hidden && s.place.Clicked():
		st := s.setup()
		st.Place = true
		return StartGame{Setup: st}
	}
	return nil
}

// picked returns, when the coach picks the opponent, the computer's seat and the opponent the learner's rating
// chooses: a person against the computer in a rated kind of game; extra stones only for a learner with Black.
func (s *setupScene) picked() (*seatPicker, game.Opponent, bool) {
	if !s.picks.On || s.ctx.Settings == nil || s.black.kind.Selected == s.white.kind.Selected {
		return nil, game.Opponent{}, false
	}
	st := s.chosen()
	f, ok := ai.FamilyOf(st.Rules, st.Cols, st.Rows)
	if !ok {
		return nil, game.Opponent{}, false
	}
	p := s.white
	if s.black.kind.Selected == 1 {
		p = s.black
	}
	o := s.ctx.ratings().Pick(f)
	if p == s.black || st.Rules.Kind != engine.AtariGo {
		o.Stones = 0
	}
	return p, o, true
}

// describe returns a sentence about the chosen players' levels, after the learner's rating when the coach picks.
func (s *setupScene) describe(ctx *Context) string {
	var lines []string
	if s.study != nil {
		lines = append(lines, ctx.Tr.T("setup.study", colorName(ctx, s.study.ToMove())))
	}
	if _, o, ok := s.picked(); ok {
		st := s.setup()
		f, _ := ai.FamilyOf(st.Rules, st.Cols, st.Rows)
		l, _ := ai.LevelByKey(o.Level)
		rating := ctx.Num(math.Round(ctx.ratings().Of(f).Value))
		if o.Stones > 0 {
			lines = append(lines, ctx.Tr.Plural("setup.coach_picked_stones", float64(o.Stones), rating, levelName(ctx, l.Key), o.Stones))
		} else {
			lines = append(lines, ctx.Tr.T("setup.coach_picked", rating, levelName(ctx, l.Key)))
		}
	}
	lv := ai.Levels()
	if s.kind.Selected == 1 && (s.black.kind.Selected == 1 || s.white.kind.Selected == 1) {
		// In Go one sentence says which level suits whom, in place of the levels' own descriptions.
		return strings.Join(append(lines, ctx.Tr.T("setup.go_levels")), "\n")
	}
	for _, p := range []*seatPicker{s.black, s.white} {
		if p.kind.Selected == 1 && p.level.Value < len(lv) {
			l := lv[p.level.Value]
			if line := levelName(ctx, l.Key) + ": " + ctx.Tr.T("level."+l.Key+".about"); !slices.Contains(lines, line) {
				lines = append(lines, line)
			}
		}
	}
	return strings.Join(lines, "\n")
}

// explainSetup turns a setup error into a sentence.
func explainSetup(ctx *Context, err error) string {
	switch {
	case errors.Is(err, engine.ErrBadHandicap):
		return ctx.Tr.T("setup.problem.handicap")
	case errors.Is(err, engine.ErrNoLiberties):
		return ctx.Tr.T("setup.problem.no_liberties")
	}
	return fmt.Sprint(err)
}

// Draw paints the panel and the preview of the start position.
func (s *setupScene) Draw(screen *ebiten.Image, ctx *Context) {
	if s.showPreview && s.posErr == nil {
		s.preview.Draw(screen, ctx.Theme, &s.pos, &board.Marks{})
	}
	s.form.Draw(screen, ctx.Theme)
}

// mainForm returns the scene's controls.
func (s *setupScene) mainForm() *widget.Form { return s.form }

// Dirty reports whether the setup looks different without input (a switch sliding, a tooltip).
func (s *setupScene) Dirty() bool { return s.form.Animating() }

// Live returns nothing: the setup has no part that moves on its own.
func (s *setupScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// newStudySetupScene builds the setup of a game from the study board's position: its rules (the capture target, the
// counting and komi can still be changed), its stones on its board, the side to move first; Back leads to the
// study board.
func newStudySetupScene(ctx *Context, sprites *board.Sprites, st *game.Study) *setupScene {
	s := newSetupScene(ctx, sprites)
	s.study = st
	r := st.Rules()
	s.kind.Selected = 0
	if r.Kind == engine.Go {
		s.kind.Selected = 1
		s.scoring.Selected = int(r.Scoring)
		s.komi.Value = int(r.Komi - 0.5)
	} else {
		s.target.Value = r.Target()
	}
	s.first.Selected = 0
	if st.ToMove() == engine.White {
		s.first.Selected = 1
	}
	s.firstChoice = s.first.Selected
	s.komiChosen = r.Kind == engine.Go
	s.texts(ctx)
	s.refresh()
	return s
}

// usualKomi is the komi a Go game gets unless the person sets another: 0.5 with handicap stones, 7.5 under area
// (Chinese) counting, 6.5 under territory (Japanese) counting.
func usualKomi(sc engine.Scoring, handicap int) float64 {
	switch {
	case handicap >= 2:
		return 0.5
	case sc == engine.Area:
		return 7.5
	}
	return 6.5
}
