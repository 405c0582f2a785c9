//go:build js

package scenes

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"syscall/js"
	"time"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// deviceFiles reports whether the files scene offers a download and a file picker: in the browser it does,
// since the games kept in the site's storage are seen by no other program.
const deviceFiles = true

// browserStorageBlocked reports whether web/storage.js found the site's localStorage refused (AtariGoStorage's
// persistent is false), so that files last only in memory.
func browserStorageBlocked() bool {
	st := js.Global().Get("AtariGoStorage")
	return st.Truthy() && !st.Get("persistent").Bool()
}

// errNoDocument means the page has no document to start a download or a file picker from.
var errNoDocument = errors.New("the page has no document")

// downloadFile hands data to the browser as a download named name (a Blob behind a link that is clicked), of the
// type its extension says (.sgf, .csv, .json).
func downloadFile(name string, data []byte) error {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return errNoDocument
	}
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": mimeType(name)})
	urls := js.Global().Get("URL")
	u := urls.Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", u)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The browser reads the Blob when the download starts; a minute later the address is let go.
	time.AfterFunc(time.Minute, func() { urls.Call("revokeObjectURL", u) })
	return nil
}

// pickDeviceFile opens the browser's file picker for a file of the kinds accept lists (as the input element's accept
// attribute: ".sgf,application/x-go-sgf"); the file chosen reaches the next frame as a dropped file does
// (handPicked). Nothing happens when the picker is closed without a choice.
func pickDeviceFile(accept string) error {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return errNoDocument
	}
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", accept)
	var changed, cancelled js.Func
	release := func() {
		changed.Release()
		cancelled.Release()
	}
	changed = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer release()
		files := input.Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		modified := time.UnixMilli(int64(f.Get("lastModified").Float()))
		// One byte past the limit is enough for the reader to say that the file is too large.
		readBytes(f.Call("slice", 0, sgf.MaxFileSize+1), func(data []byte, err error) { handPicked(name, data, modified, err) })
		return nil
	})
	cancelled = js.FuncOf(func(this js.Value, args []js.Value) any {
		release()
		return nil
	})
	input.Call("addEventListener", "change", changed)
	input.Call("addEventListener", "cancel", cancelled)
	input.Call("click")
	return nil
}

// errUnreadable means the browser could not read the file picked (it changed or went away since).
var errUnreadable = fmt.Errorf("the browser could not read the file (%w)", fs.ErrPermission)

// readBytes reads a Blob and calls done with its bytes, or with errUnreadable.
func readBytes(blob js.Value, done func([]byte, error)) {
	var ok, failed js.Func
	release := func() {
		ok.Release()
		failed.Release()
	}
	ok = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer release()
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Length())
		js.CopyBytesToGo(data, arr)
		done(data, nil)
		return nil
	})
	failed = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer release()
		done(nil, errUnreadable)
		return nil
	})
	blob.Call("arrayBuffer").Call("then", ok, failed)
}

// mimeType returns the type of a file named name for a download: a CSV table, a learner's file (JSON) or a game.
func mimeType(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".csv":
		return "text/csv"
	case ".json":
		return "application/json"
	}
	return "application/x-go-sgf"
}
