package scenes

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// dropLoaded is the outcome of reading a dropped file: a game record, or a lesson file (its name and bytes).
type dropLoaded struct {
	rec    *engine.Game
	lesson *lesson.Lesson
	name   string
	data   []byte
	err    error
}

// checkDrops starts reading the first .sgf file dropped on the window this
// frame, or picked from the device (devicefiles.go); anything else dropped gets a message.
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
		if !e.IsDir() && strings.EqualFold(path.Ext(e.Name()), ".sgf") {
			name = e.Name()
			break
		}
	}
	if name == "" {
		a.ctx.Tell(a.ctx.Tr.T("files.drop.not_sgf", entries[0].Name()), true)
		return
	}
	// A newer drop cancels an older one still being read.
	a.ctx.svc.drop.Start(name, func(context.Context) (dropLoaded, error) {
		r := readDropped(fsys, name)
		return r, r.err
	})
}

// readDropped reads and parses one dropped file, refusing huge ones: a lesson file (lesson.IsLesson) is read
// as a lesson, anything else as a game record.
func readDropped(fsys fs.FS, name string) dropLoaded {
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
		return dropLoaded{err: &sgf.Error{Err: sgf.ErrTooLarge, Msg: fmt.Sprintf("more than %d bytes", sgf.MaxFileSize)}}
	}
	if lesson.IsLesson(data) {
		l, err := lesson.Parse(name, data)
		return dropLoaded{lesson: l, name: name, data: data, err: err}
	}
	g, err := sgf.Read(data)
	return dropLoaded{rec: g, err: err}
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
	return OpenRecord{Record: r.rec, Seats: game.SeatsOf(r.rec)}
}

// addLesson keeps a dropped lesson file in the folder of own lessons, so that it stays on the lesson map, and
// opens it.
func (a *App) addLesson(r dropLoaded) Request {
	if _, err := game.AddLessonFile(r.name, r.data); err != nil {
		a.ctx.Tell(game.ExplainFileError(a.ctx.Tr, err), true)
		return nil
	}
	a.ctx.forgetLessons()
	a.ctx.Tell(a.ctx.Tr.T("tutorial.lesson_added", r.lesson.Title.In(a.ctx.Tr.Lang())), false)
	return OpenLesson{Key: lesson.KeyOf(r.name), Page: 0}
}
