package scenes

import (
	"image"

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

// menuScene is the main menu: Continue (when a game is kept), Play, Quit,
// and the language.
type menuScene struct {
	form      *widget.Form
	title     *widget.Label
	tagline   *widget.Label
	note      *widget.Label
	cont      *widget.Button
	play      *widget.Button
	quit      *widget.Button
	lang      *widget.Radio
	view      *board.View
	pos       engine.Position
	ghostStep int
}

// newMenuScene builds the menu; note is a message to show (an error that
// brought the player back here), or "".
func newMenuScene(ctx *Context, sprites *board.Sprites, note string) *menuScene {
	s := &menuScene{view: board.NewView(sprites)}
	s.pos = engine.MustDiagram(menuPicture, engine.AtariRules(1))
	s.title = &widget.Label{Size: widget.SizeTitle, Bold: true, H: widget.AlignStart, V: widget.AlignCenter}
	s.tagline = &widget.Label{Size: widget.SizeLarge, Dim: true, Wrap: true, V: widget.AlignStart}
	s.note = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart, Text: note, Color: ctx.Theme.Error}
	s.cont = &widget.Button{Kind: widget.ButtonPrimary}
	s.play = &widget.Button{}
	s.quit = &widget.Button{Kind: widget.ButtonQuiet}
	codes := game.Languages
	names := make([]string, len(codes))
	sel := 0
	for i, c := range codes {
		names[i] = game.LanguageNames[c]
		if c == ctx.Lang {
			sel = i
		}
	}
	s.lang = widget.NewRadio(names, sel, "")
	s.lang.Small = true
	if ctx.Session == nil {
		s.cont.Hidden = true
		s.play.Kind = widget.ButtonPrimary
	}
	s.form = widget.NewForm(s.title, s.tagline, s.cont, s.play, s.quit, s.note, s.lang)
	s.texts(ctx)
	return s
}

// texts sets the captions in the current language.
func (s *menuScene) texts(ctx *Context) {
	s.title.Text = ctx.T("Atari Go")
	s.tagline.Text = ctx.T("Capture one stone to win. Then learn Go.")
	s.cont.Text = ctx.T("Continue")
	s.cont.Tip = ctx.T("Back to the game you left (Esc)")
	s.play.Text = ctx.T("New game")
	s.play.Tip = ctx.T("Choose the rules, the board and the players (N)")
	s.quit.Text = ctx.T("Quit")
	s.quit.Tip = ctx.T("Close the window (Q)")
	s.lang.Tip = ctx.T("Language of the game")
}

// layout places the widgets for the screen size.
func (s *menuScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(t.I(32))
	bw, bh, gap := t.I(300), t.I(52), t.I(14)
	var boardArea, col image.Rectangle
	if ctx.Landscape() {
		half := scr.Min.X + scr.Dx()*11/20
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, half-t.I(24), scr.Max.Y)
		col = image.Rect(half+t.I(24), scr.Min.Y, scr.Max.X, scr.Max.Y)
	} else {
		boardArea = image.Rect(scr.Min.X, scr.Min.Y+t.I(120), scr.Max.X, scr.Min.Y+scr.Dy()/2)
		col = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X, scr.Max.Y)
	}
	side := min(boardArea.Dx(), boardArea.Dy(), t.I(460))
	s.view.Layout(centered(boardArea, side, side), s.pos.Cols(), s.pos.Rows(), false)
	bw = min(bw, col.Dx())
	st := widget.Stack{X: col.Min.X, W: col.Dx(), Gap: gap}
	contentH := t.I(70) + t.I(64) + 3*(bh+gap) + t.I(40)
	if ctx.Landscape() {
		st.Y = col.Min.Y + max(0, (col.Dy()-contentH)/2)
	} else {
		st.Y = col.Min.Y
		st.X, st.W = col.Min.X, col.Dx()
	}
	s.title.Rect = st.Next(t.I(70))
	s.tagline.Rect = st.Next(t.I(58))
	if !ctx.Landscape() {
		s.title.H, s.tagline.H = widget.AlignCenter, widget.AlignCenter
		st.Y = boardArea.Min.Y + side + t.I(24)
	}
	bx := st.X
	if !ctx.Landscape() {
		bx = col.Min.X + (col.Dx()-bw)/2
	}
	for _, b := range []*widget.Button{s.cont, s.play, s.quit} {
		if b.Hidden {
			continue
		}
		r := st.Next(bh)
		b.Rect = image.Rect(bx, r.Min.Y, bx+bw, r.Max.Y)
	}
	s.note.Rect = image.Rect(bx, st.Y, bx+bw, st.Y+s.note.Height(t, bw))
	lw := min(bw, t.I(330))
	s.lang.Rect = image.Rect(bx, scr.Max.Y-t.I(34), bx+lw, scr.Max.Y)
	if !ctx.Landscape() {
		s.lang.Rect = image.Rect(col.Min.X+(col.Dx()-lw)/2, scr.Max.Y-t.I(34), col.Min.X+(col.Dx()+lw)/2, scr.Max.Y)
	}
}

// Update handles the buttons and the shortcuts.
func (s *menuScene) Update(ctx *Context) Request {
	s.layout(ctx)
	s.form.Update(ctx.Input)
	s.view.Update()
	s.ghostStep++
	in := ctx.Input
	switch {
	case s.cont.Clicked() || (!s.cont.Hidden && in.TakeKey(ebiten.KeyEscape)):
		return ContinueGame{}
	case s.play.Clicked() || in.TakeKey(ebiten.KeyN):
		return ToSetup{}
	case s.quit.Clicked() || in.TakeKey(ebiten.KeyQ):
		return Quit{}
	}
	if s.lang.Changed() {
		ctx.Lang = game.Languages[s.lang.Selected]
		s.texts(ctx)
	}
	return nil
}

// Draw paints the picture and the menu.
func (s *menuScene) Draw(screen *ebiten.Image, ctx *Context) {
	// Black's capturing move blinks in as a ghost stone, then the last move is marked.
	marks := board.Marks{Atari: true, Last: engine.Pt(2, 4)}
	if (s.ghostStep/50)%2 == 0 {
		marks.Ghost, marks.GhostColor = engine.Pt(4, 3), engine.Black
	}
	s.view.Draw(screen, ctx.Theme, &s.pos, &marks)
	s.form.Draw(screen, ctx.Theme)
}

// mainForm returns the scene's controls.
func (s *menuScene) mainForm() *widget.Form { return s.form }
