package scenes

import (
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
)

// dropLoader reads an .sgf file dropped on the window off the game loop.
type dropLoader struct {
	results chan dropLoaded
}

// dropLoaded is the outcome of reading a dropped file.
type dropLoaded struct {
	rec *engine.Game
	err error
}

// checkDrops starts reading the first .sgf file dropped on the window this
// frame; anything else dropped gets a message.
func (a *App) checkDrops() {
	fsys := ebiten.DroppedFiles()
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
	d := &a.ctx.svc.drop
	if d.results == nil {
		d.results = make(chan dropLoaded, 1)
	}
	go func(out chan dropLoaded) {
		g, err := readDropped(fsys, name)
		if err != nil {
			err = &game.FileError{Path: name, Err: err}
		}
		select {
		case <-out: // an older drop nobody read: the newer one wins
		default:
		}
		out <- dropLoaded{rec: g, err: err}
	}(d.results)
}

// readDropped reads and parses one dropped file, refusing huge ones.
func readDropped(fsys fs.FS, name string) (*engine.Game, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, sgf.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > sgf.MaxFileSize {
		return nil, &sgf.Error{Err: sgf.ErrTooLarge, Msg: fmt.Sprintf("more than %d bytes", sgf.MaxFileSize)}
	}
	return sgf.Read(data)
}

// dropResult returns the request that opens a dropped file once it is
// read, or tells what is wrong with it; nil while nothing is ready.
func (a *App) dropResult() Request {
	d := &a.ctx.svc.drop
	if d.results == nil {
		return nil
	}
	select {
	case r := <-d.results:
		if r.err != nil {
			msg := game.ExplainFileError(a.ctx.Tr, r.err)
			if a.ctx.Session != nil {
				msg += " " + a.ctx.Tr.T("files.error.unchanged")
			}
			a.ctx.Tell(msg, true)
			return nil
		}
		return OpenRecord{Record: r.rec, Seats: game.SeatsOf(r.rec)}
	default:
		return nil
	}
}
