package sgf

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// charset is a text encoding by its WHATWG name ("shift_jis", "gbk", "windows-1252", …). The decoders are
// golang.org/x/text's (charset_text.go), and in the browser the browser's own TextDecoder (charset_js.go), which
// knows the same names and decodes by the same standard, so the browser's program carries no charset tables.
type charset string

// The charsets this file names itself.
const (
	shiftJIS    charset = "shift_jis"
	gbk         charset = "gbk"
	gb18030     charset = "gb18030"
	eucKR       charset = "euc-kr"
	windows1252 charset = "windows-1252"
	utf16LE     charset = "utf-16le"
	utf16BE     charset = "utf-16be"
)

// toUTF8 returns the text of an SGF file as UTF-8 and whether it had to be converted. The charset is found in
// this order: a byte-order mark (UTF-8, UTF-16 little or big endian); text that is valid UTF-8 is UTF-8, whatever
// CA says (programs that convert a file's text often keep its old CA, and text in another charset is almost never
// valid UTF-8); then the CA property of the first root node when it names a charset known by its WHATWG or common
// name (GB2312, GBK, GB18030, Big5, Shift_JIS, EUC-JP, EUC-KR, ISO-8859-x, windows-125x,
// KOI8-R, …); and for other text a guess (guessCharset). The whole file is converted before it is parsed, because
// the second byte of a character in Shift_JIS, Big5 or GBK may be "\" or "]". Bytes that are not valid in the
// charset (or in UTF-8, when CA names it) become U+FFFD.
func toUTF8(data []byte) ([]byte, bool) {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return toUTF8(data[3:])
	case bytes.HasPrefix(data, []byte("\xff\xfe")):
		return decodeWith(utf16LE, data[2:]), true
	case bytes.HasPrefix(data, []byte("\xfe\xff")):
		return decodeWith(utf16BE, data[2:]), true
	}
	if utf8.Valid(data) {
		return data, false
	}
	ca := rootCharset(data)
	if cs := charsetNamed(ca); cs != "" {
		return decodeWith(cs, data), true
	}
	if n := strings.ToLower(strings.TrimSpace(ca)); n == "utf-8" || n == "utf8" {
		return []byte(strings.ToValidUTF8(string(data), "\uFFFD")), true
	}
	return decodeWith(guessCharset(data), data), true
}

// decodeWith converts data from charset cs to UTF-8, replacing what cs cannot decode with U+FFFD.
func decodeWith(cs charset, data []byte) []byte {
	out, err := decode(cs, data)
	if err != nil { // the decoders replace bad bytes rather than fail; this is only a safeguard
		return []byte(strings.ToValidUTF8(string(data), "\uFFFD"))
	}
	return out
}

// charsetNamed returns the charset a CA value names, or "" for UTF-8, ASCII, an empty or an unknown name. Names
// are matched as WHATWG labels, after a few spellings seen in files: "UTF8", "SJIS", "Latin1", "cp936",
// "ISO8859-1".
func charsetNamed(ca string) charset {
	name := strings.ToLower(strings.TrimSpace(ca))
	switch name {
	case "", "utf-8", "utf8", "us-ascii", "ascii":
		return ""
	case "sjis", "shift-jis", "shiftjis", "cp932", "ms932", "windows-31j":
		return shiftJIS
	case "cp936", "ms936", "gb-2312", "euc-cn":
		return gbk
	case "cp949", "uhc", "ks_c_5601-1987", "euckr":
		return eucKR
	case "latin1", "latin-1", "iso8859-1", "iso_8859_1", "iso-8859-1", "cp819":
		return windows1252 // Latin-1 as WHATWG reads it: 0x80–0x9F as Windows-1252's letters
	}
	if strings.HasPrefix(name, "iso8859-") {
		name = "iso-8859-" + name[len("iso8859-"):]
	}
	cs, ok := lookupCharset(name)
	if !ok || cs == "utf-8" {
		return ""
	}
	return cs
}

// rootCharset returns the value of the first CA property in the first node of data, read as raw bytes (the
// identifier and the charset name are ASCII in every charset SGF files use), or "" when that node has none.
func rootCharset(data []byte) string {
	start := bytes.Index(data, []byte("(;"))
	if start < 0 {
		return ""
	}
	in, esc := false, false
	for i := start + 2; i < len(data); i++ {
		b := data[i]
		switch {
		case in && esc:
			esc = false
		case in && b == '\\':
			esc = true
		case in && b == ']':
			in = false
		case in:
		case b == '[':
			in = true
		case b == ';' || b == '(' || b == ')':
			return "" // the end of the first node
		case b == 'C' && i+1 < len(data) && data[i+1] == 'A' && (i == 0 || !isLetter(data[i-1])):
			j := i + 2
			for j < len(data) && data[j] <= ' ' {
				j++
			}
			if j < len(data) && data[j] == '[' {
				if k := bytes.IndexByte(data[j+1:], ']'); k >= 0 && k < 64 {
					return string(data[j+1 : j+1+k])
				}
			}
		}
	}
	return ""
}

// guessCharset chooses the charset of a file that names none and is not UTF-8, from how its bytes above 0x7F
// fall. Text in the multi-byte charsets of Chinese, Japanese and Korean has them in pairs (GB and EUC always,
// Shift_JIS mostly); Western text has them alone among ASCII letters, so when fewer than two in three come in
// pairs the text is Windows-1252 (the Latin-1 that FF[4] names as the default, with the printable characters
// Windows adds in 0x80–0x9F). Pairs that decode as Shift_JIS without error and at least half of which start with
// its kana and kanji lead bytes 0x81–0x9F are Japanese; pairs all in the EUC range (0xA1–0xFE) whose first bytes
// lie in 0xB0–0xC8 nineteen times in twenty, where EUC-KR keeps the Hangul syllables, are Korean; other pairs that
// decode are GB18030 (Chinese: the superset of GB2312 and GBK, the most common in Go records). Short texts can
// fool it: a file should say its charset.
func guessCharset(data []byte) charset {
	var high, paired, sjisLead, eucPairs, hangulLead int
	for i := 0; i < len(data); i++ {
		b := data[i]
		if b < 0x80 {
			continue
		}
		high++
		if i+1 >= len(data) {
			continue
		}
		c := data[i+1]
		if c < 0x80 || c == 0xff {
			continue // a high byte before ASCII: Western text, or the rarer trail bytes 0x40–0x7E of Shift_JIS and Big5
		}
		paired += 2
		if b >= 0x81 && b <= 0x9f {
			sjisLead++
		}
		if b >= 0xa1 && b <= 0xfe && c >= 0xa1 && c <= 0xfe {
			eucPairs++
			if b >= 0xb0 && b <= 0xc8 {
				hangulLead++
			}
		}
		i++
	}
	pairs := paired / 2
	if high == 0 || paired*3 < high*2 { // fewer than two in three high bytes in pairs: Western text
		return windows1252
	}
	if sjisLead*2 >= pairs && decodesCleanly(shiftJIS, data) {
		return shiftJIS
	}
	if eucPairs == pairs && hangulLead*20 >= pairs*19 && decodesCleanly(eucKR, data) {
		return eucKR
	}
	if decodesCleanly(gb18030, data) {
		return gb18030
	}
	return windows1252
}

// decodesCleanly reports whether data decodes in cs without a byte that cs cannot read (no U+FFFD appears that was
// not in the text already).
func decodesCleanly(cs charset, data []byte) bool {
	out, err := decode(cs, data)
	return err == nil && bytes.Count(out, []byte("\uFFFD")) == bytes.Count(data, []byte("\uFFFD"))
}
