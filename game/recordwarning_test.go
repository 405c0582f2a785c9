package game

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// TestRecordWarning reads records that break the rules as a file recorded them and checks the sentence that says
// so, in English and Russian, names the first odd move and its kind; a regular record gives none.
func TestRecordWarning(t *testing.T) {
	cases := []struct {
		name, sgf string
		en, ru    string
	}{
		{"regular", "(;SZ[9];B[ee];W[cc])", "", ""},
		{"occupied", "(;SZ[9];B[ee];W[cc];B[cc])", "Move 3 in the file breaks the rules (a stone played on another stone)", "Ход 3 в файле"},
		{"suicide", "(;SZ[3]AB[ba][ab];W[aa])", "Move 1 in the file breaks the rules (a suicide); the game is shown as it was recorded.", "самоубийство"},
		{"ko", "(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])", "Move 2 in the file breaks the rules (a ko retaken at once)", "ко взято сразу обратно"},
		{"setup", "(;SZ[3]AB[aa]AW[ba][ab])", "The stones set up in the file leave a chain without liberties", "без свобод"},
		{"two", "(;SZ[9];B[ee];W[ee];B[ee])", "(a stone played on another stone); the game is shown as it was recorded. The file breaks the rules in other places too.", "и в других местах"},
	}
	en, ru := NewTranslator("en"), NewTranslator("ru")
	for _, c := range cases {
		g, err := sgf.Read([]byte(c.sgf))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got, gotRu := RecordWarning(en, g), RecordWarning(ru, g)
		if c.en == "" {
			if got != "" || gotRu != "" {
				t.Errorf("%s: warning %q / %q, want none", c.name, got, gotRu)
			}
			continue
		}
		if !strings.Contains(got, c.en) {
			t.Errorf("%s: %q lacks %q", c.name, got, c.en)
		}
		if !strings.Contains(gotRu, c.ru) {
			t.Errorf("%s: %q lacks %q", c.name, gotRu, c.ru)
		}
	}
}
