package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// The life of an app on a phone: the system pauses it when another app comes to the front and may end it without
// warning while it is paused, and its back button (or gesture) asks the app to go back before the system closes
// it. The phone app (package mobile) calls Suspend, Resume and Back from the system's callbacks; they run on the
// game loop's side, so the caller makes sure no frame runs meanwhile.

// Suspend writes what must outlast the app, the kept game's autosave, the settings, the learner's progress and the
// list of learners, and waits until they are written: the system may end a paused app at any time. It returns the
// writes' errors. The game has no clock that counts while the app is away (no time limits); the computer's move,
// if one is being found, is kept until the app comes back.
func (a *App) Suspend() error {
	sv := a.ctx.svc
	if sv == nil {
		return nil
	}
	sv.keeper.Keep(a.ctx.Session)
	err := sv.keeper.Flush()
	if sv.settings != nil {
		err = errors.Join(err, sv.settings.Flush())
	}
	if sv.progress != nil {
		err = errors.Join(err, sv.progress.Flush())
	}
	if sv.learners != nil {
		err = errors.Join(err, sv.learners.Flush())
	}
	return err
}

// Resume draws the next frame whole, since the system may have thrown away what the screen showed, and wakes the
// game loop for it.
func (a *App) Resume() {
	a.redraw.owed = settleFrames
	a.sleep.frame()
}

// Back does what the back button asks: what the scene's Back button or Escape key does (a dialog closed, a screen
// left for the one it came from, a game left for the menu with its autosave written), at the next frame. It
// returns false at the main menu (and at "Who is playing?" opening the app), where there is nothing to go back to
// and the system closes the app; while a screen fades over to the next, a back press is taken and does nothing
// more.
func (a *App) Back() bool {
	if a.mgr.out > 0 {
		return true
	}
	if _, menu := a.mgr.cur.(*menuScene); menu {
		return false
	}
	if who, ok := a.mgr.cur.(*learnersScene); ok && who.start {
		return false // "Who is playing?" as the first screen: nothing before it either
	}
	a.backAsked = true
	a.sleep.frame()
	return true
}

// takeBack adds the Escape key to this frame's input when Back asked for it since the last frame.
func (a *App) takeBack() {
	if a.backAsked {
		a.backAsked = false
		a.input.Keys = append(a.input.Keys, ebiten.KeyEscape)
	}
}
