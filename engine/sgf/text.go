package sgf

import (
	"strings"
)

// decoder turns property values into the strings of a game record. The parser has already converted the file
// to UTF-8 (see toUTF8); a tree built in memory may still hold broken UTF-8, whose bad bytes become U+FFFD.
type decoder struct{}

// raw returns v as valid UTF-8.
func (decoder) raw(v string) string { return strings.ToValidUTF8(v, "\uFFFD") }

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
