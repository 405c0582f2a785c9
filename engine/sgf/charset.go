package sgf

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// toUTF8 returns the text of an SGF file as UTF-8 and whether it had to be converted. The charset is found in
// this order: a byte-order mark (UTF-8, UTF-16 little or big endian); text that is valid UTF-8 is UTF-8, whatever
// CA says (programs that convert a file's text often keep its old CA, and text in another charset is almost never
// valid UTF-8); then the CA property of the first root node when it names a charset that golang.org/x/text knows
// by its WHATWG or common name (GB2312, GBK, GB18030, Big5, Shift_JIS, EUC-JP, EUC-KR, ISO-8859-x, windows-125x,
// KOI8-R, …); and for other text a guess (guessCharset). The whole file is converted before it is parsed, because
// the second byte of a character in Shift_JIS, Big5 or GBK may be "\" or "]". Bytes that are not valid in the
// charset (or in UTF-8, when CA names it) become U+FFFD.
func toUTF8(data []byte) ([]byte, bool) {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return toUTF8(data[3:])
	case bytes.HasPrefix(data, []byte("\xff\xfe")):
		return decodeWith(unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), data), true
	case bytes.HasPrefix(data, []byte("\xfe\xff")):
		return decodeWith(unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), data), true
	}
	if utf8.Valid(data) {
		return data, false
	}
	ca := rootCharset(data)
	if e := charsetNamed(ca); e != nil {
		return decodeWith(e, data), true
	}
	if n := strings.ToLower(strings.TrimSpace(ca)); n == "utf-8" || n == "utf8" {
		return []byte(strings.ToValidUTF8(string(data), "\uFFFD")), true
	}
	return decodeWith(guessCharset(data), data), true
}

// decodeWith converts data from encoding e to UTF-8, replacing what e cannot decode with U+FFFD.
func decodeWith(e encoding.Encoding, data []byte) []byte {
	out, err := e.NewDecoder().Bytes(data)
	if err != nil { // the decoders of x/text replace bad bytes rather than fail; this is only a safeguard
		return []byte(strings.ToValidUTF8(string(data), "\uFFFD"))
	}
	return out
}

// charsetNamed returns the encoding a CA value names, or nil for UTF-8, ASCII, an empty or an unknown name.
// Names are matched as WHATWG labels (htmlindex), after a few spellings seen in files: "UTF8", "SJIS",
// "Latin1", "cp936", "ISO8859-1".
func charsetNamed(ca string) encoding.Encoding {
	name := strings.ToLower(strings.TrimSpace(ca))
	switch name {
	case "", "utf-8", "utf8", "us-ascii", "ascii":
		return nil
	case "sjis", "shift-jis", "shiftjis", "cp932", "ms932", "windows-31j":
		return japanese.ShiftJIS
	case "cp936", "ms936", "gb-2312", "euc-cn":
		return simplifiedchinese.GBK
	case "cp949", "uhc", "ks_c_5601-1987", "euckr":
		return korean.EUCKR
	case "latin1", "latin-1", "iso8859-1", "iso_8859_1", "iso-8859-1", "cp819":
		return charmap.Windows1252 // Latin-1 as WHATWG reads it: 0x80–0x9F as Windows-1252's letters
	}
	if strings.HasPrefix(name, "iso8859-") {
		name = "iso-8859-" + name[len("iso8859-"):]
	}
	e, err := htmlindex.Get(name)
	if err != nil || e == encoding.Nop {
		return nil
	}
	if n, _ := htmlindex.Name(e); n == "utf-8" {
		return nil
	}
	return e
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
func guessCharset(data []byte) encoding.Encoding {
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
		return charmap.Windows1252
	}
	if sjisLead*2 >= pairs && decodesCleanly(japanese.ShiftJIS, data) {
		return japanese.ShiftJIS
	}
	if eucPairs == pairs && hangulLead*20 >= pairs*19 && decodesCleanly(korean.EUCKR, data) {
		return korean.EUCKR
	}
	if decodesCleanly(simplifiedchinese.GB18030, data) {
		return simplifiedchinese.GB18030
	}
	return charmap.Windows1252
}

// decodesCleanly reports whether data decodes in e without a byte that e cannot read (no U+FFFD appears that was
// not in the text already).
func decodesCleanly(e encoding.Encoding, data []byte) bool {
	out, err := e.NewDecoder().Bytes(data)
	return err == nil && bytes.Count(out, []byte("\uFFFD")) == bytes.Count(data, []byte("\uFFFD"))
}
