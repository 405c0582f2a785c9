package scenes

import (
	"errors"
	"fmt"
	"image"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Driver drives the App instead of the mouse, touch screen and keyboard: the -script flag and the tests use one
// (scenes/script, which the scenes never import). This file is the whole seam between them: the input goes in
// through Step, the frames come out through Frame, and the App answers where things are on the screen.
type Driver interface {
	// Step fills in this frame's input, asking app what it needs, and reports true; false once the driver has no
	// more to do, and the devices take over.
	Step(in *widget.Input, now time.Time, app *App) bool
	// Quit reports whether the window should close, and the error that stopped the driver, if any.
	Quit() (bool, error)
	// WholeFrame reports whether the next frame must be drawn whole rather than only where it changed.
	WholeFrame() bool
	// Frame is shown every frame the App draws.
	Frame(screen *ebiten.Image, app *App)
	// Close waits for what the driver writes and returns its first error.
	Close() error
}

// DrawWhole draws the frame whole onto screen, as Draw does after a change; a driver that has captured the frame
// as shown calls it in the same Frame to capture the same frame drawn whole.
func (a *App) DrawWhole(screen *ebiten.Image) {
	screen.Fill(a.ctx.Theme.Background)
	a.mgr.draw(screen, &a.ctx)
	a.drawOverlay(screen)
}

// Busy reports whether a fade runs or the scene is working; scripts wait for it.
func (a *App) Busy() bool { return a.mgr.busy() }

// Scene names the scene shown, for scripts to check where they are: "menu", "setup", "play", "review", "files",
// "settings", "learn", "progress", "tutorial" (the lesson map), "lesson" (a lesson page, a workshop's page tried as a
// learner too), "practice", "study", "workshop" (the teacher's workshop's page), "workshop-lesson" (its lesson),
// "learners" (Who is playing?), "learner" (a learner's name and picture) or "overview" (the learners' overview).
func (a *App) Scene() string {
	switch a.mgr.cur.(type) {
	case *menuScene:
		return "menu"
	case *setupScene:
		return "setup"
	case *playScene:
		return "play"
	case *reviewScene:
		return "review"
	case *filesScene:
		return "files"
	case *settingsScene:
		return "settings"
	case *learnScene:
		return "learn"
	case *progressScene:
		return "progress"
	case *tutorialScene:
		return "tutorial"
	case *lessonScene:
		return "lesson"
	case *practiceScene:
		return "practice"
	case *studyScene:
		return "study"
	case *workshopScene:
		return "workshop"
	case *workshopLessonScene:
		return "workshop-lesson"
	case *learnersScene:
		return "learners"
	case *learnerEditScene:
		return "learner"
	case *overviewScene:
		return "overview"
	}
	return fmt.Sprintf("%T", a.mgr.cur)
}

// Locate returns the pixel of the intersection coord ("D4") on the board of
// the current scene.
func (a *App) Locate(coord string) (image.Point, error) {
	b, ok := a.mgr.cur.(boardScene)
	if !ok {
		return image.Point{}, fmt.Errorf("%w: no board on this screen", ErrNoBoard)
	}
	g := b.boardGeometry()
	pt, err := engine.ParseGTPPoint(coord, g.Cols, g.Rows)
	if err != nil || pt == engine.Pass {
		return image.Point{}, fmt.Errorf("%w: %q", ErrNoBoard, coord)
	}
	x, y := g.Center(pt)
	return image.Pt(int(math.Round(x)), int(math.Round(y))), nil
}

// Find returns the centre of the control captioned text in the message shown over the scene, or else in the
// current scene.
func (a *App) Find(text string) (image.Point, error) {
	if a.ctx.svc != nil {
		for _, b := range a.ctx.svc.toast.actions {
			if b.Text == text && !b.Rect.Empty() {
				return image.Pt((b.Rect.Min.X+b.Rect.Max.X)/2, (b.Rect.Min.Y+b.Rect.Max.Y)/2), nil
			}
		}
	}
	if f, ok := a.mgr.cur.(formScene); ok {
		if p, ok := f.mainForm().Find(text); ok {
			return p, nil
		}
	}
	return image.Point{}, fmt.Errorf("%w: %q", ErrNoControl, text)
}

// Drop drops the files of the folder dir on the window, as a file manager does; the next frame reads them.
func (a *App) Drop(dir string) { a.dropped = os.DirFS(dir) }

// ErrNoControl means a script named a control the screen does not show.
var ErrNoControl = errors.New("no such control on the screen")

// formScene is a scene whose controls live in one Form.
type formScene interface {
	mainForm() *widget.Form
}

// ErrNoBoard means a script named an intersection where there is no board.
var ErrNoBoard = errors.New("no such intersection on the screen")

// boardScene is a scene that shows a board.
type boardScene interface {
	boardGeometry() board.Geometry
	describeShot() BoardShot
}

// BoardShot says where the board and the headline of the panel are in a frame, so that a picture of it can be
// checked: the board's columns and rows, the centre of its first intersection and the distance between lines,
// in pixels, and the headline's text and rectangle; Notice is what a lesson page tells the teacher ("" when
// nothing).
type BoardShot struct {
	Cols, Rows int
	X0, Y0     float64
	Cell       float64
	Status     string
	StatusRect [4]int
	Notice     string `json:",omitempty"`
	// Caption is the words of the move a lesson's shown line stands at.
	Caption string `json:",omitempty"`
	// Controls are the controls shown, with their captions and places, so that pictures of one screen can be
	// compared for controls that moved.
	Controls []ShotControl `json:",omitempty"`
}

// ShotControl is one control of a screenshot: its caption (a button's or a switch's text, a choice's options, or
// its kind and tooltip for a control without words) and its rectangle (x0, y0, x1, y1).
type ShotControl struct {
	Caption string
	Rect    [4]int
}

// Board describes the board of the current scene and its controls; ok is false when it shows none or has not been
// laid out yet.
func (a *App) Board() (shot BoardShot, ok bool) {
	b, ok := a.mgr.cur.(boardScene)
	if !ok || a.mgr.fresh {
		return BoardShot{}, false
	}
	shot = b.describeShot()
	if f, ok := a.mgr.cur.(formScene); ok {
		for _, w := range f.mainForm().Items() {
			c := w.Common()
			if c.Hidden || c.Rect.Empty() {
				continue
			}
			var caption string
			switch w := w.(type) {
			case *widget.Button:
				caption = "button " + w.Text
			case *widget.Toggle:
				caption = "switch " + w.Text
			case *widget.Radio:
				caption = fmt.Sprint("choice ", w.Options)
			case *widget.Label, *widget.Panel:
				continue
			default:
				caption = fmt.Sprintf("%T %s", w, c.Tip)
			}
			r := c.Rect
			shot.Controls = append(shot.Controls, ShotControl{Caption: caption, Rect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}})
		}
	}
	return shot, true
}

// Message returns the message shown over the scene, "" when none is.
func (a *App) Message() string {
	if a.ctx.svc == nil {
		return ""
	}
	return a.ctx.svc.toast.text
}

// Settled reports whether the current scene is shown as it is: laid out and not fading.
func (a *App) Settled() bool { return !a.mgr.fresh && a.mgr.out == 0 }

// MissedKeys lists the translation keys the window asked for that no catalog has (game.Translator.Missed); a
// script's quit fails on any.
func (a *App) MissedKeys() []string { return a.ctx.Tr.Missed() }

// Lang returns the language of the window's texts.
func (a *App) Lang() string { return a.ctx.Tr.Lang() }

// CutTexts lists the captions of the current scene that do not fit their controls (widget.CutTexts).
func (a *App) CutTexts() []string { return cutTexts(a.mgr.cur, a.ctx.Theme) }

// cutTexts lists the captions of scene sc that do not fit their controls, leaving out those that show the
// user's own data.
func cutTexts(sc Scene, t *widget.Theme) []string {
	f, ok := sc.(formScene)
	if !ok {
		return nil
	}
	var data []widget.Widget
	if d, ok := sc.(dataScene); ok {
		data = d.dataWidgets()
	}
	return widget.CutTexts(f.mainForm(), t, data)
}

// dataScene is a scene some of whose labels show the user's data (a folder path), which may be shortened to fit
// and are not checked.
type dataScene interface {
	dataWidgets() []widget.Widget
}
