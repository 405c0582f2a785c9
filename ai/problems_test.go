package ai

import (
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

func gtpList(pts []engine.Point, rows int) string {
	if len(pts) == 0 {
		return "none"
	}
	var s []string
	for _, p := range pts {
		s = append(s, p.GTP(rows))
	}
	return strings.Join(s, " ")
}

func samePoints(a, b []engine.Point) bool {
	a = append([]engine.Point(nil), a...)
	b = append([]engine.Point(nil), b...)
	sort.Slice(a, func(i, j int) bool { return a[i] < a[j] })
	sort.Slice(b, func(i, j int) bool { return b[i] < b[j] })
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestLoadProblems(t *testing.T) {
	ps, err := LoadProblems()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 40 {
		t.Errorf("%d problems, want at least 40", len(ps))
	}
	themes := map[string]int{}
	for _, p := range ps {
		themes[p.Theme]++
		if p.About == "" || p.Theme == "" {
			t.Errorf("%s (%s): no theme or description", p.Name, p.Source)
		}
	}
	for _, th := range []string{"capture-in-one", "escape", "ladder", "ladder-breaker", "double-atari", "net",
		"snapback", "connect-and-die", "two-eyes"} {
		if themes[th] == 0 {
			t.Errorf("no problem with theme %s", th)
		}
	}
	t.Logf("%d problems: %v", len(ps), themes)
}

// TestProblemAnswersComplete tries every legal move of every problem and checks with the reader that exactly
// the listed moves reach the goal; problems with a depth are also checked by a full-width search.
func TestProblemAnswersComplete(t *testing.T) {
	ps, err := LoadProblems()
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(200000)
	for _, p := range ps {
		var got []engine.Point
		var complete bool
		if p.Goal == GoalCapture {
			got, complete = r.AttackMoves(&p.Position, p.Target)
		} else {
			got, complete = r.DefenceMoves(&p.Position, p.Target)
		}
		rows := p.Position.Rows()
		if !complete {
			t.Errorf("%s (%s): some moves could not be decided by the reader", p.Name, p.Source)
		}
		if !samePoints(got, p.Answers) {
			t.Errorf("%s (%s): the reader finds %s, the problem lists %s\n%s", p.Name, p.Source,
				gtpList(got, rows), gtpList(p.Answers, rows), p.Position.String())
		}
		if p.Depth > 0 {
			bf := bruteAnswers(&p, p.Depth)
			if !samePoints(bf, p.Answers) {
				t.Errorf("%s (%s): full-width search to depth %d finds %s, the problem lists %s", p.Name, p.Source,
					p.Depth, gtpList(bf, rows), gtpList(p.Answers, rows))
			}
		}
	}
}

// bruteAnswers returns, by a full-width search over every legal move of both sides (Atari Go rules), the
// moves that capture the target within depth moves of the side to move (GoalCapture), or after which the
// opponent cannot capture it within depth of its own moves (GoalSave).
func bruteAnswers(p *Problem, depth int) []engine.Point {
	owner := p.Position.At(p.Target)
	var out []engine.Point
	for _, m := range p.Position.LegalMoves(nil) {
		child := p.Position
		child.PlayFast(m)
		var ok bool
		taken, saved := bruteTaken(&child, p.Target, owner), bruteSaved(&child, owner)
		if p.Goal == GoalCapture {
			ok = taken || (!saved && bruteDefenderLoses(&child, p.Target, owner, depth-1))
		} else {
			ok = saved || (!taken && !bruteAttackerWins(&child, p.Target, owner, depth))
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// bruteTaken reports whether the chain of owner at target is gone or the game ended in the attacker's favour.
func bruteTaken(pos *engine.Position, target engine.Point, owner engine.Color) bool {
	if pos.At(target) != owner {
		return true
	}
	if pos.Over() {
		return pos.Outcome().Winner == owner.Opponent()
	}
	return false
}

// bruteSaved reports whether the game ended in the owner's favour.
func bruteSaved(pos *engine.Position, owner engine.Color) bool {
	return pos.Over() && pos.Outcome().Winner == owner
}

// bruteAttackerWins: the attacker is to move and has k moves left to take the chain.
func bruteAttackerWins(pos *engine.Position, target engine.Point, owner engine.Color, k int) bool {
	if k <= 0 {
		return false
	}
	for _, m := range pos.LegalMoves(nil) {
		child := *pos
		child.PlayFast(m)
		if bruteTaken(&child, target, owner) {
			return true
		}
		if !bruteSaved(&child, owner) && bruteDefenderLoses(&child, target, owner, k-1) {
			return true
		}
	}
	return false
}

// bruteDefenderLoses: the owner is to move and every move lets the attacker take the chain within k moves.
func bruteDefenderLoses(pos *engine.Position, target engine.Point, owner engine.Color, k int) bool {
	if k <= 0 {
		return false
	}
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 {
		return pos.Rules().Kind == engine.AtariGo
	}
	for _, m := range moves {
		child := *pos
		child.PlayFast(m)
		if bruteSaved(&child, owner) {
			return false
		}
		if bruteTaken(&child, target, owner) {
			continue
		}
		if !bruteAttackerWins(&child, target, owner, k) {
			return false
		}
	}
	return true
}

func TestParseProblemsErrors(t *testing.T) {
	good := "problem: p\ntheme: t\nabout: a\nto-move: black\ngoal: capture B2\nanswers: A2\nboard:\n. . .\n. O X\n. X .\n"
	if ps, err := ParseProblems("good", good); err != nil || len(ps) != 1 {
		t.Fatalf("good problem: %v, %d problems", err, len(ps))
	}
	for _, tc := range []struct{ name, text string }{
		{"no goal", strings.Replace(good, "goal: capture B2\n", "", 1)},
		{"goal on empty", strings.Replace(good, "capture B2", "capture A1", 1)},
		{"bad goal", strings.Replace(good, "capture B2", "kill B2", 1)},
		{"answer occupied", strings.Replace(good, "answers: A2", "answers: C2", 1)},
		{"answer twice", strings.Replace(good, "answers: A2", "answers: A2 A2", 1)},
		{"empty answers", strings.Replace(good, "answers: A2", "answers:", 1)},
		{"bad side", strings.Replace(good, "to-move: black", "to-move: red", 1)},
		{"bad rules", strings.Replace(good, "to-move:", "rules: chess\nto-move:", 1)},
		{"bad board", strings.Replace(good, ". O X", ". O Z", 1)},
		{"no key", strings.Replace(good, "theme: t", "theme t", 1)},
	} {
		if _, err := ParseProblems(tc.name, tc.text); !errors.Is(err, ErrBadProblem) {
			t.Errorf("%s: got %v, want ErrBadProblem", tc.name, err)
		}
	}
}
