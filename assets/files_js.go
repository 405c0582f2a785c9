//go:build js

package assets

import (
	"fmt"
	"image"
	"syscall/js"
)

// Image returns the picture with the given name, such as WoodPNG, as the page fetched and the browser decoded it
// beside the program (web/index.html): the browser's program carries no pictures, so it is smaller and the
// browser's own decoder does the work while the program still downloads.
func Image(name string) (image.Image, error) {
	if err := validName(name, ".png"); err != nil {
		return nil, err
	}
	v, err := fromPage(name)
	if err != nil {
		return nil, err
	}
	w, h, pixels := v.Get("width").Int(), v.Get("height").Int(), v.Get("pixels")
	if w <= 0 || h <= 0 || pixels.Get("length").Int() != 4*w*h {
		return nil, fmt.Errorf("assets: decoding %s: %d×%d pixels with %d bytes", name, w, h, pixels.Get("length").Int())
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	js.CopyBytesToGo(img.Pix, pixels)
	return img, nil
}

// Sound returns the bytes of the WAV file with the given name, such as StoneWAV, as the page fetched it.
func Sound(name string) ([]byte, error) {
	if err := validName(name, ".wav"); err != nil {
		return nil, err
	}
	v, err := fromPage(name)
	if err != nil {
		return nil, err
	}
	data := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(data, v)
	return data, nil
}

// fromPage waits for the page's promise of the named file: a picture as {width, height, pixels} (RGBA,
// premultiplied as image.RGBA holds it), a sound as a Uint8Array. It blocks its goroutine, not the page, so it
// must not be called from a function the page calls.
func fromPage(name string) (js.Value, error) {
	page := js.Global().Get("atarigoAssets")
	if page.Type() != js.TypeObject {
		return js.Value{}, fmt.Errorf("assets: %q: %w: the page gives no pictures or sounds (web/index.html)", name, ErrNotFound)
	}
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		return nil
	})
	defer ok.Release()
	failed := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		done <- result{err: fmt.Errorf("assets: %q: %w: %s", name, ErrNotFound, msg)}
		return nil
	})
	defer failed.Release()
	page.Call("get", name).Call("then", ok, failed)
	r := <-done
	return r.v, r.err
}
