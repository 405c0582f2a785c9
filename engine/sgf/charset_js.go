//go:build js

package sgf

import (
	"fmt"
	"syscall/js"
)

// decode converts data from charset cs to UTF-8 with the browser's TextDecoder, which replaces bytes cs cannot
// read with U+FFFD, as the Encoding Standard says.
func decode(cs charset, data []byte) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("decoding %s: %v", cs, r)
		}
	}()
	d, err := newTextDecoder(string(cs))
	if err != nil {
		return nil, err
	}
	buf := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(buf, data)
	return []byte(d.Call("decode", buf).String()), nil
}

// lookupCharset returns the charset a WHATWG label names (its canonical name), and false for a label the
// browser's TextDecoder does not read.
func lookupCharset(label string) (charset, bool) {
	d, err := newTextDecoder(label)
	if err != nil {
		return "", false
	}
	return charset(d.Get("encoding").String()), true
}

// newTextDecoder returns the browser's TextDecoder for label, or the error it throws for a label it does not know.
func newTextDecoder(label string) (d js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("no decoder for %q: %v", label, r)
		}
	}()
	return js.Global().Get("TextDecoder").New(label), nil
}
