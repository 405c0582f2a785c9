package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// ErrCatalogSyntax means a translation catalog is not a JSON object of strings.
var ErrCatalogSyntax = errors.New("not a JSON object of strings")

// parseCatalog reads a translation catalog: one JSON object whose values are all strings, by the rules of
// encoding/json (later keys replace earlier ones, each byte of invalid UTF-8 becomes U+FFFD). The catalogs are read before
// the first frame, and this reads them several times faster than encoding/json's reflection, above all in the
// browser, where each function's first call is also its compilation.
func parseCatalog(data []byte) (map[string]string, error) {
	p := catalogParser{s: data}
	c := make(map[string]string, 1024)
	p.space()
	if !p.take('{') {
		return nil, p.fail("'{' expected")
	}
	p.space()
	if p.take('}') {
		return c, p.end()
	}
	for {
		p.space()
		k, err := p.str()
		if err != nil {
			return nil, err
		}
		p.space()
		if !p.take(':') {
			return nil, p.fail("':' expected")
		}
		p.space()
		v, err := p.str()
		if err != nil {
			return nil, err
		}
		c[k] = v
		p.space()
		if p.take('}') {
			return c, p.end()
		}
		if !p.take(',') {
			return nil, p.fail("',' or '}' expected")
		}
	}
}

// catalogParser is the reading position in a catalog's bytes.
type catalogParser struct {
	s []byte
	i int
}

// fail returns the syntax error at the reading position.
func (p *catalogParser) fail(what string) error {
	return fmt.Errorf("%w: %s at byte %d", ErrCatalogSyntax, what, p.i)
}

// space skips JSON white space.
func (p *catalogParser) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// take skips the byte b if it comes next and reports whether it did.
func (p *catalogParser) take(b byte) bool {
	if p.i < len(p.s) && p.s[p.i] == b {
		p.i++
		return true
	}
	return false
}

// end checks that nothing but white space follows the object.
func (p *catalogParser) end() error {
	p.space()
	if p.i != len(p.s) {
		return p.fail("end of the object expected")
	}
	return nil
}

// str reads a JSON string.
func (p *catalogParser) str() (string, error) {
	if !p.take('"') {
		return "", p.fail("string expected")
	}
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			s := p.s[start:p.i]
			p.i++
			return validString(s), nil
		case c == '\\':
			return p.escaped(start)
		case c < 0x20:
			return "", p.fail("control character in a string")
		}
		p.i++
	}
	return "", p.fail("unterminated string")
}

// escaped reads the rest of a string that holds an escape, from start, the byte after its opening quote.
func (p *catalogParser) escaped(start int) (string, error) {
	var b strings.Builder
	b.Write(p.s[start:p.i])
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return validString([]byte(b.String())), nil
		case c < 0x20:
			return "", p.fail("control character in a string")
		case c != '\\':
			b.WriteByte(c)
			p.i++
			continue
		}
		if p.i+1 >= len(p.s) {
			break
		}
		e := p.s[p.i+1]
		p.i += 2
		switch e {
		case '"', '\\', '/':
			b.WriteByte(e)
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			r, ok := p.hex4()
			if !ok {
				return "", p.fail("bad \\u escape")
			}
			if utf16.IsSurrogate(r) {
				r2 := utf8.RuneError
				if p.i+1 < len(p.s) && p.s[p.i] == '\\' && p.s[p.i+1] == 'u' {
					save := p.i
					p.i += 2
					if lo, ok := p.hex4(); ok {
						if d := utf16.DecodeRune(r, lo); d != utf8.RuneError {
							r2 = d
						} else {
							p.i = save // not a pair: the next escape stands alone
						}
					} else {
						return "", p.fail("bad \\u escape")
					}
				}
				r = r2
			}
			b.WriteRune(r)
		default:
			return "", p.fail("bad escape")
		}
	}
	return "", p.fail("unterminated string")
}

// hex4 reads the four hexadecimal digits of a \u escape.
func (p *catalogParser) hex4() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(p.s[p.i:p.i+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(v), true
}

// validString returns b as a string with each byte that is not part of valid UTF-8 replaced by U+FFFD, as
// encoding/json does.
func validString(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	var s strings.Builder
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		s.WriteRune(r) // an invalid byte decodes as RuneError, size 1
		b = b[n:]
	}
	return s.String()
}
