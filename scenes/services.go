package scenes

import (
	"context"
	"errors"
	"image"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// services are what the App keeps for the scenes beside the scene manager:
// the settings and their saving, the learner's progress and its saving, the
// autosave, the sounds, files dropped on the window and the message shown
// over any scene.
type services struct {
	persist  bool
	settings *game.LatestWriter  // writes the settings; nil when they are kept in memory only
	progress *game.ProgressStore // writes the learner's record; nil when it is kept in memory only
	// learners is the device's list of learners (kept in memory only when the App persists nothing), and
	// learnerDir the config directory their files are in ("" for none).
	learners   *game.LearnerListStore
	learnerDir string
	removing   string // a learner to remove once another's record is open in their place
	imports    int    // the learners' files imported so far, for the overview to read the records again
	// kept holds the records of the learners not playing, by id, where nothing is kept on disk (learnerDir "").
	kept   map[string]game.Learner
	keeper *game.Keeper // the autosave and the sounds of the kept game
	toast  toast
	// unkeptTold is the game last told not to be kept, where the browser keeps nothing (storageBlocked).
	unkeptTold *game.Session

	drop job.Slot[string, dropLoaded] // the file dropped or picked being read, about its name
	// switching is a learner's record being opened, about the learner's id; importing a learner's file being
	// taken in, about the learner's name (learnerswitch.go).
	switching job.Slot[string, learnerOpened]
	importing job.Slot[string, learnerImported]
	sounds    job.Slot[struct{}, map[string][]byte] // the sounds being decoded, once the system is known to play them
	// soundsLater is the sounds' work, started once the first frame shows: the first frame waits for nothing it
	// does not draw, and in the browser the audio context alone takes a tenth of a second or more.
	soundsLater func(context.Context) (map[string][]byte, error)
}

// SessionOptions are the App's options for what lasts between runs.
type SessionOptions struct {
	// Settings are the settings to start with; nil means the defaults, kept in memory only.
	Settings *game.Settings
	// SettingsErr is the problem LoadSettings reported, shown once as a message.
	SettingsErr error
	// Persist writes the settings, the learner's progress and the autosave to
	// the config directory, and offers to continue the game autosaved there.
	Persist bool
	// NoAutosave leaves the autosave alone: none is offered, none written.
	NoAutosave bool
	// Note is a message to show at the start (a file given on the command line that could not be read).
	Note string
	// NoSound keeps the game silent.
	NoSound bool
	// AudioCheck, when set, tells (off the game loop, maybe slowly) whether
	// the system can play sound; the sounds are used only when it returns nil.
	AudioCheck func() error
}

// initServices sets up the settings, the learner's progress, the sounds and the autosave, and restores the autosaved
// game as the kept game, before the first frame; when a game is given to start with (given), the autosaved one is
// kept as the previous game instead.
func (a *App) initServices(opt SessionOptions, lang string, given bool) {
	sv := &services{persist: opt.Persist}
	if opt.Persist {
		sv.settings = game.NewLatestWriter()
	}
	a.ctx.svc = sv
	st := game.DefaultSettings()
	if opt.Settings != nil {
		st = *opt.Settings
	}
	a.ctx.Settings = &st
	if lang == "" {
		a.ctx.Tr = game.NewTranslator(st.Language)
	}
	a.ctx.LastSetup = st.Setup()
	if !opt.NoSound {
		sv.soundsLater = soundWork(opt.AudioCheck)
	}
	var notes []string
	switch {
	case errors.Is(opt.SettingsErr, game.ErrNoConfigDir):
		// No folder to keep anything in: said at once, not when the first star or move is lost.
		notes = append(notes, a.ctx.Tr.T("settings.error.nowhere", a.ctx.ErrorText(opt.SettingsErr)))
	case opt.SettingsErr != nil:
		notes = append(notes, settingsProblem(&a.ctx, opt.SettingsErr))
	}
	if opt.Note != "" {
		notes = append(notes, opt.Note)
	}
	notes = append(notes, a.openLearners(st, opt.Persist)...)
	if opt.Persist && storageBlocked() {
		notes = append(notes, a.ctx.Tr.T("storage.blocked"))
	}
	var saver *game.Autosaver
	if opt.Persist && !opt.NoAutosave {
		if s, err := game.NewAutosaver(); err == nil {
			saver = s
		}
	}
	sv.keeper = game.NewKeeper(saver, nil)
	if opt.Persist && !opt.NoAutosave {
		if !given {
			if note := a.restoreAutosave(); note != "" {
				notes = append(notes, note)
			}
		} else if kept, _ := game.KeepAutosaveAsPrevious(); kept {
			// A file opened at start takes the place of the game left open, which stays reachable from Load.
			notes = append(notes, a.ctx.Tr.T("autosave.previous", a.ctx.Tr.T("files.previous")))
		}
	}
	if len(notes) > 0 {
		a.ctx.Tell(strings.Join(notes, "\n"), true)
	}
}

// restoreAutosave makes the autosaved game the kept game, which the menu offers to continue; it returns a message
// when the autosave could not be restored as it was: how far it was recovered and where the damaged file is kept.
func (a *App) restoreAutosave() string {
	as, rec, err := game.OpenAutosave()
	if err != nil {
		return "" // no autosave
	}
	tr := a.ctx.Tr
	var note []string
	switch {
	case rec == nil:
	case rec.Recovered && rec.Newer:
		note = append(note, tr.T("autosave.newer", rec.Moves))
	case rec.Recovered:
		note = append(note, tr.T("autosave.recovered", rec.Moves))
	default:
		note = append(note, tr.T("autosave.error", a.ctx.ErrorText(rec.Err)))
	}
	switch {
	case rec == nil:
	case rec.Backup != "":
		note = append(note, tr.T("autosave.copy", rec.Backup))
	case !errors.Is(rec.Err, game.ErrAutosaveUnreadable):
		if p, err := game.AutosavePath(); err == nil {
			note = append(note, tr.T("autosave.left", p))
		}
	}
	if as.Game != nil {
		m, first := as.Continue(a.ctx.Now)
		game.RestoreWindowValues(m, as.UI)
		a.ctx.Seed++
		a.ctx.Session = game.NewSessionEval(m, first, a.ctx.Seed, a.ctx.Settings.Eval)
		a.ctx.sessionLearner = a.ctx.LearnerID // the learner chosen last, who left it
		a.ctx.LastSetup = as.Setup
		if rec == nil {
			a.ctx.svc.keeper.Restored(a.ctx.Session)
		} else {
			a.ctx.svc.keeper.Keep(a.ctx.Session) // the recovered game is written anew at once
		}
	}
	return strings.Join(note, " ")
}

// settingsProblem says in the user's language what was wrong with the settings file.
func settingsProblem(ctx *Context, err error) string {
	var se *game.SettingsError
	switch {
	case !errors.As(err, &se):
		return ctx.Tr.T("settings.error.save", ctx.ErrorText(err))
	case se.Damaged && se.Backup != "":
		return ctx.Tr.T("settings.error.damaged", se.Path, se.Backup)
	case se.Damaged:
		return ctx.Tr.T("settings.error.unreadable", se.Path)
	}
	return ctx.Tr.T("settings.error.partly", se.Path, strings.Join(se.Fields, ", "))
}

// servicesBefore runs once a frame before the scene: a click on the
// message closes it and does not reach the scene.
func (a *App) servicesBefore() {
	if sv := a.ctx.svc; sv != nil {
		if req := sv.toast.input(&a.input); req != nil {
			switch r := req.(type) {
			case Quit:
				a.quitAsked = true
				return
			case KeepLesson: // no scene of its own: the lesson opens once it is kept
				a.keepLesson(r)
				return
			case ImportLearner: // no scene of its own either: the learner's file is taken in
				a.importLearner(r)
				return
			}
			a.mgr.ask(req)
		}
	}
}

// servicesAfter runs once a frame after the scene: files dropped on the
// window, the autosave and sounds of the kept game, the message's timer. It
// reports whether the message changed, so that the frame is drawn again.
func (a *App) servicesAfter() bool {
	sv := a.ctx.svc
	if sv == nil {
		return false
	}
	a.checkSounds()
	a.checkDrops()
	if req := a.dropResult(); req != nil {
		a.mgr.ask(req)
	}
	sv.keeper.Keep(a.ctx.Session)
	a.checkAutosaveWrites()
	a.checkProgressWrites()
	a.checkLearners()
	var room image.Rectangle
	if n, ok := a.mgr.cur.(noticeScene); ok && !a.mgr.fresh {
		room = n.noticeRect()
	}
	return sv.toast.update(a.ctx.Theme, toastAreas(a.mgr.cur, a.ctx.Theme, a.ctx.W, a.ctx.H), room, controlRects(a.mgr.cur))
}

// toastAreas returns the parts of the screen a message over scene sc may go in, in order: beside or below its board
// (toastArea), then over its board, then anywhere.
func toastAreas(sc Scene, th *widget.Theme, w, h int) []image.Rectangle {
	areas := []image.Rectangle{toastArea(sc, th, w, h)}
	if b, ok := sc.(boardScene); ok && !b.boardGeometry().Wood.Empty() {
		areas = append(areas, b.boardGeometry().Wood)
	}
	return append(areas, image.Rect(0, 0, w, h))
}

// notice returns the message shown over the window and the captions of its buttons; ok is false when no message
// shows.
func (c *Context) notice() (text string, actions []string, ok bool) {
	if c.svc == nil || c.svc.toast.text == "" {
		return "", nil, false
	}
	return c.svc.toast.text, c.svc.toast.captions(), true
}

// toastArea returns where a message may go over scene sc on a w×h screen: beside or below its board, so that no
// stone is hidden, when that leaves room for a message; else the whole screen.
func toastArea(sc Scene, th *widget.Theme, w, h int) image.Rectangle {
	screen := image.Rect(0, 0, w, h)
	b, ok := sc.(boardScene)
	if !ok {
		return screen
	}
	wood := b.boardGeometry().Wood
	if wood.Empty() {
		return screen
	}
	right, below := image.Rect(wood.Max.X, 0, w, h), image.Rect(0, wood.Max.Y, w, h)
	switch {
	case right.Dx() >= th.I(300) && right.Dx() >= below.Dy():
		return right
	case below.Dy() >= th.I(160):
		return below
	}
	return screen
}

// controlRects returns where the controls of scene sc are and where its words are (labels with text, cards), for
// the message to keep clear of: not its panels.
func controlRects(sc Scene) []image.Rectangle {
	f, ok := sc.(formScene)
	if !ok {
		return nil
	}
	var out []image.Rectangle
	for _, w := range f.mainForm().Items() {
		switch w := w.(type) {
		case *widget.Panel:
			continue
		case *widget.Label:
			if w.Text == "" {
				continue
			}
		}
		if b := w.Common(); !b.Hidden && !b.Rect.Empty() {
			out = append(out, b.Rect)
		}
	}
	return out
}

// checkAutosaveWrites tells the person at once when the autosave could not be written (where, and why), with a
// button to save the game elsewhere; while writes fail the Keeper tries again now and then (Keeper.Retry), and it
// says when they work again.
func (a *App) checkAutosaveWrites() {
	sv := a.ctx.svc
	tr := a.ctx.Tr
	if err := sv.keeper.WriteError(); err != nil {
		dir := ""
		if p, perr := game.AutosavePath(); perr == nil {
			dir = filepath.Dir(p)
		}
		msg := tr.T("autosave.write_failed", dir, game.WriteProblem(tr, err))
		back := Request(ToMenu{})
		if a.ctx.Session != nil {
			back = ContinueGame{}
		}
		sv.toast.offer(msg, true, tr.T("common.save"), ToFiles{Save: true, Back: back})
	}
	if sv.keeper.Resumed() {
		a.ctx.Tell(tr.T("autosave.write_ok"), false)
	}
	sv.keeper.Retry(a.ctx.Now())
	if s := a.ctx.Session; sv.persist && storageBlocked() && s != nil && s != sv.unkeptTold && s.Match().Unfinished() {
		// The autosave goes to memory only: said once a game, with the way to keep it.
		sv.unkeptTold = s
		sv.toast.offer(tr.T("storage.blocked.game"), true, tr.T("files.download"), ToFiles{Save: true, Back: ContinueGame{}})
	}
}

// checkProgressWrites tells the learner at once when their progress could not be written (where, and why), below
// the autosave's message when that one shows too; while writes fail the store writes again now and then
// (ProgressStore.Retry, the write on the store's own writer), and the window says when they work again.
func (a *App) checkProgressWrites() {
	sv := a.ctx.svc
	if sv.progress == nil {
		return
	}
	tr := a.ctx.Tr
	if err := sv.progress.WriteError(); err != nil {
		sv.toast.add(tr.T("progress.write_failed", filepath.Dir(sv.progress.Path()), game.WriteProblem(tr, err)), true)
	}
	if sv.progress.Resumed() {
		if sv.toast.text == tr.T("quit.progress_unsaved") {
			sv.toast.show(tr.T("progress.write_ok"), false) // quitting loses no progress now
		} else {
			sv.toast.add(tr.T("progress.write_ok"), false)
		}
	}
	sv.progress.Retry(a.ctx.Now())
}

// telling reports whether a message is shown, which goes away after a while.
func (a *App) telling() bool {
	sv := a.ctx.svc
	return sv != nil && sv.toast.text != ""
}

// drawOverlay paints the message over the scene.
func (a *App) drawOverlay(dst *ebiten.Image) {
	if sv := a.ctx.svc; sv != nil {
		sv.toast.draw(dst, a.ctx.Theme)
	}
}

// ask starts the fade to the scene req asks for, unless a fade runs.
func (m *manager) ask(req Request) {
	if m.out > 0 || req == nil {
		return
	}
	m.pending = req
	m.out = fadeFrames
}

// closeServices writes what is pending: the autosave, the settings, the learner's progress and the list of learners.
func (a *App) closeServices() {
	sv := a.ctx.svc
	if sv == nil {
		return
	}
	sv.keeper.Keep(a.ctx.Session)
	sv.keeper.Close()
	if sv.settings != nil {
		sv.settings.Close()
	}
	if sv.progress != nil {
		sv.progress.Close()
	}
	if o, ok := sv.switching.Wait(); ok && o.Value.store != nil {
		o.Value.store.Close() // a learner chosen as the window closed
	}
	sv.importing.Wait()
	if sv.learners != nil {
		sv.learners.Close()
	}
}

// quitUnsaved reports whether quitting now would lose the kept game, because its autosave cannot be written, or
// the learner's progress, because it cannot be written; it then says so, with a button to quit all the same, and
// the caller does not quit.
func (c *Context) quitUnsaved() bool {
	switch {
	case c.svc == nil:
		return false
	case c.Session != nil && c.Session.Match().Unfinished() && c.svc.keeper.Failing():
		c.svc.toast.offer(c.Tr.T("quit.unsaved"), true, c.Tr.T("quit.anyway"), Quit{})
		return true
	case c.svc.progress != nil && c.svc.progress.Failing(), c.svc.learners != nil && c.svc.learners.Failing():
		c.svc.toast.offer(c.Tr.T("quit.progress_unsaved"), true, c.Tr.T("quit.anyway"), Quit{})
		return true
	}
	return false
}

// Tell shows a message over the screen for a while, whatever scene is
// shown; bad marks a problem.
func (c *Context) Tell(msg string, bad bool) {
	if c.svc != nil {
		c.svc.toast.show(msg, bad)
	}
}

// SaveSettings writes the settings in the background (when the App
// persists them) and applies the sound settings at once.
func (c *Context) SaveSettings() {
	c.Sound.Set(c.Settings.Sound, c.Settings.Volume)
	if c.svc == nil || !c.svc.persist {
		return
	}
	st := c.Settings.Clone()
	c.svc.settings.Put(st.Save)
}

// SaveProgress hands the learner's record to be written in the background (when the App keeps it in the
// learner's file), merged with what another window wrote meanwhile; a failure is told by checkProgressWrites.
func (c *Context) SaveProgress() {
	if c.svc == nil || c.svc.progress == nil || c.Learner == nil {
		return
	}
	c.svc.progress.Save(*c.Learner)
}

// SettingsSaveError returns the error of the last settings write, or nil.
func (c *Context) SettingsSaveError() error {
	if c.svc == nil || c.svc.settings == nil {
		return nil
	}
	return c.svc.settings.Err()
}

// eval returns the thesis players' constants of the settings.
func (c *Context) eval() game.EvalConstants {
	if c.Settings == nil {
		return game.DefaultEval()
	}
	return c.Settings.Eval
}

// rememberSetup keeps the setup of a game just started as the one the
// setup scene offers next time, in the settings.
func (a *App) rememberSetup(st game.Setup) {
	if a.ctx.Settings == nil {
		return
	}
	a.ctx.Settings.RememberSetup(st)
	a.ctx.SaveSettings()
}

// checkSounds starts the sounds' work once the first frame has been drawn, and makes the sound players once the
// sounds are decoded and the system is known to play them.
func (a *App) checkSounds() {
	sv := a.ctx.svc
	if sv.soundsLater != nil && a.ctx.Frame > 0 {
		sv.sounds.Start(struct{}{}, sv.soundsLater)
		sv.soundsLater = nil
	}
	if r, ok := sv.sounds.Poll(); ok && r.Err == nil {
		a.ctx.Sound = newSounds(r.Value)
		a.ctx.Sound.Set(a.ctx.Settings.Sound, a.ctx.Settings.Volume)
		sv.keeper.SetSounds(a.ctx.Sound)
	}
}
