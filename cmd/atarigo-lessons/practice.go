package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// errNoSuchKind means -practice named no practice kind.
var errNoSuchKind = errors.New("no such practice kind")

// practiceKind returns the practice kind named name as lesson.PracticeKind.String writes it.
func practiceKind(name string) (lesson.PracticeKind, error) {
	for _, k := range lesson.PracticeKinds {
		if k.String() == name {
			return k, nil
		}
	}
	return lesson.PracticeKind{}, fmt.Errorf("%w: %q (one of %s)", errNoSuchKind, name, practiceKindNames())
}

// practiceKindNames lists the practice kinds' names, separated by commas.
func practiceKindNames() string {
	var names []string
	for _, k := range lesson.PracticeKinds {
		names = append(names, k.String())
	}
	return strings.Join(names, ", ")
}

// writePractice makes a practice set of kind k from the lessons' exercises, n pages from seed with a fresh judge
// (so the same seed prints the same set), and writes each page: its position, goal, accepted answer, measure and
// grade.
func writePractice(lessons []*lesson.Lesson, k lesson.PracticeKind, n int, seed uint64, out io.Writer) error {
	templates := lesson.Templates(lessons, k)
	pages, err := lesson.MakePractice(context.Background(), ai.NewJudge(), templates, k, n, seed, nil)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "# practice %s, seed %d: %d of %d pages from %d templates\n", k, seed, len(pages), n, len(templates))
	for i := range pages {
		p := &pages[i]
		start := p.Start()
		rows := start.Rows()
		m := p.Measure
		fmt.Fprintf(out, "\n## page %d (%s): %s %s for %s\n%s\n", i+1, p.Source, p.Goal.Kind, points(p.Goal.Targets, rows),
			start.ToMove().Name(), start.String())
		fmt.Fprintf(out, "answer: %s\n", points(p.Answers, rows))
		fmt.Fprintf(out, "measure: learner moves %d, tempting wrong moves %d, decoys %d, working first moves %d "+
			"(refuted %d, set aside %d; reading nodes %d)\n", m.Moves, m.Tempting, m.Decoys, m.Working, m.Refuted, m.Aside, m.Nodes)
		fmt.Fprintf(out, "grade: %s\n", p.Grade)
	}
	return nil
}
