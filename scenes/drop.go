package scenes

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"path"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// A file dropped on the window (or picked from the device) is read off the game loop in the services' drop slot:
// refused unread when it is not a regular file or larger than the game reads (sgf.MaxFileSize, and
// lesson.MaxFileSize for a lesson), parsed, and for a lesson kept among own lessons (game.AddLessonFile) with the
// folder of own lessons read again, so that nothing of its size ever waits on the game loop. A lesson of a name an
// own lesson has asks first: Keep both or Replace (KeepLesson), carried out by the same slot.

// dropLoaded is the outcome of reading a dropped file: a game record, or a lesson file (its name and bytes) and
// where it was kept.
type dropLoaded struct {
	rec     *engine.Game
	lesson  *lesson.Lesson
	name    string
	data    []byte
	learner *game.LearnerExport // a learner's exported file, to be imported
	placed  string              // the name of the lesson's file among own lessons ("" when not kept)
	folder  lesson.Folder       // the own lessons read again once it was kept
	taken   bool                // a different own lesson has the name: nothing was written, the learner is asked
	err     error
}

// checkDrops starts reading the first .sgf file (a game or a lesson) or learner's file (.json) dropped on the
// window this frame, or picked from the device (devicefiles.go); anything else dropped gets a message.
func (a *App) checkDrops() {
	fsys := ebiten.DroppedFiles()
	if a.dropped != nil {
		fsys, a.dropped = a.dropped, nil
	}
	if fsys == nil {
		fsys = takePicked()
	}
	if fsys == nil {
		return
	}
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil || len(entries) == 0 {
		return
	}
	name := ""
	for _, e := range entries {
		if ext := path.Ext(e.Name()); !e.IsDir() && (strings.EqualFold(ext, ".sgf") || strings.EqualFold(ext, ".json")) {
			name = e.Name()
			break
		}
	}
	if name == "" {
		a.ctx.Tell(a.ctx.Tr.T("files.drop.not_sgf", entries[0].Name()), true)
		return
	}
	// A newer drop cancels an older one still being read.
	old := a.ctx.own
	a.ctx.svc.drop.Start(name, func(context.Context) (dropLoaded, error) {
		r := readDropped(fsys, name)
		if r.lesson != nil && r.err == nil {
			r = keepDropped(r, game.NewLesson, old)
		}
		return r, r.err
	})
}

// keepLesson carries out the learner's answer to the question of a dropped lesson of a taken name, off the game
// loop; the lesson opens once it is kept.
func (a *App) keepLesson(k KeepLesson) {
	how := game.BesideLesson
	if k.Replace {
		how = game.ReplaceLesson
	}
	old := a.ctx.own
	a.ctx.svc.drop.Start(k.Name, func(context.Context) (dropLoaded, error) {
		l, err := lesson.Parse(k.Name, k.Data)
		if err != nil {
			return dropLoaded{err: err}, err
		}
		r := keepDropped(dropLoaded{lesson: l, name: k.Name, data: k.Data}, how, old)
		return r, r.err
	})
}

// keepDropped keeps the dropped lesson r among own lessons as how says and reads the folder of own lessons again
// (the files of old that did not change are not read again); a different lesson of the name, with NewLesson, is
// left for the learner to decide.
func keepDropped(r dropLoaded, how game.LessonPlacement, old lesson.Folder) dropLoaded {
	p, err := game.AddLessonFile(r.name, r.data, how)
	if errors.Is(err, game.ErrLessonTaken) {
		r.taken = true
		return r
	}
	if err != nil {
		r.err = err
		return r
	}
	r.placed = filepath.Base(p)
	r.folder = lesson.ReloadFolder(filepath.Dir(p), old)
	return r
}

// readDropped reads and parses one dropped file, refusing what is not a regular file and what is larger than the
// game reads, before reading it: a lesson file (lesson.IsLesson) is read as a lesson, of at most
// lesson.MaxFileSize bytes, anything else as a game record.
func readDropped(fsys fs.FS, name string) dropLoaded {
	if info, err := fs.Stat(fsys, name); err == nil {
		switch {
		case !info.Mode().IsRegular():
			return dropLoaded{err: game.ErrNotAFile}
		case info.Size() > sgf.MaxFileSize:
			return dropLoaded{err: sgf.TooLarge(sgf.MaxFileSize)}
		}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return dropLoaded{err: err}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, sgf.MaxFileSize+1))
	if err != nil {
		return dropLoaded{err: err}
	}
	if len(data) > sgf.MaxFileSize {
		return dropLoaded{err: sgf.TooLarge(sgf.MaxFileSize)}
	}
	if looksLikeLesson(data) && len(data) > lesson.MaxFileSize {
		return dropLoaded{err: sgf.TooLarge(lesson.MaxFileSize)}
	}
	if lesson.IsLesson(data) {
		l, err := lesson.Parse(name, data)
		return dropLoaded{lesson: l, name: name, data: data, err: err}
	}
	if strings.EqualFold(path.Ext(name), ".json") {
		x, err := game.ReadLearnerExport(data)
		return dropLoaded{learner: &x, name: name, err: err}
	}
	g, err := sgf.Read(data)
	return dropLoaded{rec: g, err: err}
}

// looksLikeLesson reports whether data carries a lesson's properties (lesson.IsLesson without parsing), so that a
// lesson too large to read is refused before it is parsed.
func looksLikeLesson(data []byte) bool {
	return bytes.Contains(data, []byte(lesson.PropGoal+"[")) || bytes.Contains(data, []byte("AGC["))
}

// dropResult returns the request that opens a dropped file once it is
// read, or tells what is wrong with it; nil while nothing is ready.
func (a *App) dropResult() Request {
	r, ok := a.ctx.svc.drop.Poll()
	if !ok {
		return nil
	}
	if r.Err != nil {
		r.Value = dropLoaded{err: &game.FileError{Path: r.About, Err: r.Err}}
	}
	return a.openDropped(r.Value)
}

// openDropped returns the request that opens a dropped file that was read, or tells what is wrong with it.
func (a *App) openDropped(r dropLoaded) Request {
	if r.err != nil {
		msg := game.ExplainFileError(a.ctx.Tr, r.err)
		if a.ctx.Session != nil {
			msg += " " + a.ctx.Tr.T("files.error.unchanged")
		}
		a.ctx.Tell(msg, true)
		return nil
	}
	if r.lesson != nil {
		return a.addLesson(r)
	}
	if r.learner != nil {
		a.offerImport(*r.learner)
		return nil
	}
	return OpenRecord{Record: r.rec, Seats: game.SeatsOf(r.rec)}
}

// addLesson opens a dropped lesson kept in the folder of own lessons, so that it stays on the lesson map, with the
// folder read again as the lessons; a lesson of a taken name asks first whether to keep both or replace.
func (a *App) addLesson(r dropLoaded) Request {
	tr := a.ctx.Tr
	if r.taken {
		a.ctx.svc.toast.ask(tr.T("tutorial.drop.taken", r.name, r.lesson.Title.In(tr.Lang())), false,
			choice{tr.T("tutorial.drop.keep_both"), KeepLesson{Name: r.name, Data: r.data}},
			choice{tr.T("tutorial.drop.replace"), KeepLesson{Name: r.name, Data: r.data, Replace: true}})
		return nil
	}
	a.ctx.own = r.folder
	a.ctx.forgetLessons() // the next lessons are the built-in ones and this folder, read already
	a.ctx.Tell(tr.T("tutorial.lesson_added", r.lesson.Title.In(tr.Lang())), false)
	return OpenLesson{Key: lesson.KeyOf(r.placed), Page: 0}
}
