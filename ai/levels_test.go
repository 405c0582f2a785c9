package ai

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestLevelsTable checks the level table: every level builds its player, keys are unique, the random
// player is not offered to people, and Perfect is offered only where the solver plays.
func TestLevelsTable(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Levels() {
		if seen[l.Key] {
			t.Errorf("level key %q twice", l.Key)
		}
		seen[l.Key] = true
		if l.Name == "" || l.About == "" || l.Budget <= 0 {
			t.Errorf("level %q incomplete: %+v", l.Key, l)
		}
		if _, err := ParsePlayer(l.Spec, 1); err != nil {
			t.Errorf("level %q: %v", l.Key, err)
		}
		if _, err := ParsePlayer(l.Key, 1); err != nil {
			t.Errorf("level key %q: %v", l.Key, err)
		}
		if l.Spec == "random" {
			t.Errorf("level %q is the random player", l.Key)
		}
	}
	for _, k := range []string{"beginner", "easy", "medium", "hard", "master", "perfect"} {
		if !seen[k] {
			t.Errorf("no level %q", k)
		}
	}
	has := func(ls []Level, key string) bool {
		for _, l := range ls {
			if l.Key == key {
				return true
			}
		}
		return false
	}
	if !has(LevelsFor(5, 5, engine.AtariRules(1)), "perfect") {
		t.Error("Perfect not offered on 5×5 capture-1")
	}
	for _, c := range []struct {
		size  int
		rules engine.Rules
	}{{9, engine.AtariRules(1)}, {5, engine.AtariRules(2)}, {5, engine.GoRules(engine.Area, 7.5)}} {
		ls := LevelsFor(c.size, c.size, c.rules)
		if has(ls, "perfect") || !has(ls, "master") || !has(ls, "beginner") {
			t.Errorf("%d×%d %s: levels %v", c.size, c.size, c.rules, ls)
		}
	}
}

// TestNovice checks the Beginner's player: it always captures what it can, even when careless, and a
// careless move leaves its own stone in atari some of the time, while the careful one never does.
func TestNovice(t *testing.T) {
	capture := engine.MustDiagram(`
		. . . . .
		. . X . .
		. X O X .
		. . . . .
		. . . . .`, engine.AtariRules(1))
	escape := engine.MustDiagram(`
		. . . . .
		. . O . .
		. O X O .
		. . . . .
		. . . . .`, engine.AtariRules(1))
	slips := 0
	for seed := uint64(1); seed <= 30; seed++ {
		n, err := NewNovice(1, seed)
		if err != nil {
			t.Fatal(err)
		}
		if mv, _, _ := n.Move(context.Background(), &capture, nil); mv != engine.Pt(2, 3) {
			t.Fatalf("seed %d: played %s, not the capture at C2", seed, mv.GTP(5))
		}
		if mv, _, _ := n.Move(context.Background(), &escape, nil); mv != engine.Pt(2, 3) {
			slips++
		}
		careful, _ := NewNovice(0, seed)
		if mv, _, _ := careful.Move(context.Background(), &escape, nil); mv != engine.Pt(2, 3) {
			t.Errorf("seed %d: the careful novice played %s and left its stone in atari", seed, mv.GTP(5))
		}
	}
	if slips == 0 {
		t.Error("a novice that always slips never left its stone in atari")
	}
}
