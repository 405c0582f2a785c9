package scenes

import (
	"bytes"
	"image"
	"io/fs"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The files scene's way to the device's own files where the game's folder is not one the player can see (in
// the browser, where it is kept in the site's storage): Save also offers a download of the file and Load a file
// picked from the device. A picked file is opened exactly as a file dropped on the window (drop.go).
// devicefiles_js.go does the browser's part; elsewhere deviceFiles is false and the button is not shown.

// storageBlocked reports whether the browser keeps nothing for the site (its storage refused, as with cookies
// blocked): the game's files then last only until the page closes, which the window says at once, and Save downloads.
// Tests replace it.
var storageBlocked = browserStorageBlocked

// Kinds of files the device's file picker offers (pickDeviceFile).
const (
	acceptGames    = ".sgf,application/x-go-sgf"
	acceptLearners = ".json,application/json"
)

// picked holds the last file picked from the device until the next frame takes it, as a dropped file is.
var picked = make(chan fs.FS, 1)

// handPicked puts a picked file, or why it could not be read (err), where the next frame takes it (an older
// one nobody took is dropped) and wakes a sleeping game loop.
func handPicked(name string, data []byte, modified time.Time, err error) {
	select {
	case <-picked:
	default:
	}
	picked <- oneFileFS{name: name, data: data, modified: modified, err: err}
	scheduleFrame()
}

// takePicked returns the file picked from the device since the last frame, or nil.
func takePicked() fs.FS {
	select {
	case f := <-picked:
		return f
	default:
		return nil
	}
}

// newDeviceButton returns the files scene's Download (save) or From this device (load) button, hidden where
// the platform has neither.
func newDeviceButton() *widget.Button {
	return &widget.Button{Kind: widget.ButtonQuiet, Base: widget.Base{Hidden: !deviceFiles}}
}

// deviceTexts sets the device button's caption and the line that says where games are kept.
func (s *filesScene) deviceTexts(ctx *Context) {
	tr := ctx.Tr
	if s.save {
		s.device.Text, s.device.Tip = tr.T("files.download"), tr.T("files.download.tip")
	} else {
		s.device.Text, s.device.Tip = tr.T("files.upload"), tr.T("files.upload.tip")
	}
	switch {
	case storageBlocked():
		s.folder.Text = tr.T("files.folder.blocked")
	case deviceFiles:
		// The folder's path means nothing to someone who cannot open it.
		s.folder.Text = tr.T("files.folder.browser")
	case game.HasAppDir():
		s.folder.Text = tr.T("files.folder.app")
	}
}

// gamesFolderFixed reports whether the games' folder is the platform's, not one to choose: the site's storage in
// the browser, the app's own folder on a phone.
func gamesFolderFixed() bool { return deviceFiles || game.HasAppDir() }

// layoutDevice puts the device button at the left of the bottom row when it fits beside Cancel, else in a row
// of its own above it; it returns the top of the room the bottom rows leave.
func (s *filesScene) layoutDevice(t *widget.Theme, in image.Rectangle, bottom, gap int) int {
	if s.device.Hidden {
		return bottom
	}
	w := min(in.Dx(), t.I(220))
	if s.cancel.Rect.Min.X-gap-in.Min.X >= w {
		s.device.Rect = image.Rect(in.Min.X, bottom, in.Min.X+w, in.Max.Y)
		s.hint.Rect.Min.X = s.device.Rect.Max.X + gap
		return bottom
	}
	top := bottom - gap - t.I(48)
	s.device.Rect = image.Rect(in.Min.X, top, in.Min.X+w, bottom-gap)
	return top
}

// deviceClicked downloads the game under the name in the field (save) or asks the device for a file (load).
func (s *filesScene) deviceClicked(ctx *Context) {
	tr := ctx.Tr
	if !s.save {
		if err := pickDeviceFile(acceptGames); err != nil {
			s.say(ctx, ctx.ErrorText(err), true)
		}
		return
	}
	file, err := game.CheckFileName(s.name.Text)
	if err != nil {
		s.say(ctx, tr.T("files.error.name"), true)
		return
	}
	data, err := s.lessonData, error(nil)
	if data == nil {
		var rec *engine.Game
		if rec, err = s.record(ctx); err == nil {
			data, err = game.MarshalGame(rec, ctx.Now())
		}
	}
	if err == nil {
		err = downloadFile(file, data)
	}
	if err != nil {
		s.say(ctx, tr.T("files.error.save", ctx.ErrorText(err)), true)
		return
	}
	s.say(ctx, tr.T("files.downloaded", file), false)
}

// record returns the record to save: the one the scene was given, else the kept game with the line played first.
func (s *filesScene) record(ctx *Context) (*engine.Game, error) {
	if s.rec != nil {
		return s.rec, nil
	}
	return game.LineFirst(ctx.Session.Match().Record())
}

// oneFileFS is a folder holding one file: how a file picked from the device reaches the code that opens
// dropped files.
type oneFileFS struct {
	name     string
	data     []byte
	modified time.Time
	err      error // why the file cannot be opened, when it could not be read
}

// Open opens the file, or the folder ".".
func (f oneFileFS) Open(name string) (fs.File, error) {
	switch name {
	case f.name:
		if f.err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: f.err}
		}
		return &oneFile{Reader: bytes.NewReader(f.data), info: f.info()}, nil
	case ".":
		return &oneFile{Reader: bytes.NewReader(nil), info: oneFileInfo{name: ".", dir: true, modified: f.modified}}, nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// ReadDir lists the one file in ".".
func (f oneFileFS) ReadDir(name string) ([]fs.DirEntry, error) {
	if name != "." {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
	}
	return []fs.DirEntry{fs.FileInfoToDirEntry(f.info())}, nil
}

// info describes the file.
func (f oneFileFS) info() oneFileInfo {
	return oneFileInfo{name: f.name, size: int64(len(f.data)), modified: f.modified}
}

// oneFile is the open file (or folder) of a oneFileFS.
type oneFile struct {
	*bytes.Reader
	info oneFileInfo
}

// Stat describes the file.
func (f *oneFile) Stat() (fs.FileInfo, error) { return f.info, nil }

// Close does nothing: the bytes are in memory.
func (f *oneFile) Close() error { return nil }

// oneFileInfo describes the file or the folder of a oneFileFS.
type oneFileInfo struct {
	name     string
	size     int64
	dir      bool
	modified time.Time
}

// Name returns the base name.
func (i oneFileInfo) Name() string { return i.name }

// Size returns the length in bytes.
func (i oneFileInfo) Size() int64 { return i.size }

// Mode returns a folder's or a plain file's mode.
func (i oneFileInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o555
	}
	return 0o444
}

// ModTime returns when the file was last changed, as the device said.
func (i oneFileInfo) ModTime() time.Time { return i.modified }

// IsDir reports whether this is the folder.
func (i oneFileInfo) IsDir() bool { return i.dir }

// Sys returns nil.
func (i oneFileInfo) Sys() any { return nil }
