//go:build !js

package sgf

import (
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// decode converts data from charset cs to UTF-8 with golang.org/x/text's decoders, which replace bytes cs cannot
// read with U+FFFD.
func decode(cs charset, data []byte) ([]byte, error) {
	e, err := htmlindex.Get(string(cs))
	if err != nil {
		return nil, err
	}
	return e.NewDecoder().Bytes(data)
}

// lookupCharset returns the charset a WHATWG label names (its canonical name), and false for a label no decoder
// reads.
func lookupCharset(label string) (charset, bool) {
	e, err := htmlindex.Get(label)
	if err != nil || e == encoding.Nop {
		return "", false
	}
	name, err := htmlindex.Name(e)
	if err != nil {
		return "", false
	}
	return charset(name), true
}
