package sgf

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// TestCharsetFiles reads the files written in other charsets than UTF-8 (named by CA, told by a byte-order mark, or
// guessed) and checks their names and comment; written back, the file says CA[UTF-8] and holds the same text.
func TestCharsetFiles(t *testing.T) {
	cases := []struct{ file, black, white, comment string }{
		{"charset-gb2312.sgf", "柯洁", "李世石", "黑中盘胜。"},
		{"charset-big5.sgf", "許家元", "許皓鋐", "許：黑勝"},              // 許 is B3 5C in Big5: its second byte is a backslash
		{"charset-shift-jis.sgf", "井山裕太", "一力遼", "表ソ能：黒の中押し勝ち"}, // 表, ソ and 能 end in 5C
		{"charset-euc-jp.sgf", "芝野虎丸", "井山裕太", "白の半目勝ち"},
		{"charset-euc-kr.sgf", "이세돌", "신진서", "흑 불계승"},
		{"charset-iso-8859-2.sgf", "Antonín Dvořák", "Łukasz Żółć", "Černý vyhrál."},
		{"charset-windows-1251.sgf", "Пётр Иванов", "Алёна Смирнова", "Чёрные выиграли."},
		{"charset-koi8-r.sgf", "Пётр Иванов", "Алёна Смирнова", "Белые сдались."},
		{"utf16-le-bom.sgf", "Jörg", "柯洁", "UTF-16 with a byte-order mark."},
		{"utf16-be-bom.sgf", "Jörg", "柯洁", "UTF-16, big endian."},
		{"nocharset-gb18030.sgf", "柯洁", "芈昱廷", "黑中盘胜，白棋认输。"},
		{"nocharset-shift-jis.sgf", "井山裕太", "一力遼", "黒の中押し勝ち"},
		{"nocharset-euc-kr.sgf", "이세돌", "신진서", "흑 불계승입니다"},
		{"latin1-no-charset.sgf", "Jörg Müller", "Renée", ""},
	}
	for _, c := range cases {
		g := readFile(t, c.file)
		if g.Info.Black != c.black || g.Info.White != c.white {
			t.Errorf("%s: players %q and %q, want %q and %q", c.file, g.Info.Black, g.Info.White, c.black, c.white)
		}
		if c.comment != "" && g.Root().Comment != c.comment {
			t.Errorf("%s: comment %q, want %q", c.file, g.Root().Comment, c.comment)
		}
		out, err := Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(out, []byte("CA[UTF-8]")) || !bytes.Contains(out, []byte("PB["+c.black+"]")) ||
			c.comment != "" && !bytes.Contains(out, []byte("C["+c.comment+"]")) {
			t.Errorf("%s written back:\n%s", c.file, out)
		}
		roundTrip(t, c.file, g)

		// The low-level tree is UTF-8 too, and its CA says so.
		data, _ := os.ReadFile(filepath.Join("testdata", c.file))
		trees, err := ParseBytes(data)
		if err != nil {
			t.Fatal(err)
		}
		if ca, ok := trees[0].Root.Value("CA"); ok && ca != "UTF-8" {
			t.Errorf("%s: parsed tree says CA[%s]", c.file, ca)
		}
	}
}

// TestGuessCharset guesses the charset of text that names none and is not UTF-8, and reads the charsets that CA
// names under their common spellings.
func TestGuessCharset(t *testing.T) {
	cases := []struct {
		name, text string
		ca         string // the CA property, "" for none
		encode     func([]byte) ([]byte, error)
	}{
		{"Latin-1 letters", "Müller, Renée, Ærø", "", charmap.ISO8859_1.NewEncoder().Bytes},
		{"Windows-1252 quotes", "“Herbst” – 5 €", "", charmap.Windows1252.NewEncoder().Bytes},
		{"GB18030", "黑中盘胜，白棋认输", "", simplifiedchinese.GB18030.NewEncoder().Bytes},
		{"GBK", "柯洁执黑", "", simplifiedchinese.GBK.NewEncoder().Bytes},
		{"Shift_JIS", "井山裕太の中押し勝ち", "", japanese.ShiftJIS.NewEncoder().Bytes},
		{"EUC-KR", "이세돌 흑 불계승입니다", "", korean.EUCKR.NewEncoder().Bytes},
		{"CA SJIS", "表ソ", "SJIS", japanese.ShiftJIS.NewEncoder().Bytes},
		{"CA cp936", "黑", "cp936", simplifiedchinese.GBK.NewEncoder().Bytes},
		{"CA big5", "許", "big5", traditionalchinese.Big5.NewEncoder().Bytes},
		{"CA ISO8859-2", "Dvořák", "ISO8859-2", charmap.ISO8859_2.NewEncoder().Bytes},
		{"CA Latin1", "Renée", "Latin1", charmap.ISO8859_1.NewEncoder().Bytes},
		{"CA koi8-r", "Пётр", " koi8-r ", charmap.KOI8R.NewEncoder().Bytes},
		{"CA windows-1250", "Łódź", "windows-1250", charmap.Windows1250.NewEncoder().Bytes},
		{"CA EUC-JP", "白の勝ち", "EUC-JP", japanese.EUCJP.NewEncoder().Bytes},
		{"CA unknown", "Renée", "no-such-charset", charmap.ISO8859_1.NewEncoder().Bytes},
	}
	for _, c := range cases {
		raw, err := c.encode([]byte(c.text))
		if err != nil {
			t.Fatal(err)
		}
		root := "(;"
		if c.ca != "" {
			root += "CA[" + c.ca + "]"
		}
		out, converted := toUTF8([]byte(root + "PB[" + string(raw) + "])"))
		if want := root + "PB[" + c.text + "])"; !converted || string(out) != want {
			t.Errorf("%s: read as %q, want %q", c.name, out, want)
		}
	}
	// Text that is valid UTF-8 stays as it is, whatever CA says.
	if out, converted := toUTF8([]byte("(;CA[GB2312]PB[Renée])")); converted || string(out) != "(;CA[GB2312]PB[Renée])" {
		t.Errorf("UTF-8 under CA[GB2312] read as %q", out)
	}
}
