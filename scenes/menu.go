package scenes

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// menuPicture is the little game shown on the menu: White's stone in the
// middle is in atari and Black is about to capture it.
const menuPicture = `
. . . . . . .
. . . . . . .
. . . X . . .
. . X O . . .
. . O X . . .
. . . . . . .
. . . . . . .`

// menuScene is the main menu: above it the learner playing (a tap on them asks "Who is playing?"), then Learn to play, Continue (when a game is kept), New game, Load, Study board, Progress, Settings,
// Learn more, Quit, and the language. On the very first start it offers the lessons.
type menuScene struct {
	form       *widget.Form
	who        *widget.Tile // the learner playing, a picture and a name: a tap asks who is playing
	title      *widget.Label
	tagline    *widget.Label
	note       *widget.Label
	offer      *widget.Label
	dismiss    *widget.Button // puts the offer of the lessons away for good
	tutorial   *widget.Button
	cont       *widget.Button
	play       *widget.Button
	quit       *widget.Button
	load       *widget.Button
	settings   *widget.Button
	progress   *widget.Button
	study      *widget.Button
	learn      *widget.Button
	lang       *widget.Radio
	view       *board.View
	pos        engine.Position
	started    time.Time // when the menu opened: the ghost stone blinks from then
	now        time.Time // the time of the last tick
	ghostDrawn bool      // whether the last frame drawn shows the ghost stone
}

// newMenuScene builds the menu; note is a message to show (an error that
// brought the player back here), or "".
func newMenuScene(ctx *Context, sprites *board.Sprites, note string) *menuScene {
	s := &menuScene{view: board.NewView(sprites), started: ctx.Now()}
	s.now = s.started
	s.pos = engine.MustDiagram(menuPicture, engine.AtariRules(1))
	s.title = &widget.Label{Size: widget.SizeTitle, Bold: true, H: widget.AlignStart, V: widget.AlignCenter}
	s.tagline = &widget.Label{Size: widget.SizeLarge, Dim: true, Wrap: true, V: widget.AlignStart}
	s.note = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart, Text: note, Color: ctx.Theme.Error}
	s.offer = &widget.Label{Size: widget.SizeBody, Bold: true, Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Accent}
	s.tutorial = &widget.Button{}
	s.cont = &widget.Button{Kind: widget.ButtonPrimary}
	s.play = &widget.Button{}
	s.quit = &widget.Button{Kind: widget.ButtonQuiet}
	s.load, s.settings, s.learn = &widget.Button{}, &widget.Button{}, &widget.Button{}
	s.progress = &widget.Button{}
	s.study = &widget.Button{}
	who := ctx.learnerEntry()
	s.who = &widget.Tile{Row: true, Picture: pictureDrawer(who.Picture)}
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
	s.lang.Small = true
	s.quit.Hidden = ctx.NoQuit
	if ctx.Session == nil {
		s.cont.Hidden = true
		s.play.Kind = widget.ButtonPrimary
	}
	// Until the learner opens the lessons or puts the offer away, the lessons are offered: a word on what they
	// are, and their button leads unless a game is kept to continue.
	s.dismiss = &widget.Button{Kind: widget.ButtonQuiet, Small: true}
	s.offer.Hidden = ctx.Learner == nil || ctx.Learner.Tutorial.Offered
	s.dismiss.Hidden = s.offer.Hidden
	if !s.offer.Hidden && ctx.Session == nil {
		s.tutorial.Kind, s.play.Kind = widget.ButtonPrimary, widget.ButtonNormal
	}
	s.form = widget.NewForm(s.who, s.title, s.tagline, s.offer, s.dismiss, s.tutorial, s.cont, s.play, s.load, s.study, s.progress, s.settings, s.learn, s.quit, s.note, s.lang)
	s.texts(ctx)
	return s
}

// texts sets the captions in the current language.
func (s *menuScene) texts(ctx *Context) {
	s.title.Text = ctx.Tr.T("app.title")
	s.who.Text = ctx.learnerName()
	s.who.Tip = ctx.Tr.T("menu.learner.tip", s.who.Text)
	s.tagline.Text = ctx.Tr.T("app.tagline")
	s.cont.Text = ctx.Tr.T("common.continue")
	s.cont.Tip = ctx.Tr.T("menu.continue.tip")
	s.offer.Text = ctx.Tr.T("menu.offer")
	s.dismiss.Text, s.dismiss.Tip = ctx.Tr.T("menu.offer.dismiss"), ctx.Tr.T("menu.offer.dismiss.tip")
	s.tutorial.Text, s.tutorial.Tip = ctx.Tr.T("menu.tutorial"), ctx.Tr.T("menu.tutorial.tip")
	s.play.Text = ctx.Tr.T("common.new_game")
	s.play.Tip = ctx.Tr.T("menu.new_game.tip")
	s.load.Text, s.load.Tip = ctx.Tr.T("menu.load"), ctx.Tr.T("menu.load.tip")
	s.settings.Text, s.settings.Tip = ctx.Tr.T("common.settings"), ctx.Tr.T("menu.settings.tip")
	s.learn.Text, s.learn.Tip = ctx.Tr.T("common.learn_more"), ctx.Tr.T("menu.learn.tip")
	s.progress.Text, s.progress.Tip = ctx.Tr.T("progress.title"), ctx.Tr.T("menu.progress.tip")
	s.study.Text, s.study.Tip = ctx.Tr.T("study.title"), ctx.Tr.T("study.tip")
	if ctx.Session != nil && ctx.Session.Match().Record() != nil {
		p := ctx.Session.Match().Position()
		s.cont.Tip = ctx.Tr.T("menu.continue.tip") + "\n" +
			ctx.Tr.T("menu.continue_saved.detail", rulesText(ctx, ctx.Session.Match().Rules(), p.Cols(), p.Rows()), p.MoveNumber())
	}
	s.quit.Text = ctx.Tr.T("menu.quit")
	s.quit.Tip = ctx.Tr.T("menu.quit.tip")
	s.lang.Tip = ctx.Tr.T("menu.language.tip")
}

// layout places the widgets for the screen size: the picture left and the
// menu right in landscape, one above the other in portrait.
func (s *menuScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(t.I(32))
	bh, gap := t.I(52), t.I(14)
	titleH, tagH := t.I(70), t.I(58)
	// The learner playing: above the picture in landscape, above the title in portrait.
	whoH := t.I(52)
	colWho := whoH
	if ctx.Landscape() {
		colWho = 0
	}
	buttons := 0
	for _, b := range s.buttons() {
		if !b.Hidden {
			buttons++
		}
	}
	langH := t.I(34)
	offerH, dismissH := 0, t.I(32)
	if !s.offer.Hidden {
		offerH = s.offer.Height(t, min(t.I(300), scr.Dx())) + dismissH + gap
	}
	// On a low screen the buttons get lower and closer, down to a height a finger still hits.
	room := scr.Dy() - langH - colWho - titleH - tagH - gap - offerH
	for bh > t.I(40) && buttons*(bh+gap)-gap > room {
		bh -= t.I(2)
		gap = min(gap, max(t.I(8), bh/4))
	}
	// A landscape screen too low even for those (a phone on its side) gets the buttons in two columns.
	cols := 1
	if ctx.Landscape() && buttons*(bh+gap)-gap > room {
		cols = 2
	}
	rows := (buttons + cols - 1) / cols
	buttonsH := rows*(bh+gap) - gap + offerH
	var side, x, y, colX, colW int
	if ctx.Landscape() {
		half := scr.Min.X + scr.Dx()*11/20
		boardArea := image.Rect(scr.Min.X, scr.Min.Y+whoH, half-t.I(24), scr.Max.Y-langH)
		side = min(boardArea.Dx(), boardArea.Dy(), t.I(460))
		s.view.Layout(centered(boardArea, side, side), s.pos.Cols(), s.pos.Rows(), false)
		colX, colW = half+t.I(24), min(scr.Max.X-half-t.I(24), t.I(420))
		contentH := titleH + tagH + gap + buttonsH
		y = scr.Min.Y + max(0, (scr.Dy()-langH-contentH)/2)
		x = colX
		s.title.H, s.tagline.H = widget.AlignStart, widget.AlignStart
	} else {
		colX, colW = scr.Min.X, scr.Dx()
		side = min(scr.Dx(), scr.Dy()-whoH-titleH-tagH-buttonsH-langH-4*gap, t.I(460))
		side = max(side, 0)
		contentH := whoH + titleH + tagH + side + 2*gap + buttonsH
		y = scr.Min.Y + max(0, (scr.Dy()-langH-contentH)/2)
		s.title.H, s.tagline.H = widget.AlignCenter, widget.AlignCenter
	}
	st := widget.Stack{X: colX, W: colW, Y: y, Gap: 0}
	whoW := int(widget.TextWidth(s.who.Text, t.Face(widget.SizeBody, false))) + whoH + t.I(28)
	if ctx.Landscape() {
		wood := s.view.Geometry().Wood // just above the picture, at its left edge
		whoW = min(whoW, wood.Dx())
		wy := max(scr.Min.Y, wood.Min.Y-whoH)
		s.who.Rect = image.Rect(wood.Min.X, wy, wood.Min.X+whoW, wy+whoH-t.I(6))
	} else {
		whoW = min(whoW, colW)
		wr := st.Next(whoH)
		s.who.Rect = image.Rect(colX+(colW-whoW)/2, wr.Min.Y, colX+(colW+whoW)/2, wr.Max.Y-t.I(6))
	}
	s.title.Rect = st.Next(titleH)
	s.tagline.Rect = st.Next(tagH)
	st.Skip(gap)
	bw := min(t.I(300), colW)
	if cols == 2 {
		bw = (colW - gap) / 2
	}
	rowW := cols*bw + (cols-1)*gap
	if !ctx.Landscape() {
		s.view.Layout(image.Rect(colX+(colW-side)/2, st.Y, colX+(colW+side)/2, st.Y+side), s.pos.Cols(), s.pos.Rows(), false)
		st.Skip(side + gap)
		x = colX + (colW-bw)/2
	}
	if !s.offer.Hidden {
		s.offer.Rect = image.Rect(x, st.Y, x+rowW, st.Y+offerH-gap-dismissH)
		dw := min(rowW, int(widget.TextWidth(s.dismiss.Text, t.Face(widget.SizeSmall, false)))+t.I(28))
		s.dismiss.Rect = image.Rect(x+rowW-dw, s.offer.Rect.Max.Y, x+rowW, s.offer.Rect.Max.Y+dismissH)
		st.Skip(offerH)
	}
	i := 0
	for _, b := range s.buttons() {
		if b.Hidden {
			continue
		}
		bx := x + (i%cols)*(bw+gap)
		b.Rect = image.Rect(bx, st.Y, bx+bw, st.Y+bh)
		if i++; i%cols == 0 {
			st.Skip(bh + gap)
		}
	}
	if i%cols != 0 {
		st.Skip(bh + gap)
	}
	s.note.Rect = image.Rect(x, st.Y, x+bw, st.Y+s.note.Height(t, bw))
	lw := min(bw, t.I(330))
	lx := x
	if !ctx.Landscape() {
		lx = colX + (colW-lw)/2
	}
	s.lang.Rect = image.Rect(lx, scr.Max.Y-langH, lx+lw, scr.Max.Y)
}

// Update handles the buttons and the shortcuts. The offer of the lessons stays until the learner opens them (the
// map counts the offer as taken) or puts it away here.
func (s *menuScene) Update(ctx *Context) Request {
	s.layout(ctx)
	s.form.Update(ctx.Input)
	s.view.Update()
	s.now = ctx.Now()
	in := ctx.Input
	switch {
	case s.who.Clicked():
		return ToLearners{}
	case !s.dismiss.Hidden && s.dismiss.Clicked():
		s.putOfferAway(ctx)
	case s.cont.Clicked() || (!s.cont.Hidden && in.TakeKey(ebiten.KeyEscape)):
		return ContinueGame{}
	case s.tutorial.Clicked() || in.TakeKey(ebiten.KeyL):
		return ToTutorial{Back: ToMenu{}}
	case s.play.Clicked() || in.TakeKey(ebiten.KeyN):
		return ToSetup{}
	case s.quit.Clicked() || (!ctx.NoQuit && in.TakeKey(ebiten.KeyQ)):
		if !ctx.quitUnsaved() {
			return Quit{}
		}
	case !s.load.Hidden && (s.load.Clicked() || in.TakeKey(ebiten.KeyF4)):
		return ToFiles{Back: ToMenu{}}
	case s.settings.Clicked():
		return ToSettings{Back: ToMenu{}}
	case s.learn.Clicked():
		return ToLearn{Back: ToMenu{}}
	case s.progress.Clicked():
		return ToProgress{Back: ToMenu{}}
	case s.study.Clicked() || in.TakeKey(ebiten.KeyY):
		return ToStudy{}
	}
	if s.lang.Changed() {
		code := game.LanguageCodes()[s.lang.Selected]
		ctx.Tr = game.NewTranslator(code)
		if ctx.Settings != nil {
			ctx.Settings.Language = code
			ctx.SaveSettings()
		}
		s.texts(ctx)
	}
	return nil
}

// putOfferAway hides the offer of the lessons for good: the learner's record remembers it as made.
func (s *menuScene) putOfferAway(ctx *Context) {
	s.offer.Hidden, s.dismiss.Hidden = true, true
	if ctx.Session == nil {
		s.tutorial.Kind, s.play.Kind = widget.ButtonNormal, widget.ButtonPrimary
	}
	if ctx.Learner != nil && !ctx.Learner.Tutorial.Offered {
		ctx.Learner.Tutorial.Offered = true
		ctx.SaveProgress()
	}
	s.form.SetFocus(s.tutorial)
	s.layout(ctx)
}

// Draw paints the picture and the menu.
func (s *menuScene) Draw(screen *ebiten.Image, ctx *Context) {
	// Black's capturing move blinks in as a ghost stone, then the last move is marked.
	marks := board.Marks{Atari: true, Last: engine.Pt(2, 4)}
	if s.ghostDrawn = s.ghostShown(); s.ghostDrawn {
		marks.Ghost, marks.GhostColor = menuGhost, engine.Black
	}
	s.view.Draw(screen, ctx.Theme, &s.pos, &marks)
	s.form.Draw(screen, ctx.Theme)
}

// mainForm returns the scene's controls.
func (s *menuScene) mainForm() *widget.Form { return s.form }

// dataWidgets returns the learner playing, whose name is their own and may be shortened to fit.
func (s *menuScene) dataWidgets() []widget.Widget { return []widget.Widget{s.who} }

// menuGhost is the point of Black's capturing move, which blinks on the menu's board.
var menuGhost = engine.Pt(4, 3)

// menuBlink is how long the blinking ghost stone shows, and then how long it is away.
const menuBlink = 50 * time.Second / 60

// menuBlinks is how many times the ghost stone shows before the picture rests, the capture shown: a window left
// on the menu then wakes for nothing but the heartbeat (sleep.go), well under 1% of a core.
const menuBlinks = 6

// ghostShown reports whether the blinking ghost stone shows at the last tick; once the picture rests, it stays.
func (s *menuScene) ghostShown() bool {
	n := s.now.Sub(s.started) / menuBlink
	return n >= 2*menuBlinks-1 || n%2 == 0
}

// NextChange returns when the ghost stone next appears or goes; the zero time once the picture rests.
func (s *menuScene) NextChange() time.Time {
	if s.now.Sub(s.started) >= (2*menuBlinks-2)*menuBlink {
		return time.Time{}
	}
	return s.now.Add(menuBlink - s.now.Sub(s.started)%menuBlink)
}

// Dirty reports whether the menu looks different (the blinking stone is a live part).
func (s *menuScene) Dirty() bool {
	return s.view.Animating() || s.form.Animating()
}

// Live appends the point of the blinking ghost stone when it is to appear or go.
func (s *menuScene) Live(buf []image.Rectangle) []image.Rectangle {
	if s.ghostShown() != s.ghostDrawn {
		buf = append(buf, s.view.PointArea(menuGhost))
	}
	return buf
}

// buttons returns the menu's buttons from top to bottom.
func (s *menuScene) buttons() []*widget.Button {
	return []*widget.Button{s.tutorial, s.cont, s.play, s.load, s.study, s.progress, s.settings, s.learn, s.quit}
}
