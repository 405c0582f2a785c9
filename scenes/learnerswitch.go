package scenes

import (
	"context"
	"errors"
	"path/filepath"

	"github.com/seed593a7f8d/atarigo/game"
)

// The device's learners beside the scenes: the list (a game.LearnerListStore, in memory only when the App keeps
// nothing), the learner playing (Context.LearnerID, whose record is Context.Learner), the switch to another learner
// and the import of a learner's file. Opening a learner's record reads a file, so a switch runs off the game loop in
// the services' switching slot: the old record's writes are finished, the new one is read, and the next frame makes
// it the learner's; meanwhile nothing is saved and the scenes wait (Context.switching). An import runs in the
// importing slot the same way.

// learnerOpened is a learner's record opened off the game loop: its store and the record, or why it could not be
// used as it was.
type learnerOpened struct {
	store *game.ProgressStore
	rec   game.Learner
	err   error
}

// learnerImported is a learner's file taken in off the game loop: the learner's id and name.
type learnerImported struct {
	id, name string
}

// openLearners makes the device's list of learners and opens the record of the learner chosen last, before the
// first frame: from the config directory when the App persists what it keeps (the progress older versions kept in
// st carried over to the first learner), else the first learner alone, in memory, with st's progress. It returns
// the messages to show when a file could not be used as it was.
func (a *App) openLearners(st game.Settings, persist bool) []string {
	sv := a.ctx.svc
	legacy := st.LegacyLearner()
	a.ctx.Learner = &legacy
	a.ctx.LearnerID = game.DefaultLearnerID
	sv.learners = game.MemoryLearnerList(game.DefaultLearnerList())
	if !persist {
		return nil
	}
	dir, err := game.ConfigDir()
	if err != nil {
		return nil // nowhere to keep it (no config directory): the settings say so
	}
	sv.learnerDir = dir
	store, list, err := game.OpenLearnerList(dir)
	sv.learners = store
	id := list.Last
	if list.Index(id) < 0 {
		id = list.Learners[0].ID
	}
	a.ctx.LearnerID = id
	var notes []string
	opened := openLearnerRecord(dir, id, a.legacyOf(id))
	if note := a.tookLearner(id, opened); note != "" {
		notes = append(notes, note)
	}
	if note := a.learnersProblem(store, err); note != "" {
		notes = append(notes, note)
	}
	return notes
}

// legacyOf returns what versions before the list of learners kept in the settings for learner id: all of it for
// the first learner, nothing for the others.
func (a *App) legacyOf(id string) game.Learner {
	if id != game.DefaultLearnerID || a.ctx.Settings == nil {
		return game.Learner{}
	}
	return a.ctx.Settings.LegacyLearner()
}

// learnersProblem says in the learner's language what was wrong with the list of learners, "" when nothing was.
func (a *App) learnersProblem(store *game.LearnerListStore, err error) string {
	tr := a.ctx.Tr
	var pe *game.ProgressError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &pe) && pe.Backup != "":
		return tr.T("learners.damaged", pe.Path, pe.Backup)
	case errors.As(err, &pe):
		return "" // no copy could be kept, so the file is not written over: the failed write says why
	}
	return tr.T("learners.unreadable", store.Path(), game.WriteProblem(tr, err))
}

// openLearnerRecord opens the record of learner id in the config directory dir, with legacy carried over (see
// game.OpenProgressStore); it reads a file.
func openLearnerRecord(dir, id string, legacy game.Learner) learnerOpened {
	store, rec, err := game.OpenProgressStore(dir, id, legacy)
	return learnerOpened{store: store, rec: rec, err: err}
}

// tookLearner makes the record opened the one of learner id, the learner playing, and returns a message when the
// learner's file could not be used as it was.
func (a *App) tookLearner(id string, o learnerOpened) string {
	sv := a.ctx.svc
	a.ctx.LearnerID = id
	if o.store == nil {
		*a.ctx.Learner = game.Learner{}
		return ""
	}
	sv.progress = o.store
	*a.ctx.Learner = o.rec
	tr := a.ctx.Tr
	var pe *game.ProgressError
	switch {
	case o.err == nil:
		return ""
	case errors.As(o.err, &pe) && pe.Backup != "":
		return tr.T("progress.damaged", pe.Path, pe.Backup)
	case errors.As(o.err, &pe):
		return "" // no copy could be kept, so the file is not written over: the failed write says why
	}
	return tr.T("progress.unreadable", o.store.Path(), game.WriteProblem(tr, o.err))
}

// learners returns the device's learners as this window knows them.
func (c *Context) learners() game.LearnerList {
	if c.svc == nil || c.svc.learners == nil {
		return game.DefaultLearnerList()
	}
	return c.svc.learners.List()
}

// learnerStore returns the store of the device's list of learners; nil without services.
func (c *Context) learnerStore() *game.LearnerListStore {
	if c.svc == nil {
		return nil
	}
	return c.svc.learners
}

// learnerEntry returns the learner playing as the list has them.
func (c *Context) learnerEntry() game.LearnerEntry {
	l := c.learners()
	if e, ok := l.Find(c.LearnerID); ok {
		return e
	}
	return game.LearnerEntry{ID: c.LearnerID, Picture: game.DefaultPicture}
}

// learnerName returns the name of the learner playing, as the window shows it.
func (c *Context) learnerName() string { return c.learnerEntry().DisplayName(c.Tr) }

// switching reports whether a learner's record is being opened (a switch or an import under way).
func (c *Context) switching() bool {
	return c.svc != nil && (c.svc.switching.Running() || c.svc.importing.Running())
}

// chooseLearner makes learner id the learner playing: the list remembers the choice, and when id is not the learner
// playing (or again is set, after the learner's file changed under this window) their record is opened off the
// game loop, the current one's writes finished first. It does nothing while a switch runs.
func (c *Context) chooseLearner(id string, again bool) {
	sv := c.svc
	if sv == nil || c.switching() {
		return
	}
	sv.learners.Choose(id)
	if id == c.LearnerID && !again {
		return
	}
	if sv.learnerDir == "" {
		// Nothing is kept on disk: each learner's record stays in memory while the window is open.
		if sv.kept == nil {
			sv.kept = map[string]game.Learner{}
		}
		sv.kept[c.LearnerID] = c.Learner.Clone()
		c.LearnerID = id
		*c.Learner = sv.kept[id]
		return
	}
	old, dir := sv.progress, sv.learnerDir
	var legacy game.Learner
	if id == game.DefaultLearnerID && c.Settings != nil {
		legacy = c.Settings.LegacyLearner()
	}
	sv.progress = nil // nothing is saved until the record is the new learner's
	sv.switching.Start(id, func(context.Context) (learnerOpened, error) {
		if old != nil {
			old.Close() // a failure was told as it happened
		}
		o := openLearnerRecord(dir, id, legacy)
		return o, nil
	})
}

// checkLearners takes a learner's record opened off the game loop as the learner playing's, tells what became of
// an import, and tells once when the list of learners could not be written (where, and why) and when it is written
// again; while writes fail the store writes again now and then.
func (a *App) checkLearners() {
	sv := a.ctx.svc
	tr := a.ctx.Tr
	if r, ok := sv.switching.Poll(); ok {
		if note := a.tookLearner(r.About, r.Value); note != "" {
			a.ctx.Tell(note, true)
		}
	}
	if sv.removing != "" && !sv.switching.Running() {
		sv.learners.Remove(sv.removing)
		sv.removing = ""
	}
	if r, ok := sv.importing.Poll(); ok {
		switch {
		case r.Err != nil:
			a.ctx.Tell(tr.T("learners.import.failed", r.About, a.ctx.ErrorText(r.Err)), true)
		default:
			sv.imports++
			a.ctx.Tell(tr.T("learners.imported", r.Value.name), false)
			if r.Value.id == a.ctx.LearnerID {
				a.ctx.chooseLearner(r.Value.id, true) // the record in this window is read again, with what came in
			}
		}
	}
	if sv.learners == nil || sv.learners.Path() == "" {
		return // kept in memory: no write fails
	}
	if err := sv.learners.WriteError(); err != nil {
		sv.toast.add(tr.T("learners.write_failed", filepath.Dir(sv.learners.Path()), game.WriteProblem(tr, err)), true)
	}
	if sv.learners.Resumed() {
		sv.toast.add(tr.T("learners.write_ok"), false)
	}
	sv.learners.Retry(a.ctx.Now())
}

// offerImport asks what to do with a learner's file that was dropped on the window or picked: when a learner of
// its name is on this device, whether to add it to that learner's record or keep it as a new learner; else it is
// taken in as a new learner at once.
func (a *App) offerImport(x game.LearnerExport) {
	tr := a.ctx.Tr
	if a.ctx.svc.learnerDir == "" {
		a.ctx.Tell(tr.T("learners.import.nowhere"), true)
		return
	}
	if e, ok := a.ctx.learners().Named(x.Name, tr); ok {
		a.ctx.svc.toast.ask(tr.T("learners.import.same_name", e.DisplayName(tr)), false,
			choice{tr.T("learners.import.merge", e.DisplayName(tr)), ImportLearner{Learner: x, Merge: true}},
			choice{tr.T("learners.import.new"), ImportLearner{Learner: x}})
		return
	}
	a.importLearner(ImportLearner{Learner: x})
}

// importLearner takes a learner's file in off the game loop, as the request says (game.ImportLearner).
func (a *App) importLearner(r ImportLearner) {
	sv := a.ctx.svc
	if sv.learnerDir == "" || sv.importing.Running() {
		return
	}
	dir, store, lang := sv.learnerDir, sv.learners, a.ctx.Tr.Lang()
	sv.importing.Start(r.Learner.Name, func(context.Context) (learnerImported, error) {
		id, err := game.ImportLearner(dir, store, r.Learner, r.Merge, game.NewTranslator(lang))
		return learnerImported{id: id, name: r.Learner.Name}, err
	})
}
