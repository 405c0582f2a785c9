package lesson

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestFormatWritesWhatParseReads writes every built-in lesson and reads it back: the same pages (kind, words, goal,
// answers, motif, level, start and the show pages' moves), and the same file when written again.
func TestFormatWritesWhatParseReads(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		data, err := Format(l)
		if err != nil {
			t.Fatalf("%s: %v", l.Key, err)
		}
		back, err := Parse(l.Key+".sgf", data)
		if err != nil {
			t.Fatalf("%s: the written file does not read: %v\n%s", l.Key, err, data)
		}
		if !reflect.DeepEqual(back.Title, l.Title) || len(back.Pages) != len(l.Pages) {
			t.Fatalf("%s: title %v, %d pages; wrote %v, %d pages", l.Key, back.Title, len(back.Pages), l.Title, len(l.Pages))
		}
		for i := range l.Pages {
			a, b := &l.Pages[i], &back.Pages[i]
			if !samePage(a, b) {
				t.Errorf("%s page %d: read back as\n%+v\nwrote\n%+v", l.Key, i+1, *b, *a)
			}
		}
		again, err := Format(back)
		if err != nil || !bytes.Equal(again, data) {
			t.Errorf("%s: written again differs (%v)", l.Key, err)
		}
	}
}

// samePage reports whether two pages ask and show the same: kind, words, goal, answers, motif, level, start
// position and the moves of the main line.
func samePage(a, b *Page) bool {
	sa, sb := a.Start(), b.Start()
	return a.Kind == b.Kind && reflect.DeepEqual(a.Text, b.Text) && len(a.Hint) == len(b.Hint) &&
		reflect.DeepEqual(a.Goal, b.Goal) && reflect.DeepEqual(a.Answers, b.Answers) && a.OnlyAnswers == b.OnlyAnswers &&
		a.Motif == b.Motif && a.Level == b.Level && sa.String() == sb.String() && sa.ToMove() == sb.ToMove() &&
		sa.Rules() == sb.Rules() && sa.Ko() == sb.Ko() && len(a.Record.Line()) == len(b.Record.Line())
}

// TestFormatKeepsWordsOfAnyLanguage writes a lesson whose words are in Czech alone, with a hint in Russian: the
// Czech stands in English's place (the text other programs show), and the hint reads back in every language.
func TestFormatKeepsWordsOfAnyLanguage(t *testing.T) {
	w := &Workshop{Title: Text{"cs": "Moje lekce"}}
	d := NewDraft(engine.MustDiagram(`
		. . . . .
		. . X . .
		. X O X .
		. . . . .
		. . . . .`, engine.AtariRules(1)))
	d.Text["cs"] = "Zajmi bílý kámen."
	d.Hint["ru"] = "Посмотри на камень."
	d.SetTask(TaskCapture)
	if err := d.Toggle(engine.Pt(2, 2)); err != nil {
		t.Fatal(err)
	}
	p, err := d.Page(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	w.Add(p)
	data, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	l, err := Parse(w.FileName(), data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if l.Key != "moje-lekce" || l.Title.In("en") != "Moje lekce" || l.Pages[0].Text.In("ru") != "Zajmi bílý kámen." {
		t.Errorf("key %q, title %v, text %v", l.Key, l.Title, l.Pages[0].Text)
	}
	if h := l.Pages[0].Hint; h.In("cs") != "Посмотри на камень." || h.In("ru") != "Посмотри на камень." {
		t.Errorf("hint %v", h)
	}
	if _, err := Format(&Lesson{Title: Text{}, Pages: l.Pages}); !errors.Is(err, ErrNoWords) {
		t.Errorf("a lesson without a title wrote: %v", err)
	}
}
