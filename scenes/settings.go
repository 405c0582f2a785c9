package scenes

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// evalStep is the step of the evaluation constants' steppers: the
// steppers count hundredths, and one press moves by 0.05.
const evalStep = 5

// settingsScene is where the settings are changed, on two pages: General (language, sound, beginner aids, the
// coach, the pace of the lessons, the players of a new game, the saved-games folder) and Advanced (the five
// evaluation constants and the depth of the thesis players, each said in plain words with its technical name below,
// with "Restore defaults").
// Every change applies at once and is saved in the config directory.
type settingsScene struct {
	back   Request
	form   *widget.Form
	panel  *widget.Panel
	title  *widget.Label
	labels map[string]*widget.Label

	page                *widget.Radio // General or Advanced (the thesis players' constants)
	tech                map[string]*widget.Label
	lang                *widget.Radio
	sound               *widget.Toggle
	volume              *widget.Stepper
	atari, libs, coords *widget.Toggle
	coach               *widget.Radio // when the coach starts switched on, in game.CoachModes' order
	coachAbout          *widget.Label // under it: whom the coach helps, and how
	pace                *widget.Radio // how fast the lessons play their moves, in lesson.Paces' order
	black, white        *seatPicker
	folder              *widget.TextField
	evalHead            *widget.Label
	evalAbout           *widget.Label
	consts              [5]*widget.Stepper
	depth               *widget.Stepper
	restore             *widget.Button
	problem             *widget.Label
	done                *widget.Button

	looks // what the last frame showed (Dirty)
}

// settingKeys are the rows of labels, in order: the general settings, then the thesis players'.
var settingKeys = []string{"language", "sound", "aids", "coach", "pace", "black", "white", "folder",
	"eval.alpha", "eval.beta", "eval.gamma", "eval.delta", "eval.epsilon", "eval.depth"}

// newSettingsScene builds the settings scene from ctx.Settings; back is
// where Back leads.
func newSettingsScene(ctx *Context, back Request) *settingsScene {
	st := ctx.Settings
	s := &settingsScene{back: back, labels: map[string]*widget.Label{}, tech: map[string]*widget.Label{}}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.page = widget.NewRadio([]string{"", ""}, 0, "")
	codes := game.LanguageCodes()
	names := make([]string, len(codes))
	sel := 0
	for i, c := range codes {
		names[i] = game.LanguageName(c)
		if c == ctx.Tr.Lang() {
			sel = i
		}
	}
	s.lang = widget.NewRadio(names, sel, "")
	s.sound = widget.NewToggle("", "", st.Sound)
	s.volume = widget.NewStepper(int(math.Round(st.Volume*10)), 0, 10, "")
	s.atari = widget.NewToggle("", "", st.Aids.Atari)
	s.libs = widget.NewToggle("", "", st.Aids.Liberties)
	s.coords = widget.NewToggle("", "", st.Aids.Coordinates)
	s.coach = widget.NewRadio([]string{"", "", ""}, 0, "")
	s.coach.Small = true
	for i, m := range game.CoachModes() {
		if m == ctx.coach().Mode {
			s.coach.Selected = i
		}
	}
	s.pace = widget.NewRadio([]string{"", "", ""}, 0, "")
	s.pace.Small = true
	for i, p := range lesson.Paces() {
		if p == st.LessonPace {
			s.pace.Selected = i
		}
	}
	s.black = newSeatPicker(ctx, ctx.LastSetup.Seats[engine.Black])
	s.white = newSeatPicker(ctx, ctx.LastSetup.Seats[engine.White])
	for _, p := range []*seatPicker{s.black, s.white} {
		p.kind.Small = true
	}
	s.folder = widget.NewTextField(st.LastFolder, game.DefaultGamesDir(), "")
	s.coachAbout = &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, V: widget.AlignStart}
	s.evalHead = &widget.Label{Size: widget.SizeBody, Bold: true, V: widget.AlignCenter}
	s.evalAbout = &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, V: widget.AlignStart}
	for i := range s.consts {
		lo, hi := 0, int(game.EvalWeightMax*100)
		if i == 4 {
			lo, hi = -int(game.EvalEpsilonMax*100), int(game.EvalEpsilonMax*100)
		}
		s.consts[i] = widget.NewStepper(0, lo, hi, "")
		s.consts[i].Step = evalStep
		s.consts[i].Format = func(v int) string { return ctx.Num(float64(v) / 100) }
	}
	s.depth = widget.NewStepper(st.Eval.Depth, game.EvalDepthMin, game.EvalDepthMax, "")
	s.restore = &widget.Button{}
	s.problem = &widget.Label{Size: widget.SizeSmall, Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Error}
	s.done = &widget.Button{Kind: widget.ButtonPrimary}
	s.showEval(st.Eval)

	s.form = widget.NewForm(s.panel, s.title, s.page)
	for _, k := range settingKeys {
		l := widget.NewLabel("")
		s.labels[k] = l
		s.form.Add(l)
		if strings.HasPrefix(k, "eval.") {
			s.labels[k].V = widget.AlignEnd
			s.tech[k] = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignStart}
			s.form.Add(s.tech[k])
		}
	}
	s.form.Add(s.lang, s.sound, s.volume, s.atari, s.libs, s.coords, s.coach, s.pace,
		s.black.kind, s.black.level, s.white.kind, s.white.level, s.folder, s.coachAbout, s.evalHead, s.evalAbout)
	for _, c := range s.consts {
		s.form.Add(c)
	}
	s.form.Add(s.depth, s.restore, s.problem, s.done)
	s.texts(ctx)
	return s
}

// showEval puts constants e into the steppers.
func (s *settingsScene) showEval(e game.EvalConstants) {
	for i, v := range []float64{e.Alpha, e.Beta, e.Gamma, e.Delta, e.Epsilon} {
		s.consts[i].Value = int(math.Round(v * 100))
	}
	s.depth.Value = e.Depth
}

// eval returns the constants the steppers show.
func (s *settingsScene) eval() game.EvalConstants {
	v := func(i int) float64 { return float64(s.consts[i].Value) / 100 }
	return game.EvalConstants{Alpha: v(0), Beta: v(1), Gamma: v(2), Delta: v(3), Epsilon: v(4), Depth: s.depth.Value}
}

// texts sets the captions in the current language.
func (s *settingsScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("settings.title")
	s.page.Options = []string{tr.T("settings.page.general"), tr.T("settings.page.advanced")}
	s.page.Tip = tr.T("settings.page.tip")
	for k, key := range map[string]string{
		"language": "settings.language", "sound": "settings.sound", "aids": "settings.aids", "coach": "play.coach",
		"pace":  "settings.lesson_pace",
		"black": "common.black", "white": "common.white", "folder": "settings.folder",
	} {
		s.labels[k].Text = tr.T(key)
	}
	// The plain words first, the thesis' name of the constant under them.
	for _, k := range []struct{ row, plain, tech string }{
		{"eval.alpha", "settings.eval.alpha.plain", "settings.eval.alpha"},
		{"eval.beta", "settings.eval.beta.plain", "settings.eval.beta"},
		{"eval.gamma", "settings.eval.gamma.plain", "settings.eval.gamma"},
		{"eval.delta", "settings.eval.delta.plain", "settings.eval.delta"},
		{"eval.epsilon", "settings.eval.epsilon.plain", "settings.eval.epsilon"},
		{"eval.depth", "settings.eval.depth.plain", "settings.eval.depth"},
	} {
		s.labels[k.row].Text, s.tech[k.row].Text = tr.T(k.plain), tr.T(k.tech)
	}
	s.labels["black"].Tip = tr.T("settings.players.tip")
	s.labels["white"].Tip = tr.T("settings.players.tip")
	s.labels["eval.delta"].Tip = tr.T("settings.eval.delta.tip")
	s.labels["eval.epsilon"].Tip = tr.T("settings.eval.epsilon.tip")
	s.lang.Tip = tr.T("settings.language.tip")
	s.sound.Text, s.sound.Tip = tr.T("common.on"), tr.T("settings.sound.tip")
	if !s.sound.On {
		s.sound.Text = tr.T("common.off")
	}
	s.volume.Tip = tr.T("settings.volume.tip")
	s.volume.Format = func(v int) string { return fmt.Sprint(v*10) + " %" }
	s.atari.Text, s.atari.Tip = tr.T("play.aid.atari"), tr.T("play.aid.atari.tip")
	s.libs.Text, s.libs.Tip = tr.T("play.aid.liberties"), tr.T("play.aid.liberties.tip")
	s.coords.Text, s.coords.Tip = tr.T("settings.aid.coordinates"), tr.T("settings.aid.coordinates.tip")
	s.coach.Options = []string{tr.T("settings.coach.up_to_medium"), tr.T("settings.coach.always"), tr.T("settings.coach.never")}
	s.coach.Tip = tr.T("settings.coach.tip")
	s.labels["coach"].Tip = s.coach.Tip
	s.coachAbout.Text = tr.T("settings.coach.about")
	s.pace.Options = []string{tr.T("settings.lesson_pace.slow"), tr.T("settings.lesson_pace.medium"), tr.T("settings.lesson_pace.fast")}
	s.pace.Tip = tr.T("settings.lesson_pace.tip")
	s.labels["pace"].Tip = s.pace.Tip
	for _, p := range []*seatPicker{s.black, s.white} {
		p.kind.Options = []string{tr.T("common.person"), tr.T("common.computer")}
		p.kind.Tip = tr.T("settings.players.tip")
		p.level.Tip = p.levelTip(ctx)
	}
	s.folder.Tip = tr.T("settings.folder.tip")
	s.evalHead.Text, s.evalHead.Tip = tr.T("settings.eval"), tr.T("settings.eval.tip")
	s.evalAbout.Text = tr.T("settings.eval.about")
	tips := []string{"settings.eval.alpha", "settings.eval.beta", "settings.eval.gamma", "settings.eval.delta.tip", "settings.eval.epsilon.tip"}
	for i, c := range s.consts {
		c.Tip = tr.T(tips[i])
	}
	s.depth.Tip = tr.T("settings.eval.depth.tip")
	s.restore.Text, s.restore.Tip = tr.T("common.restore_defaults"), tr.T("settings.eval.restore.tip")
	s.done.Text, s.done.Tip = tr.T("common.back"), tr.T("setup.back.tip")
}

// layout places the controls of the page shown in one column, in the middle of the screen.
func (s *settingsScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 24))
	pw := min(scr.Dx(), t.I(640))
	rh, gap := t.I(38), t.I(8)
	// Lay both pages out at the top to learn the height, then centre: the panel keeps one size, so that the page
	// switch and Back stay where they are when the page changes. A low screen (a phone on its side) gets the rows
	// closer together.
	measure := func() int {
		h := 0
		for page := range s.page.Options {
			h = max(h, s.place(t, image.Rect(0, 0, pw, scr.Dy()), rh, gap, page == 0, false))
		}
		return h
	}
	h := measure()
	if h > scr.Dy() {
		rh, gap = t.I(34), t.I(4)
		h = measure()
	}
	panel := centered(scr, pw, min(h, scr.Dy()))
	s.place(t, panel, rh, gap, s.page.Selected == 0, true)
}

// place lays the controls of the general page (general) or the advanced one out in panel, hides the other page's,
// and returns the height they need; with bottom, Back goes at the bottom of the panel, else right under them.
func (s *settingsScene) place(t *widget.Theme, panel image.Rectangle, rh, gap int, general, bottom bool) int {
	s.panel.Rect = panel
	in := panel.Inset(tightPad(t, panel, 20))
	st := widget.Stack{X: in.Min.X, W: in.Dx(), Y: in.Min.Y, Gap: gap}
	title := st.Next(t.I(34))
	s.title.Rect = title
	// The page switch sits at the right of the title.
	face := t.Face(widget.SizeBody, false)
	// The options share the switch equally; each must hold the widest, bold as when it is chosen.
	ow := 0
	for _, o := range s.page.Options {
		ow = max(ow, int(widget.TextWidth(o, t.Face(widget.SizeBody, true))))
	}
	pw := min(len(s.page.Options)*(ow+t.I(32))+t.I(8), title.Dx()*2/3)
	s.page.Rect = image.Rect(title.Max.X-pw, title.Min.Y, title.Max.X, title.Max.Y)
	s.title.Rect.Max.X = s.page.Rect.Min.X - t.I(8)
	st.Skip(t.I(2))
	put := func(st *widget.Stack, key string, h int, lw int, ws ...widget.Widget) image.Rectangle {
		r := st.Next(h)
		l, c := row(r, lw, t.I(12))
		l.Max.Y = l.Min.Y + rh
		s.labels[key].Rect = l
		parts := widget.SplitH(c, len(ws), t.I(10))
		for i, w := range ws {
			w.Common().Rect = parts[i]
		}
		return c
	}
	hideAll(!general, s.lang, s.sound, s.volume, s.atari, s.libs, s.coords, s.coach, s.pace, s.black.kind, s.black.level,
		s.white.kind, s.white.level, s.folder, s.coachAbout)
	hideAll(general, s.evalHead, s.evalAbout, s.depth, s.restore)
	for _, c := range s.consts {
		c.Hidden = general
	}
	for _, k := range settingKeys {
		s.labels[k].Hidden = general == strings.HasPrefix(k, "eval.")
		s.labels[k].Rect = image.Rectangle{}
		if l := s.tech[k]; l != nil {
			l.Hidden, l.Rect = general, image.Rectangle{}
		}
	}
	if general {
		// The labels' column is as wide as the longest label of the language needs.
		lw := t.I(120)
		for _, k := range []string{"language", "sound", "aids", "coach", "pace", "black", "white", "folder"} {
			lw = max(lw, int(widget.TextWidth(s.labels[k].Text, face))+t.I(4))
		}
		lw = min(lw, in.Dx()*9/20)
		put(&st, "language", rh, lw, s.lang)
		c := put(&st, "sound", rh, lw, s.sound, s.volume)
		sw := t.I(42+10+8) + int(max(widget.TextWidth(s.sound.Text, face), t.S(40)))
		s.sound.Rect = image.Rect(c.Min.X, c.Min.Y, c.Min.X+sw, c.Max.Y)
		s.volume.Rect = image.Rect(s.sound.Rect.Max.X+t.I(10), c.Min.Y, c.Max.X, c.Max.Y)
		th := t.I(32)
		c = put(&st, "aids", 3*th, lw, s.atari)
		for i, g := range []*widget.Toggle{s.atari, s.libs, s.coords} {
			g.Rect = image.Rect(c.Min.X, c.Min.Y+i*th, c.Max.X, c.Min.Y+(i+1)*th)
		}
		s.labels["aids"].Rect.Max.Y = s.labels["aids"].Rect.Min.Y + th
		c = put(&st, "coach", rh, lw, s.coach)
		st.Y -= t.I(4)
		s.coachAbout.Rect = st.Next(s.coachAbout.Height(t, c.Dx()))
		s.coachAbout.Rect.Min.X = c.Min.X
		put(&st, "pace", rh, lw, s.pace)
		for _, p := range []*seatPicker{s.black, s.white} {
			key := "black"
			if p == s.white {
				key = "white"
			}
			// Person or computer, and below it the computer's level when the computer plays.
			c := put(&st, key, rh, lw, p.kind)
			kw := 0.0
			for _, o := range p.kind.Options {
				kw = max(kw, widget.TextWidth(o, t.Face(widget.SizeSmall, true)))
			}
			p.kind.Rect = image.Rect(c.Min.X, c.Min.Y, c.Min.X+min(2*int(kw)+t.I(40), c.Dx()), c.Max.Y)
			if p.kind.Selected == 1 {
				r := st.Next(rh)
				p.level.Rect = image.Rect(c.Min.X, r.Min.Y, c.Max.X, r.Max.Y)
			}
		}
		if gamesFolderFixed() {
			// The games' folder is the site's storage in the browser, the app's folder on a phone: nothing to choose.
			s.folder.Hidden, s.labels["folder"].Hidden = true, true
		} else {
			put(&st, "folder", rh, lw, s.folder)
		}
	} else {
		s.evalHead.Rect = st.Next(t.I(24))
		s.evalAbout.Rect = st.Next(s.evalAbout.Height(t, st.W))
		elw := st.W - t.I(170) - t.I(12)
		// Each row: the plain words, the technical name under them, the stepper beside both.
		lh, th := t.I(24), t.I(18)
		for i, k := range []string{"eval.alpha", "eval.beta", "eval.gamma", "eval.delta", "eval.epsilon", "eval.depth"} {
			w := widget.Widget(s.depth)
			if i < len(s.consts) {
				w = s.consts[i]
			}
			c := put(&st, k, max(rh, lh+th), elw, w)
			top := c.Min.Y + (c.Dy()-rh)/2
			w.Common().Rect = image.Rect(c.Min.X, top, c.Max.X, top+rh)
			l := s.labels[k].Rect
			s.labels[k].Rect = image.Rect(l.Min.X, l.Min.Y, l.Max.X, l.Min.Y+lh)
			s.tech[k].Rect = image.Rect(l.Min.X, l.Min.Y+lh, l.Max.X, l.Min.Y+lh+th)
		}
	}
	end := st.Y
	s.problem.Rect = image.Rectangle{}
	if s.problem.Text != "" {
		ph := s.problem.Height(t, in.Dx())
		s.problem.Rect = image.Rect(in.Min.X, end, in.Max.X, end+ph)
		end += ph + gap
	}
	by := end + t.I(6)
	if bottom {
		by = max(by, in.Max.Y-t.I(46))
	}
	s.done.Rect = image.Rect(in.Max.X-t.I(200), by, in.Max.X, by+t.I(46))
	// Restore defaults, on the advanced page, shares Back's row.
	s.restore.Rect = image.Rect(in.Min.X, by+t.I(4), min(in.Min.X+t.I(240), s.done.Rect.Min.X-gap), by+t.I(42))
	return s.done.Rect.Max.Y + t.I(20) - panel.Min.Y
}

// Update applies and saves every change.
func (s *settingsScene) Update(ctx *Context) Request {
	s.layout(ctx)
	s.form.Update(ctx.Input)
	st := ctx.Settings
	changed := false
	if s.lang.Changed() {
		code := game.LanguageCodes()[s.lang.Selected]
		ctx.Tr = game.NewTranslator(code)
		st.Language = code
		changed = true
	}
	if s.sound.Changed() || s.volume.Changed() {
		st.Sound, st.Volume = s.sound.On, float64(s.volume.Value)/10
		changed = true
	}
	if s.coach.Changed() {
		ch := ctx.coach()
		ch.Mode = game.CoachModes()[s.coach.Selected]
		ctx.setCoach(ch) // the learner's, saved with their record
	}
	if s.pace.Changed() {
		st.LessonPace = lesson.Paces()[s.pace.Selected]
		changed = true
	}
	if s.atari.Changed() || s.libs.Changed() || s.coords.Changed() {
		st.Aids = game.Aids{Atari: s.atari.On, Liberties: s.libs.On, Coordinates: s.coords.On}
		changed = true
	}
	for _, p := range []*seatPicker{s.black, s.white} {
		if p.kind.Changed() || p.level.Changed() {
			ctx.LastSetup.Seats[engine.Black] = s.black.seat()
			ctx.LastSetup.Seats[engine.White] = s.white.seat()
			st.RememberSetup(ctx.LastSetup)
			changed = true
		}
	}
	if s.folder.Changed() {
		st.LastFolder = strings.TrimSpace(s.folder.Text)
		changed = true
	}
	for _, c := range append(s.consts[:], s.depth) {
		if c.Changed() {
			st.Eval = s.eval()
			changed = true
		}
	}
	if s.restore.Clicked() {
		st.Eval = game.DefaultEval()
		s.showEval(st.Eval)
		changed = true
	}
	if changed {
		ctx.SaveSettings()
		s.texts(ctx)
	}
	s.problem.Text = ""
	if err := ctx.SettingsSaveError(); err != nil {
		s.problem.Text = ctx.Tr.T("settings.error.save", ctx.ErrorText(err))
	}
	s.restore.Disabled = s.eval() == game.DefaultEval()
	s.black.level.Hidden = s.black.kind.Selected == 0 || s.page.Selected != 0
	s.white.level.Hidden = s.white.kind.Selected == 0 || s.page.Selected != 0
	in := ctx.Input
	if s.done.Clicked() || in.TakeKey(ebiten.KeyEscape) {
		return s.back
	}
	s.noteChanges()
	return nil
}

// Draw paints the panel.
func (s *settingsScene) Draw(screen *ebiten.Image, ctx *Context) {
	s.form.Draw(screen, ctx.Theme)
}

// noteChanges decides whether the next frame must be drawn again.
func (s *settingsScene) noteChanges() {
	e := s.eval()
	sig := fmt.Sprintf("%d|%d|%v|%d|%v%v%v|%d|%d|%v|%v|%s|%v|%s|%s", s.page.Selected, s.lang.Selected, s.sound.On, s.volume.Value, s.atari.On, s.libs.On, s.coords.On, s.coach.Selected, s.pace.Selected,
		s.black.seat(), s.white.seat(), s.folder.Text, e, s.problem.Text, s.title.Text)
	s.looks.note(sig, s.form.Animating())
}

// Live returns nothing: the settings have no part that moves on its own.
func (s *settingsScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *settingsScene) mainForm() *widget.Form { return s.form }
