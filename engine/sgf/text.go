package sgf

import (
	"strings"
	"unicode/utf8"
)

// decoder turns property values of one file into UTF-8 Go strings. Text that is valid UTF-8 is kept;
// other text is read as Windows-1252/Latin-1 when the file names that charset or none (Latin-1 is the
// FF[4] default), and otherwise has its broken bytes replaced by U+FFFD.
type decoder struct {
	latin1 bool
}

// newDecoder looks at the CA property of the root node.
func newDecoder(root *Node) decoder {
	ca, ok := root.Value("CA")
	if !ok {
		return decoder{latin1: true}
	}
	ca = strings.ToLower(ca)
	for _, name := range []string{"8859-1", "latin", "1252", "cp819"} {
		if strings.Contains(ca, name) {
			return decoder{latin1: true}
		}
	}
	return decoder{}
}

// raw returns v as valid UTF-8.
func (d decoder) raw(v string) string {
	if utf8.ValidString(v) {
		return v
	}
	if !d.latin1 {
		return strings.ToValidUTF8(v, "\uFFFD")
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c < 0x80:
			b.WriteByte(c)
		case c < 0xa0 && cp1252[c-0x80] != 0:
			b.WriteRune(cp1252[c-0x80])
		default:
			b.WriteRune(rune(c))
		}
	}
	return b.String()
}

// text returns a Text value (comments): valid UTF-8 with every line break as "\n".
func (d decoder) text(v string) string {
	v = d.raw(v)
	if strings.IndexByte(v, '\r') >= 0 {
		v = strings.ReplaceAll(v, "\r\n", "\n")
		v = strings.ReplaceAll(v, "\n\r", "\n")
		v = strings.ReplaceAll(v, "\r", "\n")
	}
	return v
}

// simple returns a SimpleText value (names, result, date): valid UTF-8 on one line, line breaks as spaces.
func (d decoder) simple(v string) string {
	v = d.text(v)
	if strings.ContainsAny(v, "\n\t") {
		v = strings.NewReplacer("\n", " ", "\t", " ").Replace(v)
	}
	return v
}

// cp1252 maps the bytes 0x80…0x9F of Windows-1252 to runes (0 where the code page leaves a hole).
var cp1252 = [32]rune{
	'€', 0, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0, 'Ž', 0,
	0, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0, 'ž', 'Ÿ',
}
