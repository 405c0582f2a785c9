package scenes

import (
	"errors"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/game"
)

// services are what the App keeps for the scenes beside the scene manager:
// the settings and their saving, the autosave, the sounds, files dropped on
// the window and the message shown over any scene.
type services struct {
	persist  bool
	settings *game.LatestWriter // writes the settings; nil when they are kept in memory only
	keeper   *game.Keeper       // the autosave and the sounds of the kept game
	toast    toast
	drop     dropLoader
	sounds   <-chan map[string][]byte // the decoded sounds, once the system is known to play them
}

// SessionOptions are the App's options for what lasts between runs.
type SessionOptions struct {
	// Settings are the settings to start with; nil means the defaults, kept in memory only.
	Settings *game.Settings
	// SettingsErr is the problem LoadSettings reported, shown once as a message.
	SettingsErr error
	// Persist writes the settings and the autosave to the config directory,
	// and offers to continue the game autosaved there.
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

// initServices sets up the settings, the sounds and the autosave, and
// restores the autosaved game as the kept game, before the first frame.
func (a *App) initServices(opt SessionOptions, lang string) {
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
		sv.sounds = startSounds(opt.AudioCheck)
	}
	var notes []string
	if opt.SettingsErr != nil && !errors.Is(opt.SettingsErr, game.ErrNoConfigDir) {
		notes = append(notes, settingsProblem(&a.ctx, opt.SettingsErr))
	}
	if opt.Note != "" {
		notes = append(notes, opt.Note)
	}
	var saver *game.Autosaver
	if opt.Persist && !opt.NoAutosave {
		if s, err := game.NewAutosaver(); err == nil {
			saver = s
		}
	}
	sv.keeper = game.NewKeeper(saver, nil)
	if opt.Persist && !opt.NoAutosave {
		if a.ctx.Session == nil {
			if note := a.restoreAutosave(); note != "" {
				notes = append(notes, note)
			}
		}
	}
	if len(notes) > 0 {
		a.ctx.Tell(strings.Join(notes, "\n"), true)
	}
}

// restoreAutosave makes the autosaved game the kept game, which the menu
// offers to continue; it returns a message when the autosave is damaged.
func (a *App) restoreAutosave() string {
	as, err := game.LoadAutosave()
	switch {
	case errors.Is(err, game.ErrNoAutosave):
		return ""
	case err != nil:
		game.ClearAutosave()
		return a.ctx.Tr.T("autosave.error", a.ctx.ErrorText(err))
	}
	m, first := as.Continue(a.ctx.Now)
	game.RestoreWindowValues(m, as.UI)
	a.ctx.Seed++
	a.ctx.Session = game.NewSessionEval(m, first, a.ctx.Seed, a.ctx.Settings.Eval)
	a.ctx.LastSetup = as.Setup
	a.ctx.svc.keeper.Restored(a.ctx.Session)
	return ""
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
		sv.toast.input(&a.input)
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
	if err := sv.keeper.WriteError(); err != nil {
		a.ctx.Tell(a.ctx.Tr.T("autosave.write_failed", a.ctx.ErrorText(err)), true)
	}
	return sv.toast.update(a.ctx.Theme, a.ctx.W, a.ctx.H)
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

// closeServices writes what is pending: the autosave and the settings.
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

// checkSounds makes the sound players once the sounds are decoded and the
// system is known to play them.
func (a *App) checkSounds() {
	sv := a.ctx.svc
	if sv.sounds == nil {
		return
	}
	select {
	case pcm, ok := <-sv.sounds:
		sv.sounds = nil
		if ok {
			a.ctx.Sound = newSounds(pcm)
			a.ctx.Sound.Set(a.ctx.Settings.Sound, a.ctx.Settings.Volume)
			sv.keeper.SetSounds(a.ctx.Sound)
		}
	default:
	}
}
